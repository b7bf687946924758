/*
 * The kattis checker against its table, kattis_default_table.txt, whose
 * verdicts are problemtools' default validator's (scripts/kattis-default-table
 * checks them against its binary); and the kattis checker's flags and messages.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "check/checker.h"

/* Bigger than the checker's buffer (128 KiB), so that refills happen before a row. */
#define PREFIX_TOKENS 50000

enum { MAX_FIELD = 256, MAX_FLAGS = 8 };

struct row {
	int line;
	enum verdict verdict;
	char answer[MAX_FIELD], output[MAX_FIELD];
	size_t answer_len, output_len;
	char flags[MAX_FIELD];
	const char *argv[MAX_FLAGS];
	size_t argc;
	char why[MAX_FIELD];
};

/* The bytes a table field stands for, into out; returns their number. */
static size_t
unescape(const char *field, char *out)
{
	static const char from[] = "ntrvf\\", to[] = "\n\t\r\v\f\\";
	size_t n = 0;

	if (strcmp(field, "(empty)") == 0)
		return 0;
	for (const char *s = field; *s; n++) {
		assert_true(n < MAX_FIELD);
		if (*s != '\\') {
			out[n] = *s++;
		} else if (s[1] == 'x') {
			char hex[3] = {s[2], s[3], '\0'};
			out[n] = (char)strtol(hex, NULL, 16);
			s += 4;
		} else {
			const char *at = strchr(from, s[1]);
			assert_non_null(at);
			out[n] = to[at - from];
			s += 2;
		}
	}
	return n;
}

/* Reads the next row of f into r; returns false at the end. */
static bool
read_row(FILE *f, int *line, struct row *r)
{
	char buf[4 * MAX_FIELD], *field[5];

	while (fgets(buf, sizeof buf, f)) {
		++*line;
		buf[strcspn(buf, "\n")] = '\0';
		if (buf[0] == '\0' || buf[0] == '#')
			continue;
		char *s = buf;
		for (int i = 0; i < 5; i++) {
			field[i] = strsep(&s, "\t");
			assert_non_null(field[i]);
		}
		memset(r, 0, sizeof *r);
		r->line = *line;
		r->verdict = strcmp(field[0], "AC") == 0 ? VERDICT_AC
			     : strcmp(field[0], "WA") == 0 ? VERDICT_WA : VERDICT_JE;
		r->answer_len = unescape(field[1], r->answer);
		r->output_len = unescape(field[2], r->output);
		snprintf(r->flags, sizeof r->flags, "%s", field[3]);
		snprintf(r->why, sizeof r->why, "%s", field[4]);
		char *words = strcmp(r->flags, "-") == 0 ? NULL : r->flags, *w;
		while ((w = strsep(&words, " "))) {
			assert_true(r->argc < MAX_FLAGS);
			r->argv[r->argc++] = w;
		}
		return true;
	}
	return false;
}

static FILE *
stream(const char *prefix, size_t pn, const char *s, size_t n)
{
	FILE *f = tmpfile();

	assert_non_null(f);
	if (pn > 0)
		assert_int_equal(fwrite(prefix, 1, pn, f), pn);
	if (n > 0)
		assert_int_equal(fwrite(s, 1, n, f), n);
	rewind(f);
	return f;
}

/* The row's verdict from the kattis checker, behind the same prefix on both sides. */
static enum verdict
judge_row(const struct row *r, const char *prefix, size_t pn, char *message, size_t size)
{
	struct checker_spec spec;
	struct check_result res;
	char err[256];

	checker_spec_init(&spec);
	if (checker_spec_parse_kattis(&spec, r->argc, r->argv, err, sizeof err) < 0) {
		snprintf(message, size, "%s", err);
		return VERDICT_JE;
	}
	FILE *e = stream(prefix, pn, r->answer, r->answer_len);
	FILE *o = stream(prefix, pn, r->output, r->output_len);
	checker_compare(&spec, e, o, &res);
	fclose(e);
	fclose(o);
	checker_spec_fini(&spec);
	snprintf(message, size, "%s", res.message);
	return res.verdict;
}

static void
test_table(void **state)
{
	(void)state;
	const char *root = getenv("JUDGE_SOURCE_ROOT");
	char path[4096];
	struct row r;
	int line = 0, n = 0, failed = 0;

	assert_non_null(root);
	snprintf(path, sizeof path, "%s/judge/tests/unit/kattis_default_table.txt", root);
	FILE *f = fopen(path, "r");
	assert_non_null(f);

	/* A prefix that ends in a newline leaves each row's verdict as it is. */
	size_t pn = 2 * PREFIX_TOKENS;
	char *prefix = malloc(pn);
	assert_non_null(prefix);
	for (size_t i = 0; i < pn; i += 2)
		memcpy(prefix + i, i + 2 < pn ? "x " : "x\n", 2);

	while (read_row(f, &line, &r)) {
		char message[512];
		n++;
		for (int pass = 0; pass < 2; pass++) {
			enum verdict v = judge_row(&r, prefix, pass ? pn : 0, message, sizeof message);
			if (v != r.verdict) {
				failed++;
				print_error("%s:%d: expected %s, kattis checker says %s%s (%s): %s\n", path,
					    r.line, verdict_name(r.verdict), verdict_name(v),
					    pass ? " behind a long prefix" : "", r.why, message);
			}
		}
	}
	fclose(f);
	free(prefix);
	assert_true(n >= 60);
	assert_int_equal(failed, 0);
}

static struct check_result
kattis(const char *flags, const char *answer, const char *output)
{
	struct checker_spec spec;
	struct check_result res;
	char buf[256], err[256], *words = buf, *w;
	const char *argv[MAX_FLAGS];
	size_t argc = 0;

	snprintf(buf, sizeof buf, "%s", flags);
	while (*flags && (w = strsep(&words, " ")))
		argv[argc++] = w;
	checker_spec_init(&spec);
	assert_int_equal(checker_spec_parse_kattis(&spec, argc, argv, err, sizeof err), 0);
	FILE *e = stream(NULL, 0, answer, strlen(answer));
	FILE *o = stream(NULL, 0, output, strlen(output));
	assert_int_equal(checker_compare(&spec, e, o, &res), 0);
	fclose(e);
	fclose(o);
	return res;
}

static void
test_messages(void **state)
{
	(void)state;
	struct check_result res = kattis("", "1 2\nabc\n", "1 2\nabd\n");
	assert_string_equal(res.message, "line 2, column 1 (token 3): expected 'abc', received 'abd'");
	assert_int_equal(res.line, 2);
	assert_int_equal(res.token, 3);

	res = kattis("space_change_sensitive", "1 2\n3\n", "1 2 \n3\n");
	assert_string_equal(res.message, "line 1, column 4: whitespace differs "
			    "(space_change_sensitive): expected '1 2\\n', received '1 2 \\n'");
	assert_int_equal(res.column, 4);
	assert_int_equal(res.expected_column, 4);

	res = kattis("float_tolerance 1e-6", "0.5\n", "0.51\n");
	assert_true(res.numeric);
	assert_string_equal(res.message, "line 1, column 1 (token 1): expected 0.5, received 0.51 "
			    "(absolute error 0.01 > 1e-06, relative error 0.02 > 1e-06)");
	res = kattis("float_absolute_tolerance 1e-6", "1\n", "1e400\n");
	assert_string_equal(res.message,
			    "line 1, column 1 (token 1): expected 1, received '1e400' (not a number)");
	res = kattis("float_relative_tolerance 1e-6", "1\n", "inf\n");
	assert_string_equal(res.message,
			    "line 1, column 1 (token 1): expected 1, received 'inf' (not a finite number)");
	res = kattis("", "1\n", "\n");
	assert_string_equal(res.message, "output ends early: expected '1' at line 1 (token 1)");
}

static void
test_flags(void **state)
{
	(void)state;
	struct checker_spec spec;
	char err[256];
	const char *both[] = {"float_tolerance", "1e-6", "case_sensitive"};
	const char *abs_only[] = {"float_absolute_tolerance", "0"};
	const char *bad[] = {"float_tolerance", "nan"};

	checker_spec_init(&spec);
	assert_int_equal(checker_spec_parse_kattis(&spec, 0, NULL, err, sizeof err), 0);
	assert_int_equal(spec.type, CHECKER_KATTIS);
	assert_true(spec.case_insensitive);
	assert_false(spec.float_tokens);
	assert_int_equal(checker_spec_validate(&spec, err, sizeof err), 0);

	assert_int_equal(checker_spec_parse_kattis(&spec, 3, both, err, sizeof err), 0);
	assert_false(spec.case_insensitive);
	assert_true(spec.float_tokens);
	assert_true(spec.abs_tol == 1e-6 && spec.rel_tol == 1e-6);

	assert_int_equal(checker_spec_parse_kattis(&spec, 2, abs_only, err, sizeof err), 0);
	assert_true(spec.float_tokens);
	assert_true(spec.abs_tol == 0 && spec.rel_tol == 0);

	assert_int_equal(checker_spec_parse_kattis(&spec, 2, bad, err, sizeof err), -1);
	assert_string_equal(err, "flag 'float_tolerance': 'nan' is not a finite number");
	assert_int_equal(checker_spec_parse_kattis(&spec, 1, bad, err, sizeof err), -1);
	assert_string_equal(err, "flag 'float_tolerance' needs a number");
	assert_int_equal(checker_spec_parse_kattis(&spec, 1, bad + 1, err, sizeof err), -1);
	assert_string_equal(err, "unknown default validator flag 'nan'");

	/* The kattis-only fields belong to kattis. */
	checker_spec_init(&spec);
	spec.space_change_sensitive = true;
	assert_int_equal(checker_spec_validate(&spec, err, sizeof err), -1);
	checker_spec_init(&spec);
	spec.type = CHECKER_KATTIS;
	spec.order_any = true;
	assert_int_equal(checker_spec_validate(&spec, err, sizeof err), -1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_messages),
		cmocka_unit_test(test_flags),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
