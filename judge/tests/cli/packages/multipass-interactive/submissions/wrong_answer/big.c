/* Right for numbers below 30 (pass 1), one off above (pass 2). */
#include <stdio.h>

int
main(void)
{
	long x;

	if (scanf("%ld", &x) != 1)
		return 1;
	printf("%ld\n", x < 30 ? x + 1 : x);
	return 0;
}
