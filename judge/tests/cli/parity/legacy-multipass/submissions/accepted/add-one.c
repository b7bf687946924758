/* Prints its number plus one, in every pass. */
#include <stdio.h>

int
main(void)
{
	long pass, x;

	if (scanf("%ld %ld", &pass, &x) != 2)
		return 1;
	printf("%ld\n", x + 1);
	return 0;
}
