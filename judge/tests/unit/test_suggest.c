/* Unit tests for did-you-mean (suggest). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "base/suggest.h"

static const char *const commands[] = {"check", "doctor", "list", "new", "run", "verify"};
static const char *const ids[] = {"lc375", "lc464", "lc486", "poj1143"};
static const char *const keys[] = {"checker", "limits", "source", "title"};

/* The one word suggest() finds for word among words, or NULL. */
static const char *
one(const char *word, const char *const *words, size_t n)
{
	const char *out = NULL;
	size_t found = suggest(word, words, n, &out, 1);

	assert_true(found <= 1);
	return found ? out : NULL;
}

#define ONE(word, words) one(word, words, sizeof words / sizeof *words)

static void
test_typos(void **state)
{
	(void)state;
	assert_string_equal(ONE("rn", commands), "run");       /* a letter left out */
	assert_string_equal(ONE("lsit", commands), "list");    /* two letters swapped */
	assert_string_equal(ONE("chekc", commands), "check");
	assert_string_equal(ONE("verfy", commands), "verify");
	assert_string_equal(ONE("RUN", commands), "run");      /* case does not count */
	assert_string_equal(ONE("titel", keys), "title");
	assert_string_equal(ONE("lc465", ids), "lc464");
}

static void
test_prefixes(void **state)
{
	(void)state;
	/* A longer spelling of a known word, however far in edits. */
	assert_string_equal(ONE("limits_per_case", keys), "limits");
	assert_string_equal(ONE("sourcefile", keys), "source");
	/* The shorter needs three characters. */
	static const char *const two[] = {"ab"}, *const three[] = {"abc"};
	assert_null(ONE("abcdef", two));
	assert_string_equal(ONE("abcdef", three), "abc");
}

static void
test_too_far(void **state)
{
	(void)state;
	assert_null(ONE("frobnicate", commands));
	assert_null(ONE("tolerance", keys));
	assert_null(ONE("nothing-like-it", ids));
	/* Not as many edits as the word has characters: "a" is not "new" or "run". */
	assert_null(ONE("a", commands));
	assert_null(ONE("", commands));
}

static void
test_ties(void **state)
{
	(void)state;
	const char *out[3] = {NULL, NULL, NULL};

	/* Every nearest word, in the order given, up to max. */
	assert_int_equal(suggest("lc648", ids, 4, out, 3), 2);
	assert_string_equal(out[0], "lc464");
	assert_string_equal(out[1], "lc486");
	assert_int_equal(suggest("lc648", ids, 4, out, 1), 1);
	assert_string_equal(out[0], "lc464");
	/* A nearer word replaces those found before it. */
	assert_int_equal(suggest("lc486x", ids, 4, out, 3), 1);
	assert_string_equal(out[0], "lc486");
	assert_int_equal(suggest("rn", commands, 6, out, 0), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_typos),
		cmocka_unit_test(test_prefixes),
		cmocka_unit_test(test_too_far),
		cmocka_unit_test(test_ties),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
