/*
 * One less than the sum.  The tag allows more than the folder: restricted to it.
 *
 * @EXPECTED_RESULTS@: WRONG-ANSWER, TIMELIMIT
 */
#include <stdio.h>

int
main(void)
{
	long long a, b;

	if (scanf("%lld %lld", &a, &b) != 2)
		return 1;
	printf("%lld\n", a + b - 1);
	return 0;
}
