/*
 * The commands' validation steps: run every input validator, print what it
 * rejected; run every checker on its self-tests, print what it got wrong.
 */
#include "validate.h"

#include <stdlib.h>
#include <string.h>

#include "base/escape.h"
#include "base/progress.h"
#include "cli.h"
#include "pipeline/checker_tests.h"
#include "pipeline/validation.h"

/* FILE:LINE:COLUMN: or FILE: for a place without a line. */
static void
print_place(const char *file, int line, int column)
{
	escape_line(stderr, file);
	if (line > 0)
		fprintf(stderr, ":%d:%d", line, column);
	fputs(": ", stderr);
}

/* Prints what r found in p, counting errors and warnings into *errors and *warnings. */
static void
print_report(const struct problem *p, const struct validation_report *r, FILE *out,
	     size_t *errors, size_t *warnings)
{
	const struct input_validator_list *list = &p->validators;
	size_t rejected = 0; /* inputs not accepted */
	size_t untested = 0; /* checker tests' inputs not accepted */
	size_t accepted = 0; /* invalid inputs not rejected */
	size_t lax = 0;      /* generic invalid inputs not rejected */

	for (size_t i = 0; i < list->count; i++) {
		if (!list->items[i].not_run)
			continue;
		print_place(list->items[i].spec.source, 0, 0);
		fputs("warning: validator '", stderr);
		escape_line(stderr, list->items[i].name);
		fprintf(stderr, "' not run: %s\n", list->items[i].not_run);
		(*warnings)++;
	}
	if (r->judge_error) {
		fprintf(stderr, "judge: %s: ", p->id);
		escape_log(stderr, r->error);
		fputc('\n', stderr);
		*errors += r->bad_validator;
		return;
	}
	for (size_t i = 0; i < r->count; i++) {
		const struct validation_finding *f = &r->findings[i];

		print_place(f->file, f->line, f->column);
		if (f->kind == VALIDATION_FAILED) {
			fputs("validator '", stderr);
			escape_line(stderr, f->validator->name);
			fputs(f->invalid ? "' failed on invalid input '"
			      : f->test ? "' failed on the input of checker test '"
			      : "' failed on the input of case '", stderr);
			escape_line(stderr, f->name);
		} else if (f->kind == VALIDATION_REJECTED) {
			fputs(f->test ? "input of checker test '" : "input of case '", stderr);
			escape_line(stderr, f->name);
			fputs("' rejected by '", stderr);
			escape_line(stderr, f->validator->name);
		} else if (f->kind == VALIDATION_BAD_BOUNDS) {
			fputs("warning: bounds of validator '", stderr);
			escape_line(stderr, f->validator->name);
			fputs("' for case '", stderr);
			escape_line(stderr, f->name);
			fputs("' left out", stderr);
		} else if (f->kind == VALIDATION_LAX) {
			fputs("warning: generic invalid input (", stderr);
			escape_line(stderr, f->name);
			fputs(", made from case '", stderr);
			escape_line(stderr, f->from);
			fputs("') accepted by every validator", stderr);
		} else {
			fputs("invalid input '", stderr);
			escape_line(stderr, f->name);
			fputs("' accepted by every validator (one must reject it", stderr);
			fputs(f->why && f->why[0] ? ": " : "", stderr);
			escape_line(stderr, f->why ? f->why : "");
			fputc(')', stderr);
		}
		if (f->kind == VALIDATION_REJECTED || f->kind == VALIDATION_FAILED)
			fputc('\'', stderr);
		if (f->message[0]) {
			fputs(": ", stderr);
			escape_log(stderr, f->message);
		}
		fputc('\n', stderr);
		accepted += f->kind == VALIDATION_ACCEPTED;
		lax += f->kind == VALIDATION_LAX || f->kind == VALIDATION_BAD_BOUNDS;
		if (f->invalid || f->kind == VALIDATION_BAD_BOUNDS)
			continue;
		/* Findings come by case: an input counts once, however many rejected it. */
		bool same = false;

		for (size_t k = i; k-- > 0 && !same && r->findings[k].index == f->index;)
			same = r->findings[k].kind != VALIDATION_BAD_BOUNDS;
		*(f->test ? &untested : &rejected) += !same;
	}
	*errors += r->count - lax;
	*warnings += lax;
	if (!out || r->not_run == list->count)
		return;
	fprintf(out, "%s: %zu of %zu inputs accepted", p->id, r->inputs - rejected, r->inputs);
	if (r->invalid)
		fprintf(out, ", %zu of %zu invalid inputs rejected", r->invalid - accepted,
			r->invalid);
	if (r->tests)
		fprintf(out, ", %zu of %zu checker test inputs accepted", r->tests - untested,
			r->tests);
	if (r->generic)
		fprintf(out, ", %zu of %zu generic invalid inputs rejected", r->generic - lax,
			r->generic);
	fprintf(out, " (%zu validator%s, %zu runs, %zu cached)\n", list->count - r->not_run,
		list->count - r->not_run == 1 ? "" : "s", r->runs, r->cached);
}

/*
 * Warns that bound b (what: "length of " or "") never reached its end
 * ("maximum" or "minimum", declared end_text), seen telling what it reached.
 */
static void
warn_unreached(const struct validation_bound *b, const char *what, const char *end,
	       const char *end_text, const char *seen, size_t *warnings)
{
	print_place(b->validator->spec.source, 0, 0);
	fputs(b->kind == BOUND_FEATURE ? "warning: feature '" : "warning: bound '", stderr);
	fputs(what, stderr);
	escape_line(stderr, b->name);
	if (b->kind == BOUND_FEATURE)
		fputs("' never hit by any case\n", stderr);
	else if (!strcmp(end_text, "?"))
		fprintf(stderr, "' never reached its %s%s\n", end, seen);
	else
		fprintf(stderr, "' never reached its %s %s%s\n", end, end_text, seen);
	(*warnings)++;
}

/* Which case an end was reached in, or "not reached". */
static void
print_hit(FILE *out, const char *which, bool hit, const char *name)
{
	fprintf(out, "%s %s", which, hit ? "reached (case '" : "not reached");
	if (hit) {
		escape_line(out, name);
		fputs("')", out);
	}
}

/*
 * Each bound of r to out, and a warning for each extreme no case reaches:
 * with the extremes read when the validator's header told them, else (a
 * testlib log) only whether each end was hit.
 */
static void
print_bounds(const struct validation_report *r, FILE *out, size_t *warnings)
{
	char seen[64];

	for (size_t i = 0; i < r->bounds.count; i++) {
		const struct validation_bound *b = &r->bounds.items[i];
		const char *what = b->kind == BOUND_LENGTH ? "length of " : "";
		bool extremes = b->kind == BOUND_VALUE || b->kind == BOUND_LENGTH;

		fputs(b->kind == BOUND_FEATURE ? "  feature '" : "  bound '", out);
		fputs(what, out);
		escape_line(out, b->name);
		fputs("' of '", out);
		escape_line(out, b->validator->name);
		if (b->kind == BOUND_FEATURE) {
			fputs(b->max_hit ? "': hit (case '" : "': not hit", out);
			if (b->max_hit) {
				escape_line(out, b->max_name);
				fputs("')", out);
			}
		} else if (extremes) {
			fprintf(out, "' in [%lld, %lld]: least %lld (case '", b->lo, b->hi, b->min);
			escape_line(out, b->min_name);
			fprintf(out, "'), greatest %lld (case '", b->max);
			escape_line(out, b->max_name);
			fputs("')", out);
		} else {
			fprintf(out, "' in [%s, %s]: ", b->lo_text, b->hi_text);
			print_hit(out, "least", b->min_hit, b->min_name);
			print_hit(out, ", greatest", b->max_hit, b->max_name);
		}
		fputc('\n', out);
		if (!b->max_hit) {
			snprintf(seen, sizeof seen, " (largest seen %lld)", b->max);
			warn_unreached(b, what, "maximum", b->hi_text, extremes ? seen : "", warnings);
		}
		if (!b->min_hit && b->kind != BOUND_FEATURE) {
			snprintf(seen, sizeof seen, " (smallest seen %lld)", b->min);
			warn_unreached(b, what, "minimum", b->lo_text, extremes ? seen : "", warnings);
		}
	}
}

int
cli_validate_problem(struct pipeline *pl, const struct problem *p, const struct testdata *td,
		     const struct validation_params *params, FILE *out, size_t *errors,
		     size_t *warnings)
{
	struct validation_report r;
	size_t before = *errors;

	if (!p->validators.count)
		return 0;
	pipeline_validate(pl, p, td, params, &r);
	progress_clear();
	print_report(p, &r, out, errors, warnings);
	if (out && params->coverage && !r.judge_error)
		print_bounds(&r, out, warnings);
	int rc = r.judge_error && !r.bad_validator ? EXIT_JUDGE_ERROR
		 : *errors > before ? EXIT_USAGE : 0;

	validation_report_fini(&r);
	return rc;
}

/* Writes the name of t's checker: its source's file name, else its built-in type. */
static void
print_checker(const struct checker_test *t)
{
	const char *source = t->checker->source, *base = source ? strrchr(source, '/') : NULL;

	if (t->checker->type != CHECKER_CUSTOM) {
		fprintf(stderr, "the built-in '%s' checker",
			problem_checker_type_name(t->checker->type));
		return;
	}
	fputs("checker '", stderr);
	escape_line(stderr, base ? base + 1 : source);
	fputc('\'', stderr);
}

int
cli_check_checkers(struct pipeline *pl, const struct problem *p, const struct testdata *td,
		   const struct language_table *languages, FILE *out, size_t *errors)
{
	struct checker_test_report r;
	size_t tests = 0, rejected = 0;

	for (size_t i = 0; i < td->nfiles; i++)
		tests += td->files[i].nchecker_tests;
	if (!tests)
		return 0;
	int checked = pipeline_check_checkers(pl, p, td, languages, &r);

	progress_clear();
	if (checked < 0) {
		fprintf(stderr, "judge: %s: ", p->id);
		escape_log(stderr, r.error);
		fputc('\n', stderr);
		*errors += r.bad_checker;
		int rc = r.bad_checker ? EXIT_USAGE : EXIT_JUDGE_ERROR;

		checker_test_report_fini(&r);
		return rc;
	}
	for (size_t i = 0; i < r.count; i++) {
		const struct checker_test_finding *f = &r.findings[i];
		const struct checker_test *t = f->test;

		print_place(t->file, t->line, t->column);
		if (f->kind == CHECKER_TEST_FAILED) {
			print_checker(t);
			fputs(" failed on output '", stderr);
		} else {
			fputs(f->kind == CHECKER_TEST_ACCEPTED ? "invalid" : "valid", stderr);
			fputs(" output '", stderr);
		}
		escape_line(stderr, t->name);
		fputc('\'', stderr);
		if (f->kind != CHECKER_TEST_FAILED) {
			fputs(f->kind == CHECKER_TEST_ACCEPTED ? " accepted by " : " rejected by ",
			      stderr);
			print_checker(t);
		}
		if (f->kind == CHECKER_TEST_ACCEPTED)
			fputs(" (it must reject it)", stderr);
		if (f->message[0] && f->kind != CHECKER_TEST_ACCEPTED) {
			fputs(": ", stderr);
			escape_log(stderr, f->message);
		}
		fputc('\n', stderr);
		rejected += f->kind == CHECKER_TEST_REJECTED ||
			    (f->kind == CHECKER_TEST_FAILED && f->test->expect == VERDICT_AC);
	}
	*errors += r.count;
	if (out) {
		size_t accepted = r.count - rejected; /* invalid outputs not rejected */

		fprintf(out, "%s: ", p->id);
		if (r.valid)
			fprintf(out, "%zu of %zu valid outputs accepted%s", r.valid - rejected,
				r.valid, r.invalid ? ", " : "");
		if (r.invalid)
			fprintf(out, "%zu of %zu invalid outputs rejected", r.invalid - accepted,
				r.invalid);
		fputs(" by the checkers\n", out);
	}
	int rc = r.count ? EXIT_USAGE : 0;

	checker_test_report_fini(&r);
	return rc;
}

void
cli_validation_progress(void *cmd, const struct problem *p, size_t done, size_t total)
{
	progress_show("%s %s: validating inputs, case %zu/%zu", (const char *)cmd, p->id, done,
		      total);
}

void
cli_validate_before_judging(const char *cmd, struct pipeline *pl, struct problem_set *set,
			    bool no_cache)
{
	const struct validation_params params = {
		.languages = &set->languages, .no_cache = no_cache,
		.on_case = cli_validation_progress, .on_case_arg = (void *)cmd,
	};
	size_t errors = 0, warnings = 0;
	int invalid = 0;

	for (size_t i = 0; i < set->count && !pipeline_interrupted(); i++) {
		int rc = cli_validate_problem(pl, set->problems[i], &set->testdata[i], &params, NULL,
					      &errors, &warnings);
		if (rc > invalid)
			invalid = rc;
	}

	if (!invalid && !pipeline_interrupted())
		return;
	pipeline_free(pl);
	problem_set_fini(set);
	if (!invalid) {
		fprintf(stderr, "judge: interrupted\n");
		exit(128 + cli_caught_signal());
	}
	die(invalid, "not judging: %s", invalid == EXIT_USAGE
	    ? "input validation failed (see above; --no-validate judges anyway)"
	    : "the inputs could not be validated");
}
