/* An input validator that crashes on an input holding a minus sign. */
#include <signal.h>
#include <stdio.h>

int
main(void)
{
	int c;

	while ((c = getchar()) != EOF)
		if (c == '-')
			raise(SIGSEGV);
	return 0;
}
