/*
 * Input validator of lc375 (protocol kattis, judge_validate.h): any number of
 * lines, each one integer 1 <= n <= 2000, at most 10 000 lines.
 */
#include "judge_validate.h"

enum { LINES_MAX = 10000 };

int
main(void)
{
	long long lines = 0;

	while (jv_more()) {
		if (++lines > LINES_MAX)
			jv_fail("more than %d lines", LINES_MAX);
		jv_int("n", 1, 2000);
		jv_newline();
	}
	jv_eof();
}
