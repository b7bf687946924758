/*
 * A problem's Markdown statement as one self-contained HTML page, through
 * cmark-gfm (CommonMark, tables, strikethrough, autolinks, footnotes): the
 * samples injected where {{nextsample}} and {{remainingsamples}} stand (the
 * rest at the end, unless the statement shows its samples itself), math left
 * as TeX between its dollars, images inlined as data: URLs, the author's raw
 * HTML left out but for a few plain tags, no script, and the HTML reports'
 * Content-Security-Policy, so that nothing loads.  The same reading checks
 * the statement: each sample it shows in its own code blocks against the
 * sample cases, placeholders, images, raw HTML.  cmark-gfm stays in
 * statement_html.c; nothing here is owned.
 */
#ifndef JUDGE_STATEMENT_HTML_H
#define JUDGE_STATEMENT_HTML_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "base/diag.h"
#include "problem/statement.h"

/* The largest image a statement may inline. */
#define STATEMENT_IMAGE_MAX_BYTES (2 << 20)

/* What a page is made of; everything borrowed. */
struct statement_page {
	const struct problem *problem;
	const struct statement_file *file; /* its Markdown statement */
	const char *text;        /* the statement, constants substituted */
	size_t len;
	const struct statement_samples *samples;
};

/*
 * Writes pg as a page to out, or with out NULL only reads it for what it
 * says: every finding is a warning in d, located in the statement (a sample
 * the statement shows that differs from the sample cases, a {{nextsample}}
 * with no sample left, an image that cannot be shown, raw HTML left out).
 * Sets *literal (when not NULL) to whether the statement shows samples in
 * its own code blocks ("Input:" and a code block, under a heading naming a
 * sample or an example).  Returns 0, or -1 with an error in d (out of
 * memory, a write that failed).
 */
int statement_html_write(FILE *out, const struct statement_page *pg, bool *literal,
			 struct diag *d);

#endif
