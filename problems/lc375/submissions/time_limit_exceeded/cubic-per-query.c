/*
 * TOO SLOW (O(n^3) per query): the plain interval DP over every guess,
 * rebuilt from scratch for each n read.  Right answers, but about n^3/6
 * steps per query: seconds for each n near 2000.
 */
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	int n, i, j, k, len;

	while (scanf("%d", &n) == 1) {
		int (*cost)[n + 2] = calloc((size_t)(n + 2), sizeof(*cost));

		if (!cost)
			return 1;
		for (len = 2; len <= n; len++) {
			for (i = 1; i + len - 1 <= n; i++) {
				j = i + len - 1;
				cost[i][j] = -1;
				for (k = i; k <= j; k++) {
					int left = k > i ? cost[i][k - 1] : 0;
					int right = k < j ? cost[k + 1][j] : 0;
					int c = k + (left > right ? left : right);

					if (cost[i][j] < 0 || c < cost[i][j])
						cost[i][j] = c;
				}
			}
		}
		printf("%d\n", cost[1][n]);
		free(cost);
	}
	return 0;
}
