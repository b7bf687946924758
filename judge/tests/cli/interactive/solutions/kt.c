/* Binary search on 1..1000, flushing each guess; crashes on a closed input. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main(void)
{
	int lo = 1, hi = 1000;
	char word[16];

	for (;;) {
		int mid = (lo + hi) / 2;
		printf("%d\n", mid);
		fflush(stdout);
		if (scanf("%15s", word) != 1)
			abort();
		if (!strcmp(word, "correct"))
			return 0;
		if (!strcmp(word, "higher"))
			lo = mid + 1;
		else
			hi = mid - 1;
	}
}
