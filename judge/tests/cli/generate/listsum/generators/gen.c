/* gen SEED N MAXABS: N integers of absolute value at most MAXABS, from SEED. */
#include <stdio.h>
#include <stdlib.h>

int
main(int argc, char **argv)
{
	if (argc != 4)
		return 1;
	unsigned long long x = strtoull(argv[1], NULL, 10) * 2654435761ULL + 1;
	long n = strtol(argv[2], NULL, 10), m = strtol(argv[3], NULL, 10);

	printf("%ld\n", n);
	for (long i = 0; i < n; i++) {
		/* A 64-bit LCG (Knuth's MMIX constants). */
		x = x * 6364136223846793005ULL + 1442695040888963407ULL;
		printf("%ld%c", (long)((x >> 33) % (unsigned long long)(2 * m + 1)) - m,
		       i + 1 < n ? ' ' : '\n');
	}
	return 0;
}
