/* Unit tests for the expectation of a submission: rules, globs, the tally and its notes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "problem/expectation.h"

#define B EXPECTATION_BIT
#define EVERY (B(VERDICT_AC) | B(VERDICT_WA) | B(VERDICT_TLE) | B(VERDICT_RE))

static char *cases[] = {"sample/1", "secret/g1/01", "secret/g2/01", "secret/g2/02"};

/*
 * A wrong_answer folder's default (AC or WA everywhere, some WA) and a test group rule
 * (some TLE in secret/g2): they contradict on g2, where TLE is not permitted.
 */
static struct expectation_rule rules[] = {
	{.submissions = "wrong_answer", .permitted = B(VERDICT_AC) | B(VERDICT_WA),
	 .permitted_given = true, .required = B(VERDICT_WA)},
	{.submissions = "wrong_answer/x.c", .cases = "secret/g2", .permitted = EVERY,
	 .required = B(VERDICT_TLE), .line = 3, .column = 3},
	{.submissions = "{a,b}/*.c", .cases = "secret/{g1,g3}", .permitted = B(VERDICT_AC),
	 .permitted_given = true, .time = EXPECTATION_TIME_NO},
	{.submissions = "rejected", .permitted = EVERY, .required = EVERY & ~B(VERDICT_AC),
	 .message = "overflow"},
};
static size_t both[] = {0, 1}, group_only[] = {2}, rejected[] = {3};
static struct expected_submission subs[] = {
	{.path = "x.c", .label = "wrong_answer/x.c", .rules = both, .nrules = 2},
	{.path = "a.c", .label = "a/y.c", .rules = group_only, .nrules = 1},
	{.path = "r.c", .label = "rejected/r.c", .rules = rejected, .nrules = 1},
};
static const struct expectation_set set = {
	.package = true, .rules = rules, .nrules = 4, .subs = subs, .nsubs = 3,
	.cases = cases, .ncases = 4,
};

static void
test_permitted_and_globs(void **state)
{
	(void)state;
	assert_int_equal(expectation_permitted(&set, &subs[0], 0), B(VERDICT_AC) | B(VERDICT_WA));
	/* A group glob covers the cases under the group; braces give alternatives. */
	assert_true(expectation_covers(&set, &rules[1], 2));
	assert_true(expectation_covers(&set, &rules[1], 3));
	assert_false(expectation_covers(&set, &rules[1], 1));
	assert_true(expectation_covers(&set, &rules[2], 1));
	assert_false(expectation_covers(&set, &rules[2], 2));
	assert_false(expectation_covers(&set, &rules[2], 0));
	assert_int_equal(expectation_permitted(&set, &subs[1], 0), EVERY);
	assert_int_equal(expectation_permitted(&set, &subs[1], 1), B(VERDICT_AC));
	/* What it must get, in short: the required verdicts, else those permitted. */
	assert_int_equal(expectation_expected(&set, &subs[0]), B(VERDICT_WA) | B(VERDICT_TLE));
	assert_int_equal(expectation_expected(&set, &subs[1]), EVERY);
}

static void
test_time_bounds(void **state)
{
	(void)state;
	/* No TLE permitted: a lower bound everywhere; required exactly TLE: an upper one. */
	assert_true(expectation_bounds_below(&set, &subs[0], 0));
	assert_false(expectation_bounds_above(&set, &subs[0], 1));
	assert_true(expectation_bounds_above(&set, &subs[0], 2));
	/* use_for_time_limit: false opts out. */
	assert_false(expectation_bounds_below(&set, &subs[1], 1));
	assert_false(expectation_bounds_below(&set, &subs[2], 0));
}

static void
test_tally(void **state)
{
	struct expectation_tally t;
	char note[256];

	(void)state;
	assert_int_equal(expectation_tally_init(&t, &subs[0]), 0);
	expectation_observe(&set, &subs[0], &t, 0, VERDICT_AC, NULL);
	assert_false(expectation_settled(&set, &subs[0], &t));
	/* WA meets the folder's requirement, but the group's TLE is still to come. */
	expectation_observe(&set, &subs[0], &t, 1, VERDICT_WA, NULL);
	assert_false(expectation_settled(&set, &subs[0], &t));
	assert_false(expectation_met(&set, &subs[0], &t, note, sizeof note));
	assert_string_equal(note, "expected TLE on at least one case of 'secret/g2', got AC on "
			    "every one");
	/* A run over the memory limit is RTE in a package: not permitted here. */
	expectation_observe(&set, &subs[0], &t, 2, VERDICT_MLE, NULL);
	assert_true(expectation_settled(&set, &subs[0], &t));
	assert_false(expectation_met(&set, &subs[0], &t, note, sizeof note));
	assert_string_equal(note, "expected WA or AC, got RE on 'secret/g2/01'");
	expectation_tally_fini(&t);

	/* rejected with a message: any failure, and the message in some judge message. */
	assert_int_equal(expectation_tally_init(&t, &subs[2]), 0);
	expectation_observe(&set, &subs[2], &t, 0, VERDICT_WA, "a different sum");
	assert_false(expectation_settled(&set, &subs[2], &t));
	assert_false(expectation_met(&set, &subs[2], &t, note, sizeof note));
	assert_string_equal(note, "no judge message contains 'overflow'");
	expectation_observe(&set, &subs[2], &t, 1, VERDICT_WA, "int overflow");
	assert_true(expectation_settled(&set, &subs[2], &t));
	assert_true(expectation_met(&set, &subs[2], &t, note, sizeof note));
	assert_string_equal(note, "");
	expectation_tally_fini(&t);
}

static void
test_format(void **state)
{
	char buf[64];

	(void)state;
	assert_string_equal(expectation_format(EVERY, " or ", buf, sizeof buf),
			    "WA, TLE, RE or AC");
	assert_string_equal(expectation_format(B(VERDICT_AC), " or ", buf, sizeof buf), "AC");
	assert_string_equal(expectation_format(B(VERDICT_RE) | B(VERDICT_TLE), " or ", buf,
					       sizeof buf), "TLE or RE");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_permitted_and_globs),
		cmocka_unit_test(test_time_bounds),
		cmocka_unit_test(test_tally),
		cmocka_unit_test(test_format),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
