/* Prints big.c's 250000 lines, then hangs without ending its output. */
#include <stdio.h>
#include <unistd.h>

int
main(void)
{
	for (long i = 0; i < 250000; i++)
		printf("%ld %ld\n", i, i * 7 % 1000003);
	fflush(stdout);
	sleep(30);
	return 0;
}
