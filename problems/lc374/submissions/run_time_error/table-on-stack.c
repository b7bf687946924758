/*
 * CRASHES on large n (stack): the optimal search, but it first marks every number
 * possible in a table of n bytes on the stack.  Fine for n <= 1000; for n near 2^31
 * the table is gigabytes past the stack limit and the first write to it faults
 * (SIGSEGV) before any query: RE in the large group, score 50 (20 + 30).
 */
#include <stdio.h>
#include <string.h>

int
main(void)
{
	long lo = 1, hi, mid, n;
	int reply;

	if (scanf("%ld", &n) != 1)
		return 1;
	char possible[n + 1];

	memset(possible, 1, sizeof possible);
	possible[0] = 0;
	hi = n;
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		printf("? %ld\n", mid);
		fflush(stdout);
		if (scanf("%d", &reply) != 1)
			return 1;
		if (reply == 0) {
			lo = hi = mid;
		} else if (reply < 0) {
			memset(possible + mid, 0, (size_t)(n + 1 - mid));
			hi = mid - 1;
		} else {
			memset(possible, 0, (size_t)mid + 1);
			lo = mid + 1;
		}
	}
	printf("! %ld\n", possible[lo] ? lo : -1);
	return 0;
}
