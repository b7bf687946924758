/* Textbook POJ 1143 for the benchmark: memoised search, memo cleared for every test case. */
#include <stdio.h>
#include <string.h>

static signed char memo[1 << 19]; /* indexed by the available set, bit x-2 for x; 0 unknown */

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
		memset(memo, 0, sizeof(memo));
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
