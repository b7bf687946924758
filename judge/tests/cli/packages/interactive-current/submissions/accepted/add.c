/* Answers each pair with its sum, flushing each answer. */
#include <stdio.h>

int
main(void)
{
	long a, b;

	while (scanf("%ld %ld", &a, &b) == 2) {
		printf("%ld\n", a + b);
		fflush(stdout);
	}
	return 0;
}
