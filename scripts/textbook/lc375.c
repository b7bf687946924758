/* Textbook lc375 for the benchmark: the O(n^3) interval DP, recomputed for every query. */
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	int n, i, j, k, len;

	while (scanf("%d", &n) == 1) {
		int (*dp)[n + 2] = calloc((size_t)(n + 2), sizeof(*dp));

		if (!dp)
			return 1;
		for (len = 2; len <= n; len++) {
			for (i = 1; i + len - 1 <= n; i++) {
				j = i + len - 1;
				dp[i][j] = -1;
				for (k = i; k <= j; k++) {
					int left = k > i ? dp[i][k - 1] : 0;
					int right = k < j ? dp[k + 1][j] : 0;
					int c = k + (left > right ? left : right);

					if (dp[i][j] < 0 || c < dp[i][j])
						dp[i][j] = c;
				}
			}
		}
		printf("%d\n", dp[1][n]);
		free(dp);
	}
	return 0;
}
