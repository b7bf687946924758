/*
 * WRONG (off by one on ties): the right DP, but player 1 must end strictly
 * ahead (`> 0` where `>= 0` is meant); a tie is a win for player 1.
 */
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	int n, i, j;

	while (scanf("%d", &n) == 1) {
		long long *a = malloc((size_t)n * sizeof(*a)), *f = malloc((size_t)n * sizeof(*f));

		if (!a || !f)
			return 1;
		for (i = 0; i < n; i++)
			if (scanf("%lld", &a[i]) != 1)
				return 1;
		for (i = n - 1; i >= 0; i--) {
			f[i] = a[i];
			for (j = i + 1; j < n; j++) {
				long long l = a[i] - f[j], r = a[j] - f[j - 1];

				f[j] = l > r ? l : r;
			}
		}
		puts(f[n - 1] > 0 ? "true" : "false");
		free(f);
		free(a);
	}
	return 0;
}
