/*
 * The interactor: reads "n" and n pairs from the input file, sends each pair
 * to the submission and expects its sum back (Kattis protocol: exit 42 or 43,
 * the reason in feedback_dir/judgemessage.txt).
 */
#include <stdio.h>
#include <stdlib.h>

int
main(int argc, char **argv)
{
	char path[4096];
	long n, a, b, got;

	if (argc < 4)
		return 1;
	snprintf(path, sizeof path, "%sjudgemessage.txt", argv[3]);
	FILE *in = fopen(argv[1], "r"), *msg = fopen(path, "w");
	if (!in || !msg || fscanf(in, "%ld", &n) != 1)
		return 1;
	for (long i = 1; i <= n; i++) {
		if (fscanf(in, "%ld %ld", &a, &b) != 2)
			return 1;
		printf("%ld %ld\n", a, b);
		fflush(stdout);
		if (scanf("%ld", &got) != 1) {
			fprintf(msg, "pair %ld: no answer\n", i);
			return 43;
		}
		if (got != a + b) {
			fprintf(msg, "pair %ld: %ld + %ld is not %ld\n", i, a, b, got);
			return 43;
		}
	}
	fprintf(msg, "%ld sums\n", n);
	return 42;
}
