/*
 * The solution side of scripts/bench-interactive: reads the number of round
 * trips n, then n times writes a number and reads the reply, which must be
 * one more; stdio with a flush per line, as contestants write.
 */
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	long n, reply;

	if (scanf("%ld", &n) != 1)
		return 1;
	for (long i = 0; i < n; i++) {
		printf("%ld\n", i);
		fflush(stdout);
		if (scanf("%ld", &reply) != 1 || reply != i + 1)
			return 1;
	}
	return 0;
}
