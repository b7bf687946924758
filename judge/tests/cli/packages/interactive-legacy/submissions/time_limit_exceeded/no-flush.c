/* Multiplies, but never flushes: the interactor waits; both idle until the wall limit. */
#include <stdio.h>

int
main(void)
{
	long long x, y;

	while (scanf("%lld %lld", &x, &y) == 2)
		printf("%lld\n", x * y);
	return 0;
}
