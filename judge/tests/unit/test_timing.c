/* Unit tests for timing.c: the time-limit rule, its margins, verdicts under a speed factor. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "problem/timing.h"

static const struct problem_timing ours = {2, 2, 100, true};
static const struct problem_timing legacy = {5, 2, 1000, false};
static const struct problem_timing current = {2, 1.5, 1000, false};

/* Slowest accepted time -> the limit: a multiple of the resolution, at least one. */
static void
test_limit_for(void **state)
{
	static const struct {
		const struct problem_timing *t;
		int64_t slowest_us, limit_ms;
	} rows[] = {
		{&ours, 203000, 500},     /* 406ms up to 500ms */
		{&ours, 200000, 400},     /* exactly 400ms stays */
		{&ours, 200001, 500},
		{&ours, 0, 100},          /* never below one step */
		{&ours, 1, 100},
		{&legacy, 150000, 1000},  /* 750ms up to 1s */
		{&legacy, 200000, 1000},
		{&current, 600001, 2000}, /* 1200.002ms up to 2s */
	};

	(void)state;
	for (size_t i = 0; i < sizeof rows / sizeof *rows; i++)
		assert_int_equal(timing_limit_for(rows[i].t, rows[i].slowest_us), rows[i].limit_ms);
}

/* limit x time_limit_to_tle <= fastest TLE, the equality included. */
static void
test_separates(void **state)
{
	(void)state;
	assert_true(timing_separates(&ours, 500, 1000000));
	assert_false(timing_separates(&ours, 500, 999999));
	assert_true(timing_separates(&current, 1000, 1500000));
	assert_false(timing_separates(&current, 1000, 1499000));
}

static void
test_margins(void **state)
{
	(void)state;
	assert_true(timing_ac_margin(500, 200000) == 2.5);
	assert_true(timing_tle_margin(500, 1000000) == 2.0);
	assert_true(timing_ac_margin(500, 0) == 0);
	assert_true(timing_tle_margin(500, -1) == 0);
}

/* An AC flips once its time passes the limit; a stopped TLE is only known to hold. */
static void
test_hold(void **state)
{
	static const struct {
		bool tle;
		int64_t time_us, limit_ms;
		double factor;
		enum timing_hold want;
	} rows[] = {
		{false, 200000, 250, 1 / 0.75, TIMING_FLIPS},   /* 266.7ms > 250ms */
		{false, 200000, 250, 0.8, TIMING_HOLDS},
		{false, 250000, 250, 1, TIMING_HOLDS},          /* at the limit: still AC */
		{true, 500000, 250, 0.8, TIMING_HOLDS},         /* 400ms > 250ms */
		{true, 300000, 250, 0.8, TIMING_UNKNOWN},       /* 240ms: its real time may be more */
		{true, 250000, 250, 1, TIMING_UNKNOWN},
	};

	(void)state;
	for (size_t i = 0; i < sizeof rows / sizeof *rows; i++)
		assert_int_equal(timing_hold(rows[i].tle, rows[i].time_us, rows[i].limit_ms,
					     rows[i].factor), rows[i].want);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_limit_for),
		cmocka_unit_test(test_separates),
		cmocka_unit_test(test_margins),
		cmocka_unit_test(test_hold),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
