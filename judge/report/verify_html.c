/* The verify report as a page: the verdict matrix as a coloured grid, per problem. */
#include "verify_html.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "base/escape.h"
#include "html_page.h"
#include "report.h"

/* The most columns of a grid; with more cases, neighbouring cases share a column. */
enum { GRID_COLUMNS = 60 };

struct verify_html {
	char *path;
	FILE *body;              /* the problems so far (an unnamed temporary file) */
	size_t problems, met, missed, skipped;
	bool complete;           /* false once verify_html_close() is told of an interruption */
};

struct verify_html *
verify_html_open(const char *path, char *err, size_t errlen)
{
	struct verify_html *v = calloc(1, sizeof *v);

	if (!v || !(v->path = strdup(path)) || !(v->body = tmpfile())) {
		snprintf(err, errlen, "cannot start the HTML report: %s", strerror(errno));
		if (v)
			free(v->path);
		free(v);
		return NULL;
	}
	return v;
}

/* The verdicts of bits, as "WA, TLE" (none: "-"). */
static void
put_verdicts(FILE *out, unsigned bits)
{
	const char *sep = "";
	for (int k = 0; k < VERDICT_COUNT; k++)
		if (bits & EXPECTATION_BIT(k)) {
			fprintf(out, "%s%s", sep, verdict_name((enum verdict)k));
			sep = ", ";
		}
	if (!*sep)
		fputc('-', out);
}

/* A column of the grid: cases first..last (from 0), a testdata file's (file) or a run of them. */
struct span {
	size_t first, last;
	const struct testdata_file *file;
};

/*
 * A cell of the grid: s's cases of span c, their worst verdict, outlined if
 * any is not permitted; a cell of several cases names them in data-cases.
 */
static void
put_cell(FILE *out, const struct verify_submission *s, const struct span *c)
{
	enum verdict worst = VERDICT_COUNT;
	size_t bad = 0, run = 0;

	for (size_t i = c->first; i <= c->last && i < s->ncases; i++) {
		enum verdict got = s->cases[i].verdict;
		if (got == VERDICT_COUNT)
			continue;
		run++;
		worst = worst == VERDICT_COUNT ? got : verdict_worst(worst, got);
		bad += !(expectation_permitted(s->set, s->x, i) & EXPECTATION_BIT(got));
	}
	const char *name = worst == VERDICT_COUNT ? "-" : verdict_name(worst);
	fprintf(out, "<td class=\"%s%s\" data-v=\"%s\"", html_verdict_class(worst),
		bad ? " bad" : "", name);
	if (c->first == c->last) {
		fputs(" title=\"", out);
		escape_html_attribute(out, s->cases[c->first].name);
		fprintf(out, ": %s", worst == VERDICT_COUNT ? "not run" : name);
		if (worst != VERDICT_COUNT)
			fprintf(out, " in %.1f ms", (double)s->cases[c->first].time_us / 1000);
		if (bad) {
			fputs(", not permitted (permitted: ", out);
			put_verdicts(out, expectation_permitted(s->set, s->x, c->first));
			fputc(')', out);
		}
	} else {
		fprintf(out, " data-cases=\"%zu-%zu\" title=\"cases %zu-%zu: %zu run, worst %s, "
			"%zu not permitted", c->first + 1, c->last + 1, c->first + 1, c->last + 1,
			run, name, bad);
	}
	fprintf(out, "\">%s%s</td>", name, bad ? "!" : "");
}

/* A file's name in the grid: its group under data/, or its path's last part. */
static const char *
file_name(const struct testdata_file *f)
{
	const char *slash = strrchr(f->path, '/');
	return f->group ? f->group : slash ? slash + 1 : f->path;
}

/*
 * The grid's columns into spans (room for GRID_COLUMNS): a case each when
 * they fit, else a testdata file each when the files fit, else runs of
 * neighbouring cases.  Returns how many.
 */
static size_t
grid_spans(const struct testdata *td, size_t ncases, struct span *spans)
{
	size_t n = 0;

	if (ncases <= GRID_COLUMNS) {
		for (size_t i = 0; i < ncases; i++)
			spans[n++] = (struct span){i, i, NULL};
		return n;
	}
	if (td->nfiles > 1 && td->nfiles <= GRID_COLUMNS) {
		size_t first = 0;
		for (size_t k = 0; k < td->nfiles; k++) {
			if (td->files[k].count)
				spans[n++] = (struct span){first, first + td->files[k].count - 1,
							   &td->files[k]};
			first += td->files[k].count;
		}
		return n;
	}
	size_t per = (ncases + GRID_COLUMNS - 1) / GRID_COLUMNS;
	for (size_t i = 0; i < ncases; i += per)
		spans[n++] = (struct span){i, i + per - 1 < ncases ? i + per - 1 : ncases - 1, NULL};
	return n;
}

/* Says what the columns are: the cases, the files, or runs of how many cases. */
static void
put_key(FILE *out, const struct verify_submission *s, const struct span *spans, size_t n,
	size_t ncases)
{
	if (!s || !n)
		return;
	if (spans[0].first != spans[0].last && !spans[0].file) {
		fprintf(out, "<p class=\"note\">%zu cases: a column is %zu neighbouring cases "
			"(their worst verdict).</p>\n", ncases, spans[0].last + 1);
		return;
	}
	fprintf(out, "<p class=\"note\">%s", spans[0].file ? "Columns are testdata files "
		"(their cases' worst verdict): " : "Cases: ");
	for (size_t c = 0; c < n; c++) {
		fprintf(out, "%s%zu ", c ? ", " : "", c + 1);
		if (spans[c].file) {
			escape_html(out, file_name(spans[c].file));
			fprintf(out, " (%zu cases)", spans[c].last - spans[c].first + 1);
		} else {
			escape_html(out, s->cases[spans[c].first].name);
		}
	}
	fputs(".</p>\n", out);
}

/* The grid: a row per submission, a column per case, file or run of cases. */
static void
put_grid(FILE *out, const struct testdata *td, const struct verify_submission *subs, size_t n)
{
	struct span spans[GRID_COLUMNS];
	size_t ncases = n ? subs[0].ncases : 0;
	size_t ns = grid_spans(td, ncases, spans);

	fputs("<table class=\"grid\">\n<thead><tr><th>submission</th><th>expected</th>"
	      "<th>got</th><th></th>", out);
	for (size_t c = 0; c < ns; c++) {
		fputs("<th title=\"", out);
		if (spans[c].file)
			escape_html_attribute(out, file_name(spans[c].file));
		else if (spans[c].first == spans[c].last)
			escape_html_attribute(out, subs[0].cases[spans[c].first].name);
		else
			fprintf(out, "cases %zu-%zu", spans[c].first + 1, spans[c].last + 1);
		fprintf(out, "\">%zu</th>", c + 1);
	}
	fputs("</tr></thead>\n<tbody>\n", out);
	for (size_t j = 0; j < n; j++) {
		const struct verify_submission *s = &subs[j];
		fputs("<tr><th>", out);
		escape_html(out, s->label);
		fputs("</th><th>", out);
		put_verdicts(out, expectation_expected(s->set, s->x));
		fprintf(out, "</th><th>%s</th><th data-key=\"outcome\">%s</th>",
			s->skipped ? "-" : verdict_name(s->verdict),
			s->skipped ? "skip" : s->met ? "ok" : "FAIL");
		for (size_t c = 0; c < ns; c++)
			put_cell(out, s, &spans[c]);
		fputs("</tr>\n", out);
	}
	fputs("</tbody>\n</table>\n", out);
	put_key(out, n ? subs : NULL, spans, ns, ncases);
}

/* A time in ms, or "-" when there is none (-1). */
static void
put_ms(FILE *out, const char *name, int64_t ms)
{
	if (ms < 0)
		fprintf(out, "<tr><th>%s</th><td>-</td></tr>\n", name);
	else
		fprintf(out, "<tr><th>%s</th><td data-v=\"%lld\">%lld ms</td></tr>\n", name,
			(long long)ms, (long long)ms);
}

void
verify_html_problem(struct verify_html *v, const struct problem *p, const struct testdata *td,
		    const struct verify_time_limit *tl, const struct verify_submission *subs,
		    size_t n)
{
	FILE *out = v->body;
	size_t met = 0, missed = 0, skipped = 0;

	for (size_t j = 0; j < n; j++) {
		skipped += subs[j].skipped;
		met += !subs[j].skipped && subs[j].met;
		missed += !subs[j].skipped && !subs[j].met;
	}
	v->problems++;
	v->met += met;
	v->missed += missed;
	v->skipped += skipped;
	fprintf(out, "<section id=\"p%zu\">\n<h2><span class=\"v %s\">%s</span> ", v->problems,
		missed ? "v-WA" : "v-AC", missed ? "FAIL" : "ok");
	escape_html(out, p->id);
	if (p->title && p->title[0]) {
		fputs(" &#8212; ", out);
		escape_html(out, p->title);
	}
	fprintf(out, "</h2>\n<table class=\"summary\">\n<tr><th>expectations</th>"
		"<td data-key=\"expectations\">%zu met, %zu missed, %zu skipped</td></tr>\n",
		met, missed, skipped);
	put_ms(out, tl->derived ? "time limit (derived)" : "time limit", tl->ms);
	put_ms(out, "slowest accepted", tl->slowest_accepted_ms);
	put_ms(out, "fastest TLE", tl->fastest_tle_ms);
	fputs("</table>\n", out);
	put_grid(out, td, subs, n);
	for (size_t j = 0; j < n; j++) {
		if (!subs[j].reason || !subs[j].reason[0])
			continue;
		fprintf(out, "<p class=\"msg\"><b>%s</b> ", subs[j].skipped ? "skip" : "FAIL");
		escape_html(out, subs[j].label);
		fputs(": ", out);
		escape_html(out, subs[j].reason);
		fputs("</p>\n", out);
	}
	fputs("</section>\n", out);
}

/* The page around the problems; arg is the report. */
static int
write_page(FILE *out, void *arg)
{
	struct verify_html *v = arg;

	html_page_head(out, "judge verify report", v->complete);
	fprintf(out, "<table class=\"summary\" id=\"overview\">\n<tr><th>problems</th>"
		"<td data-key=\"problems\">%zu</td></tr>\n<tr><th>expectations</th>"
		"<td data-key=\"expectations\">%zu met, %zu missed, %zu skipped</td></tr>\n"
		"<tr><th>judge</th><td>%s</td></tr>\n</table>\n", v->problems, v->met, v->missed,
		v->skipped, JUDGE_VERSION);
	fputs("<p class=\"note\">A cell is a case's verdict; an outlined cell with \"!\" is a "
	      "verdict its submission may not get there.</p>\n", out);
	html_legend(out, true);
	if (report_copy(v->body, out) < 0)
		return -1;
	html_page_foot(out);
	return 0;
}

int
verify_html_close(struct verify_html *v, bool complete, char *err, size_t errlen)
{
	int rc;

	v->complete = complete;
	if (fflush(v->body) != 0 || ferror(v->body)) {
		snprintf(err, errlen, "cannot write a temporary file for the HTML report: %s",
			 strerror(errno ? errno : EIO));
		rc = -1;
	} else {
		rc = html_page_write(v->path, write_page, v, err, errlen);
	}
	fclose(v->body);
	free(v->path);
	free(v);
	return rc;
}
