/* Checker self-tests: outputs each checker must accept or reject, checked with it. */
#include "checker_tests.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "case.h"
#include "custom_checker.h"

/* What checking a problem's checker tests holds. */
struct checker_tests_run {
	struct custom_checker_set set; /* the custom checkers, compiled */
	struct custom_checker *cc;     /* their files in the first sandbox, made on first use */
	struct sandbox *sb;
	struct checker_test_report *report;
};

/* Records a finding about t.  Returns 0, or -1 when out of memory. */
static int
add_finding(struct checker_test_report *r, const struct checker_test *t,
	    enum checker_test_kind kind, const char *message)
{
	struct checker_test_finding *grown = realloc(r->findings, (r->count + 1) * sizeof *grown);

	if (!grown)
		return -1;
	r->findings = grown;
	grown[r->count] = (struct checker_test_finding){.kind = kind, .test = t};
	snprintf(grown[r->count].message, sizeof grown[r->count].message, "%s", message);
	r->count++;
	return 0;
}

/* The built-in checker of t on its output into *res.  Returns 0, or -1 with res's message. */
static int
compare_builtin(const struct checker_test *t, struct check_result *res)
{
	FILE *expected = case_data_open(&t->answer);
	FILE *received = expected ? case_data_open(&t->output) : NULL;
	int rc = -1;

	memset(res, 0, sizeof *res);
	if (!received)
		snprintf(res->message, sizeof res->message, "cannot open '%s'",
			 expected ? t->output.path : t->answer.path);
	else
		rc = checker_compare(t->checker, expected, received, res);
	if (received)
		fclose(received);
	if (expected)
		fclose(expected);
	return rc;
}

/*
 * The custom checker of t on its output into *res, detail as
 * custom_checker_run()'s.  Returns 0 when it ran, -1 with res's message
 * when it could not be run.
 */
static int
run_custom(struct checker_tests_run *run, const struct checker_test *t, struct check_result *res,
	   char *detail, size_t detaillen)
{
	const struct program *program = custom_checker_set_program(&run->set, t->checker);
	const struct testcase tc = {
		.name = t->name, .file = t->file, .line = t->line, .column = t->column,
		.input = t->input, .output = t->answer, .checker = t->checker,
	};
	int out, rc;

	memset(res, 0, sizeof *res);
	if (!run->cc && !(run->cc = custom_checker_new(run->sb, res->message, sizeof res->message)))
		return -1;
	if ((out = case_open_input(&t->output, run->sb, res->message, sizeof res->message)) < 0)
		return -1;
	rc = custom_checker_run(run->cc, program, t->checker, &run->set.limits, &tc, out,
				pipeline_cancel_fd(), res, detail, detaillen);
	close(out);
	return rc;
}

/* Checks t with its checker.  Returns 0, or -1 with the report's error. */
static int
check_test(struct checker_tests_run *run, const struct checker_test *t)
{
	struct checker_test_report *r = run->report;
	struct check_result res;
	char detail[128] = "", message[sizeof res.message + sizeof detail + 2];
	bool custom = t->checker->type == CHECKER_CUSTOM;
	int rc = custom ? run_custom(run, t, &res, detail, sizeof detail)
			: compare_builtin(t, &res);

	/* What keeps the judge from checking (not the checker's fault) stops it. */
	if (rc < 0 || (res.verdict == VERDICT_JE && (!custom || !detail[0]))) {
		snprintf(r->error, sizeof r->error, "checker test '%s': %s", t->name, res.message);
		return -1;
	}
	if (t->expect == VERDICT_AC)
		r->valid++;
	else
		r->invalid++;
	/* The detail says what went wrong ("checker exit code 5", "presentation error"). */
	snprintf(message, sizeof message, "%s%s%s", detail, detail[0] && res.message[0] ? ": " : "",
		 res.message);
	if (res.verdict == VERDICT_JE)
		rc = add_finding(r, t, CHECKER_TEST_FAILED, message);
	else if (res.verdict != t->expect)
		rc = add_finding(r, t, t->expect == VERDICT_AC ? CHECKER_TEST_REJECTED
							     : CHECKER_TEST_ACCEPTED, message);
	if (rc < 0)
		snprintf(r->error, sizeof r->error, "out of memory");
	return rc;
}

/*
 * Compiles the custom checkers of td's checker tests into run's set, on the
 * sandboxes.  Returns 0, or -1 with the report's error (and bad_checker when
 * the fault is a checker's).
 */
static int
build(struct checker_tests_run *run, const struct problem *p, const struct testdata *td,
      const struct language_table *languages, struct sandbox *const *sbs, size_t nsb)
{
	struct checker_test_report *r = run->report;
	const struct checker_spec **specs = calloc(td->nfiles + 1, sizeof *specs);
	struct compile_task *tasks = calloc(td->nfiles + 1, sizeof *tasks);
	const struct compile_job job = {.limits = &p->compiler, .cancel_fd = pipeline_cancel_fd()};
	size_t n = 0, ntasks;
	int rc = -1;

	if (!specs || !tasks) {
		snprintf(r->error, sizeof r->error, "out of memory");
		goto done;
	}
	/* A file's tests share its checker. */
	for (size_t i = 0; i < td->nfiles; i++)
		if (td->files[i].nchecker_tests)
			specs[n++] = td->files[i].checker_tests[0].checker;
	run->set.limits = custom_checker_limits_for(p, false);
	run->set.problem = p;
	if (custom_checker_set_plan(&run->set, languages, specs, n, &job, tasks, &ntasks, r->error,
				    sizeof r->error) < 0) {
		r->bad_checker = true;
		goto done;
	}
	if (ntasks)
		compile_all(sbs, nsb, tasks, ntasks);
	if (custom_checker_set_open(&run->set, tasks, r->error, sizeof r->error) < 0) {
		/* A compile that could not happen is the judge's fault, not the checker's. */
		r->bad_checker = true;
		for (size_t i = 0; i < ntasks; i++)
			r->bad_checker &= tasks[i].rc == 0;
		goto done;
	}
	rc = 0;
done:
	free(specs);
	free(tasks);
	return rc;
}

int
pipeline_check_checkers(struct pipeline *pl, const struct problem *p, const struct testdata *td,
			const struct language_table *languages, struct checker_test_report *out)
{
	struct checker_tests_run run = {.report = out};
	size_t nsb = 0;
	struct sandbox *const *sbs = pl ? pipeline_sandboxes(pl, &nsb) : NULL;
	int rc = -1;

	memset(out, 0, sizeof *out);
	run.sb = sbs ? sbs[0] : NULL;
	if (build(&run, p, td, languages, sbs, nsb) < 0)
		goto out;
	for (size_t i = 0; i < td->nfiles; i++) {
		for (size_t k = 0; k < td->files[i].nchecker_tests; k++) {
			if (pipeline_interrupted()) {
				snprintf(out->error, sizeof out->error, "interrupted");
				goto out;
			}
			if (check_test(&run, &td->files[i].checker_tests[k]) < 0)
				goto out;
		}
	}
	rc = 0;
out:
	out->judge_error = rc < 0;
	custom_checker_free(run.cc);
	custom_checker_set_fini(&run.set);
	return rc;
}

void
checker_test_report_fini(struct checker_test_report *r)
{
	free(r->findings);
	memset(r, 0, sizeof *r);
}
