/* Wrong in pass 1: prints its number unchanged. */
#include <stdio.h>

int
main(void)
{
	long pass, x;

	if (scanf("%ld %ld", &pass, &x) != 2)
		return 1;
	printf("%ld\n", x);
	return 0;
}
