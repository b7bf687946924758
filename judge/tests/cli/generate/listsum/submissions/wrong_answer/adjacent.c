/*
 * Wrong, and rarely: an element equal to the one before it is not added (the
 * list "deduplicated" as it is read).  On a random list of n values in
 * [-m, m] that happens with probability about (n - 1) / (2m + 1); the
 * smallest counterexample is "2\n1 1\n" (3 tokens, 6 bytes: two equal
 * elements, not 0).  judge stress's fixture (judge/tests/cli/stress.t).
 */
#include <stdio.h>

int
main(void)
{
	long long n, a, prev = 0, s = 0;

	if (scanf("%lld", &n) != 1)
		return 1;
	for (long long i = 0; i < n && scanf("%lld", &a) == 1; i++) {
		if (i == 0 || a != prev)
			s += a;
		prev = a;
	}
	printf("%lld\n", s);
	return 0;
}
