/* A validator written with the judge's judge_validate.h: two integers a and b on one line. */
#include "judge_validate.h"

int
main(void)
{
	jv_int("a", -2000000000, 2000000000);
	jv_space();
	jv_int("b", -2000000000, 2000000000);
	jv_newline();
	jv_eof();
}
