/*
 * The interactor of scripts/bench-interactive (the Kattis protocol): reads n
 * from its input file, tells the solution, then answers each number with the
 * next one; accepts (exit 42) after n right ones, else rejects (43).
 */
#include <stdio.h>
#include <stdlib.h>

int
main(int argc, char **argv)
{
	long n, got;
	FILE *in;

	if (argc < 2 || !(in = fopen(argv[1], "r")) || fscanf(in, "%ld", &n) != 1)
		return 1;
	printf("%ld\n", n);
	fflush(stdout);
	for (long i = 0; i < n; i++) {
		if (scanf("%ld", &got) != 1 || got != i)
			return 43;
		printf("%ld\n", got + 1);
		fflush(stdout);
	}
	return 42;
}
