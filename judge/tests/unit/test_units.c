/* Unit tests for durations and sizes in human units. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "base/units.h"

static int64_t
time_ok(const char *text)
{
	int64_t ms = -1;
	char err[256] = "";
	if (units_parse_time(text, &ms, err, sizeof err) != 0)
		fail_msg("'%s' rejected: %s", text, err);
	return ms;
}

static void
time_bad(const char *text, const char *why)
{
	int64_t ms = 12345;
	char err[256] = "";
	assert_int_equal(units_parse_time(text, &ms, err, sizeof err), -1);
	assert_int_equal(ms, 12345);
	if (!strstr(err, why))
		fail_msg("'%s': message '%s' lacks '%s'", text, err, why);
}

static int64_t
bytes_ok(const char *text)
{
	int64_t b = -1;
	char err[256] = "";
	if (units_parse_bytes(text, &b, err, sizeof err) != 0)
		fail_msg("'%s' rejected: %s", text, err);
	return b;
}

static void
bytes_bad(const char *text, const char *why)
{
	int64_t b = 777;
	char err[256] = "";
	assert_int_equal(units_parse_bytes(text, &b, err, sizeof err), -1);
	assert_int_equal(b, 777);
	if (!strstr(err, why))
		fail_msg("'%s': message '%s' lacks '%s'", text, err, why);
}

static void
test_times(void **state)
{
	(void)state;
	assert_int_equal(time_ok("1s"), 1000);
	assert_int_equal(time_ok("500ms"), 500);
	assert_int_equal(time_ok("1.5s"), 1500);
	assert_int_equal(time_ok("0.001s"), 1);
	assert_int_equal(time_ok("2min"), 120000);
	assert_int_equal(time_ok("3 s"), 3000);
	assert_int_equal(time_ok("1sec"), 1000);
	assert_int_equal(time_ok("86400s"), 86400000);
}

static void
test_bad_times(void **state)
{
	(void)state;
	time_bad("2", "has no unit");
	time_bad("-1s", "must be positive");
	time_bad("0s", "must be positive");
	time_bad("0.0001s", "finer than the resolution");
	time_bad("1.5ms", "finer than the resolution");
	time_bad("1h", "unknown unit 'h'");
	time_bad("s", "invalid duration");
	time_bad("", "invalid duration");
	time_bad("1..5s", "invalid duration");
	time_bad("86401s", "too large");
	time_bad("99999999999999999999s", "too large");
	time_bad("1.s", "invalid duration");
}

static void
test_sizes(void **state)
{
	(void)state;
	assert_int_equal(bytes_ok("64MiB"), 64LL << 20);
	assert_int_equal(bytes_ok("64M"), 64LL << 20);
	assert_int_equal(bytes_ok("1MB"), 1000000);
	assert_int_equal(bytes_ok("512KiB"), 512 * 1024);
	assert_int_equal(bytes_ok("1KB"), 1000);
	assert_int_equal(bytes_ok("100B"), 100);
	assert_int_equal(bytes_ok("1.5GiB"), 3LL << 29);
	assert_int_equal(bytes_ok("1TiB"), 1LL << 40);
	assert_int_equal(bytes_ok("0.5KiB"), 512);
}

static void
test_bad_sizes(void **state)
{
	(void)state;
	bytes_bad("256", "has no unit");
	bytes_bad("64 parsecs", "unknown unit 'parsecs'");
	bytes_bad("64mib", "unknown unit 'mib'");
	bytes_bad("0MiB", "must be positive");
	bytes_bad("-1MiB", "must be positive");
	bytes_bad("0.3B", "finer than the resolution");
	bytes_bad("2TiB", "too large");
	bytes_bad("MiB", "invalid size");
}

static void
test_format(void **state)
{
	(void)state;
	char buf[32];
	assert_string_equal(units_format_time(1000, buf, sizeof buf), "1s");
	assert_string_equal(units_format_time(1500, buf, sizeof buf), "1.5s");
	assert_string_equal(units_format_time(250, buf, sizeof buf), "250ms");
	assert_string_equal(units_format_time(1234, buf, sizeof buf), "1234ms");
	assert_string_equal(units_format_bytes(64LL << 20, buf, sizeof buf), "64MiB");
	assert_string_equal(units_format_bytes(12, buf, sizeof buf), "12B");
	assert_string_equal(units_format_bytes(1536, buf, sizeof buf), "1.5KiB");
	assert_string_equal(units_format_bytes(3LL << 29, buf, sizeof buf), "1.5GiB");
	assert_string_equal(units_format_bytes(1023, buf, sizeof buf), "1023B");
	/* Every formatted value parses back to itself where it is exact. */
	const int64_t times[] = {1, 999, 1000, 1500, 60000, 86400000};
	for (size_t i = 0; i < sizeof times / sizeof *times; i++)
		assert_int_equal(time_ok(units_format_time(times[i], buf, sizeof buf)), times[i]);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_times),   cmocka_unit_test(test_bad_times),
		cmocka_unit_test(test_sizes),   cmocka_unit_test(test_bad_sizes),
		cmocka_unit_test(test_format),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
