/*
 * TOO SLOW (no sharing between queries): the usual memo over all 2^M sets of
 * taken numbers, cleared and rebuilt for every query.  Correct and fine for
 * one query, but the largest case has 2000 queries with M = 19 or 20 and
 * many repeats; answering each from scratch takes several times the limit.
 */
#include <stdio.h>
#include <string.h>

static signed char memo[1 << 20]; /* 0 unknown, 1 win, -1 lose */
static int m_max, target;

static int
can_win(unsigned taken, int total)
{
	int x;

	if (memo[taken])
		return memo[taken] > 0;
	memo[taken] = -1;
	for (x = 1; x <= m_max; x++) {
		unsigned bit = 1u << (x - 1);

		if (!(taken & bit) && (total + x >= target || !can_win(taken | bit, total + x))) {
			memo[taken] = 1;
			break;
		}
	}
	return memo[taken] > 0;
}

int
main(void)
{
	int m, t, answer;

	while (scanf("%d %d", &m, &t) == 2) {
		if (t <= 0) {
			answer = 1;
		} else if (m * (m + 1) / 2 < t) {
			answer = 0;
		} else {
			m_max = m;
			target = t;
			memset(memo, 0, (size_t)1 << m);
			answer = can_win(0, 0);
		}
		puts(answer ? "true" : "false");
	}
	return 0;
}
