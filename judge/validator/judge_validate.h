/*
 * judge_validate.h: strict reading for input validators in C or C++, shipped with
 * the judge (which puts it beside a validator it compiles, unless the validator's
 * folder has one).  Protocol kattis: exit 42 when the input is valid, 43 when not,
 * with "line L column C: what is wrong" on standard error.
 *
 *     #include "judge_validate.h"
 *
 *     int main(void)
 *     {
 *             long long n = jv_int("n", 1, 200000);
 *             jv_newline();
 *             for (long long i = 0; i < n; i++) {
 *                     jv_int("a", -1000000000, 1000000000);
 *                     i + 1 < n ? jv_space() : jv_newline();
 *             }
 *             jv_eof();
 *     }
 *
 * Every read is exact: one space is one byte ' ', a line ends with '\n' alone (no
 * CR), an integer is an optional '-' and digits with no leading zero (and no "-0"),
 * a token is a run of bytes that are neither blank nor control characters;
 * jv_more() says whether input is left (a format of any number of lines),
 * jv_peek() what the next byte is.  Each
 * jv_int() and jv_token() names a bound: when the judge runs the validator it asks
 * (JUDGE_BOUNDS_FD in the environment) for the least and greatest value read per
 * bound, so that `judge check -v` can say which bounds no test reaches, and make
 * inputs one past a bound that the validator must reject.
 */
#ifndef JUDGE_VALIDATE_H
#define JUDGE_VALIDATE_H

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define JV_BOUNDS_MAX 64

/* A bound as declared (name, lo, hi) and the extremes read, with where they were. */
struct jv_bound {
	const char *name;
	char kind;               /* 'i' an integer's value, 'l' a token's length */
	long long lo, hi, min, max;
	size_t min_at, min_len, max_at, max_len;
};

/* The whole input, where the reading is, and the bounds seen. */
static struct {
	char *text;
	size_t len, at;
	struct jv_bound bounds[JV_BOUNDS_MAX];
	int nbounds;
} jv_state;

/* Reads standard input whole, once. */
static inline void
jv_load(void)
{
	size_t cap = 1 << 16;

	if (jv_state.text)
		return;
	jv_state.text = (char *)malloc(cap);
	for (;;) {
		if (!jv_state.text) {
			fputs("judge_validate.h: out of memory\n", stderr);
			exit(1);
		}
		if (jv_state.len == cap) {
			cap *= 2;
			jv_state.text = (char *)realloc(jv_state.text, cap);
			continue;
		}
		ssize_t n = read(0, jv_state.text + jv_state.len, cap - jv_state.len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			perror("judge_validate.h: reading standard input");
			exit(1);
		}
		if (n == 0)
			return;
		jv_state.len += (size_t)n;
	}
}

/* Rejects the input: "line L column C: message" on standard error, exit 43. */
static inline void
jv_fail(const char *fmt, ...)
{
	size_t line = 1, column = 1;
	va_list ap;

	for (size_t i = 0; i < jv_state.at && i < jv_state.len; i++) {
		column++;
		if (jv_state.text[i] == '\n') {
			line++;
			column = 1;
		}
	}
	fprintf(stderr, "line %zu column %zu: ", line, column);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(43);
}

/* What is at the reading position, for messages. */
static inline const char *
jv_here(void)
{
	if (jv_state.at >= jv_state.len)
		return "the end of the input";
	switch (jv_state.text[jv_state.at]) {
	case ' ':
		return "a space";
	case '\n':
		return "a line break";
	case '\r':
		return "a carriage return";
	case '\t':
		return "a tab";
	default:
		return "another character";
	}
}

/* Notes value v (at text[at], len bytes) for the bound name [lo, hi]. */
static inline void
jv_record(const char *name, char kind, long long lo, long long hi, long long v, size_t at,
	  size_t len)
{
	struct jv_bound *b = NULL;

	for (int i = 0; i < jv_state.nbounds && !b; i++) {
		struct jv_bound *c = &jv_state.bounds[i];
		if (c->kind == kind && c->lo == lo && c->hi == hi && !strcmp(c->name, name))
			b = c;
	}
	if (!b) {
		if (jv_state.nbounds == JV_BOUNDS_MAX)
			return;
		b = &jv_state.bounds[jv_state.nbounds++];
		b->name = name;
		b->kind = kind;
		b->lo = lo;
		b->hi = hi;
		b->min = b->max = v;
		b->min_at = b->max_at = at;
		b->min_len = b->max_len = len;
		return;
	}
	if (v < b->min) {
		b->min = v;
		b->min_at = at;
		b->min_len = len;
	}
	if (v > b->max) {
		b->max = v;
		b->max_at = at;
		b->max_len = len;
	}
}

/* Reads one byte c exactly; what names it in the message. */
static inline void
jv_byte(char c, const char *what)
{
	jv_load();
	if (jv_state.at >= jv_state.len || jv_state.text[jv_state.at] != c)
		jv_fail("expected %s, found %s", what, jv_here());
	jv_state.at++;
}

/* Whether input is left to read: for formats of any number of lines. */
static inline int
jv_more(void)
{
	jv_load();
	return jv_state.at < jv_state.len;
}

/* The next byte, not read yet (to choose what comes), or -1 at the end. */
static inline int
jv_peek(void)
{
	return jv_more() ? (unsigned char)jv_state.text[jv_state.at] : -1;
}

static inline void
jv_space(void)
{
	jv_byte(' ', "one space");
}

static inline void
jv_newline(void)
{
	jv_byte('\n', "the end of the line");
}

/* An integer in [lo, hi]: an optional '-', then digits without a leading zero. */
static inline long long
jv_int(const char *name, long long lo, long long hi)
{
	size_t start, digits;
	int negative;
	unsigned long long magnitude = 0;

	jv_load();
	start = jv_state.at;
	negative = jv_state.at < jv_state.len && jv_state.text[jv_state.at] == '-';
	jv_state.at += (size_t)negative;
	digits = jv_state.at;
	while (jv_state.at < jv_state.len && jv_state.text[jv_state.at] >= '0' &&
	       jv_state.text[jv_state.at] <= '9') {
		unsigned d = (unsigned)(jv_state.text[jv_state.at] - '0');
		if (magnitude > (ULLONG_MAX - d) / 10) {
			jv_state.at = start;
			jv_fail("%s: an integer too large", name);
		}
		magnitude = magnitude * 10 + d;
		jv_state.at++;
	}
	if (jv_state.at == digits) {
		jv_state.at = start;
		jv_fail("%s: expected an integer, found %s", name, jv_here());
	}
	if (jv_state.text[digits] == '0' && jv_state.at - digits > 1) {
		jv_state.at = start;
		jv_fail("%s: a leading zero", name);
	}
	if (negative && magnitude == 0) {
		jv_state.at = start;
		jv_fail("%s: -0", name);
	}
	if (magnitude > (unsigned long long)LLONG_MAX + (unsigned long long)negative) {
		jv_state.at = start;
		jv_fail("%s: an integer too large", name);
	}
	long long v = negative ? (long long)(0ULL - magnitude) : (long long)magnitude;

	if (v < lo || v > hi) {
		jv_state.at = start;
		jv_fail("%s = %lld is not in [%lld, %lld]", name, v, lo, hi);
	}
	jv_record(name, 'i', lo, hi, v, start, jv_state.at - start);
	return v;
}

/*
 * A token of min_len to max_len bytes, none blank or a control character;
 * returns it NUL-terminated (valid until the next call).
 */
static inline const char *
jv_token(const char *name, size_t min_len, size_t max_len)
{
	static char *copy;
	size_t start;

	jv_load();
	start = jv_state.at;
	while (jv_state.at < jv_state.len && (unsigned char)jv_state.text[jv_state.at] > ' ' &&
	       jv_state.text[jv_state.at] != 0x7f)
		jv_state.at++;
	size_t len = jv_state.at - start;

	if (len < min_len || len > max_len) {
		jv_state.at = start;
		jv_fail("%s: a token of %zu bytes, not %zu to %zu", name, len, min_len, max_len);
	}
	jv_record(name, 'l', (long long)min_len, (long long)max_len, (long long)len, start, len);
	free(copy);
	copy = (char *)malloc(len + 1);
	if (!copy) {
		fputs("judge_validate.h: out of memory\n", stderr);
		exit(1);
	}
	memcpy(copy, jv_state.text + start, len);
	copy[len] = '\0';
	return copy;
}

/* The end of the input: anything left is an error; else the bounds go to the judge, exit 42. */
static inline void
jv_eof(void)
{
	const char *fd = getenv("JUDGE_BOUNDS_FD");

	jv_load();
	if (jv_state.at != jv_state.len)
		jv_fail("expected the end of the input, found %s", jv_here());
	for (int i = 0; fd && i < jv_state.nbounds; i++) {
		const struct jv_bound *b = &jv_state.bounds[i];
		char line[512];
		int n = snprintf(line, sizeof line, "%c %lld %lld %lld %lld %zu %zu %zu %zu %s\n",
				 b->kind, b->lo, b->hi, b->min, b->max, b->min_at, b->min_len,
				 b->max_at, b->max_len, b->name);

		if (n > 0 && (size_t)n < sizeof line && write(atoi(fd), line, (size_t)n) < 0)
			break;
	}
	exit(42);
}

#endif
