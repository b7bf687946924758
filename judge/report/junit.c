/*
 * The JUnit XML report for CI test tabs (GitLab, Jenkins, GitHub test
 * reporters), valid against both the Ant JUnit schema and Jenkins' xunit one:
 * only the attributes both know, times in wall seconds with 3 decimals.
 */
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
	char timestamp[32];      /* when the current problem began, or the report was made */
	char hostname[256];      /* the machine's name, "localhost" when unknown */
	size_t suites;           /* <testsuite> elements so far (the next one's id) */
	/*
	 * The <testsuite> elements so far, and the current problem's <testcase>
	 * elements (its <testsuite> opening tag waits for its counts).
	 */
	struct report_spool spool;
	/* The current problem, gathered case by case. */
	size_t problem_failures, problem_errors, problem_skipped;
	int64_t problem_ms;      /* wall milliseconds, the sum of the cases' rounded times */
	int64_t problem_cpu_us;
};

/* Microseconds as JUnit seconds: whole milliseconds, 3 decimals (Jenkins' SUREFIRE_TIME). */
static int64_t
to_ms(int64_t us)
{
	return us < 0 ? 0 : (us + 500) / 1000;
}

static void
seconds(FILE *out, const char *name, int64_t ms)
{
	fprintf(out, " %s=\"%lld.%03lld\"", name, (long long)(ms / 1000), (long long)(ms % 1000));
}

static bool
is_error(enum verdict v)
{
	return v == VERDICT_CE || v == VERDICT_JE;
}

/* t, or now when 0, as the Ant schema's ISO 8601 pattern has it (no zone). */
static void
stamp(struct report_junit *self, time_t t)
{
	report_format_utc(t ? t : time(NULL), false, self->timestamp, sizeof self->timestamp);
}

static void
junit_begin(struct reporter *r, const struct problem *p, const char *solution)
{
	struct report_junit *self = (struct report_junit *)r;
	report_spool_begin(&self->spool);
	self->problem_failures = 0;
	self->problem_errors = 0;
	self->problem_skipped = 0;
	self->problem_ms = 0;
	self->problem_cpu_us = 0;
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

/*
 * Opens a <testsuite> with counts {tests, failures, errors, skipped} and its
 * time: the attributes both schemas know (the Ant one requires id, package
 * and hostname).
 */
static void
suite_open(struct report_junit *self, FILE *out, const char *name, const size_t counts[4],
	   int64_t ms)
{
	fputs("  <testsuite", out);
	attr(out, "name", name);
	attr(out, "package", name);
	fprintf(out, " id=\"%zu\" tests=\"%zu\" failures=\"%zu\" errors=\"%zu\" skipped=\"%zu\"",
		self->suites++, counts[0], counts[1], counts[2], counts[3]);
	seconds(out, "time", ms);
	attr(out, "timestamp", self->timestamp);
	attr(out, "hostname", self->hostname);
	fputs(">\n", out);
}

/* Closes a <testsuite>: the Ant schema requires its two output elements, last. */
static void
suite_close(FILE *out)
{
	fputs("    <system-out/>\n    <system-err/>\n  </testsuite>\n", out);
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
	if (cr->passes) {
		char passes[REPORT_PASSES_LEN];

		report_format_passes(cr, passes, sizeof passes);
		fprintf(out, "passes: %s\n", passes);
	}
	if (cr->exit_code >= 0)
		fprintf(out, "exit code %d\n", cr->exit_code);
	else if (cr->signal)
		fprintf(out, "killed by signal %d (%s)\n", cr->signal,
			verdict_signal_name(cr->signal, sig, sizeof sig));
	/* In the body: the Ant schema has no <system-err> in a <testcase>. */
	if (cr->stderr_head[0]) {
		fputs("stderr:\n", out);
		escape_xml(out, cr->stderr_head, false);
	}
}

static void
write_case(FILE *out, const struct problem_result *pr, const struct case_result *cr)
{
	char file[PATH_MAX];
	report_repo_path(cr->tc->file, file, sizeof file);
	fputs("    <testcase", out);
	attr(out, "classname", pr->problem->id);
	attr(out, "name", cr->tc->name);
	seconds(out, "time", to_ms(cr->usage.wall_us));
	if (cr->verdict == VERDICT_AC) {
		fputs("/>\n", out);
		return;
	}
	fputs(">\n", out);

	/* "judge error (checker exit code 5): the validator broke on 6": each part once. */
	char message[768];
	snprintf(message, sizeof message, "%s%s%s%s%s%s", verdict_text(cr->verdict),
		 cr->detail[0] ? " (" : "", cr->detail, cr->detail[0] ? ")" : "",
		 cr->message[0] ? ": " : "", cr->message);
	const char *element = is_error(cr->verdict) ? "error" : "failure";
	fprintf(out, "      <%s", element);
	attr(out, "type", verdict_name(cr->verdict));
	attr(out, "message", message);
	fputs(">", out);
	case_details(out, cr, file);
	fprintf(out, "</%s>\n", element);
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
	seconds(out, "time", pr->compile.time_ms);
	fputs(">\n      <error", out);
	attr(out, "type", verdict_name(pr->verdict));
	char message[768];
	snprintf(message, sizeof message, "%s: %s", verdict_text(pr->verdict), pr->message);
	attr(out, "message", message);
	fputs(">", out);
	fputs("at ", out);
	escape_xml(out, file, false);
	fputc('\n', out);
	escape_xml(out, pr->compile.log && pr->compile.log[0] ? pr->compile.log : pr->message,
		   false);
	fputs("</error>\n    </testcase>\n", out);
}

/* A case a stopped problem did not judge (--stop-on-failure, an interruption), by its name. */
static void
junit_skip(struct reporter *r, const struct problem_result *pr, const struct testcase *tc)
{
	struct report_junit *self = (struct report_junit *)r;
	FILE *out = self->spool.part;
	self->problem_skipped++;
	if (!report_spool_ok(&self->spool))
		return;
	fputs("    <testcase", out);
	attr(out, "classname", pr->problem->id);
	attr(out, "name", tc->name);
	fputs(" time=\"0.000\">\n      <skipped message=\"not judged: stopped early\"/>\n"
	      "    </testcase>\n",
	      out);
}

/* Counts the case and writes its <testcase> aside until the problem ends. */
static void
junit_case(struct reporter *r, const struct problem_result *pr, const struct case_result *cr)
{
	struct report_junit *self = (struct report_junit *)r;
	self->problem_ms += to_ms(cr->usage.wall_us);
	self->problem_cpu_us += cr->usage.cpu_us;
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
	size_t counts[4] = {(whole ? 1 : pr->count) + self->problem_skipped,
			    self->problem_failures, whole ? 1 : self->problem_errors,
			    self->problem_skipped};
	int64_t ms = whole ? pr->compile.time_ms : self->problem_ms;
	char solution[PATH_MAX], cpu[32];
	if (!report_spool_ok(&self->spool))
		return;
	stamp(self, pr->started);
	suite_open(self, out, pr->problem->id, counts, ms);
	fputs("    <properties>\n", out);
	property(out, "title", pr->problem->title);
	report_repo_path(pr->solution, solution, sizeof solution);
	property(out, "solution", solution);
	if (pr->language)
		property(out, "language", pr->language->id);
	if (pr->compiler[0])
		property(out, "compiler", pr->compiler);
	property(out, "verdict", verdict_name(pr->verdict));
	char scale[256];
	problem_scale_describe(pr->problem, scale, sizeof scale);
	if (scale[0])
		property(out, "limits", scale);
	/* The testcases' times are wall times; their CPU time, summed, is here. */
	int64_t cpu_ms = to_ms(self->problem_cpu_us);
	snprintf(cpu, sizeof cpu, "%lld.%03lld", (long long)(cpu_ms / 1000),
		 (long long)(cpu_ms % 1000));
	property(out, "cpu_time", cpu);
	score_properties(out, &pr->score);
	fputs("    </properties>\n", out);
	if (whole)
		write_whole(out, pr);
	report_spool_append_part(&self->spool);
	suite_close(out);
	report_spool_ok(&self->spool);
}

/* An interrupted run: an error every reader counts, not only a comment. */
static void
write_interrupted(struct report_junit *self, FILE *f)
{
	suite_open(self, f, "judge", (size_t[]){1, 0, 1, 0}, 0);
	fputs("    <properties/>\n"
	      "    <testcase classname=\"judge\" name=\"interrupted\" time=\"0.000\">\n"
	      "      <error type=\"interrupted\" "
	      "message=\"the run was interrupted: this report is incomplete\"/>\n"
	      "    </testcase>\n",
	      f);
	suite_close(f);
}

static int
write_report(struct report_junit *self, FILE *f, bool complete)
{
	fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", f);
	if (!complete)
		fputs("<!-- the run was interrupted: this report is incomplete -->\n", f);
	/* No attributes: the Ant schema has none here; each suite has its counts. */
	fputs("<testsuites>\n", f);
	if (self->spool.body && report_copy(self->spool.body, f) < 0)
		return -1;
	if (!complete)
		write_interrupted(self, f);
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
	.on_skip = junit_skip,
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
	stamp(self, 0);
	if (gethostname(self->hostname, sizeof self->hostname - 1) != 0 || !self->hostname[0])
		snprintf(self->hostname, sizeof self->hostname, "localhost");
	self->path = strdup(path);
	if (!self->path) {
		junit_free(&self->base);
		return NULL;
	}
	return &self->base;
}
