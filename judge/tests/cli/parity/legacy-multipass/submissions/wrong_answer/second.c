/* Right in pass 1, wrong in pass 2: adds two there. */
#include <stdio.h>

int
main(void)
{
	long pass, x;

	if (scanf("%ld %ld", &pass, &x) != 2)
		return 1;
	printf("%ld\n", x + (pass == 2 ? 2 : 1));
	return 0;
}
