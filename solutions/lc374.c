/*
 * LeetCode 374 "Guess Number Higher or Lower", interactive: binary search on the
 * interval [lo, hi] still possible, guessing its lower middle.  A guess in an
 * interval of s numbers leaves at most floor(s / 2) of them, so after floor(log2 n)
 * queries one number is left and is answered without asking it: floor(log2 n) + 1
 * = ceil(log2(n + 1)) guesses with the answer, the optimum (problems/lc374/statement.md).
 */
#include <stdio.h>

int
main(void)
{
	long lo = 1, hi, mid;
	int reply;

	if (scanf("%ld", &hi) != 1)
		return 1;
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		printf("? %ld\n", mid);
		fflush(stdout);
		if (scanf("%d", &reply) != 1)
			return 1;
		if (reply == 0) {
			lo = hi = mid;
		} else if (reply < 0) {
			hi = mid - 1;
		} else {
			lo = mid + 1;
		}
	}
	printf("! %ld\n", lo);
	return 0;
}
