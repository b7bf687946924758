/*
 * WRONG (off by one at the boundary): the main solution with `>=` where `>`
 * is meant, so T = 1+2+...+M counts as unreachable and is answered false.
 * The players do reach it when the last number is taken, which the first
 * player does exactly when M is odd.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * A position is the set A of numbers still available and the amount r still
 * needed to reach the target.  In a query (M, T) with T <= 1+2+...+M, every
 * position has sum(A) - r = M(M+1)/2 - T: taking x lowers both by x.  Call
 * that constant the slack d.  Once d is fixed a position is A alone, and it
 * does not depend on M either (A already says which numbers are left), so all
 * queries with the same slack share one memo of two bits per set A.  Queries
 * are read first, answered group by group, and printed in input order.
 */

#define MAXM 20
#define MAXSLACK (MAXM * (MAXM + 1) / 2)

enum { UNKNOWN = 0, LOSE = 1, WIN = 2 };

/* Two bits per set of available numbers: 2^20 sets in 256 KiB. */
static unsigned char memo[(1u << MAXM) / 4];

struct query {
	long m, t;
	int answer;
};

static int
memo_get(unsigned a)
{
	return (memo[a >> 2] >> ((a & 3) * 2)) & 3;
}

static void
memo_set(unsigned a, int v)
{
	memo[a >> 2] |= (unsigned char)(v << ((a & 3) * 2));
}

/* width8[v] is the bit length of v: the highest number in a byte of a set. */
static unsigned char width8[256];

static void
width8_init(void)
{
	int v;

	for (v = 1; v < 256; v++)
		width8[v] = (unsigned char)(width8[v >> 1] + 1);
}

/* Highest number in the set a (bit x-1 stands for number x), 0 if empty. */
static int
top_number(unsigned a)
{
	if (a >> 16)
		return 16 + width8[a >> 16];
	if (a >> 8)
		return 8 + width8[a >> 8];
	return width8[a];
}

/*
 * Returns whether the player to move wins with available set a needing r
 * more; the caller guarantees 1 <= r <= sum(a).  With t the highest number
 * left, the mover wins at once if t >= r.  Otherwise any x other than t with
 * x >= r - t lets the opponent finish with t, so only t and the numbers below
 * r - t are worth trying: t first, then upwards (the fastest order measured).
 */
static int
wins(unsigned a, int r)
{
	unsigned tries, bit;
	int t = top_number(a), v;

	if (t >= r)
		return 1;
	v = memo_get(a);
	if (v != UNKNOWN)
		return v == WIN;
	v = LOSE;
	if (!wins(a & ~(1u << (t - 1)), r - t)) {
		v = WIN;
	} else {
		tries = r - t - 1 < t - 1 ? a & ((1u << (r - t - 1)) - 1) : a & ((1u << (t - 1)) - 1);
		for (; tries; tries &= tries - 1) {
			bit = tries & -tries;
			if (!wins(a & ~bit, r - top_number(bit))) {
				v = WIN;
				break;
			}
		}
	}
	memo_set(a, v);
	return v == WIN;
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
	static size_t group_count[MAXSLACK + 2];
	struct query *q;
	size_t n, i, *order;
	long d;

	width8_init();
	if (read_queries(&q, &n) < 0)
		return 1;
	order = malloc((n + 1) * sizeof(*order));
	if (!order)
		return 1;

	/* Settle the trivial queries; bucket the rest by slack (counting sort). */
	for (i = 0; i < n; i++) {
		long total;

		if (q[i].m < 0 || q[i].m > MAXM) {
			q[i].answer = 0;
			continue;
		}
		total = q[i].m * (q[i].m + 1) / 2;
		if (q[i].t <= q[i].m)
			q[i].answer = 1;
		else if (q[i].t >= total)
			q[i].answer = 0;
		else
			group_count[total - q[i].t + 1]++;
	}
	for (d = 1; d <= MAXSLACK + 1; d++)
		group_count[d] += group_count[d - 1];
	for (i = 0; i < n; i++)
		if (q[i].answer < 0)
			order[group_count[q[i].m * (q[i].m + 1) / 2 - q[i].t]++] = i;

	/* group_count[d] now ends group d; answer each group with a fresh memo. */
	for (d = 0, i = 0; d <= MAXSLACK; d++) {
		size_t end = group_count[d];

		if (i == end)
			continue;
		memset(memo, 0, sizeof(memo));
		for (; i < end; i++) {
			struct query *p = &q[order[i]];
			unsigned all = (1u << p->m) - 1;

			p->answer = wins(all, (int)p->t);
		}
	}

	for (i = 0; i < n; i++)
		fputs(q[i].answer ? "true\n" : "false\n", stdout);
	free(order);
	free(q);
	return fflush(stdout) || ferror(stdout) ? 1 : 0;
}
