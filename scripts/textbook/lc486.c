/* Textbook lc486 for the benchmark: the O(n^2)-memory table of score differences, per case. */
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	int n, i, j;

	while (scanf("%d", &n) == 1) {
		long long *a = malloc((size_t)n * sizeof(*a));
		long long (*dp)[n] = malloc((size_t)n * sizeof(*dp));

		if (!a || !dp)
			return 1;
		for (i = 0; i < n; i++)
			if (scanf("%lld", &a[i]) != 1)
				return 1;
		for (i = n - 1; i >= 0; i--) {
			dp[i][i] = a[i];
			for (j = i + 1; j < n; j++) {
				long long l = a[i] - dp[i + 1][j], r = a[j] - dp[i][j - 1];

				dp[i][j] = l > r ? l : r;
			}
		}
		puts(dp[0][n - 1] >= 0 ? "true" : "false");
		free(dp);
		free(a);
	}
	return 0;
}
