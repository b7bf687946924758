/*
 * WRONG (closure not propagated): choosing x removes y when y is a multiple
 * of x or y - x was unavailable BEFORE the move.  Numbers removed by this
 * same move must count too: with only 15 unavailable, choosing 2 removes
 * 17 = 15 + 2 and therefore 19 = 17 + 2 as well, which this version keeps.
 */
#include <stdio.h>

static signed char memo[1 << 19]; /* 0 unknown, 1 win, -1 lose */

#define BIT(x) (1 << ((x) - 2))

static int
move(int avail, int x)
{
	int y, after = avail & ~BIT(x);

	for (y = x + 1; y <= 20; y++)
		if ((avail & BIT(y)) && (y % x == 0 || (y - x >= 2 && !(avail & BIT(y - x)))))
			after &= ~BIT(y);
	return after;
}

static int
win(int avail)
{
	int x;

	if (memo[avail])
		return memo[avail] > 0;
	memo[avail] = -1;
	for (x = 2; x <= 20; x++)
		if ((avail & BIT(x)) && !win(move(avail, x))) {
			memo[avail] = 1;
			break;
		}
	return memo[avail] > 0;
}

int
main(void)
{
	int n, i, x, k = 0, avail, first;

	while (scanf("%d", &n) == 1 && n) {
		avail = 0;
		for (i = 0; i < n; i++) {
			if (scanf("%d", &x) != 1)
				return 0;
			avail |= BIT(x);
		}
		printf("Test Case #%d\n", ++k);
		first = 1;
		for (x = 2; x <= 20; x++)
			if ((avail & BIT(x)) && !win(move(avail, x))) {
				printf(first ? "The winning moves are: %d" : " %d", x);
				first = 0;
			}
		puts(first ? "There's no winning move.\n" : "\n");
	}
	return 0;
}
