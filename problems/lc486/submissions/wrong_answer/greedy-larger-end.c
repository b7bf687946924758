/*
 * WRONG (greedy choice): each player takes the larger of the two ends.
 * Taking the larger end can hand the opponent something bigger behind it:
 * in 1 5 233 7 greedy takes 7 and lets the opponent have 233, while taking
 * 1 first wins.
 */
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	int n, i, lo, hi, turn;

	while (scanf("%d", &n) == 1) {
		long long *a = malloc((size_t)n * sizeof(*a)), score[2] = {0, 0};

		if (!a)
			return 1;
		for (i = 0; i < n; i++)
			if (scanf("%lld", &a[i]) != 1)
				return 1;
		for (lo = 0, hi = n - 1, turn = 0; lo <= hi; turn ^= 1)
			score[turn] += a[lo] >= a[hi] ? a[lo++] : a[hi--];
		puts(score[0] >= score[1] ? "true" : "false");
		free(a);
	}
	return 0;
}
