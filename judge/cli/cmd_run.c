/* judge run: judge solutions against their problems and report. */
#include <limits.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "base/progress.h"
#include "shard.h"
#include "timelimit.h"
#include "problem/expectation.h"
#include "validate.h"
#include "pipeline/pipeline.h"
#include "problem/problem_set.h"
#include "report/report.h"

static const char usage[] =
	"usage: judge run [OPTIONS] PROBLEM...\n"
	"       judge run [OPTIONS] --all\n"
	"\n"
	"Compiles solutions/PROBLEM.EXT (cached; the extension names the language:\n"
	"see 'judge doctor'), runs it on every case of testdata/PROBLEM/*.yaml under\n"
	"the problem's limits, checks each output and prints a row per case and a\n"
	"summary per problem.  A PROBLEM is an id, a prefix of exactly one id, or a\n"
	"folder holding problem.yaml (a package, or a folder of the tree's problems/;\n"
	"'.' in it): the folder, with a note, when a name is both.\n"
	"\n"
	"Options:\n"
	"  -a, --all              judge every problem of the tree\n"
	"  -s, --solution FILE    judge FILE (any language) instead of the main solution;\n"
	"                         or DIR: one program of the files at its top, in the\n"
	"                         language claiming most of them\n"
	"  -c, --case PATTERN     only cases whose name matches the glob PATTERN\n"
	"      --exact-limits     judge with the time limits as written (below)\n"
	"  -j, --jobs N           run N cases at once (default: the number of CPUs); a\n"
	"                         case that ends TLE or within 20% of its time limit\n"
	"                         is then re-run alone, and the report says so\n"
	"      --repeat N         run each case N times; times are the medians (the\n"
	"                         result cache is not used)\n"
	"      --no-cache         run every case, even those the result cache holds\n"
	"      --no-validate      judge without running the input validators first (by\n"
	"                         default an input one rejects stops the run: exit 2)\n"
	"      --stop-on-failure  stop at the first case that is not accepted\n"
	"      --keep DIR         keep each failing case's input, output, expected\n"
	"                         answer and stderr in DIR/PROBLEM/CASE/ (an\n"
	"                         interactive case's transcript as 'interaction', a\n"
	"                         multi-pass case's passes in pass-N/)\n"
	"      --json FILE        write a JSON report to FILE ('-' for standard output)\n"
	"      --junit FILE       write a JUnit XML report to FILE ('-' for standard output)\n"
	"      --html FILE        write an HTML report to FILE ('-' for standard output):\n"
	"                         one self-contained page with each problem's summary,\n"
	"                         charts of time and memory against the limits and a\n"
	"                         sortable table of cases\n"
	"      --summary FILE     write a Markdown summary to FILE (also appended to\n"
	"                         $GITHUB_STEP_SUMMARY when that is set)\n"
	"      --tap              print TAP version 14 on standard output, a test point\n"
	"                         per case (the table then goes to standard error)\n"
	"      --tap-version N    the TAP version --tap declares: 14 (default) or 13,\n"
	"                         for readers that refuse 14 (Debian 12's prove)\n"
	"      --shard K/N        judge the K-th of N shares of the cases, of about equal\n"
	"                         time, for N machines at once (see 'judge report')\n"
	"      --shard-times FILE balance them by the wall times in FILE, an earlier\n"
	"                         --json report (default: by case counts)\n"
	"      --root DIR         the problem tree (default: $JUDGE_ROOT, else the nearest\n"
	"                         folder at or above the current one holding problems/,\n"
	"                         else the tree the judge was built from)\n"
	"      --color WHEN       colour verdicts: auto (default), always, never\n"
	"      --trusted          run even where solutions cannot be isolated from the\n"
	"                         judge and the tree (a normal user without user\n"
	"                         namespaces: see 'judge doctor'); for your own code only\n"
	"  -q, --quiet            print only each problem's summary line\n"
	"  -v, --verbose          print details for every case (an interactive\n"
	"                         case's transcript, a multi-pass case's passes too)\n"
	"  -h, --help             print this help\n"
	"      --version          print the judge's version\n"
	"\n";

/* The rest of the help. */
static const char usage_more[] =
	"Verdicts: AC accepted, WA wrong answer, TLE time limit exceeded (cpu or wall),\n"
	"MLE memory limit exceeded, OLE output limit exceeded, RE run-time error (exit\n"
	"code or signal), CE compilation error, JE judge error.\n"
	"\n"
	"Limits that travel: a problem that records the calibration score of the\n"
	"machine its time limit was set on (limits: calibration:, a package's\n"
	".calibration) is judged with its CPU and wall limits x that score / this\n"
	"machine's ('judge calibrate'; $JUDGE_CALIBRATION stands for it), as standard\n"
	"error and every report say; as written with --exact-limits, or when this\n"
	"machine is too noisy to calibrate (a warning).\n"
	"\n"
	"Exit codes: 0 all accepted, 1 any other verdict, 2 usage or problem-definition\n"
	"error, 3 judge error (also: runs not isolated, without --trusted), 130/143\n"
	"interrupted by SIGINT/SIGTERM (running programs are killed and reports are\n"
	"written, marked incomplete).\n"
	"\n"
	"Compiled binaries are cached in $JUDGE_CACHE, else $XDG_CACHE_HOME/judge,\n"
	"else ~/.cache/judge.  Beside them a result cache keeps each case's record\n"
	"for a binary when its verdict cannot hang on timing (AC, WA, RE or OLE, with\n"
	"time and memory under half their limits); an unchanged binary on unchanged\n"
	"cases, limits, checker and sandbox is then not run again, and its row says\n"
	"[cached].  With GITHUB_ACTIONS=true, failed cases are also reported as\n"
	"::error annotations on standard error.\n";

/* What the options say. */
struct run_options {
	bool all, tap, trusted, no_validate, exact_limits;
	const char *solution, *json, *junit, *html, *summary, *root, *color, *shard, *shard_times;
	int jobs, tap_version;
	struct judge_params params;
	struct text_options text;
};

/* In the order of the help. */
static const struct cli_option run_options[] = {
	CLI_FLAG_OPTION(struct run_options, "all", 'a', all),
	CLI_STRING_OPTION(struct run_options, "solution", 's', solution),
	CLI_STRING_OPTION(struct run_options, "case", 'c', params.case_pattern),
	CLI_FLAG_OPTION(struct run_options, "exact-limits", 0, exact_limits),
	CLI_NUMBER_OPTION(struct run_options, "jobs", 'j', jobs, 1, 256),
	CLI_NUMBER_OPTION(struct run_options, "repeat", 0, params.repeat, 1, 1000),
	CLI_FLAG_OPTION(struct run_options, "stop-on-failure", 0, params.stop_on_failure),
	CLI_STRING_OPTION(struct run_options, "keep", 0, params.keep_dir),
	CLI_FLAG_OPTION(struct run_options, "no-cache", 0, params.no_cache),
	CLI_FLAG_OPTION(struct run_options, "no-validate", 0, no_validate),
	CLI_STRING_OPTION(struct run_options, "json", 0, json),
	CLI_STRING_OPTION(struct run_options, "junit", 0, junit),
	CLI_STRING_OPTION(struct run_options, "html", 0, html),
	CLI_STRING_OPTION(struct run_options, "summary", 0, summary),
	CLI_FLAG_OPTION(struct run_options, "tap", 0, tap),
	CLI_NUMBER_OPTION(struct run_options, "tap-version", 0, tap_version, 13, 14),
	CLI_STRING_OPTION(struct run_options, "shard", 0, shard),
	CLI_STRING_OPTION(struct run_options, "shard-times", 0, shard_times),
	CLI_STRING_OPTION(struct run_options, "root", 0, root),
	CLI_STRING_OPTION(struct run_options, "color", 0, color),
	CLI_FLAG_OPTION(struct run_options, "trusted", 0, trusted),
	CLI_FLAG_OPTION(struct run_options, "quiet", 'q', text.quiet),
	CLI_FLAG_OPTION(struct run_options, "verbose", 'v', text.verbose),
};

static const struct cli_command run_command = {
	.name = "run",
	.help = usage,
	.help_more = usage_more,
	CLI_OPTIONS(run_options),
	.version = true,
};

/* The reporters of this run, fed by the pipeline as cases finish. */
struct run_reports {
	struct reporter *list[REPORT_OPEN_MAX];
	size_t count;
};

static void
on_case(void *arg, const struct problem_result *pr, const struct case_result *cr)
{
	struct run_reports *rr = arg;
	reporters_case(rr->list, rr->count, pr, cr);
}

static void
on_skip(void *arg, const struct problem_result *pr, const struct testcase *tc)
{
	struct run_reports *rr = arg;
	reporters_skip(rr->list, rr->count, pr, tc);
}

/* Says once, before judging, what this machine does not let the sandbox enforce. */
static void
print_warnings(const struct sandbox_report *sb)
{
	for (const char *s = sb->warnings; *s;) {
		size_t n = strcspn(s, "\n");
		if (n)
			fprintf(stderr, "judge: warning: %.*s\n", (int)n, s);
		s += n + (s[n] == '\n');
	}
}

int
cmd_run(int argc, char **argv)
{
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	struct run_options o = {.jobs = cpus > 0 ? (int)cpus : 1};
	int first = cli_parse(&run_command, argc, argv, &o);
	int nids = argc - first;
	if (o.all && nids > 0)
		usage_error("run", "give problem names or --all, not both");
	if (!o.all && nids == 0)
		usage_error("run", "no problem given (name one or more, or use --all)");
	if (o.solution && (o.all || nids != 1))
		usage_error("run", "--solution judges one problem; name exactly one");
	if (o.text.quiet && o.text.verbose)
		usage_error("run", "--quiet and --verbose exclude each other");
	if (o.tap_version && !o.tap)
		usage_error("run", "--tap-version is for --tap; add --tap");
	struct report_shard shard;
	shard_parse("run", o.shard, &shard);
	if (shard.count && o.params.stop_on_failure)
		usage_error("run", "--stop-on-failure cannot be split: each shard would stop "
			    "on its own (use one of them)");
	if (o.shard_times && !shard.count)
		usage_error("run", "--shard-times balances --shard; give --shard K/N too");
	/* A report on stdout moves the human report to stderr. */
	bool json_stdout = o.json && strcmp(o.json, "-") == 0;
	bool junit_stdout = o.junit && strcmp(o.junit, "-") == 0;
	bool html_stdout = o.html && strcmp(o.html, "-") == 0;
	if (json_stdout + junit_stdout + html_stdout + o.tap > 1)
		usage_error("run", "only one of --json -, --junit -, --html - and --tap can use "
			    "standard output");
	FILE *human = json_stdout || junit_stdout || html_stdout || o.tap ? stderr : stdout;
	o.text.color = cli_color("run", o.color, human);
	/* -v prints every case in full: a line between them would only flicker. */
	if (!o.text.verbose)
		progress_begin(human);
	o.params.transcripts = o.text.verbose;

	char root[PATH_MAX], err[512];
	struct problem_set set;
	cli_load_problems(o.root, root, sizeof root, argv + first, (size_t)nids, o.all, &set);
	cli_scale_limits(set.problems, set.count, o.exact_limits);
	struct shard_times times;
	shard_times_load(o.shard_times, REPORT_KIND_RUN, &times);
	bool **only = shard.count ? shard_split_cases(&shard, &set, o.params.case_pattern, &times)
				  : NULL;
	shard_times_fini(&times);

	struct run_reports reports = {0};
	o.params.on_case = on_case;
	o.params.on_skip = on_skip;
	o.params.on_case_arg = &reports;
	struct sandbox_report sb;
	struct pipeline *pl = cli_pipeline(o.jobs, o.trusted, &sb);
	print_warnings(&sb);
	if (!o.no_validate)
		cli_validate_before_judging("run", pl, &set, o.params.no_cache);

	struct report_targets targets = {
		.human = human,
		.text = &o.text,
		.json = o.json,
		.junit = o.junit,
		.html = o.html,
		.summary = o.summary,
		.tap = o.tap,
		.tap_version = o.tap_version ? o.tap_version : 14,
		/* A shard's verdict is not its problems' verdict. */
		.root = shard.count ? NULL : root,
		.shard = shard,
	};
	int made = report_open_all(&targets, &sb, reports.list);
	if (made < 0)
		die(EXIT_JUDGE_ERROR, "out of memory");
	reports.count = (size_t)made;

	/* A closed pipe on stdout is an error to report, not a silent death. */
	signal(SIGPIPE, SIG_IGN);
	enum verdict worst = VERDICT_AC;
	o.params.languages = &set.languages;
	for (size_t i = 0; i < set.count && !pipeline_interrupted(); i++) {
		struct problem *p = set.problems[i];
		const char *src = o.solution ? o.solution : p->solution;
		struct problem_result pr;

		/* A package without a time limit: derived first, from the submissions bounding it. */
		if (p->format && !p->timing.fixed) {
			struct timelimit_derived tl;
			struct expectation_set es;
			char why[1024];

			cli_load_expectations(p, &set.languages, &set.testdata[i], &es);
			int rc = timelimit_derive(pl, &set.languages, p, &set.testdata[i], &es, &tl,
						  why, sizeof why);
			expectation_set_fini(&es);
			if (rc < 0)
				die(EXIT_USAGE, "%s: %s", p->id, why);
			timelimit_describe(p, &tl, why, sizeof why);
			fprintf(stderr, "judge: %s: %s\n", p->id, why);
		}
		reporters_begin(reports.list, reports.count, p, src);
		o.params.only = only ? only[i] : NULL;
		pipeline_judge(pl, p, &set.testdata[i], src, &o.params, &pr);
		reporters_end(reports.list, reports.count, &pr);
		worst = verdict_worst(worst, pr.verdict);
		bool stop = o.params.stop_on_failure && pr.verdict != VERDICT_AC;
		problem_result_fini(&pr);
		if (stop)
			break;
	}
	progress_end();
	bool complete = !pipeline_interrupted();
	if (reporters_finish(reports.list, reports.count, complete, err, sizeof err) < 0)
		die(EXIT_JUDGE_ERROR, "%s", err);

	for (size_t i = 0; i < reports.count; i++)
		reporter_free(reports.list[i]);
	pipeline_free(pl);
	shard_flags_free(only, set.count);
	problem_set_fini(&set);
	if (!complete) {
		fprintf(stderr, "judge: interrupted; reports are marked incomplete\n");
		return 128 + cli_caught_signal();
	}
	if (worst == VERDICT_JE)
		return EXIT_JUDGE_ERROR;
	return worst == VERDICT_AC ? EXIT_ALL_ACCEPTED : EXIT_NOT_ACCEPTED;
}
