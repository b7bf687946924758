/*
 * The judging pipeline's scheduler: compiles, reads the cases into a window,
 * has workers run them (case.c) in parallel, re-runs alone those whose time is
 * near the limit, reports them in order, and stops on an interruption.
 */
#include "pipeline.h"

#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "case.h"
#include "result_cache.h"

/* A case under -j whose CPU time is this close to its limit is re-run alone. */
#define RERUN_MARGIN 0.8

/* A thread that runs cases. */
struct worker {
	struct pipeline *pl;
	struct case_runner run;
	pthread_t thread;
};

/*
 * One case on its way: read from the testdata, run, checked, reported, then
 * released.  Only a window of them exists at a time, so that memory does not
 * grow with the number of cases.
 */
struct slot {
	struct testcase tc;
	struct case_result cr;
	unsigned char key[16];   /* its result-cache key */
	bool keyed;              /* key could be computed */
	bool done;               /* cr is final (run, or from the result cache) */
};

/*
 * The cases of one pipeline_judge call, shared by the workers.  Case number
 * k (in the order read) lives in ring[k % window] from when it is read until
 * it is reported; the main thread reads and reports, workers run.
 */
struct batch {
	const struct judge_params *params;
	struct case_setup setup; /* what every case shares */
	struct slot *ring;
	size_t window;
	size_t read;             /* cases read so far (given to the workers) */
	bool all_read;           /* no more will come */
	size_t released;         /* cases reported and gone from the window */
	size_t next;             /* the next case to start, never below released */
	size_t running;          /* cases being run by workers */
	size_t exited;           /* workers that took their last case */
	bool stop;               /* start no more cases */
	bool paused;             /* start none for now: a case is re-run alone */
	pthread_mutex_t lock;
	pthread_cond_t changed;
};

struct pipeline {
	struct worker *workers;
	struct sandbox **sandboxes; /* the workers', in order */
	size_t nworkers;
	struct batch *batch;     /* while pipeline_judge runs */
};

/*
 * Interruption: a flag for the loops, a pipe for the sandboxes' polls.  The
 * cases of a judging poll stop_pipe instead, readable on an interruption too
 * and when the judging stops early (stop_on_failure): then the cases still
 * running are killed, not waited for.  One judging runs at a time; it drains
 * stop_pipe as it starts.
 */
static volatile sig_atomic_t interrupted;
static int cancel_pipe[2] = {-1, -1};
static int stop_pipe[2] = {-1, -1};

/* Makes fd readable (non-blocking: a full pipe is readable already). */
static void
poke(int fd)
{
	char c = 1;

	if (fd >= 0 && write(fd, &c, 1) < 0) {
		/* full already: readable, which is all that matters */
	}
}

void
pipeline_interrupt(void)
{
	int saved = errno;
	interrupted = 1;
	/* One byte is enough; cancel_pipe's is never read. */
	poke(cancel_pipe[1]);
	poke(stop_pipe[1]);
	errno = saved;
}

bool
pipeline_interrupted(void)
{
	return interrupted != 0;
}

struct pipeline *
pipeline_new(const struct pipeline_options *opts, char *err, size_t errlen)
{
	struct pipeline *pl = calloc(1, sizeof *pl);
	if (!pl) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	if ((cancel_pipe[0] < 0 && pipe2(cancel_pipe, O_CLOEXEC | O_NONBLOCK) < 0) ||
	    (stop_pipe[0] < 0 && pipe2(stop_pipe, O_CLOEXEC | O_NONBLOCK) < 0)) {
		snprintf(err, errlen, "cannot create a pipe: %s", strerror(errno));
		free(pl);
		return NULL;
	}
	size_t n = opts->workers > 1 ? (size_t)opts->workers : 1;
	pl->workers = calloc(n, sizeof *pl->workers);
	pl->sandboxes = calloc(n, sizeof *pl->sandboxes);
	if (!pl->workers || !pl->sandboxes) {
		snprintf(err, errlen, "out of memory");
		free(pl);
		return NULL;
	}
	for (; pl->nworkers < n; pl->nworkers++) {
		pl->workers[pl->nworkers].pl = pl;
		if (case_runner_init(&pl->workers[pl->nworkers].run, err, errlen) < 0) {
			pipeline_free(pl);
			return NULL;
		}
		pl->sandboxes[pl->nworkers] = pl->workers[pl->nworkers].run.sandbox;
	}
	return pl;
}

void
pipeline_describe(const struct pipeline *pl, struct sandbox_report *out)
{
	sandbox_describe(pl->workers[0].run.sandbox, out);
}

void
pipeline_free(struct pipeline *pl)
{
	if (!pl)
		return;
	for (size_t i = 0; i < pl->nworkers; i++)
		case_runner_fini(&pl->workers[i].run);
	free(pl->workers);
	free(pl->sandboxes);
	free(pl);
}

struct sandbox *const *
pipeline_sandboxes(const struct pipeline *pl, size_t *n)
{
	*n = pl->nworkers;
	return pl->sandboxes;
}

int
pipeline_cancel_fd(void)
{
	return cancel_pipe[0];
}

void
problem_result_fini(struct problem_result *pr)
{
	compile_result_fini(&pr->compile);
	program_close(&pr->program);
	custom_checker_set_fini(&pr->checkers);
	score_tally_fini(&pr->score);
	pr->count = 0;
}


/*
 * Takes the next case to run, under b->lock: its slot, or NULL when there is
 * none now.  Cases from the result cache are passed over.
 */
static struct slot *
take_case(struct batch *b)
{
	/* Cases from the result cache may be reported before a worker passes them. */
	if (b->next < b->released)
		b->next = b->released;
	while (!b->paused && b->next < b->read) {
		struct slot *s = &b->ring[b->next++ % b->window];
		if (!s->done)
			return s;
	}
	return NULL;
}

static void *
worker_main(void *arg)
{
	struct worker *w = arg;
	struct batch *b = w->pl->batch;
	struct slot *after = NULL;
	/*
	 * A case finished that the others were not told of yet.  They are told
	 * once the lock is free (or before waiting): a thread woken while it is
	 * held would only sleep again on it.
	 */
	bool untold = false;

	pthread_mutex_lock(&b->lock);
	while (!b->stop && !interrupted) {
		/* A case runs alone: even the one taken in advance waits. */
		struct slot *s = b->paused ? NULL : after ? after : take_case(b);
		if (!s) {
			if (!b->paused && b->all_read && b->next == b->read)
				break;
			if (untold)
				pthread_cond_broadcast(&b->changed);
			untold = false;
			pthread_cond_wait(&b->changed, &b->lock);
			continue;
		}
		/* The case after this one is taken now, so that its run is set up meanwhile. */
		after = take_case(b);
		b->running++;
		pthread_mutex_unlock(&b->lock);
		if (untold)
			pthread_cond_broadcast(&b->changed);
		untold = false;
		case_run(&w->run, &b->setup, &s->tc, &s->cr, after ? &after->tc : NULL);
		pthread_mutex_lock(&b->lock);
		s->done = true;
		b->running--;
		untold = true;
	}
	/* Under the lock: a case re-run alone calls off every worker's run set up ahead. */
	case_runner_forget_ahead(&w->run);
	b->exited++;
	pthread_cond_broadcast(&b->changed);
	pthread_mutex_unlock(&b->lock);
	return NULL;
}

/* Whether a case's time under parallel load is worth measuring again, alone. */
static bool
needs_rerun(const struct case_result *cr, double scale)
{
	double limit_us = (double)cr->tc->limits.time_ms * scale * 1000.0;
	return cr->verdict == VERDICT_TLE || (double)cr->usage.cpu_us >= RERUN_MARGIN * limit_us;
}

/* Whether params select case tc. */
static bool
selected(const struct judge_params *params, const struct testcase *tc)
{
	if (params->case_pattern && fnmatch(params->case_pattern, tc->name, 0) != 0)
		return false;
	return !params->only || params->only[tc->index];
}

/* The first error of d into msg: the testdata changed since it was loaded. */
static void
first_error(const struct diag *d, char *msg, size_t len)
{
	const struct diag_entry *first = diag_first_error(d);
	char *text = first ? diag_entry_text(first) : NULL;

	if (text)
		snprintf(msg, len, "testdata changed while judging: %s", text);
	else
		snprintf(msg, len, "cannot read the testdata");
	free(text);
}

/*
 * Reads the cases once without running them: how many params select, and the
 * checkers of the files they come from (specs, td->nfiles long, *nspecs set).
 * Without a selection the loaded counts tell.  Returns 0, or -1 with msg.
 */
static int
survey(const struct testdata *td, const struct judge_params *params, size_t *count,
       const struct checker_spec **specs, size_t *nspecs, char *msg, size_t msglen)
{
	bool all = !params->case_pattern && !params->only;
	struct testcase tc;
	struct diag d;
	int rc = 0;

	*count = 0;
	*nspecs = 0;
	diag_init(&d);
	struct testdata_reader *r = all ? NULL : testdata_reader_new(td, &d);
	for (size_t f = 0; f < td->nfiles && rc == 0; f++) {
		size_t chosen = all ? td->files[f].count : 0;
		for (size_t i = 0; !all && i < td->files[f].count; i++) {
			if (!r || testdata_read(r, &tc) <= 0) {
				rc = -1;
				break;
			}
			chosen += selected(params, &tc);
			testcase_fini(&tc);
		}
		*count += chosen;
		if (chosen)
			specs[(*nspecs)++] = td->files[f].checker ? td->files[f].checker
								 : &td->problem->checker;
	}
	if (rc < 0)
		first_error(&d, msg, msglen);
	testdata_reader_free(r);
	diag_fini(&d);
	return rc;
}

/*
 * Reads cases into the window until it is full or the cases end, taking
 * results from the result cache where it has them.  Returns 0, or -1 when the testdata cannot be read
 * (pr->message says why).
 */
static int
top_up(struct batch *b, struct testdata_reader *reader, const struct diag *d,
       struct result_cache *cache, const struct sandbox_report *sb, struct problem_result *pr)
{
	/* Only this thread changes read and released: no lock needed to read them. */
	while (!b->all_read && b->read - b->released < b->window) {
		struct slot *s = &b->ring[b->read % b->window];
		struct testcase tc;
		int rc = testdata_read(reader, &tc);
		if (rc <= 0) {
			pthread_mutex_lock(&b->lock);
			b->all_read = true;
			pthread_cond_broadcast(&b->changed);
			pthread_mutex_unlock(&b->lock);
			if (rc == 0)
				return 0;
			first_error(d, pr->message, sizeof pr->message);
			return -1;
		}
		if (!selected(b->params, &tc)) {
			testcase_fini(&tc);
			continue;
		}
		memset(s, 0, sizeof *s);
		s->tc = tc;
		if (cache) {
			const struct program *checker =
				custom_checker_set_program(b->setup.checkers, tc.checker);
			s->keyed = result_cache_key(&s->tc, checker ? checker->key : NULL,
						    checker ? &b->setup.checkers->limits.run : NULL,
						    b->setup.scale, sb, s->key) == 0;
			if (s->keyed && result_cache_get(cache, s->key, &s->cr)) {
				s->cr.tc = &s->tc;
				s->cr.cached = true;
				s->done = true;
				pr->cached++;
			}
		}
		pthread_mutex_lock(&b->lock);
		b->read++;
		pthread_cond_broadcast(&b->changed);
		pthread_mutex_unlock(&b->lock);
	}
	return 0;
}

/* Runs the case in s again while no other case runs, for a trustworthy time. */
static void
rerun_alone(struct pipeline *pl, struct batch *b, struct slot *s)
{
	pthread_mutex_lock(&b->lock);
	b->paused = true;
	while (b->running > 0)
		pthread_cond_wait(&b->changed, &b->lock);
	/*
	 * Every worker waits (or has quit), so the sandboxes are free.  A
	 * worker's next case may have started already (see run_spec.next):
	 * alone means without it.
	 */
	for (size_t i = 0; i < pl->nworkers; i++) {
		struct case_runner *r = &pl->workers[i].run;

		sandbox_discard(r->sandbox);
		/* It may have read some of its input: the case is run anew from its start. */
		if (r->ahead.tc)
			lseek(r->ahead.in, 0, SEEK_SET);
	}
	pthread_mutex_unlock(&b->lock);
	case_run(&pl->workers[0].run, &b->setup, &s->tc, &s->cr, NULL);
	s->cr.rerun = true;
	pthread_mutex_lock(&b->lock);
	b->paused = false;
	pthread_cond_broadcast(&b->changed);
	pthread_mutex_unlock(&b->lock);
}

/* The selected cases a stopped judging never read, each to params->on_skip. */
static void
name_unjudged(const struct batch *b, struct testdata_reader *reader,
	      const struct problem_result *pr)
{
	struct testcase tc;
	while (testdata_read(reader, &tc) > 0) {
		if (selected(b->params, &tc))
			b->params->on_skip(b->params->on_case_arg, pr, &tc);
		testcase_fini(&tc);
	}
}

/*
 * Opens the sources of solution (of problem p, in the language of languages
 * its extension names) into sources, with the package's included files and
 * the main file entrypoint names (NULL: the language's choice), and checks
 * that language's tools are here: pr gets the language and its compiler's
 * version line.  Returns 0, or -1 with pr JE and pr->message saying why
 * (pr->unavailable: the judge cannot judge that language here).
 */
static int
open_solution(struct pipeline *pl, const struct problem *p, const struct language_table *languages,
	      const char *solution, const char *entrypoint, struct source_set *sources,
	      struct problem_result *pr)
{
	char err[512];
	int opened = source_set_open(sources, languages, problem_files_root(p, solution), solution,
				     err, sizeof err);

	/* A package's included files join every submission, then its entrypoint is found. */
	if (opened == 0 && (source_set_include(sources, p->include_dir, err, sizeof err) < 0 ||
			    (entrypoint && source_set_entry(sources, entrypoint, err, sizeof err) < 0)))
		opened = -1;

	if (opened < 0) {
		/* A language the judge does not know is one it cannot judge here: skipped. */
		pr->verdict = VERDICT_JE;
		pr->unavailable = opened == SOURCE_SET_NO_LANGUAGE;
		snprintf(pr->message, sizeof pr->message, "%s", err);
		return -1;
	}
	pr->language = sources->language;
	if (language_check_tools(sources->language, err, sizeof err) < 0) {
		pr->verdict = VERDICT_JE;
		pr->unavailable = true;
		snprintf(pr->message, sizeof pr->message, "cannot judge '%s': %s", solution, err);
		return -1;
	}
	/* Asked once per toolchain: the cache keeps the line (see compile_version). */
	compile_version(pl->workers[0].run.sandbox, sources->language, pr->compiler,
			sizeof pr->compiler);
	return 0;
}

/*
 * Compiles the solution (job) and the custom checkers of the nspecs specs
 * (for problem p, in the tree's languages) at once, on the workers'
 * sandboxes, and opens them into pr.  A checker that does not compile is the
 * judge's error, never the solution's; a solution that does not compile is CE
 * whatever its checkers did.  Returns 0 (pr AC), 1 for a compilation error (pr
 * CE), -1 when the judge failed (pr JE; pr->message says why).
 */
static int
build(struct pipeline *pl, const struct problem *p, const struct language_table *languages,
      const struct compile_job *job, const struct checker_spec *const *specs, size_t nspecs,
      struct problem_result *pr)
{
	struct compile_task *tasks = calloc(nspecs + 1, sizeof *tasks);
	size_t ntasks = 0;
	char err[256];
	int rc = -1;

	pr->verdict = VERDICT_JE;
	if (!tasks) {
		snprintf(pr->message, sizeof pr->message, "out of memory");
		goto out;
	}
	tasks[0] = (struct compile_task){.job = job, .res = &pr->compile};
	pr->checkers.limits = custom_checker_limits_for(p, false);
	pr->checkers.problem = p;
	if (custom_checker_set_plan(&pr->checkers, languages, specs, nspecs, job, tasks + 1,
				    &ntasks, pr->message, sizeof pr->message) < 0)
		goto out;
	compile_all(pl->sandboxes, pl->nworkers, tasks, ntasks + 1);
	if (tasks[0].rc < 0) {
		snprintf(pr->message, sizeof pr->message, "cannot compile '%s': %s", pr->solution,
			 tasks[0].err);
	} else if (!pr->compile.ok) {
		pr->verdict = VERDICT_CE;
		snprintf(pr->message, sizeof pr->message, "compilation of '%s' failed",
			 pr->solution);
		rc = 1;
	} else if (program_open(&pr->program, job->sources->language, &pr->compile, err,
				sizeof err) < 0) {
		snprintf(pr->message, sizeof pr->message, "cannot run '%s': %s", pr->solution, err);
	} else if (custom_checker_set_open(&pr->checkers, tasks + 1, pr->message,
					   sizeof pr->message) == 0) {
		pr->verdict = VERDICT_AC;
		rc = 0;
	}
out:
	free(tasks);
	return rc;
}

int
pipeline_prepare(struct pipeline *pl, const struct problem *p,
		 const struct language_table *languages, const char *solution,
		 struct problem_result *pr)
{
	struct source_set sources = {0};
	const struct checker_spec *checker = &p->checker;
	const struct compile_job job = {
		.sources = &sources, .flags = &p->compile, .limits = &p->compiler,
		.cancel_fd = cancel_pipe[0],
	};
	int rc = -1;

	memset(pr, 0, sizeof *pr);
	pr->problem = p;
	pr->solution = solution;
	pr->verdict = VERDICT_JE;
	if (open_solution(pl, p, languages, solution, NULL, &sources, pr) < 0)
		goto out;
	rc = build(pl, p, languages, &job, &checker, 1, pr);
out:
	source_set_fini(&sources);
	return rc;
}

void
pipeline_judge_one(struct pipeline *pl, size_t worker, const struct problem_result *pr,
		   const struct testcase *tc, struct case_result *cr, char **output,
		   size_t *output_len)
{
	const struct case_setup setup = {
		.problem_id = pr->problem->id, .program = &pr->program, .checkers = &pr->checkers,
		.scale = 1, .repeat = 1, .cancel_fd = cancel_pipe[0],
	};
	struct case_runner *r = &pl->workers[worker % pl->nworkers].run;
	struct stat st;

	case_run(r, &setup, tc, cr, NULL);
	if (!output)
		return;
	*output = NULL;
	*output_len = 0;
	/* What the program wrote stays in the runner's buffer until its next case. */
	if (fstat(r->stdout_fd, &st) < 0 || !(*output = malloc((size_t)st.st_size + 1)))
		return;
	ssize_t n = pread(r->stdout_fd, *output, (size_t)st.st_size, 0);

	*output_len = n > 0 ? (size_t)n : 0;
	(*output)[*output_len] = '\0';
}

int
pipeline_judge(struct pipeline *pl, const struct problem *p, const struct testdata *td,
	       const char *solution, const struct judge_params *params,
	       struct problem_result *pr)
{
	struct batch b = {
		.params = params,
		.setup = {
			.problem_id = p->id,
			.repeat = params->repeat,
			.keep_dir = params->keep_dir,
			.transcripts = params->transcripts || params->keep_dir,
			.cancel_fd = stop_pipe[0],
		},
	};
	struct result_cache *cache = NULL;
	struct testdata_reader *reader = NULL;
	const struct checker_spec **specs = NULL;
	struct source_set sources = {0};
	struct sandbox_report sb;
	struct diag d;
	size_t started = 0;
	bool parallel = false;
	int rc = -1;

	diag_init(&d);
	/* What an earlier judging's early stop left; an interruption stays. */
	for (char drain[64]; read(stop_pipe[0], drain, sizeof drain) > 0;)
		;
	if (interrupted)
		poke(stop_pipe[1]);
	b.setup.scale = params->time_scale > 0 ? params->time_scale : 1;
	memset(pr, 0, sizeof *pr);
	pr->started = time(NULL);
	pr->problem = p;
	pr->solution = solution;
	b.window = 16 * pl->nworkers;
	b.ring = calloc(b.window, sizeof *b.ring);
	specs = calloc(td->nfiles ? td->nfiles : 1, sizeof *specs);
	reader = testdata_reader_new(td, &d);
	if (!b.ring || !specs || !reader || score_tally_init(&pr->score, &td->score) < 0) {
		pr->verdict = VERDICT_JE;
		snprintf(pr->message, sizeof pr->message, "out of memory");
		goto out;
	}
	const struct compile_job job = {
		.sources = &sources, .flags = &p->compile, .limits = &p->compiler,
		.cancel_fd = cancel_pipe[0],
	};
	size_t nspecs;

	if (open_solution(pl, p, params->languages, solution, params->entrypoint, &sources, pr) < 0)
		goto out;
	if (survey(td, params, &pr->selected, specs, &nspecs, pr->message,
		   sizeof pr->message) < 0) {
		pr->verdict = VERDICT_JE;
		goto out;
	}
	rc = build(pl, p, params->languages, &job, specs, nspecs, pr);
	if (rc != 0) {
		rc = rc > 0 ? 0 : -1;
		goto out;
	}
	b.setup.checkers = &pr->checkers;
	b.setup.program = &pr->program;
	if (!params->no_cache && params->repeat <= 1)
		cache = result_cache_open(pr->program.key);
	pipeline_describe(pl, &sb);
	pthread_mutex_init(&b.lock, NULL);
	pthread_cond_init(&b.changed, NULL);
	pl->batch = &b;

	size_t nthreads = pl->nworkers < pr->selected ? pl->nworkers : pr->selected;
	for (; started < nthreads; started++) {
		if (pthread_create(&pl->workers[started].thread, NULL, worker_main,
				   &pl->workers[started]) != 0)
			break;
	}
	if (started == 0 && pr->selected > 0) {
		pr->verdict = VERDICT_JE;
		snprintf(pr->message, sizeof pr->message, "cannot start a worker thread");
		rc = -1;
		goto join;
	}

	/* Report in testdata order as results arrive; re-run alone what needs it. */
	pr->verdict = VERDICT_AC;
	parallel = started > 1;
	for (;;) {
		if (top_up(&b, reader, &d, cache, &sb, pr) < 0) {
			pr->verdict = VERDICT_JE;
			pr->stopped = true;
			rc = -1;
			break;
		}
		if (b.released == b.read)
			break;
		struct slot *s = &b.ring[b.released % b.window];
		pthread_mutex_lock(&b.lock);
		/* A case not run when every worker has quit (interrupted) will never be. */
		while (!s->done && b.exited < started)
			pthread_cond_wait(&b.changed, &b.lock);
		bool ran = s->done;
		pthread_mutex_unlock(&b.lock);
		if (!ran)
			break;
		struct case_result *cr = &s->cr;
		if (interrupted && cr->verdict == VERDICT_JE) {
			pr->stopped = true;
			break;
		}
		if (parallel && !cr->cached && !params->no_rerun && needs_rerun(cr, b.setup.scale) &&
		    !interrupted) {
			rerun_alone(pl, &b, s);
			pr->reruns++;
		}
		if (score_tally_add(&pr->score, cr->tc->score_group, cr->verdict, &cr->check) < 0) {
			const char *who = checker_spec_role(cr->tc->checker);

			cr->verdict = VERDICT_JE;
			snprintf(cr->detail, sizeof cr->detail, "%s gave too many points", who);
			snprintf(cr->message, sizeof cr->message, "the %s's score.txt is over the "
				 "case's %g points", who,
				 score_plan_case_max(&td->score, cr->tc->score_group));
			score_tally_add(&pr->score, cr->tc->score_group, cr->verdict, NULL);
		}
		pr->count++;
		pr->verdict = verdict_worst(pr->verdict, cr->verdict);
		if (cr->verdict == VERDICT_AC)
			pr->passed++;
		if (params->on_case)
			params->on_case(params->on_case_arg, pr, cr);
		if (cache && s->keyed && !cr->cached && result_cache_keepable(cr, b.setup.scale))
			result_cache_put(cache, s->key, cr);
		testcase_fini(&s->tc);
		pthread_mutex_lock(&b.lock);
		b.released++;
		pthread_mutex_unlock(&b.lock);
		bool failed = params->stop_on_failure && cr->verdict != VERDICT_AC;

		if (failed && params->stop_if)
			failed = params->stop_if(params->on_case_arg, pr, cr);
		if (failed || interrupted) {
			pr->stopped = pr->count < pr->selected;
			/* The cases still running would decide nothing: killed. */
			poke(stop_pipe[1]);
			break;
		}
	}
	if (interrupted) {
		pr->stopped = true;
		pr->verdict = VERDICT_JE;
		snprintf(pr->message, sizeof pr->message, "interrupted after %zu of %zu cases",
			 pr->count, pr->selected);
	}
join:
	pthread_mutex_lock(&b.lock);
	b.stop = true;
	pthread_cond_broadcast(&b.changed);
	pthread_mutex_unlock(&b.lock);
	for (size_t t = 0; t < started; t++)
		pthread_join(pl->workers[t].thread, NULL);
	pl->batch = NULL;
	pthread_cond_destroy(&b.changed);
	pthread_mutex_destroy(&b.lock);
	for (; b.released < b.read; b.released++) {
		struct slot *s = &b.ring[b.released % b.window];
		if (pr->stopped && params->on_skip)
			params->on_skip(params->on_case_arg, pr, &s->tc);
		testcase_fini(&s->tc);
	}
	if (pr->stopped && params->on_skip && !b.all_read)
		name_unjudged(&b, reader, pr);
	if (cache)
		result_cache_save(cache);
out:
	source_set_fini(&sources);
	result_cache_free(cache);
	testdata_reader_free(reader);
	diag_fini(&d);
	free(specs);
	free(b.ring);
	return rc;
}

/* The first max bytes of what descriptor fd holds, from its start, onto out; its size. */
static size_t
copy_out(int fd, FILE *out, size_t max)
{
	char buf[65536];
	size_t total = 0;
	ssize_t n;

	for (off_t at = 0; (n = pread(fd, buf, sizeof buf, at)) > 0; at += n) {
		if (total < max)
			fwrite(buf, 1, (size_t)n < max - total ? (size_t)n : max - total, out);
		total += (size_t)n;
	}
	return total;
}

int
pipeline_try(struct pipeline *pl, const struct problem *p, const char *solution,
	     const struct testcase *tc, struct try_params *params, struct problem_result *pr,
	     struct case_result *cr)
{
	struct source_set sources = {0};
	struct case_runner *w = &pl->workers[0].run;
	const struct compile_job job = {
		.sources = &sources, .flags = &p->compile, .limits = &p->compiler,
		.cancel_fd = cancel_pipe[0],
	};
	const struct checker_spec *specs[] = {tc->checker};
	int rc = -1;

	for (char drain[64]; read(stop_pipe[0], drain, sizeof drain) > 0;)
		;
	if (interrupted)
		poke(stop_pipe[1]);
	memset(pr, 0, sizeof *pr);
	memset(cr, 0, sizeof *cr);
	pr->started = time(NULL);
	pr->problem = p;
	pr->solution = solution;
	pr->selected = 1;
	if (open_solution(pl, p, params->languages, solution, NULL, &sources, pr) < 0)
		goto out;
	rc = build(pl, p, params->languages, &job, specs, params->unchecked ? 0 : 1, pr);
	if (rc != 0)
		goto out;
	const struct case_setup setup = {
		.problem_id = p->id, .program = &pr->program, .checkers = &pr->checkers,
		.scale = 1, .repeat = 1, .transcripts = true, .unchecked = params->unchecked,
		.cancel_fd = stop_pipe[0],
	};

	case_run(w, &setup, tc, cr, NULL);
	pr->count = 1;
	pr->passed = cr->verdict == VERDICT_AC;
	pr->verdict = cr->verdict;
	if (params->output && cr->interactive) {
		const char *text = transcript_text(&w->transcript);
		size_t len = text ? strlen(text) : 0;

		fwrite(text ? text : "", 1, len < params->output_max ? len : params->output_max,
		       params->output);
		params->output_total = len;
	} else if (params->output) {
		params->output_total = copy_out(w->stdout_fd, params->output, params->output_max);
	}
out:
	source_set_fini(&sources);
	return rc;
}
