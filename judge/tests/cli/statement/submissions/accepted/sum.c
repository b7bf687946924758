/* Reads n pairs and prints each pair's sum in 64 bits. */
#include <stdio.h>

int
main(void)
{
	long long n, a, b;

	if (scanf("%lld", &n) != 1)
		return 1;
	while (n-- > 0 && scanf("%lld %lld", &a, &b) == 2)
		printf("%lld\n", a + b);
	return 0;
}
