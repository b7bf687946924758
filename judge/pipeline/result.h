/*
 * The result record: what judging one case and one problem came to, as the
 * pipeline hands it to its callback, reporters and the result cache.  A
 * struct case_result owns nothing (it borrows its testcase).  A struct
 * problem_result owns its compile results and score counts (release it with
 * problem_result_fini()) and borrows the problem and its testdata's score
 * plan; it keeps totals, not the cases, so that memory does not grow with
 * them.
 */
#ifndef JUDGE_RESULT_H
#define JUDGE_RESULT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "base/verdict.h"
#include "check/checker.h"
#include "compile.h"
#include "custom_checker.h"
#include "problem/problem.h"
#include "problem/testdata.h"
#include "sandbox/sandbox.h"
#include "score.h"

/* One pass of a multi-pass case: how it ended and what it used. */
struct case_pass {
	enum verdict verdict;
	struct run_usage usage;
};

struct case_result {
	const struct testcase *tc;
	enum verdict verdict;
	char detail[128];        /* "cpu", "wall", "exit code 3", "SIGSEGV", ... */
	char message[512];       /* one human line: where and why, or "" */
	struct run_usage usage;  /* the run's; with repeats the median times, the peak memory */
	int exit_code;           /* -1 when killed by a signal or never run */
	int signal;              /* 0 when none */
	struct check_result check; /* the comparison, when one was made */
	bool checked;
	bool rerun;              /* re-run alone after a parallel run (timing near the limit) */
	bool cached;             /* taken from the result cache, not run this time */
	int runs;                /* how many runs the times are the median of */
	char hint[128];          /* a one-line hint for a WA, or "" */
	char stderr_head[256];   /* the first bytes the program wrote to stderr */
	bool interactive;        /* run with an interactor: check holds what it said */
	char transcript[1024];   /* interactive, transcripts recorded: the first lines
				    (transcript_head()), or "" */
	char transcript_path[512]; /* interactive and kept: the whole transcript, or "" */
	int passes;              /* multi-pass: the passes run (up to the first failing
				    one), each in pass[]; usage is the largest of each
				    measure over them; 0 for any other case */
	struct case_pass pass[CHECKER_PASSES_MAX];
};

struct problem_result {
	const struct problem *problem;
	const char *solution;    /* the source judged */
	const struct language *language; /* its language, or NULL when none has its extension */
	char compiler[128];      /* the language's version line (its compiler's), or "" */
	bool unavailable;        /* JE: its language's tools are not installed here */
	struct compile_result compile;
	struct program program;  /* the compiled solution, when it compiled */
	struct custom_checker_set checkers; /* custom checkers compiled for the cases */
	enum verdict verdict;    /* the worst case verdict, CE or JE */
	char message[512];       /* for CE and JE of the problem as a whole */
	size_t count;            /* cases judged and reported (after filtering) */
	size_t selected;         /* cases selected to be judged */
	size_t passed;
	size_t reruns;           /* cases re-run alone for a trustworthy time */
	size_t cached;           /* cases taken from the result cache */
	bool stopped;            /* --stop-on-failure or an interruption ended it early */
	time_t started;          /* when its judging began (the wall clock), 0 if unknown */
	struct score_tally score; /* the groups' scores so far, when the problem is scored */
};

/* Releases what pr owns. */
void problem_result_fini(struct problem_result *pr);

#endif
