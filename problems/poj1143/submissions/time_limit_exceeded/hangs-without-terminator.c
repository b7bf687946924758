/*
 * HANGS (end of input not handled): a hand-rolled reader skips everything
 * that is not a digit, and at end of input getchar() keeps returning EOF,
 * which is not a digit either.  Right on every input that ends with `0`;
 * spins forever on one that does not.
 */
#include <stdio.h>

static signed char memo[1 << 19]; /* 0 unknown, 1 win, -1 lose */

#define BIT(x) (1 << ((x) - 2))

static int
read_int(void)
{
	int c, v = 0;

	while ((c = getchar()) < '0' || c > '9')
		;
	for (; c >= '0' && c <= '9'; c = getchar())
		v = v * 10 + (c - '0');
	return v;
}

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
	int n, i, k = 0, avail, first, x;

	while ((n = read_int()) != 0) {
		avail = 0;
		for (i = 0; i < n; i++)
			avail |= BIT(read_int());
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
