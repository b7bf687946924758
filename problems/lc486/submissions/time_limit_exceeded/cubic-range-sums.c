/*
 * TOO SLOW (O(n^3)): the score-based DP, best(i, j) = sum(i..j) -
 * min(best(i+1, j), best(i, j-1)), with sum(i..j) added up by a loop each
 * time instead of from prefix sums.  Right answers, but about n^3/6 steps:
 * tens of seconds at n = 5000.
 */
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	int n, i, j, k;

	while (scanf("%d", &n) == 1) {
		long long *a = malloc((size_t)n * sizeof(*a)), *best = malloc((size_t)n * sizeof(*best));
		long long total = 0;

		if (!a || !best)
			return 1;
		for (i = 0; i < n; i++) {
			if (scanf("%lld", &a[i]) != 1)
				return 1;
			total += a[i];
		}
		for (i = n - 1; i >= 0; i--) {
			best[i] = a[i];
			for (j = i + 1; j < n; j++) {
				long long sum = 0, other = best[j] < best[j - 1] ? best[j] : best[j - 1];

				for (k = i; k <= j; k++)
					sum += a[k];
				best[j] = sum - other;
			}
		}
		puts(2 * best[n - 1] >= total ? "true" : "false");
		free(best);
		free(a);
	}
	return 0;
}
