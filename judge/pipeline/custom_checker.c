/* Custom checkers: compiled once per judging, run after each case in the worker's sandbox. */
#include "custom_checker.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/escape.h"

/* The file a multi-pass validator writes the next pass's input into. */
#define NEXTPASS "nextpass.in"

/* A Kattis validator's score of an accepted case, in points or as a fraction of them. */
#define SCORE_POINTS "score.txt"
#define SCORE_FRACTION "score_multiplier.txt"

/* How deep a checker's leftovers in the feedback folder are removed. */
#define FEEDBACK_DEPTH 16

/*
 * The program's output, for a testlib checker: its standard input, opened
 * again by name (a file of its own, readable from the start, seekable).
 * The input and the answer come the same way, as descriptors 3 and 4 (see
 * run_spec.files): no path to them is in the checker's view, and no other
 * program can open them.
 */
#define OUTPUT_PATH "/proc/self/fd/0"
#define INPUT_PATH "/proc/self/fd/3"
#define ANSWER_PATH "/proc/self/fd/4"

/* A case's input or answer, as the checker gets it. */
struct case_file {
	int copy;                 /* memfd: the copy, rewritten for each case */
	int fd;                   /* what the checker gets: the testdata file itself, or copy */
};

struct custom_checker {
	struct sandbox *sb;
	bool others;              /* checkers run as another uid: files must be readable by others */
	struct case_file input, answer;
	char feedback[PATH_MAX];  /* the checker's folder: Kattis feedback_dir */
	int feedback_fd;
	bool feedback_used;       /* a checker ran with it since it was emptied */
	bool keep_feedback;       /* the next runs find it as the last one left it */
	int stdout_fd;            /* memfd: the checker's standard output */
};

/*
 * The build of spec's program: spec's own, or one of the same source (a
 * package case's copy of its folder's validator with more arguments).
 */
static const struct custom_checker_build *
find_build(const struct custom_checker_set *set, const struct checker_spec *spec)
{
	for (size_t i = 0; set && i < set->count; i++)
		if (set->builds[i].spec == spec ||
		    (spec->type == CHECKER_CUSTOM && !strcmp(set->builds[i].spec->source, spec->source)))
			return &set->builds[i];
	return NULL;
}

struct validator_limits
custom_checker_limits_for(const struct problem *p, bool input_validators)
{
	const struct limits *set = &p->validation;
	bool package = !input_validators || p->validation_inputs;
	struct validator_limits l = {
		.run = {
			.time_ms = CUSTOM_CHECKER_TIME_MS,
			.wall_ms = CUSTOM_CHECKER_WALL_MS,
			.memory_bytes = CUSTOM_CHECKER_MEMORY_BYTES,
			.output_bytes = CUSTOM_CHECKER_OUTPUT_BYTES,
			.processes = CUSTOM_CHECKER_PROCESSES,
		},
		.time = package && set->time_ms,
		.memory = package && set->memory_bytes,
		.output = package && set->output_bytes,
	};

	if (l.time) {
		l.run.time_ms = set->time_ms;
		l.run.wall_ms = set->time_ms * LIMITS_WALL_FACTOR;
	}
	if (l.memory)
		l.run.memory_bytes = set->memory_bytes;
	if (l.output)
		l.run.output_bytes = set->output_bytes;
	return l;
}

/* bytes in the largest unit that divides it: "1 GiB", "512 MiB", "100 KiB". */
static void
size_text(long long bytes, char *out, size_t len)
{
	if (bytes % (1LL << 30) == 0)
		snprintf(out, len, "%lld GiB", bytes >> 30);
	else if (bytes % (1LL << 20) == 0)
		snprintf(out, len, "%lld MiB", bytes >> 20);
	else
		snprintf(out, len, "%lld KiB", (bytes + 1023) >> 10);
}

void
custom_checker_limit_text(const struct validator_limits *l, const struct run_result *rr,
			  char *out, size_t len)
{
	enum run_outcome outcome = rr->outcome;
	char size[32], where[32] = "standard output";

	switch (outcome) {
	case RUN_TIME_CPU:
	case RUN_TIME_WALL:
		snprintf(out, len, "over its %g s of %s time%s",
			 (double)(outcome == RUN_TIME_CPU ? l->run.time_ms : l->run.wall_ms) / 1000,
			 outcome == RUN_TIME_CPU ? "CPU" : "wall",
			 l->time ? ": limits: validation_time" : "");
		break;
	case RUN_MEMORY:
		size_text(l->run.memory_bytes, size, sizeof size);
		snprintf(out, len, "over its %s%s", size,
			 l->memory ? ": limits: validation_memory" : "");
		break;
	case RUN_OUTPUT:
		size_text(l->run.output_bytes, size, sizeof size);
		if (rr->output_fd > 2)
			snprintf(where, sizeof where, "output on descriptor %d", rr->output_fd);
		snprintf(out, len, "over its %s of %s%s", size, where,
			 l->output ? ": limits: validation_output" : "");
		break;
	default:
		snprintf(out, len, "failed");
		break;
	}
}

const char *
custom_checker_limit_name(enum run_outcome outcome)
{
	return outcome == RUN_MEMORY   ? "out of memory"
	       : outcome == RUN_OUTPUT ? "output limit exceeded"
				       : "timed out";
}

/* What the set's program for spec is called in messages. */
static const char *
role(const struct custom_checker_set *set, const struct checker_spec *spec)
{
	return set->role ? set->role : checker_spec_role(spec);
}

/* The first line of a compiler log that names an error, else its first line. */
static void
first_error(const char *log, char *out, size_t len)
{
	const char *line = log ? log : "";
	for (const char *p = line; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : NULL) {
		size_t n = strcspn(p, "\n");
		const char *e = strstr(p, "error");
		if (e && (size_t)(e - p) < n) {
			line = p;
			break;
		}
	}
	snprintf(out, len, "%.*s", (int)strcspn(line, "\n"), line);
}

int
custom_checker_set_plan(struct custom_checker_set *set, const struct language_table *languages,
			const struct checker_spec *const *specs, size_t count,
			const struct compile_job *solution, struct compile_task *tasks,
			size_t *ntasks, char *msg, size_t msglen)
{
	*ntasks = 0;
	set->builds = calloc(count ? count : 1, sizeof *set->builds);
	if (!set->builds) {
		snprintf(msg, msglen, "out of memory");
		return -1;
	}
	for (size_t k = 0; k < count; k++) {
		const struct checker_spec *spec = specs[k];

		if (spec->type != CHECKER_CUSTOM || find_build(set, spec))
			continue;
		struct custom_checker_build *b = &set->builds[set->count++];

		b->spec = spec;
		char why[256];

		const char *root = set->problem ? problem_files_root(set->problem, spec->source)
						: NULL;

		if (source_set_open(&b->sources, languages, root, spec->source, why,
				    sizeof why) < 0 ||
		    (set->companion &&
		     source_set_add_companion(&b->sources, set->companion, why, sizeof why) < 0)) {
			snprintf(msg, msglen, "%s: %s", role(set, spec), why);
			return -1;
		}
		/* Its folder, for its headers (never "/": that would show everything). */
		if (!realpath(spec->source, b->dir)) {
			snprintf(msg, msglen, "cannot open %s '%s': %s", role(set, spec),
				 spec->source, strerror(errno));
			return -1;
		}
		if (!b->sources.folder)
			*strrchr(b->dir, '/') = '\0';
		b->job = (struct compile_job){
			.sources = &b->sources, .include_dir = b->dir[0] ? b->dir : NULL,
			.limits = solution->limits, .cancel_fd = solution->cancel_fd,
		};
		if (language_check_tools(b->sources.language, why, sizeof why) < 0) {
			snprintf(msg, msglen, "cannot compile %s '%s': %s", role(set, spec),
				 spec->source, why);
			return -1;
		}
		tasks[(*ntasks)++] = (struct compile_task){.job = &b->job, .res = &b->compile};
	}
	return 0;
}

int
custom_checker_set_entry(struct custom_checker_set *set, const struct checker_spec *spec,
			 const char *name)
{
	struct custom_checker_build *b = (struct custom_checker_build *)find_build(set, spec);

	for (size_t i = 0; b && i < b->sources.count; i++)
		if (b->sources.files[i].source && !strcmp(b->sources.files[i].name, name)) {
			b->sources.main = i;
			return 0;
		}
	return -1;
}

int
custom_checker_set_open(struct custom_checker_set *set, const struct compile_task *tasks,
			char *msg, size_t msglen)
{
	for (size_t i = 0; i < set->count; i++) {
		struct custom_checker_build *b = &set->builds[i];
		const struct compile_task *t = &tasks[i];
		char err[256], line[256];

		if (t->rc < 0) {
			snprintf(msg, msglen, "cannot compile %s '%s': %s", role(set, b->spec),
				 b->spec->source, t->err);
			return -1;
		}
		if (!b->compile.ok) {
			first_error(b->compile.log, line, sizeof line);
			snprintf(msg, msglen, "%s '%s' does not compile: %s", role(set, b->spec),
				 b->spec->source, line);
			return -1;
		}
		if (program_open(&b->program, b->sources.language, &b->compile, err, sizeof err) < 0) {
			snprintf(msg, msglen, "cannot run %s '%s': %s", role(set, b->spec),
				 b->spec->source, err);
			return -1;
		}
		b->opened = true;
	}
	return 0;
}

const struct program *
custom_checker_set_program(const struct custom_checker_set *set, const struct checker_spec *spec)
{
	const struct custom_checker_build *b = find_build(set, spec);
	return b && b->opened ? &b->program : NULL;
}

void
custom_checker_set_fini(struct custom_checker_set *set)
{
	for (size_t i = 0; i < set->count; i++) {
		compile_result_fini(&set->builds[i].compile);
		program_close(&set->builds[i].program);
		source_set_fini(&set->builds[i].sources);
	}
	free(set->builds);
	set->builds = NULL;
	set->count = 0;
}

struct custom_checker *
custom_checker_new(struct sandbox *sb, char *err, size_t errlen)
{
	struct custom_checker *cc = calloc(1, sizeof *cc);
	struct sandbox_report rep;

	if (!cc) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	cc->sb = sb;
	cc->feedback_fd = cc->stdout_fd = -1;
	cc->input.fd = cc->answer.fd = -1;
	sandbox_describe(sb, &rep);
	cc->others = rep.drops_privileges;
	cc->input.copy = memfd_create("judge-checker-input", MFD_CLOEXEC);
	cc->answer.copy = memfd_create("judge-checker-answer", MFD_CLOEXEC);
	if (cc->input.copy < 0 || cc->answer.copy < 0) {
		snprintf(err, errlen, "cannot create a checker's input buffers: %s",
			 strerror(errno));
		goto fail;
	}
	if (sandbox_scratch_dir(sb, "feedback", cc->feedback, sizeof cc->feedback) < 0) {
		snprintf(err, errlen, "cannot make a folder for checkers: %s", strerror(errno));
		goto fail;
	}
	cc->feedback_fd = open(cc->feedback, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (cc->feedback_fd < 0) {
		snprintf(err, errlen, "cannot open '%s': %s", cc->feedback, strerror(errno));
		goto fail;
	}
	cc->stdout_fd = memfd_create("judge-checker-stdout", MFD_CLOEXEC);
	if (cc->stdout_fd < 0) {
		snprintf(err, errlen, "cannot create a checker's output buffer: %s",
			 strerror(errno));
		goto fail;
	}
	return cc;
fail:
	custom_checker_free(cc);
	return NULL;
}

void
custom_checker_free(struct custom_checker *cc)
{
	if (!cc)
		return;
	if (cc->feedback_fd >= 0)
		close(cc->feedback_fd);
	if (cc->stdout_fd >= 0)
		close(cc->stdout_fd);
	if (cc->input.copy >= 0)
		close(cc->input.copy);
	if (cc->answer.copy >= 0)
		close(cc->answer.copy);
	free(cc);
}

/* Writes len bytes of text to fd; returns 0 or -1. */
static int
write_all(int fd, const char *text, size_t len)
{
	while (len > 0) {
		ssize_t n = write(fd, text, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return -1;
		text += n;
		len -= (size_t)n;
	}
	return 0;
}

/* Copies the whole file in, of size bytes, into fd. */
static int
copy_file(int in, off_t size, int fd)
{
	off_t off = 0;

	while (off < size) {
		ssize_t n = sendfile(fd, in, &off, (size_t)(size - off));
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return -1;
	}
	return 0;
}

/*
 * Makes f->fd what the checker is given for d: the file itself, opened,
 * when the checker may open it again by /proc/self/fd (a regular file it
 * may read) but not for writing (sandbox_may_write), else f's copy of it,
 * rewritten (inline data always).
 */
static int
case_file_open(const struct custom_checker *cc, struct case_file *f, const struct case_data *d,
	       char *err, size_t errlen)
{
	struct stat st;
	int in = -1, rc = -1;

	if (d->path) {
		in = open(d->path, O_RDONLY | O_CLOEXEC);
		if (in < 0 || fstat(in, &st) < 0) {
			snprintf(err, errlen, "cannot open '%s': %s", d->path, strerror(errno));
			goto out;
		}
		/* Given whole when the checker may read it and may not rewrite it. */
		if (S_ISREG(st.st_mode) && (!cc->others || (st.st_mode & S_IROTH)) &&
		    !sandbox_may_write(cc->sb, &st)) {
			f->fd = in;
			return 0;
		}
	}
	if (ftruncate(f->copy, 0) < 0 || lseek(f->copy, 0, SEEK_SET) < 0 ||
	    (d->path ? copy_file(in, st.st_size, f->copy) : write_all(f->copy, d->text, d->len)) < 0) {
		snprintf(err, errlen, "cannot copy '%s' for the checker: %s",
			 d->path ? d->path : "inline data", strerror(errno));
		goto out;
	}
	f->fd = f->copy;
	rc = 0;
out:
	if (in >= 0)
		close(in);
	return rc;
}

/* Closes f->fd unless it is f's copy. */
static void
case_file_close(struct case_file *f)
{
	if (f->fd >= 0 && f->fd != f->copy)
		close(f->fd);
	f->fd = -1;
}

/* Removes everything in the folder dfd (which it closes), not following links. */
static int
empty_folder(int dfd, int depth)
{
	DIR *d = fdopendir(dfd);
	struct dirent *e;
	int rc = 0;

	if (!d) {
		close(dfd);
		return -1;
	}
	while ((e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		if (unlinkat(dirfd(d), e->d_name, 0) == 0)
			continue;
		if (errno != EISDIR || depth >= FEEDBACK_DEPTH) {
			rc = -1;
			continue;
		}
		int sub = openat(dirfd(d), e->d_name,
				 O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
		if (sub < 0) {
			rc = -1;
			continue;
		}
		/* The checker may have left it without rights, for a judge that is not root. */
		fchmod(sub, 0700);
		if (empty_folder(sub, depth + 1) < 0 ||
		    unlinkat(dirfd(d), e->d_name, AT_REMOVEDIR) < 0)
			rc = -1;
	}
	closedir(d);
	return rc;
}

/* Reads up to len - 1 bytes of feedback_dir/name, a regular file, into buf; returns the count. */
static size_t
read_feedback(const struct custom_checker *cc, const char *name, char *buf, size_t len)
{
	int fd = openat(cc->feedback_fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	struct stat st;
	size_t got = 0;

	if (fd < 0)
		return 0;
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
		while (got < len - 1) {
			ssize_t n = read(fd, buf + got, len - 1 - got);
			if (n < 0 && errno == EINTR)
				continue;
			if (n <= 0)
				break;
			got += (size_t)n;
		}
	}
	close(fd);
	buf[got] = '\0';
	return got;
}

/*
 * A judge error: detail the short reason; the message what the detail does
 * not say, once: more of the reason (or NULL) and the checker's text.
 */
static void
judge_error(struct check_result *res, char *detail, size_t detaillen, const char *reason,
	    const char *more, const char *text, size_t len)
{
	res->verdict = VERDICT_JE;
	snprintf(detail, detaillen, "%s", reason);
	snprintf(res->message, sizeof res->message, "%s%s", more ? more : "",
		 more && len ? ": " : "");
	escape_append(res->message, sizeof res->message, text, len, CUSTOM_CHECKER_MESSAGE_MAX);
}

/* testlib's exit status for quitp(): partial credit, its points first in the message. */
#define TESTLIB_POINTS 7

/*
 * Reads the points a testlib checker's message starts with ("points 0.5 ..."
 * as quitp() writes it, or "0.5 ..."): the fraction of the case's points,
 * AC when it is 1, else WA with the detail "partial credit".  Returns 0, or
 * -1 when there is no number in [0, 1] there.
 */
static int
testlib_points(const char *text, size_t len, struct check_result *res, char *detail,
	       size_t detaillen)
{
	char buf[64], *end;
	size_t n = len < sizeof buf - 1 ? len : sizeof buf - 1;

	memcpy(buf, text, n);
	buf[n] = '\0';
	const char *p = buf + strspn(buf, " \t\n");
	if (!strncmp(p, "points ", 7))
		p += 7;
	errno = 0;
	double x = strtod(p, &end);
	if (end == p || errno || !(x >= 0 && x <= 1) || (*end && !strchr(" \t\n", *end)))
		return -1;
	res->verdict = x >= 1 ? VERDICT_AC : VERDICT_WA;
	if (x < 1)
		snprintf(detail, detaillen, "partial credit");
	res->score_kind = CHECK_SCORE_FRACTION;
	res->score = x;
	return 0;
}

/* Reads a number from feedback_dir/name into *x: 1, 0 when there is no such file, -1 if bad. */
static int
feedback_number(const struct custom_checker *cc, const char *name, double *x)
{
	char buf[128], *end;

	if (faccessat(cc->feedback_fd, name, F_OK, AT_SYMLINK_NOFOLLOW) < 0)
		return 0;
	read_feedback(cc, name, buf, sizeof buf);
	errno = 0;
	*x = strtod(buf, &end);
	end += strspn(end, " \t\r\n");
	return end == buf || *end || errno || !isfinite(*x) || *x < 0 ? -1 : 1;
}

/*
 * A Kattis validator's score.txt (the case's points) or score_multiplier.txt
 * (a fraction of them) into res, for an accepted case; either on a rejected
 * one, both, or a number that is not one (>= 0; <= 1 for the multiplier) is
 * a judge error naming who wrote it.
 */
static void
kattis_score(const struct custom_checker *cc, const char *who, struct check_result *res,
	     char *detail, size_t detaillen)
{
	double points = 0, fraction = 0;
	int p = feedback_number(cc, SCORE_POINTS, &points);
	int f = feedback_number(cc, SCORE_FRACTION, &fraction);
	const char *why = NULL;
	char what[128], reason[64];

	if (p < 0 || f < 0 || fraction > 1)
		why = "wrote an invalid score.txt or score_multiplier.txt";
	else if (p && f)
		why = "wrote both score.txt and score_multiplier.txt";
	else if ((p || f) && res->verdict != VERDICT_AC)
		why = "rejected the case but wrote a score";
	if (why) {
		snprintf(what, sizeof what, "%s %s", who, why);
		snprintf(reason, sizeof reason, "%s gave an invalid score", who);
		judge_error(res, detail, detaillen, reason, what, "", 0);
		return;
	}
	if (p || f) {
		res->score_kind = p ? CHECK_SCORE_POINTS : CHECK_SCORE_FRACTION;
		res->score = p ? points : fraction;
	}
}

/*
 * Turns how the checker ended, and what it said, into the case's verdict; who
 * names it in messages ("checker", "interactor"), limits are what it ran under.
 */
static void
interpret(const struct run_result *rr, enum checker_protocol protocol, const char *who,
	  const struct validator_limits *limits, const char *text, size_t len,
	  struct check_result *res, char *detail, size_t detaillen)
{
	char why[128], reason[64], sig[32];

	switch (rr->outcome) {
	case RUN_EXITED:
		break;
	case RUN_SIGNALED:
		verdict_signal_name(rr->signal, sig, sizeof sig);
		snprintf(why, sizeof why, "%s killed by %s", who, sig);
		judge_error(res, detail, detaillen, why, NULL, text, len);
		return;
	case RUN_TIME_CPU:
	case RUN_TIME_WALL:
	case RUN_MEMORY:
	case RUN_OUTPUT:
		custom_checker_limit_text(limits, rr, why, sizeof why);
		snprintf(reason, sizeof reason, "%s %s", who, custom_checker_limit_name(rr->outcome));
		judge_error(res, detail, detaillen, reason, why, text, len);
		return;
	case RUN_SYSCALL:
		snprintf(reason, sizeof reason, "%s made a forbidden call", who);
		judge_error(res, detail, detaillen, reason, rr->detail, "", 0);
		return;
	case RUN_FAILED:
		snprintf(reason, sizeof reason, "%s could not run", who);
		snprintf(why, sizeof why, "sandbox: %s", rr->detail);
		judge_error(res, detail, detaillen, reason, why, "", 0);
		return;
	case RUN_CANCELLED:
		judge_error(res, detail, detaillen, "", "interrupted", "", 0);
		return;
	}
	int code = rr->exit_code;
	if (protocol == CHECKER_PROTOCOL_KATTIS && (code == 42 || code == 43)) {
		res->verdict = code == 42 ? VERDICT_AC : VERDICT_WA;
	} else if (protocol == CHECKER_PROTOCOL_TESTLIB && code >= 0 && code <= 2) {
		res->verdict = code == 0 ? VERDICT_AC : VERDICT_WA;
		if (code == 2)
			snprintf(detail, detaillen, "presentation error");
	} else if (protocol == CHECKER_PROTOCOL_TESTLIB && code == TESTLIB_POINTS) {
		if (testlib_points(text, len, res, detail, detaillen) < 0) {
			snprintf(reason, sizeof reason, "%s gave invalid points", who);
			judge_error(res, detail, detaillen, reason,
				    "exit 7 (points) without points in [0, 1] first", text, len);
			return;
		}
	} else if (protocol == CHECKER_PROTOCOL_TESTLIB && code == 3) {
		snprintf(reason, sizeof reason, "%s failed", who);
		judge_error(res, detail, detaillen, reason, "testlib exit code 3", text, len);
		return;
	} else {
		snprintf(why, sizeof why, "%s exit code %d", who, code);
		judge_error(res, detail, detaillen, why, NULL, text, len);
		return;
	}
	escape_append(res->message, sizeof res->message, text, len, CUSTOM_CHECKER_MESSAGE_MAX);
}

/*
 * How a checker runs: its standard input and output, limits and cancel_fd.
 * A checker reads the program's output (a file) and writes into cc's buffer;
 * an interactor talks with the program through pipes.
 */
struct checker_io {
	int stdin_fd, stdout_fd;
	struct validator_limits limits;
	int cancel_fd;
	enum run_outcome outcome; /* out: how it ended, when it ran */
};

/*
 * Runs the checker on the case whose input and answer cc holds open, into
 * *res; returns 0 when it ran, -1 with err saying why it could not.
 */
static int
run_checker(struct custom_checker *cc, const struct program *program,
	    const struct checker_spec *spec, struct checker_io *io,
	    struct check_result *res, char *detail, size_t detaillen, char *err, size_t errlen)
{
	char feedback[PATH_MAX + 1], output[PATH_MAX + 16], message[RUN_STDERR_CAP];
	bool kattis = spec->protocol == CHECKER_PROTOCOL_KATTIS;
	const int files[] = { cc->input.fd, cc->answer.fd };
	struct run_result rr;

	if (cc->feedback_used && !cc->keep_feedback) {
		int dfd = openat(cc->feedback_fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (dfd < 0 || empty_folder(dfd, 0) < 0) {
			snprintf(err, errlen, "cannot empty '%s': %s", cc->feedback,
				 strerror(errno));
			return -1;
		}
		cc->feedback_used = false;
	} else if (cc->feedback_used) {
		/* A later pass: its score is its own, never one an earlier pass left. */
		const char *const scores[] = {SCORE_POINTS, SCORE_FRACTION};

		for (size_t i = 0; i < sizeof scores / sizeof *scores; i++)
			if (unlinkat(cc->feedback_fd, scores[i], 0) < 0 && errno != ENOENT) {
				snprintf(err, errlen, "cannot remove '%s/%s': %s", cc->feedback,
					 scores[i], strerror(errno));
				return -1;
			}
	}
	snprintf(feedback, sizeof feedback, "%s/", cc->feedback);
	/* A testlib interactor's output file (testlib's tout) goes in the feedback folder. */
	snprintf(output, sizeof output, "%s%s", spec->interactive ? feedback : "",
		 spec->interactive ? "output" : OUTPUT_PATH);
	if (ftruncate(cc->stdout_fd, 0) < 0 || lseek(cc->stdout_fd, 0, SEEK_SET) < 0 ||
	    (!spec->interactive && lseek(io->stdin_fd, 0, SEEK_SET) < 0)) {
		snprintf(err, errlen, "cannot rewind an output buffer: %s", strerror(errno));
		return -1;
	}

	/* Kattis: the package's validator flags after feedback_dir. */
	char *kattis_args[3 + CUSTOM_CHECKER_ARGS_MAX + 1] = {INPUT_PATH, ANSWER_PATH, feedback};
	char *const testlib_args[] = {INPUT_PATH, output, ANSWER_PATH, NULL};

	if (spec->nargs > CUSTOM_CHECKER_ARGS_MAX) {
		snprintf(err, errlen, "more than %d validator arguments", CUSTOM_CHECKER_ARGS_MAX);
		return -1;
	}
	for (size_t i = 0; i < spec->nargs; i++)
		kattis_args[3 + i] = spec->args[i];
	struct run_spec rs = {
		.stdin_fd = io->stdin_fd,
		.stdout_fd = io->stdout_fd,
		.limits = io->limits.run,
		.profile = SANDBOX_CHECKER,
		.cancel_fd = io->cancel_fd,
		.files = files,
		.nfiles = 2,
	};
	program_spec(program, &rs);
	char **argv = program_argv(program, cc->sb, &rs, kattis ? kattis_args : testlib_args, err,
				   errlen);
	char **env = NULL;

	if (!argv || program_env(program, cc->sb, &rs, &env, err, errlen) < 0) {
		language_argv_free(argv);
		return -1;
	}
	rs.argv = argv;
	rs.env = env;
	cc->feedback_used |= kattis || spec->interactive; /* emptied before the next run that uses it */
	int ran = sandbox_run(cc->sb, &rs, &rr);

	language_argv_free(argv);
	language_argv_free(env);
	if (ran < 0) {
		snprintf(err, errlen, "sandbox: %s", rr.detail);
		return -1;
	}
	io->outcome = rr.outcome;
	/* Kattis: the judge message, else what the validator wrote to standard error. */
	size_t len = kattis ? read_feedback(cc, "judgemessage.txt", message, sizeof message) : 0;
	if (len == 0) {
		len = rr.stderr_len < sizeof message ? rr.stderr_len : sizeof message - 1;
		memcpy(message, rr.stderr_head, len);
	}
	interpret(&rr, spec->protocol, checker_spec_role(spec), &io->limits, message, len, res,
		  detail, detaillen);
	if (kattis && rr.outcome == RUN_EXITED && res->verdict != VERDICT_JE)
		kattis_score(cc, checker_spec_role(spec), res, detail, detaillen);
	return 0;
}

/* Runs the checker of spec on tc as io says, with tc's input and answer as descriptors. */
static int
judge_case(struct custom_checker *cc, const struct program *program,
	   const struct checker_spec *spec, const struct testcase *tc, struct checker_io *io,
	   struct check_result *res, char *detail, size_t detaillen)
{
	char err[PATH_MAX + 64];
	int rc = -1;

	memset(res, 0, sizeof *res);
	res->verdict = VERDICT_JE;
	detail[0] = '\0';
	if (case_file_open(cc, &cc->input, &tc->input, err, sizeof err) == 0 &&
	    case_file_open(cc, &cc->answer, &tc->output, err, sizeof err) == 0)
		rc = run_checker(cc, program, spec, io, res, detail, detaillen, err, sizeof err);
	case_file_close(&cc->input);
	case_file_close(&cc->answer);
	if (rc < 0) {
		char reason[64];

		snprintf(reason, sizeof reason, "%s could not run", checker_spec_role(spec));
		judge_error(res, detail, detaillen, reason, NULL, "", 0);
		snprintf(res->message, sizeof res->message, "%s: %s", checker_spec_role(spec), err);
	}
	return rc;
}

int
custom_checker_run(struct custom_checker *cc, const struct program *program,
		   const struct checker_spec *spec, const struct validator_limits *limits,
		   const struct testcase *tc, int output_fd, int cancel_fd,
		   struct check_result *res, char *detail, size_t detaillen)
{
	struct checker_io io = {output_fd, cc->stdout_fd, *limits, cancel_fd, RUN_FAILED};

	return judge_case(cc, program, spec, tc, &io, res, detail, detaillen);
}

int
custom_checker_interact(struct custom_checker *cc, const struct program *program,
			const struct checker_spec *spec, const struct validator_limits *limits,
			const struct testcase *tc, int in_fd, int out_fd, int64_t wall_ms,
			int cancel_fd, struct check_result *res, char *detail, size_t detaillen,
			bool *cancelled)
{
	struct checker_io io = {in_fd, out_fd, *limits, cancel_fd, RUN_FAILED};

	io.limits.run.wall_ms += wall_ms;
	int rc = judge_case(cc, program, spec, tc, &io, res, detail, detaillen);
	*cancelled = rc == 0 && io.outcome == RUN_CANCELLED;
	return rc;
}

void
custom_checker_keep_feedback(struct custom_checker *cc, bool keep)
{
	cc->keep_feedback = keep;
}

int
custom_checker_take_nextpass(struct custom_checker *cc, int64_t max_bytes, char **text,
			     size_t *len, char *err, size_t errlen)
{
	int fd = openat(cc->feedback_fd, NEXTPASS, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	struct stat st;
	char *buf = NULL;
	size_t got = 0;
	int rc = -1;

	*text = NULL;
	*len = 0;
	if (fd < 0 && errno == ENOENT)
		return 0;
	if (fd < 0 || fstat(fd, &st) < 0) {
		snprintf(err, errlen, "cannot open %s: %s", NEXTPASS,
			 errno == ELOOP ? "a symbolic link" : strerror(errno));
		goto out;
	}
	/* A link to another file would let the validator hand on what it may not read. */
	if (!S_ISREG(st.st_mode) || st.st_nlink != 1) {
		snprintf(err, errlen, "%s is not a regular file of its own", NEXTPASS);
		goto out;
	}
	if (st.st_size > max_bytes) {
		snprintf(err, errlen, "%s is over the validator's %lld bytes of output "
			 "(limits: validation_output)", NEXTPASS, (long long)max_bytes);
		goto out;
	}
	if (!(buf = malloc((size_t)st.st_size + 1))) {
		snprintf(err, errlen, "out of memory");
		goto out;
	}
	/* Read to its end, bounded: it may have grown since fstat. */
	for (;;) {
		ssize_t n = read(fd, buf + got, (size_t)st.st_size + 1 - got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			snprintf(err, errlen, "cannot read %s: %s", NEXTPASS, strerror(errno));
			goto out;
		}
		if (n == 0)
			break;
		got += (size_t)n;
		if (got > (size_t)st.st_size) {
			snprintf(err, errlen, "%s grew while it was read", NEXTPASS);
			goto out;
		}
	}
	if (unlinkat(cc->feedback_fd, NEXTPASS, 0) < 0) {
		snprintf(err, errlen, "cannot remove %s: %s", NEXTPASS, strerror(errno));
		goto out;
	}
	buf[got] = '\0';
	*text = buf;
	*len = got;
	buf = NULL;
	rc = 1;
out:
	free(buf);
	if (fd >= 0)
		close(fd);
	return rc;
}
