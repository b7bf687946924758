/* The JUnit XML report for CI test tabs (GitLab, Jenkins, GitHub test reporters). */
#include "report.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "base/escape.h"
#include "base/fsutil.h"
#include "base/units.h"

struct report_junit {
	struct reporter base;
	char *path;
	char timestamp[32];      /* when the current problem began */
	/*
	 * The <testsuite> elements so far, and the current problem's <testcase>
	 * elements (its <testsuite> opening tag waits for its counts).
	 */
	struct report_spool spool;
	/* The current problem, gathered case by case. */
	size_t problem_failures, problem_errors;
	double problem_seconds;
	/* The whole run. */
	size_t tests, failures, errors, skipped;
	double seconds;
};

static bool
is_error(enum verdict v)
{
	return v == VERDICT_CE || v == VERDICT_JE;
}

static void
junit_begin(struct reporter *r, const struct problem *p, const char *solution)
{
	struct report_junit *self = (struct report_junit *)r;
	report_spool_begin(&self->spool);
	self->problem_failures = 0;
	self->problem_errors = 0;
	self->problem_seconds = 0;
	time_t now = time(NULL);
	struct tm tm;
	gmtime_r(&now, &tm);
	strftime(self->timestamp, sizeof self->timestamp, "%Y-%m-%dT%H:%M:%S", &tm);
}

static void
attr(FILE *out, const char *name, const char *value)
{
	fprintf(out, " %s=\"", name);
	escape_xml(out, value, true);
	fputc('"', out);
}

static void
property(FILE *out, const char *name, const char *value)
{
	fputs("      <property", out);
	attr(out, "name", name);
	attr(out, "value", value);
	fputs("/>\n", out);
}

/* A scored problem's score, max_score and each group's as score.NAME ("20/20"). */
static void
score_properties(FILE *out, const struct score_tally *t)
{
	char sc[32], mx[32], name[160], value[80];

	if (!score_tally_scored(t))
		return;
	report_format_score(score_tally_total(t), sc, sizeof sc);
	report_format_score(t->plan->max, mx, sizeof mx);
	property(out, "score", sc);
	property(out, "max_score", mx);
	for (size_t g = 0; g < t->plan->ngroups; g++) {
		report_format_score(score_tally_group(t, g), sc, sizeof sc);
		report_format_score(t->plan->groups[g].max, mx, sizeof mx);
		snprintf(name, sizeof name, "score.%s", t->plan->groups[g].name);
		snprintf(value, sizeof value, "%s/%s", sc, mx);
		property(out, name, value);
	}
}

/* The element body of a failed case: everything a reader needs to reproduce it. */
static void
case_details(FILE *out, const struct case_result *cr, const char *file)
{
	char t[32], w[32], m[32], tl[32], ml[32], sig[32];
	fprintf(out, "%s (%s)", verdict_text(cr->verdict), verdict_name(cr->verdict));
	if (cr->detail[0]) {
		fputs(": ", out);
		escape_xml(out, cr->detail, false);
	}
	fputs("\nat ", out);
	escape_xml(out, file, false);
	fprintf(out, ":%d:%d\n", cr->tc->line, cr->tc->column);
	if (cr->message[0]) {
		escape_xml(out, cr->message, false);
		fputc('\n', out);
	}
	snprintf(t, sizeof t, "%.1fms", (double)cr->usage.cpu_us / 1000.0);
	snprintf(w, sizeof w, "%.1fms", (double)cr->usage.wall_us / 1000.0);
	fprintf(out, "cpu %s (limit %s), wall %s, memory %s (limit %s)\n", t,
		units_format_time(cr->tc->limits.time_ms, tl, sizeof tl), w,
		units_format_bytes(cr->usage.memory_bytes, m, sizeof m),
		units_format_bytes(cr->tc->limits.memory_bytes, ml, sizeof ml));
	if (cr->exit_code >= 0)
		fprintf(out, "exit code %d\n", cr->exit_code);
	else if (cr->signal)
		fprintf(out, "killed by signal %d (%s)\n", cr->signal,
			verdict_signal_name(cr->signal, sig, sizeof sig));
}

static void
write_case(FILE *out, const struct problem_result *pr, const struct case_result *cr)
{
	char file[PATH_MAX];
	report_repo_path(cr->tc->file, file, sizeof file);
	fputs("    <testcase", out);
	attr(out, "classname", pr->problem->id);
	attr(out, "name", cr->tc->name);
	fprintf(out, " time=\"%.6f\"", (double)cr->usage.cpu_us / 1e6);
	attr(out, "file", file);
	fprintf(out, " line=\"%d\"", cr->tc->line);
	if (cr->verdict == VERDICT_AC) {
		fputs("/>\n", out);
		return;
	}
	fputs(">\n", out);

	char message[768];
	if (cr->message[0])
		snprintf(message, sizeof message, "%s: %s", verdict_text(cr->verdict), cr->message);
	else if (cr->detail[0])
		snprintf(message, sizeof message, "%s (%s)", verdict_text(cr->verdict), cr->detail);
	else
		snprintf(message, sizeof message, "%s", verdict_text(cr->verdict));
	const char *element = is_error(cr->verdict) ? "error" : "failure";
	fprintf(out, "      <%s", element);
	attr(out, "type", verdict_name(cr->verdict));
	attr(out, "message", message);
	fputs(">", out);
	case_details(out, cr, file);
	fprintf(out, "</%s>\n", element);
	if (cr->stderr_head[0]) {
		fputs("      <system-err>", out);
		escape_xml(out, cr->stderr_head, false);
		fputs("</system-err>\n", out);
	}
	fputs("    </testcase>\n", out);
}

/* A problem that could not be run case by case (CE, or JE before any case). */
static void
write_whole(FILE *out, const struct problem_result *pr)
{
	char file[PATH_MAX];
	report_repo_path(pr->solution, file, sizeof file);
	fputs("    <testcase", out);
	attr(out, "classname", pr->problem->id);
	attr(out, "name", pr->verdict == VERDICT_CE ? "compile" : "setup");
	fprintf(out, " time=\"%.6f\"", (double)pr->compile.time_ms / 1000.0);
	attr(out, "file", file);
	fputs(">\n      <error", out);
	attr(out, "type", verdict_name(pr->verdict));
	char message[768];
	snprintf(message, sizeof message, "%s: %s", verdict_text(pr->verdict), pr->message);
	attr(out, "message", message);
	fputs(">", out);
	escape_xml(out, pr->compile.log && pr->compile.log[0] ? pr->compile.log : pr->message,
		   false);
	fputs("</error>\n    </testcase>\n", out);
}

/*
 * The cases a stopped problem did not judge (--stop-on-failure, an
 * interruption), as one skipped <testcase>: the reporters are not told their names.
 */
static void
write_unjudged(FILE *out, const struct problem_result *pr)
{
	char message[128];
	fputs("    <testcase", out);
	attr(out, "classname", pr->problem->id);
	fputs(" name=\"not judged\" time=\"0\">\n      <skipped", out);
	snprintf(message, sizeof message, "%zu of %zu selected cases not judged: stopped early",
		 pr->selected - pr->count, pr->selected);
	attr(out, "message", message);
	fputs("/>\n    </testcase>\n", out);
}

/* Counts the case and writes its <testcase> aside until the problem ends. */
static void
junit_case(struct reporter *r, const struct problem_result *pr, const struct case_result *cr)
{
	struct report_junit *self = (struct report_junit *)r;
	self->problem_seconds += (double)cr->usage.cpu_us / 1e6;
	if (is_error(cr->verdict))
		self->problem_errors++;
	else if (cr->verdict != VERDICT_AC)
		self->problem_failures++;
	if (report_spool_ok(&self->spool))
		write_case(self->spool.part, pr, cr);
}

static void
junit_end(struct reporter *r, const struct problem_result *pr)
{
	struct report_junit *self = (struct report_junit *)r;
	FILE *out = self->spool.body;
	bool whole = pr->count == 0 && pr->verdict != VERDICT_AC;
	bool unjudged = !whole && pr->stopped && pr->count < pr->selected;
	size_t tests = (whole ? 1 : pr->count) + unjudged, failures = self->problem_failures;
	size_t errors = whole ? 1 : self->problem_errors;
	double seconds = whole ? (double)pr->compile.time_ms / 1000.0 : self->problem_seconds;
	char solution[PATH_MAX];
	self->tests += tests;
	self->failures += failures;
	self->errors += errors;
	self->skipped += unjudged;
	self->seconds += seconds;
	if (!report_spool_ok(&self->spool))
		return;
	fputs("  <testsuite", out);
	attr(out, "name", pr->problem->id);
	fprintf(out, " tests=\"%zu\" failures=\"%zu\" errors=\"%zu\" skipped=\"%d\" time=\"%.6f\"",
		tests, failures, errors, unjudged, seconds);
	attr(out, "timestamp", self->timestamp);
	fputs(">\n    <properties>\n", out);
	property(out, "title", pr->problem->title);
	report_repo_path(pr->solution, solution, sizeof solution);
	property(out, "solution", solution);
	if (pr->language)
		property(out, "language", pr->language->id);
	if (pr->compiler[0])
		property(out, "compiler", pr->compiler);
	property(out, "verdict", verdict_name(pr->verdict));
	score_properties(out, &pr->score);
	fputs("    </properties>\n", out);
	if (whole)
		write_whole(out, pr);
	report_spool_append_part(&self->spool);
	if (unjudged)
		write_unjudged(out, pr);
	fputs("  </testsuite>\n", out);
	report_spool_ok(&self->spool);
}

/* An interrupted run: an error every reader counts, not only a comment. */
static void
write_interrupted(FILE *f)
{
	fputs("  <testsuite name=\"judge\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" "
	      "time=\"0\">\n"
	      "    <testcase classname=\"judge\" name=\"interrupted\" time=\"0\">\n"
	      "      <error type=\"interrupted\" "
	      "message=\"the run was interrupted: this report is incomplete\"/>\n"
	      "    </testcase>\n"
	      "  </testsuite>\n",
	      f);
}

static int
write_report(struct report_junit *self, FILE *f, bool complete)
{
	fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", f);
	if (!complete)
		fputs("<!-- the run was interrupted: this report is incomplete -->\n", f);
	fprintf(f,
		"<testsuites name=\"judge\" tests=\"%zu\" failures=\"%zu\" errors=\"%zu\" "
		"skipped=\"%zu\" time=\"%.6f\">\n",
		self->tests + !complete, self->failures, self->errors + !complete, self->skipped,
		self->seconds);
	if (self->spool.body && report_copy(self->spool.body, f) < 0)
		return -1;
	if (!complete)
		write_interrupted(f);
	fputs("</testsuites>\n", f);
	return ferror(f) ? -1 : 0;
}

static int
junit_finish(struct reporter *r, bool complete, char *err, size_t errlen)
{
	struct report_junit *self = (struct report_junit *)r;
	if (report_spool_finish(&self->spool)) {
		snprintf(err, errlen, "cannot write a temporary file for the JUnit report: %s",
			 strerror(self->spool.err));
		return -1;
	}
	if (strcmp(self->path, "-") == 0) {
		if (write_report(self, stdout, complete) < 0 || fflush(stdout) != 0) {
			snprintf(err, errlen, "cannot write the JUnit report to standard output");
			return -1;
		}
		return 0;
	}
	/* Written aside and renamed, so that a reader never sees half a report. */
	struct fs_atomic a;
	FILE *f = fs_create(self->path, &a);
	if (!f || write_report(self, f, complete) < 0 || fs_commit(&a) < 0) {
		snprintf(err, errlen, "cannot write '%s': %s", self->path, strerror(errno));
		fs_abort(&a);
		return -1;
	}
	return 0;
}

static void
junit_free(struct reporter *r)
{
	struct report_junit *self = (struct report_junit *)r;
	report_spool_close(&self->spool);
	free(self->path);
	free(self);
}

static const struct reporter_ops junit_ops = {
	.begin = junit_begin,
	.on_case = junit_case,
	.end = junit_end,
	.finish = junit_finish,
	.free = junit_free,
};

struct reporter *
report_junit_new(const char *path)
{
	struct report_junit *self = calloc(1, sizeof *self);
	if (!self)
		return NULL;
	self->base.ops = &junit_ops;
	self->path = strdup(path);
	if (!self->path) {
		junit_free(&self->base);
		return NULL;
	}
	return &self->base;
}
