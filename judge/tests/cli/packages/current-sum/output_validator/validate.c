/*
 * Accepts the sum as any integer equal to the answer, leading zeros and a
 * sign included (the default validator would not), unless given the argument
 * 'exact': Kattis protocol, exit 42 accepted, 43 wrong, the reason in
 * feedback_dir/judgemessage.txt.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "verdict.h"

int
main(int argc, char **argv)
{
	long long want, got;
	FILE *ans = argc > 3 ? fopen(argv[2], "r") : NULL;

	if (!ans || fscanf(ans, "%lld", &want) != 1)
		return 1;
	int first = getchar(), printed_zero = first == '0';

	if (first == EOF || ungetc(first, stdin) == EOF || scanf("%lld", &got) != 1)
		return verdict(argv[3], WRONG, "no integer");
	if (got != want)
		return verdict(argv[3], WRONG, "a different sum");
	/* With the argument 'exact' (a group's output_validator_args): no leading zeros. */
	for (int i = 4; i < argc; i++)
		if (!strcmp(argv[i], "exact") && got != 0 && printed_zero)
			return verdict(argv[3], WRONG, "leading zeros");
	return verdict(argv[3], ACCEPTED, "");
}
