/*
 * WRONG (too many queries): asks 1, 2, 3, ... in turn.  The adversary answers
 * "higher" each time (more numbers lie above), so n - 1 queries, n guesses; over
 * twice the optimum for n = 7, 9, 10 and every n > 10, where the interactor stops it
 * with a wrong answer (partial credit on n = 3 to 6 and 8 only): score 0.
 */
#include <stdio.h>

int
main(void)
{
	long n, x;
	int reply;

	if (scanf("%ld", &n) != 1)
		return 1;
	for (x = 1; x < n; x++) {
		printf("? %ld\n", x);
		fflush(stdout);
		if (scanf("%d", &reply) != 1)
			return 0; /* the interactor has decided and gone */
		if (reply <= 0)
			break;
	}
	printf("! %ld\n", x);
	return 0;
}
