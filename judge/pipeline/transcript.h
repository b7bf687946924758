/*
 * The transcript of an interactive case: what passed between the program and
 * the interactor, in the order the judge relayed it, one line per line
 * written, marked by the side that wrote it as in a package's .interaction
 * file: ">" for the program's (to the interactor), "<" for the
 * interactor's (to the program).  Bytes are escaped as escape_byte() writes
 * them; a line the other side interrupts goes on, after the other side's, as
 * a line of its own.  At most TRANSCRIPT_MAX bytes are kept, then a last line
 * says how many more passed.  A struct transcript owns its text; release it
 * with transcript_fini().
 */
#ifndef JUDGE_TRANSCRIPT_H
#define JUDGE_TRANSCRIPT_H

#include <stddef.h>
#include <stdint.h>

#define TRANSCRIPT_MAX (64 << 10)

enum transcript_side {
	TRANSCRIPT_PROGRAM,      /* '>' */
	TRANSCRIPT_INTERACTOR,   /* '<' */
};

struct transcript {
	char *text;              /* NUL-terminated, len bytes; NULL before the first line */
	size_t len;
	int open;                /* the side whose line is unfinished, or -1 */
	int64_t dropped;         /* bytes that passed once the text was full */
};

/* An empty transcript. */
void transcript_init(struct transcript *t);

/* Empties t for the next case (keeps its buffer). */
void transcript_reset(struct transcript *t);

/* Records that side wrote the len bytes at data.  Returns 0, or -1 when out of memory. */
int transcript_add(struct transcript *t, enum transcript_side side, const char *data, size_t len);

/*
 * The text, finished: the unfinished line ended, the count of bytes dropped
 * said.  Valid until t changes.
 */
const char *transcript_text(struct transcript *t);

/*
 * The first lines of text that fit in out (of size len), then, when some do
 * not, the start of the next one (cut on a character boundary) and "..." on
 * a line of its own.
 */
void transcript_head(const char *text, char *out, size_t len);

/*
 * The heads of a multi-pass case's n transcripts (heads[i] pass i + 1's) as
 * one, into out (of size len): each under a line "pass N:", in an equal
 * share of len, cut as transcript_head() cuts.
 */
void transcript_join_passes(const char *const *heads, int n, char *out, size_t len);

void transcript_fini(struct transcript *t);

#endif
