/*
 * WRONG (reads past the end): the optimal search, but the loop does not stop after
 * the answer: it prints `! x` and goes round once more, asking `? x` and reading a
 * reply that never comes (the interactor has closed).  The interactor reads the
 * extra line after the answer and rejects it, so WA on every case (n = 1 too):
 * score 0.
 */
#include <stdio.h>

int
main(void)
{
	long lo = 1, hi, mid;
	int reply;

	if (scanf("%ld", &hi) != 1)
		return 1;
	for (;;) {
		if (lo == hi) {
			printf("! %ld\n", lo);
			fflush(stdout);
		}
		mid = lo + (hi - lo) / 2;
		printf("? %ld\n", mid);
		fflush(stdout);
		if (scanf("%d", &reply) != 1)
			return 0;
		if (reply == 0)
			lo = hi = mid;
		else if (reply < 0)
			hi = mid - 1;
		else
			lo = mid + 1;
	}
}
