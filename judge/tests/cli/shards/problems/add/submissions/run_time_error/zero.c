#include <stdio.h>

/* Fails with exit code 4 when a is 0. */
int
main(void)
{
	long long a, b;
	if (scanf("%lld %lld", &a, &b) != 2)
		return 1;
	if (a == 0)
		return 4;
	printf("%lld\n", a + b);
	return 0;
}
