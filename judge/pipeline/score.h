/*
 * Scores as cases finish, in any order: per group of a problem's score
 * plan, the sum and the least of its judged cases' fractions and how many
 * were judged and in full; the groups' and the problem's scores from them,
 * requires applied when asked.  A struct score_tally owns its counts
 * (release it with score_tally_fini()) and borrows its plan.
 */
#ifndef JUDGE_SCORE_H
#define JUDGE_SCORE_H

#include <stdbool.h>
#include <stddef.h>

#include "base/verdict.h"
#include "check/checker.h"
#include "problem/score_plan.h"

/* One group's judged cases so far. */
struct score_count {
	double sum;              /* of their fractions */
	double min;              /* the least of them (1 before any) */
	size_t seen;
	size_t passed;           /* those AC (a Kattis AC may score less than its points) */
};

/*
 * Scores read back from a report (judge report render), in place of counts:
 * each group's score and whether it passed (plan->ngroups of each), and the
 * problem's.  Owned by whoever made it.
 */
struct score_given {
	const double *groups;
	const bool *passed;
	double total;
};

struct score_tally {
	const struct score_plan *plan; /* NULL when the problem is not scored */
	struct score_count *groups;    /* plan->ngroups; NULL with given */
	const struct score_given *given; /* or NULL: the scores come from groups */
};

/*
 * Starts t for plan (borrowed; a plan of no groups makes an unscored
 * tally).  Returns 0, or -1 when out of memory (t then unscored).
 */
int score_tally_init(struct score_tally *t, const struct score_plan *plan);

/*
 * Counts a case of group g that ended with verdict v and what its checker
 * said (check, or NULL): the checker's fraction (testlib's points, on AC
 * or WA), its points over the case's (Kattis score.txt, on AC), else 1 for
 * AC and 0 otherwise.  Returns 0, or -1 (nothing counted) when
 * the checker gave the case more points than it is worth: a judge error.
 */
int score_tally_add(struct score_tally *t, size_t g, enum verdict v,
		    const struct check_result *check);

/*
 * Whether every case of group g was judged and AC, and every group it
 * requires passed (one whose requires fail counts as not run): what
 * requires asks.
 */
bool score_tally_passed(const struct score_tally *t, size_t g);

/*
 * Group g's score: by its aggregation over its cases (a case not judged
 * counts 0), or 0 when a group it requires is not passed in full.
 * Rounded to 6 decimals, as every score the judge shows.
 */
double score_tally_group(const struct score_tally *t, size_t g);

/* The problem's score: its groups' summed (or their least, for SCORE_MIN). */
double score_tally_total(const struct score_tally *t);

/* Whether t is of a scored problem. */
bool score_tally_scored(const struct score_tally *t);

/* Releases what t owns; t is then unscored. */
void score_tally_fini(struct score_tally *t);

#endif
