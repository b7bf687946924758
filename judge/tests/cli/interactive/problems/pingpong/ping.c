/* Sends 1..N (N from the input) one line at a time; each must come back as sent. */
#include <stdio.h>

int
main(int argc, char **argv)
{
	long n, got;
	FILE *in = argc > 1 ? fopen(argv[1], "r") : NULL;

	if (!in || fscanf(in, "%ld", &n) != 1)
		return 1;
	for (long i = 1; i <= n; i++) {
		printf("%ld\n", i);
		fflush(stdout);
		if (scanf("%ld", &got) != 1 || got != i)
			return 43;
	}
	printf("0\n");
	fflush(stdout);
	return 42;
}
