/*
 * Numbers in token comparisons: the float checker's (decimal only, within a
 * tolerance, integers exactly) and the Kattis default validator's.
 */
#include <float.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "checker_impl.h"

enum number_kind {
	NUMBER_NONE,    /* not a number: compared as text */
	NUMBER_INTEGER, /* [+-]digits */
	NUMBER_DECIMAL, /* [+-](digits[.digits]|.digits)[(e|E)[+-]digits] */
};

/* What s is by the grammar in problems/README.md: no hex, inf or nan. */
static enum number_kind
classify(const unsigned char *s, size_t n)
{
	size_t i = 0, digits = 0, exp_digits = 0;
	bool integer = true;

	if (i < n && (s[i] == '+' || s[i] == '-'))
		i++;
	for (; i < n && s[i] >= '0' && s[i] <= '9'; i++)
		digits++;
	if (i < n && s[i] == '.') {
		integer = false;
		for (i++; i < n && s[i] >= '0' && s[i] <= '9'; i++)
			digits++;
	}
	if (digits == 0)
		return NUMBER_NONE;
	if (i < n && (s[i] == 'e' || s[i] == 'E')) {
		integer = false;
		i++;
		if (i < n && (s[i] == '+' || s[i] == '-'))
			i++;
		for (; i < n && s[i] >= '0' && s[i] <= '9'; i++)
			exp_digits++;
		if (exp_digits == 0)
			return NUMBER_NONE;
	}
	if (i != n)
		return NUMBER_NONE;
	return integer ? NUMBER_INTEGER : NUMBER_DECIMAL;
}

static bool
hex_digit(unsigned char c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static bool
dec_digit(unsigned char c)
{
	return c >= '0' && c <= '9';
}

/*
 * The n bytes at s, whole, as the Kattis default validator (glibc's scanf
 * "%lf") reads a number: decimal, or hexadecimal after 0x; an exponent marker
 * may lack its digits ("1e", "1e+", "0x1p-"), and "0x." is 0.
 */
static bool
kattis_syntax(const unsigned char *s, size_t n)
{
	size_t i = 0, digits = 0;
	bool dot = false, hex = false;

	if (i < n && (s[i] == '+' || s[i] == '-'))
		i++;
	if (n - i >= 2 && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) {
		hex = true;
		i += 2;
	}
	bool (*digit)(unsigned char) = hex ? hex_digit : dec_digit;
	for (; i < n && digit(s[i]); i++)
		digits++;
	if (i < n && s[i] == '.') {
		dot = true;
		for (i++; i < n && digit(s[i]); i++)
			digits++;
	}
	/* Hexadecimal "0x." is a number (0), decimal "." is not. */
	if (digits == 0 && !(hex && dot))
		return false;
	int marker = hex ? 'p' : 'e';
	if (digits > 0 && i < n && (s[i] | 0x20) == marker) {
		i++;
		if (i < n && (s[i] == '+' || s[i] == '-'))
			i++;
		while (i < n && dec_digit(s[i]))
			i++;
	}
	return i == n;
}

bool
kattis_number(const unsigned char *s, size_t n, double *value)
{
	char tmp[CHECKER_MAX_NUMBER + 1];

	if (n > CHECKER_MAX_NUMBER || !kattis_syntax(s, n))
		return false;
	memcpy(tmp, s, n);
	tmp[n] = '\0';
	/* strtod reads the longest number at tmp: all of it, or all but a bare marker. */
	*value = strtod(tmp, NULL);
	return isfinite(*value);
}

/* s spells an infinity or a NaN as strtod would read it. */
static bool
non_finite_word(const unsigned char *s, size_t n)
{
	static const char *const words[] = { "inf", "infinity", "nan" };

	if (n > 0 && (s[0] == '+' || s[0] == '-')) {
		s++;
		n--;
	}
	for (size_t w = 0; w < sizeof words / sizeof words[0]; w++) {
		size_t len = strlen(words[w]);
		if (n == len) {
			size_t i = 0;
			while (i < n && checker_fold(s[i]) == words[w][i])
				i++;
			if (i == n)
				return true;
		}
	}
	/* "nan(...)" too */
	return n > 4 && checker_fold(s[0]) == 'n' && checker_fold(s[1]) == 'a' &&
	       checker_fold(s[2]) == 'n' && s[3] == '(';
}

/* Two integers by value: sign and leading zeros do not matter, -0 is 0. */
static bool
integers_equal(const unsigned char *a, size_t an, const unsigned char *b, size_t bn)
{
	bool aneg = false, bneg = false;

	if (an > 0 && (a[0] == '+' || a[0] == '-')) {
		aneg = a[0] == '-';
		a++;
		an--;
	}
	if (bn > 0 && (b[0] == '+' || b[0] == '-')) {
		bneg = b[0] == '-';
		b++;
		bn--;
	}
	while (an > 0 && a[0] == '0') {
		a++;
		an--;
	}
	while (bn > 0 && b[0] == '0') {
		b++;
		bn--;
	}
	if (an == 0 && bn == 0)
		return true;
	return aneg == bneg && an == bn && memcmp(a, b, an) == 0;
}

static long double
parse(const unsigned char *s, size_t n)
{
	char tmp[CHECKER_MAX_NUMBER + 1];

	memcpy(tmp, s, n);
	tmp[n] = '\0';
	return strtold(tmp, NULL);
}

/*
 * Makes the token at x's position contiguous in its buffer, without
 * consuming it.  Returns its length, or CHECKER_MAX_NUMBER + 1 when it is
 * longer than CHECKER_MAX_NUMBER.
 */
static size_t
gather(struct reader *x)
{
	size_t i = x->pos;

	for (;;) {
		while (i < x->len && !reader_ws[x->buf[i]]) {
			if (++i - x->pos > CHECKER_MAX_NUMBER)
				return CHECKER_MAX_NUMBER + 1;
		}
		if (i < x->len || x->eof)
			break;
		size_t off = i - x->pos;
		size_t got = reader_fill(x, READER_HISTORY);
		i = x->pos + off;
		if (got == 0)
			break;
	}
	return i - x->pos;
}

/* Consumes a token of len bytes at x's position (gathered, no newline in it). */
static void
consume_token(struct reader *x, size_t len)
{
	x->tokens++;
	x->tok_start = x->base + (int64_t)x->pos;
	x->in_ws = false;
	x->pos += len;
}

bool
float_rewind(struct reader *e, struct reader *r)
{
	struct reader *both[2] = { e, r };

	for (int t = 0; t < 2; t++) {
		struct reader *x = both[t];
		if (x->tok_start < x->base ||
		    x->base + (int64_t)x->pos - x->tok_start > CHECKER_MAX_NUMBER)
			return false;
	}
	for (int t = 0; t < 2; t++) {
		struct reader *x = both[t];
		x->pos = (size_t)(x->tok_start - x->base);
		x->tokens--;
		x->in_ws = true;
	}
	return true;
}

/* Formats an error so that it does not print as equal to the tolerance it exceeds. */
static void
format_error(char *buf, size_t size, long double err, double tol)
{
	char t[64];

	snprintf(t, sizeof t, "%g", tol);
	for (int prec = 3; prec <= 21; prec += 3) {
		snprintf(buf, size, "%.*Lg", prec, err);
		if (strcmp(buf, t) != 0)
			return;
	}
}

/*
 * Reports a numeric token pair that differs; both readers are at the tokens.
 * kind is "" or " integer"; quote quotes the received token (not a number).
 */
static void
report(struct compare *c, size_t el, size_t rl, const char *kind, bool quote, const char *note)
{
	struct check_result *res = c->res;
	struct reader *e = &c->e, *r = &c->r;
	int64_t es = e->base + (int64_t)e->pos, rs = r->base + (int64_t)r->pos;
	const char *q = quote ? "'" : "";

	res->line = r->line;
	res->column = rs - r->line_start + 1;
	res->token = r->tokens + 1;
	res->expected_line = e->line;
	res->expected_column = es - e->line_start + 1;
	excerpt_escape(e->buf + e->pos, el, false, false, res->expected, sizeof res->expected);
	excerpt_escape(r->buf + r->pos, rl > CHECKER_MAX_NUMBER ? CHECKER_MAX_NUMBER : rl, false,
		       rl > CHECKER_MAX_NUMBER, res->received, sizeof res->received);
	excerpt_result(res, VERDICT_WA,
		       "line %" PRId64 ", column %" PRId64 " (token %" PRId64
		       "): expected%s %s, received %s%s%s%s",
		       res->line, res->column, res->token, kind, res->expected, q, res->received, q,
		       note);
}

/* Why a received token that is not a number is wrong. */
static const char *
not_number_note(const unsigned char *s, size_t n)
{
	if (n <= CHECKER_MAX_NUMBER && non_finite_word(s, n))
		return " (not a finite number)";
	return " (not a number)";
}

/* Reports numbers ev (expected) and rv (received) diff apart, beyond both tolerances. */
static void
report_error(struct compare *c, size_t el, size_t rl, long double ev, long double rv,
	     long double diff)
{
	const struct checker_spec *spec = c->spec;
	struct check_result *res = c->res;
	char note[200], abs_err[40], rel_err[40];
	long double rel = ev != 0 ? diff / fabsl(ev) : (long double)INFINITY;

	format_error(abs_err, sizeof abs_err, diff, spec->abs_tol);
	format_error(rel_err, sizeof rel_err, rel, spec->rel_tol);
	if (spec->rel_tol > 0 && spec->abs_tol > 0)
		snprintf(note, sizeof note, " (absolute error %s > %g, relative error %s > %g)",
			 abs_err, spec->abs_tol, rel_err, spec->rel_tol);
	else if (spec->rel_tol > 0)
		snprintf(note, sizeof note, " (relative error %s > %g)", rel_err, spec->rel_tol);
	else if (spec->abs_tol > 0)
		snprintf(note, sizeof note, " (absolute error %s > %g)", abs_err, spec->abs_tol);
	else
		snprintf(note, sizeof note, " (absolute error %s, no tolerance)", abs_err);
	res->numeric = true;
	res->expected_value = (double)ev;
	res->received_value = (double)rv;
	res->error = (double)diff;
	report(c, el, rl, "", false, note);
}

/*
 * The Kattis default validator's numbers: an expected number (by
 * kattis_number()) needs a received one within either tolerance, computed
 * in double as problemtools does, integers included.
 */
static bool
match_kattis(struct compare *c, size_t el, size_t rl)
{
	const struct checker_spec *spec = c->spec;
	struct reader *e = &c->e, *r = &c->r;
	const unsigned char *ep = e->buf + e->pos, *rp = r->buf + r->pos;
	double ev, rv;

	if (!kattis_number(ep, el, &ev))
		return excerpt_finish_token(c);
	if (!kattis_number(rp, rl, &rv)) {
		report(c, el, rl, "", true, not_number_note(rp, rl));
		return false;
	}
	double diff = fabs(ev - rv);
	if (!(diff <= spec->abs_tol) && !(diff <= spec->rel_tol * fabs(ev))) {
		report_error(c, el, rl, ev, rv, diff);
		return false;
	}
	consume_token(e, el);
	consume_token(r, rl);
	return true;
}

bool
float_match(struct compare *c)
{
	const struct checker_spec *spec = c->spec;
	struct reader *e = &c->e, *r = &c->r;
	size_t el = gather(e), rl = gather(r);

	if (el > CHECKER_MAX_NUMBER)
		return excerpt_finish_token(c);
	const unsigned char *ep = e->buf + e->pos, *rp = r->buf + r->pos;
	if (el == rl && memcmp(ep, rp, el) == 0)
		goto match;
	if (spec->type == CHECKER_KATTIS)
		return match_kattis(c, el, rl);
	enum number_kind ek = classify(ep, el);
	enum number_kind rk = rl > CHECKER_MAX_NUMBER ? NUMBER_NONE : classify(rp, rl);
	const char *nan_note = not_number_note(rp, rl);

	if (ek == NUMBER_NONE)
		return excerpt_finish_token(c);
	if (ek == NUMBER_INTEGER && !spec->integers_as_floats) {
		if (rk == NUMBER_INTEGER && integers_equal(ep, el, rp, rl))
			goto match;
		if (rk == NUMBER_INTEGER)
			report(c, el, rl, "", false, "");
		else if (rk == NUMBER_DECIMAL)
			report(c, el, rl, " integer", false, " (integers are compared exactly)");
		else
			report(c, el, rl, " integer", true, nan_note);
		return false;
	}

	long double ev = parse(ep, el);
	if (!isfinite(ev))
		return excerpt_finish_token(c);
	if (rk == NUMBER_NONE) {
		report(c, el, rl, "", true, nan_note);
		return false;
	}
	long double rv = parse(rp, rl);
	if (!isfinite(rv)) {
		report(c, el, rl, "", false, " (out of range)");
		return false;
	}

	/*
	 * Accept within either tolerance, as if computed exactly: allow for
	 * the rounding of both numbers to long double, of the subtraction, and
	 * of the tolerances to double.
	 */
	long double diff = fabsl(rv - ev);
	long double slack = LDBL_EPSILON / 2 * (fabsl(ev) + fabsl(rv) + diff);
	long double abs_limit = (long double)spec->abs_tol * (1 + DBL_EPSILON) + slack;
	long double rel_limit = (long double)spec->rel_tol * fabsl(ev) * (1 + DBL_EPSILON) + slack;
	if (diff <= abs_limit || diff <= rel_limit)
		goto match;
	report_error(c, el, rl, ev, rv, diff);
	return false;

match:
	consume_token(e, el);
	consume_token(r, rl);
	return true;
}
