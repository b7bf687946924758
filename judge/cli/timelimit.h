/*
 * Time limits from the submissions that bound them (problem/timing.h has the
 * rule): a package's limit where problem.yaml (and .timelimit) set none,
 * derived before judging, and `judge timelimit`'s figures for either format.
 * From below: the accepted submissions (in a current-format package also the
 * others its rules permit no TLE, unless use_for_time_limit is false); from
 * above: the time_limit_exceeded ones (expectation_bounds_above()).  Nothing
 * owned.
 */
#ifndef JUDGE_TIMELIMIT_H
#define JUDGE_TIMELIMIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pipeline/pipeline.h"
#include "problem/expectation.h"
#include "problem/language.h"
#include "problem/problem.h"
#include "problem/testdata.h"

/* What the derivation found. */
struct timelimit_derived {
	int64_t limit_ms;        /* the limit derived */
	int64_t slowest_us;      /* CPU time of the slowest case bounding the limit from below */
	char slowest[512];       /* "accepted/sum.py on secret/03" */
	size_t judged;           /* such submissions that ran */
	int64_t fastest_tle_us;  /* the fastest bounding it from above (each submission's
				    slowest case), -1 when none ran */
	char fastest[512];       /* ... as slowest names it */
	bool fastest_stopped;    /* ... stopped there: its time is at least that */
	size_t judged_tle;       /* such submissions that ran */
};

/* How timelimit_measure() runs them. */
struct timelimit_how {
	int repeat;              /* runs per case, times are medians, none cached; 0: one,
				    as judging does (the result cache may serve it) */
	bool upper;              /* also run those bounding the limit from above */
};

/*
 * Judges every submission of s (problem p's) whose language is installed on
 * the cases of td where it bounds the limit from below, under a generous
 * limit (TIMELIMIT_PROBE_MS), each up to its first failing case; takes the
 * slowest case's CPU time T and derives the limit from it
 * (timing_limit_for()).  With how->upper, then judges those bounding it from
 * above under the derived limit times time_limit_to_tle times
 * TIMELIMIT_TLE_CAP, each up to its first failing case, for the fastest.
 * Leaves p->limits.time_ms at the limit derived.  Returns 0 with *out
 * filled, or -1 with err set (no submission bounding it from below could run).
 */
#define TIMELIMIT_PROBE_MS 60000
#define TIMELIMIT_TLE_CAP 1.5
int timelimit_measure(struct pipeline *pl, const struct language_table *t, struct problem *p,
		      const struct testdata *td, const struct expectation_set *s,
		      const struct timelimit_how *how, struct timelimit_derived *out, char *err,
		      size_t errlen);

/* timelimit_measure() with each case run once, from below only (before judging a package). */
int timelimit_derive(struct pipeline *pl, const struct language_table *t, struct problem *p,
		     const struct testdata *td, const struct expectation_set *s,
		     struct timelimit_derived *out, char *err, size_t errlen);

/* One line saying how out was derived, for p: "time limit 1s (derived: ...)". */
void timelimit_describe(const struct problem *p, const struct timelimit_derived *out, char *buf,
			size_t len);

#endif
