/*
 * The parts that the HTML reports of `judge run` and `judge verify` (and
 * `judge statement`'s page) share: one self-contained page (inline style, a
 * small inline script that sorts tables, or none, a Content-Security-Policy
 * that lets nothing load), the verdicts'
 * colours, bar charts drawn as inline SVG, and the file written aside and
 * renamed.  Everything is written to a stream the caller owns; text a program
 * wrote goes through escape_html().  Nothing here keeps state.
 */
#ifndef JUDGE_HTML_PAGE_H
#define JUDGE_HTML_PAGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "base/verdict.h"

/*
 * Writes the page up to its <h1> heading (title, escaped), and a banner
 * saying the report is incomplete unless complete.
 */
void html_page_head(FILE *out, const char *title, bool complete);

/* Writes the sorting script and closes the page. */
void html_page_foot(FILE *out);

/*
 * Writes the head of a page with no script at all (a statement), in
 * language lang, whose policy lets nothing load but images inlined as data:
 * URLs; extra_style (a literal of the caller's) follows the shared style.
 * Then <body> and the <h1> heading (title, escaped).
 */
void html_page_head_static(FILE *out, const char *title, const char *lang,
			   const char *extra_style);

/* Closes a page that html_page_head_static() began. */
void html_page_foot_static(FILE *out);

/* The CSS class of verdict v's colour ("v-WA"; VERDICT_COUNT, not run: "v-none"). */
const char *html_verdict_class(enum verdict v);

/* A legend of the verdicts' colours, not run included when not_run is set. */
void html_legend(FILE *out, bool not_run);

/* One bar of a chart: the largest value of cases first..last (numbered from 1). */
struct html_bar {
	double value;
	enum verdict verdict;    /* the worst of those cases */
	size_t first, last;
};

/*
 * A bar chart of n bars as inline SVG, titled title (a literal of the
 * caller's), values in unit, with a dashed line at limit (none when 0), or
 * the limit stated above a scale of their own when every bar is below a quarter of it.
 */
void html_chart_bars(FILE *out, const char *title, const char *unit,
		     const struct html_bar *bars, size_t n, double limit);

/*
 * Writes a page to path ("-": standard output) with write(out, arg), aside
 * and renamed for a file.  Returns 0, or -1 with err set (write returns -1
 * for an error of its own, its errno kept).
 */
int html_page_write(const char *path, int (*write)(FILE *out, void *arg), void *arg,
		    char *err, size_t errlen);

#endif
