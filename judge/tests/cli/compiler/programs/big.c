/* A 100MiB table initialised with non-zero data: a binary over the size limit. */
#include <stdio.h>

char table[100 << 20] = {1};

int
main(int argc, char **argv)
{
	(void)argv;
	printf("%d\n", table[argc * 4096]);
	return 0;
}
