/*
 * judge stress's engine: generator calls with fresh seeds, smallest inputs
 * first, each input validated, answered by a reference and judged for every
 * submission, until each has a counterexample; then each counterexample
 * shrunk (the generator's integer arguments towards 0, then shrink.h's text
 * passes), every candidate checked by the validators, the reference and the
 * same verdict.  A struct stress_report owns everything in it; release it with
 * stress_report_fini().
 */
#ifndef JUDGE_STRESS_H
#define JUDGE_STRESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/verdict.h"
#include "pipeline.h"
#include "problem/generators.h"
#include "problem/language.h"
#include "problem/problem.h"

/* An input and what a submission did on it. */
struct stress_input {
	char *command;           /* the generator call that makes it (seed put in), or NULL */
	uint32_t seed;
	enum verdict verdict;
	char *text;              /* the input */
	size_t len;
	size_t tokens;
	char *answer, *output;   /* the reference's answer and the submission's output
				    (the shrunk one's only; output NULL when interactive) */
	size_t answer_len, output_len;
};

struct stress_finding {
	size_t test;             /* the test that found it, from 0 */
	struct stress_input found;
	bool shrunk;             /* shrinking ran (and shrunk holds its result) */
	struct stress_input small;
	size_t candidates;       /* the oracle's runs while shrinking */
	int64_t shrink_ms;
};

struct stress_submission {
	char *file, *label;
	bool usable;             /* compiled and can run; else error says why */
	char error[512];
	size_t tests;            /* tests it was judged on */
	int64_t time_to_first_ms; /* from the start to its first counterexample, or -1 */
	struct stress_finding *findings;
	size_t nfindings;
};

struct stress_report {
	struct stress_submission *subs;
	size_t nsubs;
	size_t tests;            /* inputs made */
	size_t invalid;          /* ... the validators rejected (skipped) */
	size_t failed;           /* ... that a generator or the reference failed on (skipped) */
	char first_failure[512]; /* the first such failure, or "" */
	int64_t time_ms;
	bool complete;           /* not interrupted */
	bool judge_error;
	char error[512];
};

struct stress_options {
	const struct language_table *languages;
	const struct gen_case *const *generators; /* calls with {seed}, of g (borrowed) */
	size_t ngenerators;
	char *const *submissions; /* files or folders */
	char *const *labels;
	size_t nsubmissions;
	const char *reference;
	uint32_t seed;           /* test t's seed is seed + t (modulo 2^31) */
	long long count;         /* tests at most, or 0 */
	int64_t time_ms;         /* time at most, or 0 (one of the two is set) */
	int findings;            /* counterexamples per submission before it is done */
	bool shrink;
	int64_t shrink_ms;       /* time each shrinking may take */
	/* Or NULL: told after each round of tests (progress). */
	void (*on_round)(void *arg, const struct stress_report *r);
	void *arg;
};

/*
 * Stress-tests the submissions of o against o->reference on problem p with
 * generators.yaml g: test t calls generator t % n with seed o->seed + t and
 * its integer arguments scaled from 1% up to their whole over the first 100
 * rounds (small inputs first); an input the validators reject is skipped and
 * counted, as is one the generator or the reference fails on; every other
 * is judged, each submission with the problem's checker against the
 * reference's answer: any verdict but AC is a counterexample.  Tests run on
 * the pipeline's sandboxes at once, the results taken in test order (so a
 * seed finds the same ones whatever -j).  Then, with o->shrink, each
 * counterexample is shrunk.  Fills *out.  Returns 0, or -1 when stress
 * testing could not happen (out->judge_error).
 */
int pipeline_stress(struct pipeline *pl, const struct problem *p, const struct generators *g,
		    const struct stress_options *o, struct stress_report *out);

void stress_report_fini(struct stress_report *r);

#endif
