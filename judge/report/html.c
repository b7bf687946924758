/*
 * The HTML report of a run: a page with an overview, then per problem its
 * summary, charts of CPU time and peak memory against the limits, the margin
 * of its slowest cases, and a sortable table of cases.  A problem's rows wait
 * in a temporary file (report_spool) until its summary, written at end, can
 * head them; the charts keep a fixed number of bars whatever the count of
 * cases (neighbouring cases share a bar when there are more), so memory
 * stays flat and the page bounded.
 */
#include "report.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "base/escape.h"
#include "html_page.h"

enum {
	HTML_BARS = 200,          /* bars per chart (even: two neighbours merge into one) */
	HTML_SLOWEST = 10,        /* the slowest cases whose margin is drawn */
	HTML_ROWS_AC = 500,       /* table rows per problem for accepted cases ... */
	HTML_ROWS_FAILED = 1000,  /* ... and for the others */
};

/* Bytes of table rows the whole page may hold; later rows are counted, not shown. */
#define HTML_ROW_BUDGET (4L << 20)

/* A chart bar: the largest CPU time, wall time and memory of its cases. */
struct bucket {
	double cpu_ms, wall_ms, mem_mib;
	enum verdict worst;
};

/* One of the slowest cases: its time as a share of its own limit (CPU or wall). */
struct slow {
	char name[96];
	double share, ms, limit_ms;
	bool wall;
	enum verdict verdict;
};

struct report_html {
	struct reporter base;
	char *path;
	struct report_spool spool;
	/* The current problem. */
	char *id, *title, *solution;
	struct limits limits;
	char scale[256];         /* how the limits were scaled, in words, or "" */
	struct bucket bars[HTML_BARS];
	size_t nbars, per_bar, in_last;
	struct slow slowest[HTML_SLOWEST];
	size_t nslow;
	size_t rows_ac, rows_failed, hidden_ac, hidden_failed;
	double max_cpu, max_wall, max_mem;
	size_t skipped;          /* selected cases not judged ... */
	char skipped_names[1024]; /* ... the first of them, ", " between, "..." if more */
	/* The run. */
	size_t problems, failed_problems, cases, passed, hidden;
	enum verdict worst;
	bool complete;           /* set at finish: false when the run was interrupted */
	bool out_of_memory;
};

/* Adds a case's usage to the charts' bars, halving their number when they are full. */
static void
add_bar(struct report_html *h, double cpu_ms, double wall_ms, double mem_mib, enum verdict v)
{
	if (h->nbars == HTML_BARS && h->in_last == h->per_bar) {
		for (size_t i = 0; i < HTML_BARS / 2; i++) {
			struct bucket *a = &h->bars[2 * i], *b = &h->bars[2 * i + 1];
			h->bars[i] = (struct bucket){
				a->cpu_ms > b->cpu_ms ? a->cpu_ms : b->cpu_ms,
				a->wall_ms > b->wall_ms ? a->wall_ms : b->wall_ms,
				a->mem_mib > b->mem_mib ? a->mem_mib : b->mem_mib,
				verdict_worst(a->worst, b->worst),
			};
		}
		h->nbars = HTML_BARS / 2;
		h->per_bar *= 2;
		h->in_last = h->per_bar; /* the last bar took two full ones */
	}
	if (h->nbars == 0 || h->in_last == h->per_bar) {
		h->bars[h->nbars++] = (struct bucket){0, 0, 0, VERDICT_AC};
		h->in_last = 0;
	}
	struct bucket *b = &h->bars[h->nbars - 1];
	if (cpu_ms > b->cpu_ms)
		b->cpu_ms = cpu_ms;
	if (wall_ms > b->wall_ms)
		b->wall_ms = wall_ms;
	if (mem_mib > b->mem_mib)
		b->mem_mib = mem_mib;
	b->worst = verdict_worst(b->worst, v);
	h->in_last++;
}

/* Keeps cr among the slowest cases, by the larger share of its CPU or wall limit. */
static void
add_slow(struct report_html *h, const struct case_result *cr)
{
	const struct limits *l = &cr->tc->limits;
	double cpu = (double)cr->usage.cpu_us / 1000, wall = (double)cr->usage.wall_us / 1000;
	double cs = l->time_ms > 0 ? cpu / (double)l->time_ms : 0;
	double ws = l->wall_ms > 0 ? wall / (double)l->wall_ms : 0;
	struct slow s = {.share = cs >= ws ? cs : ws, .wall = ws > cs, .verdict = cr->verdict};
	s.ms = s.wall ? wall : cpu;
	s.limit_ms = (double)(s.wall ? l->wall_ms : l->time_ms);
	size_t at = h->nslow;
	while (at > 0 && h->slowest[at - 1].share < s.share)
		at--;
	if (at == HTML_SLOWEST)
		return;
	size_t len = strlen(cr->tc->name);
	len = escape_cut(cr->tc->name, len < sizeof s.name ? len : sizeof s.name - 1);
	memcpy(s.name, cr->tc->name, len);
	s.name[len] = '\0';
	if (h->nslow < HTML_SLOWEST)
		h->nslow++;
	memmove(&h->slowest[at + 1], &h->slowest[at], (h->nslow - 1 - at) * sizeof s);
	h->slowest[at] = s;
}

static void
html_begin(struct reporter *r, const struct problem *p, const char *solution)
{
	struct report_html *h = (struct report_html *)r;
	free(h->id);
	free(h->title);
	free(h->solution);
	h->id = strdup(p->id);
	h->title = strdup(p->title ? p->title : "");
	h->solution = strdup(solution ? solution : "");
	h->out_of_memory |= !h->id || !h->title || !h->solution;
	h->limits = problem_case_limits(p, NULL, NULL);
	problem_scale_describe(p, h->scale, sizeof h->scale);
	h->nbars = h->in_last = h->nslow = 0;
	h->per_bar = 1;
	h->rows_ac = h->rows_failed = h->hidden_ac = h->hidden_failed = 0;
	h->max_cpu = h->max_wall = h->max_mem = 0;
	h->skipped = 0;
	h->skipped_names[0] = '\0';
	report_spool_begin(&h->spool);
}

/* A selected case judging stopped before: counted and named in the summary. */
static void
html_skip(struct reporter *r, const struct problem_result *pr, const struct testcase *tc)
{
	struct report_html *h = (struct report_html *)r;
	char *names = h->skipped_names;
	size_t len = strlen(names);
	const char *sep = h->skipped++ ? ", " : "";

	(void)pr;
	if (len >= 3 && strcmp(names + len - 3, "...") == 0)
		return;
	/* A name goes in only where ", ..." still fits after it. */
	if (len + strlen(sep) + strlen(tc->name) + sizeof ", ..." <= sizeof h->skipped_names)
		snprintf(names + len, sizeof h->skipped_names - len, "%s%s", sep, tc->name);
	else
		snprintf(names + len, sizeof h->skipped_names - len, "%s...", sep);
}

/* A table cell of a number: its exact value to sort by, shown with digits decimals. */
static void
put_number(FILE *out, double v, int digits)
{
	fprintf(out, "<td class=\"n\" data-v=\"%.3f\">%.*f</td>", v, digits, v);
}

/* "LABEL: text" in a message cell, on a line of its own after earlier text (after); none for "". */
static void
put_labelled(FILE *out, bool after, const char *label, const char *text)
{
	if (!text[0])
		return;
	fprintf(out, "%s%s: ", after ? "\n" : "", label);
	escape_html(out, text);
}

static void
html_case(struct reporter *r, const struct problem_result *pr, const struct case_result *cr)
{
	struct report_html *h = (struct report_html *)r;
	double cpu = (double)cr->usage.cpu_us / 1000, wall = (double)cr->usage.wall_us / 1000;
	double kib = (double)(cr->usage.memory_bytes / 1024);
	bool ac = cr->verdict == VERDICT_AC;

	(void)pr;
	add_bar(h, cpu, wall, kib / 1024, cr->verdict);
	add_slow(h, cr);
	h->max_cpu = cpu > h->max_cpu ? cpu : h->max_cpu;
	h->max_wall = wall > h->max_wall ? wall : h->max_wall;
	h->max_mem = kib > h->max_mem ? kib : h->max_mem;
	long used = h->spool.body ? ftell(h->spool.body) + ftell(h->spool.part) : 0;
	if ((ac ? h->rows_ac >= HTML_ROWS_AC : h->rows_failed >= HTML_ROWS_FAILED) ||
	    used > HTML_ROW_BUDGET || !report_spool_ok(&h->spool)) {
		*(ac ? &h->hidden_ac : &h->hidden_failed) += 1;
		return;
	}
	*(ac ? &h->rows_ac : &h->rows_failed) += 1;
	FILE *out = h->spool.part;
	fputs("<tr><td>", out);
	escape_html(out, cr->tc->name);
	fprintf(out, "</td><td data-v=\"%d\"><span class=\"v %s\">%s</span></td><td>",
		(int)cr->verdict, html_verdict_class(cr->verdict), verdict_name(cr->verdict));
	escape_html(out, cr->detail);
	fputs("</td>", out);
	put_number(out, cpu, 1);
	put_number(out, wall, 1);
	put_number(out, kib, 0);
	fputs("<td class=\"msg\">", out);
	escape_html(out, cr->message);
	put_labelled(out, cr->message[0], "hint", cr->hint);
	put_labelled(out, cr->message[0] || cr->hint[0], "stderr", cr->stderr_head);
	char passes[REPORT_PASSES_LEN];
	report_format_passes(cr, passes, sizeof passes);
	put_labelled(out, cr->message[0] || cr->hint[0] || cr->stderr_head[0], "passes", passes);
	fputs("</td></tr>\n", out);
}

/* A row of a problem's summary table. */
static void
put_fact(FILE *out, const char *name, const char *value)
{
	fprintf(out, "<tr><th>%s</th><td>", name);
	escape_html(out, value);
	fputs("</td></tr>\n", out);
}

/* The problem's summary: verdict, counts, language, limits and the largest usage. */
static void
put_summary(struct report_html *h, FILE *out, const struct problem_result *pr)
{
	char line[256];

	fprintf(out, "<section id=\"p%zu\">\n<h2><span class=\"v %s\">%s</span> ", h->problems,
		html_verdict_class(pr->verdict), verdict_name(pr->verdict));
	escape_html(out, h->id);
	if (h->title[0]) {
		fputs(" &#8212; ", out);
		escape_html(out, h->title);
	}
	fputs("</h2>\n<table class=\"summary\">\n", out);
	fprintf(out, "<tr><th>verdict</th><td data-key=\"verdict\">%s (%s)</td></tr>\n",
		verdict_name(pr->verdict), verdict_text(pr->verdict));
	fprintf(out, "<tr><th>passed</th><td data-key=\"passed\">%zu/%zu</td></tr>\n",
		pr->passed, pr->count);
	if (h->skipped) {
		fprintf(out, "<tr><th>not judged</th><td data-key=\"not_judged\">%zu (stopped "
			"early): ", h->skipped);
		escape_html(out, h->skipped_names);
		fputs("</td></tr>\n", out);
	}
	if (pr->message[0])
		put_fact(out, "message", pr->message);
	put_fact(out, "solution", h->solution);
	snprintf(line, sizeof line, "%s%s%s", pr->language ? pr->language->name : "(none)",
		 pr->compiler[0] ? ": " : "", pr->compiler);
	put_fact(out, "language", line);
	fprintf(out, "<tr><th>limits</th><td data-key=\"limits\">CPU %lld ms, wall %lld ms, "
		"memory %lld MiB, output %lld MiB</td></tr>\n", (long long)h->limits.time_ms,
		(long long)h->limits.wall_ms, (long long)(h->limits.memory_bytes >> 20),
		(long long)(h->limits.output_bytes >> 20));
	if (h->scale[0])
		put_fact(out, "limits scale", h->scale);
	fprintf(out, "<tr><th>largest</th><td data-key=\"largest\">CPU <span data-v=\"%.3f\">"
		"%.1f</span> ms, wall <span data-v=\"%.3f\">%.1f</span> ms, memory <span "
		"data-v=\"%.0f\">%.0f</span> KiB</td></tr>\n</table>\n", h->max_cpu, h->max_cpu,
		h->max_wall, h->max_wall, h->max_mem, h->max_mem);
}

/* The charts: usage per case against the limits, then the slowest cases' margins. */
static void
put_charts(struct report_html *h, FILE *out)
{
	struct html_bar cpu[HTML_BARS], mem[HTML_BARS];
	char note[96] = "";

	if (!h->nbars)
		return;
	for (size_t i = 0; i < h->nbars; i++) {
		size_t first = i * h->per_bar + 1, last = i * h->per_bar + h->per_bar;
		if (i == h->nbars - 1)
			last = first + h->in_last - 1;
		cpu[i] = (struct html_bar){h->bars[i].cpu_ms, h->bars[i].worst, first, last};
		mem[i] = (struct html_bar){h->bars[i].mem_mib, h->bars[i].worst, first, last};
	}
	if (h->per_bar > 1)
		snprintf(note, sizeof note, " (a bar is the largest of %zu cases)", h->per_bar);
	fprintf(out, "<p class=\"note\">Per case, in testdata order%s; the dashed line is the "
		"problem's limit (stated instead when the bars are far below it).</p>\n", note);
	html_chart_bars(out, "CPU time per case (ms)", "ms", cpu, h->nbars,
			(double)h->limits.time_ms);
	html_chart_bars(out, "Peak memory per case (MiB)", "MiB", mem, h->nbars,
			(double)(h->limits.memory_bytes >> 20));

	/* Horizontal bars: the share of its own limit each of the slowest cases used. */
	double top = 1.2;
	for (size_t i = 0; i < h->nslow; i++)
		top = h->slowest[i].share > top ? h->slowest[i].share : top;
	int height = 18 * (int)h->nslow + 24;
	fprintf(out, "<figure><figcaption>Margin of the %zu slowest cases (time / limit)"
		"</figcaption>\n<svg role=\"img\" viewBox=\"0 0 640 %d\" width=\"640\" "
		"height=\"%d\" xmlns=\"http://www.w3.org/2000/svg\">\n", h->nslow, height, height);
	for (size_t i = 0; i < h->nslow; i++) {
		const struct slow *s = &h->slowest[i];
		int y = 4 + 18 * (int)i;
		fprintf(out, "<text x=\"196\" y=\"%d\" text-anchor=\"end\">", y + 12);
		escape_html(out, s->name);
		fprintf(out, "</text><rect x=\"200\" y=\"%d\" width=\"%.1f\" height=\"14\" "
			"fill=\"%s\"/><text x=\"%.1f\" y=\"%d\">%.0f%% (%.1f of %.0f ms %s)</text>\n",
			y, s->share / top * 300, s->verdict == VERDICT_AC ? "#2e7d32" : "#ef6c00",
			204 + s->share / top * 300, y + 12, s->share * 100, s->ms, s->limit_ms,
			s->wall ? "wall" : "CPU");
	}
	fprintf(out, "<line x1=\"%.1f\" y1=\"0\" x2=\"%.1f\" y2=\"%d\" stroke=\"#c62828\" "
		"stroke-dasharray=\"6 3\"/><text x=\"%.1f\" y=\"%d\" fill=\"#c62828\">limit</text>"
		"</svg></figure>\n", 200 + 300 / top, 200 + 300 / top, height - 14,
		200 + 300 / top, height - 2);
}

static void
html_end(struct reporter *r, const struct problem_result *pr)
{
	struct report_html *h = (struct report_html *)r;
	FILE *out = h->spool.body;

	h->problems++;
	h->cases += pr->count;
	h->passed += pr->passed;
	h->failed_problems += pr->verdict != VERDICT_AC;
	h->worst = verdict_worst(h->worst, pr->verdict);
	h->hidden += h->hidden_ac + h->hidden_failed;
	if (!report_spool_ok(&h->spool))
		return;
	put_summary(h, out, pr);
	put_charts(h, out);
	if (h->rows_ac + h->rows_failed) {
		fputs("<table class=\"cases\">\n<thead><tr><th data-key=\"name\">case</th>"
		      "<th data-key=\"verdict\">verdict</th><th data-key=\"detail\">detail</th>"
		      "<th data-key=\"cpu\" data-num>CPU ms</th><th data-key=\"wall\" data-num>"
		      "wall ms</th><th data-key=\"memory\" data-num>memory KiB</th>"
		      "<th data-key=\"message\">message</th></tr></thead>\n<tbody>\n", out);
		report_spool_append_part(&h->spool);
		fputs("</tbody>\n</table>\n", out);
	}
	if (h->hidden_ac + h->hidden_failed)
		fprintf(out, "<p class=\"note\" data-key=\"hidden\">%zu more cases not shown "
			"(%zu accepted, %zu not): the table holds at most %d accepted and %d "
			"other cases per problem; the JSON report has every case.</p>\n",
			h->hidden_ac + h->hidden_failed, h->hidden_ac, h->hidden_failed,
			HTML_ROWS_AC, HTML_ROWS_FAILED);
	fputs("</section>\n", out);
}

/* The whole page: the overview, then each problem as html_end wrote it. */
static int
write_page(FILE *out, void *arg)
{
	struct report_html *h = arg;

	html_page_head(out, "judge run report", h->complete);
	fprintf(out, "<table class=\"summary\" id=\"overview\">\n"
		"<tr><th>verdict</th><td data-key=\"verdict\"><span class=\"v %s\">%s</span></td>"
		"</tr>\n<tr><th>problems</th><td data-key=\"problems\">%zu (%zu not accepted)"
		"</td></tr>\n<tr><th>cases</th><td data-key=\"cases\">%zu/%zu passed</td></tr>\n"
		"<tr><th>judge</th><td>%s</td></tr>\n</table>\n",
		html_verdict_class(h->worst), verdict_name(h->worst), h->problems,
		h->failed_problems, h->passed, h->cases, JUDGE_VERSION);
	if (h->hidden)
		fprintf(out, "<p class=\"note\">%zu cases are not in the tables (see each "
			"problem); the JSON report has every case.</p>\n", h->hidden);
	html_legend(out, false);
	if (h->spool.body && report_copy(h->spool.body, out) < 0)
		return -1;
	html_page_foot(out);
	return 0;
}

static int
html_finish(struct reporter *r, bool complete, char *err, size_t errlen)
{
	struct report_html *h = (struct report_html *)r;

	h->complete = complete;
	if (h->out_of_memory) {
		snprintf(err, errlen, "out of memory while building the HTML report");
		return -1;
	}
	if (report_spool_finish(&h->spool)) {
		snprintf(err, errlen, "cannot write a temporary file for the HTML report: %s",
			 strerror(h->spool.err));
		return -1;
	}
	return html_page_write(h->path, write_page, h, err, errlen);
}

static void
html_free(struct reporter *r)
{
	struct report_html *h = (struct report_html *)r;
	report_spool_close(&h->spool);
	free(h->id);
	free(h->title);
	free(h->solution);
	free(h->path);
	free(h);
}

static const struct reporter_ops html_ops = {
	.begin = html_begin,
	.on_case = html_case,
	.on_skip = html_skip,
	.end = html_end,
	.finish = html_finish,
	.free = html_free,
};

struct reporter *
report_html_new(const char *path)
{
	struct report_html *h = calloc(1, sizeof *h);
	if (!h)
		return NULL;
	h->base.ops = &html_ops;
	h->path = strdup(path);
	if (!h->path) {
		html_free(&h->base);
		return NULL;
	}
	return &h->base;
}
