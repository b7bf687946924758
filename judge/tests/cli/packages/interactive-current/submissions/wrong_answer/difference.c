/* Answers each pair with its difference. */
#include <stdio.h>

int
main(void)
{
	long a, b;

	while (scanf("%ld %ld", &a, &b) == 2) {
		printf("%ld\n", a - b);
		fflush(stdout);
	}
	return 0;
}
