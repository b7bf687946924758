/*
 * A JSON report read back (`judge run --json` or `judge verify --json`,
 * schema 1): for merging shard reports, for writing other reports from one,
 * and for the times a shard split is balanced by.  A struct report_doc owns
 * the parsed document and its path; release it with report_doc_free().
 * Everything it hands out is borrowed from it.
 */
#ifndef JUDGE_REPORT_DOC_H
#define JUDGE_REPORT_DOC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "report.h"

enum report_kind {
	REPORT_KIND_RUN,         /* judge run --json */
	REPORT_KIND_VERIFY,      /* judge verify --json */
};

struct report_doc;

/*
 * Reads the report at path: JSON syntax (an error says where: file:line:
 * column), schema 1, the judge's version and a problems list.  Returns NULL
 * with err set (naming path) when it cannot be read or is not such a report.
 */
struct report_doc *report_doc_load(const char *path, char *err, size_t errlen);

enum report_kind report_doc_kind(const struct report_doc *d);

/* "run" or "verify". */
const char *report_kind_name(enum report_kind k);

/* The path it was read from. */
const char *report_doc_path(const struct report_doc *d);

/*
 * Replays a run report through the n reporters rs as `judge run` fed them:
 * for each problem begin, each case, end, then finish (complete as the report
 * says).  Returns 0; 1 with err set when the report is not a run report or a
 * member is missing or of the wrong type (err names the file and the member);
 * -1 with err set when a reporter fails.
 */
int report_doc_replay(const struct report_doc *d, struct reporter **rs, size_t n, char *err,
		      size_t errlen);

/* One case's recorded time: in a run report, its wall time; in a verify one, its CPU time. */
struct report_time {
	const char *problem;     /* the problem's id */
	const char *submission;  /* verify: the submission's label; run: "" */
	const char *name;        /* the case's name */
	int64_t us;
};

/*
 * The recorded time of every case of d that has one, sorted for
 * report_time_find(), into *out (owned by the caller: free()) and *n.
 * Returns 0, or -1 when out of memory.
 */
int report_doc_times(const struct report_doc *d, struct report_time **out, size_t *n);

/* The time of case name of submission (NULL for a run report) of problem in t, or NULL. */
const struct report_time *report_time_find(const struct report_time *t, size_t n,
					   const char *problem, const char *submission,
					   const char *name);

/*
 * Merges the n shard reports in (of one kind, one judge version, one problem
 * list, shards 1 to N of one N each once, no case in two) into the report a
 * single run would have written: the cases of each problem (the submissions
 * of each, for verify) in the order of a single run, counts, verdicts and
 * the summary recomputed, the shard marks left out.  Writes it to out ("-":
 * standard output) atomically, and into *passed whether it is complete and
 * all accepted (run) or every expectation met (verify).  Returns 0; 1 with
 * err set when the inputs do not make one report (err names the file); -1
 * with err set when out cannot be written.
 */
int report_doc_merge(struct report_doc *const *in, size_t n, const char *out, bool *passed,
		     char *err, size_t errlen);

/* Releases d.  report_doc_free(NULL) is a no-op. */
void report_doc_free(struct report_doc *d);

#endif
