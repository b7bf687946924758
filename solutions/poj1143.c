/* POJ 1143 "Number Game": game search over available sets, memoised across all test cases. */
#include <stdio.h>

/*
 * A position is the set of numbers 2..20 still available (bit x-2 for x).
 * Choosing x removes x and every y = u + k*x (k >= 1) with u unavailable or
 * 0; scanning y upwards, y goes exactly when y is a multiple of x or y - x
 * (>= 2) is already gone, because the unavailable set of a reachable
 * position is closed under addition.  Only 3515 positions are reachable, and
 * their results do not depend on the test case, so one memo serves them all.
 */

enum { UNKNOWN = 0, LOSE = 1, WIN = 2 };

/* Two bits per set of available numbers: 2^19 sets in 128 KiB. */
static unsigned char memo[(1ul << 19) / 4];

static int
memo_get(unsigned long avail)
{
	return (memo[avail >> 2] >> ((avail & 3) * 2)) & 3;
}

static void
memo_set(unsigned long avail, int v)
{
	memo[avail >> 2] = (unsigned char)((memo[avail >> 2] & ~(3u << ((avail & 3) * 2))) |
					   (unsigned)v << ((avail & 3) * 2));
}

static unsigned long
after_move(unsigned long avail, int x)
{
	int y;

	avail &= ~(1ul << (x - 2));
	for (y = x + 1; y <= 20; y++) {
		unsigned long bit = 1ul << (y - 2);

		if ((avail & bit) && (y % x == 0 || (y - x >= 2 && !(avail & (1ul << (y - x - 2))))))
			avail &= ~bit;
	}
	return avail;
}

/* Returns whether the player to move wins from avail. */
static int
wins(unsigned long avail)
{
	int x, v = memo_get(avail);

	if (v != UNKNOWN)
		return v == WIN;
	v = LOSE;
	for (x = 2; x <= 20; x++) {
		if ((avail & (1ul << (x - 2))) && !wins(after_move(avail, x))) {
			v = WIN;
			break;
		}
	}
	memo_set(avail, v);
	return v == WIN;
}

int
main(void)
{
	int n, i, x, k, any;

	for (k = 1; scanf("%d", &n) == 1 && n > 0; k++) {
		unsigned long avail = 0;

		for (i = 0; i < n; i++) {
			if (scanf("%d", &x) != 1)
				return fflush(stdout) || ferror(stdout) ? 1 : 0;
			if (x >= 2 && x <= 20)
				avail |= 1ul << (x - 2);
		}
		printf("Test Case #%d\n", k);
		any = 0;
		for (x = 2; x <= 20; x++) {
			if ((avail & (1ul << (x - 2))) && !wins(after_move(avail, x))) {
				fputs(any ? " " : "The winning moves are: ", stdout);
				printf("%d", x);
				any = 1;
			}
		}
		puts(any ? "\n" : "There's no winning move.\n");
	}
	return fflush(stdout) || ferror(stdout) ? 1 : 0;
}
