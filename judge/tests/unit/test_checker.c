/* Unit tests for the built-in checkers: verdicts, positions and messages. */
#include <float.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "check/checker.h"

/* Bigger than the checker's buffer (128 KiB), so that refills happen. */
#define BIG (300 * 1000)

static FILE *
stream(const char *s, size_t n)
{
	FILE *f = tmpfile();

	assert_non_null(f);
	if (n > 0)
		assert_int_equal(fwrite(s, 1, n, f), n);
	rewind(f);
	return f;
}

static struct check_result
check_n(const struct checker_spec *spec, const char *exp, size_t en, const char *rec, size_t rn)
{
	struct check_result res;
	FILE *e = stream(exp, en), *r = stream(rec, rn);
	int rc = checker_compare(spec, e, r, &res);

	assert_int_equal(rc, res.verdict == VERDICT_JE ? -1 : 0);
	/* Cheap to call twice, with the same answer. */
	struct check_result again;
	rewind(e);
	rewind(r);
	checker_compare(spec, e, r, &again);
	assert_int_equal(again.verdict, res.verdict);
	assert_string_equal(again.message, res.message);
	fclose(e);
	fclose(r);
	return res;
}

static struct check_result
check(const struct checker_spec *spec, const char *exp, const char *rec)
{
	return check_n(spec, exp, strlen(exp), rec, strlen(rec));
}

static struct checker_spec
spec_of(enum checker_type type)
{
	struct checker_spec s;

	checker_spec_init(&s);
	s.type = type;
	return s;
}

static struct checker_spec
float_spec(double abs_tol, double rel_tol)
{
	struct checker_spec s = spec_of(CHECKER_FLOAT);

	s.abs_tol = abs_tol;
	s.rel_tol = rel_tol;
	return s;
}

#define assert_ac(spec, e, r) assert_int_equal(check((spec), (e), (r)).verdict, VERDICT_AC)
#define assert_wa(spec, e, r) assert_int_equal(check((spec), (e), (r)).verdict, VERDICT_WA)
#define assert_message(spec, e, r, msg) assert_string_equal(check((spec), (e), (r)).message, (msg))

static const enum checker_type builtin[] = {
	CHECKER_EXACT, CHECKER_LINES, CHECKER_TOKENS, CHECKER_FLOAT,
};

static void
test_spec_init_copy(void **state)
{
	(void)state;
	struct checker_spec a, b;
	checker_spec_init(&a);
	assert_int_equal(a.type, CHECKER_TOKENS);
	assert_false(a.case_insensitive);
	assert_null(a.source);
	a.type = CHECKER_CUSTOM;
	a.source = strdup("/p/checker.c");
	assert_int_equal(checker_spec_copy(&b, &a), 0);
	assert_ptr_not_equal(a.source, b.source);
	assert_string_equal(b.source, "/p/checker.c");
	checker_spec_fini(&a);
	checker_spec_fini(&b);
	checker_spec_fini(&b);
}

static void
test_validate(void **state)
{
	(void)state;
	char err[128];
	struct checker_spec s = spec_of(CHECKER_FLOAT);
	assert_int_equal(checker_spec_validate(&s, err, sizeof err), 0);
	s.order_any = true;
	assert_int_equal(checker_spec_validate(&s, err, sizeof err), -1);
	assert_string_equal(err, "checker 'float' cannot ignore order");
	struct check_result res = check(&s, "1", "1");
	assert_int_equal(res.verdict, VERDICT_JE);
	s = float_spec(-1, 0);
	assert_int_equal(checker_spec_validate(&s, err, sizeof err), -1);
	s = float_spec(0, NAN);
	assert_int_equal(checker_spec_validate(&s, err, sizeof err), -1);
	s = spec_of(CHECKER_EXACT);
	s.order_any = true;
	assert_int_equal(checker_spec_validate(&s, err, sizeof err), -1);
	s = spec_of(CHECKER_LINES);
	s.order_any = true;
	assert_int_equal(checker_spec_validate(&s, err, sizeof err), 0);
}

static void
test_custom_is_pipelines(void **state)
{
	(void)state;
	struct checker_spec s = spec_of(CHECKER_CUSTOM);
	s.source = strdup("/x/checker.c");
	struct check_result res = check(&s, "1", "1");
	assert_int_equal(res.verdict, VERDICT_JE);
	assert_string_equal(res.message, "custom checker needs the pipeline");
	checker_spec_fini(&s);
}

static void
test_read_error_is_je(void **state)
{
	(void)state;
	struct checker_spec s = spec_of(CHECKER_TOKENS);
	struct check_result res;
	FILE *e = stream("1\n", 2);
	FILE *r = fopen("/dev/null", "w"); /* reading it fails with EBADF */
	assert_non_null(r);
	assert_int_equal(checker_compare(&s, e, r, &res), -1);
	assert_int_equal(res.verdict, VERDICT_JE);
	assert_non_null(strstr(res.message, "cannot read received output"));
	fclose(e);
	fclose(r);
}

static void
test_empty(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof builtin / sizeof builtin[0]; i++) {
		struct checker_spec s = spec_of(builtin[i]);
		assert_ac(&s, "", "");
		assert_wa(&s, "", "x");
		assert_wa(&s, "x", "");
		s.case_insensitive = true;
		assert_ac(&s, "", "");
	}
	struct checker_spec exact = spec_of(CHECKER_EXACT), lines = spec_of(CHECKER_LINES),
			    tokens = spec_of(CHECKER_TOKENS);
	assert_wa(&exact, "", "\n");
	assert_ac(&lines, "", "\n\n \r\n");
	assert_ac(&lines, "\n\n", "");
	assert_ac(&tokens, "", " \t\n\r\v\f");
	assert_message(&exact, "", "\n",
		       "extra output at line 1, column 1 (byte 1): expected '', received '\\n'");
	assert_message(&tokens, "", "x", "extra output at line 1, column 1 (token 1): 'x'");
	assert_message(&tokens, "  \n\n 7\n", "\n",
		       "output ends early: expected '7' at line 3 (token 1)");
	assert_message(&lines, "", "x", "extra output at line 1: 'x'");
	assert_message(&lines, "\n\nx\n", "\n", "output ends early: expected 'x\\n' at line 3");
}

static void
test_final_newline_and_crlf(void **state)
{
	(void)state;
	struct checker_spec exact = spec_of(CHECKER_EXACT), lines = spec_of(CHECKER_LINES),
			    tokens = spec_of(CHECKER_TOKENS), fl = float_spec(1e-6, 0);

	assert_message(&exact, "5\n", "5",
		       "output ends early at line 1, column 2 (byte 2): expected '5\\n', received '5'");
	assert_ac(&lines, "5\n", "5");
	assert_ac(&lines, "5", "5\n");
	assert_ac(&tokens, "5\n", "5");
	assert_ac(&fl, "5\n", "5");

	assert_message(&exact, "a\nb\n", "a\r\nb\r\n",
		       "line 1, column 2 (byte 2): expected 'a\\n', received 'a\\r\\n'");
	assert_ac(&lines, "a\nb\n", "a\r\nb\r\n");
	assert_ac(&lines, "a\r\nb\r\n", "a\nb");
	assert_ac(&tokens, "a\nb\n", "a\r\nb\r\n");
	/* A CR inside a line is not a line break. */
	assert_message(&lines, "a b\n", "a\rb\n",
		       "line 1, column 2: expected 'a b\\n', received 'a\\rb\\n'");
	assert_wa(&lines, "a\nb\n", "a\rb\n");
	/* A lone CR is whitespace between tokens. */
	assert_ac(&tokens, "a\nb\n", "a\rb");
}

static void
test_whitespace_per_checker(void **state)
{
	(void)state;
	struct checker_spec exact = spec_of(CHECKER_EXACT), lines = spec_of(CHECKER_LINES),
			    tokens = spec_of(CHECKER_TOKENS);

	/* Between tokens. */
	assert_wa(&exact, "1 2\n", "1  2\n");
	assert_message(&lines, "1 2\n", "1  2\n",
		       "line 1, column 3: expected '1 2\\n', received '1  2\\n'");
	assert_ac(&tokens, "1 2\n", "1  2\n");
	assert_ac(&tokens, "1 2\n", "1\n2\n");
	assert_ac(&tokens, "1 2\n", "\v1\f\t2 \r\n\n");
	/* Trailing on a line. */
	assert_wa(&exact, "1 2\n3\n", "1 2 \t\n3\n");
	assert_ac(&lines, "1 2\n3\n", "1 2 \t\r\n3\n");
	assert_ac(&lines, "1 2 \t\n3\n", "1 2\n3\n");
	assert_ac(&lines, "1 2 \n3\n", "1 2\t\n3\n");
	/* Leading on a line. */
	assert_message(&lines, "1\n2\n", "1\n 2\n", "line 2, column 1: expected '2\\n', received ' 2\\n'");
	assert_ac(&tokens, "1\n2\n", "1\n 2\n");
	/* Blank lines. */
	assert_message(&lines, "1\n2\n", "1\n\n2\n", "line 2, column 1: expected '2\\n', received '\\n'");
	assert_ac(&lines, "1\n2\n", "1\n2\n\n\n \n");
	assert_ac(&tokens, "1\n2\n", "1\n\n2\n");
	/* Whitespace on one side only, before content on the other. */
	assert_message(&lines, "ab\n", "ab  c\n", "line 1, column 3: expected 'ab\\n', received 'ab  c\\n'");
	assert_message(&lines, "ab  c\n", "ab\n", "line 1, column 3: expected 'ab  c\\n', received 'ab\\n'");
	/* Form feed and vertical tab are whitespace for tokens and trailing for lines. */
	assert_ac(&lines, "x\n", "x\f\v\n");
}

static void
test_tokens_positions(void **state)
{
	(void)state;
	struct checker_spec tokens = spec_of(CHECKER_TOKENS);
	struct check_result res;

	res = check(&tokens, "1 2\n3 4 5\n", "1 2\n3 4 6\n");
	assert_int_equal(res.verdict, VERDICT_WA);
	assert_int_equal(res.line, 2);
	assert_int_equal(res.column, 5);
	assert_int_equal(res.token, 5);
	assert_string_equal(res.expected, "5");
	assert_string_equal(res.received, "6");
	assert_string_equal(res.message, "line 2, column 5 (token 5): expected '5', received '6'");

	/* Positions are in the received output; the expected one has its own. */
	res = check(&tokens, "1 2 3 42\n", "1\n2\n3\n   43\n");
	assert_string_equal(res.message, "line 4, column 4 (token 4): expected '42', received '43'");
	assert_int_equal(res.expected_line, 1);
	assert_int_equal(res.expected_column, 7);

	/* ab is not a b (DMOJ judge-server#439), either way round. */
	assert_message(&tokens, "a b\n", "ab\n", "line 1, column 1 (token 1): expected 'a', received 'ab'");
	assert_message(&tokens, "ab\n", "a b\n", "line 1, column 1 (token 1): expected 'ab', received 'a'");
	struct checker_spec fl = float_spec(1, 1);
	assert_wa(&fl, "a b\n", "ab\n");
	assert_wa(&fl, "1 2\n", "12\n");
	assert_wa(&fl, "12\n", "1 2\n");

	/* Missing and extra tokens. */
	res = check(&tokens, "1 2\n3\n", "1 2\n");
	assert_string_equal(res.message, "output ends early: expected '3' at line 2 (token 3)");
	assert_int_equal(res.token, 3);
	assert_int_equal(res.line, 2);
	assert_int_equal(res.expected_line, 2);
	res = check(&tokens, "1 2\n", "1 2\n  3 4\n");
	assert_string_equal(res.message, "extra output at line 2, column 3 (token 3): '3'");
	assert_int_equal(res.line, 2);
	assert_int_equal(res.column, 3);
	assert_int_equal(res.token, 3);
}

static void
test_excerpts_escape(void **state)
{
	(void)state;
	struct checker_spec exact = spec_of(CHECKER_EXACT), tokens = spec_of(CHECKER_TOKENS);
	struct check_result res;

	res = check_n(&exact, "a\tb\\\x00z\n", 7, "a\tb\\\x01z\n", 7);
	assert_string_equal(res.message,
			    "line 1, column 5 (byte 5): expected 'a\\tb\\\\\\x00z\\n', "
			    "received 'a\\tb\\\\\\x01z\\n'");
	/* Context is the line of the difference, at most 24 bytes before it. */
	res = check(&exact, "first line\n0123456789abcdefghijklmnopqrstuvwxyz\n",
		    "first line\n0123456789abcdefghijklmnopqrstuvwxyZ\n");
	assert_string_equal(res.expected, "...bcdefghijklmnopqrstuvwxyz\\n");
	assert_string_equal(res.received, "...bcdefghijklmnopqrstuvwxyZ\\n");
	assert_int_equal(res.column, 36);
	/* ...and at most 40 from it on. */
	res = check(&exact, "x0123456789012345678901234567890123456789012345\n",
		    "y0123456789012345678901234567890123456789012345\n");
	assert_string_equal(res.expected, "x012345678901234567890123456789012345678...");
	/* A long token shows where it differs. */
	char e[301], r[301];
	memset(e, 'q', 300);
	e[300] = '\0';
	memcpy(r, e, sizeof r);
	r[200] = 'Q';
	res = check(&tokens, e, r);
	assert_int_equal(res.column, 1);
	assert_int_equal(res.token, 1);
	char want[128] = "...";
	memset(want + 3, 'q', 24 + 40);
	want[3 + 24] = 'Q';
	memcpy(want + 3 + 64, "...", 4);
	assert_string_equal(res.received, want);
	/* Escapes never make an excerpt overflow. */
	char ce[201], cr[201];
	memset(ce, '\x01', 200);
	ce[200] = '\0';
	memcpy(cr, ce, sizeof cr);
	cr[100] = '\x02';
	res = check(&tokens, ce, cr);
	assert_true(strlen(res.expected) < sizeof res.expected);
	assert_non_null(strstr(res.received, "\\x02"));
	assert_true(strlen(res.message) < sizeof res.message);
}

static void
test_unicode(void **state)
{
	(void)state;
	struct checker_spec tokens = spec_of(CHECKER_TOKENS), lines = spec_of(CHECKER_LINES);

	assert_ac(&tokens, "h\xc3\xa9llo w\xc3\xb6rld\n", "h\xc3\xa9llo  w\xc3\xb6rld");
	/* é (c3 a9) and É (c3 89) are different bytes; only ASCII folds. */
	tokens.case_insensitive = true;
	assert_ac(&tokens, "H\xc3\xa9LLO\n", "h\xc3\xa9llo\n");
	assert_message(&tokens, "h\xc3\xa9llo\n", "h\xc3\x89llo\n",
		       "line 1, column 1 (token 1): expected 'h\xc3\xa9llo', received 'h\xc3\x89llo'");
	/* Non-breaking space (c2 a0) is not whitespace. */
	assert_wa(&tokens, "a b\n", "a\xc2\xa0 b\n");
	/* Invalid UTF-8 is escaped. */
	assert_message(&lines, "\xff\xfe\n", "\xff\xfd\n",
		       "line 1, column 2: expected '\\xff\\xfe\\n', received '\\xff\\xfd\\n'");
}

static void
test_case_insensitive(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof builtin / sizeof builtin[0]; i++) {
		struct checker_spec s = spec_of(builtin[i]);
		assert_wa(&s, "Yes\n", "YES\n");
		s.case_insensitive = true;
		assert_ac(&s, "Yes\n", "YES\n");
		assert_ac(&s, "[Z]\n", "[z]\n");
		/* '@' (0x40) and '`' (0x60) are not letters. */
		assert_wa(&s, "@\n", "`\n");
		assert_wa(&s, "Yes\n", "YEP\n");
	}
	struct checker_spec lines = spec_of(CHECKER_LINES);
	lines.case_insensitive = true;
	assert_message(&lines, "Yes\nNo\n", "YES\nNO!\n", "line 2, column 3: expected 'No\\n', received 'NO!\\n'");
}

static void
test_float_numbers(void **state)
{
	(void)state;
	struct checker_spec fl = float_spec(1e-6, 1e-6), exact0 = float_spec(0, 0);

	assert_message(&fl, "1.5\n", "1.52\n",
		       "line 1, column 1 (token 1): expected 1.5, received 1.52 "
		       "(absolute error 0.02 > 1e-06, relative error 0.0133 > 1e-06)");
	struct check_result res = check(&fl, "x 1.5\n", "x 1.52\n");
	assert_true(res.numeric);
	assert_true(res.expected_value == 1.5);
	assert_true(res.received_value == 1.52);
	assert_true(res.error > 0.0199999 && res.error < 0.0200001);
	assert_int_equal(res.token, 2);

	/* Forms of numbers. */
	assert_ac(&fl, "1.5 0.5 100.0 1e3 -2.5\n", "1.50 .5 1e2 1000 -2.5e0\n");
	assert_wa(&fl, "100\n", "1e2\n");
	assert_ac(&fl, "0.5\n", "+.5\n");
	assert_ac(&fl, "5.0\n", "5.\n");
	assert_ac(&fl, "1e308 1e-308\n", "1e308 1e-308\n");
	assert_ac(&fl, "1e308\n", "1.0000001e308\n");
	assert_wa(&fl, "1e308\n", "1.00001e308\n");
	assert_ac(&fl, "1e-308\n", "0\n");
	assert_ac(&exact0, "1e-308\n", "0.0000001e-301\n");
	assert_wa(&exact0, "1e-308\n", "2e-308\n");
	/* Not numbers: hex, inf and nan are text when expected... */
	assert_ac(&fl, "0x10 inf nan\n", "0x10 inf nan\n");
	assert_message(&fl, "0x10\n", "16\n", "line 1, column 1 (token 1): expected '0x10', received '16'");
	assert_wa(&fl, "inf\n", "1e999999\n");
	/* ...and never match an expected number. */
	assert_message(&fl, "16\n", "0x10\n",
		       "line 1, column 1 (token 1): expected integer 16, received '0x10' (not a number)");
	assert_message(&fl, "1.5\n", "nan\n",
		       "line 1, column 1 (token 1): expected 1.5, received 'nan' (not a finite number)");
	assert_message(&fl, "1.5\n", "-NaN\n",
		       "line 1, column 1 (token 1): expected 1.5, received '-NaN' (not a finite number)");
	assert_message(&fl, "1e308\n", "inf\n",
		       "line 1, column 1 (token 1): expected 1e308, received 'inf' (not a finite number)");
	assert_message(&fl, "1.5\n", "Infinity\n",
		       "line 1, column 1 (token 1): expected 1.5, received 'Infinity' (not a finite number)");
	assert_message(&fl, "1.5\n", "1e999999\n",
		       "line 1, column 1 (token 1): expected 1.5, received 1e999999 (out of range)");
	assert_message(&fl, "1.5\n", "1.5.\n",
		       "line 1, column 1 (token 1): expected 1.5, received '1.5.' (not a number)");
	assert_wa(&fl, "1.5\n", "1.5e\n");
	assert_wa(&fl, "1.5\n", "1,5\n");
	assert_wa(&fl, "1.5\n", ".\n");
	assert_wa(&fl, "1.5\n", "-\n");
	/* Signed zero. */
	assert_ac(&exact0, "0.0\n", "-0.0\n");
	assert_ac(&exact0, "-0.0\n", "0\n");
	assert_ac(&exact0, "-0\n", "0\n");
	assert_ac(&exact0, "+0\n", "-000\n");
	/* Text tokens compare exactly (and case-insensitively when asked). */
	assert_message(&fl, "1.5 yes\n", "1.5 Yes\n",
		       "line 1, column 5 (token 2): expected 'yes', received 'Yes'");
	fl.case_insensitive = true;
	assert_ac(&fl, "1.5 yes 1E3\n", "1.5 Yes 1e3\n");
	/* Only a tolerance of 0 is exact. */
	assert_message(&exact0, "0.1\n", "0.1000001\n",
		       "line 1, column 1 (token 1): expected 0.1, received 0.1000001 "
		       "(absolute error 1e-07, no tolerance)");
	/* Only the tolerances that are set are shown. */
	struct checker_spec abs_only = float_spec(0.01, 0), rel_only = float_spec(0, 0.01);
	assert_message(&abs_only, "2\n", "2.5\n",
		       "line 1, column 1 (token 1): expected integer 2, received 2.5 "
		       "(integers are compared exactly)");
	assert_message(&abs_only, "2.0\n", "2.5\n",
		       "line 1, column 1 (token 1): expected 2.0, received 2.5 (absolute error 0.5 > 0.01)");
	assert_message(&rel_only, "2.0\n", "2.5\n",
		       "line 1, column 1 (token 1): expected 2.0, received 2.5 (relative error 0.25 > 0.01)");
	assert_message(&rel_only, "0.0\n", "1e-300\n",
		       "line 1, column 1 (token 1): expected 0.0, received 1e-300 (relative error inf > 0.01)");
}

static void
test_float_integers(void **state)
{
	(void)state;
	struct checker_spec fl = float_spec(1, 1e-6);
	const char *big = "1234567890123456789012345678901234567890123456789012345678901234567890"
			  "123456789012345678901234567890";
	char big2[128], big3[128];

	assert_int_equal(strlen(big), 100);
	snprintf(big2, sizeof big2, "%s", big);
	big2[99] = '1';
	snprintf(big3, sizeof big3, "-000%s", big);

	/* Integers are exact: a tolerance must not let a wrong count through
	 * (Kattis problemtools#152). */
	assert_ac(&fl, big, big);
	assert_ac(&fl, "007\n", "7\n");
	assert_ac(&fl, "7\n", "+007\n");
	assert_wa(&fl, "7\n", "-7\n");
	assert_message(&fl, "7\n", "8\n", "line 1, column 1 (token 1): expected 7, received 8");
	assert_wa(&fl, big, big2);
	assert_wa(&fl, big, big3);
	assert_ac(&fl, big3 + 1, big);
	assert_message(&fl, "3\n", "3.0\n",
		       "line 1, column 1 (token 1): expected integer 3, received 3.0 "
		       "(integers are compared exactly)");
	assert_wa(&fl, "3\n", "3e0\n");
	/* A decimal expected value takes an integer answer. */
	assert_ac(&fl, "3.0\n", "3\n");
	assert_ac(&fl, "3.5\n", "4\n");

	fl.integers_as_floats = true;
	assert_ac(&fl, "7\n", "8\n");
	assert_ac(&fl, "3\n", "3.0\n");
	assert_ac(&fl, big, big2);
	assert_wa(&fl, "7\n", "9\n");
	assert_wa(&fl, big, big3);
}

static void
test_float_edges(void **state)
{
	(void)state;
	struct checker_spec abs6 = float_spec(1e-6, 0), rel6 = float_spec(0, 1e-6),
			    both = float_spec(1e-6, 1e-6);

	/* Exactly at the tolerance is accepted, as if computed exactly. */
	assert_ac(&abs6, "1.0\n", "1.000001\n");
	assert_ac(&abs6, "1.0\n", "0.999999\n");
	assert_ac(&abs6, "0.000001\n", "0.0\n");
	assert_ac(&abs6, "100.0\n", "100.000001\n");
	assert_ac(&abs6, "-5.5\n", "-5.500001\n");
	/* Just beyond it is not. */
	assert_wa(&abs6, "1.0\n", "1.0000010000001\n");
	assert_wa(&abs6, "1.0\n", "0.9999989999999\n");
	assert_message(&abs6, "100.0\n", "100.0000010001\n",
		       "line 1, column 1 (token 1): expected 100.0, received 100.0000010001 "
		       "(absolute error 1.0001e-06 > 1e-06)");
	if (LDBL_MANT_DIG >= 64) {
		/* long double resolves 1e-17 next to 1. */
		assert_wa(&abs6, "1.0\n", "1.00000100000000001\n");
		assert_ac(&abs6, "1.0\n", "1.000000999999999999\n");
	}
	/* An error that prints as the tolerance gets more digits. */
	assert_message(&abs6, "1.0\n", "1.000001000001\n",
		       "line 1, column 1 (token 1): expected 1.0, received 1.000001000001 "
		       "(absolute error 1.000001e-06 > 1e-06)");

	assert_ac(&rel6, "1000.0\n", "1000.001\n");
	assert_ac(&rel6, "-1000.0\n", "-999.999\n");
	assert_wa(&rel6, "1000.0\n", "1000.0010001\n");
	/* Relative to the expected value, not the received one. */
	assert_wa(&rel6, "1.0\n", "1000.0\n");
	assert_wa(&rel6, "0.0\n", "1e-300\n");

	/* Either tolerance is enough. */
	assert_ac(&both, "1000000000.0\n", "1000000500.0\n");
	assert_wa(&both, "1000000000.0\n", "1000001500.0\n");
	assert_ac(&both, "1e-9\n", "5e-7\n");
	assert_wa(&both, "1e-9\n", "2e-6\n");
	/* Large magnitudes: rounding does not accept a real difference. */
	struct checker_spec abs0 = float_spec(1e-6, 0);
	assert_wa(&abs0, "1000000000000000000.0\n", "1000000000000000000.2\n");
}

/* Numbers whose common prefix the fast path consumes, also across refills. */
static void
test_float_split_tokens(void **state)
{
	(void)state;
	struct checker_spec fl = float_spec(1e-6, 0);
	size_t n = 0, cap = 600 * 1000;
	char *e = malloc(cap), *r = malloc(cap);

	assert_ac(&fl, "1.2345678\n", "1.2345679\n");
	assert_wa(&fl, "1.234567\n", "1.234577\n");
	assert_non_null(e);
	assert_non_null(r);
	while (n < cap - 100) {
		int len = snprintf(e + n, cap - n, "%zu.123456789 ", n);
		memcpy(r + n, e + n, (size_t)len);
		/* Only the ninth decimal differs: within tolerance. */
		r[n + (size_t)len - 2] = '0';
		n += (size_t)len;
	}
	struct check_result res = check_n(&fl, e, n, r, n);
	assert_int_equal(res.verdict, VERDICT_AC);
	/* A real difference in the last one. */
	r[n - 8] = '9';
	res = check_n(&fl, e, n, r, n);
	assert_int_equal(res.verdict, VERDICT_WA);
	assert_non_null(strstr(res.message, "absolute error"));
	free(e);
	free(r);
}

static void
test_long_tokens(void **state)
{
	(void)state;
	static char e[BIG + 16], r[BIG + 16];
	struct checker_spec tokens = spec_of(CHECKER_TOKENS), exact = spec_of(CHECKER_EXACT),
			    lines = spec_of(CHECKER_LINES), fl = float_spec(1, 1);
	struct check_result res;

	memcpy(e, "x ", 2);
	memset(e + 2, 'a', BIG);
	memcpy(e + 2 + BIG, " y\n", 3);
	memcpy(r, e, BIG + 5);

	assert_int_equal(check_n(&tokens, e, BIG + 5, r, BIG + 5).verdict, VERDICT_AC);
	assert_int_equal(check_n(&exact, e, BIG + 5, r, BIG + 5).verdict, VERDICT_AC);
	assert_int_equal(check_n(&lines, e, BIG + 5, r, BIG + 5).verdict, VERDICT_AC);
	assert_int_equal(check_n(&fl, e, BIG + 5, r, BIG + 5).verdict, VERDICT_AC);

	/* Differs in its last byte. */
	r[BIG + 1] = 'b';
	res = check_n(&tokens, e, BIG + 5, r, BIG + 5);
	assert_int_equal(res.verdict, VERDICT_WA);
	assert_int_equal(res.token, 2);
	assert_int_equal(res.column, 3);
	/* 24 bytes of context before the difference, then to the token's end. */
	char a24[64] = "...", a25[64] = "...";
	memset(a24 + 3, 'a', 24);
	memset(a25 + 3, 'a', 25);
	assert_string_equal(res.expected, a25);
	a24[27] = 'b';
	assert_string_equal(res.received, a24);
	a24[27] = '\0';
	res = check_n(&fl, e, BIG + 5, r, BIG + 5);
	assert_int_equal(res.verdict, VERDICT_WA);
	assert_int_equal(res.token, 2);
	res = check_n(&exact, e, BIG + 5, r, BIG + 5);
	assert_int_equal(res.column, BIG + 2);
	res = check_n(&lines, e, BIG + 5, r, BIG + 5);
	assert_int_equal(res.column, BIG + 2);

	/* One byte shorter. */
	memcpy(r, e, BIG + 5);
	memcpy(r + 1 + BIG, " y\n", 3);
	res = check_n(&tokens, e, BIG + 5, r, BIG + 4);
	assert_int_equal(res.verdict, VERDICT_WA);
	assert_int_equal(res.token, 2);
	assert_string_equal(res.expected, a25);
	assert_string_equal(res.received, a24);
	assert_int_equal(check_n(&fl, e, BIG + 5, r, BIG + 4).verdict, VERDICT_WA);

	/* A long number compares as text in float: a long integer still exactly. */
	memset(e, '7', BIG);
	memcpy(r, e, BIG);
	assert_int_equal(check_n(&fl, e, BIG, r, BIG).verdict, VERDICT_AC);
	r[BIG - 1] = '8';
	assert_int_equal(check_n(&fl, e, BIG, r, BIG).verdict, VERDICT_WA);
}

static void
test_order_any(void **state)
{
	(void)state;
	struct checker_spec tokens = spec_of(CHECKER_TOKENS), lines = spec_of(CHECKER_LINES);

	tokens.order_any = true;
	lines.order_any = true;
	assert_ac(&tokens, "3 1 2\n", "1\n2\n3");
	assert_ac(&tokens, "", "  ");
	assert_ac(&tokens, "a a b\n", "b a a\n");
	assert_message(&tokens, "a a b\n", "b a b\n",
		       "tokens in any order: expected 'a' 2 times (first at line 1), received it 1 time "
		       "(3 tokens expected, 3 received)");
	assert_message(&tokens, "b a c\n", "c\nb b a\n",
		       "tokens in any order: received 'b' 2 times (first at line 2), expected it 1 time "
		       "(3 tokens expected, 4 received)");
	assert_message(&tokens, "1 2\n", "1\n",
		       "tokens in any order: expected '2' 1 time (first at line 1), received it 0 times "
		       "(2 tokens expected, 1 received)");
	assert_wa(&tokens, "ab\n", "a b\n");
	tokens.case_insensitive = true;
	assert_ac(&tokens, "b A\n", "a B\n");

	assert_ac(&lines, "x y\nz\n", "z\nx y  \r\n\n");
	assert_wa(&lines, "x y\nz\n", "z\ny x\n");
	/* A blank line is a line, except at the end. */
	assert_message(&lines, "a\n\nb\n", "b\na\n",
		       "lines in any order: expected '' 1 time (first at line 2), received it 0 times "
		       "(3 lines expected, 2 received)");
	lines.case_insensitive = true;
	assert_ac(&lines, "Yes\nNo\n", "NO\nyes\n");
}

/*
 * Reference implementations, in memory and naive, to check positions found
 * by the streaming code on random outputs.
 */
struct ref_token {
	size_t start, len;
	int64_t line, column;
};

static size_t
ref_tokens(const char *s, size_t n, struct ref_token *out)
{
	size_t k = 0;
	int64_t line = 1, line_start = 0;

	for (size_t i = 0; i < n;) {
		if (strchr(" \t\n\r\v\f", s[i])) {
			if (s[i] == '\n') {
				line++;
				line_start = (int64_t)i + 1;
			}
			i++;
			continue;
		}
		out[k].start = i;
		out[k].line = line;
		out[k].column = (int64_t)i - line_start + 1;
		while (i < n && !strchr(" \t\n\r\v\f", s[i]))
			i++;
		out[k].len = i - out[k].start;
		k++;
	}
	return k;
}

static uint64_t rng = 0x9e3779b97f4a7c15;

static unsigned
rnd(unsigned n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)(rng % n);
}

static size_t
random_output(char *s, size_t size)
{
	static const char ws[] = " \t\n\r\v\f";
	static const char alpha[] = "0123456789abAB";
	size_t n = 0;
	unsigned style = rnd(3);

	while (n < size) {
		unsigned w = style == 0 ? 1 : 1 + rnd(style == 1 ? 2 : 5);
		for (unsigned i = 0; i < w && n < size; i++)
			s[n++] = style == 0 ? (rnd(8) ? ' ' : '\n') : ws[rnd(6)];
		unsigned t = 1 + rnd(rnd(50) == 0 ? 300 : 6);
		for (unsigned i = 0; i < t && n < size; i++)
			s[n++] = alpha[rnd(sizeof alpha - 1)];
	}
	return n;
}

static void
test_random_tokens(void **state)
{
	(void)state;
	size_t cap = 400 * 1000;
	char *e = malloc(cap), *r = malloc(cap + 1);
	struct ref_token *et = malloc(cap * sizeof *et), *rt = malloc(cap * sizeof *rt);
	struct checker_spec tokens = spec_of(CHECKER_TOKENS);

	assert_non_null(e);
	assert_non_null(r);
	assert_non_null(et);
	assert_non_null(rt);
	for (int iter = 0; iter < 300; iter++) {
		size_t size = iter % 10 == 0 ? 1 + rnd((unsigned)cap - 1) : 1 + rnd(2000);
		size_t en = random_output(e, size), rn = en;
		memcpy(r, e, en);
		/* One random change, or none. */
		size_t at = rnd((unsigned)en);
		switch (rnd(5)) {
		case 0: r[at] = "0a \n\t"[rnd(5)]; break;
		case 1: memmove(r + at + 1, r + at, rn - at); r[at] = "1 \nb"[rnd(4)]; rn++; break;
		case 2: memmove(r + at, r + at + 1, rn - at - 1); rn--; break;
		case 3: rn = at; break;
		default: break;
		}
		size_t ne = ref_tokens(e, en, et), nr = ref_tokens(r, rn, rt);
		size_t k = 0;
		while (k < ne && k < nr && et[k].len == rt[k].len &&
		       memcmp(e + et[k].start, r + rt[k].start, et[k].len) == 0)
			k++;

		struct check_result res = check_n(&tokens, e, en, r, rn);
		if (k == ne && k == nr) {
			assert_int_equal(res.verdict, VERDICT_AC);
			continue;
		}
		assert_int_equal(res.verdict, VERDICT_WA);
		assert_int_equal(res.token, (int64_t)k + 1);
		if (k < nr) {
			assert_int_equal(res.line, rt[k].line);
			assert_int_equal(res.column, rt[k].column);
		}
		if (k < ne) {
			assert_int_equal(res.expected_line, et[k].line);
			assert_int_equal(res.expected_column, et[k].column);
		}
		if (k < ne && k < nr)
			assert_non_null(strstr(res.message, "expected '"));
		else if (k < nr)
			assert_non_null(strstr(res.message, "extra output"));
		else
			assert_non_null(strstr(res.message, "output ends early"));

		/* exact agrees with memcmp, at the right line and column. */
		struct checker_spec exact = spec_of(CHECKER_EXACT);
		struct check_result x = check_n(&exact, e, en, r, rn);
		size_t d = 0;
		while (d < en && d < rn && e[d] == r[d])
			d++;
		int64_t line = 1, col = 1;
		for (size_t i = 0; i < d; i++, col++) {
			if (r[i] == '\n') {
				line++;
				col = 0;
			}
		}
		assert_int_equal(x.verdict, en == rn && d == en ? VERDICT_AC : VERDICT_WA);
		if (x.verdict == VERDICT_WA) {
			assert_int_equal(x.line, line);
			assert_int_equal(x.column, col);
		}
	}
	free(e);
	free(r);
	free(et);
	free(rt);
}

/* Splits s into lines without trailing whitespace, dropping trailing blank ones. */
static size_t
ref_lines(const char *s, size_t n, size_t *start, size_t *len, size_t *raw)
{
	size_t k = 0;

	for (size_t i = 0; i < n;) {
		size_t j = i;
		while (j < n && s[j] != '\n')
			j++;
		start[k] = i;
		raw[k] = j - i;
		len[k] = j - i;
		while (len[k] > 0 && strchr(" \t\r\v\f", s[i + len[k] - 1]))
			len[k]--;
		k++;
		i = j + 1;
	}
	while (k > 0 && len[k - 1] == 0)
		k--;
	return k;
}

static void
test_random_lines(void **state)
{
	(void)state;
	size_t cap = 400 * 1000;
	char *e = malloc(cap), *r = malloc(cap + 1);
	size_t *es = malloc(cap * sizeof *es), *el = malloc(cap * sizeof *el), *ew = malloc(cap * sizeof *ew);
	size_t *rs = malloc(cap * sizeof *rs), *rl = malloc(cap * sizeof *rl), *rw = malloc(cap * sizeof *rw);
	struct checker_spec lines = spec_of(CHECKER_LINES);

	assert_true(e && r && es && el && ew && rs && rl && rw);
	for (int iter = 0; iter < 300; iter++) {
		size_t size = iter % 10 == 0 ? 1 + rnd((unsigned)cap - 1) : 1 + rnd(2000);
		size_t en = random_output(e, size), rn = en;
		memcpy(r, e, en);
		size_t at = rnd((unsigned)en);
		switch (rnd(5)) {
		case 0: r[at] = "0 \r\n\t"[rnd(5)]; break;
		case 1: memmove(r + at + 1, r + at, rn - at); r[at] = " \r\nb"[rnd(4)]; rn++; break;
		case 2: memmove(r + at, r + at + 1, rn - at - 1); rn--; break;
		case 3: rn = at; break;
		default: break;
		}
		size_t ne = ref_lines(e, en, es, el, ew), nr = ref_lines(r, rn, rs, rl, rw);
		/* The first line that differs, a missing line being blank. */
		size_t k = 0;
		for (; k < ne || k < nr; k++) {
			size_t a = k < ne ? el[k] : 0, b = k < nr ? rl[k] : 0;
			if (a != b || (a > 0 && memcmp(e + es[k], r + rs[k], a) != 0))
				break;
		}
		struct check_result res = check_n(&lines, e, en, r, rn);
		if (k >= ne && k >= nr) {
			assert_int_equal(res.verdict, VERDICT_AC);
			continue;
		}
		assert_int_equal(res.verdict, VERDICT_WA);
		assert_int_equal(res.line, (int64_t)k + 1);
		if (k < ne && k < nr && el[k] > 0 && rl[k] > 0) {
			/* The first byte that differs in the raw lines. */
			size_t c = 0;
			while (c < ew[k] && c < rw[k] && e[es[k] + c] == r[rs[k] + c])
				c++;
			assert_int_equal(res.column, (int64_t)c + 1);
		}
	}
	free(e);
	free(r);
	free(es);
	free(el);
	free(ew);
	free(rs);
	free(rl);
	free(rw);
}

int
main(void)
{
	/* CHECKER_TEST_SEED=n explores other random outputs. */
	const char *seed = getenv("CHECKER_TEST_SEED");
	if (seed && strtoull(seed, NULL, 10))
		rng = strtoull(seed, NULL, 10);
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spec_init_copy),
		cmocka_unit_test(test_validate),
		cmocka_unit_test(test_custom_is_pipelines),
		cmocka_unit_test(test_read_error_is_je),
		cmocka_unit_test(test_empty),
		cmocka_unit_test(test_final_newline_and_crlf),
		cmocka_unit_test(test_whitespace_per_checker),
		cmocka_unit_test(test_tokens_positions),
		cmocka_unit_test(test_excerpts_escape),
		cmocka_unit_test(test_unicode),
		cmocka_unit_test(test_case_insensitive),
		cmocka_unit_test(test_float_numbers),
		cmocka_unit_test(test_float_integers),
		cmocka_unit_test(test_float_edges),
		cmocka_unit_test(test_float_split_tokens),
		cmocka_unit_test(test_long_tokens),
		cmocka_unit_test(test_order_any),
		cmocka_unit_test(test_random_tokens),
		cmocka_unit_test(test_random_lines),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
