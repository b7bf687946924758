/*
 * Input validation: every input validator of a problem (problem.yaml's
 * `validator:`, a package's input_validators/) run on every case's input, in
 * the workers' sandboxes, several at once, each verdict kept in the result
 * cache.  A struct validation_report owns its findings; release it with
 * validation_report_fini().
 */
#ifndef JUDGE_VALIDATION_H
#define JUDGE_VALIDATION_H

#include <stdbool.h>
#include <stddef.h>

#include "bounds.h"
#include "pipeline.h"
#include "problem/input_validator.h"
#include "problem/language.h"
#include "problem/problem.h"
#include "problem/testdata.h"

/* What is wrong with one input. */
enum validation_kind {
	VALIDATION_REJECTED,     /* a case's input that a validator rejected */
	VALIDATION_FAILED,       /* the validator failed on it (killed, timed out, an
				    exit code its protocol does not have) */
	VALIDATION_ACCEPTED,     /* an invalid input (testdata.h) every validator accepted */
	VALIDATION_LAX,          /* a generic invalid input (mutation.h) every validator
				    accepted: a warning */
	VALIDATION_BAD_BOUNDS,   /* what a validator told of its bounds for an accepted
				    input is not what its header or testlib writes (too
				    much, malformed): a warning, those bounds left out */
};

struct validation_finding {
	enum validation_kind kind;
	bool invalid;            /* the input is an invalid input's (or a generic one) */
	bool test;               /* ... a checker test's, which must be valid too */
	size_t index;            /* its order: a case's index, then the invalid inputs,
				    then the generic ones */
	char *name;              /* the case's or invalid input's name; for a generic
				    one, what is wrong with it */
	const char *why;         /* an invalid input's why, or NULL (borrowed) */
	char *from;              /* a generic invalid input: the case it was made from */
	const char *file;        /* where it is (borrowed from the testdata) */
	int line, column;
	const struct input_validator *validator; /* borrowed from the problem; NULL for
						    VALIDATION_ACCEPTED and _LAX */
	char message[320];       /* what it said (escaped, one line), or why it failed */
};

struct validation_report {
	struct validation_finding *findings; /* by case, then validator, order */
	size_t count;
	struct bound_set bounds; /* with params->coverage: sorted (bound_set_sort) */
	size_t inputs;           /* cases validated */
	size_t invalid;          /* invalid inputs validated */
	size_t tests;            /* inputs of checker tests validated */
	size_t generic;          /* generic invalid inputs validated */
	size_t runs;             /* validator runs made */
	size_t cached;           /* verdicts taken from the result cache */
	size_t not_run;          /* validators the judge cannot run (their not_run says why) */
	bool judge_error;        /* validation could not happen: error says why */
	bool bad_validator;      /* ... because a validator does not compile or cannot run */
	char error[512];
};

struct validation_params {
	const struct language_table *languages; /* the tree's */
	bool no_cache;           /* run every validator, whatever the result cache holds */
	bool coverage;           /* collect the bounds (every case run: bounds are not cached) */
	bool generic;            /* also try generic invalid inputs (mutation.h) made from
				    the first case every validator accepts, and, with
				    coverage, one past each integer bound */
	/* Called, or not when NULL, after the validators are done with each of
	   td's cases (from any worker thread, one call at a time): done of total. */
	void (*on_case)(void *arg, const struct problem *p, size_t done, size_t total);
	void *on_case_arg;
};

/*
 * Compiles p's input validators (with the tree's languages, through the
 * compile cache, judge_validate.h beside their sources; in parallel) and
 * runs each that the judge can run on the input of every case of td, with
 * the arguments its testdata file gives it (input_args_for), the input on
 * standard input, under custom_checker_limits_for(p, true) and a checker's
 * view: a Kattis validator accepts with exit code 42 and rejects with any
 * other (43, or 1 from a failed assert: the package format's rule), a
 * testlib one accepts with 0 and rejects with any other exit code; what it wrote (standard error,
 * else standard output) is its message.  Then each invalid input of td's
 * files (testdata.h) must be rejected by at least one of them, and so
 * should each generic one (params->generic); the input of each checker test
 * of td's files must be accepted, as a case's.  Verdicts come from and go to
 * the result cache unless params say otherwise.  Fills *out.  Returns 0
 * when every validator that can run ran on every input, -1 when validation
 * could not happen (out->judge_error, out->error).
 */
int pipeline_validate(struct pipeline *pl, const struct problem *p, const struct testdata *td,
		      const struct validation_params *params, struct validation_report *out);

/* Releases what r owns. */
void validation_report_fini(struct validation_report *r);

/*
 * Input validators compiled once to judge inputs one at a time, as they are
 * made (judge generate, judge stress).  A struct input_checker owns its
 * compiled validators, buffers and result caches, and borrows the pipeline
 * and the problem; release it with input_checker_free().
 */
struct input_checker;

/*
 * Compiles p's input validators as pipeline_validate() does, for the
 * pipeline pl's sandboxes.  Returns it, or NULL with err set (a validator
 * that does not compile, out of memory).
 */
struct input_checker *input_checker_new(struct pipeline *pl, const struct problem *p,
					const struct language_table *languages, bool no_cache,
					char *err, size_t errlen);

/*
 * Runs every validator the judge can run on input (borrowed) with args (or
 * NULL: none) in the sandbox of worker (one call at a time per worker;
 * distinct workers may run at once), a verdict from the result cache where
 * it has one.  Returns 1 when all accept it, 0 when one rejects it or fails
 * on it (message: "rejected by 'validate.py': what it said"), -1 with
 * message set when the judge could not run one.
 */
int input_checker_judge(struct input_checker *c, size_t worker, const struct case_data *input,
			const struct input_args *args, char *message, size_t msglen);

/* Releases c.  input_checker_free(NULL) is a no-op. */
void input_checker_free(struct input_checker *c);

#endif
