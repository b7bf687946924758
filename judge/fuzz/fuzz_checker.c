/*
 * Fuzz harness: every built-in checker on an expected and a received output
 * cut from the input, against simple independent models of what each accepts.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/checker.h"
#include "fuzz.h"

/*
 * The input: byte 0 picks the checker and its options, byte 1 the
 * tolerances, bytes 2-3 the length of the expected output (the rest is the
 * received one), byte 4 a common prefix that pushes the interesting part
 * across the checkers' 128 KiB read buffer (when its top 4 bits are set: a
 * slow case, kept rare; bit 3 picks short tokens rather than long ones,
 * except for order: any, where sorting them is slow; bits 0-2 its length).
 */
enum { HEADER = 5, BIG_PREFIX = (1 << 17) - 96 };

static const double tolerances[] = {0, 1e-9, 1e-6, 1e-3, 0.5, 1e300};

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	return 0;
}

FUZZ_NO_COVERAGE static bool
is_ws(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

FUZZ_NO_COVERAGE static unsigned char
fold(unsigned char c, bool ci)
{
	return ci && c >= 'A' && c <= 'Z' ? (unsigned char)(c - 'A' + 'a') : c;
}

/* A piece of an output: a token or a line. */
struct piece {
	const unsigned char *p;
	size_t n;
};

static bool ci_sort;

FUZZ_NO_COVERAGE static int
piece_cmp(const void *x, const void *y)
{
	const struct piece *a = x, *b = y;
	size_t n = a->n < b->n ? a->n : b->n;

	for (size_t i = 0; i < n; i++) {
		int d = fold(a->p[i], ci_sort) - fold(b->p[i], ci_sort);
		if (d)
			return d;
	}
	return (a->n > b->n) - (a->n < b->n);
}

/* Splits s into tokens, or into lines without trailing whitespace and trailing blank lines. */
FUZZ_NO_COVERAGE static struct piece *
split(const unsigned char *s, size_t n, bool lines, size_t *count)
{
	struct piece *v = malloc((n + 1) * sizeof *v);
	size_t k = 0, i = 0;

	if (!v)
		fuzz_fail("out of memory");
	if (lines) {
		for (;;) {
			size_t start = i;
			while (i < n && s[i] != '\n')
				i++;
			size_t end = i;
			while (end > start && is_ws(s[end - 1]))
				end--;
			v[k++] = (struct piece){s + start, end - start};
			if (i == n)
				break;
			i++;
		}
		while (k > 0 && v[k - 1].n == 0)
			k--;
	} else {
		while (i < n) {
			while (i < n && is_ws(s[i]))
				i++;
			if (i == n)
				break;
			size_t start = i;
			while (i < n && !is_ws(s[i]))
				i++;
			v[k++] = (struct piece){s + start, i - start};
		}
	}
	*count = k;
	return v;
}

/* Does the model of the checker accept received for expected? */
FUZZ_NO_COVERAGE static bool
model_accepts(const struct checker_spec *spec, const unsigned char *e, size_t en,
	      const unsigned char *r, size_t rn)
{
	bool ci = spec->case_insensitive;

	if (spec->type == CHECKER_EXACT) {
		if (en != rn)
			return false;
		for (size_t i = 0; i < en; i++)
			if (fold(e[i], ci) != fold(r[i], ci))
				return false;
		return true;
	}
	bool lines = spec->type == CHECKER_LINES;
	size_t ne, nr;
	struct piece *pe = split(e, en, lines, &ne), *pr = split(r, rn, lines, &nr);
	bool same = ne == nr;
	if (same && spec->order_any) {
		ci_sort = ci;
		qsort(pe, ne, sizeof *pe, piece_cmp);
		qsort(pr, nr, sizeof *pr, piece_cmp);
	}
	ci_sort = ci;
	for (size_t i = 0; same && i < ne; i++)
		same = piece_cmp(&pe[i], &pr[i]) == 0;
	free(pe);
	free(pr);
	return same;
}

/* Text for the common prefix: short tokens, or long ones that differ early (quick to sort). */
FUZZ_NO_COVERAGE static void
fill_prefix(unsigned char *p, size_t n, bool short_tokens)
{
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)('a' + (i + i / 500) % 26);
		if (short_tokens)
			c = i % 17 == 16 ? '\n' : i % 4 == 3 ? ' ' : c;
		else
			c = i % 1000 == 999 ? '\n' : i % 500 == 499 ? ' ' : c;
		p[i] = c;
	}
}

static void
check_result(const struct check_result *res)
{
	if (res->verdict != VERDICT_AC && res->verdict != VERDICT_WA)
		fuzz_fail("verdict %d on outputs in memory: %s", (int)res->verdict, res->message);
	if (!memchr(res->message, '\0', sizeof res->message) ||
	    !memchr(res->expected, '\0', sizeof res->expected) ||
	    !memchr(res->received, '\0', sizeof res->received))
		fuzz_fail("a text of the result is not terminated");
	if (res->verdict == VERDICT_WA && (!res->message[0] || res->line < 0 || res->column < 0))
		fuzz_fail("a wrong answer without a usable message: '%s' at %lld:%lld",
			  res->message, (long long)res->line, (long long)res->column);
}

static struct check_result
compare(const struct checker_spec *spec, const unsigned char *e, size_t en,
	const unsigned char *r, size_t rn)
{
	struct check_result res;
	/* fmemopen() does not accept a NULL buffer, even for 0 bytes. */
	FILE *fe = fmemopen((void *)(en ? e : (const unsigned char *)""), en, "r");
	FILE *fr = fmemopen((void *)(rn ? r : (const unsigned char *)""), rn, "r");

	if (!fe || !fr)
		fuzz_fail("fmemopen failed");
	if (checker_compare(spec, fe, fr, &res) < 0)
		fuzz_fail("checker_compare failed on memory streams: %s", res.message);
	fclose(fe);
	fclose(fr);
	check_result(&res);
	return res;
}

static const char *const type_names[] = {"tokens", "exact", "lines", "float", "custom", "kattis"};

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct checker_spec spec;
	char err[256];

	if (size < HEADER)
		return 0;
	checker_spec_init(&spec);
	spec.type = (enum checker_type)(data[0] % 4); /* every built-in one */
	spec.case_insensitive = data[0] & 0x10;
	spec.order_any = (data[0] & 0x20) &&
			 (spec.type == CHECKER_TOKENS || spec.type == CHECKER_LINES);
	spec.integers_as_floats = spec.type == CHECKER_FLOAT && (data[0] & 0x40);
	if (spec.type == CHECKER_FLOAT) {
		size_t n = sizeof tolerances / sizeof *tolerances;
		spec.abs_tol = tolerances[data[1] % n];
		spec.rel_tol = tolerances[data[1] / n % n];
	}
	if (checker_spec_validate(&spec, err, sizeof err) < 0)
		fuzz_fail("a valid spec refused: %s", err);

	size_t body = size - HEADER;
	size_t en = ((size_t)data[2] | (size_t)data[3] << 8) % (body + 1);
	const unsigned char *e = data + HEADER, *r = e + en;
	size_t rn = body - en;

	/* Optionally both behind the same long prefix, to cross buffer refills. */
	unsigned char *be = NULL, *br = NULL;
	if ((data[4] & 0xf0) == 0xf0) {
		size_t pre = BIG_PREFIX + (size_t)(data[4] & 0x07) * 13;
		be = malloc(pre + en + 1);
		br = malloc(pre + rn + 1);
		if (!be || !br)
			fuzz_fail("out of memory");
		fill_prefix(be, pre, (data[4] & 0x08) && !spec.order_any);
		memcpy(br, be, pre);
		memcpy(be + pre, e, en);
		memcpy(br + pre, r, rn);
		e = be;
		r = br;
		en += pre;
		rn += pre;
	}

	struct check_result res = compare(&spec, e, en, r, rn);
	if (spec.type != CHECKER_FLOAT) {
		bool want = model_accepts(&spec, e, en, r, rn);
		if (want != (res.verdict == VERDICT_AC))
			fuzz_fail("%s%s%s: the model %s, the checker says %s: %s",
				  type_names[spec.type], spec.case_insensitive ? " case-insensitive" : "",
				  spec.order_any ? " any-order" : "", want ? "accepts" : "refuses",
				  verdict_name(res.verdict), res.message);
		/* Where exact finds a difference: the first differing byte of the received output. */
		if (spec.type == CHECKER_EXACT && !want) {
			size_t i = 0, line = 1, start = 0;
			while (i < en && i < rn &&
			       fold(e[i], spec.case_insensitive) == fold(r[i], spec.case_insensitive))
				i++;
			for (size_t k = 0; k < i; k++)
				if (r[k] == '\n') {
					line++;
					start = k + 1;
				}
			if (res.line != (int64_t)line || res.column != (int64_t)(i - start + 1))
				fuzz_fail("exact: difference at %lld:%lld, not %zu:%zu", (long long)res.line,
					  (long long)res.column, line, i - start + 1);
		}
		/* Comparing with itself is always accepted. */
		struct check_result self = compare(&spec, e, en, e, en);
		if (self.verdict != VERDICT_AC)
			fuzz_fail("%s: an output differs from itself: %s", type_names[spec.type],
				  self.message);
	} else {
		/* Outputs equal as tokens are equal as numbers too, unless one is NaN. */
		struct checker_spec tokens;
		checker_spec_init(&tokens);
		tokens.case_insensitive = spec.case_insensitive;
		if (model_accepts(&tokens, e, en, r, rn) && res.verdict != VERDICT_AC) {
			bool nan = false;
			for (size_t i = 0; i + 2 < en && !nan; i++)
				nan = fold(e[i], true) == 'n' && fold(e[i + 1], true) == 'a' &&
				      fold(e[i + 2], true) == 'n';
			if (!nan)
				fuzz_fail("float: the same tokens refused: %s", res.message);
		}
	}
	/* A second call gives the same answer (the pipeline calls twice for hints). */
	struct check_result again = compare(&spec, e, en, r, rn);
	if (again.verdict != res.verdict || strcmp(again.message, res.message) != 0)
		fuzz_fail("two calls, two answers: '%s' then '%s'", res.message, again.message);
	free(be);
	free(br);
	checker_spec_fini(&spec);
	return 0;
}
