/* Input "MS A": prints MS + A after MS milliseconds of CPU time, whatever the machine's speed. */
#include <stdio.h>
#include <time.h>

int
main(void)
{
	long long ms, a;

	if (scanf("%lld %lld", &ms, &a) != 2)
		return 1;
	while ((double)clock() < (double)CLOCKS_PER_SEC * (double)ms / 1000.0)
		;
	printf("%lld\n", ms + a);
	return 0;
}
