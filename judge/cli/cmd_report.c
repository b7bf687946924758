/* judge report: merge shard reports into one, and write other reports from a JSON report. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "report/report.h"
#include "report/report_doc.h"

static const char usage[] =
	"usage: judge report merge OUT.json IN.json...\n"
	"       judge report render [OPTIONS] IN.json\n"
	"\n"
	"merge: merges the JSON reports of the N shards of one 'judge run --shard K/N'\n"
	"(or 'judge verify --shard K/N') into OUT.json ('-' for standard output): the\n"
	"report one run would have written, its cases (submissions) in the order of\n"
	"one run, counts, verdicts and summary recomputed.  Refuses (exit 2, naming\n"
	"the file) reports that are not shards, of mixed kinds (run and verify), of\n"
	"other judge versions or problems, a shard given twice or missing, and cases\n"
	"in two shards.  Exits 0 when the merged run is complete and every case\n"
	"accepted (verify: every expectation met), else 1, as one run would.\n"
	"\n"
	"render: writes other reports from a run's JSON report (merged or not), as\n"
	"'judge run' would have written them; also the Markdown summary appended to\n"
	"$GITHUB_STEP_SUMMARY and the ::error annotations with GITHUB_ACTIONS=true.\n"
	"\n"
	"Options of render:\n"
	"      --junit FILE    write a JUnit XML report to FILE ('-' for standard output)\n"
	"      --summary FILE  write a Markdown summary to FILE\n"
	"      --tap FILE      write TAP to FILE ('-' for standard output)\n"
	"      --tap-version N the TAP version --tap declares: 14 (default) or 13\n"
	"      --html FILE     write the HTML report to FILE ('-' for standard output)\n"
	"  -h, --help          print this help\n"
	"\n"
	"Exit codes: 0 success (merge: all accepted), 1 merge: not all accepted, 2\n"
	"usage error or reports that cannot be merged or read, 3 judge error (a\n"
	"report cannot be written).\n";

static const struct cli_command merge_command = {
	.name = "report",
	.help = usage,
};

/* What render's options say. */
struct render_options {
	const char *junit, *summary, *tap, *html;
	int tap_version;
};

/* In the order of the help. */
static const struct cli_option render_options[] = {
	CLI_STRING_OPTION(struct render_options, "junit", 0, junit),
	CLI_STRING_OPTION(struct render_options, "summary", 0, summary),
	CLI_STRING_OPTION(struct render_options, "tap", 0, tap),
	CLI_NUMBER_OPTION(struct render_options, "tap-version", 0, tap_version, 13, 14),
	CLI_STRING_OPTION(struct render_options, "html", 0, html),
};

static const struct cli_command render_command = {
	.name = "report",
	.help = usage,
	CLI_OPTIONS(render_options),
};

/* Reads the report at path; an error is exit 2. */
static struct report_doc *
load(const char *path)
{
	char err[1024];
	struct report_doc *d = report_doc_load(path, err, sizeof err);
	if (!d)
		die(EXIT_USAGE, "%s", err);
	return d;
}

static int
merge(int argc, char **argv)
{
	int first = cli_parse(&merge_command, argc, argv, NULL);
	if (argc - first < 2)
		usage_error("report", "merge takes OUT.json and at least one IN.json");
	size_t n = (size_t)(argc - first - 1);
	struct report_doc **in = calloc(n, sizeof *in);
	char err[1024];
	bool passed = false;

	if (!in)
		die(EXIT_JUDGE_ERROR, "out of memory");
	for (size_t i = 0; i < n; i++)
		in[i] = load(argv[first + 1 + (int)i]);
	int rc = report_doc_merge(in, n, argv[first], &passed, err, sizeof err);
	for (size_t i = 0; i < n; i++)
		report_doc_free(in[i]);
	free(in);
	if (rc != 0)
		die(rc > 0 ? EXIT_USAGE : EXIT_JUDGE_ERROR, "%s", err);
	return passed ? EXIT_ALL_ACCEPTED : EXIT_NOT_ACCEPTED;
}

static int
render(int argc, char **argv)
{
	struct render_options o = {0};
	int first = cli_parse(&render_command, argc, argv, &o);
	if (argc - first != 1)
		usage_error("report", "render takes one IN.json");
	int on_stdout = (o.junit && !strcmp(o.junit, "-")) + (o.tap && !strcmp(o.tap, "-")) +
			(o.html && !strcmp(o.html, "-"));
	if (on_stdout > 1)
		usage_error("report", "only one of --junit -, --tap - and --html - can use "
			    "standard output");
	if (o.tap_version && !o.tap)
		usage_error("report", "--tap-version is for --tap; add --tap FILE");

	struct report_doc *d = load(argv[first]);
	char err[1024];
	FILE *tap = o.tap && strcmp(o.tap, "-") ? fopen(o.tap, "w") : NULL;
	if (o.tap && strcmp(o.tap, "-") && !tap)
		die(EXIT_JUDGE_ERROR, "cannot write '%s': %s", o.tap, strerror(errno));
	struct report_targets t = {
		.junit = o.junit,
		.summary = o.summary,
		.tap = o.tap != NULL,
		.tap_out = tap,
		.tap_version = o.tap_version ? o.tap_version : 14,
		.html = o.html,
	};
	struct reporter *rs[REPORT_OPEN_MAX];
	int n = report_open_all(&t, NULL, rs);
	if (n < 0)
		die(EXIT_JUDGE_ERROR, "out of memory");
	signal(SIGPIPE, SIG_IGN);
	int rc = report_doc_replay(d, rs, (size_t)n, err, sizeof err);
	for (int i = 0; i < n; i++)
		reporter_free(rs[i]);
	report_doc_free(d);
	if (tap && fclose(tap) != 0 && rc == 0) {
		snprintf(err, sizeof err, "cannot write '%s': %s", o.tap, strerror(errno));
		rc = -1;
	}
	if (rc != 0)
		die(rc > 0 ? EXIT_USAGE : EXIT_JUDGE_ERROR, "%s", err);
	return EXIT_ALL_ACCEPTED;
}

int
cmd_report(int argc, char **argv)
{
	if (argc >= 2 && strcmp(argv[1], "merge") == 0)
		return merge(argc - 1, argv + 1);
	if (argc >= 2 && strcmp(argv[1], "render") == 0)
		return render(argc - 1, argv + 1);
	if (argc >= 2 && (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0)) {
		fputs(usage, stdout);
		return EXIT_ALL_ACCEPTED;
	}
	if (argc < 2)
		usage_error("report", "no subcommand given (merge or render)");
	usage_error("report", "unknown subcommand '%s' (merge or render)", argv[1]);
}
