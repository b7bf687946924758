/*
 * Internals shared by the checker's files; not for other modules.  Calls go
 * down: checker.c -> builtin.c, unordered.c -> excerpt.c -> reader.c, with
 * float.c under builtin.c (and checker.c, for the Kattis flags' numbers).
 * A struct reader borrows its FILE and owns its buffer (reader_init() and
 * reader_fini(), which checker_compare() calls).
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

/* ASCII case folding; other bytes, UTF-8 included, are left alone. */
static inline int
checker_fold(int c)
{
	return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
}

/* reader.c: a stream read a block at a time. */

/* The bytes the checkers take as whitespace: ' ' and '\t' to '\r'. */
extern const bool reader_ws[256];

/* Starts r on f (borrowed) with its buffer.  Returns 0, or -1 when out of memory. */
int reader_init(struct reader *r, FILE *f);

/* Releases r's buffer; a reader that reader_init() left empty is fine. */
void reader_fini(struct reader *r);

/*
 * Reads more of r's stream after what it holds, first sliding the buffer so
 * that at most keep bytes before pos stay.  Returns the number of bytes
 * added: 0 at the end of the stream or on a read error (r->err set).
 */
size_t reader_fill(struct reader *r, size_t keep);

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
	bool ws = reader_ws[c];

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

/* Skips whitespace, keeping the positions. */
void reader_skip_ws(struct reader *r);

/* Skips horizontal whitespace (whitespace but '\n'), keeping the positions. */
void reader_skip_hws(struct reader *r);

/* Moves both readers over their longest common prefix (fast path). */
void reader_skip_common(struct reader *e, struct reader *r);

/* excerpt.c: where two outputs differ, and the messages that say so. */

/*
 * Escapes n bytes for a message into out: bytes below 0x80 as escape_byte()
 * writes them, UTF-8 characters as they are, other bytes as \xNN; "..." before
 * them when lead, after them when trail or when they do not fit.
 */
void excerpt_escape(const unsigned char *s, size_t n, bool lead, bool trail, char *out,
		    size_t outsz);

/*
 * Writes into out the text of x around stream offset center, not before
 * from: up to the end of the token (token) or the line, consuming x.
 */
void excerpt_text(struct reader *x, int64_t from, int64_t center, bool token, char *out,
		  size_t outsz);

/* Sets res's verdict and message. */
void excerpt_result(struct check_result *res, enum verdict v, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Start offset and 1-based index of the token x is in or about to read. */
void excerpt_token_where(const struct reader *x, int64_t *start, int64_t *index);

/*
 * Reports, in c->res, the token both readers are in (or at) as different;
 * note, if not NULL, ends the message.  Consumes some of both streams.
 */
void excerpt_token_mismatch(struct compare *c, const char *note);

/* Reports that the received output ended before the expected token at c->e. */
void excerpt_token_missing(struct compare *c);

/* Reports the received token at c->r as extra: the expected output has ended. */
void excerpt_token_extra(struct compare *c);

/*
 * Compares the rest of the token both readers are in (or at) as text, with
 * case folding if the spec asks.  Returns true when they are the same (both
 * readers then at its end); otherwise reports it as excerpt_token_mismatch()
 * does and returns false.
 */
bool excerpt_finish_token(struct compare *c);

/* The checkers, each filling c->res; checker_compare() (checker.c) picks one. */

/*
 * builtin.c: exact, lines, and tokens in order, which also runs the float and
 * kattis types: numbers through float.c, with kattis' space_change_sensitive.
 */
void builtin_exact(struct compare *c);
void builtin_lines(struct compare *c);
void builtin_tokens(struct compare *c);

/* float.c: numbers in token comparisons. */

/*
 * Compares the tokens both readers are at, numbers by value as the spec's
 * type says (float or kattis), anything else as text.  Returns true when
 * they match (and consumes them); otherwise reports and returns false.
 */
bool float_match(struct compare *c);

/*
 * Goes back to the start of the token both readers are in, so that it can be
 * read whole.  Returns false when that start is no longer buffered: the token
 * is then longer than CHECKER_MAX_NUMBER and compares as text.
 */
bool float_rewind(struct reader *e, struct reader *r);

/*
 * Whether the n bytes at s are a number as the Kattis default validator reads
 * one (problems/README.md), finite in a double; its value goes to *value.
 */
bool kattis_number(const unsigned char *s, size_t n, double *value);

/*
 * unordered.c: order: any for lines and tokens.  Returns 0, or -1 with
 * verdict JE when out of memory.
 */
int unordered_compare(struct compare *c);

#endif
