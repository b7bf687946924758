/* Wall-clock limit: sleeps without using CPU. */
#include <unistd.h>

int
main(void)
{
	for (;;)
		sleep(10);
}
