/*
 * WRONG (32-bit overflow): the right O(n^2) DP on the scores themselves,
 * best(i, j) = sum(i..j) - min(best(i+1, j), best(i, j-1)), but in int.
 * Sums reach 5000 * 10^7, far past 2^31, and wrap (formally undefined
 * behaviour; in practice comparisons and the final test go wrong).
 */
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	int n, i, j;

	while (scanf("%d", &n) == 1) {
		int *a = malloc((size_t)n * sizeof(*a)), *prefix = malloc((size_t)(n + 1) * sizeof(*prefix));
		int *best = malloc((size_t)n * sizeof(*best));

		if (!a || !prefix || !best)
			return 1;
		prefix[0] = 0;
		for (i = 0; i < n; i++) {
			if (scanf("%d", &a[i]) != 1)
				return 1;
			prefix[i + 1] = prefix[i] + a[i];
		}
		for (i = n - 1; i >= 0; i--) {
			best[i] = a[i];
			for (j = i + 1; j < n; j++) {
				int other = best[j] < best[j - 1] ? best[j] : best[j - 1];

				best[j] = prefix[j + 1] - prefix[i] - other;
			}
		}
		puts(2 * best[n - 1] >= prefix[n] ? "true" : "false");
		free(best);
		free(prefix);
		free(a);
	}
	return 0;
}
