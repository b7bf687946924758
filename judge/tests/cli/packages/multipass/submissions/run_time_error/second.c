/* Right in pass 1, crashes in pass 2. */
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	long pass, x;

	if (scanf("%ld %ld", &pass, &x) != 2)
		return 1;
	if (pass == 2)
		abort();
	printf("%ld\n", x + 1);
	return 0;
}
