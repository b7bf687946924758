/*
 * An input validator of the testlib protocol (exit 0 valid, any other code invalid) for
 * "sum of two": two integers on one line, each at least argv[1] (default -1000).
 */
#include <stdio.h>
#include <stdlib.h>

int
main(int argc, char **argv)
{
	long least = argc > 1 ? atol(argv[1]) : -1000, a, b;
	char end;

	if (scanf("%ld %ld%c", &a, &b, &end) != 3 || end != '\n' || getchar() != EOF) {
		fprintf(stderr, "expected two integers on one line\n");
		return 3;
	}
	if (a < least || b < least) {
		fprintf(stderr, "%ld is below %ld\n", a < least ? a : b, least);
		return 3;
	}
	return 0;
}
