/* score: 70-75
 * One off when a is odd: half of each such case's points from the testlib
 * checker, nothing from the Kattis one.  71.5 of 110 (scoring.t has the sums).
 */
#include <stdio.h>

int
main(void)
{
	long a, b;

	if (scanf("%ld %ld", &a, &b) != 2)
		return 1;
	printf("%ld\n", a + b + (a % 2 != 0));
	return 0;
}
