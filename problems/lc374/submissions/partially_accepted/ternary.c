/*
 * score: 40-42
 * TOO MANY QUERIES (ternary search): asks the two thirds points.  The adversary
 * keeps the larger part, the upper two thirds after the first guess, so two queries
 * cut the interval to a third: about 2 log3 n = 1.26 log2 n queries, within twice
 * the optimum: from 0.5 of a case down to 0.38 on the largest n, so about 10 +
 * 11.7 + 19.2 (the least case of each group).
 */
#include <stdio.h>
#include <stdlib.h>

/* Asks x; the reply, or exits when the interactor has gone. */
static int
ask(long x)
{
	int reply;

	printf("? %ld\n", x);
	fflush(stdout);
	if (scanf("%d", &reply) != 1)
		exit(1);
	return reply;
}

int
main(void)
{
	long lo = 1, hi, third;
	int reply;

	if (scanf("%ld", &hi) != 1)
		return 1;
	while (lo < hi) {
		third = (hi - lo) / 3;
		reply = ask(lo + third);
		if (reply == 0) {
			lo = hi = lo + third;
			break;
		}
		if (reply < 0) {
			hi = lo + third - 1;
			continue;
		}
		lo += third + 1;
		if (lo >= hi)
			break;
		reply = ask(hi - third);
		if (reply == 0)
			lo = hi = hi - third;
		else if (reply < 0)
			hi -= third + 1;
		else
			lo = hi - third + 1;
	}
	printf("! %ld\n", lo);
	return 0;
}
