/*
 * The last verdict of each problem of a tree, kept between runs in a small
 * file under the compile cache folder (one file per tree, keyed by the tree's
 * absolute path).  A struct last_run owns its entries; release it with
 * last_run_fini().
 */
#ifndef JUDGE_LAST_RUN_H
#define JUDGE_LAST_RUN_H

#include <stddef.h>
#include <stdint.h>

#include "base/verdict.h"

struct last_run_entry {
	char id[72];
	enum verdict verdict;
	size_t passed;           /* cases accepted */
	size_t judged;           /* cases judged (fewer than the problem has with --case) */
	int64_t when_ms;         /* when judging the problem began, in ms since the epoch */
	int64_t slowest_us;      /* the largest CPU time of a case */
};

struct last_run {
	struct last_run_entry *entries;
	size_t count;
};

/*
 * Writes the path of the file that holds the last verdicts of the tree at
 * root (an absolute path) into out: <cache>/last/<hash of root>.tsv.
 */
void last_run_path(const char *root, char *out, size_t len);

/*
 * Reads the last verdicts of the tree at root into lr.  A missing file, or
 * one written for another tree, is an empty record.  Returns 0, or -1 with
 * err set when the file exists but cannot be read.
 */
int last_run_load(const char *root, struct last_run *lr, char *err, size_t errlen);

/* Returns the entry of problem id in lr, or NULL. */
const struct last_run_entry *last_run_find(const struct last_run *lr, const char *id);

/*
 * Records the n entries (borrowed) for the tree at root: under a lock, reads
 * the file, replaces or adds each entry, and writes it back atomically, so
 * judges running at once keep each other's records.  Returns 0, or -1 with
 * err set.
 */
int last_run_update(const char *root, const struct last_run_entry *entries, size_t n, char *err,
		   size_t errlen);

/* Releases what lr owns and empties it. */
void last_run_fini(struct last_run *lr);

#endif
