/* Echoes every number until a 0. */
#include <stdio.h>

int
main(void)
{
	long x;

	while (scanf("%ld", &x) == 1 && x != 0) {
		printf("%ld\n", x);
		fflush(stdout);
	}
	return 0;
}
