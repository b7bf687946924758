/*
 * The multi-pass validator (Kattis protocol).  The input is "PASS X"; the
 * submission must print X + 1.  Pass 1 writes "2 2Y" (Y its output) into
 * nextpass.in and its Y into feedback_dir/state; pass 2 checks that state
 * is still there and accepts without a nextpass.in.  Its argument, when
 * given, makes it misbehave: "endless" writes nextpass.in on every pass,
 * "reject-next" writes one and rejects, "link" makes it a symbolic link,
 * "fifo" a named pipe, "huge" 2 MiB; or score: "score" writes a
 * score_multiplier.txt of 0.25 in pass 1, and in pass 2 one of 1 when pass
 * 1's Y was even, 0.5 when odd.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char path[4096];

static const char *
in_feedback(const char *dir, const char *name)
{
	snprintf(path, sizeof path, "%s%s", dir, name);
	return path;
}

/* Writes score_multiplier.txt with text; 0, or -1 when it cannot. */
static int
multiplier(const char *dir, const char *text)
{
	FILE *f = fopen(in_feedback(dir, "score_multiplier.txt"), "w");

	return f && fputs(text, f) >= 0 && fclose(f) == 0 ? 0 : -1;
}

static int
verdict(const char *dir, int code, const char *text)
{
	FILE *msg = fopen(in_feedback(dir, "judgemessage.txt"), "a");

	if (msg) {
		fprintf(msg, "%s\n", text);
		fclose(msg);
	}
	return code;
}

int
main(int argc, char **argv)
{
	const char *mode = argc > 4 ? argv[4] : "";
	long pass, x, y, kept;
	char text[128];

	if (argc < 4)
		return 1;
	FILE *in = fopen(argv[1], "r");
	if (!in || fscanf(in, "%ld %ld", &pass, &x) != 2)
		return 1;
	if (scanf("%ld", &y) != 1 || y != x + 1) {
		snprintf(text, sizeof text, "pass %ld: %ld + 1 is not what was printed", pass, x);
		return verdict(argv[3], 43, text);
	}
	if (pass == 2) {
		FILE *state = fopen(in_feedback(argv[3], "state"), "r");
		if (!state || fscanf(state, "%ld", &kept) != 1 || 2 * kept != x)
			return 1;
		fclose(state);
		if (!strcmp(mode, "score") && multiplier(argv[3], kept % 2 ? "0.5\n" : "1\n") < 0)
			return 1;
	}
	if (pass == 1 && !strcmp(mode, "score") && multiplier(argv[3], "0.25\n") < 0)
		return 1;
	if (pass == 1 || !strcmp(mode, "endless")) {
		FILE *state = fopen(in_feedback(argv[3], "state"), "w");
		if (!state)
			return 1;
		fprintf(state, "%ld\n", y);
		fclose(state);
		const char *next = in_feedback(argv[3], "nextpass.in");
		if (!strcmp(mode, "link"))
			return symlink(argv[1], next) == 0 ? 42 : 1;
		if (!strcmp(mode, "fifo"))
			return mkfifo(next, 0600) == 0 ? 42 : 1;
		FILE *out = fopen(next, "w");
		if (!out)
			return 1;
		fprintf(out, "2 %ld\n", 2 * y);
		for (long i = 0; !strcmp(mode, "huge") && i < (2L << 20) / 8; i++)
			fputs("        ", out);
		fclose(out);
		if (!strcmp(mode, "reject-next"))
			return verdict(argv[3], 43, "rejected, with a nextpass.in");
	}
	snprintf(text, sizeof text, "pass %ld accepted", pass);
	return verdict(argv[3], 42, text);
}
