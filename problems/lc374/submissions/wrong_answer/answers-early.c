/*
 * WRONG (answers before it knows): stops asking when two numbers are left and
 * answers the lower one, saving a query.  The adversary then takes the other: WA
 * on every n whose search reaches two numbers (n = 2, 4, 5, 8, 10, ...; not on
 * n = 2^k - 1, whose intervals all hold 2^j - 1 numbers), score 0.
 */
#include <stdio.h>

int
main(void)
{
	long lo = 1, hi, mid;
	int reply;

	if (scanf("%ld", &hi) != 1)
		return 1;
	while (hi - lo > 1) {
		mid = lo + (hi - lo) / 2;
		printf("? %ld\n", mid);
		fflush(stdout);
		if (scanf("%d", &reply) != 1)
			return 0; /* the interactor has decided and gone */
		if (reply == 0)
			lo = hi = mid;
		else if (reply < 0)
			hi = mid - 1;
		else
			lo = mid + 1;
	}
	printf("! %ld\n", lo);
	return 0;
}
