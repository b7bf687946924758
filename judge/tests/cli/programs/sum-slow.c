/* Correct, but burns CPU first: 460 ms of a 500 ms limit on every case. */
#include <stdio.h>
#include <time.h>

int
main(void)
{
	long long a, b;
	while (clock() < CLOCKS_PER_SEC * 46 / 100)
		;
	if (scanf("%lld %lld", &a, &b) != 2)
		return 1;
	printf("%lld\n", a + b);
	return 0;
}
