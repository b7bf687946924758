/*
 * Reports of judged problems: a human text table and a JSON document.  A
 * struct report_json owns its document; release it with report_json_free().
 * Results are borrowed while being reported.
 */
#ifndef JUDGE_REPORT_H
#define JUDGE_REPORT_H

#include <stdbool.h>
#include <stdio.h>

#include "pipeline.h"
#include "sandbox.h"

struct text_options {
	bool quiet;              /* only each problem's summary line */
	bool verbose;            /* every case with all its details */
	bool color;              /* ANSI colours (the verdict is always printed too) */
};

/* Prints the header line of a problem about to be judged. */
void report_text_begin(FILE *out, const struct problem *p, const char *solution,
		       const struct text_options *o);

/* Prints one case row (and its diagnostics when it failed). */
void report_text_case(FILE *out, const struct problem_result *pr, const struct case_result *cr,
		      const struct text_options *o);

/* Prints a problem's summary: verdict, cases passed, slowest case, compile errors. */
void report_text_end(FILE *out, const struct problem_result *pr, const struct text_options *o);

struct report_json;

/* Starts a JSON report.  Returns NULL when out of memory. */
struct report_json *report_json_new(const struct sandbox_report *sandbox);

/* Adds a judged problem to the report.  Returns 0, or -1 when out of memory. */
int report_json_add(struct report_json *rj, const struct problem_result *pr);

/*
 * Writes the report to path ("-" for standard output), marked complete or
 * not; a file is written to a temporary name and renamed, so a reader never
 * sees half a report.  Returns 0, or -1 with err set.
 */
int report_json_write(struct report_json *rj, const char *path, bool complete, char *err,
		      size_t errlen);

/* Releases rj.  report_json_free(NULL) is a no-op. */
void report_json_free(struct report_json *rj);

#endif
