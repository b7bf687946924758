/* Crashes before its first guess. */
#include <stdlib.h>

int
main(void)
{
	abort();
}
