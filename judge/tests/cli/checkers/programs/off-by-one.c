/* Prints the second word of the input plus one: a wrong answer. */
#include <stdio.h>

int
main(void)
{
	char mode[64];
	long value;

	if (scanf("%63s %ld", mode, &value) != 2)
		return 1;
	printf("%ld\n", value + 1);
	return 0;
}
