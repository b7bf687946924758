/*
 * The one path every judged case takes: compiled program -> one run under
 * limits -> one check -> a result record (result.h), handed to a callback and
 * released.  A struct pipeline owns its sandboxes; release it with
 * pipeline_free().
 */
#ifndef JUDGE_PIPELINE_H
#define JUDGE_PIPELINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "problem/language.h"
#include "problem/problem.h"
#include "problem/testdata.h"
#include "result.h"
#include "sandbox/sandbox.h"

/*
 * Called after each case, in order.  cr and the testcase it points to are
 * valid during the call only.
 */
typedef void pipeline_case_fn(void *arg, const struct problem_result *pr,
			      const struct case_result *cr);

/*
 * With stop_on_failure, asked after a case that is not AC (after on_case):
 * whether judging stops there.  cr's verdict is valid, its testcase is not.
 */
typedef bool pipeline_stop_fn(void *arg, const struct problem_result *pr,
			      const struct case_result *cr);

/*
 * Called, when judging stopped early (pr->stopped), once for each selected
 * case it did not judge, in testdata order, after every on_case.  tc is
 * valid during the call only.
 */
typedef void pipeline_skip_fn(void *arg, const struct problem_result *pr,
			      const struct testcase *tc);

struct pipeline_options {
	int workers;              /* cases run at once; 0 or 1 for one at a time */
};

/* Which cases to judge, and how. */
struct judge_params {
	const struct language_table *languages; /* the tree's: how to build each program */
	const char *entrypoint;   /* the main source of a folder solution (submissions.yaml's
				     entrypoint), or NULL: as source_set_open() chooses it */
	const char *case_pattern; /* fnmatch(3) glob on case names, or NULL for all */
	const bool *only;         /* td->count flags: judge the case of index i only if only[i], or NULL */
	double time_scale;        /* multiply CPU and wall limits; 0 means 1 */
	int repeat;               /* runs per case, times are medians; 0 means 1 */
	bool stop_on_failure;     /* stop at the first case that is not AC (killing
				     cases still running) ... */
	pipeline_stop_fn *stop_if; /* ... where this (given on_case_arg), if set, says so */
	const char *keep_dir;     /* keep failing cases' files here, or NULL */
	bool transcripts;         /* record interactive cases' transcripts (-v; --keep does) */
	bool no_rerun;            /* trust times measured under parallel load */
	bool no_cache;            /* run every case, whatever the result cache holds */
	pipeline_case_fn *on_case; /* where this judging's cases go, or NULL */
	pipeline_skip_fn *on_skip; /* where the cases it stopped before go, or NULL */
	void *on_case_arg;         /* for on_case, on_skip and stop_if */
};

/*
 * Creates a pipeline with a sandbox per worker.  Returns NULL and fills err
 * when a sandbox cannot be set up.
 */
struct pipeline *pipeline_new(const struct pipeline_options *opts, char *err, size_t errlen);

/* Describes the sandbox the pipeline uses. */
void pipeline_describe(const struct pipeline *pl, struct sandbox_report *out);

/*
 * Judges the source solution, in the language of params->languages its
 * extension names, against the cases of td that params selects: compiles it
 * (through the cache), runs the cases (several at once with workers > 1;
 * a case that ends TLE or within 20% of its time limit is then re-run alone),
 * checks each output, and reports each case to params->on_case in testdata
 * order.
 * Reads the cases from td as it goes, holding a few per worker at a time.
 * Fills *pr.
 * Returns 0 when judging happened (whatever the verdicts), -1 when the judge
 * itself failed before any case could run (pr->verdict JE and pr->message
 * say why).
 */
int pipeline_judge(struct pipeline *pl, const struct problem *p, const struct testdata *td,
		   const char *solution, const struct judge_params *params,
		   struct problem_result *pr);

/* What pipeline_try() runs, and where the program's output goes. */
struct try_params {
	const struct language_table *languages; /* the tree's */
	bool unchecked;          /* tc has no answer: nothing is checked, and AC means
				    that the program ran cleanly */
	FILE *output;            /* or NULL: gets what the program wrote (an interactive
				    case: the exchange, as its transcript has it) */
	size_t output_max;       /* ...its first output_max bytes */
	size_t output_total;     /* set: how many bytes it wrote in all */
};

/*
 * judge test: compiles solution (through the cache, as pipeline_judge()
 * does) and runs it once on tc (borrowed: a case of p's testdata, or an input
 * of the caller's with params->unchecked) in the first worker's sandbox,
 * under tc's limits, checking its output unless unchecked; its output goes to
 * params->output.  Fills *pr (CE with the compiler's log, JE) and, when the
 * program ran, *cr.  Returns 0 when it ran (whatever the verdict), 1 when it
 * did not compile, -1 when the judge failed (pr->message says why).
 */
int pipeline_try(struct pipeline *pl, const struct problem *p, const char *solution,
		 const struct testcase *tc, struct try_params *params,
		 struct problem_result *pr, struct case_result *cr);

/*
 * Compiles solution (in the language of languages its extension names) and
 * p's checker, as pipeline_judge() does, into *pr (its program and
 * checkers), to judge inputs one at a time with pipeline_judge_one().
 * Returns 0; 1 when it does not compile (pr->verdict CE); -1 when the
 * judge cannot judge it (JE; pr->message says why, pr->unavailable when
 * its language's tools are missing).  Release *pr with problem_result_fini().
 */
int pipeline_prepare(struct pipeline *pl, const struct problem *p,
		     const struct language_table *languages, const char *solution,
		     struct problem_result *pr);

/*
 * Judges the case tc (its input and expected output inline or in files,
 * its limits and checker set) with pr's program (pipeline_prepare) on the
 * sandbox of worker into *cr: one run, the verdict, the check; with output
 * not NULL, what the program wrote into *output (NUL-terminated, to free;
 * NULL when out of memory), *output_len bytes.  One call at a time per
 * worker; distinct workers may judge at once.
 */
void pipeline_judge_one(struct pipeline *pl, size_t worker, const struct problem_result *pr,
			const struct testcase *tc, struct case_result *cr, char **output,
			size_t *output_len);

/*
 * Asks every running pipeline to stop: running programs are killed, no new
 * case starts, and pipeline_judge returns with pr->stopped set.  Safe to call
 * from a signal handler.
 */
void pipeline_interrupt(void);

/* Whether pipeline_interrupt() was called. */
bool pipeline_interrupted(void);

/*
 * The workers' sandboxes, *n of them, for work between judgings (compiling,
 * input validation: see validation.h); borrowed from pl.
 */
struct sandbox *const *pipeline_sandboxes(const struct pipeline *pl, size_t *n);

/* A descriptor that becomes readable once pipeline_interrupt() is called. */
int pipeline_cancel_fd(void);

/* Releases pl.  pipeline_free(NULL) is a no-op. */
void pipeline_free(struct pipeline *pl);

#endif
