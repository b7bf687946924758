/* Input validation: every input validator run on every case's input, in parallel, cached. */
#include "validation.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "base/escape.h"
#include "case.h"
#include "custom_checker.h"
#include "result_cache.h"

/* The most arguments a validator gets. */
#define VALIDATOR_ARGS_MAX 64

/* What the threads of one validation share. */
struct validation_run {
	const struct problem *problem;
	const struct testdata *td;
	const struct custom_checker_set *programs;
	struct result_cache **caches;  /* per validator of the problem, or NULL entries */
	struct sandbox_report sandbox;
	size_t nthreads;
	pthread_mutex_t lock;          /* over report and the caches */
	struct validation_report *report;
};

/* One thread: a sandbox, an output buffer, the cases whose index % nthreads is slot. */
struct validation_worker {
	struct validation_run *run;
	struct sandbox *sb;
	size_t slot;
	int stdout_fd;
	pthread_t thread;
	char error[512];               /* why it stopped, or "" */
};

/* How one validator run ended. */
enum judgement { INPUT_VALID, INPUT_REJECTED, VALIDATOR_FAILED };

/* Records a finding about the input of tc (an invalid input's when why), under the lock. */
static int
add_finding(struct validation_run *run, const struct testcase *tc, const char *why,
	    const struct input_validator *v, enum validation_kind kind, const char *message)
{
	struct validation_report *r = run->report;
	int rc = -1;

	pthread_mutex_lock(&run->lock);
	struct validation_finding *grown = realloc(r->findings, (r->count + 1) * sizeof *grown);

	if (grown) {
		r->findings = grown;
		struct validation_finding *f = &grown[r->count];

		*f = (struct validation_finding){
			.kind = kind, .invalid = why != NULL, .index = tc->index,
			.name = strdup(tc->name), .why = why, .file = tc->file, .line = tc->line,
			.column = tc->column, .validator = v,
		};
		snprintf(f->message, sizeof f->message, "%s", message);
		if (f->name) {
			r->count++;
			rc = 0;
		}
	}
	pthread_mutex_unlock(&run->lock);
	return rc;
}

/* The verdict of a run that ended as rr: kattis 42/43, testlib 0/other; else why it failed. */
static enum judgement
judge_run(const struct run_result *rr, enum checker_protocol protocol, char *why, size_t len)
{
	char sig[32];

	why[0] = '\0';
	switch (rr->outcome) {
	case RUN_EXITED:
		if (protocol == CHECKER_PROTOCOL_TESTLIB)
			return rr->exit_code == 0 ? INPUT_VALID : INPUT_REJECTED;
		if (rr->exit_code == 42 || rr->exit_code == 43)
			return rr->exit_code == 42 ? INPUT_VALID : INPUT_REJECTED;
		snprintf(why, len, "exit code %d (a Kattis validator exits with 42 or 43)",
			 rr->exit_code);
		break;
	case RUN_SIGNALED:
		verdict_signal_name(rr->signal, sig, sizeof sig);
		snprintf(why, len, "killed by %s", sig);
		break;
	case RUN_TIME_CPU:
		snprintf(why, len, "timed out (over its %d s of CPU time)",
			 CUSTOM_CHECKER_TIME_MS / 1000);
		break;
	case RUN_TIME_WALL:
		snprintf(why, len, "timed out (over its %d s of wall time)",
			 CUSTOM_CHECKER_WALL_MS / 1000);
		break;
	case RUN_MEMORY:
		snprintf(why, len, "out of memory (over its %lld MiB)",
			 CUSTOM_CHECKER_MEMORY_BYTES >> 20);
		break;
	case RUN_OUTPUT:
		snprintf(why, len, "wrote more than %lld KiB", CUSTOM_CHECKER_OUTPUT_BYTES >> 10);
		break;
	case RUN_SYSCALL:
		snprintf(why, len, "made a forbidden call: %s", rr->detail);
		break;
	case RUN_FAILED:
	case RUN_CANCELLED:
		break;
	}
	return VALIDATOR_FAILED;
}

/*
 * Runs program (validator v) on tc's input with args into *message (what it
 * wrote, or why it failed, then what it wrote).  Returns its judgement, or
 * -1 with err set when it could not be run.
 */
static int
run_validator(struct validation_worker *w, const struct program *program,
	      const struct input_validator *v, const struct ystrings *args,
	      const struct testcase *tc, char *message, size_t msglen, char *err, size_t errlen)
{
	char *argv_args[VALIDATOR_ARGS_MAX + 1] = {0}, why[160], text[RUN_STDERR_CAP];
	size_t nargs = args ? args->count : 0;
	struct run_result rr;
	char **argv = NULL, **env = NULL;
	int in, rc = -1;

	if (nargs > VALIDATOR_ARGS_MAX) {
		snprintf(err, errlen, "more than %d arguments for validator '%s'",
			 VALIDATOR_ARGS_MAX, v->name);
		return -1;
	}
	for (size_t i = 0; i < nargs; i++)
		argv_args[i] = args->items[i];
	if ((in = case_open_input(&tc->input, err, errlen)) < 0)
		return -1;
	if (ftruncate(w->stdout_fd, 0) < 0 || lseek(w->stdout_fd, 0, SEEK_SET) < 0) {
		snprintf(err, errlen, "cannot empty an output buffer: %s", strerror(errno));
		goto out;
	}
	struct run_spec rs = {
		.stdin_fd = in,
		.stdout_fd = w->stdout_fd,
		.limits = custom_checker_limits,
		.profile = SANDBOX_CHECKER,
		.cancel_fd = pipeline_cancel_fd(),
	};

	program_spec(program, &rs);
	if (!(argv = program_argv(program, w->sb, &rs, argv_args, err, errlen)) ||
	    program_env(program, w->sb, &rs, &env, err, errlen) < 0)
		goto out;
	rs.argv = argv;
	rs.env = env;
	if (sandbox_run(w->sb, &rs, &rr) < 0 || rr.outcome == RUN_FAILED) {
		snprintf(err, errlen, "validator '%s': sandbox: %s", v->name, rr.detail);
		goto out;
	}
	if (rr.outcome == RUN_CANCELLED) {
		snprintf(err, errlen, "interrupted");
		goto out;
	}
	rc = (int)judge_run(&rr, v->spec.protocol, why, sizeof why);
	/* Its standard error, else its standard output. */
	size_t len = rr.stderr_len < sizeof text ? rr.stderr_len : sizeof text - 1;

	memcpy(text, rr.stderr_head, len);
	if (len == 0) {
		ssize_t n = pread(w->stdout_fd, text, sizeof text - 1, 0);
		len = n > 0 ? (size_t)n : 0;
	}
	snprintf(message, msglen, "%s%s", why, why[0] && len ? ": " : "");
	escape_append(message, msglen, text, len, CUSTOM_CHECKER_MESSAGE_MAX);
out:
	language_argv_free(argv);
	language_argv_free(env);
	close(in);
	return rc;
}

/*
 * Judges the input of tc with validator number i of the problem (args its
 * arguments), from the cache or by a run: its judgement, what it said into
 * message; -1 with w->error when it could not be run.
 */
static int
judge_input(struct validation_worker *w, size_t i, const struct ystrings *args,
	    const struct testcase *tc, char *message, size_t msglen)
{
	struct validation_run *run = w->run;
	const struct input_validator *v = &run->problem->validators.items[i];
	const struct program *program = custom_checker_set_program(run->programs, &v->spec);
	struct case_result cr = {0};
	unsigned char key[16];
	bool keyed = false, cached = false;
	int judged;

	if (run->caches[i] &&
	    result_cache_key_validation(&tc->input, args ? (const char *const *)args->items : NULL,
					args ? args->count : 0, &run->sandbox, key) == 0) {
		keyed = true;
		pthread_mutex_lock(&run->lock);
		cached = result_cache_get(run->caches[i], key, &cr);
		pthread_mutex_unlock(&run->lock);
	}
	if (cached) {
		judged = cr.verdict == VERDICT_AC ? INPUT_VALID : INPUT_REJECTED;
	} else {
		judged = run_validator(w, program, v, args, tc, cr.message, sizeof cr.message,
				       w->error, sizeof w->error);
		if (judged < 0)
			return -1;
		cr.verdict = judged == INPUT_VALID ? VERDICT_AC : VERDICT_WA;
	}
	pthread_mutex_lock(&run->lock);
	if (cached)
		run->report->cached++;
	else
		run->report->runs++;
	/* A failure may not happen again (a timeout): only verdicts are kept. */
	if (keyed && !cached && judged != VALIDATOR_FAILED)
		result_cache_put(run->caches[i], key, &cr);
	pthread_mutex_unlock(&run->lock);
	snprintf(message, msglen, "%s", cr.message);
	return judged;
}

/*
 * Validates tc, of the testdata file f, with every validator the judge runs:
 * a case's input (why NULL) must be accepted by all, an invalid input's
 * rejected by one.  Returns 0, or -1 with w->error.
 */
static int
validate_input(struct validation_worker *w, const struct testdata_file *f,
	       const struct testcase *tc, const char *why)
{
	struct validation_run *run = w->run;
	const struct input_validator_list *list = &run->problem->validators;
	char message[sizeof ((struct case_result *)0)->message];
	bool rejected = false;

	for (size_t i = 0; i < list->count; i++) {
		const struct input_validator *v = &list->items[i];

		if (!custom_checker_set_program(run->programs, &v->spec))
			continue;
		int judged = judge_input(w, i, input_args_for(&f->input_args, v->name), tc,
					 message, sizeof message);

		if (judged < 0)
			return -1;
		rejected |= judged == INPUT_REJECTED;
		bool bad = judged == VALIDATOR_FAILED || (judged == INPUT_REJECTED && !why);

		if (bad && add_finding(run, tc, why, v, judged == VALIDATOR_FAILED
				       ? VALIDATION_FAILED : VALIDATION_REJECTED, message) < 0)
			goto oom;
	}
	if (why && !rejected && add_finding(run, tc, why, NULL, VALIDATION_ACCEPTED, "") < 0)
		goto oom;
	pthread_mutex_lock(&run->lock);
	if (why)
		run->report->invalid++;
	else
		run->report->inputs++;
	pthread_mutex_unlock(&run->lock);
	return 0;
oom:
	snprintf(w->error, sizeof w->error, "out of memory");
	return -1;
}

/* Validates the invalid inputs of td's files, after the cases, in order. */
static void
validate_invalid(struct validation_worker *w)
{
	const struct testdata *td = w->run->td;
	size_t index = td->count;

	for (size_t f = 0; f < td->nfiles && !w->error[0]; f++) {
		for (size_t k = 0; k < td->files[f].ninvalid && !w->error[0]; k++) {
			const struct invalid_input *v = &td->files[f].invalid[k];
			const struct testcase tc = {
				.name = v->name, .index = index++, .file = td->files[f].path,
				.line = v->line, .column = v->column, .input = v->input,
			};

			if (pipeline_interrupted())
				snprintf(w->error, sizeof w->error, "interrupted");
			else
				validate_input(w, &td->files[f], &tc, v->why ? v->why : "");
		}
	}
}

/* A thread: reads every case, validates its share of them. */
static void *
worker_main(void *arg)
{
	struct validation_worker *w = arg;
	const struct testdata *td = w->run->td;
	struct testcase tc;
	struct diag d;
	size_t file = 0, left = td->nfiles ? td->files[0].count : 0;
	int got;

	diag_init(&d);
	struct testdata_reader *r = testdata_reader_new(td, &d);

	if (!r)
		snprintf(w->error, sizeof w->error, "out of memory");
	while (r && (got = testdata_read(r, &tc)) > 0) {
		/* Cases come file by file: the one this case is in. */
		while (left == 0 && file + 1 < td->nfiles)
			left = td->files[++file].count;
		left--;
		int rc = 0;

		if (tc.index % w->run->nthreads == w->slot && !pipeline_interrupted())
			rc = validate_input(w, &td->files[file], &tc, NULL);
		testcase_fini(&tc);
		if (rc < 0)
			break;
		if (pipeline_interrupted()) {
			snprintf(w->error, sizeof w->error, "interrupted");
			break;
		}
	}
	if (r && got < 0 && !w->error[0]) {
		const struct diag_entry *e = diag_first_error(&d);
		char *text = e ? diag_entry_text(e) : NULL;

		snprintf(w->error, sizeof w->error, "testdata changed while validating: %s",
			 text ? text : "cannot read it");
		free(text);
	}
	testdata_reader_free(r);
	diag_fini(&d);
	return NULL;
}

/*
 * Compiles the validators the judge can run into set, on the sandboxes.
 * Returns 0, or -1 with out's error (and bad_validator when the fault is a
 * validator's).
 */
static int
build(const struct problem *p, const struct language_table *languages, struct sandbox *const *sbs,
      size_t nsb, struct custom_checker_set *set, struct validation_report *out)
{
	const struct input_validator_list *list = &p->validators;
	const struct checker_spec **specs = calloc(list->count, sizeof *specs);
	struct compile_task *tasks = calloc(list->count, sizeof *tasks);
	const struct compile_job job = {.limits = &p->compiler, .cancel_fd = pipeline_cancel_fd()};
	size_t n = 0, ntasks;
	int rc = -1;

	out->judge_error = true;
	if (!specs || !tasks) {
		snprintf(out->error, sizeof out->error, "out of memory");
		goto done;
	}
	for (size_t i = 0; i < list->count; i++)
		if (!list->items[i].not_run)
			specs[n++] = &list->items[i].spec;
	set->role = "validator";
	if (custom_checker_set_plan(set, languages, specs, n, &job, tasks, &ntasks, out->error,
				    sizeof out->error) < 0) {
		out->bad_validator = true;
		goto done;
	}
	compile_all(sbs, nsb, tasks, ntasks);
	for (size_t i = 0; i < ntasks; i++) {
		if (tasks[i].rc < 0) {
			snprintf(out->error, sizeof out->error, "cannot compile validator '%s': %s",
				 specs[i]->source, tasks[i].err);
			goto done;
		}
	}
	if (custom_checker_set_open(set, tasks, out->error, sizeof out->error) < 0) {
		out->bad_validator = true;
		goto done;
	}
	out->judge_error = false;
	rc = 0;
done:
	free(specs);
	free(tasks);
	return rc;
}

static int
by_case_then_validator(const void *a, const void *b)
{
	const struct validation_finding *x = a, *y = b;

	if (x->index != y->index)
		return x->index < y->index ? -1 : 1;
	return (x->validator > y->validator) - (x->validator < y->validator);
}

int
pipeline_validate(struct pipeline *pl, const struct problem *p, const struct testdata *td,
		  const struct language_table *languages, bool no_cache,
		  struct validation_report *out)
{
	const struct input_validator_list *list = &p->validators;
	struct custom_checker_set set = {0};
	struct validation_run run = {.problem = p, .td = td, .programs = &set, .report = out};
	struct validation_worker *workers = NULL;
	size_t nsb, ready = 0;
	struct sandbox *const *sbs = pipeline_sandboxes(pl, &nsb);

	memset(out, 0, sizeof *out);
	for (size_t i = 0; i < list->count; i++)
		out->not_run += list->items[i].not_run != NULL;
	if (out->not_run == list->count)
		return 0;
	if (build(p, languages, sbs, nsb, &set, out) < 0)
		goto out;
	run.caches = calloc(list->count, sizeof *run.caches);
	run.nthreads = nsb < td->count ? nsb : td->count ? td->count : 1;
	workers = calloc(run.nthreads, sizeof *workers);
	if (!run.caches || !workers) {
		out->judge_error = true;
		snprintf(out->error, sizeof out->error, "out of memory");
		goto out;
	}
	for (size_t i = 0; i < list->count && !no_cache; i++) {
		const struct program *program = custom_checker_set_program(&set, &list->items[i].spec);

		if (program)
			run.caches[i] = result_cache_open(program->key);
	}
	pipeline_describe(pl, &run.sandbox);
	pthread_mutex_init(&run.lock, NULL);
	/* Worker 0 is this thread; the others get threads of their own. */
	for (; ready < run.nthreads; ready++) {
		struct validation_worker *w = &workers[ready];

		*w = (struct validation_worker){.run = &run, .sb = sbs[ready], .slot = ready};
		if ((w->stdout_fd = memfd_create("judge-validator-stdout", MFD_CLOEXEC)) < 0) {
			snprintf(out->error, sizeof out->error, "cannot create an output buffer: %s",
				 strerror(errno));
			break;
		}
		if (ready > 0 && pthread_create(&w->thread, NULL, worker_main, w) != 0) {
			snprintf(out->error, sizeof out->error, "cannot start a thread");
			close(w->stdout_fd);
			break;
		}
	}
	if (ready > 0)
		worker_main(&workers[0]);
	for (size_t i = 1; i < ready; i++)
		pthread_join(workers[i].thread, NULL);
	/* Few, and after the cases: on this thread. */
	if (ready == run.nthreads && !workers[0].error[0])
		validate_invalid(&workers[0]);
	for (size_t i = 0; i < ready; i++) {
		struct validation_worker *w = &workers[i];

		close(w->stdout_fd);
		if (w->error[0] && !out->error[0])
			snprintf(out->error, sizeof out->error, "%s", w->error);
	}
	pthread_mutex_destroy(&run.lock);
	out->judge_error = out->error[0] != '\0';
	qsort(out->findings, out->count, sizeof *out->findings, by_case_then_validator);
out:
	for (size_t i = 0; run.caches && i < list->count; i++) {
		if (run.caches[i])
			result_cache_save(run.caches[i]);
		result_cache_free(run.caches[i]);
	}
	free(run.caches);
	free(workers);
	custom_checker_set_fini(&set);
	return out->judge_error ? -1 : 0;
}

void
validation_report_fini(struct validation_report *r)
{
	for (size_t i = 0; i < r->count; i++)
		free(r->findings[i].name);
	free(r->findings);
	memset(r, 0, sizeof *r);
}
