/*
 * TOO SLOW (missing memo): plain recursion over both choices at every turn,
 * 2^n calls.  Right answers for short arrays, hopeless for n in the
 * thousands.
 */
#include <stdio.h>
#include <stdlib.h>

static long long *a;

static long long
best_difference(int lo, int hi)
{
	long long l, r;

	if (lo == hi)
		return a[lo];
	l = a[lo] - best_difference(lo + 1, hi);
	r = a[hi] - best_difference(lo, hi - 1);
	return l > r ? l : r;
}

int
main(void)
{
	int n, i;

	while (scanf("%d", &n) == 1) {
		a = malloc((size_t)n * sizeof(*a));
		if (!a)
			return 1;
		for (i = 0; i < n; i++)
			if (scanf("%lld", &a[i]) != 1)
				return 1;
		puts(best_difference(0, n - 1) >= 0 ? "true" : "false");
		free(a);
	}
	return 0;
}
