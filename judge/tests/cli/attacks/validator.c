/*
 * A Kattis output validator of one file (attacks.t names its copy with YAML's own
 * punctuation): accepts the first integer of the output when it equals the answer's.
 */
#include <stdio.h>

int
main(int argc, char **argv)
{
	long long want, got;
	FILE *ans = argc > 2 ? fopen(argv[2], "r") : NULL;

	if (!ans || fscanf(ans, "%lld", &want) != 1)
		return 1;
	return scanf("%lld", &got) == 1 && got == want ? 42 : 43;
}
