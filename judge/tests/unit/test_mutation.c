/* Unit tests for generic invalid inputs: each one thing wrong with a valid input. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "pipeline/mutation.h"

/* The mutation of out[0..n) described by what, or NULL. */
static const struct mutation *
find(const struct mutation *out, int n, const char *what)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(out[i].what, what))
			return &out[i];
	return NULL;
}

static void
assert_made(const struct mutation *out, int n, const char *what, const char *text, size_t len)
{
	const struct mutation *m = find(out, n, what);

	assert_non_null(m);
	assert_int_equal(m->len, len);
	assert_memory_equal(m->text, text, len);
}

static void
test_each_format_mistake(void **state)
{
	struct mutation out[MUTATION_FORMAT_MAX];
	int n = mutation_format("3\n10 -7\n", 8, out);

	(void)state;
	assert_int_equal(n, 8);
	assert_made(out, n, "a leading zero", "03\n10 -7\n", 9);
	assert_made(out, n, "no line break at the end", "3\n10 -7", 7);
	assert_made(out, n, "a space at the end of a line", "3 \n10 -7\n", 9);
	assert_made(out, n, "a space at the start", " 3\n10 -7\n", 9);
	assert_made(out, n, "a byte order mark", "\xef\xbb\xbf" "3\n10 -7\n", 11);
	assert_made(out, n, "CR LF line ends", "3\r\n10 -7\r\n", 10);
	assert_made(out, n, "an empty line at the end", "3\n10 -7\n\n", 9);
	assert_made(out, n, "a tab for a space", "3\n10\t-7\n", 8);
	for (int i = 0; i < n; i++)
		mutation_fini(&out[i]);
}

/* Only what applies: no integer, no line break, no space. */
static void
test_only_what_applies(void **state)
{
	struct mutation out[MUTATION_FORMAT_MAX];
	int n = mutation_format("0abc", 4, out);

	(void)state;
	assert_null(find(out, n, "a leading zero"));
	assert_null(find(out, n, "no line break at the end"));
	assert_null(find(out, n, "CR LF line ends"));
	assert_null(find(out, n, "a tab for a space"));
	assert_made(out, n, "a space at the start", " 0abc", 5);
	assert_int_equal(n, 3);
	for (int i = 0; i < n; i++)
		mutation_fini(&out[i]);
	/* An empty input still gets what needs nothing. */
	n = mutation_format("", 0, out);
	assert_made(out, n, "an empty line at the end", "\n", 1);
	assert_made(out, n, "a byte order mark", "\xef\xbb\xbf", 3);
	assert_int_equal(n, 2);
	for (int i = 0; i < n; i++)
		mutation_fini(&out[i]);
}

static void
test_replace_a_token(void **state)
{
	struct mutation m;

	(void)state;
	assert_int_equal(mutation_replace("5 200000\n", 9, 2, 6, 200001, "n one past", &m), 0);
	assert_string_equal(m.text, "5 200001\n");
	assert_string_equal(m.what, "n one past");
	mutation_fini(&m);
	assert_int_equal(mutation_replace("-3\n", 3, 0, 2, -4, "x", &m), 0);
	assert_string_equal(m.text, "-4\n");
	mutation_fini(&m);
	/* A token past the end is refused. */
	assert_int_equal(mutation_replace("1\n", 2, 1, 5, 0, "x", &m), -1);
	assert_int_equal(mutation_replace("1\n", 2, 3, 0, 0, "x", &m), -1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_each_format_mistake),
		cmocka_unit_test(test_only_what_applies),
		cmocka_unit_test(test_replace_a_token),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
