/*
 * The time-limit rule both formats share (struct problem_timing): the limit
 * a slowest accepted time asks for, whether a time_limit_exceeded time is far
 * enough above it, and whether a verdict would hold when every CPU time
 * scales by one factor (a slower or faster machine).  Nothing owned.
 */
#ifndef JUDGE_TIMING_H
#define JUDGE_TIMING_H

#include <stdbool.h>
#include <stdint.h>

#include "problem.h"

/*
 * The smallest multiple of t->resolution_ms (at least one) that is at least
 * slowest_us times t->ac_to_time_limit.
 */
int64_t timing_limit_for(const struct problem_timing *t, int64_t slowest_us);

/* Whether limit_ms times t->time_limit_to_tle is at most fastest_tle_us. */
bool timing_separates(const struct problem_timing *t, int64_t limit_ms, int64_t fastest_tle_us);

/* The margins of limit_ms: limit / slowest accepted, fastest TLE / limit (0 when unknown). */
double timing_ac_margin(int64_t limit_ms, int64_t slowest_us);
double timing_tle_margin(int64_t limit_ms, int64_t fastest_tle_us);

/* What a verdict does on a machine whose CPU times are factor times these. */
enum timing_hold {
	TIMING_HOLDS,            /* it stays */
	TIMING_FLIPS,            /* it changes (AC becomes TLE, TLE becomes AC) */
	TIMING_UNKNOWN,          /* a TLE whose run was stopped too early to tell */
};

/*
 * Whether an accepted run of time_us (tle false) stays within limit_ms, or a
 * time_limit_exceeded run that was stopped at time_us (tle true: its real
 * time is at least that) still exceeds it, once its time is multiplied by
 * factor.
 */
enum timing_hold timing_hold(bool tle, int64_t time_us, int64_t limit_ms, double factor);

#endif
