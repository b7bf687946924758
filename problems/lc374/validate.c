/*
 * Input validator of lc374 (protocol kattis, judge_validate.h): the interactor's
 * input, one line `n seed` with 1 <= n <= 2^31 - 1 and 0 <= seed <= 2^32 - 1.
 */
#include "judge_validate.h"

int
main(void)
{
	jv_int("n", 1, 2147483647LL);
	jv_space();
	jv_int("seed", 0, 4294967295LL);
	jv_newline();
	jv_eof();
}
