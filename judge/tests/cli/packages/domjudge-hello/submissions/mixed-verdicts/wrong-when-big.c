/*
 * Right on small numbers, one too many on big ones: a result of CORRECT or WRONG-ANSWER.
 *
 * @EXPECTED_RESULTS@: CORRECT, WRONG-ANSWER
 */
#include <stdio.h>

int
main(void)
{
	long long a, b;

	if (scanf("%lld %lld", &a, &b) != 2)
		return 1;
	printf("%lld\n", a + b > 1000 ? a + b + 1 : a + b);
	return 0;
}
