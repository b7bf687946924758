/* Unit tests for calibration.c: when batches of runs settle on a score, and which. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "cli/calibration.h"

#define RUNS 7

/*
 * Feeds the batches (RUNS scores each, in any order) one at a time; returns
 * how many were added when the score settled, or 0 if it never did.
 */
static int
settle(const int64_t (*batches)[RUNS], int n, struct calibration *out,
       struct calibration_settle *s)
{
	*s = (struct calibration_settle){.runs = RUNS};
	for (int b = 0; b < n; b++) {
		int64_t batch[RUNS];

		memcpy(batch, batches[b], sizeof batch);
		if (calibration_settle_add(s, batch, out))
			return b + 1;
	}
	return 0;
}

/* Two steady batches that agree: the median of their 14 runs, at the second. */
static void
test_steady(void **state)
{
	static const int64_t b[][RUNS] = {
		{1000, 1010, 990, 1005, 995, 1002, 998},
		{1004, 1012, 996, 1001, 999, 1003, 1008},
	};
	struct calibration c = {0};
	struct calibration_settle s;

	(void)state;
	assert_int_equal(settle(b, 2, &c, &s), 2);
	assert_int_equal(c.runs, 14);
	assert_int_equal(c.batches, 2);
	assert_int_equal(c.min, 990);
	assert_int_equal(c.max, 1012);
	/* Sorted: ... 1000 1001 | 1002 1003 ...: the two middle ones' mean, rounded down. */
	assert_int_equal(c.score, 1001);
}

/* One run interrupted in a batch of seven is left out of its spread, not of the score. */
static void
test_one_outlier(void **state)
{
	static const int64_t b[][RUNS] = {
		{1000, 1010, 990, 1005, 700, 1002, 998},
		{1004, 1012, 996, 1300, 999, 1003, 1008},
	};
	struct calibration c = {0};
	struct calibration_settle s;

	(void)state;
	assert_int_equal(settle(b, 2, &c, &s), 2);
	assert_int_equal(c.min, 700);
	assert_int_equal(c.max, 1300);
}

/*
 * A batch varying by more than 5% breaks the chain; two steady batches that
 * disagree by more than 5% do not settle, the later one then starting anew.
 */
static void
test_noisy_and_drifting(void **state)
{
	static const int64_t b[][RUNS] = {
		{1000, 1000, 1000, 1000, 1000, 1000, 1000},
		{800, 900, 1000, 1100, 1200, 1000, 950},    /* 20% apart: not steady */
		{1000, 1001, 999, 1000, 1000, 1000, 1000},  /* steady, but after a noisy one */
		{1100, 1100, 1100, 1100, 1100, 1100, 1100}, /* steady, 9% faster: no agreement */
		{1090, 1100, 1110, 1100, 1100, 1100, 1100}, /* agrees with the one before */
	};
	struct calibration c = {0};
	struct calibration_settle s;

	(void)state;
	assert_int_equal(settle(b, 5, &c, &s), 5);
	assert_int_equal(c.score, 1100);
	assert_string_equal(s.spreads, "0.0%, 20.0%, 0.0%, 0.0%, 0.0%");
}

/* A machine where no batch is steady never settles; each batch's spread is said. */
static void
test_never(void **state)
{
	int64_t b[CALIBRATION_BATCHES][RUNS];
	struct calibration c = {0};
	struct calibration_settle s;

	(void)state;
	for (int i = 0; i < CALIBRATION_BATCHES; i++)
		for (int r = 0; r < RUNS; r++)
			b[i][r] = 1000 + 100 * r;     /* (1500 - 1100) / 1300: 30.8% */
	assert_int_equal(settle((const int64_t (*)[RUNS])b, CALIBRATION_BATCHES, &c, &s), 0);
	assert_int_equal(s.batches, CALIBRATION_BATCHES);
	assert_non_null(strstr(s.spreads, "30.8%, 30.8%"));
}

/* Under five runs a batch's spread is its whole range. */
static void
test_few_runs(void **state)
{
	struct calibration_settle s = {.runs = 3};
	struct calibration c = {0};
	int64_t wide[3] = {1000, 1100, 1000}, a[3] = {1000, 1010, 1000}, b[3] = {1005, 1000, 1002};

	(void)state;
	assert_false(calibration_settle_add(&s, wide, &c));
	assert_false(calibration_settle_add(&s, a, &c));
	assert_true(calibration_settle_add(&s, b, &c));
	assert_int_equal(c.batches, 3);
	assert_int_equal(c.score, 1001);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_steady),
		cmocka_unit_test(test_one_outlier),
		cmocka_unit_test(test_noisy_and_drifting),
		cmocka_unit_test(test_never),
		cmocka_unit_test(test_few_runs),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
