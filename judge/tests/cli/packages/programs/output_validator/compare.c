/*
 * Accepts the sum of the two numbers of the input (argv[1]) on standard input, with
 * leading zeros when built with LEADING_ZEROS (as the build script builds it).
 */
#include <stdio.h>
#include <stdlib.h>

int
main(int argc, char **argv)
{
	long long a, b, got;
	char word[64];
	FILE *in = argc > 1 ? fopen(argv[1], "r") : NULL;

	if (!in || fscanf(in, "%lld %lld", &a, &b) != 2)
		return 1;
	if (scanf("%63s", word) != 1)
		return 43;
#ifndef LEADING_ZEROS
	if (word[0] == '0' && word[1])
		return 43;
#endif
	got = strtoll(word, NULL, 10);
	return got == a + b ? 42 : 43;
}
