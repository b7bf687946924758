/* Prints n lines "i i*7%1000003" for the n it reads: 250000 lines are 3.3 MB. */
#include <stdio.h>

int
main(void)
{
	long n;

	if (scanf("%ld", &n) != 1)
		return 1;
	for (long i = 0; i < n; i++)
		printf("%ld %ld\n", i, i * 7 % 1000003);
	return 0;
}
