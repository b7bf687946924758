/* Writes guesses without end and never reads an answer. */
#include <stdio.h>

int
main(void)
{
	for (;;)
		fputs("1\n", stdout);
}
