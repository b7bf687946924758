/* Input "MS A": prints MS + A after a quarter of MS milliseconds of CPU time. */
#include <stdio.h>
#include <time.h>

int
main(void)
{
	long long ms, a;

	if (scanf("%lld %lld", &ms, &a) != 2)
		return 1;
	while ((double)clock() < (double)CLOCKS_PER_SEC * (double)ms * 0.25 / 1000.0)
		;
	printf("%lld\n", ms + a);
	return 0;
}
