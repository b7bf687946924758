#include <stdio.h>

int
main(void)
{
	puts("YES ");
	return 0;
}
