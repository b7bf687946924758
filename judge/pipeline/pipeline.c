/* The judging pipeline: compile, run cases in the sandbox (in parallel), check, record. */
#include "pipeline.h"

#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/fsutil.h"
#include "result_cache.h"
#include "stream_check.h"

/* A case under -j whose CPU time is this close to its limit is re-run alone. */
#define RERUN_MARGIN 0.8

/* One runner of cases: a sandbox and an output buffer of its own. */
struct worker {
	struct pipeline *pl;
	struct sandbox *sandbox;
	int stdout_fd;           /* a memfd, emptied before each case */
	struct stream_check *stream; /* compares a big output as it comes */
	struct custom_checker *custom; /* custom checkers' files, made on first use */
	uint64_t tickets;        /* names of its runs, for the ones set up ahead */
	struct {
		const struct testcase *tc; /* the case whose run is set up ahead, or NULL */
		uint64_t ticket;
		int in;              /* its input, open */
	} ahead;
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
	const char *problem_id;
	const struct judge_params *params;
	const char *binary;
	const struct custom_checker_set *checkers;
	double scale;
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
	struct pipeline_options opts;
	struct worker *workers;
	size_t nworkers;
	struct batch *batch;     /* while pipeline_judge runs */
};

/* Interruption: a flag for the loops, a pipe for the sandboxes' polls. */
static volatile sig_atomic_t interrupted;
static int cancel_pipe[2] = {-1, -1};

void
pipeline_interrupt(void)
{
	int saved = errno;
	interrupted = 1;
	if (cancel_pipe[1] >= 0) {
		char c = 1;
		/* Non-blocking; one byte is enough, and it is never read. */
		if (write(cancel_pipe[1], &c, 1) < 0) {
			/* full already: readable, which is all that matters */
		}
	}
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
	pl->opts = *opts;
	if (cancel_pipe[0] < 0 && pipe2(cancel_pipe, O_CLOEXEC | O_NONBLOCK) < 0) {
		snprintf(err, errlen, "cannot create a pipe: %s", strerror(errno));
		free(pl);
		return NULL;
	}
	size_t n = opts->workers > 1 ? (size_t)opts->workers : 1;
	pl->workers = calloc(n, sizeof *pl->workers);
	if (!pl->workers) {
		snprintf(err, errlen, "out of memory");
		free(pl);
		return NULL;
	}
	for (; pl->nworkers < n; pl->nworkers++) {
		struct worker *w = &pl->workers[pl->nworkers];
		w->pl = pl;
		w->stdout_fd = memfd_create("judge-stdout", MFD_CLOEXEC);
		if (w->stdout_fd < 0) {
			snprintf(err, errlen, "cannot create an output buffer: %s", strerror(errno));
			goto fail;
		}
		w->sandbox = sandbox_new(err, errlen);
		if (!w->sandbox) {
			close(w->stdout_fd);
			goto fail;
		}
		w->stream = stream_check_new(w->stdout_fd);
		if (!w->stream) {
			snprintf(err, errlen, "out of memory");
			sandbox_free(w->sandbox);
			close(w->stdout_fd);
			goto fail;
		}
	}
	return pl;
fail:
	pipeline_free(pl);
	return NULL;
}

void
pipeline_describe(const struct pipeline *pl, struct sandbox_report *out)
{
	sandbox_describe(pl->workers[0].sandbox, out);
}

void
pipeline_free(struct pipeline *pl)
{
	if (!pl)
		return;
	for (size_t i = 0; i < pl->nworkers; i++) {
		custom_checker_free(pl->workers[i].custom);
		stream_check_free(pl->workers[i].stream);
		sandbox_free(pl->workers[i].sandbox);
		close(pl->workers[i].stdout_fd);
	}
	free(pl->workers);
	free(pl);
}

void
problem_result_fini(struct problem_result *pr)
{
	compile_result_fini(&pr->compile);
	custom_checker_set_fini(&pr->checkers);
	pr->count = 0;
}

/* Opens a case's input as a file descriptor: the file itself, or a memfd. */
static int
open_input(const struct case_data *in, char *err, size_t errlen)
{
	if (in->path) {
		int fd = open(in->path, O_RDONLY | O_CLOEXEC);
		if (fd < 0)
			snprintf(err, errlen, "cannot open '%s': %s", in->path, strerror(errno));
		return fd;
	}
	int fd = memfd_create("judge-stdin", MFD_CLOEXEC);
	if (fd < 0) {
		snprintf(err, errlen, "cannot create an input buffer: %s", strerror(errno));
		return -1;
	}
	size_t done = 0;
	while (done < in->len) {
		ssize_t n = write(fd, in->text + done, in->len - done);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			snprintf(err, errlen, "cannot write an input buffer: %s", strerror(errno));
			close(fd);
			return -1;
		}
		done += (size_t)n;
	}
	lseek(fd, 0, SEEK_SET);
	return fd;
}

/* Turns how the run ended into a verdict; AC means "ran cleanly, now check". */
static void
classify(const struct run_result *rr, const struct limits *lim, struct case_result *cr)
{
	cr->cpu_us = rr->cpu_us;
	cr->wall_us = rr->wall_us;
	cr->memory_bytes = rr->memory_bytes;
	cr->output_bytes = rr->output_bytes;
	cr->exit_code = rr->outcome == RUN_EXITED ? rr->exit_code : -1;
	cr->signal = rr->signal;
	snprintf(cr->stderr_head, sizeof cr->stderr_head, "%.*s",
		 (int)(rr->stderr_len < sizeof cr->stderr_head ? rr->stderr_len
							       : sizeof cr->stderr_head - 1),
		 rr->stderr_head);

	switch (rr->outcome) {
	case RUN_TIME_CPU:
		cr->verdict = VERDICT_TLE;
		snprintf(cr->detail, sizeof cr->detail, "cpu");
		return;
	case RUN_TIME_WALL:
		cr->verdict = VERDICT_TLE;
		snprintf(cr->detail, sizeof cr->detail, "wall");
		return;
	case RUN_MEMORY:
		cr->verdict = VERDICT_MLE;
		return;
	case RUN_OUTPUT:
		cr->verdict = VERDICT_OLE;
		return;
	case RUN_SYSCALL:
		cr->verdict = VERDICT_RE;
		snprintf(cr->detail, sizeof cr->detail, "%s", rr->detail);
		return;
	case RUN_FAILED:
		cr->verdict = VERDICT_JE;
		snprintf(cr->message, sizeof cr->message, "sandbox: %s", rr->detail);
		return;
	case RUN_CANCELLED:
		cr->verdict = VERDICT_JE;
		snprintf(cr->message, sizeof cr->message, "interrupted");
		return;
	case RUN_SIGNALED:
		cr->verdict = VERDICT_RE;
		verdict_signal_name(rr->signal, cr->detail, sizeof cr->detail);
		return;
	case RUN_EXITED:
		break;
	}
	/* A run that ended by itself can still have gone over a limit at the end. */
	if (rr->cpu_us > lim->time_ms * 1000) {
		cr->verdict = VERDICT_TLE;
		snprintf(cr->detail, sizeof cr->detail, "cpu");
	} else if (rr->wall_us > lim->wall_ms * 1000) {
		cr->verdict = VERDICT_TLE;
		snprintf(cr->detail, sizeof cr->detail, "wall");
	} else if (rr->memory_bytes > lim->memory_bytes) {
		cr->verdict = VERDICT_MLE;
	} else if (rr->output_bytes > lim->output_bytes) {
		cr->verdict = VERDICT_OLE;
	} else if (rr->exit_code != 0) {
		cr->verdict = VERDICT_RE;
		snprintf(cr->detail, sizeof cr->detail, "exit code %d", rr->exit_code);
	} else {
		cr->verdict = VERDICT_AC;
	}
}

/* Compares again with a looser checker to tell the user what would have passed. */
static void
find_hint(const struct checker_spec *spec, FILE *expected, FILE *received, char *hint,
	  size_t len)
{
	struct checker_spec loose = *spec;
	struct check_result res;
	const char *what = NULL;

	if (spec->type == CHECKER_EXACT || spec->type == CHECKER_LINES) {
		loose.type = CHECKER_TOKENS;
		what = "would pass with whitespace-insensitive comparison (checker: tokens)";
	} else if (spec->type == CHECKER_TOKENS && !spec->case_insensitive) {
		loose.case_insensitive = true;
		what = "would pass case-insensitively (checker: {type: tokens, case: insensitive})";
	} else {
		return;
	}
	rewind(expected);
	rewind(received);
	if (checker_compare(&loose, expected, received, &res) == 0 && res.verdict == VERDICT_AC)
		snprintf(hint, len, "%s", what);
}

/*
 * Compares the output in stdout_fd with tc's answer into cr, unless streamed
 * holds the comparison already made while the program ran; then looks for a
 * hint when it is WA.
 */
static void
check_output(int stdout_fd, const struct testcase *tc, const struct check_result *streamed,
	     struct case_result *cr)
{
	FILE *expected = case_data_open(&tc->output);
	if (!expected) {
		cr->verdict = VERDICT_JE;
		snprintf(cr->message, sizeof cr->message, "cannot open expected output: %s",
			 strerror(errno));
		return;
	}
	int fd = dup(stdout_fd);
	FILE *received = fd >= 0 ? fdopen(fd, "rb") : NULL;
	if (!received) {
		if (fd >= 0)
			close(fd);
		fclose(expected);
		cr->verdict = VERDICT_JE;
		snprintf(cr->message, sizeof cr->message, "cannot read the program's output: %s",
			 strerror(errno));
		return;
	}
	rewind(received);
	if (streamed)
		cr->check = *streamed;
	else
		checker_compare(tc->checker, expected, received, &cr->check);
	cr->checked = true;
	cr->verdict = cr->check.verdict;
	if (cr->verdict != VERDICT_AC)
		snprintf(cr->message, sizeof cr->message, "%s", cr->check.message);
	if (cr->verdict == VERDICT_WA)
		find_hint(tc->checker, expected, received, cr->hint, sizeof cr->hint);
	fclose(received);
	fclose(expected);
}

/* Runs the case's custom checker, compiled before the cases, in the worker's sandbox. */
static void
check_custom(struct worker *w, const struct testcase *tc, struct case_result *cr)
{
	const char *binary = custom_checker_set_binary(w->pl->batch->checkers, tc->checker);

	if (!w->custom && binary)
		w->custom = custom_checker_new(w->sandbox, cr->message, sizeof cr->message);
	if (!binary || !w->custom) {
		cr->verdict = VERDICT_JE;
		if (!binary)
			snprintf(cr->message, sizeof cr->message, "checker not compiled");
		return;
	}
	custom_checker_run(w->custom, binary, tc->checker, tc, w->stdout_fd, cancel_pipe[0],
			   &cr->check, cr->detail, sizeof cr->detail);
	cr->checked = true;
	cr->verdict = cr->check.verdict;
	snprintf(cr->message, sizeof cr->message, "%s", cr->check.message);
}

/* Copies what fd holds from its start into path. */
static int
copy_fd_to(int fd, const char *path)
{
	int out = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (out < 0)
		return -1;
	char buf[65536];
	ssize_t n;
	off_t off = 0;
	while ((n = pread(fd, buf, sizeof buf, off)) > 0) {
		if (write(out, buf, (size_t)n) != n)
			break;
		off += n;
	}
	return close(out) == 0 && n == 0 ? 0 : -1;
}

static int
write_data_to(const struct case_data *d, const char *path)
{
	if (d->path) {
		int fd = open(d->path, O_RDONLY | O_CLOEXEC);
		if (fd < 0)
			return -1;
		int rc = copy_fd_to(fd, path);
		close(fd);
		return rc;
	}
	FILE *f = fopen(path, "wb");
	if (!f)
		return -1;
	fwrite(d->text, 1, d->len, f);
	return fclose(f);
}

/*
 * --keep: leaves a failing case's input, output, expected answer and stderr in
 * DIR/<problem>/<case>/ for inspection.  A failure to keep is noted in the
 * message, never a verdict.
 */
static void
keep_case(const char *dir, const char *problem, int stdout_fd, const struct testcase *tc,
	  struct case_result *cr)
{
	char path[4096], err[256];
	snprintf(path, sizeof path, "%s/%s/%s", dir, problem, tc->name);
	size_t base = strlen(path);
	int rc = fs_mkdirs(path, 0755, err, sizeof err);
	snprintf(path + base, sizeof path - base, "/input");
	rc |= write_data_to(&tc->input, path);
	snprintf(path + base, sizeof path - base, "/answer");
	rc |= write_data_to(&tc->output, path);
	snprintf(path + base, sizeof path - base, "/output");
	rc |= copy_fd_to(stdout_fd, path);
	snprintf(path + base, sizeof path - base, "/stderr");
	FILE *f = fopen(path, "wb");
	if (f) {
		fputs(cr->stderr_head, f);
		rc |= fclose(f);
	}
	if (rc != 0 && strlen(cr->message) < sizeof cr->message - 40)
		strcat(cr->message, cr->message[0] ? " (could not keep its files)"
						   : "could not keep its files");
}

/* Forgets the run set up ahead, and has the sandbox kill it. */
static void
forget_ahead(struct worker *w)
{
	if (!w->ahead.tc)
		return;
	close(w->ahead.in);
	w->ahead.tc = NULL;
	sandbox_discard(w->sandbox);
}

/* The limits of tc, CPU and wall time scaled. */
static struct limits
scaled_limits(const struct testcase *tc, double scale)
{
	struct limits lim = tc->limits;

	lim.time_ms = (int64_t)((double)lim.time_ms * scale + 0.5);
	lim.wall_ms = (int64_t)((double)lim.wall_ms * scale + 0.5);
	return lim;
}

/*
 * Runs tc once into cr.  next, when set, is the case this worker runs next:
 * its run is set up in the sandbox while this one goes on (see
 * sandbox_prepare), and taken when next's turn comes.
 */
static void
run_once(struct worker *w, const char *binary, const struct testcase *tc, double scale,
	 struct case_result *cr, const struct testcase *next)
{
	char err[256];
	struct run_result rr;
	struct limits lim = scaled_limits(tc, scale);
	uint64_t ticket = 0;
	int in;

	memset(cr, 0, sizeof *cr);
	cr->tc = tc;
	cr->exit_code = -1;
	cr->runs = 1;
	if (w->ahead.tc == tc) {
		in = w->ahead.in;
		ticket = w->ahead.ticket;
		w->ahead.tc = NULL;
	} else {
		in = open_input(&tc->input, err, sizeof err);
	}
	if (in < 0) {
		cr->verdict = VERDICT_JE;
		snprintf(cr->message, sizeof cr->message, "%s", err);
		return;
	}
	if (ftruncate(w->stdout_fd, 0) < 0 || lseek(w->stdout_fd, 0, SEEK_SET) < 0) {
		cr->verdict = VERDICT_JE;
		snprintf(cr->message, sizeof cr->message, "cannot reset the output buffer: %s",
			 strerror(errno));
		close(in);
		return;
	}
	char *argv[] = {(char *)binary, NULL};
	struct run_spec spec = {
		.path = binary,
		.argv = argv,
		.stdin_fd = in,
		.stdout_fd = w->stdout_fd,
		.limits = lim,
		.profile = SANDBOX_SOLUTION,
		.cancel_fd = cancel_pipe[0],
		.on_output = stream_check_grown,
		.on_output_arg = w->stream,
		.ticket = ticket,
	};
	struct run_spec ahead = spec;
	if (next && !w->ahead.tc &&
	    (ahead.stdin_fd = open_input(&next->input, err, sizeof err)) >= 0) {
		ahead.limits = scaled_limits(next, scale);
		ahead.ticket = ++w->tickets;
		spec.next = &ahead;
		/* Unless this case's checker is to run on the sandbox first. */
		spec.start_next = tc->checker->type != CHECKER_CUSTOM;
		w->ahead.tc = next;
		w->ahead.in = ahead.stdin_fd;
		w->ahead.ticket = ahead.ticket;
	}
	struct check_result streamed;
	stream_check_begin(w->stream, tc);
	int rc = sandbox_run(w->sandbox, &spec, &rr);
	bool compared = stream_check_end(w->stream, &streamed);
	close(in);
	if (rc < 0) {
		cr->verdict = VERDICT_JE;
		snprintf(cr->message, sizeof cr->message, "sandbox: %s", rr.detail);
		return;
	}
	classify(&rr, &lim, cr);
	if (cr->verdict == VERDICT_AC && tc->checker->type == CHECKER_CUSTOM)
		check_custom(w, tc, cr);
	else if (cr->verdict == VERDICT_AC)
		check_output(w->stdout_fd, tc, compared ? &streamed : NULL, cr);
}

static int
cmp_i64(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
	return (x > y) - (x < y);
}

static int64_t
median(int64_t *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmp_i64);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/*
 * Runs a case params->repeat times: the record of the worst run, with the
 * median CPU and wall times and the largest memory of all runs.  next, when
 * set, is the case the worker runs after this one (see run_once()).
 */
static void
run_case(struct worker *w, const struct batch *b, const struct testcase *tc,
	 struct case_result *cr, const struct testcase *next)
{
	int repeat = b->params->repeat > 1 ? b->params->repeat : 1;
	int64_t cpu[repeat], wall[repeat], mem = 0;

	run_once(w, b->binary, tc, b->scale, cr, repeat == 1 ? next : NULL);
	cpu[0] = cr->cpu_us;
	wall[0] = cr->wall_us;
	mem = cr->memory_bytes;
	int runs = 1;
	for (; runs < repeat && !interrupted; runs++) {
		struct case_result again;
		run_once(w, b->binary, tc, b->scale, &again, runs == repeat - 1 ? next : NULL);
		cpu[runs] = again.cpu_us;
		wall[runs] = again.wall_us;
		if (again.memory_bytes > mem)
			mem = again.memory_bytes;
		if (again.verdict > cr->verdict)
			*cr = again;
	}
	cr->runs = runs;
	cr->cpu_us = median(cpu, runs);
	cr->wall_us = median(wall, runs);
	cr->memory_bytes = mem;
	if (cr->verdict != VERDICT_AC && b->params->keep_dir)
		keep_case(b->params->keep_dir, b->problem_id, w->stdout_fd, tc, cr);
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

	pthread_mutex_lock(&b->lock);
	while (!b->stop && !interrupted) {
		/* A case runs alone: even the one taken in advance waits. */
		struct slot *s = b->paused ? NULL : after ? after : take_case(b);
		if (!s) {
			if (!b->paused && b->all_read && b->next == b->read)
				break;
			pthread_cond_wait(&b->changed, &b->lock);
			continue;
		}
		/* The case after this one is taken now, so that its run is set up meanwhile. */
		after = take_case(b);
		b->running++;
		pthread_mutex_unlock(&b->lock);
		run_case(w, b, &s->tc, &s->cr, after ? &after->tc : NULL);
		pthread_mutex_lock(&b->lock);
		s->done = true;
		b->running--;
		pthread_cond_broadcast(&b->changed);
	}
	/* Under the lock: a case re-run alone calls off every worker's run set up ahead. */
	forget_ahead(w);
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
	return cr->verdict == VERDICT_TLE || (double)cr->cpu_us >= RERUN_MARGIN * limit_us;
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
			const char *checker = custom_checker_set_binary(b->checkers, tc.checker);
			s->keyed = result_cache_key(&s->tc, checker, b->scale, sb, s->key) == 0;
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
		struct worker *w = &pl->workers[i];

		sandbox_discard(w->sandbox);
		/* It may have read some of its input: the case is run anew from its start. */
		if (w->ahead.tc)
			lseek(w->ahead.in, 0, SEEK_SET);
	}
	pthread_mutex_unlock(&b->lock);
	run_case(&pl->workers[0], b, &s->tc, &s->cr, NULL);
	s->cr.rerun = true;
	pthread_mutex_lock(&b->lock);
	b->paused = false;
	pthread_cond_broadcast(&b->changed);
	pthread_mutex_unlock(&b->lock);
}

int
pipeline_judge(struct pipeline *pl, const struct problem *p, const struct testdata *td,
	       const char *solution, const struct judge_params *params,
	       struct problem_result *pr)
{
	char err[512];
	struct batch b = {.problem_id = p->id, .params = params};
	struct result_cache *cache = NULL;
	struct testdata_reader *reader = NULL;
	const struct checker_spec **specs = NULL;
	struct sandbox_report sb;
	struct diag d;
	size_t started = 0, nspecs;
	bool parallel = false;
	int rc = -1;

	diag_init(&d);
	b.scale = params->time_scale > 0 ? params->time_scale : 1;
	memset(pr, 0, sizeof *pr);
	pr->problem = p;
	pr->solution = solution;
	b.window = 16 * pl->nworkers;
	b.ring = calloc(b.window, sizeof *b.ring);
	specs = calloc(td->nfiles ? td->nfiles : 1, sizeof *specs);
	reader = testdata_reader_new(td, &d);
	if (!b.ring || !specs || !reader) {
		pr->verdict = VERDICT_JE;
		snprintf(pr->message, sizeof pr->message, "out of memory");
		goto out;
	}
	if (compile_c(solution, &p->compile, &pr->compile, err, sizeof err) < 0) {
		pr->verdict = VERDICT_JE;
		snprintf(pr->message, sizeof pr->message, "cannot compile '%s': %s", solution, err);
		goto out;
	}
	rc = 0;
	if (!pr->compile.ok) {
		pr->verdict = VERDICT_CE;
		snprintf(pr->message, sizeof pr->message, "compilation of '%s' failed", solution);
		goto out;
	}
	/* A checker that does not compile is the judge's error, never the solution's. */
	if (survey(td, params, &pr->selected, specs, &nspecs, pr->message,
		   sizeof pr->message) < 0 ||
	    custom_checker_set_compile(&pr->checkers, specs, nspecs, pr->message,
				       sizeof pr->message) < 0) {
		pr->verdict = VERDICT_JE;
		rc = -1;
		goto out;
	}
	b.checkers = &pr->checkers;
	b.binary = pr->compile.binary;
	if (!params->no_cache && params->repeat <= 1)
		cache = result_cache_open(b.binary);
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
		if (parallel && !cr->cached && !params->no_rerun && needs_rerun(cr, b.scale) &&
		    !interrupted) {
			rerun_alone(pl, &b, s);
			pr->reruns++;
		}
		pr->count++;
		pr->verdict = verdict_worst(pr->verdict, cr->verdict);
		if (cr->verdict == VERDICT_AC)
			pr->passed++;
		if (pl->opts.on_case)
			pl->opts.on_case(pl->opts.on_case_arg, pr, cr);
		if (cache && s->keyed && !cr->cached && result_cache_keepable(cr, b.scale))
			result_cache_put(cache, s->key, cr);
		testcase_fini(&s->tc);
		pthread_mutex_lock(&b.lock);
		b.released++;
		pthread_mutex_unlock(&b.lock);
		if ((params->stop_on_failure && cr->verdict != VERDICT_AC) || interrupted) {
			pr->stopped = pr->count < pr->selected;
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
	for (; b.released < b.read; b.released++)
		testcase_fini(&b.ring[b.released % b.window].tc);
	if (cache)
		result_cache_save(cache);
out:
	result_cache_free(cache);
	testdata_reader_free(reader);
	diag_fini(&d);
	free(specs);
	free(b.ring);
	return rc;
}
