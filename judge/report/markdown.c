/* The Markdown summary: a table per problem, for $GITHUB_STEP_SUMMARY or any file. */
#include "report.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "base/escape.h"
#include "base/units.h"

#define LOG_LINES 30
#define MESSAGE_BYTES 300
/*
 * GitHub drops a step summary over 1 MiB whole: the summary stays within
 * SUMMARY_BYTES, rows and sections stop while less than SUMMARY_ROOM is left
 * (room for a row at its longest, a heading and the closing lines).
 */
#define SUMMARY_BYTES 1000000
#define SUMMARY_ROOM 65536

struct report_markdown {
	struct reporter base;
	char *path;
	bool append;
	FILE *overview;          /* one row per problem (in memory: O(problems)) */
	char *overview_text;
	size_t overview_len;
	/*
	 * One section per problem, and the current problem's case rows (its
	 * section's heading waits for its counts).
	 */
	struct report_spool spool;
	int64_t slowest_us;      /* the current problem's slowest case */
	bool section;            /* the current problem's section fits in the budget */
	size_t problem_hidden;   /* the current problem's cases left out for the budget */
	size_t problem_skipped;  /* the current problem's selected cases not judged */
	size_t hidden;           /* every case left out, in a row or a whole section */
	size_t problems, failed, cases, passed;
};

static void
format_ms(int64_t us, char *buf, size_t len)
{
	if (us < 10000)
		snprintf(buf, len, "%.1f ms", (double)us / 1000.0);
	else
		snprintf(buf, len, "%lld ms", (long long)(us / 1000));
}

/* The verdict, in bold unless accepted (the word carries it; bold only helps). */
static void
verdict_cell(FILE *out, enum verdict v)
{
	fprintf(out, v == VERDICT_AC ? "%s" : "**%s**", verdict_name(v));
}

static void
case_row(FILE *out, const struct case_result *cr)
{
	char t[32], m[32];
	format_ms(cr->usage.cpu_us, t, sizeof t);
	fputs("| ", out);
	escape_markdown(out, cr->tc->name, 0);
	fputs(" | ", out);
	verdict_cell(out, cr->verdict);
	fprintf(out, " | %s | %s | ", t, units_format_bytes(cr->usage.memory_bytes, m, sizeof m));
	if (cr->detail[0]) {
		escape_markdown(out, cr->detail, 0);
		if (cr->message[0])
			fputs(": ", out);
	}
	escape_markdown(out, cr->message, MESSAGE_BYTES);
	if (cr->passes) {
		char passes[REPORT_PASSES_LEN];

		report_format_passes(cr, passes, sizeof passes);
		fputs(cr->detail[0] || cr->message[0] ? " (passes: " : "passes: ", out);
		escape_markdown(out, passes, 0);
		fputs(cr->detail[0] || cr->message[0] ? ")" : "", out);
	}
	fputs(" |\n", out);
}

/* Whether the summary so far leaves room for more within SUMMARY_BYTES. */
static bool
has_room(struct report_markdown *self)
{
	long body = ftell(self->spool.body), part = ftell(self->spool.part);
	return body >= 0 && part >= 0 &&
	       self->overview_len + (size_t)body + (size_t)part + SUMMARY_ROOM <= SUMMARY_BYTES;
}

static void
md_begin(struct reporter *r, const struct problem *p, const char *solution)
{
	struct report_markdown *self = (struct report_markdown *)r;
	report_spool_begin(&self->spool);
	self->slowest_us = 0;
	self->problem_hidden = 0;
	self->problem_skipped = 0;
	/* The overview stays in memory: fflush brings its length up to date. */
	self->section = report_spool_ok(&self->spool) && fflush(self->overview) == 0 &&
			has_room(self);
}

static void
md_case(struct reporter *r, const struct problem_result *pr, const struct case_result *cr)
{
	struct report_markdown *self = (struct report_markdown *)r;
	if (cr->usage.cpu_us > self->slowest_us)
		self->slowest_us = cr->usage.cpu_us;
	if (!report_spool_ok(&self->spool))
		return;
	fflush(self->overview);
	if (self->section && has_room(self))
		case_row(self->spool.part, cr);
	else
		self->problem_hidden++;
}

/* A selected case judging stopped before: a row of its own, as JUnit's <skipped>. */
static void
md_skip(struct reporter *r, const struct problem_result *pr, const struct testcase *tc)
{
	struct report_markdown *self = (struct report_markdown *)r;

	(void)pr;
	self->problem_skipped++;
	if (!report_spool_ok(&self->spool))
		return;
	fflush(self->overview);
	if (self->section && has_room(self)) {
		fputs("| ", self->spool.part);
		escape_markdown(self->spool.part, tc->name, 0);
		fputs(" | not judged | | | stopped early |\n", self->spool.part);
	} else {
		self->problem_hidden++;
	}
}

/* ", 4 not judged (stopped early)" after a problem's counts, or "". */
static const char *
not_judged(const struct report_markdown *self, char *buf, size_t len)
{
	if (!self->problem_skipped)
		return "";
	snprintf(buf, len, ", %zu not judged (stopped early)", self->problem_skipped);
	return buf;
}

/* A scored problem's groups: a table of their scores. */
static void
score_table(FILE *out, const struct score_tally *t)
{
	if (!score_tally_scored(t))
		return;
	fputs("| group | score | of | aggregation |\n|---|---:|---:|---|\n", out);
	for (size_t g = 0; g < t->plan->ngroups; g++) {
		char sc[32], mx[32];

		report_format_score(score_tally_group(t, g), sc, sizeof sc);
		report_format_score(t->plan->groups[g].max, mx, sizeof mx);
		fputs("| ", out);
		escape_markdown(out, t->plan->groups[g].name, 0);
		fprintf(out, " | %s | %s | %s |\n", sc, mx,
			score_aggregation_name(t->plan->groups[g].aggregation));
	}
	fputc('\n', out);
}

static void
md_end(struct reporter *r, const struct problem_result *pr)
{
	struct report_markdown *self = (struct report_markdown *)r;
	FILE *out = self->spool.body;
	const struct problem *p = pr->problem;
	bool ok = pr->verdict == VERDICT_AC;

	self->problems++;
	self->failed += !ok;
	self->cases += pr->count;
	self->passed += pr->passed;

	char t[32];
	format_ms(self->slowest_us, t, sizeof t);
	fputs("| ", self->overview);
	escape_markdown(self->overview, p->id, 0);
	fputs(" | ", self->overview);
	escape_markdown(self->overview, p->title, 0);
	fputs(" | ", self->overview);
	verdict_cell(self->overview, pr->verdict);
	char sc[32] = "", mx[32] = "";
	bool scored = score_tally_scored(&pr->score);
	if (scored) {
		report_format_score(score_tally_total(&pr->score), sc, sizeof sc);
		report_format_score(pr->score.plan->max, mx, sizeof mx);
	}
	char skips[64];
	fprintf(self->overview, " | %zu/%zu%s%s%s%s%s | %s |\n", pr->passed, pr->count,
		scored ? ", score " : "", sc, scored ? "/" : "", mx,
		not_judged(self, skips, sizeof skips), pr->count ? t : "");

	if (!report_spool_ok(&self->spool))
		return;
	if (!self->section) {
		self->hidden += pr->count + self->problem_skipped;
		return;
	}
	self->hidden += self->problem_hidden;
	/* Failures open, accepted problems folded away. */
	fprintf(out, "<details%s><summary>", ok ? "" : " open");
	escape_html(out, p->id);
	fputs(": ", out);
	escape_html(out, p->title);
	fprintf(out, " &mdash; %s, %zu/%zu cases passed%s%s%s%s%s</summary>\n\n",
		verdict_name(pr->verdict), pr->passed, pr->count, scored ? ", score " : "", sc,
		scored ? "/" : "", mx, not_judged(self, skips, sizeof skips));
	char scale[256];
	problem_scale_describe(p, scale, sizeof scale);
	if (scale[0]) {
		fputs("*", out);
		escape_markdown(out, scale, 0);
		fputs("*\n\n", out);
	}
	score_table(out, &pr->score);
	if (pr->count == 0 && !ok) {
		fputs("**", out);
		escape_markdown(out, verdict_text(pr->verdict), 0);
		fputs("**: ", out);
		escape_markdown(out, pr->message, 0);
		fputs("\n\n", out);
		if (pr->compile.log && pr->compile.log[0]) {
			const char *s = pr->compile.log;
			fputs("<pre>", out);
			for (int lines = 0; *s && lines < LOG_LINES; lines++) {
				size_t n = strcspn(s, "\n");
				char line[1024];
				snprintf(line, sizeof line, "%.*s\n", (int)n, s);
				escape_html(out, line);
				s += n + (s[n] == '\n');
			}
			fputs(*s ? "...</pre>\n\n" : "</pre>\n\n", out);
		}
	}
	if (pr->count > 0 || self->problem_skipped) {
		fputs("| case | verdict | time | memory | message |\n"
		      "|---|---|---:|---:|---|\n",
		      out);
		report_spool_append_part(&self->spool);
		fputc('\n', out);
		if (self->problem_hidden)
			fprintf(out, "%zu more cases not shown (the summary stays under GitHub's "
				"1 MiB limit; the JSON report has every case)\n\n",
				self->problem_hidden);
	}
	fputs("</details>\n\n", out);
	report_spool_ok(&self->spool);
}

static int
md_finish(struct reporter *r, bool complete, char *err, size_t errlen)
{
	struct report_markdown *self = (struct report_markdown *)r;
	if (fflush(self->overview) != 0) {
		snprintf(err, errlen, "out of memory while building the summary");
		return -1;
	}
	if (report_spool_finish(&self->spool)) {
		snprintf(err, errlen, "cannot write a temporary file for the summary: %s",
			 strerror(self->spool.err));
		return -1;
	}
	FILE *f = fopen(self->path, self->append ? "a" : "w");
	if (!f) {
		snprintf(err, errlen, "cannot write '%s': %s", self->path, strerror(errno));
		return -1;
	}
	fputs("## judge: ", f);
	if (self->failed)
		fprintf(f, "%zu of %zu problem%s not accepted", self->failed, self->problems,
			self->problems == 1 ? "" : "s");
	else
		fprintf(f, "%zu problem%s accepted", self->problems, self->problems == 1 ? "" : "s");
	fprintf(f, ", %zu/%zu cases passed%s\n\n", self->passed, self->cases,
		complete ? "" : " (interrupted: incomplete)");
	if (self->problems) {
		fputs("| problem | title | verdict | passed | slowest |\n"
		      "|---|---|---|---:|---:|\n",
		      f);
		fwrite(self->overview_text, 1, self->overview_len, f);
		fputc('\n', f);
		if (report_copy(self->spool.body, f) < 0) {
			snprintf(err, errlen, "cannot write '%s': %s", self->path, strerror(errno));
			fclose(f);
			return -1;
		}
	}
	if (self->hidden)
		fprintf(f, "**%zu more cases not shown** (the summary stays under GitHub's 1 MiB "
			"limit; the JSON report has every case)\n", self->hidden);
	int failed = ferror(f);
	if (fclose(f) != 0 || failed) {
		snprintf(err, errlen, "cannot write '%s': %s", self->path, strerror(errno));
		return -1;
	}
	return 0;
}

static void
md_free(struct reporter *r)
{
	struct report_markdown *self = (struct report_markdown *)r;
	if (self->overview)
		fclose(self->overview);
	report_spool_close(&self->spool);
	free(self->overview_text);
	free(self->path);
	free(self);
}

static const struct reporter_ops md_ops = {
	.begin = md_begin,
	.on_case = md_case,
	.on_skip = md_skip,
	.end = md_end,
	.finish = md_finish,
	.free = md_free,
};

struct reporter *
report_markdown_new(const char *path, bool append)
{
	struct report_markdown *self = calloc(1, sizeof *self);
	if (!self)
		return NULL;
	self->base.ops = &md_ops;
	self->append = append;
	self->path = strdup(path);
	self->overview = open_memstream(&self->overview_text, &self->overview_len);
	if (!self->path || !self->overview) {
		md_free(&self->base);
		return NULL;
	}
	return &self->base;
}
