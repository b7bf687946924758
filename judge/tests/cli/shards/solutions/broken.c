#include <stdio.h>

int
main(void)
{
	return missing;
}
