/* Asks for twice the 64 MiB limit at once: under an address-space limit malloc fails and
 * abort() ends the run (RTE); where only memory in use counts, the untouched allocation
 * succeeds and the program spins until the time limit. */
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	volatile char *p = malloc((size_t)128 << 20);

	if (!p)
		abort();
	p[0] = 1;
	for (;;)
		p[0]++;
}
