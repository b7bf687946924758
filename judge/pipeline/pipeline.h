/*
 * The one path every judged case takes: compiled program -> one run under
 * limits -> one check -> a result record, handed to a callback and released.
 * A struct pipeline owns its sandboxes; release it with pipeline_free().  A
 * struct problem_result owns its compile results (release it with
 * problem_result_fini()) and borrows the problem; it keeps totals, not the
 * cases, so that memory does not grow with them.
 */
#ifndef JUDGE_PIPELINE_H
#define JUDGE_PIPELINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "check/checker.h"
#include "custom_checker.h"
#include "compile.h"
#include "problem/problem.h"
#include "sandbox/sandbox.h"
#include "problem/testdata.h"
#include "base/verdict.h"

struct case_result {
	const struct testcase *tc;
	enum verdict verdict;
	char detail[128];        /* "cpu", "wall", "exit code 3", "SIGSEGV", ... */
	char message[512];       /* one human line: where and why, or "" */
	int64_t cpu_us;
	int64_t wall_us;
	int64_t memory_bytes;
	int64_t output_bytes;
	int exit_code;           /* -1 when killed by a signal or never run */
	int signal;              /* 0 when none */
	struct check_result check; /* the comparison, when one was made */
	bool checked;
	bool rerun;              /* re-run alone after a parallel run (timing near the limit) */
	bool cached;             /* taken from the result cache, not run this time */
	int runs;                /* how many runs the times are the median of */
	char hint[128];          /* a one-line hint for a WA, or "" */
	char stderr_head[256];   /* the first bytes the program wrote to stderr */
};

struct problem_result {
	const struct problem *problem;
	const char *solution;    /* the source judged */
	struct compile_result compile;
	struct custom_checker_set checkers; /* custom checkers compiled for the cases */
	enum verdict verdict;    /* the worst case verdict, CE or JE */
	char message[512];       /* for CE and JE of the problem as a whole */
	size_t count;            /* cases judged and reported (after filtering) */
	size_t selected;         /* cases selected to be judged */
	size_t passed;
	size_t reruns;           /* cases re-run alone for a trustworthy time */
	size_t cached;           /* cases taken from the result cache */
	bool stopped;            /* --stop-on-failure or an interruption ended it early */
};

/*
 * Called after each case, in order.  cr and the testcase it points to are
 * valid during the call only.
 */
typedef void pipeline_case_fn(void *arg, const struct problem_result *pr,
			      const struct case_result *cr);

struct pipeline_options {
	pipeline_case_fn *on_case; /* or NULL */
	void *on_case_arg;
	int workers;              /* cases run at once; 0 or 1 for one at a time */
};

/* Which cases to judge, and how. */
struct judge_params {
	const char *case_pattern; /* fnmatch(3) glob on case names, or NULL for all */
	const bool *only;         /* td->count flags: judge the case of index i only if only[i], or NULL */
	double time_scale;        /* multiply CPU and wall limits; 0 means 1 */
	int repeat;               /* runs per case, times are medians; 0 means 1 */
	bool stop_on_failure;     /* stop at the first case that is not AC */
	const char *keep_dir;     /* keep failing cases' files here, or NULL */
	bool no_rerun;            /* trust times measured under parallel load */
	bool no_cache;            /* run every case, whatever the result cache holds */
};

/*
 * Creates a pipeline with a sandbox per worker.  Returns NULL and fills err
 * when a sandbox cannot be set up.
 */
struct pipeline *pipeline_new(const struct pipeline_options *opts, char *err, size_t errlen);

/* Describes the sandbox the pipeline uses. */
void pipeline_describe(const struct pipeline *pl, struct sandbox_report *out);

/*
 * Judges the C file solution against the cases of td that params selects: compiles
 * it (through the cache), runs the cases (several at once with workers > 1;
 * a case that ends TLE or within 20% of its time limit is then re-run alone),
 * checks each output, and reports each case to on_case in testdata order.
 * Reads the cases from td as it goes, holding a few per worker at a time.
 * Fills *pr.
 * Returns 0 when judging happened (whatever the verdicts), -1 when the judge
 * itself failed before any case could run (pr->verdict JE and pr->message
 * say why).
 */
int pipeline_judge(struct pipeline *pl, const struct problem *p, const struct testdata *td,
		   const char *solution, const struct judge_params *params,
		   struct problem_result *pr);

/*
 * Asks every running pipeline to stop: running programs are killed, no new
 * case starts, and pipeline_judge returns with pr->stopped set.  Safe to call
 * from a signal handler.
 */
void pipeline_interrupt(void);

/* Whether pipeline_interrupt() was called. */
bool pipeline_interrupted(void);

/* Releases what pr owns. */
void problem_result_fini(struct problem_result *pr);

/* Releases pl.  pipeline_free(NULL) is a no-op. */
void pipeline_free(struct pipeline *pl);

#endif
