/* Plays well, then sleeps instead of exiting. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int
main(void)
{
	int lo = 1, hi = 1000;
	char word[16];

	for (;;) {
		int mid = (lo + hi) / 2;
		printf("%d\n", mid);
		fflush(stdout);
		if (scanf("%15s", word) != 1 || !strcmp(word, "correct"))
			break;
		if (!strcmp(word, "higher"))
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	for (;;)
		pause();
}
