/* Brute force for lc464: plain minimax over the set of taken numbers, memo reset per query. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Deliberately naive and independent of solutions/lc464.c: the state is the
 * set of taken numbers and the running total, the memo is indexed by the taken
 * set of this query only and thrown away afterwards.  Identical queries are
 * answered from a table of earlier answers, which changes nothing but time.
 */

static int m_max, target;
static signed char *memo; /* -1 unknown, 0 mover loses, 1 mover wins */

static int
mover_wins(unsigned taken, int total)
{
	int x;

	if (memo[taken] >= 0)
		return memo[taken];
	memo[taken] = 0;
	for (x = 1; x <= m_max; x++) {
		if (taken & (1u << x >> 1))
			continue;
		if (total + x >= target || !mover_wins(taken | (1u << x >> 1), total + x)) {
			memo[taken] = 1;
			break;
		}
	}
	return memo[taken];
}

static int
solve(int m, int t)
{
	int answer;

	if (t <= 0)
		return 1;
	if (m * (m + 1) / 2 < t)
		return 0;
	m_max = m;
	target = t;
	memo = malloc((size_t)1 << m);
	if (!memo) {
		fputs("out of memory\n", stderr);
		exit(1);
	}
	memset(memo, -1, (size_t)1 << m);
	answer = mover_wins(0, 0);
	free(memo);
	return answer;
}

int
main(void)
{
	static signed char known[21][301];
	int m, t;

	memset(known, -1, sizeof(known));
	while (scanf("%d %d", &m, &t) == 2) {
		if (m < 1 || m > 20 || t < 0 || t > 300) {
			fprintf(stderr, "query out of range: %d %d\n", m, t);
			return 1;
		}
		if (known[m][t] < 0)
			known[m][t] = (signed char)solve(m, t);
		puts(known[m][t] ? "true" : "false");
	}
	return 0;
}
