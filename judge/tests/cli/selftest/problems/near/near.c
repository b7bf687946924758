/*
 * A testlib checker: the output must be one integer within 1 of the answer,
 * and nothing else.  Exit 0 accepted, 1 wrong answer, 2 presentation error
 * (no integer, or more than one), 3 failure; the message on standard error.
 */
#include <stdio.h>
#include <stdlib.h>

int
main(int argc, char **argv)
{
	long long want, got;
	char rest[2];
	FILE *ans = argc == 4 ? fopen(argv[3], "r") : NULL;
	FILE *out = argc == 4 ? fopen(argv[2], "r") : NULL;

	if (!ans || !out || fscanf(ans, "%lld", &want) != 1) {
		fprintf(stderr, "FAIL cannot read the answer\n");
		return 3;
	}
	if (fscanf(out, "%lld", &got) != 1 || fscanf(out, "%1s", rest) == 1) {
		fprintf(stderr, "not exactly one integer\n");
		return 2;
	}
	if (llabs(got - want) > 1) {
		fprintf(stderr, "%lld is not within 1 of %lld\n", got, want);
		return 1;
	}
	fprintf(stderr, "ok %lld\n", got);
	return 0;
}
