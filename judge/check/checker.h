/*
 * Output checkers: decide whether a program's output answers a case.  A struct
 * checker_spec owns its strings; release them with checker_spec_fini().
 */
#ifndef JUDGE_CHECKER_H
#define JUDGE_CHECKER_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "base/verdict.h"

enum checker_type {
	CHECKER_TOKENS, /* the default */
	CHECKER_EXACT,
	CHECKER_LINES,
	CHECKER_FLOAT,
	CHECKER_CUSTOM,
	CHECKER_KATTIS, /* the Kattis/ICPC default output validator */
};

enum checker_protocol {
	CHECKER_PROTOCOL_TESTLIB,
	CHECKER_PROTOCOL_KATTIS,
};

/* The most passes of a multi-pass problem that the judge runs (and reports one by one). */
#define CHECKER_PASSES_MAX 100

struct checker_spec {
	enum checker_type type;
	double abs_tol;           /* float, kattis: absolute tolerance, 0 when unset */
	double rel_tol;           /* float, kattis: relative tolerance, 0 when unset */
	bool integers_as_floats;  /* float: compare integer tokens with tolerance too */
	bool case_insensitive;    /* kattis: true unless the flag case_sensitive */
	bool space_change_sensitive; /* kattis: whitespace must be the same bytes */
	bool float_tokens;        /* kattis: a tolerance is set, so numbers compare as floats */
	bool order_any;           /* lines/tokens: order does not matter */
	char *source;             /* custom: checker source, absolute path */
	enum checker_protocol protocol;
	bool interactive;         /* custom: an interactor, run alongside the program and
				     talking with it (problems/README.md) */
	int passes;               /* custom, Kattis protocol: a multi-pass validator's most
				     passes (a package's limits.validation_passes, 2 to
				     CHECKER_PASSES_MAX), or 0: one pass */
	char **args;              /* custom, Kattis protocol: more arguments after
				     feedback_dir (a package's validator flags), nargs */
	size_t nargs;
};

/* What a checker said a case is worth, beyond its verdict. */
enum check_score {
	CHECK_SCORE_NONE,         /* nothing: an AC case is worth all of its points */
	CHECK_SCORE_FRACTION,     /* score is the fraction of the case's points, in [0, 1]
				     (testlib's points, Kattis's score_multiplier.txt) */
	CHECK_SCORE_POINTS,       /* score is the case's points (Kattis's score.txt) */
};

/* Where and why a comparison failed; filled on every non-AC result. */
struct check_result {
	enum verdict verdict;     /* AC, WA or JE */
	char message[512];        /* one human line: "line 3 column 5: expected '7', received '8'" */
	int64_t line;             /* 1-based line of the first difference in the received
				     output (where it ended, if it ended early), 0 if none */
	int64_t column;           /* 1-based column (bytes) in that line; for tokens, of
				     the token's first byte */
	int64_t token;            /* 1-based token index, 0 if not token-based */
	int64_t expected_line;    /* the same place in the expected output */
	int64_t expected_column;
	char expected[128];       /* expected text around the difference (the token for
				     token checkers), escaped, "..." where cut; "" if none */
	char received[128];       /* received text around the difference, likewise */
	bool numeric;             /* float: a number out of tolerance; the fields below are set */
	double expected_value;
	double received_value;
	double error;             /* |received - expected| */
	enum check_score score_kind; /* a custom checker's partial credit, on AC */
	double score;
};

/* Initialises spec to the default checker (tokens). */
void checker_spec_init(struct checker_spec *spec);

/* Releases what spec owns.  Safe on an initialised spec. */
void checker_spec_fini(struct checker_spec *spec);

/* Deep-copies src into dst (dst need not be initialised).  Returns 0 or -1. */
int checker_spec_copy(struct checker_spec *dst, const struct checker_spec *src);

/*
 * Makes spec the Kattis default output validator: ASCII case folded unless
 * case_sensitive, whitespace compared unless space_change_sensitive, numbers
 * as floats when a tolerance is set (>= 0; a negative one is unset, as in
 * problemtools).  Releases what spec owned.
 */
void checker_spec_set_kattis(struct checker_spec *spec, bool case_sensitive,
			     bool space_change_sensitive, double abs_tol, double rel_tol);

/*
 * Makes spec the Kattis default output validator with the flags in argv (n
 * words, as validator_flags or output_validator_args give them:
 * case_sensitive, space_change_sensitive, float_absolute_tolerance E,
 * float_relative_tolerance E, float_tolerance E).  A later flag overrides an
 * earlier one, as in problemtools.  Returns 0, or -1 with the reason in err
 * for an unknown flag or a tolerance that is missing or not a finite number.
 */
int checker_spec_parse_kattis(struct checker_spec *spec, size_t n, const char *const *argv,
			      char *err, size_t errsz);

/*
 * Appends the n words of argv to spec's args (a copy of each).  Returns 0, or
 * -1 when out of memory (spec unchanged).
 */
int checker_spec_add_args(struct checker_spec *spec, size_t n, const char *const *argv);

/*
 * What messages call spec's program: "interactor" when spec->interactive,
 * else "checker" (also for a NULL spec).
 */
const char *checker_spec_role(const struct checker_spec *spec);

/*
 * Checks that spec makes sense (order: any only with lines or tokens,
 * tolerances finite and >= 0, a custom checker has a source).  Returns 0, or
 * -1 with the reason in err (no location: the caller adds its own).
 */
int checker_spec_validate(const struct checker_spec *spec, char *err, size_t errsz);

/*
 * Compares received against expected with a built-in checker, streaming both
 * in constant memory (order_any reads both into memory).  Borrows both
 * streams and reads them to the end or to the first difference (and a little
 * past it for the excerpts); rewind them to compare again, e.g. with a looser
 * spec for a hint: each call allocates two 128 KiB buffers and nothing else
 * persists.  Fills *res; returns 0 (verdict AC or WA), or -1 with verdict JE
 * and the reason on a read error, an invalid spec, no memory, or a custom
 * spec (custom checkers are the pipeline's).  The semantics of each checker
 * are in problems/README.md.
 */
int checker_compare(const struct checker_spec *spec, FILE *expected, FILE *received,
		    struct check_result *res);

#endif
