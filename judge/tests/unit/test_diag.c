/* Unit tests for diagnostics: entries keep their location apart and print escaped. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "base/diag.h"

/* What diag_print() writes for d, as a string (the caller frees it). */
static char *
printed(const struct diag *d)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	assert_non_null(f);
	diag_print(d, f);
	assert_int_equal(fclose(f), 0);
	return buf;
}

static void
assert_text(const struct diag_entry *e, const char *want)
{
	char *text = diag_entry_text(e);

	assert_non_null(text);
	assert_string_equal(text, want);
	free(text);
}

static void
test_fields(void **state)
{
	(void)state;
	struct diag d;

	diag_init(&d);
	assert_int_equal(diag_error(&d, "p/problem.yaml", 3, 7, "unknown key '%s'", "tiem"), -1);
	assert_int_equal(diag_warning(&d, "t/cases.yaml", 4, 0, "no cases"), 0);
	assert_int_equal(d.count, 2);
	assert_int_equal(d.errors, 1);
	const struct diag_entry *e = &d.entries[0];
	assert_int_equal(e->level, DIAG_ERROR);
	assert_string_equal(e->file, "p/problem.yaml");
	assert_int_equal(e->line, 3);
	assert_int_equal(e->column, 7);
	assert_string_equal(e->message, "unknown key 'tiem'");
	assert_int_equal(d.entries[1].level, DIAG_WARNING);
	assert_int_equal(d.entries[1].column, 0);
	diag_fini(&d);
	assert_int_equal(d.count, 0);
	assert_int_equal(d.errors, 0);
}

static void
test_locations(void **state)
{
	(void)state;
	struct diag d;

	diag_init(&d);
	diag_error(&d, "a.yaml", 2, 5, "both");
	diag_error(&d, "a.yaml", 2, 0, "line only");
	diag_error(&d, "a.yaml", 0, 5, "file only");  /* a column needs a line */
	diag_error(&d, NULL, 2, 5, "no file");        /* a line needs a file */
	assert_text(&d.entries[0], "a.yaml:2:5: both");
	assert_text(&d.entries[1], "a.yaml:2: line only");
	assert_text(&d.entries[2], "a.yaml: file only");
	assert_int_equal(d.entries[2].column, 0);
	assert_text(&d.entries[3], "no file");
	assert_null(d.entries[3].file);
	assert_int_equal(d.entries[3].line, 0);
	diag_fini(&d);
}

static void
test_print(void **state)
{
	(void)state;
	struct diag d;

	diag_init(&d);
	diag_warning(&d, "t/a.yaml", 1, 2, "first a warning");
	diag_error(&d, "t/a.yaml", 3, 4, "then an error");
	diag_error(&d, NULL, 0, 0, "without a file");
	char *s = printed(&d);
	assert_string_equal(s, "judge: warning: t/a.yaml:1:2: first a warning\n"
			       "judge: t/a.yaml:3:4: then an error\n"
			       "judge: without a file\n");
	free(s);
	/* The first error, not the first entry. */
	assert_ptr_equal(diag_first_error(&d), &d.entries[1]);
	diag_fini(&d);
	assert_null(diag_first_error(&d));
}

static void
test_escaped_when_printed(void **state)
{
	(void)state;
	struct diag d;

	diag_init(&d);
	diag_error(&d, "dir\n/a\x1b.yaml", 1, 1, "title '%s'", "a\tb\\c\x7f");
	/* Kept as given... */
	assert_string_equal(d.entries[0].file, "dir\n/a\x1b.yaml");
	assert_string_equal(d.entries[0].message, "title 'a\tb\\c\x7f'");
	/* ...and printed on one line, with nothing for a terminal. */
	assert_text(&d.entries[0], "dir\\n/a\\x1b.yaml:1:1: title 'a\\tb\\\\c\\x7f'");
	char *s = printed(&d);
	assert_string_equal(s, "judge: dir\\n/a\\x1b.yaml:1:1: title 'a\\tb\\\\c\\x7f'\n");
	free(s);
	diag_fini(&d);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fields),
		cmocka_unit_test(test_locations),
		cmocka_unit_test(test_print),
		cmocka_unit_test(test_escaped_when_printed),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
