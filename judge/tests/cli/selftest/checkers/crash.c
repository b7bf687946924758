/* A broken testlib checker: exits 5, a code the protocol does not have. */
#include <stdio.h>

int
main(void)
{
	fprintf(stderr, "points 0.5\n");
	return 5;
}
