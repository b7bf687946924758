/*
 * score: 50-50
 * ONE GUESS TOO MANY (LeetCode's loop taken as it is): `while (lo <= hi)` asks until
 * a guess is answered 0, so the last number left is asked before it is answered:
 * floor(log2 n) + 1 queries and the answer, ceil(log2(n + 1)) + 1 guesses, one over
 * the optimum on every n, n = 1 included: half of every case, 20 + 30 + 50 halved.
 */
#include <stdio.h>

int
main(void)
{
	long lo = 1, hi, mid;
	int reply;

	if (scanf("%ld", &hi) != 1)
		return 1;
	while (lo <= hi) {
		mid = lo + (hi - lo) / 2;
		printf("? %ld\n", mid);
		fflush(stdout);
		if (scanf("%d", &reply) != 1)
			return 1;
		if (reply == 0) {
			printf("! %ld\n", mid);
			return 0;
		}
		if (reply < 0)
			hi = mid - 1;
		else
			lo = mid + 1;
	}
	return 1;
}
