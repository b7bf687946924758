/*
 * Reference for lc374 (Guess Number Higher or Lower, interactive): reads the
 * interactor's input `n seed` and prints the answer file, K, the fewest guesses
 * (the queries `? g` and the answer `! x`) that find the number in [1, n] whatever
 * the replies.  For n <= DP_MAX it is the minimax DP over interval lengths,
 *
 *   guesses(1) = 1                          (answer the one number left)
 *   guesses(s) = 1 + min over 1 <= p <= s of max(guesses(p - 1), 1, guesses(s - p))
 *
 * for s >= 2 (guess the p-th number: lower leaves p - 1, higher s - p, and 0 leaves
 * only the answer; an empty side is no outcome; a guess outside the interval only
 * repeats the state, so it is never better); beyond DP_MAX the closed form, the bit
 * length of n, which `lc374 --check` checks against the DP for every n <= DP_MAX,
 * together with the interactor's rule (keep the larger side) being as hard as the
 * minimax, and prints where the issue's ceil(log2 n) + 1 differs from the optimum.
 */
#include <stdio.h>
#include <string.h>

enum { DP_MAX = 4096 };

static int guesses[DP_MAX + 1], adversary[DP_MAX + 1];

static int
max3(int a, int b, int c)
{
	int m = a > b ? a : b;

	return m > c ? m : c;
}

/* Both tables for every s <= DP_MAX, each by its own recurrence. */
static void
tables_build(void)
{
	guesses[0] = adversary[0] = 0;
	guesses[1] = adversary[1] = 1;
	for (int s = 2; s <= DP_MAX; s++) {
		int best = -1, hardest = -1;

		for (int p = 1; p <= s; p++) {
			int worst = 1 + max3(guesses[p - 1], 1, guesses[s - p]);
			int larger = p - 1 > s - p ? p - 1 : s - p;
			int kept = 1 + adversary[larger];

			if (best < 0 || worst < best)
				best = worst;
			if (hardest < 0 || kept < hardest)
				hardest = kept;
		}
		guesses[s] = best;
		adversary[s] = hardest;
	}
}

/* The closed form: the least k with 2^k > n, i.e. ceil(log2(n + 1)). */
static int
bit_length(long long n)
{
	int k = 0;

	while (n >> k)
		k++;
	return k;
}

/* ceil(log2 n) + 1, the issue's bound, computed as its words say. */
static int
issue_bound(long long n)
{
	int c = 0;

	while ((1LL << c) < n)
		c++;
	return c + 1;
}

static int
check(void)
{
	int bad = 0, loose = 0;

	for (int n = 1; n <= DP_MAX; n++) {
		if (guesses[n] != bit_length(n)) {
			printf("n = %d: the DP says %d guesses, the closed form %d\n", n,
			       guesses[n], bit_length(n));
			bad++;
		}
		if (adversary[n] != guesses[n]) {
			printf("n = %d: against the larger side %d guesses, minimax %d\n", n,
			       adversary[n], guesses[n]);
			bad++;
		}
		if (issue_bound(n) != guesses[n])
			loose++;
		if (issue_bound(n) < guesses[n]) {
			printf("n = %d: ceil(log2 n) + 1 = %d is below the optimum %d\n", n,
			       issue_bound(n), guesses[n]);
			bad++;
		}
	}
	printf("n = 1..%d: optimum = bit length of n = ceil(log2(n + 1)) for every n, "
	       "and the larger side forces it: %s\n",
	       DP_MAX, bad ? "NO" : "yes");
	printf("ceil(log2 n) + 1 exceeds the optimum by 1 for %d of the %d n "
	       "(all but the powers of 2), e.g. n = 3: %d, optimum %d\n",
	       loose, DP_MAX, issue_bound(3), guesses[3]);
	return bad ? 1 : 0;
}

int
main(int argc, char **argv)
{
	long long n;
	unsigned long long seed;

	tables_build();
	if (argc == 2 && !strcmp(argv[1], "--check"))
		return check();
	if (scanf("%lld %llu", &n, &seed) != 2 || n < 1) {
		fprintf(stderr, "lc374: expected `n seed`\n");
		return 1;
	}
	printf("%d\n", n <= DP_MAX ? guesses[n] : bit_length(n));
	return 0;
}
