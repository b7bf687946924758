/*
 * --shard K/N: the share of the work one of N runs at once (CI machines)
 * judges.  The work is cut into units in a fixed order (judge run: every
 * case of every problem; judge verify: every submission of every problem,
 * its cases together, since its run stops once its expectation is settled),
 * each weighted by its recorded time, and split into N runs of the units
 * in that order, of about equal weight: the same inputs and the same
 * recorded times give the same split on every machine.  The flags arrays it
 * makes are the caller's to release (shard_flags_free()).
 */
#ifndef JUDGE_SHARD_H
#define JUDGE_SHARD_H

#include <stdbool.h>
#include <stddef.h>

#include "report/report.h"
#include "report/report_doc.h"

/* The most shards. */
#define SHARD_MAX 1000

struct expectation_set;
struct problem_set;

/* Recorded times (from --shard-times REPORT), sorted for report_time_find(); owned. */
struct shard_times {
	struct report_time *times;
	size_t count;
	struct report_doc *doc;  /* the report the names are borrowed from, or NULL */
};

/*
 * Parses --shard's "K/N" (1 <= K <= N <= SHARD_MAX) for command cmd into *s;
 * NULL is no shard (count 0).  A bad value is a usage error (exit 2).
 */
void shard_parse(const char *cmd, const char *text, struct report_shard *s);

/*
 * Reads the recorded times of the report at path (a JSON report of kind,
 * as `judge report merge` writes them) into *st; NULL path: none.  An
 * unreadable or wrong report is an error (exit 2).
 */
void shard_times_load(const char *path, enum report_kind kind, struct shard_times *st);

/* Releases what st owns. */
void shard_times_fini(struct shard_times *st);

/*
 * judge run: for each problem of set, the flags (one per case of its
 * testdata) of the cases shard s judges, among those pattern (a glob on case
 * names, or NULL) selects.  A case weighs its recorded wall time in st, else
 * the mean of its problem's recorded cases (none: only the cost of a case).
 */
bool **shard_split_cases(const struct report_shard *s, const struct problem_set *set,
			 const char *pattern, const struct shard_times *st);

/*
 * judge verify: the flags of the submissions shard s judges, sets[k].nsubs
 * for each problem k of set in turn.  A submission weighs the recorded CPU
 * times of its cases, as above.
 */
bool *shard_split_submissions(const struct report_shard *s, const struct problem_set *set,
			      const struct expectation_set *sets, const struct shard_times *st);

/* Releases flags made by shard_split_cases() for n problems. */
void shard_flags_free(bool **flags, size_t n);

#endif
