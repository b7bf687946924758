/*
 * Output checkers: decide whether a program's output answers a case.  A struct
 * checker_spec owns its strings; release them with checker_spec_fini().
 */
#ifndef JUDGE_CHECKER_H
#define JUDGE_CHECKER_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "verdict.h"

enum checker_type {
	CHECKER_TOKENS, /* the default */
	CHECKER_EXACT,
	CHECKER_LINES,
	CHECKER_FLOAT,
	CHECKER_CUSTOM,
};

enum checker_protocol {
	CHECKER_PROTOCOL_TESTLIB,
	CHECKER_PROTOCOL_KATTIS,
};

struct checker_spec {
	enum checker_type type;
	double abs_tol;           /* float: absolute tolerance, 0 when unset */
	double rel_tol;           /* float: relative tolerance, 0 when unset */
	bool integers_as_floats;  /* float: compare integer tokens with tolerance too */
	bool case_insensitive;
	bool order_any;           /* lines/tokens: order does not matter */
	char *source;             /* custom: checker source, absolute path */
	enum checker_protocol protocol;
};

/* Where and why a comparison failed; filled on every non-AC result. */
struct check_result {
	enum verdict verdict;     /* AC, WA or JE */
	char message[512];        /* one human line: "line 3 column 5: expected '7', received '8'" */
	int64_t line;             /* 1-based line of the first difference, 0 if none */
	int64_t column;           /* 1-based column (bytes) in that line */
	int64_t token;            /* 1-based token index, 0 if not token-based */
	int64_t expected_line;    /* the same place in the expected output */
	int64_t expected_column;
	char expected[128];       /* expected text around the difference */
	char received[128];       /* received text around the difference */
	bool numeric;             /* float: the fields below are set */
	double expected_value;
	double received_value;
	double error;
};

/* Initialises spec to the default checker (tokens). */
void checker_spec_init(struct checker_spec *spec);

/* Releases what spec owns.  Safe on an initialised spec. */
void checker_spec_fini(struct checker_spec *spec);

/* Deep-copies src into dst (dst need not be initialised).  Returns 0 or -1. */
int checker_spec_copy(struct checker_spec *dst, const struct checker_spec *src);

/*
 * Checks that spec makes sense (order: any only with lines or tokens,
 * tolerances finite and >= 0, a custom checker has a source).  Returns 0, or
 * -1 with the reason in err (no location: the caller adds its own).
 */
int checker_spec_validate(const struct checker_spec *spec, char *err, size_t errsz);

/*
 * Compares received against expected with a built-in checker, streaming both
 * in constant memory.  Borrows both streams and reads them to the end or to
 * the first difference.  Fills *res; returns 0, or -1 on a read error (res
 * then holds verdict JE and the reason).
 */
int checker_compare(const struct checker_spec *spec, FILE *expected, FILE *received,
		    struct check_result *res);

#endif
