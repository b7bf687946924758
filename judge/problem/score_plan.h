/*
 * Scored problems: what each group of cases is worth and how its cases' scores
 * add up (a testdata file's `score:`, `aggregate:` and `requires:`, a package's
 * test_group.yaml or legacy grading flags).  A struct score_setting owns its
 * names (release it with score_setting_fini()); a struct score_plan owns its
 * groups (release it with score_plan_fini()).
 */
#ifndef JUDGE_SCORE_PLAN_H
#define JUDGE_SCORE_PLAN_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "yfield.h"

enum score_aggregation {
	SCORE_PASS_FAIL,         /* all of max when every case passes in full, else 0 */
	SCORE_MIN,               /* max times the least case fraction */
	SCORE_SUM,               /* each case worth an equal share of max */
};

/* A group named where it was written, to be resolved to an index. */
struct score_name {
	char *name;
	int line, column;
};

/* A group's scoring as written (a testdata file's keys), before the names resolve. */
struct score_setting {
	bool set;                /* score: given */
	double max;
	int line, column;        /* of score:'s value */
	bool aggregation_set;
	enum score_aggregation aggregation;
	int aggregation_line, aggregation_column;
	struct score_name *requires;
	size_t nrequires;
};

/* One scored group of cases: a testdata file of ours, a package's secret or group. */
struct score_group {
	char *name;              /* "02-small" (the file's name without .yaml), "secret/g1" */
	double max;              /* its points; 0 for a group worth nothing (samples) */
	enum score_aggregation aggregation;
	size_t *requires;        /* groups it needs passed in full, else it scores 0 */
	struct score_name *places; /* where each was written (names NULL), nrequires */
	size_t nrequires;
	char *file;              /* where requires were written, or NULL */
	size_t count;            /* its cases */
};

/* A problem's groups; none when the problem is not scored. */
struct score_plan {
	struct score_group *groups;
	size_t ngroups;
	double max;              /* the problem's points */
	enum score_aggregation aggregation; /* how the groups add up: SCORE_SUM or SCORE_MIN */
};

/*
 * Field parsers for a testdata file's `score:` (points, a number >= 0),
 * `aggregate:` (min or sum) and `requires:` (a file name or a list of them),
 * each into the struct score_setting at dst.
 */
yfield_parser score_parse_points;
yfield_parser score_parse_aggregate;
yfield_parser score_parse_requires;

/* Releases what s owns and empties it. */
void score_setting_fini(struct score_setting *s);

/*
 * Appends a group named name (copied) of count cases to plan, scored as s
 * says (max 0 and pass-fail when s is NULL or not set; its requires stay
 * names until score_plan_resolve()).  Returns its index, or -1 when out of
 * memory.
 */
long score_plan_add(struct score_plan *plan, const char *name, size_t count,
		    const struct score_setting *s);

/*
 * Resolves the requires of group i, written in file as setting s says, to
 * indices (file copied, for messages); an unknown name and a group requiring
 * itself are errors in d at the name.  Call for every group, then
 * score_plan_check_cycles().  Returns 0, or -1 after adding errors.
 */
int score_plan_resolve(struct score_plan *plan, size_t i, const struct score_setting *s,
		       const char *file, struct diag *d);

/*
 * Finds a cycle of requires among plan's groups; adds one error in d, at
 * the name that closes it, naming it.  Returns 0 when there is none, else -1.
 */
int score_plan_check_cycles(const struct score_plan *plan, struct diag *d);

struct testdata;

/*
 * Makes td's plan from its files' score settings (our format): when any
 * file sets score:, a group per file with cases (named by its name without
 * .yaml, the others worth 0; a file of invalid inputs or checker tests alone
 * is none, its score_group SIZE_MAX), summed into the problem's points,
 * requires resolved and checked (score: on a file without cases, or requires
 * naming one, is an error).  Errors go to d at the key.  Returns 0, or -1
 * after adding errors.
 */
int score_plan_build(struct testdata *td, struct diag *d);

/* The most one case of group g is worth: max, or max / count when summed. */
double score_plan_case_max(const struct score_plan *plan, size_t g);

/* The word for a (min, sum, pass-fail). */
const char *score_aggregation_name(enum score_aggregation a);

/* The aggregation score_aggregation_name() calls name (NULL too), else otherwise. */
enum score_aggregation score_aggregation_parse(const char *name, enum score_aggregation otherwise);

/* Releases what plan owns and empties it. */
void score_plan_fini(struct score_plan *plan);

#endif
