/* Unit tests for limits.c: merging a case's limits and the wall limit rule. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "base/limits.h"

/* Nothing written anywhere: every default, the wall three times the CPU limit. */
static void
test_defaults(void **state)
{
	(void)state;
	struct limits l = limits_for_case(NULL, NULL, NULL);
	assert_int_equal(l.time_ms, LIMITS_DEFAULT_TIME_MS);
	assert_int_equal(l.wall_ms, LIMITS_DEFAULT_TIME_MS * LIMITS_WALL_FACTOR);
	assert_int_equal(l.memory_bytes, LIMITS_DEFAULT_MEMORY_BYTES);
	assert_int_equal(l.output_bytes, LIMITS_DEFAULT_OUTPUT_BYTES);
	assert_int_equal(l.processes, LIMITS_DEFAULT_PROCESSES);
}

/* The nearest level that sets a field wins, field by field. */
static void
test_nearest_wins(void **state)
{
	(void)state;
	struct limits problem = {.time_ms = 1000, .memory_bytes = 32 << 20, .processes = 4};
	struct limits file = {.time_ms = 3000, .output_bytes = 1 << 20};
	struct limits kase = {.memory_bytes = 8 << 20};
	struct limits l = limits_for_case(&problem, &file, &kase);
	assert_int_equal(l.time_ms, 3000);
	assert_int_equal(l.memory_bytes, 8 << 20);
	assert_int_equal(l.output_bytes, 1 << 20);
	assert_int_equal(l.processes, 4);
	/* The problem is not changed: it keeps its limits as written. */
	assert_int_equal(problem.wall_ms, 0);
	assert_int_equal(problem.output_bytes, 0);
}

/* Without an explicit wall limit, it follows the case's own CPU limit. */
static void
test_derived_wall_follows_time(void **state)
{
	(void)state;
	struct limits problem = {.time_ms = 2000};
	struct limits file = {.time_ms = 1000};
	struct limits kase = {.time_ms = 500};
	assert_int_equal(limits_for_case(&problem, NULL, NULL).wall_ms, 6000);
	assert_int_equal(limits_for_case(&problem, &file, NULL).wall_ms, 3000);
	assert_int_equal(limits_for_case(&problem, &file, &kase).wall_ms, 1500);
	assert_int_equal(limits_for_case(&problem, NULL, &kase).wall_ms, 1500);
}

/* An explicit wall limit at any level wins over a derived one; the nearest explicit first. */
static void
test_explicit_wall_wins(void **state)
{
	(void)state;
	struct limits problem = {.time_ms = 2000, .wall_ms = 10000};
	struct limits file = {.time_ms = 1000};
	struct limits file_wall = {.wall_ms = 7000};
	struct limits kase = {.time_ms = 500};
	struct limits kase_wall = {.wall_ms = 4000};
	/* The problem's wall limit holds where a file or a case changes the CPU limit. */
	assert_int_equal(limits_for_case(&problem, &file, NULL).wall_ms, 10000);
	assert_int_equal(limits_for_case(&problem, &file, &kase).wall_ms, 10000);
	assert_int_equal(limits_for_case(&problem, &file, &kase).time_ms, 500);
	/* A file's over the problem's, a case's over both. */
	assert_int_equal(limits_for_case(&problem, &file_wall, &kase).wall_ms, 7000);
	assert_int_equal(limits_for_case(&problem, &file_wall, &kase_wall).wall_ms, 4000);
	/* An explicit wall limit below the problem: the problem's CPU limit is kept. */
	struct limits plain = {.time_ms = 2000};
	struct limits l = limits_for_case(&plain, NULL, &kase_wall);
	assert_int_equal(l.time_ms, 2000);
	assert_int_equal(l.wall_ms, 4000);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_defaults),
		cmocka_unit_test(test_nearest_wins),
		cmocka_unit_test(test_derived_wall_follows_time),
		cmocka_unit_test(test_explicit_wall_wins),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
