/* Unit tests for verdict names and ordering. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "base/verdict.h"

static void
test_names_round_trip(void **state)
{
	(void)state;
	for (int v = 0; v < VERDICT_COUNT; v++) {
		enum verdict parsed;
		assert_int_equal(verdict_parse(verdict_name((enum verdict)v), &parsed), 0);
		assert_int_equal(parsed, v);
	}
	enum verdict parsed;
	assert_int_equal(verdict_parse("tle", &parsed), 0);
	assert_int_equal(parsed, VERDICT_TLE);
	assert_int_equal(verdict_parse("PE", &parsed), -1);
	assert_string_equal(verdict_text(VERDICT_MLE), "memory limit exceeded");
}

static void
test_worst(void **state)
{
	(void)state;
	assert_int_equal(verdict_worst(VERDICT_AC, VERDICT_WA), VERDICT_WA);
	assert_int_equal(verdict_worst(VERDICT_RE, VERDICT_TLE), VERDICT_RE);
	assert_int_equal(verdict_worst(VERDICT_JE, VERDICT_CE), VERDICT_JE);
	assert_int_equal(verdict_worst(VERDICT_AC, VERDICT_AC), VERDICT_AC);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_names_round_trip),
		cmocka_unit_test(test_worst),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
