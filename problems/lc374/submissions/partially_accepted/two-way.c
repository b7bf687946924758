/*
 * score: 50-50
 * OFF BY ONE (two-way binary search): lower_bound's loop, `hi = mid` on any reply but
 * "higher", so a "lower" reply leaves mid in the interval though it is ruled out.
 * That takes ceil(log2 n) queries, one more than needed unless n is a power of two:
 * ceil(log2 n) + 1 guesses with the answer (the bound), over the optimum
 * ceil(log2(n + 1)) by one on those n, so half a case's worth (case_score() in
 * interactor.c) on every group, each holding such an n: 20 + 30 + 50 halved.
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
		if (reply > 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	printf("! %ld\n", lo);
	return 0;
}
