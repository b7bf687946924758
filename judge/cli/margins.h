/*
 * What `judge verify` prints about a problem's time limit: its margins (the
 * slowest submission bounding it from below, the fastest bounding it from
 * above, as ratios to the limit), a warning for each submission within them,
 * and whether each verdict would hold on a machine 25% slower and 25%
 * faster than the one the limit was set on.  Nothing owned.
 */
#ifndef JUDGE_MARGINS_H
#define JUDGE_MARGINS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "problem/problem.h"

/* The speed of the machines compared, as `judge calibrate` scores them. */
#define MARGINS_SPEED_STEP 0.25  /* 25% slower: 0.75 times the score; faster: 1.25 */

/* One submission's times, as judged here. */
struct margins_entry {
	const char *label;
	bool tle;                /* bounds the limit from above (got TLE), else from below */
	int64_t time_us;         /* its slowest case bounding the limit (CPU time) */
	const char *case_name;   /* ... that case */
	bool stopped;            /* tle: its run was stopped there, its time is at least that */
	double scale;            /* the share of the limit it was judged under (main: 1/2) */
};

/*
 * Prints to out, for p judged with limit_ms (the limit in force): the
 * margins of the n entries, a "warn" line for each one bounding the limit
 * from below whose margin is under p's ac_to_time_limit, then the speed
 * lines, which estimate each time on the machine the limit was set on
 * (p->calibration; p->scale.here is this machine's score, 0 when unknown:
 * the machines are then compared with this one) and judge it against the
 * limit as written.
 */
void margins_print(FILE *out, const struct problem *p, int64_t limit_ms,
		   const struct margins_entry *e, size_t n);

#endif
