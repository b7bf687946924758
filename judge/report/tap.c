/* The TAP report (version 14, or 13): one test point per case, YAML diagnostics for failures. */
#include "report.h"

#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "base/escape.h"
#include "base/units.h"

struct report_tap {
	struct reporter base;
	FILE *out;
	int version;             /* 13 or 14: what the first line says */
	bool started;
	size_t tests;
};

static void
start(struct report_tap *self)
{
	if (!self->started)
		fprintf(self->out, "TAP version %d\n", self->version);
	self->started = true;
}

static void
tap_begin(struct reporter *r, const struct problem *p, const char *solution)
{
	struct report_tap *self = (struct report_tap *)r;
	char file[PATH_MAX];
	start(self);
	/* One comment line: the id and the file, on one line whatever bytes they hold. */
	report_repo_path(solution, file, sizeof file);
	fputs("# ", self->out);
	escape_line(self->out, p->id);
	fputs(": judging ", self->out);
	escape_line(self->out, file);
	fputc('\n', self->out);
	char scale[256];
	problem_scale_describe(p, scale, sizeof scale);
	if (scale[0]) {
		fputs("# ", self->out);
		escape_line(self->out, p->id);
		fprintf(self->out, ": %s\n", scale);
	}
	fflush(self->out);
}

static void
yaml_field(FILE *out, const char *key, const char *value)
{
	fprintf(out, "  %s: ", key);
	escape_yaml(out, value);
	fputc('\n', out);
}

static void
tap_case(struct reporter *r, const struct problem_result *pr, const struct case_result *cr)
{
	struct report_tap *self = (struct report_tap *)r;
	FILE *out = self->out;
	bool ok = cr->verdict == VERDICT_AC;
	char t[32];

	snprintf(t, sizeof t, "%.1fms", (double)cr->usage.cpu_us / 1000.0);
	/* A package's names may hold '#' (a directive) or a line break (a forged point). */
	fprintf(out, "%s %zu - ", ok ? "ok" : "not ok", ++self->tests);
	escape_tap(out, pr->problem->id);
	fputs(": ", out);
	escape_tap(out, cr->tc->name);
	fprintf(out, " (%s, %s)\n", verdict_name(cr->verdict), t);
	if (!ok) {
		char at[PATH_MAX + 32], file[PATH_MAX], m[32], tl[32], ml[32];
		report_repo_path(cr->tc->file, file, sizeof file);
		snprintf(at, sizeof at, "%s:%d:%d", file, cr->tc->line, cr->tc->column);
		fputs("  ---\n", out);
		yaml_field(out, "verdict", verdict_name(cr->verdict));
		yaml_field(out, "meaning", verdict_text(cr->verdict));
		if (cr->detail[0])
			yaml_field(out, "detail", cr->detail);
		if (cr->message[0])
			yaml_field(out, "message", cr->message);
		yaml_field(out, "at", at);
		fprintf(out, "  time_ms: %.3f\n  wall_ms: %.3f\n",
			(double)cr->usage.cpu_us / 1000.0, (double)cr->usage.wall_us / 1000.0);
		yaml_field(out, "memory", units_format_bytes(cr->usage.memory_bytes, m, sizeof m));
		snprintf(at, sizeof at, "%s CPU, %s memory",
			 units_format_time(cr->tc->limits.time_ms, tl, sizeof tl),
			 units_format_bytes(cr->tc->limits.memory_bytes, ml, sizeof ml));
		yaml_field(out, "limits", at);
		if (cr->passes) {
			char passes[REPORT_PASSES_LEN];

			report_format_passes(cr, passes, sizeof passes);
			yaml_field(out, "passes", passes);
		}
		if (cr->exit_code >= 0)
			fprintf(out, "  exit_code: %d\n", cr->exit_code);
		if (cr->signal) {
			char sig[32];
			fprintf(out, "  signal: %s\n",
				verdict_signal_name(cr->signal, sig, sizeof sig));
		}
		if (cr->stderr_head[0])
			yaml_field(out, "stderr", cr->stderr_head);
		if (cr->check.score_kind == CHECK_SCORE_FRACTION)
			fprintf(out, "  checker_fraction: %g\n", cr->check.score);
		fputs("  ...\n", out);
	}
	fflush(out);
}

/*
 * A scored problem's score: a test point of its own (ok: a score is
 * reported, not judged), the groups' in its YAML block.
 */
static void
tap_score(struct report_tap *self, const struct problem_result *pr)
{
	const struct score_tally *t = &pr->score;
	FILE *out = self->out;
	char sc[32], mx[32];

	if (!score_tally_scored(t))
		return;
	report_format_score(score_tally_total(t), sc, sizeof sc);
	report_format_score(t->plan->max, mx, sizeof mx);
	fprintf(out, "ok %zu - ", ++self->tests);
	escape_tap(out, pr->problem->id);
	fprintf(out, ": score %s/%s\n  ---\n  score: %s\n  max_score: %s\n  groups:\n", sc, mx,
		sc, mx);
	for (size_t g = 0; g < t->plan->ngroups; g++) {
		report_format_score(score_tally_group(t, g), sc, sizeof sc);
		report_format_score(t->plan->groups[g].max, mx, sizeof mx);
		/* A package's folder name may hold any byte: escaped, as every YAML value. */
		fputs("    - name: ", out);
		escape_yaml(out, t->plan->groups[g].name);
		fprintf(out, "\n      score: %s\n      max_score: %s\n", sc, mx);
	}
	fputs("  ...\n", out);
}

/* A case a stopped problem did not judge: a skipped point of its own. */
static void
tap_skip(struct reporter *r, const struct problem_result *pr, const struct testcase *tc)
{
	struct report_tap *self = (struct report_tap *)r;
	fprintf(self->out, "ok %zu - ", ++self->tests);
	escape_tap(self->out, pr->problem->id);
	fputs(": ", self->out);
	escape_tap(self->out, tc->name);
	fputs(" # SKIP not judged: stopped early\n", self->out);
	fflush(self->out);
}

static void
tap_end(struct reporter *r, const struct problem_result *pr)
{
	struct report_tap *self = (struct report_tap *)r;
	FILE *out = self->out;
	/* Nothing ran: one failed point says why, so the problem is not lost. */
	if (pr->count == 0 && pr->verdict != VERDICT_AC) {
		char file[PATH_MAX];
		report_repo_path(pr->solution, file, sizeof file);
		fprintf(out, "not ok %zu - ", ++self->tests);
		escape_tap(out, pr->problem->id);
		fprintf(out, ": %s (%s)\n", pr->verdict == VERDICT_CE ? "compile" : "setup",
			verdict_name(pr->verdict));
		fputs("  ---\n", out);
		yaml_field(out, "verdict", verdict_name(pr->verdict));
		yaml_field(out, "meaning", verdict_text(pr->verdict));
		yaml_field(out, "message", pr->message);
		yaml_field(out, "solution", file);
		if (pr->compile.log && pr->compile.log[0])
			yaml_field(out, "log", pr->compile.log);
		fputs("  ...\n", out);
	}
	tap_score(self, pr);
	fputs("# ", out);
	escape_line(out, pr->problem->id);
	fprintf(out, ": %s, %zu/%zu cases passed\n", verdict_name(pr->verdict), pr->passed,
		pr->count);
	fflush(out);
}

static int
tap_finish(struct reporter *r, bool complete, char *err, size_t errlen)
{
	struct report_tap *self = (struct report_tap *)r;
	start(self);
	if (!complete)
		fputs("Bail out! interrupted\n", self->out);
	else if (self->tests == 0)
		fputs("1..0 # SKIP no cases were selected\n", self->out);
	else
		fprintf(self->out, "1..%zu\n", self->tests);
	if (fflush(self->out) != 0 || ferror(self->out)) {
		snprintf(err, errlen, "cannot write the TAP report");
		return -1;
	}
	return 0;
}

static void
tap_free(struct reporter *r)
{
	free(r);
}

static const struct reporter_ops tap_ops = {
	.begin = tap_begin,
	.on_case = tap_case,
	.on_skip = tap_skip,
	.end = tap_end,
	.finish = tap_finish,
	.free = tap_free,
};

struct reporter *
report_tap_new(FILE *out, int version)
{
	struct report_tap *self = calloc(1, sizeof *self);
	if (!self)
		return NULL;
	self->base.ops = &tap_ops;
	self->out = out;
	self->version = version;
	return &self->base;
}
