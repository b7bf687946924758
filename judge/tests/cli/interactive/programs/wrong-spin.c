/* Writes 21 wrong guesses at once, then spins: the interactor has said WA by then. */
#include <stdio.h>

int
main(void)
{
	for (int i = 0; i < 21; i++)
		printf("1\n");
	fflush(stdout);
	for (volatile unsigned long i = 0;; i++)
		;
}
