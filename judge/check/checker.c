/* Built-in output checkers (exact, lines, tokens, float), streaming both outputs. */
#include "checker.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "checker_impl.h"

void
checker_spec_init(struct checker_spec *spec)
{
	memset(spec, 0, sizeof *spec);
	spec->type = CHECKER_TOKENS;
	spec->protocol = CHECKER_PROTOCOL_TESTLIB;
}

void
checker_spec_fini(struct checker_spec *spec)
{
	free(spec->source);
	spec->source = NULL;
}

int
checker_spec_copy(struct checker_spec *dst, const struct checker_spec *src)
{
	*dst = *src;
	dst->source = NULL;
	if (src->source && !(dst->source = strdup(src->source)))
		return -1;
	return 0;
}

int
checker_spec_validate(const struct checker_spec *spec, char *err, size_t errsz)
{
	switch (spec->type) {
	case CHECKER_TOKENS:
	case CHECKER_LINES:
		break;
	case CHECKER_EXACT:
		if (spec->order_any) {
			snprintf(err, errsz, "checker 'exact' cannot ignore order (use 'lines' or 'tokens')");
			return -1;
		}
		break;
	case CHECKER_FLOAT:
		if (spec->order_any) {
			snprintf(err, errsz, "checker 'float' cannot ignore order");
			return -1;
		}
		/* NaN fails both comparisons, so it is caught here too. */
		if (!(spec->abs_tol >= 0 && spec->abs_tol <= 1e300)) {
			snprintf(err, errsz, "absolute tolerance %g is not a finite number >= 0",
				 spec->abs_tol);
			return -1;
		}
		if (!(spec->rel_tol >= 0 && spec->rel_tol <= 1e300)) {
			snprintf(err, errsz, "relative tolerance %g is not a finite number >= 0",
				 spec->rel_tol);
			return -1;
		}
		break;
	case CHECKER_CUSTOM:
		if (!spec->source) {
			snprintf(err, errsz, "custom checker needs a source");
			return -1;
		}
		break;
	default:
		snprintf(err, errsz, "unknown checker type %d", (int)spec->type);
		return -1;
	}
	return 0;
}

/* Reader: a stream read in big blocks, with positions for diagnostics. */

const bool checker_ws[256] = {
	[' '] = true, ['\t'] = true, ['\n'] = true, ['\r'] = true, ['\v'] = true, ['\f'] = true,
};

/*
 * Reads more data at the end of the buffer, first sliding the buffer so that
 * at most keep bytes before pos stay.  Returns the number of bytes added; 0
 * at the end of the stream or on a read error (r->err is then set).
 */
size_t
reader_fill(struct reader *r, size_t keep)
{
	size_t from, want, n;

	if (r->eof)
		return 0;
	from = r->pos > keep ? r->pos - keep : 0;
	if (from > 0) {
		memmove(r->buf, r->buf + from, r->len - from);
		r->base += (int64_t)from;
		r->pos -= from;
		r->len -= from;
	}
	want = READER_CAP - r->len;
	if (want == 0)
		return 0;
	n = fread(r->buf + r->len, 1, want, r->f);
	r->len += n;
	if (n < want) {
		if (ferror(r->f))
			r->err = errno ? errno : EIO;
		if (n == 0 || feof(r->f) || r->err)
			r->eof = true;
	}
	return n;
}

static int
reader_init(struct reader *r, FILE *f)
{
	memset(r, 0, sizeof *r);
	r->f = f;
	r->line = 1;
	r->in_ws = true;
	r->buf = malloc(READER_CAP + 1);
	return r->buf ? 0 : -1;
}

/* Skips whitespace, counting lines. */
void
reader_skip_ws(struct reader *r)
{
	int c;

	while ((c = reader_peek(r)) >= 0 && checker_ws[c])
		reader_advance(r);
}

/* Skips horizontal whitespace (whitespace but '\n'). */
static void
reader_skip_hws(struct reader *r)
{
	int c;

	while ((c = reader_peek(r)) >= 0 && checker_ws[c] && c != '\n')
		reader_advance(r);
}

/* Fast path: both streams' longest common prefix, compared a block at a time. */

static inline uint64_t
load64(const unsigned char *s)
{
	uint64_t w;

	memcpy(&w, s, sizeof w);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	w = __builtin_bswap64(w);
#endif
	return w;
}

/*
 * GCC/clang vector extensions: SSE2 on x86-64, NEON on arm64, plain code
 * elsewhere.  A comparison yields lanes of all ones (true) or zeros.
 */
typedef unsigned char v16 __attribute__((vector_size(16)));

static inline v16
splat(unsigned char c)
{
	v16 v;

	memset(&v, c, sizeof v);
	return v;
}

/* All ones in the lanes of v that are whitespace: ' ' or '\t'..'\r'. */
static inline v16
vector_ws(v16 v)
{
	return (v16)(v == splat(' ')) | (v16)(v - splat('\t') <= splat('\r' - '\t'));
}

/* Sum of the 16 lanes of v. */
static inline int64_t
vector_sum(v16 v)
{
	const uint64_t m = UINT64_C(0x00ff00ff00ff00ff);
	uint64_t w[2];
	int64_t sum = 0;

	memcpy(w, &v, sizeof w);
	for (int i = 0; i < 2; i++) {
		uint64_t x = (w[i] & m) + ((w[i] >> 8) & m);
		sum += (int64_t)((x * UINT64_C(0x0001000100010001)) >> 48);
	}
	return sum;
}

/* Index of the first byte where a and b differ; they are known to differ. */
static size_t
first_difference(const unsigned char *a, const unsigned char *b, size_t n)
{
	size_t i = 0;

	for (; i + 8 <= n; i += 8) {
		uint64_t x = load64(a + i) ^ load64(b + i);
		if (x)
			return i + (size_t)__builtin_ctzll(x) / 8;
	}
	while (i < n && a[i] == b[i])
		i++;
	return i;
}

/*
 * Moves both readers over n bytes holding lines newlines (the last at nl_at)
 * and tokens token starts (the last at start_at), ending in_ws.
 */
static void
advance_both(struct reader *e, struct reader *r, size_t n, int64_t lines, int64_t nl_at,
	     int64_t tokens, int64_t start_at, bool in_ws)
{
	struct reader *both[2] = { e, r };

	for (int t = 0; t < 2; t++) {
		struct reader *x = both[t];
		int64_t at = x->base + (int64_t)x->pos;
		if (lines) {
			x->line += lines;
			x->line_start = at + nl_at + 1;
		}
		if (tokens) {
			x->tokens += tokens;
			x->tok_start = at + start_at;
		}
		x->in_ws = in_ws;
		x->pos += n;
	}
}

/*
 * Moves both readers over n bytes that are the same in both (s points at
 * them in e), updating lines, line starts, tokens and token starts.
 */
static void
consume_same(struct reader *e, struct reader *r, const unsigned char *s, size_t n)
{
	int64_t lines = 0, tokens = 0;
	unsigned k = 0;
	size_t i = 0;
	bool prev;

	if (n == 0)
		return;
	if (n < 32) {
		/* Short spans (outputs that differ often): one pass, no setup. */
		int64_t nl_at = -1, start_at = -1;
		prev = e->in_ws;
		for (; i < n; i++) {
			bool ws = checker_ws[s[i]];
			if (s[i] == '\n') {
				lines++;
				nl_at = (int64_t)i;
			}
			if (!ws && prev) {
				tokens++;
				start_at = (int64_t)i;
			}
			prev = ws;
		}
		advance_both(e, r, n, lines, nl_at, tokens, start_at, prev);
		return;
	}
	/*
	 * 16 bytes at a time, each against the byte before it (so the first
	 * byte alone, against the carried state): newlines and token starts
	 * summed per lane, the lanes added up before they can overflow.
	 */
	prev = e->in_ws;
	lines += s[0] == '\n';
	tokens += !checker_ws[s[0]] && prev;
	i = 1;
	const v16 newline = splat('\n');
	v16 nl_acc = splat(0), start_acc = splat(0);
	for (; i + 16 <= n; i += 16) {
		v16 v, p;
		memcpy(&v, s + i, sizeof v);
		memcpy(&p, s + i - 1, sizeof p);
		/* A true lane is all ones: subtracting it adds one. */
		start_acc -= ~vector_ws(v) & vector_ws(p);
		nl_acc -= (v16)(v == newline);
		if (++k == 255) {
			lines += vector_sum(nl_acc);
			tokens += vector_sum(start_acc);
			nl_acc = start_acc = splat(0);
			k = 0;
		}
	}
	lines += vector_sum(nl_acc);
	tokens += vector_sum(start_acc);
	prev = checker_ws[s[i - 1]];
	for (; i < n; i++) {
		bool ws = checker_ws[s[i]];
		lines += s[i] == '\n';
		tokens += !ws && prev;
		prev = ws;
	}

	int64_t nl_at = -1, start_at = -1;
	if (lines) {
		const unsigned char *nl = memrchr(s, '\n', n);
		nl_at = nl - s;
	}
	if (tokens) {
		size_t j = n;
		while (j > 0 && checker_ws[s[j - 1]])
			j--;
		while (j > 0 && !checker_ws[s[j - 1]])
			j--;
		start_at = (int64_t)j;
	}

	advance_both(e, r, n, lines, nl_at, tokens, start_at, prev);
}

void
checker_skip_common(struct reader *e, struct reader *r)
{
	for (;;) {
		if (e->pos == e->len && reader_fill(e, READER_HISTORY) == 0)
			return;
		if (r->pos == r->len && reader_fill(r, READER_HISTORY) == 0)
			return;
		size_t avail = e->len - e->pos;
		if (r->len - r->pos < avail)
			avail = r->len - r->pos;
		while (avail > 0) {
			const unsigned char *a = e->buf + e->pos, *b = r->buf + r->pos;
			size_t n = avail < COMPARE_BLOCK ? avail : COMPARE_BLOCK;
			/* Outputs that differ often differ in the first words. */
			for (size_t i = 0; i + 8 <= n && i < 32; i += 8) {
				uint64_t x = load64(a + i) ^ load64(b + i);
				if (x) {
					consume_same(e, r, a, i + (size_t)__builtin_ctzll(x) / 8);
					return;
				}
			}
			if (memcmp(a, b, n) != 0) {
				consume_same(e, r, a, first_difference(a, b, n));
				return;
			}
			consume_same(e, r, a, n);
			avail -= n;
		}
	}
}

/* Diagnostics. */

/* Length of the valid UTF-8 sequence at s, or 0. */
static size_t
utf8_length(const unsigned char *s, size_t n)
{
	size_t len;
	unsigned char lo = 0x80, hi = 0xbf;

	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		len = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		len = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		len = 4;
	else
		return 0;
	if (s[0] == 0xe0)
		lo = 0xa0;
	else if (s[0] == 0xed)
		hi = 0x9f;
	else if (s[0] == 0xf0)
		lo = 0x90;
	else if (s[0] == 0xf4)
		hi = 0x8f;
	if (n < len || s[1] < lo || s[1] > hi)
		return 0;
	for (size_t i = 2; i < len; i++)
		if (s[i] < 0x80 || s[i] > 0xbf)
			return 0;
	return len;
}

void
checker_escape(const unsigned char *s, size_t n, bool lead, bool trail, char *out, size_t outsz)
{
	size_t o = 0;

	if (outsz < 8) {
		if (outsz)
			out[0] = '\0';
		return;
	}
	if (lead) {
		memcpy(out, "...", 3);
		o = 3;
	}
	for (size_t i = 0; i < n;) {
		char unit[8];
		size_t len = 1, step = 1;
		unsigned char c = s[i];

		switch (c) {
		case '\n': memcpy(unit, "\\n", len = 2); break;
		case '\r': memcpy(unit, "\\r", len = 2); break;
		case '\t': memcpy(unit, "\\t", len = 2); break;
		case '\v': memcpy(unit, "\\v", len = 2); break;
		case '\f': memcpy(unit, "\\f", len = 2); break;
		case '\\': memcpy(unit, "\\\\", len = 2); break;
		default:
			if (c >= 0x80 && (step = utf8_length(s + i, n - i)) > 0) {
				memcpy(unit, s + i, len = step);
			} else if (c < 0x20 || c >= 0x7f) {
				snprintf(unit, sizeof unit, "\\x%02x", c);
				len = 4;
				step = 1;
			} else {
				unit[0] = (char)c;
			}
		}
		/* Keep room for "..." and the terminating NUL. */
		if (o + len + 4 > outsz) {
			trail = true;
			break;
		}
		memcpy(out + o, unit, len);
		o += len;
		i += step;
	}
	if (trail) {
		memcpy(out + o, "...", 3);
		o += 3;
	}
	out[o] = '\0';
}

void
checker_excerpt(struct reader *x, int64_t from, int64_t center, bool token, char *out,
		size_t outsz)
{
	unsigned char raw[EXCERPT_BEFORE + EXCERPT_AFTER];
	size_t n = 0, limit;
	int64_t cur = x->base + (int64_t)x->pos;
	int64_t lo = center - EXCERPT_BEFORE;
	bool trail = false;
	int c;

	if (lo < from)
		lo = from;
	if (lo < x->base)
		lo = x->base;
	if (lo > cur)
		lo = cur;
	limit = (center > lo ? (size_t)(center - lo) : 0) + EXCERPT_AFTER;
	for (int64_t a = lo; a < cur && n < limit; a++)
		raw[n++] = x->buf[a - x->base];
	while (n < limit && (c = reader_peek(x)) >= 0) {
		if (token && checker_ws[c])
			break;
		raw[n++] = (unsigned char)c;
		reader_advance(x);
		if (!token && c == '\n')
			break;
	}
	if (n == limit && (c = reader_peek(x)) >= 0)
		trail = token ? !checker_ws[c] : raw[n - 1] != '\n';
	checker_escape(raw, n, lo > from, trail, out, outsz);
}

void
checker_result(struct check_result *res, enum verdict v, const char *fmt, ...)
{
	va_list ap;

	res->verdict = v;
	va_start(ap, fmt);
	vsnprintf(res->message, sizeof res->message, fmt, ap);
	va_end(ap);
}

void
checker_token_where(const struct reader *x, int64_t *start, int64_t *index)
{
	if (x->in_ws) {
		*start = x->base + (int64_t)x->pos;
		*index = x->tokens + 1;
	} else {
		*start = x->tok_start;
		*index = x->tokens;
	}
}

/* Fills positions and excerpts for a token that differs, and the message. */
void
checker_token_mismatch(struct compare *c, const char *note)
{
	struct check_result *res = c->res;
	int64_t es, ei, rs, ri;
	int64_t ecenter = c->e.base + (int64_t)c->e.pos;
	int64_t rcenter = c->r.base + (int64_t)c->r.pos;

	checker_token_where(&c->e, &es, &ei);
	checker_token_where(&c->r, &rs, &ri);
	res->line = c->r.line;
	res->column = rs - c->r.line_start + 1;
	res->token = ri;
	res->expected_line = c->e.line;
	res->expected_column = es - c->e.line_start + 1;
	checker_excerpt(&c->e, es, ecenter, true, res->expected, sizeof res->expected);
	checker_excerpt(&c->r, rs, rcenter, true, res->received, sizeof res->received);
	checker_result(res, VERDICT_WA,
		       "line %" PRId64 ", column %" PRId64 " (token %" PRId64
		       "): expected '%s', received '%s'%s",
		       res->line, res->column, res->token, res->expected, res->received,
		       note ? note : "");
}

/* The output ended where the expected answer has another token. */
void
checker_token_missing(struct compare *c)
{
	struct check_result *res = c->res;
	int64_t es, ei;

	checker_token_where(&c->e, &es, &ei);
	res->line = c->r.line;
	res->column = c->r.base + (int64_t)c->r.pos - c->r.line_start + 1;
	res->token = ei;
	res->expected_line = c->e.line;
	res->expected_column = es - c->e.line_start + 1;
	checker_excerpt(&c->e, es, es, true, res->expected, sizeof res->expected);
	checker_result(res, VERDICT_WA,
		       "output ends early: expected '%s' at line %" PRId64 " (token %" PRId64 ")",
		       res->expected, res->expected_line, res->token);
}

/* The output has a token where the expected answer has ended. */
void
checker_token_extra(struct compare *c)
{
	struct check_result *res = c->res;
	int64_t rs, ri;

	checker_token_where(&c->r, &rs, &ri);
	res->line = c->r.line;
	res->column = rs - c->r.line_start + 1;
	res->token = ri;
	res->expected_line = c->e.line;
	res->expected_column = c->e.base + (int64_t)c->e.pos - c->e.line_start + 1;
	checker_excerpt(&c->r, rs, rs, true, res->received, sizeof res->received);
	checker_result(res, VERDICT_WA,
		       "extra output at line %" PRId64 ", column %" PRId64 " (token %" PRId64 "): '%s'",
		       res->line, res->column, res->token, res->received);
}

/* exact */

static void
compare_exact(struct compare *c)
{
	struct reader *e = &c->e, *r = &c->r;
	struct check_result *res = c->res;

	for (;;) {
		checker_skip_common(e, r);
		int ce = reader_peek(e), cr = reader_peek(r);
		if (ce < 0 && cr < 0)
			return;
		if (c->spec->case_insensitive && ce >= 0 && cr >= 0 &&
		    checker_fold(ce) == checker_fold(cr)) {
			reader_advance(e);
			reader_advance(r);
			continue;
		}

		int64_t at = r->base + (int64_t)r->pos;
		const char *what = cr < 0 ? "output ends early at " : ce < 0 ? "extra output at " : "";
		res->line = res->expected_line = r->line;
		res->column = res->expected_column = at - r->line_start + 1;
		checker_excerpt(e, e->line_start, e->base + (int64_t)e->pos, false, res->expected,
				sizeof res->expected);
		checker_excerpt(r, r->line_start, at, false, res->received, sizeof res->received);
		checker_result(res, VERDICT_WA,
			       "%sline %" PRId64 ", column %" PRId64 " (byte %" PRId64
			       "): expected '%s', received '%s'",
			       what, res->line, res->column, at + 1, res->expected, res->received);
		return;
	}
}

/* lines */

/* The rest of x is whitespace only. */
static bool
rest_blank(struct reader *x)
{
	reader_skip_ws(x);
	return reader_peek(x) < 0;
}

/* Nothing but whitespace since the start of x's line. */
static bool
line_blank(const struct reader *x)
{
	return x->tokens == 0 || x->tok_start < x->line_start;
}

/*
 * The expected output has a line (content at offset at) where the output has
 * ended.  Lines correspond one to one, so the position is the same in both.
 */
static void
line_missing(struct compare *c, int64_t at)
{
	struct check_result *res = c->res;

	res->line = res->expected_line = c->e.line;
	res->column = res->expected_column = at - c->e.line_start + 1;
	checker_excerpt(&c->e, c->e.line_start, at, false, res->expected, sizeof res->expected);
	checker_result(res, VERDICT_WA, "output ends early: expected '%s' at line %" PRId64,
		       res->expected, res->expected_line);
}

/* The output has a line where the expected output has ended (res filled). */
static void
line_extra(struct compare *c)
{
	checker_result(c->res, VERDICT_WA, "extra output at line %" PRId64 ": '%s'", c->res->line,
		       c->res->received);
}

static void
compare_lines(struct compare *c)
{
	struct reader *e = &c->e, *r = &c->r;
	struct check_result *res = c->res;

	for (;;) {
		checker_skip_common(e, r);
		int ce = reader_peek(e), cr = reader_peek(r);
		if (ce < 0 && cr < 0)
			return;
		if (c->spec->case_insensitive && ce >= 0 && cr >= 0 &&
		    checker_fold(ce) == checker_fold(cr)) {
			reader_advance(e);
			reader_advance(r);
			continue;
		}

		/*
		 * The lines differ here unless what differs is trailing
		 * whitespace, or blank lines at the end of the output.  At the
		 * difference the bytes differ, so any whitespace skipped on
		 * either side is not the same on both.
		 */
		int64_t eat = e->base + (int64_t)e->pos, rat = r->base + (int64_t)r->pos;
		int64_t eline_start = e->line_start, rline_start = r->line_start;
		reader_skip_hws(e);
		reader_skip_hws(r);
		ce = reader_peek(e);
		cr = reader_peek(r);
		bool eend = ce < 0 || ce == '\n', rend = cr < 0 || cr == '\n';

		if (eend && rend) {
			if (ce >= 0 && cr >= 0) {
				reader_advance(e);
				reader_advance(r);
				continue;
			}
			if (ce < 0 && cr < 0)
				return;
			/* One output has ended: the other may only have blank lines left. */
			struct reader *x = ce < 0 ? r : e;
			if (rest_blank(x))
				return;
			int64_t xs = x->base + (int64_t)x->pos;
			if (x == e) {
				line_missing(c, xs);
			} else {
				res->line = r->line;
				res->column = xs - r->line_start + 1;
				res->expected_line = e->line;
				res->expected_column = e->base + (int64_t)e->pos - e->line_start + 1;
				checker_excerpt(r, r->line_start, xs, false, res->received,
						sizeof res->received);
				line_extra(c);
			}
			return;
		}

		/*
		 * The lines differ.  When one of them is blank and only blank
		 * lines follow it, say that the other output has more lines.
		 */
		bool eblank = eend && line_blank(e), rblank = rend && line_blank(r);
		res->line = r->line;
		res->column = rat - rline_start + 1;
		res->expected_line = e->line;
		res->expected_column = eat - eline_start + 1;
		checker_excerpt(e, eline_start, eat, false, res->expected, sizeof res->expected);
		checker_excerpt(r, rline_start, rat, false, res->received, sizeof res->received);
		if (eblank && rest_blank(e))
			line_extra(c);
		else if (rblank && rest_blank(r))
			checker_result(res, VERDICT_WA, "output ends early: expected '%s' at line %" PRId64,
				       res->expected, res->expected_line);
		else
			checker_result(res, VERDICT_WA,
				       "line %" PRId64 ", column %" PRId64 ": expected '%s', received '%s'",
				       res->line, res->column, res->expected, res->received);
		return;
	}
}

/* tokens */

/*
 * Compares the rest of the token both readers are in (or at), byte by byte.
 * Returns true when they are the same; otherwise reports and returns false.
 */
bool
checker_finish_token(struct compare *c)
{
	struct reader *e = &c->e, *r = &c->r;
	bool fold = c->spec->case_insensitive;

	for (;;) {
		int ce = reader_peek(e), cr = reader_peek(r);
		bool eend = ce < 0 || checker_ws[ce], rend = cr < 0 || checker_ws[cr];
		if (eend && rend)
			return true;
		if (eend || rend || (ce != cr && (!fold || checker_fold(ce) != checker_fold(cr)))) {
			checker_token_mismatch(c, NULL);
			return false;
		}
		reader_advance(e);
		reader_advance(r);
	}
}

static void
compare_tokens(struct compare *c)
{
	struct reader *e = &c->e, *r = &c->r;

	for (;;) {
		checker_skip_common(e, r);
		int ce = reader_peek(e), cr = reader_peek(r);
		if (ce < 0 && cr < 0)
			return;
		/* The common prefix ends inside a token: finish it first. */
		if (!e->in_ws && !checker_finish_token(c))
			return;
		reader_skip_ws(e);
		reader_skip_ws(r);
		ce = reader_peek(e);
		cr = reader_peek(r);
		if (ce < 0 && cr < 0)
			return;
		if (ce < 0) {
			checker_token_extra(c);
			return;
		}
		if (cr < 0) {
			checker_token_missing(c);
			return;
		}
		/* Both at the start of a token: the same first byte goes back to the fast path. */
		if (ce != cr && !checker_finish_token(c))
			return;
	}
}

int
checker_compare(const struct checker_spec *spec, FILE *expected, FILE *received,
		struct check_result *res)
{
	struct compare c;
	char err[256];
	int rc = 0;

	memset(res, 0, sizeof *res);
	res->verdict = VERDICT_AC;
	if (spec->type == CHECKER_CUSTOM) {
		checker_result(res, VERDICT_JE, "custom checker needs the pipeline");
		return -1;
	}
	if (checker_spec_validate(spec, err, sizeof err) < 0) {
		checker_result(res, VERDICT_JE, "%s", err);
		return -1;
	}

	memset(&c, 0, sizeof c);
	c.spec = spec;
	c.res = res;
	if (reader_init(&c.e, expected) < 0 || reader_init(&c.r, received) < 0) {
		checker_result(res, VERDICT_JE, "cannot compare outputs: %s", strerror(ENOMEM));
		rc = -1;
		goto out;
	}

	if (spec->order_any) {
		rc = checker_compare_unordered(&c);
	} else {
		switch (spec->type) {
		case CHECKER_EXACT:
			compare_exact(&c);
			break;
		case CHECKER_LINES:
			compare_lines(&c);
			break;
		case CHECKER_FLOAT:
			checker_compare_float(&c);
			break;
		default:
			compare_tokens(&c);
			break;
		}
	}

	if (c.e.err || c.r.err) {
		memset(res, 0, sizeof *res);
		checker_result(res, VERDICT_JE, "cannot read %s output: %s",
			       c.e.err ? "expected" : "received", strerror(c.e.err ? c.e.err : c.r.err));
		rc = -1;
	}
out:
	free(c.e.buf);
	free(c.r.buf);
	return rc;
}
