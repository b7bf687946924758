/* The sum with a leading zero: accepted only by the package's own validator. */
#include <stdio.h>

int
main(void)
{
	long long a, b;

	if (scanf("%lld %lld", &a, &b) != 2)
		return 1;
	printf("0%lld\n", a + b);
	return 0;
}
