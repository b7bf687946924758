/* Run-time error: the right answer, then SIGXCPU raised by the program itself after 1 ms. */
#include <signal.h>
#include <stdio.h>
#include <time.h>

int
main(void)
{
	struct timespec ms = { 0, 1000000 };
	long long a, b;

	if (scanf("%lld %lld", &a, &b) != 2)
		return 1;
	printf("%lld\n", a + b);
	fflush(stdout);
	nanosleep(&ms, NULL);
	raise(SIGXCPU);
	return 0;
}
