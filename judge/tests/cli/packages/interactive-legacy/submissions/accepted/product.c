/* Multiplies each pair it is sent. */
#include <stdio.h>

int
main(void)
{
	long long x, y;

	while (scanf("%lld %lld", &x, &y) == 2) {
		printf("%lld\n", x * y);
		fflush(stdout);
	}
	return 0;
}
