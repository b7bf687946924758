/*
 * Where two outputs differ: escaped excerpts, and the messages for a token that
 * differs, is missing or is extra.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <string.h>

#include "base/escape.h"
#include "checker_impl.h"

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
excerpt_escape(const unsigned char *s, size_t n, bool lead, bool trail, char *out, size_t outsz)
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
		size_t len, step = 1;
		unsigned char c = s[i];

		if (c < 0x80) {
			len = escape_byte(c, unit);
		} else if ((step = utf8_length(s + i, n - i)) > 0) {
			memcpy(unit, s + i, len = step);
		} else {
			/* Not UTF-8: spelled out as the control bytes are. */
			len = (size_t)snprintf(unit, sizeof unit, "\\x%02x", c);
			step = 1;
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
excerpt_text(struct reader *x, int64_t from, int64_t center, bool token, char *out,
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
		if (token && reader_ws[c])
			break;
		raw[n++] = (unsigned char)c;
		reader_advance(x);
		if (!token && c == '\n')
			break;
	}
	if (n == limit && (c = reader_peek(x)) >= 0)
		trail = token ? !reader_ws[c] : raw[n - 1] != '\n';
	excerpt_escape(raw, n, lo > from, trail, out, outsz);
}

void
excerpt_result(struct check_result *res, enum verdict v, const char *fmt, ...)
{
	va_list ap;

	res->verdict = v;
	va_start(ap, fmt);
	vsnprintf(res->message, sizeof res->message, fmt, ap);
	va_end(ap);
}

void
excerpt_token_where(const struct reader *x, int64_t *start, int64_t *index)
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
excerpt_token_mismatch(struct compare *c, const char *note)
{
	struct check_result *res = c->res;
	int64_t es, ei, rs, ri;
	int64_t ecenter = c->e.base + (int64_t)c->e.pos;
	int64_t rcenter = c->r.base + (int64_t)c->r.pos;

	excerpt_token_where(&c->e, &es, &ei);
	excerpt_token_where(&c->r, &rs, &ri);
	res->line = c->r.line;
	res->column = rs - c->r.line_start + 1;
	res->token = ri;
	res->expected_line = c->e.line;
	res->expected_column = es - c->e.line_start + 1;
	excerpt_text(&c->e, es, ecenter, true, res->expected, sizeof res->expected);
	excerpt_text(&c->r, rs, rcenter, true, res->received, sizeof res->received);
	excerpt_result(res, VERDICT_WA,
		       "line %" PRId64 ", column %" PRId64 " (token %" PRId64
		       "): expected '%s', received '%s'%s",
		       res->line, res->column, res->token, res->expected, res->received,
		       note ? note : "");
}

/* The output ended where the expected answer has another token. */
void
excerpt_token_missing(struct compare *c)
{
	struct check_result *res = c->res;
	int64_t es, ei;

	excerpt_token_where(&c->e, &es, &ei);
	res->line = c->r.line;
	res->column = c->r.base + (int64_t)c->r.pos - c->r.line_start + 1;
	res->token = ei;
	res->expected_line = c->e.line;
	res->expected_column = es - c->e.line_start + 1;
	excerpt_text(&c->e, es, es, true, res->expected, sizeof res->expected);
	excerpt_result(res, VERDICT_WA,
		       "output ends early: expected '%s' at line %" PRId64 " (token %" PRId64 ")",
		       res->expected, res->expected_line, res->token);
}

/* The output has a token where the expected answer has ended. */
void
excerpt_token_extra(struct compare *c)
{
	struct check_result *res = c->res;
	int64_t rs, ri;

	excerpt_token_where(&c->r, &rs, &ri);
	res->line = c->r.line;
	res->column = rs - c->r.line_start + 1;
	res->token = ri;
	res->expected_line = c->e.line;
	res->expected_column = c->e.base + (int64_t)c->e.pos - c->e.line_start + 1;
	excerpt_text(&c->r, rs, rs, true, res->received, sizeof res->received);
	excerpt_result(res, VERDICT_WA,
		       "extra output at line %" PRId64 ", column %" PRId64 " (token %" PRId64 "): '%s'",
		       res->line, res->column, res->token, res->received);
}

/*
 * Compares the rest of the token both readers are in (or at), byte by byte.
 * Returns true when they are the same; otherwise reports and returns false.
 */
bool
excerpt_finish_token(struct compare *c)
{
	struct reader *e = &c->e, *r = &c->r;
	bool fold = c->spec->case_insensitive;

	for (;;) {
		int ce = reader_peek(e), cr = reader_peek(r);
		bool eend = ce < 0 || reader_ws[ce], rend = cr < 0 || reader_ws[cr];
		if (eend && rend)
			return true;
		if (eend || rend || (ce != cr && (!fold || checker_fold(ce) != checker_fold(cr)))) {
			excerpt_token_mismatch(c, NULL);
			return false;
		}
		reader_advance(e);
		reader_advance(r);
	}
}
