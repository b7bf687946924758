/*
 * WRONG (greedy choice): always guesses the middle of the range, as binary
 * search does, and adds up what the worse side of each guess costs.  The
 * middle is rarely the cheapest guess (a guess on the high side costs more
 * but leaves the cheap low numbers), so the amount is too high.
 */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 2000

static int cost[MAXN + 2][MAXN + 2];
static int ns[1 << 16];

int
main(void)
{
	int count = 0, maxn = 0, i, j, q;

	while (count < (int)(sizeof(ns) / sizeof(ns[0])) && scanf("%d", &ns[count]) == 1) {
		if (ns[count] > maxn)
			maxn = ns[count];
		count++;
	}
	for (j = 2; j <= maxn; j++) {
		for (i = j - 1; i >= 1; i--) {
			int k = (i + j) / 2;
			int left = k > i ? cost[i][k - 1] : 0;
			int right = k < j ? cost[k + 1][j] : 0;

			cost[i][j] = k + (left > right ? left : right);
		}
	}
	for (q = 0; q < count; q++)
		printf("%d\n", cost[1][ns[q]]);
	return 0;
}
