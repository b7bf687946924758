/*
 * TOO SLOW (missing memo): plain minimax over every order of play, O(M!) in
 * the worst case.  Correct, but hopeless for M near 20.
 */
#include <stdio.h>

static int m_max, target;

static int
can_win(unsigned taken, int total)
{
	int x;

	for (x = 1; x <= m_max; x++) {
		unsigned bit = 1u << (x - 1);

		if (!(taken & bit) && (total + x >= target || !can_win(taken | bit, total + x)))
			return 1;
	}
	return 0;
}

int
main(void)
{
	int m, t, answer;

	while (scanf("%d %d", &m, &t) == 2) {
		if (t <= 0)
			answer = 1;
		else if (m * (m + 1) / 2 < t)
			answer = 0;
		else {
			m_max = m;
			target = t;
			answer = can_win(0, 0);
		}
		puts(answer ? "true" : "false");
	}
	return 0;
}
