/* judge timelimit: a problem's time limit derived from its submissions, with its margins. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "calibration.h"
#include "cli.h"
#include "timelimit.h"
#include "validate.h"
#include "base/fsutil.h"
#include "base/progress.h"
#include "base/units.h"
#include "pipeline/pipeline.h"
#include "problem/package.h"
#include "problem/problem_set.h"
#include "problem/timing.h"
#include "problem/yedit.h"

static const char usage[] =
	"usage: judge timelimit [OPTIONS] PROBLEM\n"
	"\n"
	"Derives PROBLEM's time limit from its submissions, one case at a time, each\n"
	"case run N times (times are medians of CPU time): the accepted ones (the main\n"
	"solution and submissions/accepted/; a package's as its format says) under a\n"
	"generous limit, each up to its first failing case, for the slowest case S;\n"
	"the limit L is the smallest multiple of the resolution at least S times\n"
	"ac_to_time_limit.  Then the time_limit_exceeded ones under L times\n"
	"time_limit_to_tle times 1.5, each up to its first failing case, for the fastest\n"
	"F (each one's slowest case; a run stopped there is at least that; a TLE by\n"
	"the wall clock, a program waiting, bounds nothing): L times\n"
	"time_limit_to_tle must be at most F.  The judge's format: ac_to_time_limit 2,\n"
	"time_limit_to_tle 2, resolution 100ms (as 'judge verify' checks: the main\n"
	"solution within half the limit, TLE beyond twice it); a package's come from\n"
	"its problem.yaml (the spec's defaults: 2, 1.5 and 1s; legacy: 5, 2, 1s).\n"
	"Prints S and F with their submission and case, L, and the margins L/S and\n"
	"F/L.\n"
	"\n"
	"The limit is derived in this machine's time; the one problem.yaml has is\n"
	"shown as in force here (scaled by its calibration, as 'judge run' does,\n"
	"unless --exact-limits).\n"
	"\n"
	"Options:\n"
	"  -n, --repeat N    runs per case (1 to 15; default 3)\n"
	"      --exact-limits  show the limit problem.yaml has as written, not scaled\n"
	"      --root DIR    the problem tree (as for 'judge run')\n"
	"      --trusted     run even where solutions cannot be isolated\n"
	"      --write       write L into problem.yaml, changing nothing else in it:\n"
	"                    limits: time: (and limits: calibration:, this machine's\n"
	"                    score from 'judge calibrate', measured if not cached); a\n"
	"                    package's limits: time_limit: in seconds, and the score\n"
	"                    in its .calibration file\n"
	"  -h, --help        print this help\n"
	"\n"
	"Exit codes: 0 derived (and written), 1 no limit separates them (a\n"
	"time_limit_exceeded submission is too fast; nothing written), 2 usage or\n"
	"problem-definition error (no accepted submission could run), 3 judge error.\n";

struct timelimit_options {
	bool write, trusted, exact_limits;
	int repeat;
	const char *root;
};

static const struct cli_option timelimit_options[] = {
	CLI_NUMBER_OPTION(struct timelimit_options, "repeat", 'n', repeat, 1, 15),
	CLI_FLAG_OPTION(struct timelimit_options, "exact-limits", 0, exact_limits),
	CLI_STRING_OPTION(struct timelimit_options, "root", 0, root),
	CLI_FLAG_OPTION(struct timelimit_options, "trusted", 0, trusted),
	CLI_FLAG_OPTION(struct timelimit_options, "write", 0, write),
};

static const struct cli_command timelimit_command = {
	.name = "timelimit",
	.help = usage,
	CLI_OPTIONS(timelimit_options),
};

/* Reads the file at path whole (NUL-terminated) into *text. */
static int
read_whole(const char *path, char **text, size_t *len, char *err, size_t errlen)
{
	FILE *f = fopen(path, "rb");
	char *s = NULL;
	size_t n = 0, cap = 0;

	if (!f) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		return -1;
	}
	for (;;) {
		if (n + 4096 + 1 > cap) {
			char *grown = realloc(s, cap = 2 * cap + 4096 + 1);

			if (!grown) {
				free(s);
				fclose(f);
				snprintf(err, errlen, "out of memory");
				return -1;
			}
			s = grown;
		}
		size_t got = fread(s + n, 1, 4096, f);

		n += got;
		if (got < 4096)
			break;
	}
	bool bad = ferror(f);

	fclose(f);
	if (bad) {
		free(s);
		snprintf(err, errlen, "%s: read error", path);
		return -1;
	}
	s[n] = '\0';
	*text = s;
	*len = n;
	return 0;
}

/* Sets each of the n values at keys[i] (two keys each) in the file at path, in place. */
static int
write_values(const char *path, const char *const (*keys)[2], const char *const *values,
	     size_t n, char *err, size_t errlen)
{
	char *text, *edited;
	size_t len, elen;
	struct fs_atomic a;

	if (read_whole(path, &text, &len, err, errlen) < 0)
		return -1;
	for (size_t i = 0; i < n; i++, text = edited, len = elen) {
		edited = yedit_set(path, text, len, keys[i], 2, values[i], &elen, err, errlen);
		free(text);
		if (!edited)
			return -1;
	}
	FILE *f = fs_create(path, &a);

	if (!f || fwrite(text, 1, len, f) != len || fs_commit(&a) < 0) {
		snprintf(err, errlen, "%s: cannot write: %s", path, strerror(errno));
		if (f)
			fs_abort(&a);
		free(text);
		return -1;
	}
	free(text);
	return 0;
}

/* Writes score into a package's calibration file, by rename. */
static void
write_package_calibration(const struct problem *p, const char *score)
{
	char path[PATH_MAX];
	struct fs_atomic a;
	FILE *f;

	snprintf(path, sizeof path, "%s/%s", p->dir, PACKAGE_CALIBRATION_FILE);
	if (!(f = fs_create(path, &a)) || fprintf(f, "%s\n", score) < 0 || fs_commit(&a) < 0)
		die(EXIT_JUDGE_ERROR, "cannot write '%s': %s", path, strerror(errno));
	printf("  wrote %s: %s\n", path, score);
}

/*
 * Writes limit into p's problem.yaml, and this machine's calibration score
 * beside it (the judge's format: limits: calibration:; a package: its
 * .calibration file).
 */
static void
write_limit(const struct problem *p, int64_t limit_ms)
{
	static const char *const ours[][2] = {{"limits", "time"}, {"limits", "calibration"}};
	static const char *const package[][2] = {{"limits", "time_limit"}};
	char time[32], score[32], err[1024];
	struct calibration c;
	int rc = calibration_get(&c, err, sizeof err);

	if (rc < 0)
		die(rc == -2 ? EXIT_USAGE : EXIT_JUDGE_ERROR, "%s", err);
	snprintf(score, sizeof score, "%lld", (long long)c.score);
	if (p->format) {
		snprintf(time, sizeof time, "%g", (double)limit_ms / 1000.0);
		const char *values[] = {time};

		if (write_values(p->yaml_path, package, values, 1, err, sizeof err) < 0)
			die(EXIT_JUDGE_ERROR, "%s", err);
		printf("  wrote %s: limits.time_limit %s\n", p->yaml_path, time);
		write_package_calibration(p, score);
		return;
	}
	units_format_time(limit_ms, time, sizeof time);
	const char *values[] = {time, score};

	if (write_values(p->yaml_path, ours, values, 2, err, sizeof err) < 0)
		die(EXIT_JUDGE_ERROR, "%s", err);
	printf("  wrote %s: limits.time %s, limits.calibration %s\n", p->yaml_path, time, score);
}

/* Prints the figures; returns whether the limit separates them. */
static bool
print_figures(const struct problem *p, const struct timelimit_derived *tl, int64_t was_ms,
	      double was_factor)
{
	char limit[32], was[32], slowest[32], fastest[32], step[32];
	double ac = timing_ac_margin(tl->limit_ms, tl->slowest_us);
	double tle = timing_tle_margin(tl->limit_ms, tl->fastest_tle_us);

	units_format_time(tl->limit_ms, limit, sizeof limit);
	units_format_time(p->timing.resolution_ms, step, sizeof step);
	units_format_time((tl->slowest_us + 999) / 1000, slowest, sizeof slowest);
	printf("%s: time limit %s", p->id, limit);
	if (was_ms && was_factor != 1) {
		char here[32];

		printf(" (problem.yaml: %s, %s on this machine: x%.2f)",
		       units_format_time(was_ms, was, sizeof was),
		       units_format_time(limits_scaled((struct limits){.time_ms = was_ms},
						       was_factor).time_ms, here, sizeof here),
		       was_factor);
	} else if (was_ms) {
		printf(" (problem.yaml: %s)", units_format_time(was_ms, was, sizeof was));
	}
	printf("\n  slowest accepted: %s, %s (x %g, up to a multiple of %s)\n", slowest,
	       tl->slowest, p->timing.ac_to_time_limit, step);
	if (tl->fastest_tle_us < 0) {
		printf("  fastest time_limit_exceeded: none ran\n");
		printf("  margins: limit/slowest accepted %.2f (wanted >= %g)\n", ac,
		       p->timing.ac_to_time_limit);
		return true;
	}
	units_format_time(tl->fastest_tle_us / 1000, fastest, sizeof fastest);
	printf("  fastest time_limit_exceeded: %s%s, %s%s\n", tl->fastest_stopped ? ">= " : "",
	       fastest, tl->fastest, tl->fastest_stopped ? " (stopped there)" : "");
	printf("  margins: limit/slowest accepted %.2f (wanted >= %g), fastest "
	       "time_limit_exceeded/limit %s%.2f (wanted >= %g)\n", ac,
	       p->timing.ac_to_time_limit, tl->fastest_stopped ? ">= " : "", tle,
	       p->timing.time_limit_to_tle);
	if (timing_separates(&p->timing, tl->limit_ms, tl->fastest_tle_us))
		return true;
	printf("  FAIL no limit separates them: %s is within %g times the limit\n", tl->fastest,
	       p->timing.time_limit_to_tle);
	return false;
}

int
cmd_timelimit(int argc, char **argv)
{
	struct timelimit_options o = {.repeat = 3};
	int first = cli_parse(&timelimit_command, argc, argv, &o);

	if (argc - first != 1)
		usage_error("timelimit", "give one problem");

	char root[PATH_MAX], err[1024];
	struct problem_set set;
	struct expectation_set es;
	struct timelimit_derived tl;

	cli_load_problems(o.root, root, sizeof root, argv + first, 1, false, &set);
	cli_scale_limits(set.problems, set.count, o.exact_limits);
	struct problem *p = set.problems[0];
	const struct testdata *td = &set.testdata[0];
	/* The limit in force, before the derivation replaces it with this machine's. */
	int64_t was_ms = p->format && !p->timing.fixed ? 0 : p->limits.time_ms;
	double was_factor = p->scale.factor;

	cli_load_expectations(p, &set.languages, td, &es);
	progress_begin(stdout);
	/* Alone: one case at a time, so that no run shares the CPU with another. */
	struct pipeline *pl = cli_pipeline(1, o.trusted, NULL);

	cli_validate_before_judging("timelimit", pl, &set, false);
	const struct timelimit_how how = {.repeat = o.repeat, .upper = true};
	int rc = timelimit_measure(pl, &set.languages, p, td, &es, &how, &tl, err, sizeof err);

	progress_end();
	pipeline_free(pl);
	expectation_set_fini(&es);
	if (pipeline_interrupted()) {
		problem_set_fini(&set);
		fprintf(stderr, "judge: interrupted\n");
		return 128 + cli_caught_signal();
	}
	if (rc < 0)
		die(EXIT_USAGE, "%s: %s", p->id, err);
	bool separates = print_figures(p, &tl, was_ms, was_factor);

	if (separates && o.write)
		write_limit(p, tl.limit_ms);
	problem_set_fini(&set);
	return separates ? EXIT_ALL_ACCEPTED : EXIT_NOT_ACCEPTED;
}
