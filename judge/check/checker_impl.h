/*
 * Internals shared by the checker modules (checker.c, float.c,
 * unordered.c); not for other modules.  A struct reader borrows its
 * FILE and owns its buffer, which checker_compare() allocates and frees.
 */
#ifndef JUDGE_CHECKER_IMPL_H
#define JUDGE_CHECKER_IMPL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "checker.h"

enum {
	READER_CAP = 1 << 17,  /* bytes of buffer per stream */
	READER_HISTORY = 4096, /* bytes kept behind the read position on refill */
	CHECKER_MAX_NUMBER = READER_HISTORY, /* longest token float parses as a number */
	COMPARE_BLOCK = 4096,  /* memcmp granule of the fast path */
	EXCERPT_BEFORE = 24,   /* bytes of context before a difference */
	EXCERPT_AFTER = 40,    /* bytes from the difference on */
};

/* A stream read a block at a time, with the position of its next byte. */
struct reader {
	FILE *f;
	unsigned char *buf;  /* READER_CAP + 1 bytes */
	size_t pos, len;     /* next byte, end of data in buf */
	int64_t base;        /* stream offset of buf[0] */
	bool eof;            /* nothing more to read */
	int err;             /* errno of a failed read, 0 if none */
	int64_t line;        /* 1-based line of the next byte */
	int64_t line_start;  /* stream offset where that line starts */
	int64_t tokens;      /* tokens started so far */
	int64_t tok_start;   /* stream offset where the last token started */
	bool in_ws;          /* previous byte is whitespace (or none) */
};

/* One comparison: the spec, both streams and where the result goes. */
struct compare {
	const struct checker_spec *spec;
	struct reader e, r;  /* expected, received */
	struct check_result *res;
};

extern const bool checker_ws[256];

/*
 * Reads more of r's stream after what it holds, first sliding the buffer so
 * that at most keep bytes before pos stay.  Returns the number of bytes
 * added: 0 at the end of the stream or on a read error (r->err set).
 */
size_t reader_fill(struct reader *r, size_t keep);

/* Skips whitespace, keeping the positions. */
void reader_skip_ws(struct reader *r);

/* The next byte of r without consuming it, or -1 at the end (or on error). */
static inline int
reader_peek(struct reader *r)
{
	if (r->pos < r->len)
		return r->buf[r->pos];
	if (reader_fill(r, READER_HISTORY) == 0)
		return -1;
	return r->buf[r->pos];
}

/* Consumes the byte reader_peek() returned, keeping the positions. */
static inline void
reader_advance(struct reader *r)
{
	unsigned char c = r->buf[r->pos];
	int64_t at = r->base + (int64_t)r->pos;
	bool ws = checker_ws[c];

	if (c == '\n') {
		r->line++;
		r->line_start = at + 1;
	}
	if (!ws && r->in_ws) {
		r->tokens++;
		r->tok_start = at;
	}
	r->in_ws = ws;
	r->pos++;
}

/* ASCII case folding; other bytes, UTF-8 included, are left alone. */
static inline int
checker_fold(int c)
{
	return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
}

/* Moves both readers over their longest common prefix (fast path). */
void checker_skip_common(struct reader *e, struct reader *r);

/* Escapes n bytes for a message: \n \r \t \\ \xNN, "..." when lead/trail. */
void checker_escape(const unsigned char *s, size_t n, bool lead, bool trail, char *out,
		    size_t outsz);

/*
 * Writes into out the text of x around stream offset center, not before
 * from: up to the end of the token (token) or the line, consuming x.
 */
void checker_excerpt(struct reader *x, int64_t from, int64_t center, bool token, char *out,
		     size_t outsz);

/* Sets res's verdict and message. */
void checker_result(struct check_result *res, enum verdict v, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Start offset and 1-based index of the token x is in or about to read. */
void checker_token_where(const struct reader *x, int64_t *start, int64_t *index);

/*
 * Reports, in c->res, the token both readers are in (or at) as different;
 * note, if not NULL, ends the message.  Consumes some of both streams.
 */
void checker_token_mismatch(struct compare *c, const char *note);

/* Reports that the received output ended before the expected token at c->e. */
void checker_token_missing(struct compare *c);

/* Reports the received token at c->r as extra: the expected output has ended. */
void checker_token_extra(struct compare *c);

/*
 * Compares the rest of the token both readers are in (or at) as text, with
 * case folding if the spec asks.  Returns true when they are the same (both
 * readers then at its end); otherwise reports and returns false.
 */
bool checker_finish_token(struct compare *c);

/* The float checker (float.c): fills c->res. */
void checker_compare_float(struct compare *c);

/*
 * order: any for lines and tokens (unordered.c): fills c->res.
 * Returns 0, or -1 with verdict JE when out of memory.
 */
int checker_compare_unordered(struct compare *c);

#endif
