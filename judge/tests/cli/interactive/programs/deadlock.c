/* Waits for the interactor to speak first, as the interactor waits for it: idle. */
#include <stdio.h>

int
main(void)
{
	char word[16];

	return scanf("%15s", word) == 1;
}
