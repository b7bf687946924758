/* Guesses 1 again and again, reading each answer: too many guesses. */
#include <stdio.h>

int
main(void)
{
	char word[16];

	for (;;) {
		printf("1\n");
		fflush(stdout);
		if (scanf("%15s", word) != 1)
			return 0;
	}
}
