/*
 * Checker self-tests: every checker test of a problem's testdata files
 * (testdata.h: outputs its checker must accept or reject) checked with that
 * checker, a built-in one in process, a custom one in a sandbox.  A struct
 * checker_test_report owns its findings; release it with
 * checker_test_report_fini().
 */
#ifndef JUDGE_CHECKER_TESTS_H
#define JUDGE_CHECKER_TESTS_H

#include <stdbool.h>
#include <stddef.h>

#include "pipeline.h"
#include "problem/language.h"
#include "problem/problem.h"
#include "problem/testdata.h"

/* What is wrong with one checker test. */
enum checker_test_kind {
	CHECKER_TEST_ACCEPTED,   /* an output to reject that the checker accepted */
	CHECKER_TEST_REJECTED,   /* an output to accept that the checker rejected */
	CHECKER_TEST_FAILED,     /* the checker failed on it (killed, timed out, an exit
				    code its protocol does not have) */
};

struct checker_test_finding {
	enum checker_test_kind kind;
	const struct checker_test *test; /* borrowed from the testdata */
	char message[320];       /* what the checker said (one line), or why it failed */
};

struct checker_test_report {
	struct checker_test_finding *findings; /* in the testdata's order */
	size_t count;
	size_t valid, invalid;   /* tests checked: outputs to accept, outputs to reject */
	bool judge_error;        /* the tests could not be checked: error says why */
	bool bad_checker;        /* ... because a checker does not compile or cannot run */
	char error[512];
};

/*
 * Compiles the custom checkers of td's checker tests (with languages and
 * p's compiler limits, through the compile cache, on pl's sandboxes, as the
 * judging does) and checks each test's output against its answer with its
 * checker: a built-in one with checker_compare(), a custom one with
 * custom_checker_run() in pl's first sandbox (pl may be NULL when no
 * test's checker is custom).  A test expecting AC must be
 * accepted, one expecting WA rejected.  Fills *out.  Returns 0 when every
 * test was checked, -1 when they could not be (out->judge_error, out->error).
 */
int pipeline_check_checkers(struct pipeline *pl, const struct problem *p, const struct testdata *td,
			    const struct language_table *languages,
			    struct checker_test_report *out);

/* Releases what r owns. */
void checker_test_report_fini(struct checker_test_report *r);

#endif
