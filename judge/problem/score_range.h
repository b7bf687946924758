/*
 * Expected scores: a submission's score as submissions.yaml's `score` (a
 * number or [lo, hi]) or the first comment of a partially_accepted
 * submission (`score: 40-60`) gives it.  Plain values, nothing owned.
 */
#ifndef JUDGE_SCORE_RANGE_H
#define JUDGE_SCORE_RANGE_H

#include <stdbool.h>
#include <stddef.h>

#include "yfield.h"

/* An inclusive range of scores; lo == hi for one score. */
struct score_range {
	double lo, hi;
};

/* Parses a number or a list of two (lo <= hi) into the struct score_range at dst. */
yfield_parser score_range_parse;

/*
 * Reads the range in the first comment of the source file path: the comment
 * the file starts with (after blank lines and a "#!" line), of a block comment (slash-star), or
 * of lines starting with //, # or --, holding "score: N" or "score: LO-HI".
 * Returns 1 with *out set, 0 when it has none, or -1 with why in err (the
 * file cannot be read, or the numbers are not a range).
 */
int score_range_read_comment(const char *path, struct score_range *out, char *err,
			     size_t errlen);

/* Whether x is in r, to the 6 decimals scores are shown with. */
bool score_range_contains(const struct score_range *r, double x);

/* Writes r as "40-60", or "50" for one score. */
void score_range_format(const struct score_range *r, char *out, size_t len);

#endif
