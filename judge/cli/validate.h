/*
 * The commands' input validation step: a problem set's input validators
 * run on its inputs (pipeline_validate), what they did not accept printed
 * as diagnostics.  Nothing owned.
 */
#ifndef JUDGE_CLI_VALIDATE_H
#define JUDGE_CLI_VALIDATE_H

#include <stdbool.h>
#include <stdio.h>

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
 * What `judge run` and `judge verify` do first: cli_validate_problem() for
 * each problem of set, without a line per problem; when an input was not accepted, or on an
 * interruption, frees pl and set and exits (the code it returned, or
 * 128 + the signal).
 */
void cli_validate_before_judging(struct pipeline *pl, struct problem_set *set, bool no_cache);

#endif
