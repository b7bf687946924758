/* Meant to be too slow, but only 4 times the main: 100ms on big. */
#include <stdio.h>
#include <time.h>

int
main(void)
{
	long long ms, a;

	if (scanf("%lld %lld", &ms, &a) != 2)
		return 1;
	while ((double)clock() < (double)CLOCKS_PER_SEC * (double)ms * 1 / 1000.0)
		;
	printf("%lld\n", ms + a);
	return 0;
}
