/* The built-in checkers exact, lines and the token ones (tokens, float, kattis), streaming. */
#include <inttypes.h>

#include "checker_impl.h"

/* exact */

void
builtin_exact(struct compare *c)
{
	struct reader *e = &c->e, *r = &c->r;
	struct check_result *res = c->res;

	for (;;) {
		reader_skip_common(e, r);
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
		excerpt_text(e, e->line_start, e->base + (int64_t)e->pos, false, res->expected,
			     sizeof res->expected);
		excerpt_text(r, r->line_start, at, false, res->received, sizeof res->received);
		excerpt_result(res, VERDICT_WA,
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
	excerpt_text(&c->e, c->e.line_start, at, false, res->expected, sizeof res->expected);
	excerpt_result(res, VERDICT_WA, "output ends early: expected '%s' at line %" PRId64,
		       res->expected, res->expected_line);
}

/* The output has a line where the expected output has ended (res filled). */
static void
line_extra(struct compare *c)
{
	excerpt_result(c->res, VERDICT_WA, "extra output at line %" PRId64 ": '%s'", c->res->line,
		       c->res->received);
}

void
builtin_lines(struct compare *c)
{
	struct reader *e = &c->e, *r = &c->r;
	struct check_result *res = c->res;

	for (;;) {
		reader_skip_common(e, r);
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
				excerpt_text(r, r->line_start, xs, false, res->received,
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
		excerpt_text(e, eline_start, eat, false, res->expected, sizeof res->expected);
		excerpt_text(r, rline_start, rat, false, res->received, sizeof res->received);
		if (eblank && rest_blank(e))
			line_extra(c);
		else if (rblank && rest_blank(r))
			excerpt_result(res, VERDICT_WA, "output ends early: expected '%s' at line %" PRId64,
				       res->expected, res->expected_line);
		else
			excerpt_result(res, VERDICT_WA,
				       "line %" PRId64 ", column %" PRId64 ": expected '%s', received '%s'",
				       res->line, res->column, res->expected, res->received);
		return;
	}
}

/* tokens, float and kattis */

/*
 * Whitespace at both readers: skipped, or with space_change_sensitive
 * compared byte for byte, as long runs on either side.  Returns false after
 * reporting a difference.
 */
static bool
skip_spaces(struct compare *c)
{
	struct reader *e = &c->e, *r = &c->r;
	struct check_result *res = c->res;

	if (!c->spec->space_change_sensitive) {
		reader_skip_ws(e);
		reader_skip_ws(r);
		return true;
	}
	for (;;) {
		int ce = reader_peek(e), cr = reader_peek(r);
		bool ews = ce >= 0 && reader_ws[ce], rws = cr >= 0 && reader_ws[cr];
		if (!ews && !rws)
			return true;
		if (ce == cr) {
			reader_advance(e);
			reader_advance(r);
			continue;
		}
		int64_t eat = e->base + (int64_t)e->pos, rat = r->base + (int64_t)r->pos;
		res->line = r->line;
		res->column = rat - r->line_start + 1;
		res->expected_line = e->line;
		res->expected_column = eat - e->line_start + 1;
		excerpt_text(e, e->line_start, eat, false, res->expected, sizeof res->expected);
		excerpt_text(r, r->line_start, rat, false, res->received, sizeof res->received);
		excerpt_result(res, VERDICT_WA,
			       "line %" PRId64 ", column %" PRId64
			       ": whitespace differs (space_change_sensitive): expected '%s', "
			       "received '%s'",
			       res->line, res->column, res->expected, res->received);
		return false;
	}
}

void
builtin_tokens(struct compare *c)
{
	const struct checker_spec *spec = c->spec;
	struct reader *e = &c->e, *r = &c->r;
	bool numbers = spec->type == CHECKER_FLOAT ||
		       (spec->type == CHECKER_KATTIS && spec->float_tokens);

	for (;;) {
		reader_skip_common(e, r);
		int ce = reader_peek(e), cr = reader_peek(r);
		if (ce < 0 && cr < 0)
			return;
		/*
		 * The common prefix ends inside a token: finish it first, or,
		 * for numbers, read it again whole unless it ends there on both
		 * sides.
		 */
		bool ended = (ce < 0 || reader_ws[ce]) && (cr < 0 || reader_ws[cr]);
		if (!e->in_ws && (!numbers || (!ended && !float_rewind(e, r))) &&
		    !excerpt_finish_token(c))
			return;
		if (!skip_spaces(c))
			return;
		ce = reader_peek(e);
		cr = reader_peek(r);
		if (ce < 0 && cr < 0)
			return;
		if (ce < 0) {
			excerpt_token_extra(c);
			return;
		}
		if (cr < 0) {
			excerpt_token_missing(c);
			return;
		}
		/* Text: the same first byte goes back to the fast path. */
		if (numbers ? !float_match(c) : (ce != cr && !excerpt_finish_token(c)))
			return;
	}
}
