/* Exhaustive check of solutions/lc375.c: its whole cost table against the plain O(n^3) DP, n <= 2000. */
#include <stdio.h>
#include <stdlib.h>

/*
 * The answers cost(1, n) are checked by testdata/lc375 (every n up to 2000).
 * This goes further: every cost(i, j) with 1 <= i <= j <= 2000 that the
 * solution's sliding-window table holds must equal the textbook minimum over
 * all guesses.  Exits 0 when all 2001000 entries agree, 1 at the first that
 * does not.  Build: cc -std=c17 -O2 scripts/reference/lc375-fulltable.c
 */

/* The solution's own main() is renamed and left unused. */
int solution_main(void);
#define main solution_main
#include "../../solutions/lc375.c"
#undef main

#define N 2000

static unsigned plain[N + 2][N + 2];

int
main(void)
{
	long i, j, k;

	if (table_build(N) < 0) {
		fputs("lc375-fulltable: out of memory\n", stderr);
		return 1;
	}
	for (j = 1; j <= N; j++) {
		for (i = j - 1; i >= 1; i--) {
			unsigned best = 0;

			for (k = i; k <= j; k++) {
				unsigned left = k > i ? plain[i][k - 1] : 0;
				unsigned right = k < j ? plain[k + 1][j] : 0;
				unsigned c = (unsigned)k + (left > right ? left : right);

				if (k == i || c < best)
					best = c;
			}
			plain[i][j] = best;
		}
	}
	for (j = 1; j <= N; j++) {
		for (i = 1; i <= j; i++) {
			if (cost(i, j) != plain[i][j]) {
				printf("lc375-fulltable: cost(%ld, %ld): solution %u, plain DP %u\n", i, j,
				       cost(i, j), plain[i][j]);
				return 1;
			}
		}
	}
	printf("lc375-fulltable: all %ld entries cost(i, j), 1 <= i <= j <= %d, agree\n",
	       (long)N * (N + 1) / 2, N);
	return 0;
}
