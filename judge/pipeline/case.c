/* One case: input, run, verdict from how the run ended, check, hint, repeats. */
#include "case.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/escape.h"
#include "interact.h"
#include "pipeline.h"

int
case_runner_init(struct case_runner *r, char *err, size_t errlen)
{
	memset(r, 0, sizeof *r);
	r->stdout_fd = memfd_create("judge-stdout", MFD_CLOEXEC);
	if (r->stdout_fd < 0) {
		snprintf(err, errlen, "cannot create an output buffer: %s", strerror(errno));
		return -1;
	}
	r->sandbox = sandbox_new(err, errlen);
	if (!r->sandbox) {
		close(r->stdout_fd);
		return -1;
	}
	transcript_init(&r->transcript);
	r->stream = stream_check_new(r->stdout_fd);
	if (!r->stream) {
		snprintf(err, errlen, "out of memory");
		sandbox_free(r->sandbox);
		close(r->stdout_fd);
		return -1;
	}
	return 0;
}

void
case_runner_fini(struct case_runner *r)
{
	custom_checker_free(r->custom);
	custom_checker_free(r->partner_custom);
	sandbox_free(r->partner);
	transcript_fini(&r->transcript);
	stream_check_free(r->stream);
	sandbox_free(r->sandbox);
	close(r->stdout_fd);
}

/* Writes len bytes of text to fd, whole.  Returns 0, or -1 with errno set. */
static int
put_all(int fd, const char *text, size_t len)
{
	for (size_t done = 0; done < len;) {
		ssize_t n = write(fd, text + done, len - done);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return -1;
		done += (size_t)n;
	}
	return 0;
}

/* Copies the file open on from (size bytes) to fd, whole.  Returns 0, or -1 with errno set. */
static int
put_file(int fd, int from, off_t size)
{
	for (off_t at = 0; at < size;) {
		ssize_t n = copy_file_range(from, &at, fd, NULL, (size_t)(size - at), 0);

		/* Not between these file systems (a memfd is tmpfs): the kernel copies it all the same. */
		if (n < 0 && (errno == EXDEV || errno == ENOSYS || errno == EINVAL))
			n = sendfile(fd, from, &at, (size_t)(size - at));
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -1;
		if (n == 0) {
			/* Shorter than it was a moment ago. */
			errno = EIO;
			return -1;
		}
	}
	return 0;
}

int
case_open_input(const struct case_data *in, const struct sandbox *sb, char *err, size_t errlen)
{
	struct stat st;
	int file = -1;

	if (in->path) {
		file = open(in->path, O_RDONLY | O_CLOEXEC);
		if (file < 0 || fstat(file, &st) < 0) {
			snprintf(err, errlen, "cannot open '%s': %s", in->path, strerror(errno));
			if (file >= 0)
				close(file);
			return -1;
		}
		/* The file itself, unless the run could open it again for writing. */
		if (!S_ISREG(st.st_mode) || !sandbox_may_write(sb, &st))
			return file;
	}
	int fd = memfd_create("judge-stdin", MFD_CLOEXEC | MFD_ALLOW_SEALING);

	if (fd < 0 ||
	    (file >= 0 ? put_file(fd, file, st.st_size) : put_all(fd, in->text, in->len)) < 0) {
		snprintf(err, errlen, "cannot make an input buffer: %s", strerror(errno));
		goto fail;
	}
	/*
	 * Sealed: no run may rewrite the input it is given (pwrite on its standard
	 * input), for itself, its checker or the run that counts after one set up
	 * ahead and discarded, which gets this descriptor again.
	 */
	if (fcntl(fd, F_ADD_SEALS, F_SEAL_WRITE | F_SEAL_GROW | F_SEAL_SHRINK | F_SEAL_SEAL) < 0) {
		snprintf(err, errlen, "cannot seal an input buffer: %s", strerror(errno));
		goto fail;
	}
	if (file >= 0)
		close(file);
	lseek(fd, 0, SEEK_SET);
	return fd;
fail:
	if (fd >= 0)
		close(fd);
	if (file >= 0)
		close(file);
	return -1;
}

/* What the rest of a verdict is made of, beyond a row's fixed strings. */
enum outcome_says {
	SAYS_NOTHING,
	SAYS_SIGNAL,             /* the detail names the signal */
	SAYS_DETAIL,             /* the detail is the sandbox's (the forbidden call) */
	SAYS_FAILURE,            /* the message is the sandbox's failure */
};

/*
 * The verdict of each way a run can end: the sandbox decided the outcome, every
 * limit included, so this only maps it.  A clean exit is AC ("now check") unless
 * its exit code says RE.
 */
static const struct outcome_row {
	enum verdict verdict;
	const char *detail;      /* or NULL */
	const char *message;     /* or NULL */
	enum outcome_says says;
} by_outcome[] = {
	[RUN_EXITED] = {VERDICT_AC, NULL, NULL, SAYS_NOTHING},
	[RUN_SIGNALED] = {VERDICT_RE, NULL, NULL, SAYS_SIGNAL},
	[RUN_TIME_CPU] = {VERDICT_TLE, "cpu", NULL, SAYS_NOTHING},
	[RUN_TIME_WALL] = {VERDICT_TLE, "wall", NULL, SAYS_NOTHING},
	[RUN_MEMORY] = {VERDICT_MLE, NULL, NULL, SAYS_NOTHING},
	[RUN_OUTPUT] = {VERDICT_OLE, NULL, NULL, SAYS_NOTHING},
	[RUN_SYSCALL] = {VERDICT_RE, NULL, NULL, SAYS_DETAIL},
	[RUN_FAILED] = {VERDICT_JE, NULL, NULL, SAYS_FAILURE},
	[RUN_CANCELLED] = {VERDICT_JE, NULL, "interrupted", SAYS_NOTHING},
};

/* RUN_CANCELLED is the last outcome: a new one needs its row. */
_Static_assert(sizeof by_outcome / sizeof *by_outcome == RUN_CANCELLED + 1,
	       "a row of by_outcome for every enum run_outcome");

bool
case_tle_by_wall(const struct case_result *cr)
{
	return cr->verdict == VERDICT_TLE && strcmp(cr->detail, by_outcome[RUN_TIME_CPU].detail);
}

void
case_classify(const struct run_result *rr, struct case_result *cr)
{
	const struct outcome_row *row = &by_outcome[rr->outcome];

	cr->usage = rr->usage;
	cr->exit_code = rr->outcome == RUN_EXITED ? rr->exit_code : -1;
	cr->signal = rr->signal;
	/* Cut on a character boundary: a reader of the reports sees no half character. */
	size_t n = rr->stderr_len;
	if (n >= sizeof cr->stderr_head)
		n = escape_cut(rr->stderr_head, sizeof cr->stderr_head - 1);
	snprintf(cr->stderr_head, sizeof cr->stderr_head, "%.*s", (int)n, rr->stderr_head);

	cr->verdict = row->verdict;
	if (row->detail)
		snprintf(cr->detail, sizeof cr->detail, "%s", row->detail);
	if (row->message)
		snprintf(cr->message, sizeof cr->message, "%s", row->message);
	switch (row->says) {
	case SAYS_NOTHING:
		break;
	case SAYS_SIGNAL:
		verdict_signal_name(rr->signal, cr->detail, sizeof cr->detail);
		break;
	case SAYS_DETAIL:
		snprintf(cr->detail, sizeof cr->detail, "%s", rr->detail);
		break;
	case SAYS_FAILURE:
		snprintf(cr->message, sizeof cr->message, "sandbox: %s", rr->detail);
		break;
	}
	if (rr->outcome == RUN_EXITED && rr->exit_code != 0) {
		cr->verdict = VERDICT_RE;
		snprintf(cr->detail, sizeof cr->detail, "exit code %d", rr->exit_code);
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
	} else if (spec->type == CHECKER_KATTIS && spec->space_change_sensitive) {
		loose.space_change_sensitive = false;
		what = "would pass without space_change_sensitive";
	} else if (spec->type == CHECKER_KATTIS && !spec->case_insensitive) {
		loose.case_insensitive = true;
		what = "would pass without case_sensitive";
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

/* Runs the case's custom checker, compiled before the cases, in the runner's sandbox. */
static void
check_custom(struct case_runner *w, const struct case_setup *setup, const struct testcase *tc,
	     struct case_result *cr)
{
	const struct program *checker = custom_checker_set_program(setup->checkers, tc->checker);

	if (!w->custom && checker)
		w->custom = custom_checker_new(w->sandbox, cr->message, sizeof cr->message);
	if (!checker || !w->custom) {
		cr->verdict = VERDICT_JE;
		if (!checker)
			snprintf(cr->message, sizeof cr->message, "checker not compiled");
		return;
	}
	custom_checker_run(w->custom, checker, tc->checker, &setup->checkers->limits, tc,
			   w->stdout_fd, setup->cancel_fd, &cr->check, cr->detail,
			   sizeof cr->detail);
	cr->checked = true;
	cr->verdict = cr->check.verdict;
	snprintf(cr->message, sizeof cr->message, "%s", cr->check.message);
}

void
case_runner_forget_ahead(struct case_runner *w)
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
	return limits_scaled(tc->limits, scale);
}

/*
 * Makes spec run program in sb: its path, policy and files, and its command
 * and environment (*argv and *env, to free with language_argv_free()).
 * Returns 0, or -1 with cr a JE saying why.
 */
static int
program_command(const struct program *program, struct sandbox *sb, struct run_spec *spec,
		char ***argv, char ***env, struct case_result *cr)
{
	char err[256];

	*env = NULL;
	program_spec(program, spec);
	*argv = program_argv(program, sb, spec, NULL, err, sizeof err);
	if (!*argv || program_env(program, sb, spec, env, err, sizeof err) < 0) {
		language_argv_free(*argv);
		cr->verdict = VERDICT_JE;
		snprintf(cr->message, sizeof cr->message, "%s", err);
		return -1;
	}
	spec->argv = *argv;
	spec->env = *env;
	return 0;
}

/* The program's side of an interactive case: its run in the runner's sandbox. */
struct program_side {
	struct sandbox *sb;
	struct run_spec *spec;
	struct run_result rr;
	int rc;
};

static void
run_program_side(void *arg, int in_fd, int out_fd, int cancel_fd)
{
	struct program_side *s = arg;

	s->spec->stdin_fd = in_fd;
	s->spec->stdout_fd = out_fd;
	s->spec->cancel_fd = cancel_fd;
	s->rc = sandbox_run(s->sb, s->spec, &s->rr);
}

/* The interactor's side: its run in the runner's second sandbox. */
struct interactor_side {
	struct custom_checker *cc;
	const struct program *program;
	const struct testcase *tc;
	const struct validator_limits *limits; /* the interactor's own */
	int64_t wall_ms;         /* the program's wall limit, which it spends waiting */
	struct check_result res;
	char detail[128];
	bool cancelled;
};

static void
run_interactor_side(void *arg, int in_fd, int out_fd, int cancel_fd)
{
	struct interactor_side *s = arg;

	custom_checker_interact(s->cc, s->program, s->tc->checker, s->limits, s->tc, in_fd,
				out_fd, s->wall_ms, cancel_fd, &s->res, s->detail, sizeof s->detail,
				&s->cancelled);
}

/* The runner's second sandbox and its interactors' files, made once.  0, or -1 (cr a JE). */
static int
open_partner(struct case_runner *w, struct case_result *cr)
{
	if (!w->partner && !(w->partner = sandbox_new(cr->message, sizeof cr->message))) {
		cr->verdict = VERDICT_JE;
		return -1;
	}
	if (!w->partner_custom &&
	    !(w->partner_custom = custom_checker_new(w->partner, cr->message,
						     sizeof cr->message))) {
		cr->verdict = VERDICT_JE;
		return -1;
	}
	return 0;
}

/* Decides cr from both sides of an interactive case and the order they ended in. */
static void
rule_interaction(const struct program_side *ps, struct interactor_side *is,
		 struct interact_order order, struct case_result *cr)
{
	const struct run_result *rr = &ps->rr;

	order.program_killed &= rr->outcome == RUN_CANCELLED;
	order.interactor_killed &= is->cancelled;
	if (order.interactor_killed)
		snprintf(is->res.message, sizeof is->res.message,
			 "stopped once the program had ended");
	case_classify(rr, cr);
	cr->check = is->res;
	cr->checked = true;
	const struct interact_facts facts = {
		.program = cr->verdict,
		.program_sigpipe = rr->outcome == RUN_SIGNALED && rr->signal == SIGPIPE,
		.program_idle = rr->outcome == RUN_TIME_WALL && interact_idle(&rr->usage),
		.interactor = is->res.verdict,
		.order = order,
	};
	struct interact_ruling ruling = interact_rule(&facts);

	cr->verdict = ruling.verdict;
	if (ruling.by_interactor) {
		snprintf(cr->detail, sizeof cr->detail, "%s", is->detail);
		snprintf(cr->message, sizeof cr->message, "%s", is->res.message);
	} else if (!cr->message[0] && is->res.message[0]) {
		/* What the interactor made of it, for whoever reads why. */
		snprintf(cr->message, sizeof cr->message, "interactor: %s", is->res.message);
	}
	if (ruling.detail)
		snprintf(cr->detail, sizeof cr->detail, "%s", ruling.detail);
	if (ruling.message)
		snprintf(cr->message, sizeof cr->message, "%s", ruling.message);
}

/*
 * Runs interactive case tc once into cr: the program in the runner's
 * sandbox, the interactor in its second one, the judge relaying between them.
 */
static void
run_interactive(struct case_runner *w, const struct case_setup *setup, const struct testcase *tc,
		struct case_result *cr)
{
	const struct program *interactor = custom_checker_set_program(setup->checkers,
								      tc->checker);
	struct run_spec spec = {
		.limits = scaled_limits(tc, setup->scale),
		.profile = SANDBOX_SOLUTION,
	};
	char **argv, **env, err[256];

	cr->interactive = true;
	if (!interactor) {
		cr->verdict = VERDICT_JE;
		snprintf(cr->message, sizeof cr->message, "interactor not compiled");
		return;
	}
	if (open_partner(w, cr) < 0 ||
	    program_command(setup->program, w->sandbox, &spec, &argv, &env, cr) < 0)
		return;
	struct program_side ps = {.sb = w->sandbox, .spec = &spec, .rc = -1};
	struct interactor_side is = {.cc = w->partner_custom, .program = interactor, .tc = tc,
				     .limits = &setup->checkers->limits,
				     .wall_ms = spec.limits.wall_ms};
	struct interact_order order;

	transcript_reset(&w->transcript);
	const struct interact_run ir = {
		.program = run_program_side, .program_arg = &ps,
		.interactor = run_interactor_side, .interactor_arg = &is,
		.cancel_fd = setup->cancel_fd,
		.transcript = setup->transcripts ? &w->transcript : NULL,
	};
	int rc = interact_run(&ir, &order, err, sizeof err);

	language_argv_free(argv);
	language_argv_free(env);
	if (rc < 0 || ps.rc < 0) {
		cr->verdict = VERDICT_JE;
		snprintf(cr->message, sizeof cr->message, "%s%s", rc < 0 ? "" : "sandbox: ",
			 rc < 0 ? err : ps.rr.detail);
		return;
	}
	rule_interaction(&ps, &is, order, cr);
	if (setup->transcripts)
		transcript_head(transcript_text(&w->transcript), cr->transcript,
				sizeof cr->transcript);
}

/*
 * Runs tc once into cr (zeroed, its tc set), its output checked.  next, when
 * set, is the case this runner runs next: its run is set up in the sandbox
 * while this one goes on (see sandbox_prepare), and taken when next's turn
 * comes.
 */
static void
run_pass(struct case_runner *w, const struct case_setup *setup, const struct testcase *tc,
	 struct case_result *cr, const struct testcase *next)
{
	char err[256];
	struct run_result rr;
	struct limits lim = scaled_limits(tc, setup->scale);
	uint64_t ticket = 0;
	int in;

	if (tc->checker->interactive) {
		run_interactive(w, setup, tc, cr);
		return;
	}
	if (w->ahead.tc == tc) {
		in = w->ahead.in;
		ticket = w->ahead.ticket;
		w->ahead.tc = NULL;
	} else {
		in = case_open_input(&tc->input, w->sandbox, err, sizeof err);
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
	struct run_spec spec = {
		.stdin_fd = in,
		.stdout_fd = w->stdout_fd,
		.limits = lim,
		.profile = SANDBOX_SOLUTION,
		.cancel_fd = setup->cancel_fd,
		.on_output = stream_check_grown,
		.on_output_arg = w->stream,
		.ticket = ticket,
	};
	char **argv, **ahead_argv = NULL, **env;

	if (program_command(setup->program, w->sandbox, &spec, &argv, &env, cr) < 0) {
		close(in);
		return;
	}
	struct run_spec ahead = spec;
	if (next && !w->ahead.tc &&
	    (ahead.stdin_fd = case_open_input(&next->input, w->sandbox, err, sizeof err)) >= 0) {
		ahead.limits = scaled_limits(next, setup->scale);
		ahead.ticket = ++w->tickets;
		/* Its own command: it may name its limits (a JVM's heap). */
		ahead_argv = program_argv(setup->program, w->sandbox, &ahead, NULL, err,
					  sizeof err);
		ahead.argv = ahead_argv ? ahead_argv : argv;
		spec.next = ahead_argv ? &ahead : NULL;
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
	language_argv_free(argv);
	language_argv_free(ahead_argv);
	language_argv_free(env);
	if (rc < 0) {
		cr->verdict = VERDICT_JE;
		snprintf(cr->message, sizeof cr->message, "sandbox: %s", rr.detail);
		return;
	}
	case_classify(&rr, cr);
	if (setup->unchecked)
		return;
	if (cr->verdict == VERDICT_AC && tc->checker->type == CHECKER_CUSTOM)
		check_custom(w, setup, tc, cr);
	else if (cr->verdict == VERDICT_AC)
		check_output(w->stdout_fd, tc, compared ? &streamed : NULL, cr);
}

/* Empties cr for a run of tc. */
static void
result_start(struct case_result *cr, const struct testcase *tc)
{
	memset(cr, 0, sizeof *cr);
	cr->tc = tc;
	cr->exit_code = -1;
	cr->runs = 1;
}

/*
 * --keep, a multi-pass case: pass n's files (its input, output or
 * interaction, stderr) in the case's folder, under pass-N/.
 */
static void
keep_pass(struct case_runner *w, const struct case_setup *setup, const struct testcase *tc,
	  int n, struct case_result *one)
{
	struct testcase named = *tc;
	char name[PATH_MAX];

	snprintf(name, sizeof name, "%s/pass-%d", tc->name, n);
	named.name = name;
	keep_case(setup->keep_dir, setup->problem_id, w->stdout_fd,
		  one->interactive ? transcript_text(&w->transcript) : NULL, &named, one);
}

/*
 * What pass n of passes, judged as one (a validator that ran said
 * one->check), makes of the case: 1 when another pass follows, its input
 * taken from the validator's nextpass.in into *input (to free); else 0, one
 * being the case's verdict: its own, or JE when the validator wrote
 * nextpass.in on the last pass, beside a rejection, or a hostile one.
 */
static int
next_pass(struct custom_checker *cc, const struct case_setup *setup, int n, int passes,
	  struct case_result *one, char **input, size_t *len)
{
	char err[256];
	int taken = 0;

	if (cc && one->checked)
		taken = custom_checker_take_nextpass(cc, setup->checkers->limits.run.output_bytes,
						     input, len, err, sizeof err);
	if (taken < 0)
		snprintf(one->message, sizeof one->message, "%s", err);
	else if (taken && one->check.verdict == VERDICT_JE)
		return 0;
	else if (taken && one->check.verdict != VERDICT_AC)
		snprintf(one->message, sizeof one->message,
			 "the validator wrote nextpass.in but did not accept (exit 42)");
	else if (taken && n == passes)
		snprintf(one->message, sizeof one->message,
			 "the validator wrote nextpass.in on the last pass "
			 "(limits.validation_passes: %d)", passes);
	else
		return taken && one->verdict == VERDICT_AC;
	one->verdict = VERDICT_JE;
	one->detail[0] = '\0';
	return 0;
}

/*
 * Runs multi-pass case tc into cr: pass 1 on its input, each later pass on
 * the nextpass.in the validator (or interactor) wrote in the pass before,
 * the feedback folder kept between them, until a pass fails, the validator
 * accepts without a nextpass.in, or tc->checker->passes were run.  The
 * verdict and message are the deciding pass's, the usage the largest of
 * each measure over the passes, an interaction's transcript every pass's.
 */
static void
run_passes(struct case_runner *w, const struct case_setup *setup, const struct testcase *tc,
	   struct case_result *cr)
{
	struct custom_checker **cc = tc->checker->interactive ? &w->partner_custom : &w->custom;
	struct testcase later = *tc;
	struct case_result one;
	struct run_usage most = {0};
	char heads[CHECKER_PASSES_MAX][sizeof one.transcript];
	char *input = NULL;
	size_t len = 0;
	int n = 0, more = 1;

	while (more && n < tc->checker->passes) {
		n++;
		result_start(&one, tc);
		/* Pass 1 is the case itself (its run may be set up ahead). */
		run_pass(w, setup, n == 1 ? tc : &later, &one, NULL);
		one.tc = tc;
		if (*cc)
			custom_checker_keep_feedback(*cc, false);
		if (setup->keep_dir)
			keep_pass(w, setup, n == 1 ? tc : &later, n, &one);
		free(input);
		input = NULL;
		more = next_pass(*cc, setup, n, tc->checker->passes, &one, &input, &len);
		if (more) {
			later.input = (struct case_data){.text = input, .len = len};
			custom_checker_keep_feedback(*cc, true);
		}
		if (one.verdict != VERDICT_AC) {
			char text[sizeof one.message];

			snprintf(text, sizeof text, "%s", one.message);
			snprintf(one.message, sizeof one.message, "%s%d%s%s",
				 text[0] ? "pass " : "in pass ", n, text[0] ? ": " : "", text);
		}
		most.cpu_us = one.usage.cpu_us > most.cpu_us ? one.usage.cpu_us : most.cpu_us;
		most.wall_us = one.usage.wall_us > most.wall_us ? one.usage.wall_us : most.wall_us;
		if (one.usage.memory_bytes > most.memory_bytes)
			most.memory_bytes = one.usage.memory_bytes;
		most.output_bytes = one.usage.output_bytes;
		cr->pass[n - 1] = (struct case_pass){one.verdict, one.usage};
		memcpy(heads[n - 1], one.transcript, sizeof one.transcript);
	}
	free(input);
	memcpy(one.pass, cr->pass, sizeof one.pass);
	if (one.interactive && setup->transcripts && n > 1) {
		const char *each[CHECKER_PASSES_MAX];

		for (int i = 0; i < n; i++)
			each[i] = heads[i];
		transcript_join_passes(each, n, one.transcript, sizeof one.transcript);
	}
	*cr = one;
	cr->passes = n;
	cr->usage = most;
}

/* Runs tc once into cr: its one pass, or each pass of a multi-pass case. */
static void
run_once(struct case_runner *w, const struct case_setup *setup, const struct testcase *tc,
	 struct case_result *cr, const struct testcase *next)
{
	result_start(cr, tc);
	if (tc->checker->passes)
		run_passes(w, setup, tc, cr);
	else
		run_pass(w, setup, tc, cr, next);
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

void
case_run(struct case_runner *w, const struct case_setup *setup, const struct testcase *tc,
	 struct case_result *cr, const struct testcase *next)
{
	int repeat = setup->repeat > 1 ? setup->repeat : 1;
	int64_t cpu[repeat], wall[repeat], mem = 0;

	run_once(w, setup, tc, cr, repeat == 1 ? next : NULL);
	cpu[0] = cr->usage.cpu_us;
	wall[0] = cr->usage.wall_us;
	mem = cr->usage.memory_bytes;
	int runs = 1;
	for (; runs < repeat && !pipeline_interrupted(); runs++) {
		struct case_result again;
		run_once(w, setup, tc, &again, runs == repeat - 1 ? next : NULL);
		cpu[runs] = again.usage.cpu_us;
		wall[runs] = again.usage.wall_us;
		if (again.usage.memory_bytes > mem)
			mem = again.usage.memory_bytes;
		if (again.verdict > cr->verdict)
			*cr = again;
	}
	cr->runs = runs;
	cr->usage.cpu_us = median(cpu, runs);
	cr->usage.wall_us = median(wall, runs);
	cr->usage.memory_bytes = mem;
	if (cr->verdict != VERDICT_AC && setup->keep_dir)
		keep_case(setup->keep_dir, setup->problem_id, w->stdout_fd,
			  cr->interactive ? transcript_text(&w->transcript) : NULL, tc, cr);
	else if (cr->passes && setup->keep_dir)
		keep_forget(setup->keep_dir, setup->problem_id, tc, cr);
}
