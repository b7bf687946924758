/*
 * An input validator of the testlib protocol for "sum of two" that writes, where
 * --testOverviewLogFileName says, the test-overview log testlib.h writes for
 *     a = inf.readInt(-2000000000, 2000000000, "a"); inf.readSpace();
 *     b = inf.readInt(-2000000000, 2000000000, "b"); inf.readEoln(); inf.readEof();
 * with addFeature("negative"), addFeature("zero") and feature() when a or b is one,
 * byte for byte.  An argument `--hostile KIND` makes it write a bad log instead:
 * huge (over 64 KiB), malformed, odd (a name of odd bytes: a valid log), long (a name
 * over 63 bytes), nul (a NUL byte).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LO -2000000000L
#define HI 2000000000L

static void
hits(FILE *log, const char *name, long least, long most)
{
	fprintf(log, "\"%s\":%s%s\n", name, least == LO ? " min-value-hit" : "",
		most == HI ? " max-value-hit" : "");
}

static void
hostile(FILE *log, const char *kind)
{
	if (!strcmp(kind, "huge"))
		for (int i = 0; i < 8000; i++)
			fputs("\"a\": min-value-hit max-value-hit\n", log);
	else if (!strcmp(kind, "malformed"))
		fputs("\"a\": min-value-hit\n\"b\" max-value-hit\n", log);
	else if (!strcmp(kind, "odd"))
		fputs("\"q\x1b[31m\xff\"\": max-value-hit\nconstant-bounds \"q\x1b[31m\xff\"\": 1 ?\n",
		      log);
	else if (!strcmp(kind, "long"))
		fprintf(log, "\"%070d\": max-value-hit\n", 7);
	else if (!strcmp(kind, "nul"))
		fwrite("\"a\":\0 max-value-hit\n", 1, 20, log);
}

int
main(int argc, char **argv)
{
	const char *path = NULL, *bad = NULL;
	long a, b;
	char end;

	for (int i = 1; i + 1 < argc; i++) {
		if (!strcmp(argv[i], "--testOverviewLogFileName"))
			path = argv[i + 1];
		if (!strcmp(argv[i], "--hostile"))
			bad = argv[i + 1];
	}
	if (scanf("%ld %ld%c", &a, &b, &end) != 3 || end != '\n' || getchar() != EOF) {
		fprintf(stderr, "expected two integers on one line\n");
		return 3;
	}
	if (a < LO || a > HI || b < LO || b > HI) {
		fprintf(stderr, "out of range\n");
		return 3;
	}
	FILE *log = path ? fopen(path, "wb") : NULL;

	if (path && !log) {
		perror(path);
		return 3;
	}
	if (!log)
		return 0;
	if (bad) {
		hostile(log, bad);
	} else {
		/* testlib's order: hits, features, constant bounds, variables; each sorted by name. */
		hits(log, "a", a, a);
		hits(log, "b", b, b);
		fprintf(log, "feature \"negative\":%s\n", a < 0 || b < 0 ? " hit" : "");
		fprintf(log, "feature \"zero\":%s\n", a == 0 || b == 0 ? " hit" : "");
		fprintf(log, "constant-bounds \"a\": %ld %ld\n", LO, HI);
		fprintf(log, "constant-bounds \"b\": %ld %ld\n", LO, HI);
		fputs("variable \"a\"\nvariable \"b\"\n", log);
	}
	return fclose(log) ? 3 : 0;
}
