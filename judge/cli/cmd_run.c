/* judge run: judge solutions against their problems and report. */
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "pipeline/pipeline.h"
#include "problem/problem_set.h"
#include "report/report.h"

static const char usage[] =
	"usage: judge run [OPTIONS] PROBLEM...\n"
	"       judge run [OPTIONS] --all\n"
	"\n"
	"Compiles solutions/PROBLEM.c (cached), runs it on every case of\n"
	"testdata/PROBLEM/*.yaml under the problem's limits, checks each output and\n"
	"prints a row per case and a summary per problem.\n"
	"\n"
	"Options:\n"
	"  -a, --all              judge every problem of the tree\n"
	"  -s, --solution FILE    judge FILE instead of solutions/PROBLEM.c (one problem)\n"
	"  -c, --case PATTERN     only cases whose name matches the glob PATTERN\n"
	"  -j, --jobs N           run N cases at once (default: the number of CPUs); a\n"
	"                         case that ends TLE or within 20% of its time limit\n"
	"                         is then re-run alone, and the report says so\n"
	"      --repeat N         run each case N times; times are the medians (the\n"
	"                         result cache is not used)\n"
	"      --no-cache         run every case, even those the result cache holds\n"
	"      --stop-on-failure  stop at the first case that is not accepted\n"
	"      --keep DIR         keep each failing case's input, output, expected\n"
	"                         answer and stderr in DIR/PROBLEM/CASE/\n"
	"      --json FILE        write a JSON report to FILE ('-' for standard output)\n"
	"      --junit FILE       write a JUnit XML report to FILE ('-' for standard output)\n"
	"      --summary FILE     write a Markdown summary to FILE (also appended to\n"
	"                         $GITHUB_STEP_SUMMARY when that is set)\n"
	"      --tap              print TAP version 14 on standard output, a test point\n"
	"                         per case (the table then goes to standard error)\n"
	"      --root DIR         the problem tree (default: $JUDGE_ROOT, else the nearest\n"
	"                         folder at or above the current one holding problems/,\n"
	"                         else the tree the judge was built from)\n"
	"      --color WHEN       colour verdicts: auto (default), always, never\n"
	"  -q, --quiet            print only each problem's summary line\n"
	"  -v, --verbose          print details for every case\n"
	"  -h, --help             print this help\n"
	"      --version          print the judge's version\n"
	"\n"
	"Verdicts: AC accepted, WA wrong answer, TLE time limit exceeded (cpu or wall),\n"
	"MLE memory limit exceeded, OLE output limit exceeded, RE run-time error (exit\n"
	"code or signal), CE compilation error, JE judge error.\n"
	"\n"
	"Exit codes: 0 all accepted, 1 any other verdict, 2 usage or problem-definition\n"
	"error, 3 judge error, 130/143 interrupted by SIGINT/SIGTERM (running programs\n"
	"are killed and reports are written, marked incomplete).\n"
	"\n"
	"Compiled binaries are cached in $JUDGE_CACHE, else $XDG_CACHE_HOME/judge,\n"
	"else ~/.cache/judge.  Beside them a result cache keeps each case's record\n"
	"for a binary when its verdict cannot hang on timing (AC, WA, RE or OLE, with\n"
	"time and memory under half their limits); an unchanged binary on unchanged\n"
	"cases, limits, checker and sandbox is then not run again, and its row says\n"
	"[cached].  With GITHUB_ACTIONS=true, failed cases are also reported as\n"
	"::error annotations on standard error.\n";

enum { OPT_JSON = 256, OPT_ROOT, OPT_COLOR, OPT_REPEAT, OPT_STOP, OPT_KEEP, OPT_NO_CACHE, OPT_JUNIT,
       OPT_SUMMARY, OPT_TAP };

static volatile sig_atomic_t stop_signal;

static void
on_signal(int sig)
{
	stop_signal = sig;
	pipeline_interrupt();
}

/* SIGINT and SIGTERM stop the run cleanly; a second one is not needed. */
static void
catch_signals(void)
{
	struct sigaction sa = {.sa_handler = on_signal};
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	/* A closed pipe on stdout is an error to report, not a silent death. */
	signal(SIGPIPE, SIG_IGN);
}

/* The reporters of this run, fed by the pipeline as cases finish. */
struct run_reports {
	struct reporter *list[16];
	size_t count;
};

static void
add_reporter(struct run_reports *rr, struct reporter *r)
{
	if (!r)
		die(EXIT_JUDGE_ERROR, "out of memory");
	rr->list[rr->count++] = r;
}

static void
on_case(void *arg, const struct problem_result *pr, const struct case_result *cr)
{
	struct run_reports *rr = arg;
	reporters_case(rr->list, rr->count, pr, cr);
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
	static const struct option longopts[] = {
		{"all", no_argument, NULL, 'a'},
		{"solution", required_argument, NULL, 's'},
		{"case", required_argument, NULL, 'c'},
		{"jobs", required_argument, NULL, 'j'},
		{"repeat", required_argument, NULL, OPT_REPEAT},
		{"stop-on-failure", no_argument, NULL, OPT_STOP},
		{"keep", required_argument, NULL, OPT_KEEP},
		{"no-cache", no_argument, NULL, OPT_NO_CACHE},
		{"json", required_argument, NULL, OPT_JSON},
		{"junit", required_argument, NULL, OPT_JUNIT},
		{"summary", required_argument, NULL, OPT_SUMMARY},
		{"tap", no_argument, NULL, OPT_TAP},
		{"root", required_argument, NULL, OPT_ROOT},
		{"color", required_argument, NULL, OPT_COLOR},
		{"quiet", no_argument, NULL, 'q'},
		{"verbose", no_argument, NULL, 'v'},
		{"help", no_argument, NULL, 'h'},
		{"version", no_argument, NULL, 'V'},
		{NULL, 0, NULL, 0},
	};
	bool all = false;
	const char *solution = NULL, *json = NULL, *root_opt = NULL, *color = NULL;
	const char *junit = NULL, *summary = NULL;
	bool tap = false;
	struct judge_params params = {0};
	struct text_options text = {0};
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	int jobs = cpus > 0 ? (int)cpus : 1;
	int c;

	while ((c = getopt_long(argc, argv, "as:c:j:qvh", longopts, NULL)) != -1) {
		switch (c) {
		case 'a':
			all = true;
			break;
		case 's':
			solution = optarg;
			break;
		case 'c':
			params.case_pattern = optarg;
			break;
		case 'j':
			jobs = (int)cli_number("run", "--jobs", optarg, 1, 256);
			break;
		case OPT_REPEAT:
			params.repeat = (int)cli_number("run", "--repeat", optarg, 1, 1000);
			break;
		case OPT_STOP:
			params.stop_on_failure = true;
			break;
		case OPT_KEEP:
			params.keep_dir = optarg;
			break;
		case OPT_NO_CACHE:
			params.no_cache = true;
			break;
		case OPT_JSON:
			json = optarg;
			break;
		case OPT_JUNIT:
			junit = optarg;
			break;
		case OPT_SUMMARY:
			summary = optarg;
			break;
		case OPT_TAP:
			tap = true;
			break;
		case OPT_ROOT:
			root_opt = optarg;
			break;
		case OPT_COLOR:
			color = optarg;
			break;
		case 'q':
			text.quiet = true;
			break;
		case 'v':
			text.verbose = true;
			break;
		case 'h':
			fputs(usage, stdout);
			return 0;
		case 'V':
			printf("judge %s\n", JUDGE_VERSION);
			return 0;
		default:
			usage_error("run", "invalid option");
		}
	}
	int nids = argc - optind;
	if (all && nids > 0)
		usage_error("run", "give problem names or --all, not both");
	if (!all && nids == 0)
		usage_error("run", "no problem given (name one or more, or use --all)");
	if (solution && (all || nids != 1))
		usage_error("run", "--solution judges one problem; name exactly one");
	if (text.quiet && text.verbose)
		usage_error("run", "--quiet and --verbose exclude each other");
	/* A report on stdout moves the human report to stderr. */
	bool json_stdout = json && strcmp(json, "-") == 0;
	bool junit_stdout = junit && strcmp(junit, "-") == 0;
	if (json_stdout + junit_stdout + tap > 1)
		usage_error("run", "only one of --json -, --junit - and --tap can use standard output");
	FILE *human = json_stdout || junit_stdout || tap ? stderr : stdout;
	text.color = cli_color("run", color, human);
	text.progress = isatty(fileno(human)) && !text.verbose;

	char root[PATH_MAX], err[512];
	struct problem_set set;
	cli_load_problems(root_opt, root, sizeof root, argv + optind, (size_t)nids, all, &set);

	struct run_reports reports = {0};
	struct pipeline_options popts = {
		.workers = jobs,
	};
	params.on_case = on_case;
	params.on_case_arg = &reports;
	struct pipeline *pl = pipeline_new(&popts, err, sizeof err);
	if (!pl)
		die(EXIT_JUDGE_ERROR, "cannot set up the sandbox: %s", err);
	struct sandbox_report sb;
	pipeline_describe(pl, &sb);
	print_warnings(&sb);

	add_reporter(&reports, report_text_new(human, &text));
	if (json)
		add_reporter(&reports, report_json_new(json, &sb));
	if (junit)
		add_reporter(&reports, report_junit_new(junit));
	if (tap)
		add_reporter(&reports, report_tap_new(stdout));
	if (summary)
		add_reporter(&reports, report_markdown_new(summary, false));
	const char *step_summary = getenv("GITHUB_STEP_SUMMARY");
	if (step_summary && *step_summary)
		add_reporter(&reports, report_markdown_new(step_summary, true));
	const char *actions = getenv("GITHUB_ACTIONS");
	if (actions && strcmp(actions, "true") == 0)
		add_reporter(&reports, report_github_new(stderr));
	add_reporter(&reports, report_last_new(root));

	catch_signals();
	enum verdict worst = VERDICT_AC;
	for (size_t i = 0; i < set.count && !pipeline_interrupted(); i++) {
		struct problem *p = set.problems[i];
		const char *src = solution ? solution : p->solution;
		struct problem_result pr;

		reporters_begin(reports.list, reports.count, p, src);
		pipeline_judge(pl, p, &set.testdata[i], src, &params, &pr);
		reporters_end(reports.list, reports.count, &pr);
		worst = verdict_worst(worst, pr.verdict);
		bool stop = params.stop_on_failure && pr.verdict != VERDICT_AC;
		problem_result_fini(&pr);
		if (stop)
			break;
	}
	bool complete = !pipeline_interrupted();
	if (reporters_finish(reports.list, reports.count, complete, err, sizeof err) < 0)
		die(EXIT_JUDGE_ERROR, "%s", err);

	for (size_t i = 0; i < reports.count; i++)
		reporter_free(reports.list[i]);
	pipeline_free(pl);
	problem_set_fini(&set);
	if (!complete) {
		fprintf(stderr, "judge: interrupted; reports are marked incomplete\n");
		return 128 + stop_signal;
	}
	if (worst == VERDICT_JE)
		return EXIT_JUDGE_ERROR;
	return worst == VERDICT_AC ? EXIT_ALL_ACCEPTED : EXIT_NOT_ACCEPTED;
}
