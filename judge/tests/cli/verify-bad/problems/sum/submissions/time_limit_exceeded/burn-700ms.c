/* Correct, 700 ms of CPU: TLE at the 500 ms limit but not at twice it, a fragile limit. */
#include <stdio.h>
#include <time.h>

int
main(void)
{
	long long a, b;
	while (clock() < CLOCKS_PER_SEC * 7 / 10)
		;
	if (scanf("%lld %lld", &a, &b) != 2)
		return 1;
	printf("%lld\n", a + b);
	return 0;
}
