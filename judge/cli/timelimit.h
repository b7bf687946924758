/*
 * A package's time limit where problem.yaml (and .timelimit) set none:
 * derived as the package format says, from the slowest case of the
 * submissions that bound it from below (its accepted ones; in the current
 * format also the others its rules permit no TLE, unless use_for_time_limit
 * is false).  Nothing owned.
 */
#ifndef JUDGE_TIMELIMIT_H
#define JUDGE_TIMELIMIT_H

#include <stddef.h>
#include <stdint.h>

#include "pipeline/pipeline.h"
#include "problem/expectation.h"
#include "problem/language.h"
#include "problem/problem.h"
#include "problem/testdata.h"

/* What the derivation found. */
struct timelimit_derived {
	int64_t limit_ms;        /* the limit set */
	int64_t slowest_us;      /* CPU time of the slowest case bounding the limit from below */
	char slowest[512];       /* "accepted/sum.py on secret/03" */
	size_t judged;           /* such submissions that ran */
};

/*
 * Judges every submission of s (package p's) whose language is installed on
 * the cases of td where it bounds the limit from below
 * (expectation_bounds_below()), under a generous limit (TIMELIMIT_PROBE_MS),
 * each up to its first failing case; takes the slowest case's CPU time T, and sets p->limits.time_ms to the smallest
 * multiple of p->timing.resolution_ms (at least one) that is at least T times
 * p->timing.ac_to_time_limit.  Returns 0 with *out filled, or -1 with err set
 * (no such submission could run).
 */
#define TIMELIMIT_PROBE_MS 60000
int timelimit_derive(struct pipeline *pl, const struct language_table *t, struct problem *p,
		     const struct testdata *td, const struct expectation_set *s,
		     struct timelimit_derived *out, char *err, size_t errlen);

/* One line saying how out was derived, for p: "time limit 1s (derived: ...)". */
void timelimit_describe(const struct problem *p, const struct timelimit_derived *out, char *buf,
			size_t len);

#endif
