/* LeetCode 464 "Can I Win": one pass over every set of numbers answers every query at once. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * A position is the set A of numbers still available and the amount r still
 * needed to reach the target.  In a query (M, T) with M < T <= 1+2+...+M,
 * every position has sum(A) - r = M(M+1)/2 - T: taking x lowers both by x.
 * Call that constant the slack d; a position is then (A, d), and it does not
 * depend on M either (A already says which numbers are left).
 *
 * For each set A, win[A] is a bitset over d: bit d says whether the player to
 * move wins at (A, d), that is with r = sum(A) - d still needed, for every d
 * from 0 to sum(A) - 1 at once.  Taking x from A wins at once when x >= r,
 * i.e. d >= sum(A) - x, which the largest number of A does first; otherwise
 * it leaves the opponent at (A \ {x}, d), a win for the mover exactly when
 * the opponent loses there.  So
 *
 *     win[A] = (bits d >= sum(A) - max(A)) | OR over x in A of ~win[A \ {x}].
 *
 * A bit of ~win[A \ {x}] at some d >= sum(A) - x is not a position of A \ {x}
 * (r would be 0 or less), but every such d is already set by the first term,
 * since max(A) >= x: so no bit needs clearing.  Subsets come before supersets
 * in numeric order, so one loop over A = 1, 2, ..., 2^M - 1 fills the table,
 * and the query (M, T) reads bit M(M+1)/2 - T of win[{1..M}].
 *
 * d is at most 209, so a bitset is four 64-bit words, and word k of win[A]
 * needs only word k of the subsets: the table is filled one word at a time
 * (8 MiB for 2^20 sets), and sets with sum(A) <= 64k are skipped in pass k
 * (no d of theirs is in that word, and their superset's first term covers
 * whatever stands there).
 */

#define MAXM 20
#define MAXSUM (MAXM * (MAXM + 1) / 2)
#define WORDS ((MAXSUM + 63) / 64)

static uint64_t win[1u << MAXM];
static unsigned char sum_of[1u << MAXM]; /* 1+2+... over the numbers of a set */
static unsigned char top_of[1u << MAXM]; /* its largest number (bit x-1 is number x) */

struct query {
	long m, t;
	int answer;
};

/* The bits d >= from of word k (d from 64k to 64k + 63). */
static uint64_t
bits_from(int from, int k)
{
	int at = from - 64 * k;

	if (at <= 0)
		return ~(uint64_t)0;
	if (at >= 64)
		return 0;
	return ~(uint64_t)0 << at;
}

/* Word k of win[A] for every A of the numbers 1..m, in numeric order. */
static void
fill_word(int m, int k)
{
	unsigned a, rest, all = (1u << m) - 1;

	win[0] = 0;
	for (a = 1; a <= all; a++) {
		int sum = sum_of[a];
		uint64_t w;

		if (sum <= 64 * k)
			continue;
		w = bits_from(sum - top_of[a], k);
		for (rest = a; rest; rest &= rest - 1)
			w |= ~win[a & ~(rest & -rest)];
		win[a] = w;
	}
}

static int
read_queries(struct query **out, size_t *count)
{
	struct query *q = NULL, *grown;
	size_t n = 0, cap = 0;
	long m, t;

	while (scanf("%ld %ld", &m, &t) == 2) {
		if (n == cap) {
			cap = cap ? 2 * cap : 1024;
			grown = realloc(q, cap * sizeof(*q));
			if (!grown) {
				free(q);
				return -1;
			}
			q = grown;
		}
		q[n].m = m;
		q[n].t = t;
		q[n].answer = -1;
		n++;
	}
	*out = q;
	*count = n;
	return 0;
}

int
main(void)
{
	struct query *q;
	size_t n, i;
	unsigned a;
	int k, maxm = 0;

	if (read_queries(&q, &n) < 0)
		return 1;
	/* Settle the trivial queries; the rest need the table up to the largest M. */
	for (i = 0; i < n; i++) {
		long total;

		if (q[i].m < 0 || q[i].m > MAXM) {
			q[i].answer = 0;
			continue;
		}
		total = q[i].m * (q[i].m + 1) / 2;
		if (q[i].t <= q[i].m)
			q[i].answer = 1;
		else if (q[i].t > total)
			q[i].answer = 0;
		else if (q[i].m > maxm)
			maxm = (int)q[i].m;
	}
	for (a = 1; a < 1u << maxm; a++) {
		top_of[a] = (unsigned char)(top_of[a >> 1] + 1);
		sum_of[a] = (unsigned char)(sum_of[a & (a - 1)] + top_of[a & -a]);
	}

	for (k = 0; k < WORDS && maxm > 0; k++) {
		fill_word(maxm, k);
		for (i = 0; i < n; i++) {
			struct query *p = &q[i];
			long d;

			if (p->answer >= 0)
				continue;
			d = p->m * (p->m + 1) / 2 - p->t;
			if (d / 64 == k)
				p->answer = (int)((win[(1u << p->m) - 1] >> (d % 64)) & 1);
		}
	}

	for (i = 0; i < n; i++)
		fputs(q[i].answer ? "true\n" : "false\n", stdout);
	free(q);
	return fflush(stdout) || ferror(stdout) ? 1 : 0;
}
