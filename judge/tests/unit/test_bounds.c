/* Unit tests for constraint coverage: judge_validate.h's lines and testlib's overview log, merged. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "pipeline/bounds.h"

/* What a validator built with testlib.h (2026-02) wrote for "1 2\n", byte for byte. */
static const char small_log[] =
	"\"a\":\n\"b\":\nfeature \"negative\":\nfeature \"zero\":\n"
	"constant-bounds \"a\": -2000000000 2000000000\n"
	"constant-bounds \"b\": -2000000000 2000000000\n"
	"variable \"a\"\nvariable \"b\"\n";
/* ... and for "-2000000000 0\n". */
static const char edge_log[] =
	"\"a\": min-value-hit\n\"b\":\nfeature \"negative\": hit\nfeature \"zero\": hit\n"
	"constant-bounds \"a\": -2000000000 2000000000\n"
	"constant-bounds \"b\": -2000000000 2000000000\n"
	"variable \"a\"\nvariable \"b\"\n";

static const struct validation_bound *
find(const struct bound_set *set, const char *name, enum bound_kind kind)
{
	for (size_t i = 0; i < set->count; i++)
		if (!strcmp(set->items[i].name, name) && set->items[i].kind == kind)
			return &set->items[i];
	return NULL;
}

static void
test_testlib_logs_merge(void **state)
{
	struct input_validator v = {0};
	struct bound_set set = {0};
	char why[128];

	(void)state;
	assert_int_equal(bound_set_read_testlib(&set, &(struct bound_origin){&v, 3, "edge"},
						edge_log, strlen(edge_log), why, sizeof why), 0);
	assert_int_equal(bound_set_read_testlib(&set, &(struct bound_origin){&v, 0, "small"},
						small_log, strlen(small_log), why, sizeof why), 0);
	assert_int_equal(set.count, 4);
	const struct validation_bound *a = find(&set, "a", BOUND_TESTLIB);

	assert_non_null(a);
	assert_string_equal(a->lo_text, "-2000000000");
	assert_string_equal(a->hi_text, "2000000000");
	assert_true(a->min_hit);
	assert_false(a->max_hit);
	assert_string_equal(a->min_name, "edge");
	const struct validation_bound *zero = find(&set, "zero", BOUND_FEATURE);

	assert_non_null(zero);
	assert_true(zero->max_hit);
	assert_int_equal(zero->max_case, 3);
	bound_set_sort(&set);
	assert_string_equal(set.items[0].name, "a");
	bound_set_fini(&set);
}

static void
test_testlib_hostile_logs(void **state)
{
	static const char *const bad[] = {
		"\"a\" min-value-hit\n",
		"\"a\": min-value-hit sometimes\n",
		"\"\":\n",
		"feature big: hit\n",
		"constant-bounds \"a\": 1\n",
		"constant-bounds \"a\": 1 2;rm\n",
		"\"a\":\n\"a\":\n",
		"\"0123456789012345678901234567890123456789012345678901234567890123\":\n",
	};
	struct input_validator v = {0};
	struct bound_set set = {0};
	char why[128];

	(void)state;
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
		why[0] = '\0';
		assert_int_equal(bound_set_read_testlib(&set, &(struct bound_origin){&v, 0, "x"},
							bad[i], strlen(bad[i]), why, sizeof why),
				 -1);
		assert_true(why[0] != '\0');
	}
	assert_int_equal(bound_set_read_testlib(&set, &(struct bound_origin){&v, 0, "x"},
						"\"a\":\0\n", 6, why, sizeof why), -1);
	assert_string_equal(why, "line 1 has a NUL byte");
	/* A name of quotes, colons and spaces is a name. */
	assert_int_equal(bound_set_read_testlib(&set, &(struct bound_origin){&v, 0, "x"},
						"\"a\": \"b c\": max-value-hit\n", 26, why,
						sizeof why), 0);
	assert_int_equal(set.count, 1);
	assert_string_equal(set.items[0].name, "a\": \"b c");
	assert_true(set.items[0].max_hit);
	bound_set_fini(&set);
}

static void
test_header_lines_keep_the_first_extreme(void **state)
{
	static const char first[] = "i 1 200000 5 200000 0 1 2 6 n\n";
	static const char second[] = "i 1 200000 1 200000 0 1 9 6 n\nl 1 10 3 3 4 3 4 3 s\n";
	struct input_validator v = {0};
	struct bound_set set = {0};
	char why[128];

	(void)state;
	assert_int_equal(bound_set_read_header(&set, &(struct bound_origin){&v, 2, "two"}, first,
					       strlen(first), why, sizeof why), 0);
	assert_int_equal(bound_set_read_header(&set, &(struct bound_origin){&v, 1, "one"}, second,
					       strlen(second), why, sizeof why), 0);
	const struct validation_bound *n = find(&set, "n", BOUND_VALUE);

	assert_non_null(n);
	assert_int_equal(n->min, 1);
	assert_true(n->min_hit);
	assert_true(n->max_hit);
	/* Both reached 200000: the earlier case keeps it. */
	assert_string_equal(n->max_name, "one");
	assert_int_equal(n->max_at, 9);
	assert_non_null(find(&set, "s", BOUND_LENGTH));
	assert_false(find(&set, "s", BOUND_LENGTH)->min_hit);
	assert_int_equal(bound_set_read_header(&set, &(struct bound_origin){&v, 0, "x"},
					       "i 1 2 3\n", 8, why, sizeof why), -1);
	assert_string_equal(why, "line 1 is not a bound");
	bound_set_fini(&set);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_testlib_logs_merge),
		cmocka_unit_test(test_testlib_hostile_logs),
		cmocka_unit_test(test_header_lines_keep_the_first_extreme),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
