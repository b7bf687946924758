/* Sleeps until it is killed: a run to interrupt. */
#include <unistd.h>

int
main(void)
{
	for (;;)
		sleep(10);
}
