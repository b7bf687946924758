/* The judging pipeline: compile, run each case in the sandbox, check, record. */
#include "pipeline.h"

#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

struct pipeline {
	struct pipeline_options opts;
	struct sandbox *sandbox;
	int stdout_fd;           /* one memfd, emptied before each case */
};

struct pipeline *
pipeline_new(const struct pipeline_options *opts, char *err, size_t errlen)
{
	struct pipeline *pl = calloc(1, sizeof *pl);
	if (!pl) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	pl->opts = *opts;
	pl->stdout_fd = memfd_create("judge-stdout", MFD_CLOEXEC);
	if (pl->stdout_fd < 0) {
		snprintf(err, errlen, "cannot create an output buffer: %s", strerror(errno));
		free(pl);
		return NULL;
	}
	pl->sandbox = sandbox_new(err, errlen);
	if (!pl->sandbox) {
		close(pl->stdout_fd);
		free(pl);
		return NULL;
	}
	return pl;
}

void
pipeline_describe(const struct pipeline *pl, struct sandbox_report *out)
{
	sandbox_describe(pl->sandbox, out);
}

void
pipeline_free(struct pipeline *pl)
{
	if (!pl)
		return;
	sandbox_free(pl->sandbox);
	close(pl->stdout_fd);
	free(pl);
}

void
problem_result_fini(struct problem_result *pr)
{
	compile_result_fini(&pr->compile);
	free(pr->cases);
	pr->cases = NULL;
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

static FILE *
open_expected(const struct case_data *out)
{
	if (out->path)
		return fopen(out->path, "rb");
	/* fmemopen(3) may refuse an empty buffer; an empty answer is an empty file. */
	if (out->len == 0)
		return fopen("/dev/null", "rb");
	return fmemopen(out->text, out->len, "r");
}

static void
signal_detail(int sig, char *buf, size_t len)
{
	const char *abbrev = sigabbrev_np(sig);
	if (abbrev)
		snprintf(buf, len, "SIG%s", abbrev);
	else
		snprintf(buf, len, "signal %d", sig);
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
	case RUN_SIGNALED:
		cr->verdict = VERDICT_RE;
		signal_detail(rr->signal, cr->detail, sizeof cr->detail);
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

static void
check_output(struct pipeline *pl, const struct testcase *tc, struct case_result *cr)
{
	FILE *expected = open_expected(&tc->output);
	if (!expected) {
		cr->verdict = VERDICT_JE;
		snprintf(cr->message, sizeof cr->message, "cannot open expected output: %s",
			 strerror(errno));
		return;
	}
	int fd = dup(pl->stdout_fd);
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
	checker_compare(tc->checker, expected, received, &cr->check);
	cr->checked = true;
	cr->verdict = cr->check.verdict;
	if (cr->verdict != VERDICT_AC)
		snprintf(cr->message, sizeof cr->message, "%s", cr->check.message);
	fclose(received);
	fclose(expected);
}

static void
run_case(struct pipeline *pl, const char *binary, const struct testcase *tc, double scale,
	 struct case_result *cr)
{
	char err[256];
	struct run_result rr;
	struct limits lim = tc->limits;

	memset(cr, 0, sizeof *cr);
	cr->tc = tc;
	cr->exit_code = -1;
	lim.time_ms = (int64_t)((double)lim.time_ms * scale + 0.5);
	lim.wall_ms = (int64_t)((double)lim.wall_ms * scale + 0.5);

	int in = open_input(&tc->input, err, sizeof err);
	if (in < 0) {
		cr->verdict = VERDICT_JE;
		snprintf(cr->message, sizeof cr->message, "%s", err);
		return;
	}
	if (ftruncate(pl->stdout_fd, 0) < 0 || lseek(pl->stdout_fd, 0, SEEK_SET) < 0) {
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
		.stdout_fd = pl->stdout_fd,
		.limits = lim,
		.profile = SANDBOX_SOLUTION,
	};
	if (sandbox_run(pl->sandbox, &spec, &rr) < 0) {
		close(in);
		cr->verdict = VERDICT_JE;
		snprintf(cr->message, sizeof cr->message, "sandbox: %s", rr.detail);
		return;
	}
	close(in);
	classify(&rr, &lim, cr);
	if (cr->verdict == VERDICT_AC)
		check_output(pl, tc, cr);
}

int
pipeline_judge(struct pipeline *pl, const struct problem *p, const struct testdata *td,
	       const char *solution, const struct judge_params *params,
	       struct problem_result *pr)
{
	double scale = params->time_scale > 0 ? params->time_scale : 1;
	char err[512];

	memset(pr, 0, sizeof *pr);
	pr->problem = p;
	pr->solution = solution;
	pr->cases = calloc(td->count ? td->count : 1, sizeof *pr->cases);
	if (!pr->cases) {
		pr->verdict = VERDICT_JE;
		snprintf(pr->message, sizeof pr->message, "out of memory");
		return -1;
	}
	if (compile_c(solution, &p->compile, &pr->compile, err, sizeof err) < 0) {
		pr->verdict = VERDICT_JE;
		snprintf(pr->message, sizeof pr->message, "cannot compile '%s': %s", solution, err);
		return -1;
	}
	if (!pr->compile.ok) {
		pr->verdict = VERDICT_CE;
		snprintf(pr->message, sizeof pr->message, "compilation of '%s' failed", solution);
		return 0;
	}

	pr->verdict = VERDICT_AC;
	for (size_t i = 0; i < td->count; i++) {
		const struct testcase *tc = &td->cases[i];
		if (params->case_pattern && fnmatch(params->case_pattern, tc->name, 0) != 0)
			continue;
		if (params->only && !params->only[i])
			continue;
		struct case_result *cr = &pr->cases[pr->count++];
		run_case(pl, pr->compile.binary, tc, scale, cr);
		pr->verdict = verdict_worst(pr->verdict, cr->verdict);
		if (cr->verdict == VERDICT_AC)
			pr->passed++;
		if (pl->opts.on_case)
			pl->opts.on_case(pl->opts.on_case_arg, pr, cr);
	}
	return 0;
}
