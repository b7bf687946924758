/*
 * A Kattis-protocol output validator that scores: the input is "a b KIND N";
 * an output equal to the answer is accepted (exit 42) with the score N in
 * feedback_dir/score.txt (KIND "s": the case's points) or
 * score_multiplier.txt (KIND "x": a fraction of them); KIND "none" writes
 * neither.  Any other output is rejected (exit 43).
 */
#include <stdio.h>
#include <string.h>

int
main(int argc, char **argv)
{
	long a, b, out, ans;
	char kind[16], n[32], path[4200];
	FILE *in = argc >= 4 ? fopen(argv[1], "r") : NULL;
	FILE *an = argc >= 4 ? fopen(argv[2], "r") : NULL;

	if (!in || !an || fscanf(in, "%ld %ld %15s %31s", &a, &b, kind, n) != 4 ||
	    fscanf(an, "%ld", &ans) != 1)
		return 1;
	if (scanf("%ld", &out) != 1 || out != ans)
		return 43;
	if (strcmp(kind, "none")) {
		snprintf(path, sizeof path, "%s%s", argv[3],
			 !strcmp(kind, "s") ? "score.txt" : "score_multiplier.txt");
		FILE *f = fopen(path, "w");
		if (!f)
			return 1;
		fprintf(f, "%s\n", n);
		fclose(f);
	}
	return 42;
}
