/*
 * WRONG (rules misread): choosing x removes only x and its multiples, not
 * the sums of multiples of x with numbers already unavailable.  After 2 and
 * then 3 are chosen, 5 = 2 + 3 stays available here but is really gone.
 */
#include <stdio.h>
#include <string.h>

static signed char memo[1 << 19]; /* 0 unknown, 1 win, -1 lose */

#define BIT(x) (1 << ((x) - 2))

static int
move(int avail, int x)
{
	int y;

	for (y = x; y <= 20; y += x)
		avail &= ~BIT(y);
	return avail;
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
