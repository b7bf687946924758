/*
 * HANGS (does not flush): the optimal search, but standard output is a pipe, so
 * printf's bytes stay in the buffer and the interactor never sees the query; both
 * wait on each other until the wall limit (TLE, idle).  Only n = 1, which needs no
 * query (the answer goes out when the program exits), is accepted: score 0.
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
		if (scanf("%d", &reply) != 1)
			return 1;
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
