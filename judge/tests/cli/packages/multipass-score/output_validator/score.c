/*
 * The scored multi-pass validator (Kattis protocol).  The input is "PASS X";
 * the submission must print X + 1.  Pass 1 keeps its answer Y in
 * feedback_dir/state, writes "2 2Y" into nextpass.in and a score_multiplier.txt
 * of 0.25 that pass 2 must replace; pass 2 accepts without a nextpass.in, its
 * multiplier 1 when pass 1's Y was even and 0.5 when odd.
 */
#include <stdio.h>

static char path[4096];

static FILE *
in_feedback(const char *dir, const char *name, const char *mode)
{
	snprintf(path, sizeof path, "%s%s", dir, name);
	return fopen(path, mode);
}

static int
written(const char *dir, const char *name, const char *text)
{
	FILE *f = in_feedback(dir, name, "w");

	if (!f)
		return -1;
	fputs(text, f);
	return fclose(f);
}

int
main(int argc, char **argv)
{
	long pass, x, y, kept;
	char next[64];

	if (argc < 4)
		return 1;
	FILE *in = fopen(argv[1], "r");
	if (!in || fscanf(in, "%ld %ld", &pass, &x) != 2)
		return 1;
	if (scanf("%ld", &y) != 1 || y != x + 1) {
		written(argv[3], "judgemessage.txt", "not one more\n");
		return 43;
	}
	if (pass == 1) {
		snprintf(next, sizeof next, "2 %ld\n", 2 * y);
		FILE *state = in_feedback(argv[3], "state", "w");
		if (!state || fprintf(state, "%ld\n", y) < 0 || fclose(state) != 0 ||
		    written(argv[3], "nextpass.in", next) < 0 ||
		    written(argv[3], "score_multiplier.txt", "0.25\n") < 0)
			return 1;
		return 42;
	}
	FILE *state = in_feedback(argv[3], "state", "r");
	if (!state || fscanf(state, "%ld", &kept) != 1)
		return 1;
	fclose(state);
	return written(argv[3], "score_multiplier.txt", kept % 2 ? "0.5\n" : "1\n") < 0 ? 1 : 42;
}
