/*
 * The right sum, then its output closed and 2 s of sleep: over the 0.5 s limit by the
 * clock, under the wall limit of the time_limit_to_tle re-run (2.25 s), which BAPCtools
 * counts TLE all the same.
 *
 * @EXPECTED_RESULTS@: TIMELIMIT
 */
#include <stdio.h>
#include <unistd.h>

int
main(void)
{
	long long a, b;

	if (scanf("%lld %lld", &a, &b) != 2)
		return 1;
	printf("%lld\n", a + b);
	fclose(stdout);
	sleep(2);
	return 0;
}
