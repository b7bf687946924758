/*
 * `judge verify --json`: the verify report (schema 1), for problems in the
 * judge's format and packages alike.  A struct verify_json owns its document
 * until verify_json_close(); the structs given to it are borrowed for the
 * call only.
 */
#ifndef JUDGE_VERIFY_JSON_H
#define JUDGE_VERIFY_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "base/verdict.h"
#include "problem/expectation.h"
#include "problem/problem.h"
#include "report.h"

/* A problem's time limit and the margins around it, in milliseconds (-1: none). */
struct verify_time_limit {
	int64_t ms;
	bool derived;            /* from the accepted submissions (a package without one) */
	int64_t slowest_accepted_ms;
	int64_t fastest_tle_ms;
};

/* One case of a submission: its name, verdict and CPU time (not run: VERDICT_COUNT). */
struct verify_case {
	const char *name;
	enum verdict verdict;    /* VERDICT_COUNT: not run */
	int64_t time_us;
};

/* One submission (a column of the matrix). */
struct verify_submission {
	const char *file;
	const char *label;       /* "main", "wrong_answer/greedy.c" */
	const char *language;    /* its table id, or NULL */
	const struct expectation_set *set; /* what it must do: its rules in set */
	const struct expected_submission *x;
	enum verdict verdict;    /* the worst verdict of its cases, CE or JE */
	bool met, skipped;
	const char *reason;      /* why missed or skipped, or NULL */
	int64_t slowest_us;      /* its slowest case's CPU time */
	time_t started;          /* when its judging began, 0 when it was not judged */
	bool scored;             /* the problem is scored: score and max_score are set */
	double score, max_score;
	const struct verify_case *cases;
	size_t ncases;
	size_t index;            /* its place among the problem's submissions, from 0 */
};

struct verify_json;

/*
 * Starts the report for path ("-": standard output); for a shard (count >
 * 0; shard is copied) the report says which and each submission its index.  NULL with
 * err set when out of memory.
 */
struct verify_json *verify_json_open(const char *path, const struct report_shard *shard,
				     char *err, size_t errlen);

/* Adds a problem; its submissions follow. */
void verify_json_problem(struct verify_json *v, const struct problem *p,
			 const struct verify_time_limit *tl);

/* Adds a submission to the problem added last. */
void verify_json_submission(struct verify_json *v, const struct verify_submission *s);

/*
 * Writes the report (with "complete" false when interrupted) atomically and
 * frees v.  Returns 0, or -1 with err set (the report could not be written).
 */
int verify_json_close(struct verify_json *v, bool complete, char *err, size_t errlen);

#endif
