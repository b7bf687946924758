/*
 * Reporters: what `judge run` prints or writes about judged problems (a human
 * table, JSON, ...).  Each reporter owns its state and output file; release it
 * with reporter_free().  Problems and results are borrowed during each call.
 */
#ifndef JUDGE_REPORT_H
#define JUDGE_REPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "pipeline.h"
#include "sandbox.h"

struct reporter;

struct reporter_ops {
	/* A problem is about to be judged with this solution. */
	void (*begin)(struct reporter *r, const struct problem *p, const char *solution);
	/* One case is done (called in testdata order). */
	void (*on_case)(struct reporter *r, const struct problem_result *pr,
			const struct case_result *cr);
	/* The problem is done. */
	void (*end)(struct reporter *r, const struct problem_result *pr);
	/*
	 * Everything is done, or the run was interrupted (complete false):
	 * write what was gathered.  Returns 0, or -1 with err set.
	 */
	int (*finish)(struct reporter *r, bool complete, char *err, size_t errlen);
	void (*free)(struct reporter *r);
};

struct reporter {
	const struct reporter_ops *ops;
};

struct text_options {
	bool quiet;              /* only each problem's summary line */
	bool verbose;            /* every case with all its details */
	bool color;              /* ANSI colours (the verdict is always printed too) */
	bool progress;           /* a live progress line (on a terminal) */
};

/* The human table on out (borrowed). */
struct reporter *report_text_new(FILE *out, const struct text_options *o);

/*
 * The JSON report (schema 1), written at finish to path ("-" for standard
 * output; a file is written under a temporary name and renamed, so a reader
 * never sees half a report).  sandbox is copied.
 */
struct reporter *report_json_new(const char *path, const struct sandbox_report *sandbox);

/* Calls each reporter in turn. */
void reporters_begin(struct reporter **rs, size_t n, const struct problem *p,
		     const char *solution);
void reporters_case(struct reporter **rs, size_t n, const struct problem_result *pr,
		    const struct case_result *cr);
void reporters_end(struct reporter **rs, size_t n, const struct problem_result *pr);

/* Finishes every reporter; returns 0, or -1 with the first error in err. */
int reporters_finish(struct reporter **rs, size_t n, bool complete, char *err, size_t errlen);

/* Releases r.  reporter_free(NULL) is a no-op. */
void reporter_free(struct reporter *r);

#endif
