/*
 * TOO SLOW (missing memo): the right rules and a plain game-tree search with
 * nothing remembered, so the same positions are searched again along every
 * order of moves that reaches them.  The full position alone takes about
 * half a second; thousands of large positions take minutes.
 */
#include <stdio.h>

#define BIT(x) (1 << ((x) - 2))

static int
move(int avail, int x)
{
	int y;

	avail &= ~BIT(x);
	for (y = x + 1; y <= 20; y++)
		if ((avail & BIT(y)) && (y % x == 0 || (y - x >= 2 && !(avail & BIT(y - x)))))
			avail &= ~BIT(y);
	return avail;
}

static int
win(int avail)
{
	int x;

	for (x = 2; x <= 20; x++)
		if ((avail & BIT(x)) && !win(move(avail, x)))
			return 1;
	return 0;
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
