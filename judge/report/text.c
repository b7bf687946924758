/* The human report: one row per case, diagnostics for failures, a summary. */
#include "report.h"

#include <stdlib.h>
#include <string.h>

#include "base/escape.h"
#include "base/progress.h"
#include "base/units.h"

struct text_reporter {
	struct reporter base;
	FILE *out;
	struct text_options opts;
	/* The problem being judged, gathered case by case. */
	bool any;                /* a case was reported */
	int64_t slowest_us;      /* the slowest case's CPU time (the first, on a tie) */
	char slowest[256];       /* and its name (names are at most 128 bytes) */
	size_t near;             /* accepted cases close to their time limit */
};

/* Share of the time limit above which a case is called close to it. */
#define NEAR_LIMIT 0.9
/* The lines of a sample interaction -v shows. */
#define SAMPLE_LINES 20

static const char *
verdict_color(enum verdict v)
{
	switch (v) {
	case VERDICT_AC:
		return "\033[32m";
	case VERDICT_WA:
	case VERDICT_RE:
		return "\033[31m";
	case VERDICT_TLE:
	case VERDICT_MLE:
	case VERDICT_OLE:
		return "\033[33m";
	default:
		return "\033[35m";
	}
}

static void
print_verdict(FILE *out, enum verdict v, const struct text_options *o)
{
	if (o->color)
		fprintf(out, "%s%-3s\033[0m", verdict_color(v), verdict_name(v));
	else
		fprintf(out, "%-3s", verdict_name(v));
}

/* The first lines of a package's sample interaction (a file), shown as the statement shows it. */
static void
print_interaction(FILE *out, const char *path)
{
	FILE *f = fopen(path, "r");
	char line[256];
	int n = 0;

	fputs("  sample ", out);
	escape_line(out, strrchr(path, '/') + 1);
	fputs(":\n", out);
	while (f && fgets(line, sizeof line, f) && n++ < SAMPLE_LINES) {
		line[strcspn(line, "\n")] = '\0';
		fputs("    ", out);
		escape_span(out, line, strlen(line));
		fputc('\n', out);
	}
	if (!f || !feof(f))
		fputs(f ? "    ...\n" : "    (cannot be read)\n", out);
	if (f)
		fclose(f);
}

static void
text_begin(struct reporter *r, const struct problem *p, const char *solution)
{
	struct text_reporter *self = (struct text_reporter *)r;
	FILE *out = self->out;
	const struct text_options *o = &self->opts;
	self->any = false;
	self->slowest_us = 0;
	self->slowest[0] = '\0';
	self->near = 0;
	if (o->quiet)
		return;
	char t[32], m[32], w[32], scale[48] = "";
	struct limits l = problem_case_limits(p, NULL, NULL);

	/* The limit in force, and the written one it was scaled from. */
	if (p->scale.factor != 1)
		snprintf(scale, sizeof scale, " (%s x%.2f)",
			 units_format_time(limits_for_case(&p->limits, NULL, NULL).time_ms, w,
					   sizeof w), p->scale.factor);
	/* A package's id (its folder's name), title and files may hold any byte. */
	escape_line(out, p->id);
	fputs(": ", out);
	escape_line(out, p->title);
	fputs(" (", out);
	escape_line(out, solution);
	fprintf(out, "; limits %s CPU%s, %s memory)\n", units_format_time(l.time_ms, t, sizeof t),
		scale,
		units_format_bytes(l.memory_bytes, m, sizeof m));
	for (size_t i = 0; o->verbose && i < p->interactions.count; i++)
		print_interaction(out, p->interactions.items[i]);
}

static void print_case(FILE *out, const struct case_result *cr, const struct text_options *o);

/* prefix, then text as escape_log() writes it, then a line break. */
static void
print_line(FILE *out, const char *prefix, const char *text)
{
	fputs(prefix, out);
	escape_log(out, text);
	fputc('\n', out);
}

/*
 * The expected and received text around the first difference, one above the
 * other, with a caret under the first character where they part (both
 * excerpts start at the same place).
 */
static void
print_difference(FILE *out, const struct check_result *k, const struct text_options *o)
{
	if (!k->expected[0] && !k->received[0])
		return;
	size_t at = 0;
	while (k->expected[at] && k->expected[at] == k->received[at])
		at++;
	fputs("       expected: ", out);
	escape_log(out, k->expected);
	fputs("\n       received: ", out);
	escape_log(out, k->received);
	fputc('\n', out);
	fprintf(out, "                 %*s%s^%s\n", (int)at, "", o->color ? "\033[1;31m" : "",
		o->color ? "\033[0m" : "");
}

static void
text_case(struct reporter *r, const struct problem_result *pr, const struct case_result *cr)
{
	struct text_reporter *self = (struct text_reporter *)r;
	FILE *out = self->out;
	const struct text_options *o = &self->opts;
	if (!self->any || cr->usage.cpu_us > self->slowest_us) {
		self->any = true;
		self->slowest_us = cr->usage.cpu_us;
		snprintf(self->slowest, sizeof self->slowest, "%s", cr->tc->name);
	}
	if (cr->verdict == VERDICT_AC &&
	    (double)cr->usage.cpu_us >= NEAR_LIMIT * (double)cr->tc->limits.time_ms * 1000.0)
		self->near++;
	if (!o->quiet) {
		progress_clear();
		print_case(out, cr, o);
	}
	/* How far judging is, on the progress line when it is on (cmd_run's choice). */
	if (pr->count < pr->selected) {
		char failed[64] = "";

		if (pr->count > pr->passed)
			snprintf(failed, sizeof failed, ", %zu failed", pr->count - pr->passed);
		progress_show("[%zu/%zu] %s: %zu passed%s", pr->count, pr->selected,
			      pr->problem->id, pr->passed, failed);
	}
}

/* An interactive case's first lines of transcript, one per line, indented. */
static void
print_transcript(FILE *out, const char *text)
{
	fputs("       interaction:\n", out);
	char line[sizeof ((struct case_result *)0)->transcript];

	for (const char *s = text; *s;) {
		size_t n = strcspn(s, "\n");
		snprintf(line, sizeof line, "%.*s", (int)n, s);
		print_line(out, "         ", line);
		s += n + (s[n] == '\n');
	}
}

/* A multi-pass case's passes, one line: "passes: 1 AC 0.8ms 1.5MiB, 2 WA 0.9ms 1.5MiB". */
static void
print_passes(FILE *out, const struct case_result *cr)
{
	char line[REPORT_PASSES_LEN];

	report_format_passes(cr, line, sizeof line);
	fprintf(out, "       passes: %s\n", line);
}

static void
print_case(FILE *out, const struct case_result *cr, const struct text_options *o)
{
	char t[32], w[32], m[32], tl[32], ml[32];
	report_format_ms(cr->usage.cpu_us, t, sizeof t);
	report_format_ms(cr->usage.wall_us, w, sizeof w);
	units_format_bytes(cr->usage.memory_bytes, m, sizeof m);
	units_format_time(cr->tc->limits.time_ms, tl, sizeof tl);
	units_format_bytes(cr->tc->limits.memory_bytes, ml, sizeof ml);

	fputs("  ", out);
	print_verdict(out, cr->verdict, o);
	fputc(' ', out);
	escape_column(out, cr->tc->name, 24);
	fprintf(out, " %9s / %-6s %9s wall %9s / %s", t, tl, w, m, ml);
	if (cr->detail[0]) {
		fputs("  (", out);
		escape_log(out, cr->detail);
		fputc(')', out);
	}
	if (cr->rerun)
		fputs("  [re-run alone]", out);
	if (cr->cached)
		fputs("  [cached]", out);
	if (cr->runs > 1)
		fprintf(out, "  [median of %d]", cr->runs);
	if (cr->verdict == VERDICT_AC && cr->check.score_kind != CHECK_SCORE_NONE) {
		char sc[32];
		report_format_score(cr->check.score, sc, sizeof sc);
		fprintf(out, "  [%s %s]", cr->check.score_kind == CHECK_SCORE_POINTS ? "points"
			: "fraction", sc);
	}
	fputc('\n', out);
	if (cr->verdict != VERDICT_AC || o->verbose) {
		if (cr->verdict != VERDICT_AC) {
			fputs("       at ", out);
			escape_line(out, cr->tc->file);
			fprintf(out, ":%d:%d\n", cr->tc->line, cr->tc->column);
		}
		/* Text a program wrote, on a line of its own: nothing in it a command. */
		if (cr->message[0])
			print_line(out, "       ", cr->message);
		if (cr->checked && cr->verdict == VERDICT_WA)
			print_difference(out, &cr->check, o);
		if (cr->hint[0])
			print_line(out, "       hint: ", cr->hint);
		/* A package's notes on the case, for whoever reads every row. */
		if (o->verbose && cr->tc->description)
			print_line(out, "       description: ", cr->tc->description);
		if (o->verbose && cr->tc->hint)
			print_line(out, "       case hint: ", cr->tc->hint);
		if (cr->passes)
			print_passes(out, cr);
		if (o->verbose && cr->transcript[0])
			print_transcript(out, cr->transcript);
		if (cr->transcript_path[0])
			print_line(out, "       interaction kept in ", cr->transcript_path);
		if (cr->stderr_head[0] && cr->verdict != VERDICT_AC) {
			size_t n = strcspn(cr->stderr_head, "\n");
			fputs("       stderr: ", out);
			escape_span(out, cr->stderr_head, n);
			fprintf(out, "%s\n", cr->stderr_head[n] ? " ..." : "");
		}
	}
}

/* A scored problem's score, and each group's: "  score 62.5/100 (01-small 20/20, ...)". */
static void
print_score(FILE *out, const struct score_tally *t)
{
	char sc[32], mx[32];

	if (!score_tally_scored(t))
		return;
	report_format_score(score_tally_total(t), sc, sizeof sc);
	report_format_score(t->plan->max, mx, sizeof mx);
	fprintf(out, "  score %s/%s\n", sc, mx);
	for (size_t g = 0; g < t->plan->ngroups; g++) {
		const struct score_group *sg = &t->plan->groups[g];

		report_format_score(score_tally_group(t, g), sc, sizeof sc);
		report_format_score(sg->max, mx, sizeof mx);
		fputs("    ", out);
		escape_column(out, sg->name, 24);
		fprintf(out, " %9s / %-9s %s", sc, mx, score_aggregation_name(sg->aggregation));
		for (size_t k = 0; k < sg->nrequires; k++) {
			size_t r = sg->requires[k];

			if (score_tally_passed(t, r))
				continue;
			fputs("  (0: ", out);
			escape_line(out, t->plan->groups[r].name);
			fputs(" not passed)", out);
		}
		fputc('\n', out);
	}
}

static void
text_end(struct reporter *r, const struct problem_result *pr)
{
	struct text_reporter *self = (struct text_reporter *)r;
	FILE *out = self->out;
	const struct text_options *o = &self->opts;
	progress_clear();
	if (pr->verdict == VERDICT_CE || (pr->verdict == VERDICT_JE && pr->message[0])) {
		escape_line(out, pr->problem->id);
		fputs(": ", out);
		print_verdict(out, pr->verdict, o);
		print_line(out, " ", pr->message);
		if (pr->compile.log && pr->compile.log[0]) {
			/* The first errors are what a user needs; the rest is in the JSON report. */
			const char *s = pr->compile.log;
			for (int lines = 0; *s && lines < 20; lines++) {
				size_t n = strcspn(s, "\n");
				fputs("  | ", out);
				escape_span(out, s, n);
				fputc('\n', out);
				s += n + (s[n] == '\n');
			}
			if (*s)
				fputs("  | ...\n", out);
		}
		return;
	}

	escape_line(out, pr->problem->id);
	fputs(": ", out);
	print_verdict(out, pr->verdict, o);
	fprintf(out, " %zu/%zu cases passed", pr->passed, pr->count);
	if (self->any) {
		char t[32];
		report_format_ms(self->slowest_us, t, sizeof t);
		fputs(", slowest ", out);
		escape_line(out, self->slowest);
		fprintf(out, " (%s)", t);
	}
	if (pr->compile.cached)
		fputs(", compile cached", out);
	if (pr->cached)
		fprintf(out, ", %zu from the result cache", pr->cached);
	if (pr->stopped)
		fprintf(out, ", stopped early (%zu of %zu cases run)", pr->count, pr->selected);
	fputc('\n', out);
	print_score(out, &pr->score);

	size_t near = self->near;
	if (near)
		fprintf(out, "  hint: %zu case%s within %d%% of the time limit\n", near,
			near == 1 ? "" : "s", (int)((1 - NEAR_LIMIT) * 100 + 0.5));
	if (pr->reruns)
		fprintf(out, "  note: %zu case%s re-run alone for a trustworthy time (-j)\n",
			pr->reruns, pr->reruns == 1 ? "" : "s");
}

static void
text_free(struct reporter *r)
{
	free(r);
}

static const struct reporter_ops text_ops = {
	.begin = text_begin,
	.on_case = text_case,
	.end = text_end,
	.free = text_free,
};

struct reporter *
report_text_new(FILE *out, const struct text_options *o)
{
	struct text_reporter *t = calloc(1, sizeof *t);
	if (!t)
		return NULL;
	t->base.ops = &text_ops;
	t->out = out;
	t->opts = *o;
	return &t->base;
}
