/*
 * Input validator of poj1143 (protocol kattis, judge_validate.h): lines
 * `n a1 ... an`, 1 <= n <= 19, each ai in 2..20, no repeats, the position one
 * that play from the full set reaches (the integers not available closed under
 * addition up to 20); then the line `0` and the end of the input.
 *
 * The statement also promises an answer when the input ends without the `0`
 * line; the arguments allow the two loose ends the tests hold:
 *   optional-terminator      the input may end after a case, without `0`
 *   optional-final-newline   the last line may lack its line break
 */
#include "judge_validate.h"

/* The line break after a line: none is needed at the end when loose is set. */
static void
line_end(int loose)
{
	if (!(loose && !jv_more()))
		jv_newline();
}

/* Rejects the position available[] (indexed by integer) unless play reaches it. */
static void
position_check(const int available[21])
{
	for (int a = 2; a <= 20; a++)
		for (int b = a; a + b <= 20; b++)
			if (!available[a] && !available[b] && available[a + b])
				jv_fail("not a reachable position: %d and %d are not available, "
					"%d is", a, b, a + b);
}

int
main(int argc, char **argv)
{
	int optional_terminator = 0, optional_final_newline = 0;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "optional-terminator")) {
			optional_terminator = 1;
		} else if (!strcmp(argv[i], "optional-final-newline")) {
			optional_final_newline = 1;
		} else {
			fprintf(stderr, "validate.c: unknown argument '%s'\n", argv[i]);
			return 1;
		}
	}
	for (;;) {
		if (!jv_more()) {
			if (!optional_terminator)
				jv_fail("expected the line '0' that ends the input, found %s",
					jv_here());
			jv_eof();
		}
		if (jv_peek() == '0') {
			jv_int("terminator", 0, 0);
			line_end(optional_final_newline);
			jv_eof();
		}
		int available[21] = {0};
		long long n = jv_int("n", 1, 19);

		for (long long i = 0; i < n; i++) {
			jv_space();
			long long a = jv_int("a", 2, 20);

			if (available[a])
				jv_fail("%lld is listed twice", a);
			available[a] = 1;
		}
		position_check(available);
		line_end(optional_terminator && optional_final_newline);
	}
}
