/* Brute force for lc375: the O(n^3) interval DP over every guess, table built once up to the largest n. */
#include <stdio.h>
#include <stdlib.h>

/*
 * cost[i][j] is the least money that guarantees finding a number in i..j:
 * try every guess k and pay k plus the worse of the two sides.  No
 * optimisation of any kind, so it is independent of solutions/lc375.c.
 */

int
main(void)
{
	long *ns = NULL, n, maxn = 0, count = 0, cap = 0, i, j, k;
	long long **cost;

	while (scanf("%ld", &n) == 1) {
		if (n < 1 || n > 2000) {
			fprintf(stderr, "n out of range: %ld\n", n);
			return 1;
		}
		if (count == cap) {
			cap = cap ? 2 * cap : 64;
			ns = realloc(ns, (size_t)cap * sizeof(*ns));
			if (!ns)
				return 1;
		}
		ns[count++] = n;
		if (n > maxn)
			maxn = n;
	}
	cost = malloc((size_t)(maxn + 2) * sizeof(*cost));
	if (!cost)
		return 1;
	for (i = 0; i <= maxn + 1; i++) {
		cost[i] = calloc((size_t)(maxn + 2), sizeof(**cost));
		if (!cost[i])
			return 1;
	}
	for (j = 1; j <= maxn; j++) {
		for (i = j - 1; i >= 1; i--) {
			long long best = -1;

			for (k = i; k <= j; k++) {
				long long left = k > i ? cost[i][k - 1] : 0;
				long long right = k < j ? cost[k + 1][j] : 0;
				long long c = k + (left > right ? left : right);

				if (best < 0 || c < best)
					best = c;
			}
			cost[i][j] = best;
		}
	}
	for (i = 0; i < count; i++)
		printf("%lld\n", cost[1][ns[i]]);
	return 0;
}
