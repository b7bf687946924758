/*
 * Custom checkers: compiled once per judging, run after each case in the
 * worker's sandbox, by the testlib or the Kattis protocol (problems/README.md).
 * A struct custom_checker_set owns its compile results; release it with
 * custom_checker_set_fini().  A struct custom_checker owns its descriptors and
 * borrows its sandbox; release it with custom_checker_free().
 */
#ifndef JUDGE_CUSTOM_CHECKER_H_H
#define JUDGE_CUSTOM_CHECKER_H_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "check/checker.h"
#include "compile.h"
#include "program.h"
#include "sandbox/sandbox.h"
#include "problem/problem.h"
#include "problem/testdata.h"

/* A checker's own limits, whatever the problem's, unless a package sets validation_*. */
#define CUSTOM_CHECKER_TIME_MS 10000
#define CUSTOM_CHECKER_WALL_MS 30000
#define CUSTOM_CHECKER_MEMORY_BYTES (1LL << 30)
#define CUSTOM_CHECKER_OUTPUT_BYTES (1LL << 20)
#define CUSTOM_CHECKER_PROCESSES 8

/* The limits a checker or validator runs under, and which a package set. */
struct validator_limits {
	struct limits run;
	bool time, memory, output; /* run's CPU time (and wall, 3 times it), memory, output
				      come from limits: validation_time, _memory, _output */
};

/*
 * The limits of p's checkers (input_validators false) or input validators:
 * the fixed ones above, but for what a package's validation_time,
 * validation_memory and validation_output set (for its input validators
 * only when p->validation_inputs).
 */
struct validator_limits custom_checker_limits_for(const struct problem *p, bool input_validators);

/*
 * Which of l, the limits of run rr that ended over one (RUN_TIME_CPU,
 * RUN_TIME_WALL, RUN_MEMORY, RUN_OUTPUT), it broke, into out: "over its 10 s
 * of CPU time", "over its 1 GiB", "over its 1 MiB of standard output" (or
 * "of output on descriptor 3", rr->output_fd), naming the package's key
 * when it set the limit ("over its 2 s of CPU time: limits:
 * validation_time").  custom_checker_limit_name() says what happened:
 * "timed out", "out of memory", "output limit exceeded".
 */
const char *custom_checker_limit_name(enum run_outcome outcome);
void custom_checker_limit_text(const struct validator_limits *l, const struct run_result *rr,
			       char *out, size_t len);
/* The most arguments a Kattis validator gets after its three (checker_spec.args). */
#define CUSTOM_CHECKER_ARGS_MAX 60
/* At most this many bytes of a checker's message (escaped) go into a report. */
#define CUSTOM_CHECKER_MESSAGE_MAX 256

/* One custom checker and its compilation. */
struct custom_checker_build {
	const struct checker_spec *spec; /* borrowed from the problem or a testdata file */
	char dir[PATH_MAX];              /* the checker's folder: its include folder */
	struct source_set sources;       /* its file, or its folder's files */
	struct compile_job job;
	struct compile_result compile;
	struct program program;          /* when compiled */
	bool opened;
};

/*
 * The custom checkers of one judging, each compiled once; or another set of
 * programs run like them (input validators: role "validator").
 */
struct custom_checker_set {
	struct custom_checker_build *builds;
	size_t count;
	const char *role;        /* what messages call them; NULL: "checker" */
	const char *companion;   /* a file put beside each program's sources, or NULL
				    (input validators: judge_validate.h) */
	struct validator_limits limits; /* what they run under (custom_checker_limits_for) */
	const struct problem *problem;  /* whose they are, or NULL: a package's programs are
					   read by the package file rule (problem_files_root) */
};

/*
 * Plans the compilation of every custom checker among specs[0..count-1]
 * (the checkers of the files whose cases are judged), once each (a spec
 * shared by several files is compiled once), its source a file or a folder
 * (see source_set_open), with the limits and cancel_fd of solution
 * (the solution's compile job; not its flags) and the checker's own folder
 * (the folder itself when the source is one) as include folder (a
 * setter's testlib.h): a task per checker into tasks
 * (room for count), *ntasks of them, in the set's order, for compile_all().
 * Borrows the specs for the set's life.  Returns 0, or -1 with msg saying
 * which checker cannot be compiled (no language, its tools missing).
 */
int custom_checker_set_plan(struct custom_checker_set *set, const struct language_table *languages,
			    const struct checker_spec *const *specs, size_t count,
			    const struct compile_job *solution, struct compile_task *tasks,
			    size_t *ntasks, char *msg, size_t msglen);

/*
 * Makes the file named name the main source of spec's planned program in
 * set, before it is compiled: a generator whose entry point
 * generators.yaml names (the first of its files).  Returns 0, or -1 when
 * the program has no source of that name.
 */
int custom_checker_set_entry(struct custom_checker_set *set, const struct checker_spec *spec,
			     const char *name);

/*
 * Once tasks (the plan's, compiled) are done: opens each checker's program.
 * Returns 0, or -1 with msg saying which checker failed and why: the
 * compiler's first error, or what kept the judge from compiling it.  The
 * whole compiler log stays in the set.
 */
int custom_checker_set_open(struct custom_checker_set *set, const struct compile_task *tasks,
			    char *msg, size_t msglen);

/* The compiled checker for spec, or NULL when the set has none. */
const struct program *custom_checker_set_program(const struct custom_checker_set *set,
						 const struct checker_spec *spec);

/* Releases what set owns and empties it.  Safe on a zeroed set. */
void custom_checker_set_fini(struct custom_checker_set *set);

/*
 * Makes what one worker needs to run custom checkers in sb: the Kattis
 * feedback folder in the sandbox's scratch directory (the checker's), the
 * buffers that hold copies of inputs and answers the checker may not read
 * where they are, and an output buffer.  Borrows sb, which must outlive it.
 * Returns NULL with err set on failure.
 */
struct custom_checker *custom_checker_new(struct sandbox *sb, char *err, size_t errlen);

/*
 * Runs the checker program (compiled for spec) on case tc, whose program's
 * output is in output_fd (a regular file or memfd, read from its start), in
 * the sandbox under limits (its set's), and fills *res.  The
 * checker gets the input and the answer as descriptors only (paths
 * /proc/self/fd/3 and /proc/self/fd/4): the testdata files when its uid may
 * read them, else copies in memory; never a file another program can open.
 * *res gets AC, WA or JE with the checker's message (escaped, one line), and
 * detail "presentation error" (testlib exit 2, a WA) or, for a JE, the
 * reason ("checker timed out", "checker killed by SIGSEGV", ...), else "".
 * cancel_fd, or -1, stops the checker when it becomes readable.  Returns 0
 * when the checker ran, -1 (verdict JE, the reason in res->message) when it
 * could not be run.
 */
int custom_checker_run(struct custom_checker *cc, const struct program *program,
		       const struct checker_spec *spec, const struct validator_limits *limits,
		       const struct testcase *tc, int output_fd, int cancel_fd,
		       struct check_result *res, char *detail, size_t detaillen);

/*
 * Runs the interactor program (compiled for spec, spec->interactive) on case
 * tc in cc's sandbox, alongside the program: its standard input is in_fd and
 * its output out_fd (pipes from and to the program).  Kattis protocol:
 * `interactor input answer feedback_dir [args]`; testlib: `interactor input
 * output answer`, output a file in the feedback folder.  Its limits are
 * limits (custom_checker_limits_for), with wall_ms more wall time (the
 * program's, which it spends waiting).  Blocks until it ends; fills *res and detail as
 * custom_checker_run() does ("interactor timed out", ...), and *cancelled
 * with whether cancel_fd stopped it.  Returns 0 when it ran, -1 (JE) when it
 * could not be run.
 */
int custom_checker_interact(struct custom_checker *cc, const struct program *program,
			    const struct checker_spec *spec, const struct validator_limits *limits,
			    const struct testcase *tc, int in_fd, int out_fd, int64_t wall_ms,
			    int cancel_fd, struct check_result *res, char *detail,
			    size_t detaillen, bool *cancelled);

/*
 * Multi-pass: whether cc's next checker runs find the feedback folder as the
 * last one left it (the passes of one case after the first), or empty (keep
 * false, the default, for a new case).
 */
void custom_checker_keep_feedback(struct custom_checker *cc, bool keep);

/*
 * Multi-pass: takes the nextpass.in the last validator run left in the
 * feedback folder: removes it and returns 1 with *text (NUL-terminated, to
 * free) and *len its bytes; returns 0 when there is none, and -1 with err
 * saying why when it is hostile (a symbolic link, not a regular file of its
 * own, over max_bytes: the validator's output limit) or cannot be read.
 */
int custom_checker_take_nextpass(struct custom_checker *cc, int64_t max_bytes, char **text,
				 size_t *len, char *err, size_t errlen);

/* Releases cc (its folders go with the sandbox).  custom_checker_free(NULL) is a no-op. */
void custom_checker_free(struct custom_checker *cc);

#endif
