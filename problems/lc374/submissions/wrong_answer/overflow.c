/*
 * WRONG on large n only (int overflow): the optimal search with mid = (lo + hi) / 2
 * in int.  Once lo + hi passes 2^31 - 1 (n = 2^31 - 2: the first reply is forced
 * "higher", lo = 2^30), the sum wraps negative and the guess is outside [1, n]
 * (formally undefined behaviour; in practice the wrapped sum).  Right on small and
 * medium, so it scores 50 (20 + 30), WA in the large group.
 */
#include <stdio.h>

int
main(void)
{
	int lo = 1, hi, mid, reply;

	if (scanf("%d", &hi) != 1)
		return 1;
	while (lo < hi) {
		mid = (lo + hi) / 2;
		printf("? %d\n", mid);
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
	printf("! %d\n", lo);
	return 0;
}
