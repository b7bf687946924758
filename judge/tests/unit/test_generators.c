/*
 * Unit tests for generators.c's pieces that must match BAPCtools to the bit:
 * the {seed} of a command (its expected values from Python's hashlib, as
 * generate.py computes them), POSIX splitting (Python's shlex.split), and
 * {seed}/{name} put in.  Reading whole generators.yaml files is generate.t's.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "problem/generators.h"

static void
test_seed(void **state)
{
	/* int(sha512((salt + [":" + str(count - 1)] + command.strip())).hexdigest(), 16) % 2**31 */
	static const struct {
		const char *salt;
		int count;
		const char *command;
		uint32_t seed;
	} rows[] = {
		{"judge", 1, "gen.c {seed} 5 10", 1031906256u},
		{"judge", 3, "gen.c {seed:1} 3 1000", 378500231u},
		{"", 1, " x y  ", 1971763445u},
		{"abc", 2, "random_gen.py {seed}", 1557349585u},
	};

	(void)state;
	for (size_t i = 0; i < sizeof rows / sizeof *rows; i++)
		assert_int_equal(generators_seed(rows[i].salt, rows[i].count, rows[i].command),
				 rows[i].seed);
}

static void
test_split(void **state)
{
	/* Python's shlex.split() of each. */
	static const struct {
		const char *text;
		const char *words[4];
		size_t n;
	} rows[] = {
		{"a b", {"a", "b"}, 2},
		{"gen.py '17' \"3\" 5", {"gen.py", "17", "3", "5"}, 4},
		{"a\\ b c", {"a b", "c"}, 2},
		{"\"x\\\"y\" z", {"x\"y", "z"}, 2},
		{"a\"b c\"d", {"ab cd"}, 1},
		{"'' e", {"", "e"}, 2},
		{"x \"a\\qb\"", {"x", "a\\qb"}, 2},
		{"  tree\n  a\n  b\n", {"tree", "a", "b"}, 3},
	};
	char err[128], **words;
	size_t n;

	(void)state;
	for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
		assert_int_equal(generators_split(rows[i].text, &words, &n, err, sizeof err), 0);
		assert_int_equal(n, rows[i].n);
		for (size_t k = 0; k < n; k++) {
			assert_string_equal(words[k], rows[i].words[k]);
			free(words[k]);
		}
		free(words);
	}
	assert_int_equal(generators_split("a 'b", &words, &n, err, sizeof err), -1);
	assert_string_equal(err, "no closing quotation");
}

static void
test_expand(void **state)
{
	static const struct {
		const char *arg, *want;
	} rows[] = {
		{"{seed}", "42"}, {"seed={seed:17}", "seed=42"}, {"{name}.in", "testcase.in"},
		{"{seed:}", "{seed:}"}, {"{seedx}", "{seedx}"}, {"{count}", "{count}"},
	};

	(void)state;
	for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
		char *got = generators_expand(rows[i].arg, 42);

		assert_non_null(got);
		assert_string_equal(got, rows[i].want);
		free(got);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_seed),
		cmocka_unit_test(test_split),
		cmocka_unit_test(test_expand),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
