/*
 * One case: its input opened, one run (or several, for median times) in the
 * sandbox, the verdict from how it ended, the check of its output and a hint.
 * A struct case_runner owns its sandbox, output buffer and checkers' files;
 * release it with case_runner_fini().  A struct case_setup borrows everything
 * it points to.
 */
#ifndef JUDGE_CASE_H
#define JUDGE_CASE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "custom_checker.h"
#include "program.h"
#include "problem/testdata.h"
#include "result.h"
#include "sandbox/sandbox.h"
#include "stream_check.h"
#include "transcript.h"

/* What runs cases one at a time: a sandbox and an output buffer of its own. */
struct case_runner {
	struct sandbox *sandbox;
	int stdout_fd;           /* a memfd, emptied before each case */
	struct stream_check *stream; /* compares a big output as it comes */
	struct custom_checker *custom; /* custom checkers' files, made on first use */
	struct sandbox *partner; /* interactors' sandbox, made for the first interactive case */
	struct custom_checker *partner_custom; /* the interactors' files in it */
	struct transcript transcript; /* the last interactive case's */
	uint64_t tickets;        /* names of its runs, for the ones set up ahead */
	struct {
		const struct testcase *tc; /* the case whose run is set up ahead, or NULL */
		uint64_t ticket;
		int in;              /* its input, open */
	} ahead;
};

/* What every case of one judging shares. */
struct case_setup {
	const char *problem_id;
	const struct program *program; /* the compiled solution */
	const struct custom_checker_set *checkers;
	double scale;            /* multiplies CPU and wall limits */
	int repeat;              /* runs per case; 0 or 1 for one */
	const char *keep_dir;    /* --keep, or NULL */
	bool transcripts;        /* record what interactive cases say (-v, --keep) */
	bool unchecked;          /* no check: a case of no answer (judge test's own
				    input), AC when it ran cleanly */
	int cancel_fd;           /* becomes readable when the judge is interrupted */
};

/*
 * Makes r's sandbox, output buffer and stream checker.  Returns 0, or -1 with
 * err filled (and nothing left to release).
 */
int case_runner_init(struct case_runner *r, char *err, size_t errlen);

/* Releases what r owns. */
void case_runner_fini(struct case_runner *r);

/*
 * Runs tc setup->repeat times into cr: the record of the worst run, with the
 * median CPU and wall times and the largest memory of all runs, checked, and
 * its files kept (keep.c) when it failed and setup->keep_dir is set.  next,
 * when set, is the case r runs after this one: its run is set up in the
 * sandbox meanwhile (see sandbox_prepare).  A failure of the judge is the
 * verdict JE with cr->message saying why.
 */
void case_run(struct case_runner *r, const struct case_setup *setup, const struct testcase *tc,
	      struct case_result *cr, const struct testcase *next);

/*
 * Fills cr from how the run rr ended (its outcome, final in the sandbox):
 * the times, memory and output, exit code, signal, the head of stderr, and
 * the verdict with its detail or message.  AC means "ran cleanly, now check
 * the output"; the only thing decided here is that a non-zero exit code is RE.
 */
void case_classify(const struct run_result *rr, struct case_result *cr);

/*
 * Whether cr is a TLE by the wall clock (waiting, idle) rather than by CPU
 * time: no CPU time bounds such a case, and its verdict holds on any machine.
 */
bool case_tle_by_wall(const struct case_result *cr);

/*
 * Opens a case's input as a file descriptor, at its start, for a run of sb:
 * the file itself, unless a run of sb could open it again for writing
 * (sandbox_may_write: the judge's own testdata, as a normal user); else, and
 * for inline text, a sealed memfd holding it, which no write can change.
 * Returns it, or -1 with err set.
 */
int case_open_input(const struct case_data *in, const struct sandbox *sb, char *err,
		     size_t errlen);

/* Forgets the run set up ahead, if any, and has the sandbox kill it. */
void case_runner_forget_ahead(struct case_runner *r);

/*
 * --keep: leaves a failing case's input, output (what stdout_fd holds),
 * expected answer and stderr in DIR/<problem>/<case>/ for inspection; for an
 * interactive case, the transcript's text (or NULL) as `interaction` instead
 * of the output, its path in cr->transcript_path.  A failure to keep is
 * noted in cr->message, never a verdict.
 */
void keep_case(const char *dir, const char *problem, int stdout_fd, const char *transcript,
	       const struct testcase *tc, struct case_result *cr);

/*
 * --keep: removes what was kept of tc in DIR/<problem>/<case>/ (a multi-pass
 * case's passes, kept as they ran, once the case is accepted after all); a
 * failure is noted in cr->message.
 */
void keep_forget(const char *dir, const char *problem, const struct testcase *tc,
		 struct case_result *cr);

#endif
