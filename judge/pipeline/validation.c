/* Input validation: every input validator run on every case's input, in parallel, cached. */
#include "validation.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include <limits.h>
#include <sys/stat.h>

#include <xxhash.h>

#include "base/escape.h"
#include "base/fsutil.h"
#include "case.h"
#include "custom_checker.h"
#include "mutation.h"
#include "result_cache.h"

/* The most arguments a validator gets. */
#define VALIDATOR_ARGS_MAX 64
/* The largest input generic invalid inputs are made from. */
#define GENERIC_BASE_MAX (1 << 20)

/* The input of the case generic invalid inputs are made from. */
struct generic_base {
	size_t index;                  /* the case's; SIZE_MAX while none */
	size_t file;                   /* its testdata file */
	char *name, *text;
	size_t len;
	const char *path;              /* where it is, as for a finding */
	int line, column;
};

/* Which inputs a validation is of: what may be cached, what counts. */
enum input_role { ROLE_CASE, ROLE_INVALID, ROLE_GENERIC, ROLE_TEST };

/* What the threads of one validation share. */
struct validation_run {
	const struct problem *problem;
	const struct testdata *td;
	const struct custom_checker_set *programs;
	struct result_cache **caches;  /* per validator of the problem, or NULL entries */
	struct sandbox_report sandbox;
	const struct validation_params *params;
	size_t nthreads;
	pthread_mutex_t lock;          /* over report, base, the caches and done */
	size_t done;                   /* cases validated, for params->on_case */
	struct validation_report *report;
	struct generic_base base;
};

/* One thread: a sandbox, an output buffer, the cases whose index % nthreads is slot. */
struct validation_worker {
	struct validation_run *run;
	struct sandbox *sb;
	size_t slot;
	int stdout_fd;
	int bounds_fd;                 /* a memfd: the validator's descriptor 3, for its bounds */
	pthread_t thread;
	char error[512];               /* why it stopped, or "" */
};

/* How one validator run ended. */
enum judgement { INPUT_VALID, INPUT_REJECTED, VALIDATOR_FAILED };

/* What an input is to the validation: a case's, an invalid input's, a generic one's. */
struct input_job {
	enum input_role role;
	const char *why;               /* ROLE_INVALID: what is wrong with it, or "" */
	const char *from;              /* ROLE_GENERIC: the case it was made from */
};

/* Records a finding about the input of tc (job says whose), under the lock. */
static int
add_finding(struct validation_run *run, const struct testcase *tc, const struct input_job *job,
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
			.kind = kind, .index = tc->index,
			.invalid = job->role == ROLE_INVALID || job->role == ROLE_GENERIC,
			.test = job->role == ROLE_TEST,
			.name = strdup(tc->name), .why = job->why, .file = tc->file,
			.line = tc->line, .column = tc->column, .validator = v,
			.from = job->from ? strdup(job->from) : NULL,
		};
		snprintf(f->message, sizeof f->message, "%s", message);
		if (f->name && (f->from || !job->from)) {
			r->count++;
			rc = 0;
		} else {
			free(f->name);
			free(f->from);
		}
	}
	pthread_mutex_unlock(&run->lock);
	return rc;
}

/*
 * The verdict of a run that ended as rr (under limits): kattis 42/43,
 * testlib 0/other; else why it failed.
 */
static enum judgement
judge_run(const struct run_result *rr, enum checker_protocol protocol,
	  const struct validator_limits *limits, char *why, size_t len)
{
	char sig[32], over[96];

	why[0] = '\0';
	switch (rr->outcome) {
	case RUN_EXITED:
		if (protocol == CHECKER_PROTOCOL_TESTLIB)
			return rr->exit_code == 0 ? INPUT_VALID : INPUT_REJECTED;
		/*
		 * Any code but 42 leaves the input unconfirmed, which rejects it (the
		 * package format's rule: validators commonly fail an assert, exit 1);
		 * one other than 43 is said, as it may be the validator's own bug.
		 */
		if (rr->exit_code != 42 && rr->exit_code != 43)
			snprintf(why, len, "exit code %d", rr->exit_code);
		return rr->exit_code == 42 ? INPUT_VALID : INPUT_REJECTED;
	case RUN_SIGNALED:
		verdict_signal_name(rr->signal, sig, sizeof sig);
		snprintf(why, len, "killed by %s", sig);
		break;
	case RUN_TIME_CPU:
	case RUN_TIME_WALL:
	case RUN_MEMORY:
	case RUN_OUTPUT:
		custom_checker_limit_text(limits, rr, over, sizeof over);
		snprintf(why, len, "%s (%s)", custom_checker_limit_name(rr->outcome), over);
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
 * wrote, after why it failed or an unusual exit code).  Returns its judgement, or
 * -1 with err set when it could not be run.
 */
static int
run_validator(struct validation_worker *w, const struct program *program,
	      const struct input_validator *v, const struct ystrings *args, bool bounds,
	      const struct testcase *tc, char *message, size_t msglen, char *err, size_t errlen)
{
	char *argv_args[VALIDATOR_ARGS_MAX + 3] = {0}, why[160], text[RUN_STDERR_CAP];
	size_t nargs = args ? args->count : 0;
	struct run_result rr;
	char **argv = NULL, **env = NULL, *envs[RUN_ENV_MAX + 1] = {0};
	const int files[] = {w->bounds_fd};
	size_t nenv = 0;
	int in, rc = -1;

	if (nargs > VALIDATOR_ARGS_MAX) {
		snprintf(err, errlen, "more than %d arguments for validator '%s'",
			 VALIDATOR_ARGS_MAX, v->name);
		return -1;
	}
	for (size_t i = 0; i < nargs; i++)
		argv_args[i] = args->items[i];
	/* testlib writes its test-overview log where this says: descriptor 3 too. */
	if (bounds && v->spec.protocol == CHECKER_PROTOCOL_TESTLIB) {
		argv_args[nargs] = "--testOverviewLogFileName";
		argv_args[nargs + 1] = "/proc/self/fd/3";
	}
	if ((in = case_open_input(&tc->input, w->sb, err, errlen)) < 0)
		return -1;
	if (ftruncate(w->stdout_fd, 0) < 0 || lseek(w->stdout_fd, 0, SEEK_SET) < 0 ||
	    ftruncate(w->bounds_fd, 0) < 0 || lseek(w->bounds_fd, 0, SEEK_SET) < 0) {
		snprintf(err, errlen, "cannot empty an output buffer: %s", strerror(errno));
		goto out;
	}
	/* judge_validate.h writes its bounds to descriptor 3 (files[0]), as testlib may. */
	struct run_spec rs = {
		.stdin_fd = in,
		.stdout_fd = w->stdout_fd,
		.limits = w->run->programs->limits.run,
		.profile = SANDBOX_CHECKER,
		.cancel_fd = pipeline_cancel_fd(),
		.files = files,
		.nfiles = 1,
		.nwritten = 1,   /* bounded as its standard output is */
	};

	program_spec(program, &rs);
	if (!(argv = program_argv(program, w->sb, &rs, argv_args, err, errlen)) ||
	    program_env(program, w->sb, &rs, &env, err, errlen) < 0)
		goto out;
	for (; env && env[nenv] && nenv + 1 < RUN_ENV_MAX; nenv++)
		envs[nenv] = env[nenv];
	envs[nenv] = "JUDGE_BOUNDS_FD=3";
	rs.argv = argv;
	rs.env = envs;
	if (sandbox_run(w->sb, &rs, &rr) < 0 || rr.outcome == RUN_FAILED) {
		snprintf(err, errlen, "validator '%s': sandbox: %s", v->name, rr.detail);
		goto out;
	}
	if (rr.outcome == RUN_CANCELLED) {
		snprintf(err, errlen, "interrupted");
		goto out;
	}
	rc = (int)judge_run(&rr, v->spec.protocol, &w->run->programs->limits, why, sizeof why);
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
 * The bounds validator v told of (in w's bounds buffer) for case tc, into
 * the report: judge_validate.h's lines, or a testlib validator's overview
 * log.  Returns 0, or -1 with why (then none of them are merged).
 */
static int
collect_bounds(struct validation_worker *w, const struct input_validator *v,
	       const struct testcase *tc, char *why, size_t whylen)
{
	const struct bound_origin o = {v, tc->index, tc->name};
	char *text = NULL;
	struct stat st;
	ssize_t n;
	int rc = -1;

	if (fstat(w->bounds_fd, &st) < 0 || st.st_size == 0)
		return 0;
	if (st.st_size > BOUNDS_TEXT_MAX) {
		snprintf(why, whylen, "%lld bytes, over the %d KiB the judge reads",
			 (long long)st.st_size, BOUNDS_TEXT_MAX >> 10);
		return -1;
	}
	if (!(text = malloc((size_t)st.st_size)) ||
	    (n = pread(w->bounds_fd, text, (size_t)st.st_size, 0)) < 0) {
		snprintf(why, whylen, "cannot read them: %s", strerror(errno));
		goto out;
	}
	pthread_mutex_lock(&w->run->lock);
	if (v->spec.protocol == CHECKER_PROTOCOL_TESTLIB)
		rc = bound_set_read_testlib(&w->run->report->bounds, &o, text, (size_t)n, why,
					    whylen);
	else
		rc = bound_set_read_header(&w->run->report->bounds, &o, text, (size_t)n, why,
					   whylen);
	pthread_mutex_unlock(&w->run->lock);
out:
	free(text);
	return rc;
}

/*
 * Judges the input of tc (whose: role) with validator number i of the
 * problem (args its arguments), from the cache or by a run: its judgement,
 * what it said into message; -1 with w->error when it could not be run.
 * With coverage, a case's input is run (bounds are not cached) and its
 * bounds collected.
 */
static int
judge_input(struct validation_worker *w, size_t i, const struct ystrings *args,
	    const struct testcase *tc, enum input_role role, char *message, size_t msglen)
{
	struct validation_run *run = w->run;
	const struct input_validator *v = &run->problem->validators.items[i];
	const struct program *program = custom_checker_set_program(run->programs, &v->spec);
	bool bounds = role == ROLE_CASE && run->params->coverage;
	struct case_result cr = {0};
	unsigned char key[16];
	bool keyed = false, cached = false;
	char why[200];
	int judged;

	if (run->caches[i] &&
	    result_cache_key_validation(&tc->input, &v->spec, &run->programs->limits.run,
					args ? (const char *const *)args->items : NULL,
					args ? args->count : 0, &run->sandbox, key) == 0) {
		keyed = true;
		pthread_mutex_lock(&run->lock);
		cached = !bounds && result_cache_get(run->caches[i], key, &cr);
		pthread_mutex_unlock(&run->lock);
	}
	if (cached) {
		judged = cr.verdict == VERDICT_AC ? INPUT_VALID : INPUT_REJECTED;
	} else {
		judged = run_validator(w, program, v, args, bounds, tc, cr.message,
				       sizeof cr.message, w->error, sizeof w->error);
		if (judged < 0)
			return -1;
		cr.verdict = judged == INPUT_VALID ? VERDICT_AC : VERDICT_WA;
		if (bounds && judged == INPUT_VALID &&
		    collect_bounds(w, v, tc, why, sizeof why) < 0 &&
		    add_finding(run, tc, &(const struct input_job){ROLE_CASE, NULL, NULL}, v,
				VALIDATION_BAD_BOUNDS, why) < 0) {
			snprintf(w->error, sizeof w->error, "out of memory");
			return -1;
		}
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

/* A copy of the input d (at most GENERIC_BASE_MAX bytes), its length in *len; else NULL. */
static char *
read_input(const struct case_data *d, size_t *len)
{
	char *text = malloc(GENERIC_BASE_MAX + 1);
	FILE *in = NULL;

	*len = d->len;
	if (text && d->path && (in = fopen(d->path, "rb")))
		*len = fread(text, 1, GENERIC_BASE_MAX + 1, in);
	else if (text && !d->path && d->len <= GENERIC_BASE_MAX)
		memcpy(text, d->text, d->len);
	if (in)
		fclose(in);
	if (!text || *len > GENERIC_BASE_MAX || (d->path && !in)) {
		free(text);
		return NULL;
	}
	return text;
}

/* Keeps a copy of tc's input (case index, of file f) as the base of generic inputs. */
static void
keep_base(struct validation_run *run, size_t f, const struct testcase *tc)
{
	struct generic_base *b = &run->base;
	size_t len;
	char *text = read_input(&tc->input, &len), *name = strdup(tc->name);

	pthread_mutex_lock(&run->lock);
	if (text && name && tc->index < b->index) {
		free(b->text);
		free(b->name);
		*b = (struct generic_base){tc->index, f, name, text, len, tc->file, tc->line,
					   tc->column};
		text = name = NULL;
	}
	pthread_mutex_unlock(&run->lock);
	free(text);
	free(name);
}

/*
 * Validates tc, of the testdata file number f, with every validator the
 * judge runs: a case's input must be accepted by all, an invalid or a
 * generic one rejected by one.  Returns 0, or -1 with w->error.
 */
static int
validate_input(struct validation_worker *w, size_t f, const struct testcase *tc,
	       const struct input_job *job)
{
	struct validation_run *run = w->run;
	const struct input_validator_list *list = &run->problem->validators;
	const struct input_args *args = tc->input_args ? tc->input_args
					 : &run->td->files[f].input_args;
	char message[sizeof ((struct case_result *)0)->message];
	bool rejected = false, failed = false;

	for (size_t i = 0; i < list->count; i++) {
		const struct input_validator *v = &list->items[i];

		if (!custom_checker_set_program(run->programs, &v->spec))
			continue;
		int judged = judge_input(w, i, input_args_for(args, v->name), tc, job->role,
					 message, sizeof message);

		if (judged < 0)
			return -1;
		rejected |= judged == INPUT_REJECTED;
		failed |= judged == VALIDATOR_FAILED;
		bool bad = judged == VALIDATOR_FAILED ||
			   (judged == INPUT_REJECTED && (job->role == ROLE_CASE ||
							 job->role == ROLE_TEST));

		if (bad && add_finding(run, tc, job, v, judged == VALIDATOR_FAILED
				       ? VALIDATION_FAILED : VALIDATION_REJECTED, message) < 0)
			goto oom;
	}
	if ((job->role == ROLE_INVALID || job->role == ROLE_GENERIC) && !rejected && !failed &&
	    add_finding(run, tc, job, NULL, job->role == ROLE_INVALID ? VALIDATION_ACCEPTED
				   : VALIDATION_LAX, "") < 0)
		goto oom;
	if (job->role == ROLE_CASE && !rejected && !failed && run->params->generic)
		keep_base(run, f, tc);
	pthread_mutex_lock(&run->lock);
	if (job->role == ROLE_CASE)
		run->report->inputs++;
	else if (job->role == ROLE_INVALID)
		run->report->invalid++;
	else if (job->role == ROLE_TEST)
		run->report->tests++;
	else
		run->report->generic++;
	pthread_mutex_unlock(&run->lock);
	return 0;
oom:
	snprintf(w->error, sizeof w->error, "out of memory");
	return -1;
}

/*
 * Validates the inputs of td's checker tests, which must be valid, after
 * the invalid inputs (their order from *index, counted up).
 */
static void
validate_tests(struct validation_worker *w, size_t *index)
{
	const struct testdata *td = w->run->td;

	for (size_t f = 0; f < td->nfiles && !w->error[0]; f++) {
		for (size_t k = 0; k < td->files[f].nchecker_tests && !w->error[0]; k++) {
			const struct checker_test *t = &td->files[f].checker_tests[k];
			const struct testcase tc = {
				.name = t->name, .index = (*index)++, .file = t->file,
				.line = t->line, .column = t->column, .input = t->input,
				.input_args = t->input_args,
			};

			if (pipeline_interrupted())
				snprintf(w->error, sizeof w->error, "interrupted");
			else
				validate_input(w, f, &tc, &(const struct input_job){ROLE_TEST, NULL, NULL});
		}
	}
}

/* Validates the invalid inputs of td's files, after the cases, in order; then the tests'. */
static void
validate_invalid(struct validation_worker *w)
{
	const struct testdata *td = w->run->td;
	size_t index = td->count;

	for (size_t f = 0; f < td->nfiles && !w->error[0]; f++) {
		for (size_t k = 0; k < td->files[f].ninvalid && !w->error[0]; k++) {
			const struct invalid_input *v = &td->files[f].invalid[k];
			const struct testcase tc = {
				.name = v->name, .index = index++, .file = v->file,
				.line = v->line, .column = v->column, .input = v->input,
				.input_args = v->input_args,
			};

			const struct input_job job = {ROLE_INVALID, v->why ? v->why : "", NULL};

			if (pipeline_interrupted())
				snprintf(w->error, sizeof w->error, "interrupted");
			else
				validate_input(w, f, &tc, &job);
		}
	}
	validate_tests(w, &index);
}

/*
 * Validates the generic invalid input m, made from case tc of file f (its
 * order: *index, counted up), which some validator should reject.
 */
static void
validate_generic(struct validation_worker *w, size_t f, const struct testcase *tc,
		 struct mutation *m, size_t *index)
{
	const struct testcase mutant = {
		.name = m->what, .index = (*index)++, .file = tc->file, .line = tc->line,
		.column = tc->column, .input = {.text = m->text, .len = m->len},
	};
	const struct input_job job = {ROLE_GENERIC, NULL, tc->name};

	validate_input(w, f, &mutant, &job);
}

/* One past a bound, of the case index: the token at at, len bytes, as value. */
struct past_bound {
	size_t index, at, len;
	long long value;
	char what[96];
};

/*
 * The generic invalid inputs one past each integer bound reached (see
 * validation_bound): from the case where its greatest value was read, that
 * value's token as the bound's maximum plus one; likewise for the least.
 * Returns how many were put into *out (to free), 0 when out of memory.
 */
static size_t
plan_past_bounds(const struct validation_report *r, struct past_bound **out)
{
	size_t n = 0;

	*out = calloc(2 * r->bounds.count + 1, sizeof **out);
	for (size_t k = 0; *out && k < r->bounds.count; k++) {
		const struct validation_bound *b = &r->bounds.items[k];

		if (b->kind != BOUND_VALUE)
			continue;
		struct past_bound *p = &(*out)[n];

		if (b->hi < LLONG_MAX) {
			*p = (struct past_bound){.index = b->max_case, .at = b->max_at,
						 .len = b->max_len, .value = b->hi + 1};
			snprintf(p->what, sizeof p->what, "%s one past its maximum (%lld)", b->name,
				 p->value);
			p = &(*out)[++n];
		}
		if (b->lo > LLONG_MIN) {
			*p = (struct past_bound){.index = b->min_case, .at = b->min_at,
						 .len = b->min_len, .value = b->lo - 1};
			snprintf(p->what, sizeof p->what, "%s one past its minimum (%lld)", b->name,
				 p->value);
			n++;
		}
	}
	return n;
}

/*
 * The generic invalid inputs, after the cases and the invalid inputs, on
 * this thread: the format ones made from the base, and with coverage those
 * one past a bound (the cases read again for them).
 */
static void
validate_generics(struct validation_worker *w)
{
	struct validation_run *run = w->run;
	const struct testdata *td = run->td;
	const struct generic_base *b = &run->base;
	struct mutation made[MUTATION_FORMAT_MAX];
	struct past_bound *past = NULL;
	size_t index = SIZE_MAX / 2, npast = 0;
	int n = b->text ? mutation_format(b->text, b->len, made) : 0;
	const struct testcase base = {
		.name = b->name, .file = b->path, .line = b->line, .column = b->column,
	};

	for (int i = 0; i < n; i++) {
		if (!w->error[0] && !pipeline_interrupted())
			validate_generic(w, b->file, &base, &made[i], &index);
		mutation_fini(&made[i]);
	}
	if (run->params->coverage)
		npast = plan_past_bounds(run->report, &past);

	struct diag d;
	struct testcase tc;
	size_t file = 0, left = td->nfiles ? td->files[0].count : 0;

	diag_init(&d);
	struct testdata_reader *r = npast ? testdata_reader_new(td, &d) : NULL;

	while (r && !w->error[0] && !pipeline_interrupted() && testdata_read(r, &tc) > 0) {
		while (left == 0 && file + 1 < td->nfiles)
			left = td->files[++file].count;
		left--;
		size_t len;
		char *text = NULL;

		for (size_t k = 0; k < npast; k++) {
			struct mutation m;

			if (past[k].index != tc.index ||
			    (!text && !(text = read_input(&tc.input, &len))) ||
			    mutation_replace(text, len, past[k].at, past[k].len, past[k].value,
					     past[k].what, &m) < 0)
				continue;
			validate_generic(w, file, &tc, &m, &index);
			mutation_fini(&m);
		}
		free(text);
		testcase_fini(&tc);
	}
	testdata_reader_free(r);
	diag_fini(&d);
	free(past);
}

/* One more case is validated: tells params->on_case. */
static void
counted(struct validation_run *run)
{
	const struct validation_params *params = run->params;

	if (!params->on_case)
		return;
	pthread_mutex_lock(&run->lock);
	params->on_case(params->on_case_arg, run->problem, ++run->done, run->td->count);
	pthread_mutex_unlock(&run->lock);
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

		if (tc.index % w->run->nthreads == w->slot && !pipeline_interrupted()) {
			rc = validate_input(w, file, &tc, &(const struct input_job){ROLE_CASE});
			counted(w->run);
		}
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
 * Writes the validation header into the cache, once per version of it
 * (<cache>/include/<hash>/judge_validate.h), and its path into out.
 * Returns 0, or -1 with err set.
 */
static int
header_path(char *out, size_t len, char *err, size_t errlen)
{
	char dir[PATH_MAX];
	struct fs_atomic a;
	struct stat st;
	FILE *f;

	if (compile_cache_subdir("include", dir, sizeof dir, err, errlen) < 0)
		return -1;
	snprintf(dir + strlen(dir), sizeof dir - strlen(dir), "/%016llx",
		 (unsigned long long)XXH3_64bits(judge_validate_h, judge_validate_h_len));
	snprintf(out, len, "%s/" JUDGE_VALIDATE_HEADER, dir);
	if (stat(out, &st) == 0 && st.st_size == (off_t)judge_validate_h_len)
		return 0;
	if ((mkdir(dir, 0755) < 0 && errno != EEXIST) || !(f = fs_create(out, &a))) {
		snprintf(err, errlen, "cannot write '%s': %s", out, strerror(errno));
		return -1;
	}
	if (fwrite(judge_validate_h, 1, judge_validate_h_len, f) != judge_validate_h_len) {
		fs_abort(&a);
		snprintf(err, errlen, "cannot write '%s': %s", out, strerror(errno));
		return -1;
	}
	if (fs_commit(&a) < 0) {
		snprintf(err, errlen, "cannot write '%s': %s", out, strerror(errno));
		return -1;
	}
	return 0;
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
	char header[PATH_MAX];
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
	set->companion = header;
	set->limits = custom_checker_limits_for(p, true);
	set->problem = p;
	if (header_path(header, sizeof header, out->error, sizeof out->error) < 0)
		goto done;
	int planned = custom_checker_set_plan(set, languages, specs, n, &job, tasks, &ntasks,
					      out->error, sizeof out->error);

	set->companion = NULL;
	if (planned < 0) {
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

/* Closes what w holds open. */
static void
close_worker(struct validation_worker *w)
{
	if (w->stdout_fd >= 0)
		close(w->stdout_fd);
	if (w->bounds_fd >= 0)
		close(w->bounds_fd);
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
		  const struct validation_params *params, struct validation_report *out)
{
	const struct input_validator_list *list = &p->validators;
	struct custom_checker_set set = {0};
	struct validation_run run = {
		.problem = p, .td = td, .programs = &set, .report = out, .params = params,
		.base = {.index = SIZE_MAX},
	};
	struct validation_worker *workers = NULL;
	size_t nsb, ready = 0;
	struct sandbox *const *sbs = pipeline_sandboxes(pl, &nsb);

	memset(out, 0, sizeof *out);
	for (size_t i = 0; i < list->count; i++)
		out->not_run += list->items[i].not_run != NULL;
	if (out->not_run == list->count)
		return 0;
	if (build(p, params->languages, sbs, nsb, &set, out) < 0)
		goto out;
	run.caches = calloc(list->count, sizeof *run.caches);
	run.nthreads = nsb < td->count ? nsb : td->count ? td->count : 1;
	workers = calloc(run.nthreads, sizeof *workers);
	if (!run.caches || !workers) {
		out->judge_error = true;
		snprintf(out->error, sizeof out->error, "out of memory");
		goto out;
	}
	for (size_t i = 0; i < list->count && !params->no_cache; i++) {
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
		w->stdout_fd = memfd_create("judge-validator-stdout", MFD_CLOEXEC);
		w->bounds_fd = memfd_create("judge-validator-bounds", MFD_CLOEXEC);
		if (w->stdout_fd < 0 || w->bounds_fd < 0) {
			snprintf(out->error, sizeof out->error, "cannot create an output buffer: %s",
				 strerror(errno));
			close_worker(w);
			break;
		}
		if (ready > 0 && pthread_create(&w->thread, NULL, worker_main, w) != 0) {
			snprintf(out->error, sizeof out->error, "cannot start a thread");
			close_worker(w);
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
	if (ready == run.nthreads && !workers[0].error[0] && params->generic)
		validate_generics(&workers[0]);
	for (size_t i = 0; i < ready; i++) {
		struct validation_worker *w = &workers[i];

		close_worker(w);
		if (w->error[0] && !out->error[0])
			snprintf(out->error, sizeof out->error, "%s", w->error);
	}
	pthread_mutex_destroy(&run.lock);
	out->judge_error = out->error[0] != '\0';
	/* Either may be NULL when empty, which qsort() must not get. */
	if (out->count > 1)
		qsort(out->findings, out->count, sizeof *out->findings, by_case_then_validator);
	bound_set_sort(&out->bounds);
out:
	free(run.base.text);
	free(run.base.name);
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
	for (size_t i = 0; i < r->count; i++) {
		free(r->findings[i].name);
		free(r->findings[i].from);
	}
	free(r->findings);
	bound_set_fini(&r->bounds);
	memset(r, 0, sizeof *r);
}

/* Compiled input validators judging inputs one at a time (generate, stress). */
struct input_checker {
	struct validation_run run;
	struct validation_report report; /* what judge_input() counts; no findings */
	struct validation_params params;
	struct custom_checker_set set;
	struct validation_worker *workers; /* one per sandbox */
	size_t nworkers;
};

struct input_checker *
input_checker_new(struct pipeline *pl, const struct problem *p,
		  const struct language_table *languages, bool no_cache, char *err, size_t errlen)
{
	struct input_checker *c = calloc(1, sizeof *c);
	const struct input_validator_list *list = &p->validators;
	size_t nsb;
	struct sandbox *const *sbs = pipeline_sandboxes(pl, &nsb);

	if (!c || !(c->workers = calloc(nsb, sizeof *c->workers)) ||
	    !(c->run.caches = calloc(list->count + 1, sizeof *c->run.caches))) {
		snprintf(err, errlen, "out of memory");
		input_checker_free(c);
		return NULL;
	}
	c->params = (struct validation_params){.languages = languages, .no_cache = no_cache};
	c->run = (struct validation_run){
		.problem = p, .programs = &c->set, .report = &c->report, .params = &c->params,
		.caches = c->run.caches, .nthreads = nsb, .base = {.index = SIZE_MAX},
	};
	pthread_mutex_init(&c->run.lock, NULL);
	for (; c->nworkers < nsb; c->nworkers++) {
		struct validation_worker *w = &c->workers[c->nworkers];

		*w = (struct validation_worker){.run = &c->run, .sb = sbs[c->nworkers],
						.slot = c->nworkers};
		w->stdout_fd = memfd_create("judge-validator-stdout", MFD_CLOEXEC);
		w->bounds_fd = memfd_create("judge-validator-bounds", MFD_CLOEXEC);
		if (w->stdout_fd < 0 || w->bounds_fd < 0) {
			snprintf(err, errlen, "cannot create an output buffer: %s", strerror(errno));
			c->nworkers++;
			input_checker_free(c);
			return NULL;
		}
	}
	if (build(p, languages, sbs, nsb, &c->set, &c->report) < 0) {
		snprintf(err, errlen, "%s", c->report.error);
		input_checker_free(c);
		return NULL;
	}
	for (size_t i = 0; i < list->count && !no_cache; i++) {
		const struct program *program = custom_checker_set_program(&c->set, &list->items[i].spec);

		if (program)
			c->run.caches[i] = result_cache_open(program->key);
	}
	pipeline_describe(pl, &c->run.sandbox);
	return c;
}

int
input_checker_judge(struct input_checker *c, size_t worker, const struct case_data *input,
		    const struct input_args *args, char *message, size_t msglen)
{
	const struct input_validator_list *list = &c->run.problem->validators;
	struct validation_worker *w = &c->workers[worker % c->nworkers];
	const struct testcase tc = {.name = "input", .input = *input};
	char said[sizeof ((struct case_result *)0)->message];

	message[0] = '\0';
	for (size_t i = 0; i < list->count; i++) {
		const struct input_validator *v = &list->items[i];

		if (!custom_checker_set_program(&c->set, &v->spec))
			continue;
		int judged = judge_input(w, i, input_args_for(args, v->name), &tc, ROLE_CASE, said,
					 sizeof said);

		if (judged < 0) {
			snprintf(message, msglen, "%s", w->error);
			w->error[0] = '\0';
			return -1;
		}
		if (judged != INPUT_VALID) {
			snprintf(message, msglen, "%s by '%s'%s%s",
				 judged == INPUT_REJECTED ? "rejected" : "failed", v->name,
				 said[0] ? ": " : "", said);
			return 0;
		}
	}
	return 1;
}

void
input_checker_free(struct input_checker *c)
{
	if (!c)
		return;
	for (size_t i = 0; i < c->nworkers; i++)
		close_worker(&c->workers[i]);
	for (size_t i = 0; c->run.caches && i < c->run.problem->validators.count; i++) {
		if (c->run.caches[i])
			result_cache_save(c->run.caches[i]);
		result_cache_free(c->run.caches[i]);
	}
	if (c->run.problem)
		pthread_mutex_destroy(&c->run.lock);
	free(c->run.caches);
	free(c->workers);
	custom_checker_set_fini(&c->set);
	free(c);
}
