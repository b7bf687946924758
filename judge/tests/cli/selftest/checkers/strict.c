/* A strict testlib checker: the output must be the answer's integer exactly, alone. */
#include <stdio.h>

int
main(int argc, char **argv)
{
	long long want, got;
	char rest[2];
	FILE *ans = argc == 4 ? fopen(argv[3], "r") : NULL;
	FILE *out = argc == 4 ? fopen(argv[2], "r") : NULL;

	if (!ans || !out || fscanf(ans, "%lld", &want) != 1)
		return 3;
	if (fscanf(out, "%lld", &got) != 1 || got != want || fscanf(out, "%1s", rest) == 1) {
		fprintf(stderr, "expected %lld exactly\n", want);
		return 1;
	}
	return 0;
}
