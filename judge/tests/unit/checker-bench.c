/* checker-bench: runs one built-in checker on two files, for scripts/bench-checker and by hand. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/checker.h"

static void
usage(FILE *f)
{
	fprintf(f, "usage: checker-bench [-t exact|lines|tokens|float] [-a abs] [-r rel] [-I] [-i] [-o]\n"
		   "                     [-k kattis-flags] [-n repeat] expected received\n"
		   "  -k  the kattis checker with these default validator flags (one argument)\n"
		   "  -I  compare integers with the tolerance too   -i  ignore ASCII case\n"
		   "  -o  ignore order (lines, tokens)              -n  compare n times (rewinding)\n"
		   "Prints the verdict and message; exits 0 on AC, 1 on WA, 2 on JE or usage error.\n");
}

static int
parse_double(const char *opt, const char *s, double *out)
{
	char *end;

	errno = 0;
	*out = strtod(s, &end);
	if (errno || end == s || *end) {
		fprintf(stderr, "checker-bench: invalid number '%s' for -%s\n", s, opt);
		return -1;
	}
	return 0;
}

int
main(int argc, char **argv)
{
	struct checker_spec spec;
	struct check_result res;
	long repeat = 1;
	int c, rc = 0;

	checker_spec_init(&spec);
	while ((c = getopt(argc, argv, "t:a:r:Iiok:n:h")) != -1) {
		switch (c) {
		case 'k': {
			const char *words[16];
			char err[256], *s = optarg, *w;
			size_t n = 0;
			while (n < 16 && (w = strsep(&s, " ")))
				if (*w)
					words[n++] = w;
			if (checker_spec_parse_kattis(&spec, n, words, err, sizeof err) < 0) {
				fprintf(stderr, "checker-bench: %s\n", err);
				return 2;
			}
			break;
		}
		case 't':
			if (strcmp(optarg, "exact") == 0)
				spec.type = CHECKER_EXACT;
			else if (strcmp(optarg, "lines") == 0)
				spec.type = CHECKER_LINES;
			else if (strcmp(optarg, "tokens") == 0)
				spec.type = CHECKER_TOKENS;
			else if (strcmp(optarg, "float") == 0)
				spec.type = CHECKER_FLOAT;
			else {
				fprintf(stderr, "checker-bench: unknown checker '%s'\n", optarg);
				return 2;
			}
			break;
		case 'a':
			if (parse_double("a", optarg, &spec.abs_tol) < 0)
				return 2;
			break;
		case 'r':
			if (parse_double("r", optarg, &spec.rel_tol) < 0)
				return 2;
			break;
		case 'I':
			spec.integers_as_floats = true;
			break;
		case 'i':
			spec.case_insensitive = true;
			break;
		case 'o':
			spec.order_any = true;
			break;
		case 'n':
			repeat = strtol(optarg, NULL, 10);
			if (repeat < 1)
				repeat = 1;
			break;
		case 'h':
			usage(stdout);
			return 0;
		default:
			usage(stderr);
			return 2;
		}
	}
	if (argc - optind != 2) {
		usage(stderr);
		return 2;
	}

	FILE *e = fopen(argv[optind], "rb");
	FILE *r = fopen(argv[optind + 1], "rb");
	if (!e || !r) {
		fprintf(stderr, "checker-bench: cannot open '%s': %s\n",
			argv[optind + (e ? 1 : 0)], strerror(errno));
		return 2;
	}
	for (long i = 0; i < repeat; i++) {
		rewind(e);
		rewind(r);
		checker_compare(&spec, e, r, &res);
	}
	printf("%s%s%s\n", verdict_name(res.verdict), res.message[0] ? ": " : "", res.message);
	rc = res.verdict == VERDICT_AC ? 0 : res.verdict == VERDICT_WA ? 1 : 2;
	fclose(e);
	fclose(r);
	checker_spec_fini(&spec);
	if (fflush(stdout) || ferror(stdout))
		return 2;
	return rc;
}
