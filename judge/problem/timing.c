/* The time-limit rule: derivation, margins, and verdicts under a speed factor. */
#include "timing.h"

int64_t
timing_limit_for(const struct problem_timing *t, int64_t slowest_us)
{
	double exact = (double)slowest_us / 1000.0 * t->ac_to_time_limit;
	int64_t steps = (int64_t)(exact / (double)t->resolution_ms);

	if ((double)steps * (double)t->resolution_ms < exact)
		steps++;
	return (steps > 0 ? steps : 1) * t->resolution_ms;
}

bool
timing_separates(const struct problem_timing *t, int64_t limit_ms, int64_t fastest_tle_us)
{
	return (double)limit_ms * 1000.0 * t->time_limit_to_tle <= (double)fastest_tle_us;
}

double
timing_ac_margin(int64_t limit_ms, int64_t slowest_us)
{
	return slowest_us > 0 ? (double)limit_ms * 1000.0 / (double)slowest_us : 0;
}

double
timing_tle_margin(int64_t limit_ms, int64_t fastest_tle_us)
{
	return limit_ms > 0 && fastest_tle_us >= 0 ?
		(double)fastest_tle_us / ((double)limit_ms * 1000.0) : 0;
}

enum timing_hold
timing_hold(bool tle, int64_t time_us, int64_t limit_ms, double factor)
{
	bool over = (double)time_us * factor > (double)limit_ms * 1000.0;

	if (!tle)
		return over ? TIMING_FLIPS : TIMING_HOLDS;
	return over ? TIMING_HOLDS : TIMING_UNKNOWN;
}
