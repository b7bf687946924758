/* One off when a is odd: the default validator rejects those cases. */
#include <stdio.h>

int
main(void)
{
	long a, b;

	if (scanf("%ld %ld", &a, &b) != 2)
		return 1;
	printf("%ld\n", a + b + (a % 2 != 0));
	return 0;
}
