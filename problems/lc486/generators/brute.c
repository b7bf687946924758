/* Brute force for lc486: full game-tree minimax for short arrays, score-based interval DP otherwise. */
#include <stdio.h>
#include <stdlib.h>

/*
 * Independent of solutions/lc486.c: it tracks the scores themselves, not
 * their difference, and assumes nothing about even lengths.
 *   n <= 16: every line of play is searched; each player maximises their own
 *            final score (the total is fixed, so this is minimax).
 *   n > 16:  best[i][j] = sum(i..j) - min(best[i+1][j], best[i][j-1]) is the
 *            most the player to move collects from a[i..j]; row i needs only
 *            row i+1, and sums come from prefix sums.  All in 64 bits.
 */

static long long a[5000], prefix[5001], row_next[5000], row_cur[5000];

/* Most the player to move collects from a[lo..hi] under optimal play. */
static long long
search(int lo, int hi)
{
	long long total = prefix[hi + 1] - prefix[lo], take_lo, take_hi;

	if (lo == hi)
		return a[lo];
	take_lo = total - search(lo + 1, hi);
	take_hi = total - search(lo, hi - 1);
	return take_lo > take_hi ? take_lo : take_hi;
}

static long long
interval_dp(int n)
{
	int i, j;

	for (i = n - 1; i >= 0; i--) {
		row_cur[i] = a[i];
		for (j = i + 1; j < n; j++) {
			long long other = row_next[j] < row_cur[j - 1] ? row_next[j] : row_cur[j - 1];

			row_cur[j] = prefix[j + 1] - prefix[i] - other;
		}
		for (j = i; j < n; j++)
			row_next[j] = row_cur[j];
	}
	return row_next[n - 1];
}

int
main(void)
{
	int n, i;

	while (scanf("%d", &n) == 1) {
		long long first;

		if (n < 1 || n > 5000) {
			fprintf(stderr, "n out of range: %d\n", n);
			return 1;
		}
		for (i = 0; i < n; i++) {
			if (scanf("%lld", &a[i]) != 1 || a[i] < 0 || a[i] > 10000000) {
				fprintf(stderr, "bad element %d\n", i);
				return 1;
			}
			prefix[i + 1] = prefix[i] + a[i];
		}
		first = n <= 16 ? search(0, n - 1) : interval_dp(n);
		/* player 1 wins ties: first >= total - first */
		puts(2 * first >= prefix[n] ? "true" : "false");
	}
	return 0;
}
