/* Answers the first pair, then crashes before the interactor asks again. */
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	long a, b;

	if (scanf("%ld %ld", &a, &b) != 2)
		return 1;
	printf("%ld\n", a + b);
	fflush(stdout);
	abort();
}
