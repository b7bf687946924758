/* Run-time error: the right answer (a few bytes), then SIGXFSZ raised by the program itself. */
#include <signal.h>
#include <stdio.h>

int
main(void)
{
	long long a, b;

	if (scanf("%lld %lld", &a, &b) != 2)
		return 1;
	printf("%lld\n", a + b);
	fflush(stdout);
	raise(SIGXFSZ);
	return 0;
}
