/* Unit tests for the one-line escaper of messages (escape_byte, escape_line, escape_span). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "base/escape.h"

/* escape_line(s) as a string (the caller frees it). */
static char *
line_of(const char *s)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	assert_non_null(f);
	escape_line(f, s);
	assert_int_equal(fclose(f), 0);
	return buf;
}

static void
test_byte(void **state)
{
	(void)state;
	static const struct {
		unsigned char c;
		const char *unit;
	} rows[] = {
		{'a', "a"},      {' ', " "},     {'~', "~"},      {'\n', "\\n"},   {'\r', "\\r"},
		{'\t', "\\t"},   {'\\', "\\\\"}, {0x00, "\\x00"}, {0x01, "\\x01"}, {0x0b, "\\x0b"},
		{0x0c, "\\x0c"}, {0x1b, "\\x1b"}, {0x1f, "\\x1f"}, {0x7f, "\\x7f"}, {0x80, "\x80"},
		{0xc3, "\xc3"},  {0xff, "\xff"},
	};
	for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
		char unit[5];
		size_t n = escape_byte(rows[i].c, unit);
		assert_string_equal(unit, rows[i].unit);
		assert_int_equal(n, strlen(rows[i].unit));
	}
}

static void
test_line(void **state)
{
	(void)state;
	char *s = line_of("a\tb\\c\nd\x1b[31m\xc3\xa9\x7f");
	assert_string_equal(s, "a\\tb\\\\c\\nd\\x1b[31m\xc3\xa9\\x7f");
	free(s);
	s = line_of("");
	assert_string_equal(s, "");
	free(s);
}

/* escape_span stops at its length, not at a NUL, which it escapes. */
static void
test_span(void **state)
{
	(void)state;
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	assert_non_null(f);
	escape_span(f, "a\0\rb\ncut", 5);
	assert_int_equal(fclose(f), 0);
	assert_string_equal(buf, "a\\x00\\rb\\n");
	free(buf);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_byte),
		cmocka_unit_test(test_line),
		cmocka_unit_test(test_span),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
