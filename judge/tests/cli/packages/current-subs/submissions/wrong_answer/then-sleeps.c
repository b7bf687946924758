/*
 * Right on the sample, wrong on secret/01, and far too slow on the cases after it: were
 * they run, they would be TLE (not permitted); judging stops at the WA, so they are not.
 */
#include <stdio.h>
#include <unistd.h>

int
main(void)
{
	long long a, b;

	if (scanf("%lld %lld", &a, &b) != 2)
		return 1;
	if (a == 3) {
		printf("%lld\n", a + b + 1);
		return 0;
	}
	if (a != 1)
		for (;;)
			sleep(1);
	printf("%lld\n", a + b);
	return 0;
}
