/* Answers the number it is sent plus one. */
#include <stdio.h>

int
main(void)
{
	long x;

	if (scanf("%ld", &x) != 1)
		return 1;
	printf("%ld\n", x + 1);
	return 0;
}
