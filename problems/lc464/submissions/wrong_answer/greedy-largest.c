/*
 * WRONG (greedy choice): both players are assumed to take the largest number
 * left, and the first player "wins" if that line of play reaches T on one of
 * their turns.  Optimal play often differs: for 4 6 greedy goes 4, 3 and
 * answers false, but taking 1 first wins: whatever the opponent adds next
 * (2, 3 or 4), a number that completes 6 is still left.
 */
#include <stdio.h>

int
main(void)
{
	int m, t;

	while (scanf("%d %d", &m, &t) == 2) {
		int total = 0, x, turn = 0, first_wins = 0;

		if (t <= 0) {
			puts("true");
			continue;
		}
		for (x = m; x >= 1; x--, turn ^= 1) {
			total += x;
			if (total >= t) {
				first_wins = turn == 0;
				break;
			}
		}
		puts(first_wins ? "true" : "false");
	}
	return 0;
}
