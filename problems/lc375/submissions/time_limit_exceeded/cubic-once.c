/*
 * TOO SLOW (O(n^3) once): reads every query first and builds the plain
 * interval DP once, up to the largest n.  Shares the table correctly, but
 * the O(n^3) build alone takes over a second at n = 2000.
 */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 2000

static int cost[MAXN + 2][MAXN + 2];
static int ns[1 << 16];

int
main(void)
{
	int count = 0, maxn = 0, i, j, k, len, q;

	while (count < (int)(sizeof(ns) / sizeof(ns[0])) && scanf("%d", &ns[count]) == 1) {
		if (ns[count] > maxn)
			maxn = ns[count];
		count++;
	}
	for (len = 2; len <= maxn; len++) {
		for (i = 1; i + len - 1 <= maxn; i++) {
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
	for (q = 0; q < count; q++)
		printf("%d\n", cost[1][ns[q]]);
	return 0;
}
