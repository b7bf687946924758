/* Run-time error: a non-zero exit code. */
#include <stdio.h>

int
main(void)
{
	fputs("giving up\n", stderr);
	return 3;
}
