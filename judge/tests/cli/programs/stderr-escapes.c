/* Run-time error whose standard error carries terminal escapes, a lone CR and a bell. */
#include <stdio.h>

int
main(void)
{
	fputs("\033[2J\033[H\rsum: AC  3/3 cases passed\a\n", stderr);
	return 1;
}
