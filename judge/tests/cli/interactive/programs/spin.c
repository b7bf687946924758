/* One guess, then a loop that never ends: over its CPU limit. */
#include <stdio.h>

int
main(void)
{
	printf("500\n");
	fflush(stdout);
	for (volatile unsigned long i = 0;; i++)
		;
}
