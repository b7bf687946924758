/*
 * WRONG (half of an optimisation): guesses only at the balance point k0,
 * the least k whose left side costs at least its right side, as the O(n^2)
 * solution finds it.  But a guess below k0, where the right side is the
 * worse one, can be cheaper still; the solution takes the minimum of those
 * over a sliding window, this one forgets them.
 */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 2000

static int cost[MAXN + 2][MAXN + 2];
static int ns[1 << 16];

int
main(void)
{
	int count = 0, maxn = 0, i, j, k0, q;

	while (count < (int)(sizeof(ns) / sizeof(ns[0])) && scanf("%d", &ns[count]) == 1) {
		if (ns[count] > maxn)
			maxn = ns[count];
		count++;
	}
	for (j = 2; j <= maxn; j++) {
		k0 = j;
		for (i = j - 1; i >= 1; i--) {
			/* cost[x][y] is 0 whenever x >= y: the table starts zeroed */
			while (k0 - 1 >= i && cost[i][k0 - 2] >= cost[k0][j])
				k0--;
			cost[i][j] = k0 + cost[i][k0 - 1];
		}
	}
	for (q = 0; q < count; q++)
		printf("%d\n", cost[1][ns[q]]);
	return 0;
}
