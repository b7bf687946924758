/* judge verify: the main solution and every known-wrong submission meet expectations. */
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "calibration.h"
#include "cli.h"
#include "margins.h"
#include "shard.h"
#include "timelimit.h"
#include "validate.h"
#include "base/escape.h"
#include "base/progress.h"
#include "pipeline/case.h"
#include "pipeline/pipeline.h"
#include "problem/expectation.h"
#include "problem/problem_set.h"
#include "report/verify_html.h"
#include "report/report.h"
#include "report/verify_json.h"

static const char usage[] =
	"usage: judge verify [OPTIONS] PROBLEM...\n"
	"       judge verify [OPTIONS] --all\n"
	"\n"
	"Checks that a problem is well made: its main solution (solutions/PROBLEM.EXT)\n"
	"gets AC on every case with half the time limit, and every submission in\n"
	"problems/PROBLEM/submissions/EXPECTED/ (any file whose extension names a\n"
	"language: see 'judge doctor') gets its expected verdict on at least one case\n"
	"and AC elsewhere, where EXPECTED is accepted, wrong_answer,\n"
	"time_limit_exceeded or run_time_error.  A time_limit_exceeded submission must\n"
	"still exceed twice the limit.  A package (PROBLEM its folder) has no main\n"
	"solution; its submissions follow its format's folders: in the current one also\n"
	"rejected/ (some case not AC), brute_force/ (never WA, some TLE or RTE) and\n"
	"submissions/submissions.yaml (permitted and required verdicts per submission\n"
	"glob and test group, message, use_for_time_limit; errors with file:line:col).\n"
	"A submission's run stops at its first failing case once that settles its\n"
	"expectation (later cases show '-', not run).  A submission whose language is\n"
	"not installed here, or that no rule covers, is skipped (listed, neither met\n"
	"nor missed).  Prints the verdict matrix (case x solution) with each column's\n"
	"language and compiler, then the time limit's margins (slowest accepted,\n"
	"fastest time_limit_exceeded, as ratios; a 'warn' line, not a failure, for an\n"
	"accepted submission within them) and per submission whether its verdict\n"
	"holds on a machine 25% slower and 25% faster than the one the limit was set\n"
	"on (problem.yaml's limits: calibration: against this machine's 'judge\n"
	"calibrate' score; without it, this machine).  A problem that records that\n"
	"calibration is judged with its CPU and wall limits x that score / this\n"
	"machine's (as 'judge run' says), unless --exact-limits.\n"
	"\n"
	"Options:\n"
	"  -a, --all         verify every problem of the tree\n"
	"      --exact-limits  judge with the time limits as written, not scaled\n"
	"  -j, --jobs N      run N cases at once (default: the number of CPUs); times\n"
	"                    near a limit are measured again alone, except for\n"
	"                    time_limit_exceeded submissions, whose CPU time is trusted\n"
	"      --json FILE   also write the verify report (schema 1: each problem's time\n"
	"                    limit and margins, each submission's expectation, verdict\n"
	"                    and cases) to FILE, or - for standard output\n"
	"      --html FILE   also write the verify report as one self-contained HTML\n"
	"                    page (the verdict matrix as a coloured grid) to FILE, or -\n"
	"                    for standard output\n"
	"      --no-validate judge without running the input validators first (by\n"
	"                    default an input one rejects stops the verify: exit 2)\n"
	"      --root DIR    the problem tree (as for 'judge run')\n"
	"      --shard K/N   verify only the K-th of N shares of the submissions (each\n"
	"                    with all its cases), for N machines at once; merge their\n"
	"                    --json reports with 'judge report merge'\n"
	"      --shard-times FILE  balance the shares by the CPU times of the cases in\n"
	"                    FILE, an earlier (merged) verify --json report; without\n"
	"                    it, by the number of cases\n"
	"      --trusted     run even where solutions cannot be isolated (as for\n"
	"                    'judge run')\n"
	"  -v, --verbose     print every row of the matrix, not only rows with a non-AC\n"
	"  -h, --help        print this help\n"
	"\n"
	"Exit codes: 0 every expectation met, 1 some expectation missed, 2 usage or\n"
	"problem-definition error, 3 judge error (also: runs not isolated, without\n"
	"--trusted).\n";

/* What the options say. */
struct verify_options {
	bool all, verbose, trusted, no_validate, exact_limits;
	int jobs;
	const char *root, *json, *html, *shard, *shard_times;
};

/* In the order of the help. */
static const struct cli_option verify_options[] = {
	CLI_FLAG_OPTION(struct verify_options, "all", 'a', all),
	CLI_FLAG_OPTION(struct verify_options, "exact-limits", 0, exact_limits),
	CLI_NUMBER_OPTION(struct verify_options, "jobs", 'j', jobs, 1, 256),
	CLI_STRING_OPTION(struct verify_options, "json", 0, json),
	CLI_STRING_OPTION(struct verify_options, "html", 0, html),
	CLI_FLAG_OPTION(struct verify_options, "no-validate", 0, no_validate),
	CLI_STRING_OPTION(struct verify_options, "root", 0, root),
	CLI_STRING_OPTION(struct verify_options, "shard", 0, shard),
	CLI_STRING_OPTION(struct verify_options, "shard-times", 0, shard_times),
	CLI_FLAG_OPTION(struct verify_options, "trusted", 0, trusted),
	CLI_FLAG_OPTION(struct verify_options, "verbose", 'v', verbose),
};

static const struct cli_command verify_command = {
	.name = "verify",
	.help = usage,
	CLI_OPTIONS(verify_options),
};

/* One column of the matrix. */
struct column {
	const struct expectation_set *set;     /* borrowed */
	const struct expected_submission *x;   /* ... from it */
	size_t index;            /* x's place in set */
	struct problem_result pr;
	enum verdict *by_case;   /* verdict per testdata case, VERDICT_COUNT if not run */
	bool *idle;              /* per case: a TLE by the wall clock (waiting, idle) */
	struct verify_case *cases; /* ... with its name (borrowed from set) and CPU time */
	int64_t slowest_us;      /* its slowest case's CPU time */
	int64_t tle_us;          /* the CPU time at which its TLE held beyond the limit... */
	bool tle_by_clock;       /* ... or the run took longer than that by the clock */
	const char *tle_case;    /* ... on that case (borrowed from set), or NULL */
	struct expectation_tally tally;
	char stray_why[160];     /* the message or detail of its first verdict not permitted */
	char verdict_note[256];  /* why the expectation was missed, or "" */
	bool skipped;            /* no expectation, or its language is not installed */
};

/*
 * The share of p's limits a column is judged under: the main solution must
 * pass within the limit over ac_to_time_limit, every other program within
 * the limit itself.
 */
static double
column_time_scale(const struct problem *p, const struct column *col)
{
	return col->x->main ? 1 / p->timing.ac_to_time_limit : 1;
}

/*
 * The progress line while col is judged: which submission of the problem, and
 * how many of its cases are done (pr NULL: none yet).
 */
static void
show_column(const struct problem *p, const struct column *col, const struct problem_result *pr)
{
	char cases[64] = "";

	if (pr)
		snprintf(cases, sizeof cases, ", case %zu/%zu", pr->count, pr->selected);
	progress_show("verify %s: submission %zu/%zu %s%s", p->id, col->index + 1,
		      col->set->nsubs, col->x->label, cases);
}

/* on_case: records a case's verdict into the column being judged. */
static void
record(void *arg, const struct problem_result *pr, const struct case_result *cr)
{
	struct column *col = arg;
	size_t i = cr->tc->index;
	bool was = col->tally.violated;

	show_column(pr->problem, col, pr);
	col->by_case[i] = cr->verdict;
	col->idle[i] = case_tle_by_wall(cr);
	col->cases[i].verdict = cr->verdict;
	col->cases[i].time_us = cr->usage.cpu_us;
	if (cr->usage.cpu_us > col->slowest_us)
		col->slowest_us = cr->usage.cpu_us;
	expectation_observe(col->set, col->x, &col->tally, i, cr->verdict, cr->message);
	if (!was && col->tally.violated)
		snprintf(col->stray_why, sizeof col->stray_why, "%s",
			 cr->message[0] ? cr->message : cr->detail);
}

/* stop_if: a failing case ends the column's run once nothing later decides it. */
static bool
settled(void *arg, const struct problem_result *pr, const struct case_result *cr)
{
	const struct column *col = arg;

	(void)pr;
	(void)cr;
	return expectation_settled(col->set, col->x, &col->tally);
}

/*
 * on_case of a re-run (col, arg): its CPU time only (its verdict is not the
 * column's), or -1 for a TLE by the wall clock (waiting, idle): no CPU time
 * bounds that one, which holds on any machine; and, for a case the column
 * was idle on (its TLE by the wall clock), whether the re-run took longer by
 * the clock than the limit it ran under, which BAPCtools counts as TLE (a
 * program that closes its output and sleeps, then exits by itself).
 */
static void
record_time(void *arg, const struct problem_result *pr, const struct case_result *cr)
{
	struct column *col = arg;
	double limit_us = pr->problem->timing.time_limit_to_tle * 1000.0 *
			  (double)cr->tc->limits.time_ms;

	col->tle_by_clock = col->idle[cr->tc->index] && (double)cr->usage.wall_us >= limit_us;
	col->tle_us = case_tle_by_wall(cr) || col->tle_by_clock ? -1 : cr->usage.cpu_us;
}

/*
 * A submission that must get TLE must stay TLE with time_limit_to_tle times
 * the limit (twice in the judge's format) on a case where it bounds the limit
 * from above (or, where it was idle, run longer than that by the clock, as
 * BAPCtools counts a program that sleeps).  One such case is enough, so try its TLE cases one
 * at a time until one holds, then the cases it was not run on.  Returns
 * whether one held, and its time and case into col.
 */
static bool
tle_holds(struct pipeline *pl, const struct language_table *languages, const struct problem *p,
	  const struct testdata *td, struct column *col)
{
	bool *only = calloc(td->count ? td->count : 1, sizeof *only);
	bool held = false;

	if (!only)
		die(EXIT_JUDGE_ERROR, "out of memory");
	for (int pass = 0; pass < 2 && !held; pass++) {
		enum verdict want = pass ? VERDICT_COUNT : VERDICT_TLE;

		for (size_t i = 0; i < td->count && !held && !pipeline_interrupted(); i++) {
			if (col->by_case[i] != want || !expectation_bounds_above(col->set, col->x, i))
				continue;
			only[i] = true;
			show_column(p, col, NULL);
			struct judge_params twice = {
				.languages = languages, .entrypoint = col->x->entrypoint,
				.only = only, .no_rerun = true,
				.time_scale = p->timing.time_limit_to_tle,
				.on_case = record_time, .on_case_arg = col,
			};
			struct problem_result again;
			col->tle_by_clock = false;
			pipeline_judge(pl, p, td, col->x->path, &twice, &again);
			held = again.count == 1 && (again.verdict == VERDICT_TLE || col->tle_by_clock);
			col->tle_case = held ? col->set->cases[i] : NULL;
			problem_result_fini(&again);
			only[i] = false;
		}
	}
	free(only);
	return held;
}

/*
 * Judges one column, stopping at a failing case once its expectation is
 * settled, and decides whether it met its expectation.  Returns the worst
 * verdict seen, for the exit code (JE stands out).
 */
static enum verdict
judge_column(struct pipeline *pl, const struct language_table *languages,
	     const struct problem *p, const struct testdata *td, struct column *col)
{
	unsigned expected = expectation_expected(col->set, col->x);
	/* CPU time hardly changes under parallel load; a TLE submission need not wait twice. */
	struct judge_params params = {
		.languages = languages,
		.entrypoint = col->x->entrypoint,
		.time_scale = column_time_scale(p, col),
		.no_rerun = expected == EXPECTATION_BIT(VERDICT_TLE),
		.stop_on_failure = true,
		.stop_if = settled,
		.on_case = record,
		.on_case_arg = col,
	};

	col->by_case = malloc((td->count ? td->count : 1) * sizeof *col->by_case);
	col->idle = calloc(td->count ? td->count : 1, sizeof *col->idle);
	col->cases = calloc(td->count ? td->count : 1, sizeof *col->cases);
	if (!col->by_case || !col->idle || !col->cases ||
	    expectation_tally_init(&col->tally, col->x) < 0)
		die(EXIT_JUDGE_ERROR, "out of memory");
	for (size_t i = 0; i < td->count; i++) {
		col->cases[i] = (struct verify_case){col->set->cases[i], VERDICT_COUNT, 0};
		col->by_case[i] = VERDICT_COUNT;
	}
	if (!col->x->nrules) {
		col->skipped = true;
		snprintf(col->verdict_note, sizeof col->verdict_note, "no expectation: neither a "
			 "default folder nor a submissions.yaml rule covers it");
		return VERDICT_AC;
	}
	show_column(p, col, NULL);
	pipeline_judge(pl, p, td, col->x->path, &params, &col->pr);

	if (col->pr.unavailable) {
		col->skipped = true;
		snprintf(col->verdict_note, sizeof col->verdict_note, "%s", col->pr.message);
		return VERDICT_AC;
	}
	if (col->pr.verdict == VERDICT_CE || col->pr.count == 0) {
		snprintf(col->verdict_note, sizeof col->verdict_note, "%s: %s",
			 verdict_name(col->pr.verdict), col->pr.message);
		return col->pr.verdict == VERDICT_AC ? VERDICT_JE : col->pr.verdict;
	}
	if (score_tally_scored(&col->pr.score))
		expectation_observe_score(&col->tally, score_tally_total(&col->pr.score));
	bool met = expectation_met(col->set, col->x, &col->tally, col->verdict_note,
				   sizeof col->verdict_note);

	if (!met && col->x->main && col->tally.violated)
		snprintf(col->verdict_note, sizeof col->verdict_note,
			 "gets %s on '%s' with half the time limit (%s)",
			 verdict_name(col->tally.bad), col->set->cases[col->tally.bad_case],
			 col->stray_why);
	bool upper = false;
	for (size_t i = 0; i < td->count && !upper; i++)
		upper = col->by_case[i] == VERDICT_TLE &&
			expectation_bounds_above(col->set, col->x, i);
	if (met && upper && !tle_holds(pl, languages, p, td, col)) {
		char factor[32] = "twice";

		if (p->timing.time_limit_to_tle != 2)
			snprintf(factor, sizeof factor, "%g times", p->timing.time_limit_to_tle);
		snprintf(col->verdict_note, sizeof col->verdict_note,
			 "fragile time limit: passes every case with %s the limit", factor);
	}
	return col->pr.verdict;
}

static void
print_matrix(FILE *out, const struct problem *p, const struct testdata *td, struct column *cols,
	     size_t n, bool verbose)
{
	escape_line(out, p->id);
	fputs(": verdict matrix (columns: ", out);
	for (size_t j = 0; j < n; j++) {
		fprintf(out, "%s%zu=", j ? ", " : "", j + 1);
		escape_line(out, cols[j].x->label);
	}
	fprintf(out, ")\n");
	/* Each language once, with the compiler (or runtime) that judged it. */
	for (size_t j = 0; j < n; j++) {
		const struct language *lang = cols[j].pr.language;
		bool seen = false;

		for (size_t k = 0; k < j && lang; k++)
			seen |= cols[k].pr.language == lang;
		if (lang && !seen)
			fprintf(out, "  language %s: %s\n", lang->name,
			       cols[j].pr.compiler[0] ? cols[j].pr.compiler : "(no version)");
	}
	fprintf(out, "  %-28s", "case");
	for (size_t j = 0; j < n; j++)
		fprintf(out, " %4zu", j + 1);
	fputc('\n', out);

	struct diag d;
	struct testcase tc;
	size_t hidden = 0;
	diag_init(&d);
	struct testdata_reader *r = testdata_reader_new(td, &d);
	while (r && testdata_read(r, &tc) > 0) {
		size_t i = tc.index;
		bool interesting = verbose;
		for (size_t j = 0; j < n; j++)
			interesting |= cols[j].by_case[i] != VERDICT_AC;
		if (!interesting) {
			hidden++;
			testcase_fini(&tc);
			continue;
		}
		fputs("  ", out);
		escape_column(out, tc.name, 28);
		for (size_t j = 0; j < n; j++) {
			enum verdict v = cols[j].by_case[i];
			fprintf(out, " %4s", v == VERDICT_COUNT ? "-" : verdict_name(v));
		}
		fputc('\n', out);
		testcase_fini(&tc);
	}
	if (!r || d.errors) {
		const struct diag_entry *first = diag_first_error(&d);
		char *text = first ? diag_entry_text(first) : NULL;
		fprintf(out, "  (the testdata could not be read again: %s)\n",
		       text ? text : "out of memory");
		free(text);
	}
	testdata_reader_free(r);
	diag_fini(&d);
	if (td->score.ngroups) {
		char mx[32], label[64], sc[32];

		report_format_score(td->score.max, mx, sizeof mx);
		snprintf(label, sizeof label, "score (of %s)", mx);
		fprintf(out, "  %-28s", label);
		/* Three figures fit a column (the JSON report has them all). */
		for (size_t j = 0; j < n; j++) {
			double x = cols[j].tally.score;
			snprintf(sc, sizeof sc, x >= 100 ? "%.0f" : "%.3g", x);
			fprintf(out, " %4s", cols[j].tally.scored ? sc : "-");
		}
		fputc('\n', out);
	}
	if (hidden)
		fprintf(out, "  (%zu case%s where every solution gets AC not shown; -v shows them)\n", hidden,
		       hidden == 1 ? "" : "s");
}

/*
 * The margins of p's limit from its columns that got AC or TLE (each AC
 * one's slowest case bounding the limit from below; a TLE one's time where
 * its TLE held, or else its slowest case bounding it from above), printed
 * to out.
 */
static void
print_margins(FILE *out, const struct problem *p, const struct testdata *td,
	      const struct column *cols, size_t n)
{
	struct margins_entry *e = calloc(n ? n : 1, sizeof *e);
	size_t k = 0;

	if (!e)
		die(EXIT_JUDGE_ERROR, "out of memory");
	for (size_t j = 0; j < n; j++) {
		const struct column *c = &cols[j];
		bool tle = c->pr.verdict == VERDICT_TLE;
		struct margins_entry x = {.label = c->x->label, .tle = tle, .time_us = -1,
					  .scale = column_time_scale(p, c)};

		for (size_t i = 0; i < td->count && !c->skipped; i++) {
			bool bounds = tle ? expectation_bounds_above(c->set, c->x, i)
					  : expectation_bounds_below(c->set, c->x, i);

			if (c->cases[i].verdict == VERDICT_COUNT || !bounds ||
			    c->cases[i].time_us <= x.time_us)
				continue;
			x.time_us = c->cases[i].time_us;
			x.case_name = c->cases[i].name;
			x.stopped = c->cases[i].verdict == VERDICT_TLE;
		}
		/* A TLE by the wall clock alone bounds no CPU time: its time is not a margin. */
		if (tle && c->tle_case && c->tle_us < 0)
			continue;
		if (tle && c->tle_case) {
			x.time_us = c->tle_us;
			x.case_name = c->tle_case;
			x.stopped = true;
		}
		/* Accepted and time_limit_exceeded ones only: a WA's time tells nothing here. */
		if (x.time_us >= 0 && (tle ? x.stopped : c->pr.verdict == VERDICT_AC))
			e[k++] = x;
	}
	margins_print(out, p, problem_case_limits(p, NULL, NULL).time_ms, e, k);
	free(e);
}

/*
 * The verify report's part for problem p (its columns cols): the time limit
 * with the margins the submissions show, then each submission.
 */
static void
report_problem(struct verify_json *vj, struct verify_html *vh, const struct problem *p,
	       const struct testdata *td, const struct column *cols, size_t n)
{
	struct verify_submission *subs = calloc(n ? n : 1, sizeof *subs);

	if (!subs)
		die(EXIT_JUDGE_ERROR, "out of memory");
	struct verify_time_limit tl = {
		.ms = problem_case_limits(p, NULL, NULL).time_ms,
		.derived = p->format && !p->timing.fixed,
		.slowest_accepted_ms = -1, .fastest_tle_ms = -1,
	};

	for (size_t j = 0; j < n; j++) {
		const struct column *c = &cols[j];
		int64_t below = -1, above = -1;

		for (size_t i = 0; i < td->count && !c->skipped; i++) {
			int64_t ms = c->cases[i].time_us / 1000;

			if (c->cases[i].verdict == VERDICT_COUNT)
				continue;
			if (expectation_bounds_below(c->set, c->x, i) && ms > below)
				below = ms;
			if (expectation_bounds_above(c->set, c->x, i) && ms > above)
				above = ms;
		}
		if (below > tl.slowest_accepted_ms)
			tl.slowest_accepted_ms = below;
		if (above >= 0 && c->pr.verdict == VERDICT_TLE &&
		    (tl.fastest_tle_ms < 0 || above < tl.fastest_tle_ms))
			tl.fastest_tle_ms = above;
	}
	for (size_t j = 0; j < n; j++) {
		const struct column *c = &cols[j];
		subs[j] = (struct verify_submission){
			.file = c->x->path, .label = c->x->label,
			.language = c->pr.language ? c->pr.language->id : NULL,
			.set = c->set, .x = c->x, .verdict = c->pr.verdict,
			.met = !c->verdict_note[0], .skipped = c->skipped,
			.reason = c->verdict_note, .slowest_us = c->slowest_us,
			.started = c->pr.started,
			.scored = c->tally.scored, .score = c->tally.score,
			.max_score = td->score.max,
			.cases = c->cases, .ncases = td->count, .index = c->index,
		};
	}
	if (vj) {
		verify_json_problem(vj, p, &tl);
		for (size_t j = 0; j < n; j++)
			verify_json_submission(vj, &subs[j]);
	}
	if (vh)
		verify_html_problem(vh, p, td, &tl, subs, n);
	free(subs);
}

int
cmd_verify(int argc, char **argv)
{
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	struct verify_options o = {.jobs = cpus > 0 ? (int)cpus : 1};
	int first = cli_parse(&verify_command, argc, argv, &o);
	int nids = argc - first;
	if (o.all == (nids > 0))
		usage_error("verify", "give problem names or --all (one of them)");
	struct report_shard shard;
	shard_parse("verify", o.shard, &shard);
	if (o.shard_times && !shard.count)
		usage_error("verify", "--shard-times balances --shard; give --shard K/N too");

	char root[PATH_MAX], err[512];
	struct problem_set set;
	cli_load_problems(o.root, root, sizeof root, argv + first, (size_t)nids, o.all, &set);
	cli_scale_limits(set.problems, set.count, o.exact_limits);
	/* Every problem's expectations first: a mistake in one is found before anything runs. */
	struct expectation_set *sets = calloc(set.count ? set.count : 1, sizeof *sets);
	if (!sets)
		die(EXIT_JUDGE_ERROR, "out of memory");
	for (size_t k = 0; k < set.count; k++)
		cli_load_expectations(set.problems[k], &set.languages, &set.testdata[k],
				      &sets[k]);
	struct shard_times times;
	shard_times_load(o.shard_times, REPORT_KIND_VERIFY, &times);
	bool *mine = shard.count ? shard_split_submissions(&shard, &set, sets, &times) : NULL;
	size_t unit = 0;         /* the first submission of the problem in mine */
	shard_times_fini(&times);

	bool json_stdout = o.json && !strcmp(o.json, "-");
	bool html_stdout = o.html && !strcmp(o.html, "-");
	if (json_stdout && html_stdout)
		usage_error("verify", "only one of --json - and --html - can use standard output");
	/* With a report on standard output, the matrix goes to standard error. */
	FILE *human = json_stdout || html_stdout ? stderr : stdout;

	progress_begin(human);
	struct pipeline *pl = cli_pipeline(o.jobs, o.trusted, NULL);
	if (!o.no_validate)
		cli_validate_before_judging("verify", pl, &set, false);

	struct verify_json *vj = o.json ? verify_json_open(o.json, &shard, err, sizeof err) : NULL;
	if (o.json && !vj)
		die(EXIT_JUDGE_ERROR, "%s", err);
	struct verify_html *vh = o.html ? verify_html_open(o.html, err, sizeof err) : NULL;
	if (o.html && !vh)
		die(EXIT_JUDGE_ERROR, "%s", err);

	size_t missed = 0;
	bool judge_error = false;
	for (size_t k = 0; k < set.count && !pipeline_interrupted(); k++) {
		struct problem *p = set.problems[k];
		const struct testdata *td = &set.testdata[k];
		const struct expectation_set *es = &sets[k];
		size_t n = 0;
		struct column *cols = calloc(es->nsubs ? es->nsubs : 1, sizeof *cols);
		char derived[1024] = "";

		if (!cols)
			die(EXIT_JUDGE_ERROR, "out of memory");
		/* A package without a time limit: derived first, from the submissions bounding it. */
		if (p->format && !p->timing.fixed) {
			struct timelimit_derived tl;

			if (timelimit_derive(pl, &set.languages, p, td, es, &tl, derived,
					     sizeof derived) < 0)
				die(EXIT_USAGE, "%s: %s", p->id, derived);
			timelimit_describe(p, &tl, derived, sizeof derived);
		}
		/* A shard's columns only (each keeps its index among the problem's). */
		for (size_t j = 0; j < es->nsubs; j++)
			if (!mine || mine[unit + j])
				cols[n++] = (struct column){.set = es, .x = &es->subs[j], .index = j};
		unit += es->nsubs;
		for (size_t j = 0; j < n && !pipeline_interrupted(); j++)
			judge_error |= judge_column(pl, &set.languages, p, td, &cols[j]) ==
				       VERDICT_JE;
		/* An interrupted problem's matrix would be partial: it is not printed. */
		bool whole = !pipeline_interrupted();

		progress_clear();
		if (whole)
			print_matrix(human, p, td, cols, n, o.verbose);
		if (whole && derived[0])
			fprintf(human, "  %s\n", derived);
		if ((vj || vh) && whole)
			report_problem(vj, vh, p, td, cols, n);
		for (size_t j = 0; j < n; j++) {
			bool ok = !cols[j].verdict_note[0];
			missed += !ok && !cols[j].skipped;
			if (whole) {
				fprintf(human, "  %-4s ", cols[j].skipped ? "skip" : ok ? "ok" : "FAIL");
				escape_line(human, cols[j].x->label);
				fputs(ok ? "" : ": ", human);
				escape_line(human, cols[j].verdict_note);
				fputc('\n', human);
			}
		}
		if (whole)
			print_margins(human, p, td, cols, n);
		for (size_t j = 0; j < n; j++) {
			problem_result_fini(&cols[j].pr);
			expectation_tally_fini(&cols[j].tally);
			free(cols[j].cases);
			free(cols[j].by_case);
			free(cols[j].idle);
		}
		free(cols);
	}
	progress_end();
	bool complete = !pipeline_interrupted();
	if (complete)
		fprintf(human, "verify: %zu problem%s, %zu expectation%s missed\n", set.count,
		       set.count == 1 ? "" : "s", missed, missed == 1 ? "" : "s");
	pipeline_free(pl);
	if (vj && verify_json_close(vj, complete, err, sizeof err) < 0) {
		problem_set_fini(&set);
		die(EXIT_JUDGE_ERROR, "%s", err);
	}
	if (vh && verify_html_close(vh, complete, err, sizeof err) < 0) {
		problem_set_fini(&set);
		die(EXIT_JUDGE_ERROR, "%s", err);
	}
	for (size_t k = 0; k < set.count; k++)
		expectation_set_fini(&sets[k]);
	free(sets);
	free(mine);
	problem_set_fini(&set);
	if (!complete) {
		fprintf(stderr, "judge: interrupted\n");
		return 128 + cli_caught_signal();
	}
	if (judge_error)
		return EXIT_JUDGE_ERROR;
	return missed ? EXIT_NOT_ACCEPTED : EXIT_ALL_ACCEPTED;
}
