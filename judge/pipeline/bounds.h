/*
 * Constraint coverage: the bounds input validators tell of, read from
 * judge_validate.h's lines or a testlib validator's test-overview log, and
 * merged per validator and name over every accepted case, whatever their
 * source.  A struct bound_set owns its array; release it with
 * bound_set_fini().
 */
#ifndef JUDGE_BOUNDS_H
#define JUDGE_BOUNDS_H

#include <stdbool.h>
#include <stddef.h>

#include "problem/input_validator.h"

/* What a bound is of, and so what is known of it. */
enum bound_kind {
	BOUND_VALUE = 'i',       /* judge_validate.h's jv_int: extremes and where known */
	BOUND_LENGTH = 'l',      /* judge_validate.h's jv_token: a token's length, the same */
	BOUND_TESTLIB = 't',     /* a testlib variable: only whether each end was hit */
	BOUND_FEATURE = 'f',     /* a testlib feature (addFeature): whether it was hit */
};

/*
 * A bound as declared, with what was read of it over all accepted cases.
 * A testlib log tells its ends only when constant over the run ("?" else)
 * and whether each was hit, not the values read: min and max stay 0.
 */
struct validation_bound {
	const struct input_validator *validator; /* borrowed from the problem */
	char name[64];           /* as the validator wrote it (any bytes but NUL) */
	enum bound_kind kind;
	long long lo, hi;        /* as declared (BOUND_VALUE, BOUND_LENGTH) */
	char lo_text[32], hi_text[32]; /* the same as written, or "?" */
	bool min_hit, max_hit;   /* an end reached (for a feature: max_hit, it was hit) */
	long long min, max;      /* the least and greatest read */
	size_t min_case, max_case; /* the first cases they were read (or hit) in (indexes) */
	char min_name[128], max_name[128]; /* ... and their names */
	size_t min_at, min_len, max_at, max_len; /* where in those inputs */
};

struct bound_set {
	struct validation_bound *items;
	size_t count;
};

/* Where bounds were read: by which validator, in which case. */
struct bound_origin {
	const struct input_validator *validator;
	size_t index;            /* the case's */
	const char *name;        /* ... and its name */
};

/* The most bytes of bounds one validator run may write: more is an error. */
#define BOUNDS_TEXT_MAX (64 << 10)

/*
 * Merges the len bytes of text that judge_validate.h wrote for one run
 * (a line per bound) into set.  Returns 0, or -1 with why (nothing merged)
 * when a line is malformed or memory ran out.
 */
int bound_set_read_header(struct bound_set *set, const struct bound_origin *o, const char *text,
			  size_t len, char *why, size_t whylen);

/*
 * Merges the len bytes of a testlib validator's test-overview log for one
 * run (`"n": min-value-hit max-value-hit`, `feature "f": hit`,
 * `constant-bounds "n": 1 200000`, `variable "n"` lines) into set.
 * Returns 0, or -1 with why (nothing merged) when it is malformed.
 */
int bound_set_read_testlib(struct bound_set *set, const struct bound_origin *o, const char *text,
			   size_t len, char *why, size_t whylen);

/* Sorts set by validator (its order in the problem), name, then declared range. */
void bound_set_sort(struct bound_set *set);

void bound_set_fini(struct bound_set *set);

#endif
