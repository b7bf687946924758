/* LeetCode 375 "Guess Number Higher or Lower II": O(n^2) interval DP with a sliding-window minimum. */
#include <stdio.h>
#include <stdlib.h>

/*
 * cost(i, j) = min over i <= k <= j of k + max(L(k), R(k)), with
 * L(k) = cost(i, k-1) and R(k) = cost(k+1, j) (an empty range costs 0).
 * L grows with k and R shrinks with k, so with k0 the least k where
 * L(k) >= R(k):
 *   - for k >= k0 the term is k + L(k), increasing in k: take k = k0;
 *   - for k < k0 the term is k + R(k): a minimum over the window [i, k0-1].
 * For a fixed j, as i goes down L only grows (a longer range never costs
 * less), so k0 only moves left: the window slides left at both ends and a
 * monotone deque gives its minimum in amortised O(1).  The table is built
 * once up to the largest n asked; each answer is cost(1, n).
 */

/*
 * cost(i, j) for 1 <= i < j: column j holds rows 1..j-1 from offset j(j-1)/2.
 * cost(1, 2000) = 15420, the largest within the constraints (n <= 2000), so
 * 16 bits hold every entry: half the memory of ints, and half the pages the
 * kernel has to fault in (4 MB, not 8, for n = 2000).
 */
static unsigned short *table;

static unsigned
cost(long i, long j)
{
	return i < j ? table[j * (j - 1) / 2 + i - 1] : 0;
}

static int
table_build(long maxn)
{
	long *deque, head, tail, i, j, k0;
	unsigned short *col;

	table = malloc((size_t)(maxn * (maxn + 1) / 2 + 1) * sizeof(*table));
	deque = malloc((size_t)(maxn + 1) * sizeof(*deque));
	if (!table || !deque) {
		free(deque);
		return -1;
	}
	for (j = 2; j <= maxn; j++) {
		col = table + j * (j - 1) / 2 - 1; /* col[i] = cost(i, j) */
		/* deque[head..tail) holds guesses k, smallest k first, terms decreasing */
		head = tail = maxn + 1;
		k0 = j;
		for (i = j - 1; i >= 1; i--) {
			unsigned term = (unsigned)i + (i + 1 < j ? col[i + 1] : 0), best;

			while (head < tail && (unsigned)deque[head] + cost(deque[head] + 1, j) >= term)
				head++;
			deque[--head] = i;
			while (k0 - 1 >= i && cost(i, k0 - 2) >= cost(k0, j))
				k0--;
			while (head < tail && deque[tail - 1] >= k0)
				tail--;
			best = (unsigned)k0 + cost(i, k0 - 1);
			if (head < tail) {
				unsigned left = (unsigned)deque[tail - 1] + cost(deque[tail - 1] + 1, j);

				if (left < best)
					best = left;
			}
			col[i] = (unsigned short)best;
		}
	}
	free(deque);
	return 0;
}

int
main(void)
{
	long *ns = NULL, *grown, n, maxn = 1;
	size_t count = 0, cap = 0, q;

	while (scanf("%ld", &n) == 1) {
		if (count == cap) {
			cap = cap ? 2 * cap : 256;
			grown = realloc(ns, cap * sizeof(*ns));
			if (!grown)
				return 1;
			ns = grown;
		}
		ns[count++] = n;
		if (n > maxn)
			maxn = n;
	}
	if (table_build(maxn) < 0)
		return 1;
	for (q = 0; q < count; q++)
		printf("%u\n", ns[q] >= 1 ? cost(1, ns[q]) : 0);
	free(table);
	free(ns);
	return fflush(stdout) || ferror(stdout) ? 1 : 0;
}
