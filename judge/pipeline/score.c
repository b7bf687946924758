/* Scores as cases finish: per group counts, group and problem scores from them. */
#include "score.h"

#include <stdlib.h>

/* How far over 1 a case's fraction may be (rounding in a checker's score.txt). */
#define OVER_EPSILON 1e-9

/* Every score shown: rounded to 6 decimals (scores are >= 0), so that 3 * 100/3 is 100. */
static double
rounded(double x)
{
	return (double)(long long)(x * 1e6 + 0.5) / 1e6;
}

int
score_tally_init(struct score_tally *t, const struct score_plan *plan)
{
	t->plan = NULL;
	t->groups = NULL;
	t->given = NULL;
	if (!plan || !plan->ngroups)
		return 0;
	if (!(t->groups = calloc(plan->ngroups, sizeof *t->groups)))
		return -1;
	for (size_t g = 0; g < plan->ngroups; g++)
		t->groups[g].min = 1;
	t->plan = plan;
	return 0;
}

int
score_tally_add(struct score_tally *t, size_t g, enum verdict v,
		const struct check_result *check)
{
	double fraction = v == VERDICT_AC ? 1 : 0;

	if (!t->plan || g >= t->plan->ngroups)
		return 0;
	double most = score_plan_case_max(t->plan, g);
	/* Partial credit: an AC's score.txt, or testlib's points (WA below 1). */
	if (check && most > 0 && (v == VERDICT_AC || v == VERDICT_WA)) {
		if (check->score_kind == CHECK_SCORE_FRACTION)
			fraction = check->score;
		else if (check->score_kind == CHECK_SCORE_POINTS && v == VERDICT_AC)
			fraction = check->score / most;
	}
	if (fraction > 1 + OVER_EPSILON)
		return -1;
	struct score_count *c = &t->groups[g];

	c->seen++;
	c->sum += fraction;
	if (fraction < c->min)
		c->min = fraction;
	if (v == VERDICT_AC)
		c->passed++;
	return 0;
}

/* Whether every group g requires is passed (the plan has no cycles). */
static bool
unlocked(const struct score_tally *t, size_t g)
{
	const struct score_group *sg = &t->plan->groups[g];

	for (size_t k = 0; k < sg->nrequires; k++)
		if (!score_tally_passed(t, sg->requires[k]))
			return false;
	return true;
}

bool
score_tally_passed(const struct score_tally *t, size_t g)
{
	if (t->given)
		return t->given->passed[g];
	const struct score_count *c = &t->groups[g];
	return c->seen == t->plan->groups[g].count && c->passed == c->seen && unlocked(t, g);
}

double
score_tally_group(const struct score_tally *t, size_t g)
{
	if (t->given)
		return t->given->groups[g];
	const struct score_group *sg = &t->plan->groups[g];
	const struct score_count *c = &t->groups[g];

	if (!unlocked(t, g))
		return 0;
	if (!sg->count)
		return 0;
	switch (sg->aggregation) {
	case SCORE_PASS_FAIL:
		return score_tally_passed(t, g) ? sg->max : 0;
	case SCORE_MIN:
		return c->seen == sg->count ? rounded(sg->max * c->min) : 0;
	case SCORE_SUM:
		break;
	}
	return rounded(sg->max * c->sum / (double)sg->count);
}

double
score_tally_total(const struct score_tally *t)
{
	double total = 0;
	bool any = false;

	if (t->given)
		return t->given->total;
	for (size_t g = 0; t->plan && g < t->plan->ngroups; g++) {
		double s = score_tally_group(t, g);

		if (t->plan->aggregation == SCORE_SUM)
			total += s;
		else if (t->plan->groups[g].max > 0 && (!any || s < total)) {
			total = s;
			any = true;
		}
	}
	return rounded(total);
}

bool
score_tally_scored(const struct score_tally *t)
{
	return t->plan != NULL;
}

void
score_tally_fini(struct score_tally *t)
{
	free(t->groups);
	t->groups = NULL;
	t->plan = NULL;
	t->given = NULL;
}
