/* Unit tests of the escapers: one-line messages (escape_byte, escape_line, escape_span), HTML. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
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

/* Workflow commands, bytes that are not UTF-8 and C1 controls leave a line escaped. */
static void
test_commands(void **state)
{
	(void)state;
	char *s = line_of("  ::error::x ##[warning] a::b \xff\xe2\x82 \xc2\x9b");
	assert_string_equal(s, "  \\x3A:error::x #\\x23[warning] a::b \\xFF\\xE2\\x82 \\xC2\\x9B");
	free(s);
}

/* A cut never leaves a character incomplete; escape_utf8 spells out what is not UTF-8. */
static void
test_cut_utf8(void **state)
{
	(void)state;
	assert_int_equal(escape_cut("ab\xe2\x82\xac", 5), 5);
	assert_int_equal(escape_cut("ab\xe2\x82\xac", 4), 2);
	assert_int_equal(escape_cut("ab\xe2\x82\xac", 3), 2);
	assert_int_equal(escape_cut("abc", 2), 2);
	assert_int_equal(escape_cut("a\xff", 2), 2);
	char *u = escape_utf8("a\xff\xe2\x82\xac\xe2\x82");
	assert_non_null(u);
	assert_string_equal(u, "a\\xFF\xe2\x82\xac\\xE2\\x82");
	free(u);
}

/* escape_html(s), or escape_html_attribute(s) when attribute, as a string (the caller frees it). */
static char *
html_of(const char *s, bool attribute)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	assert_non_null(f);
	if (attribute)
		escape_html_attribute(f, s);
	else
		escape_html(f, s);
	assert_int_equal(fclose(f), 0);
	return buf;
}

/* HTML: markup inert, quotes only in attributes, U+2028 and bytes that are not UTF-8 spelled. */
static void
test_html(void **state)
{
	static const struct {
		const char *in, *text, *attribute;
	} rows[] = {
		{"<script>&</script>", "&lt;script&gt;&amp;&lt;/script&gt;",
		 "&lt;script&gt;&amp;&lt;/script&gt;"},
		{"a\"b'c", "a\"b'c", "a&#34;b&#39;c"},
		{"x\xe2\x80\xa8y\xe2\x80\xa9", "x&#8232;y&#8233;", "x&#8232;y&#8233;"},
		{"\xff\xc2\x85\r\x01\xe2\x82\xac", "\\xFF\\xC2\\x85\\x0D\\x01\xe2\x82\xac",
		 "\\xFF\\xC2\\x85\\x0D\\x01\xe2\x82\xac"},
		{"##[error]\n::x", "#&#35;[error]\n&#58;:x", "#&#35;[error]\n&#58;:x"},
	};

	(void)state;
	for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
		char *t = html_of(rows[i].in, false), *a = html_of(rows[i].in, true);
		assert_string_equal(t, rows[i].text);
		assert_string_equal(a, rows[i].attribute);
		free(t);
		free(a);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_byte),
		cmocka_unit_test(test_line),
		cmocka_unit_test(test_span),
		cmocka_unit_test(test_commands),
		cmocka_unit_test(test_cut_utf8),
		cmocka_unit_test(test_html),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
