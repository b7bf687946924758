/* Closes its input and output, then spins. */
#include <unistd.h>

int
main(void)
{
	close(0);
	close(1);
	for (volatile unsigned long i = 0;; i++)
		;
}
