/*
 * Input validator of lc486 (protocol kattis, judge_validate.h): any number of
 * lines `n a1 ... an`, 1 <= n <= 5000 and 0 <= ai <= 10^7, at most 10 000
 * lines, the sum of n^2 over them at most 3 * 10^8.
 */
#include "judge_validate.h"

enum { CASES_MAX = 10000 };

#define SQUARES_MAX 300000000LL

int
main(void)
{
	long long cases = 0, squares = 0;

	while (jv_more()) {
		if (++cases > CASES_MAX)
			jv_fail("more than %d cases", CASES_MAX);
		long long n = jv_int("n", 1, 5000);

		squares += n * n;
		if (squares > SQUARES_MAX)
			jv_fail("the sum of n^2 reaches %lld, over %lld", squares, SQUARES_MAX);
		for (long long i = 0; i < n; i++) {
			jv_space();
			jv_int("a", 0, 10000000);
		}
		jv_newline();
	}
	jv_eof();
}
