/* Right in pass 1, spins forever in pass 2. */
#include <stdio.h>

int
main(void)
{
	volatile unsigned long spin = 0;
	long pass, x;

	if (scanf("%ld %ld", &pass, &x) != 2)
		return 1;
	while (pass == 2)
		spin++;
	printf("%ld\n", x + 1);
	return 0;
}
