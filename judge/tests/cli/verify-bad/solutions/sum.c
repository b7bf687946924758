/* Correct, but 300 ms of CPU: over half the 500 ms limit, a fragile main solution. */
#include <stdio.h>
#include <time.h>

int
main(void)
{
	long long a, b;
	while (clock() < CLOCKS_PER_SEC * 3 / 10)
		;
	if (scanf("%lld %lld", &a, &b) != 2)
		return 1;
	printf("%lld\n", a + b);
	return 0;
}
