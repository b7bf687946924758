/* Command-line support shared by the commands: fatal errors, options, numbers, colour, signals. */
#include "cli.h"
#include "base/escape.h"
#include "base/diag.h"

#include <assert.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/progress.h"
#include "pipeline/pipeline.h"
#include "problem/expectation.h"
#include "problem/problem_set.h"
#include "base/escape.h"
#include "calibration.h"
#include "root.h"
#include "sandbox/sandbox.h"

void
die(int code, const char *fmt, ...)
{
	va_list ap;
	progress_end();
	fflush(stdout);
	fputs("judge: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(code);
}

void
usage_error(const char *cmd, const char *fmt, ...)
{
	va_list ap;
	progress_end();
	fputs("judge: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	if (cmd)
		fprintf(stderr, "judge: try 'judge %s --help'\n", cmd);
	else
		fputs("judge: try 'judge --help'\n", stderr);
	exit(EXIT_USAGE);
}

int64_t
cli_number(const char *cmd, const char *opt, const char *text, int64_t min, int64_t max)
{
	char *end;
	errno = 0;
	long long n = strtoll(text, &end, 10);
	if (errno || end == text || *end || n < min || n > max)
		usage_error(cmd, "invalid value '%s' for %s (expected a whole number from %lld to %lld)",
			    text, opt, (long long)min, (long long)max);
	return n;
}

/* Room in cli_parse's getopt tables; long-only options are 256 + their row. */
enum { MAX_OPTIONS = 32, LONG_ONLY = 256, VERSION = LONG_ONLY + MAX_OPTIONS };

/* The getopt value of row i. */
static int
option_value(const struct cli_command *cmd, size_t i)
{
	return cmd->options[i].letter ? cmd->options[i].letter : LONG_ONLY + (int)i;
}

static void
store(const struct cli_command *cmd, const struct cli_option *o, const char *arg, void *out)
{
	char *field = (char *)out + o->offset;
	char opt[64];

	switch (o->kind) {
	case CLI_FLAG:
		*(bool *)field = true;
		break;
	case CLI_STRING:
		*(const char **)field = arg;
		break;
	case CLI_NUMBER:
		snprintf(opt, sizeof opt, "--%s", o->name);
		*(int *)field = (int)cli_number(cmd->name, opt, arg, o->min, o->max);
		break;
	}
}

int
cli_parse(const struct cli_command *cmd, int argc, char **argv, void *out)
{
	/* The table's rows, then --help and --version: the order of getopt's messages. */
	struct option longopts[MAX_OPTIONS + 3];
	char shortopts[2 * MAX_OPTIONS + 2];
	size_t n = 0, k = 0;
	int c;

	assert(cmd->count <= MAX_OPTIONS);
	for (size_t i = 0; i < cmd->count; i++) {
		const struct cli_option *o = &cmd->options[i];
		int has_arg = o->kind == CLI_FLAG ? no_argument : required_argument;
		longopts[n++] = (struct option){o->name, has_arg, NULL, option_value(cmd, i)};
		if (o->letter) {
			shortopts[k++] = (char)o->letter;
			if (has_arg)
				shortopts[k++] = ':';
		}
	}
	longopts[n++] = (struct option){"help", no_argument, NULL, 'h'};
	if (cmd->version)
		longopts[n++] = (struct option){"version", no_argument, NULL, VERSION};
	longopts[n] = (struct option){NULL, 0, NULL, 0};
	shortopts[k++] = 'h';
	shortopts[k] = '\0';

	while ((c = getopt_long(argc, argv, shortopts, longopts, NULL)) != -1) {
		if (c == 'h' || c == VERSION) {
			if (c == 'h') {
				fputs(cmd->help, stdout);
				if (cmd->help_more)
					fputs(cmd->help_more, stdout);
			} else
				printf("judge %s\n", JUDGE_VERSION);
			cli_flush_stdout();
			exit(EXIT_ALL_ACCEPTED);
		}
		size_t i = 0;
		while (i < cmd->count && option_value(cmd, i) != c)
			i++;
		if (i == cmd->count)
			usage_error(cmd->name, "invalid option");
		store(cmd, &cmd->options[i], optarg, out);
	}
	return optind;
}

bool
cli_color(const char *cmd, const char *when, FILE *out)
{
	if (when && strcmp(when, "always") == 0)
		return true;
	if (when && strcmp(when, "never") == 0)
		return false;
	if (when && strcmp(when, "auto") != 0)
		usage_error(cmd, "invalid value '%s' for --color (expected auto, always or never)",
			    when);
	const char *no = getenv("NO_COLOR");
	if (no && *no)
		return false;
	return isatty(fileno(out));
}

static volatile sig_atomic_t caught;

static void
on_signal(int sig)
{
	caught = sig;
	pipeline_interrupt();
}

void
cli_catch_signals(void)
{
	struct sigaction sa = {.sa_handler = on_signal};
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
}

int
cli_caught_signal(void)
{
	return caught;
}

void
cli_flush_stdout(void)
{
	if (fflush(stdout) != 0 || ferror(stdout))
		die(EXIT_JUDGE_ERROR, "cannot write standard output: %s", strerror(errno));
}

void
cli_load_problems(const char *root_opt, char *root, size_t rootlen, char *const *ids,
		  size_t n, bool all, struct problem_set *set)
{
	char err[512];
	if (root_find(root_opt, root, rootlen, err, sizeof err) < 0)
		die(EXIT_USAGE, "%s", err);

	char **names = calloc(n ? n : 1, sizeof *names);
	if (!names)
		die(EXIT_JUDGE_ERROR, "out of memory");
	for (size_t i = 0; i < n; i++) {
		char name[PATH_MAX];

		if (root_argument(root, ids[i], name, sizeof name, err, sizeof err) < 0)
			die(EXIT_USAGE, "%s", err);
		if (!(names[i] = strdup(name)))
			die(EXIT_JUDGE_ERROR, "out of memory");
	}

	struct diag d;
	diag_init(&d);
	if (problem_set_load(set, root, names, n, all, &d) < 0) {
		diag_print(&d, stderr);
		die(EXIT_USAGE, "%zu error%s in problem files; nothing was run", d.errors,
		    d.errors == 1 ? "" : "s");
	}
	diag_print(&d, stderr);
	diag_fini(&d);
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
}

void
cli_require_isolation(const struct sandbox_report *sb, bool trusted)
{
	if (!sb->isolated && !trusted)
		die(EXIT_JUDGE_ERROR, "runs would not be isolated, %s; judge only trusted code, "
				      "with --trusted", sb->isolation);
}

struct pipeline *
cli_pipeline(int workers, bool trusted, struct sandbox_report *sb)
{
	struct pipeline_options popts = {.workers = workers};
	struct sandbox_report own;
	char err[512];
	struct pipeline *pl = pipeline_new(&popts, err, sizeof err);

	if (!pl)
		die(EXIT_JUDGE_ERROR, "cannot set up the sandbox: %s", err);
	pipeline_describe(pl, sb ? sb : &own);
	cli_require_isolation(sb ? sb : &own, trusted);
	cli_catch_signals();
	return pl;
}

void
cli_load_expectations(const struct problem *p, const struct language_table *t,
		      const struct testdata *td, struct expectation_set *s)
{
	struct diag d;

	diag_init(&d);
	if (expectation_set_load(s, p, t, td, &d) < 0) {
		diag_print(&d, stderr);
		die(EXIT_USAGE, "%zu error%s in %s's submissions; nothing was run", d.errors,
		    d.errors == 1 ? "" : "s", p->id);
	}
	diag_print(&d, stderr);
	diag_fini(&d);
}

/* How many ids a note on the limits names before "and N more". */
#define SCALE_NOTE_IDS 5

void
cli_scale_limits(struct problem *const *ps, size_t n, bool exact)
{
	struct calibration c = {0};
	char err[512], note[256], other[256];
	bool any = false;

	for (size_t i = 0; i < n; i++)
		any |= ps[i]->calibration != 0;
	if (!any)
		return;
	int rc = calibration_get(&c, err, sizeof err);

	if (rc == -2)
		die(EXIT_USAGE, "%s", err);
	for (size_t i = 0; i < n; i++)
		problem_scale_limits(ps[i], rc < 0 ? 0 : c.score, exact, rc < 0 ? err : NULL);
	/* One line per outcome, naming its problems, in their order. */
	for (size_t i = 0; i < n; i++) {
		size_t named = 0, more = 0;
		bool first = true;

		problem_scale_describe(ps[i], note, sizeof note);
		for (size_t j = 0; j < i && note[0] && first; j++) {
			problem_scale_describe(ps[j], other, sizeof other);
			first = strcmp(note, other) != 0;
		}
		if (!note[0] || !first)
			continue;
		fprintf(stderr, "judge: %s%s (", ps[i]->scale.unexpected ? "warning: " : "", note);
		for (size_t j = i; j < n; j++) {
			problem_scale_describe(ps[j], other, sizeof other);
			if (strcmp(note, other))
				continue;
			if (named < SCALE_NOTE_IDS) {
				fputs(named++ ? ", " : "", stderr);
				escape_line(stderr, ps[j]->id);
			} else
				more++;
		}
		if (more)
			fprintf(stderr, ", and %zu more", more);
		fputs(")\n", stderr);
	}
}

void
cli_print_diag(const struct diag *d)
{
	if (d->count)
		progress_clear();
	for (size_t i = 0; i < d->count; i++) {
		const struct diag_entry *e = &d->entries[i];

		diag_entry_print_location(e, stderr);
		fputs(e->level == DIAG_WARNING ? "warning: " : "", stderr);
		escape_line(stderr, e->message);
		fputc('\n', stderr);
	}
}
