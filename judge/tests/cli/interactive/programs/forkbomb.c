/* Forks without end, each child too, each guessing: its process limit holds. */
#include <stdio.h>
#include <unistd.h>

int
main(void)
{
	for (;;) {
		fork();
		printf("1\n");
		fflush(stdout);
	}
}
