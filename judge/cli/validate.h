/*
 * The commands' validation steps: a problem set's input validators run on
 * its inputs (pipeline_validate), and its checkers on their self-tests
 * (pipeline_check_checkers), what they got wrong printed as diagnostics.
 * Nothing owned.
 */
#ifndef JUDGE_CLI_VALIDATE_H
#define JUDGE_CLI_VALIDATE_H

#include <stdbool.h>
#include <stdio.h>

#include "pipeline/checker_tests.h"
#include "pipeline/pipeline.h"
#include "pipeline/validation.h"
#include "problem/problem_set.h"

/*
 * Runs the input validators of problem p on the inputs of td as params say
 * (pipeline_validate), in pl's sandboxes, and prints to standard error, as
 * FILE:LINE:COLUMN: MESSAGE, every input a validator rejected (`input of
 * case 'x' rejected by 'validate.c': its message`) or failed on and invalid
 * input every validator accepted, and as a warning each validator the judge
 * cannot run (.ctd, .viva), each generic invalid input every validator
 * accepted and, with params->coverage, each bound no case reaches; adds
 * them to *errors and *warnings.  Writes a line to out, unless it is NULL
 * ("p: 40 of 40 inputs accepted (1 validator, 40 runs, 0 cached)"), and
 * with coverage a line per bound with its extremes.  Returns
 * 0 when every input was accepted, EXIT_USAGE when one was not or a
 * validator does not compile or run, EXIT_JUDGE_ERROR when validation
 * could not happen.
 */
int cli_validate_problem(struct pipeline *pl, const struct problem *p, const struct testdata *td,
			 const struct validation_params *params, FILE *out, size_t *errors,
			 size_t *warnings);

/*
 * Checks the checker tests of td (testdata.h) with their checkers
 * (pipeline_check_checkers), in pl's sandboxes, and prints to standard
 * error, as FILE:LINE:COLUMN: MESSAGE, each invalid output a checker
 * accepted, each valid output it rejected (with its message) and each test
 * it failed on; adds them to *errors.  Writes a line to out, unless it is
 * NULL ("p: 3 of 3 valid outputs accepted, 2 of 2 invalid outputs rejected
 * by the checkers").  Returns 0 when every test passed (or there are none),
 * EXIT_USAGE when one did not or a checker does not compile, EXIT_JUDGE_ERROR
 * when the tests could not be checked.
 */
int cli_check_checkers(struct pipeline *pl, const struct problem *p, const struct testdata *td,
		       const struct language_table *languages, FILE *out, size_t *errors);

/*
 * A validation_params on_case for the progress line: "CMD P: validating
 * inputs, case 120/400", where cmd (a const char *) names the command.
 */
void cli_validation_progress(void *cmd, const struct problem *p, size_t done, size_t total);

/*
 * What `judge run`, `judge verify` and `judge timelimit` (cmd) do first:
 * cli_validate_problem() for each problem of set, without a line per problem,
 * on the progress line; when an input was not accepted, or on an
 * interruption, frees pl and set and exits (the code it returned, or
 * 128 + the signal).
 */
void cli_validate_before_judging(const char *cmd, struct pipeline *pl, struct problem_set *set,
				 bool no_cache);

#endif
