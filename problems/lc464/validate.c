/*
 * Input validator of lc464 (protocol kattis, judge_validate.h): any number of
 * lines `M T`, 1 <= M <= 20 and 0 <= T <= 300, at most 10 000 lines.
 */
#include "judge_validate.h"

enum { QUERIES_MAX = 10000 };

int
main(void)
{
	long long queries = 0;

	while (jv_more()) {
		if (++queries > QUERIES_MAX)
			jv_fail("more than %d queries", QUERIES_MAX);
		jv_int("M", 1, 20);
		jv_space();
		jv_int("T", 0, 300);
		jv_newline();
	}
	jv_eof();
}
