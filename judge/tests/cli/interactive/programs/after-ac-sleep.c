/* Guesses the case play's 700 at once, told "correct", then sleeps instead of exiting. */
#include <stdio.h>
#include <unistd.h>

int
main(void)
{
	char word[16];

	printf("700\n");
	fflush(stdout);
	if (scanf("%15s", word) != 1)
		return 1;
	for (;;)
		pause();
}
