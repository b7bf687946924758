/* Resource limits for one run: plain values, nothing owned. */
#ifndef JUDGE_LIMITS_H
#define JUDGE_LIMITS_H

#include <stdint.h>

/*
 * Limits applied to one run of a program.  A field of 0 means "not set": a
 * problem, a testdata file and a case keep their limits as written, and
 * limits_for_case() merges them and fills every field before a run.
 */
struct limits {
	int64_t time_ms;      /* CPU time (user + sys) of the whole process tree */
	int64_t wall_ms;      /* wall-clock time from start to the last exit */
	int64_t memory_bytes; /* peak resident memory of the whole process tree */
	int64_t output_bytes; /* bytes written to standard output */
	int64_t processes;    /* processes and threads alive at once */
};

/* Defaults used when a problem sets nothing. */
#define LIMITS_DEFAULT_TIME_MS 1000
#define LIMITS_DEFAULT_MEMORY_BYTES (256LL << 20)
#define LIMITS_DEFAULT_OUTPUT_BYTES (64LL << 20)
#define LIMITS_DEFAULT_PROCESSES 1
/* The wall-clock limit defaults to this many times the CPU limit. */
#define LIMITS_WALL_FACTOR 3

/*
 * The limits of one case, every field set: the problem's, the testdata
 * file's and the case's own, each as written (any may be NULL for none),
 * the nearest level that sets a field winning, then the defaults.  So an
 * explicit wall limit at any level wins over a derived one, the nearest
 * explicit one first; with none, the wall limit is LIMITS_WALL_FACTOR times
 * the case's CPU limit (after the merge, so it follows a changed CPU limit).
 * The limits to show for a problem as a whole are
 * limits_for_case(&p->limits, NULL, NULL).
 */
struct limits limits_for_case(const struct limits *problem, const struct limits *file,
			      const struct limits *kase);

/* Fills every unset field of l with its default (the wall from l's CPU limit). */
void limits_resolve(struct limits *l);

/*
 * l with its CPU and wall limits multiplied by factor, rounded to the
 * millisecond and at least 1 ms each; the other fields as they are.
 */
struct limits limits_scaled(struct limits l, double factor);

#endif
