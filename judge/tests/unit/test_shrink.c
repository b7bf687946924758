/*
 * Unit tests for shrink.c: the total order, shrinkIntegral's values, and
 * shrinking against oracles whose smallest counterexample is known.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "pipeline/shrink.h"

static void
test_order(void **state)
{
	(void)state;
	assert_int_equal(shrink_tokens(" 2\n1  1\n", 8), 3);
	/* Fewer tokens first, then fewer bytes, then the bytes compared. */
	assert_true(shrink_compare("1 999", 5, "1 2 3", 5) < 0);
	assert_true(shrink_compare("1 2", 3, "1 22", 4) < 0);
	assert_true(shrink_compare("1 1", 3, "1 2", 3) < 0);
	assert_int_equal(shrink_compare("a", 1, "a", 1), 0);
}

static void
test_towards(void **state)
{
	long long out[64];
	size_t n;

	(void)state;
	n = shrink_towards(100, out);
	assert_int_equal(n, 7);
	assert_true(out[0] == 0 && out[1] == 50 && out[2] == 75 && out[6] == 99);
	n = shrink_towards(-5, out);
	assert_true(n == 4 && out[0] == 5 && out[1] == 0 && out[2] == -3 && out[3] == -4);
	assert_int_equal(shrink_towards(0, out), 0);
}

/*
 * An oracle as judge stress's: the input is a count n and n integers on a
 * line (anything else is invalid), and it fails when two adjacent integers
 * are equal and not 0.
 */
static int
adjacent_equal(void *arg, const char *text, size_t len)
{
	int *calls = arg, n, pos, a[64];
	const char *s = text;

	(*calls)++;
	if (memchr(text, '\0', len) || sscanf(s, "%d%n", &n, &pos) != 1 || n < 1 || n > 64)
		return 0;
	s += pos;
	for (int i = 0; i < n; i++) {
		if (sscanf(s, "%d%n", &a[i], &pos) != 1)
			return 0;
		s += pos;
	}
	if (sscanf(s, "%d", &pos) == 1)
		return 0;
	for (int i = 1; i < n; i++)
		if (a[i] == a[i - 1] && a[i])
			return 1;
	return 0;
}

static void
test_shrinks_to_minimum(void **state)
{
	const char *start = "9\n10 96 -327 279 -428 323 -175 -175 -175\n";
	struct shrink_memo *memo = shrink_memo_new();
	struct shrink_result r;
	int calls = 0;

	(void)state;
	assert_non_null(memo);
	assert_int_equal(shrink_text(start, strlen(start), adjacent_equal, &calls, memo, 0, &r), 0);
	assert_string_equal(r.text, "2\n1 1\n");
	assert_int_equal((int)r.candidates, calls);
	assert_false(r.timed_out);
	/* Each candidate once: asked again, every one is remembered. */
	assert_int_equal(shrink_memo_add(memo, "2\n1 1\n", 6), 0);
	shrink_result_fini(&r);
	shrink_memo_free(memo);
}

/* Says stop at once: the input is kept as it is. */
static int
stop(void *arg, const char *text, size_t len)
{
	(void)arg;
	(void)text;
	(void)len;
	return -1;
}

static void
test_stops(void **state)
{
	struct shrink_result r;

	(void)state;
	assert_int_equal(shrink_text("3\n1 2 3\n", 8, stop, NULL, NULL, 0, &r), 0);
	assert_true(r.stopped);
	assert_string_equal(r.text, "3\n1 2 3\n");
	shrink_result_fini(&r);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_order),
		cmocka_unit_test(test_towards),
		cmocka_unit_test(test_shrinks_to_minimum),
		cmocka_unit_test(test_stops),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
