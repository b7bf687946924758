/* A guess of 100000 digits on one line: its transcript is cut. */
#include <stdio.h>

int
main(void)
{
	char word[16];

	for (int i = 0; i < 100000; i++)
		putchar('7');
	printf("\n");
	fflush(stdout);
	return scanf("%15s", word) != 1;
}
