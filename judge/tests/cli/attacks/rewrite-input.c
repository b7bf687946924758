/*
 * A solution of the tree's sum that first writes over its standard input: through the
 * descriptor (an inline input was a memory file open for writing) and, as a normal
 * user's judge gave it the test data file itself, by opening it again for writing
 * through /proc/self/fd/0.  Exit 3 when either works, else the sum.
 */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

int
main(void)
{
	int again = open("/proc/self/fd/0", O_WRONLY);
	long long a, b;

	if (pwrite(0, "0 0\n", 4, 0) == 4 || (again >= 0 && write(again, "0 0\n", 4) == 4)) {
		fputs("rewrote the input\n", stderr);
		return 3;
	}
	if (scanf("%lld %lld", &a, &b) != 2)
		return 1;
	printf("%lld\n", a + b);
	return 0;
}
