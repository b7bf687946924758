/* Correct: the sum of the list. */
#include <stdio.h>

int
main(void)
{
	long long n, a, s = 0;

	if (scanf("%lld", &n) != 1)
		return 1;
	while (n-- > 0 && scanf("%lld", &a) == 1)
		s += a;
	printf("%lld\n", s);
	return 0;
}
