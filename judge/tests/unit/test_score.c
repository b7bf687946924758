/*
 * Unit tests for the score tally (pipeline/score.c) over plans made by
 * score_plan_add(): min, sum and pass-fail groups, requires, partial credit
 * from checkers, and cases counted in any order.  Every expected score is
 * worked out in the comment beside it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdlib.h>

#include <cmocka.h>

#include "pipeline/score.h"

/* x within eps of want (this cmocka has no assert_double_equal). */
#define assert_near(x, want, eps) assert_true(fabs((x) - (want)) <= (eps))

/* A group of count cases worth max points, aggregated by a. */
static size_t
add(struct score_plan *plan, const char *name, size_t count, double max,
    enum score_aggregation a)
{
	struct score_setting s = {.set = true, .max = max, .aggregation_set = true,
				  .aggregation = a};
	long g = score_plan_add(plan, name, count, &s);

	assert_true(g >= 0);
	plan->max += max;
	return (size_t)g;
}

/* Group g requires group r, as score_plan_resolve() would leave it. */
static void
require(struct score_plan *plan, size_t g, size_t r)
{
	struct score_group *sg = &plan->groups[g];

	sg->requires = realloc(sg->requires, (sg->nrequires + 1) * sizeof *sg->requires);
	assert_non_null(sg->requires);
	sg->requires[sg->nrequires++] = r;
}

static const struct check_result half = {.score_kind = CHECK_SCORE_FRACTION, .score = 0.5};

static void
test_min_and_sum(void **state)
{
	struct score_plan plan = {.aggregation = SCORE_SUM};
	struct score_tally t;

	(void)state;
	size_t a = add(&plan, "a", 2, 20, SCORE_MIN);
	size_t b = add(&plan, "b", 4, 30, SCORE_SUM);
	assert_int_equal(score_tally_init(&t, &plan), 0);
	assert_true(score_tally_scored(&t));
	/* a: AC and a testlib WA worth 0.5: 20 * min(1, 0.5) = 10 */
	score_tally_add(&t, a, VERDICT_AC, NULL);
	score_tally_add(&t, a, VERDICT_WA, &half);
	/* b: 30 / 4 * (1 + 0.5 + 0 + 1) = 18.75 */
	score_tally_add(&t, b, VERDICT_AC, NULL);
	score_tally_add(&t, b, VERDICT_WA, &half);
	score_tally_add(&t, b, VERDICT_TLE, &half); /* no credit unless AC or WA */
	score_tally_add(&t, b, VERDICT_AC, NULL);
	assert_near(score_tally_group(&t, a), 10, 1e-9);
	assert_near(score_tally_group(&t, b), 18.75, 1e-9);
	assert_near(score_tally_total(&t), 28.75, 1e-9);
	assert_false(score_tally_passed(&t, a));
	score_tally_fini(&t);
	score_plan_fini(&plan);
}

static void
test_unjudged_and_thirds(void **state)
{
	struct score_plan plan = {.aggregation = SCORE_SUM};
	struct score_tally t;

	(void)state;
	size_t a = add(&plan, "a", 3, 100, SCORE_SUM);
	size_t m = add(&plan, "m", 2, 10, SCORE_MIN);
	assert_int_equal(score_tally_init(&t, &plan), 0);
	/* Two of three cases: 100 / 3 * 2 = 66.666667 (6 decimals); all three: 100 */
	score_tally_add(&t, a, VERDICT_AC, NULL);
	score_tally_add(&t, a, VERDICT_AC, NULL);
	assert_near(score_tally_group(&t, a), 66.666667, 1e-9);
	score_tally_add(&t, a, VERDICT_AC, NULL);
	assert_near(score_tally_group(&t, a), 100, 1e-9);
	/* min with a case not judged: 0, not 10 */
	score_tally_add(&t, m, VERDICT_AC, NULL);
	assert_near(score_tally_group(&t, m), 0, 1e-9);
	assert_false(score_tally_passed(&t, m));
	score_tally_fini(&t);
	score_plan_fini(&plan);
}

static void
test_requires_and_pass_fail(void **state)
{
	struct score_plan plan = {.aggregation = SCORE_SUM};
	struct score_tally t;

	(void)state;
	size_t sample = add(&plan, "sample", 1, 0, SCORE_PASS_FAIL);
	size_t base = add(&plan, "base", 2, 40, SCORE_PASS_FAIL);
	size_t more = add(&plan, "more", 1, 60, SCORE_MIN);
	require(&plan, more, base);
	require(&plan, base, sample);
	assert_int_equal(score_tally_init(&t, &plan), 0);
	/* more is AC but base is not passed yet (a case left): more scores 0 */
	score_tally_add(&t, more, VERDICT_AC, NULL);
	score_tally_add(&t, sample, VERDICT_AC, NULL);
	score_tally_add(&t, base, VERDICT_AC, NULL);
	assert_near(score_tally_group(&t, more), 0, 1e-9);
	assert_near(score_tally_total(&t), 0, 1e-9);
	/* base's last case, reported after more's: 40 + 60 = 100 */
	score_tally_add(&t, base, VERDICT_AC, NULL);
	assert_true(score_tally_passed(&t, base));
	assert_near(score_tally_total(&t), 100, 1e-9);
	score_tally_fini(&t);

	/* pass-fail: a case AC with partial Kattis credit passes; a WA fails it all */
	assert_int_equal(score_tally_init(&t, &plan), 0);
	const struct check_result some = {.score_kind = CHECK_SCORE_POINTS, .score = 30};
	score_tally_add(&t, sample, VERDICT_WA, NULL);
	score_tally_add(&t, base, VERDICT_AC, NULL);
	score_tally_add(&t, base, VERDICT_AC, NULL);
	score_tally_add(&t, more, VERDICT_AC, &some);
	/* sample failed: base 0, so more 0 (its points 30 of 60 do not count) */
	assert_near(score_tally_group(&t, base), 0, 1e-9);
	assert_near(score_tally_group(&t, more), 0, 1e-9);
	score_tally_fini(&t);
	score_plan_fini(&plan);
}

static void
test_order_does_not_matter(void **state)
{
	struct score_plan plan = {.aggregation = SCORE_SUM};
	const enum verdict vs[] = {VERDICT_AC, VERDICT_WA, VERDICT_AC, VERDICT_WA, VERDICT_AC};
	const struct check_result *ks[] = {NULL, &half, NULL, NULL, NULL};
	const size_t orders[][5] = {{0, 1, 2, 3, 4}, {4, 3, 2, 1, 0}, {2, 0, 4, 1, 3}};

	(void)state;
	size_t s = add(&plan, "s", 5, 50, SCORE_SUM);
	size_t m = add(&plan, "m", 5, 10, SCORE_MIN);
	for (size_t o = 0; o < sizeof orders / sizeof *orders; o++) {
		struct score_tally t;

		assert_int_equal(score_tally_init(&t, &plan), 0);
		for (size_t i = 0; i < 5; i++) {
			score_tally_add(&t, s, vs[orders[o][i]], ks[orders[o][i]]);
			score_tally_add(&t, m, vs[orders[o][i]], ks[orders[o][i]]);
		}
		/* s: 50 / 5 * (1 + 0.5 + 1 + 0 + 1) = 35; m: 10 * 0 = 0 */
		assert_near(score_tally_group(&t, s), 35, 1e-9);
		assert_near(score_tally_group(&t, m), 0, 1e-9);
		score_tally_fini(&t);
	}
	score_plan_fini(&plan);
}

static void
test_points_and_min_total(void **state)
{
	struct score_plan plan = {.aggregation = SCORE_MIN};
	struct score_tally t;

	(void)state;
	size_t a = add(&plan, "a", 2, 20, SCORE_SUM);
	size_t b = add(&plan, "b", 1, 20, SCORE_MIN);
	assert_int_equal(score_tally_init(&t, &plan), 0);
	/* score.txt: points out of the case's 20 / 2 = 10; 12 is more than it is worth */
	const struct check_result over = {.score_kind = CHECK_SCORE_POINTS, .score = 12};
	const struct check_result four = {.score_kind = CHECK_SCORE_POINTS, .score = 4};
	assert_int_equal(score_tally_add(&t, a, VERDICT_AC, &over), -1);
	assert_int_equal(score_tally_add(&t, a, VERDICT_AC, &four), 0);
	assert_int_equal(score_tally_add(&t, a, VERDICT_AC, NULL), 0);
	score_tally_add(&t, b, VERDICT_AC, NULL);
	/* a: 4 + 10 = 14; b: 20; the problem's min of them: 14 */
	assert_near(score_tally_group(&t, a), 14, 1e-9);
	assert_near(score_tally_total(&t), 14, 1e-9);
	score_tally_fini(&t);
	score_plan_fini(&plan);
}

static void
test_unscored(void **state)
{
	struct score_plan plan = {0};
	struct score_tally t;

	(void)state;
	assert_int_equal(score_tally_init(&t, &plan), 0);
	assert_false(score_tally_scored(&t));
	assert_int_equal(score_tally_add(&t, 0, VERDICT_AC, NULL), 0);
	assert_near(score_tally_total(&t), 0, 1e-9);
	score_tally_fini(&t);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_min_and_sum),
		cmocka_unit_test(test_unjudged_and_thirds),
		cmocka_unit_test(test_requires_and_pass_fail),
		cmocka_unit_test(test_order_does_not_matter),
		cmocka_unit_test(test_points_and_min_total),
		cmocka_unit_test(test_unscored),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
