/* Scored problems: groups' points and aggregation, their requires resolved and checked. */
#include "score_plan.h"

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "testdata.h"

int
score_parse_points(struct yctx *ctx, const struct ynode *v, void *dst)
{
	struct score_setting *s = dst;
	char *end;

	if (v->type != YNODE_SCALAR)
		return yctx_error(ctx, v, "'score' must be a number, not %s", ynode_kind(v));
	errno = 0;
	double x = strtod(v->text, &end);
	if (end == v->text || *end || errno || !isfinite(x))
		return yctx_error(ctx, v, "invalid score '%s' (expected a number of points)",
				  v->text);
	if (x < 0)
		return yctx_error(ctx, v, "score %s is negative", v->text);
	s->set = true;
	s->max = x;
	s->line = v->line;
	s->column = v->column;
	return 0;
}

int
score_parse_aggregate(struct yctx *ctx, const struct ynode *v, void *dst)
{
	struct score_setting *s = dst;
	const char *min = score_aggregation_name(SCORE_MIN);
	const char *sum = score_aggregation_name(SCORE_SUM);

	if (v->type != YNODE_SCALAR)
		return yctx_error(ctx, v, "'aggregate' must be %s or %s, not %s", min, sum,
				  ynode_kind(v));
	/* pass-fail is a package's word: a group of ours that is scored has points to share */
	enum score_aggregation a = score_aggregation_parse(v->text, SCORE_PASS_FAIL);
	if (a == SCORE_PASS_FAIL)
		return yctx_error(ctx, v, "invalid aggregate '%s' (expected %s or %s)", v->text,
				  min, sum);
	s->aggregation_set = true;
	s->aggregation = a;
	s->aggregation_line = v->line;
	s->aggregation_column = v->column;
	return 0;
}

int
score_parse_requires(struct yctx *ctx, const struct ynode *v, void *dst)
{
	struct score_setting *s = dst;
	const struct ynode *const *items = v->type == YNODE_SEQUENCE
		? (const struct ynode *const *)v->items : &v;
	size_t n = v->type == YNODE_SEQUENCE ? v->count : 1;

	if (v->type == YNODE_MAPPING)
		return yctx_error(ctx, v, "'requires' must be a name or a list of names, not %s",
				  ynode_kind(v));
	if (!(s->requires = calloc(n ? n : 1, sizeof *s->requires)))
		return yctx_error(ctx, v, "out of memory");
	for (size_t i = 0; i < n; i++) {
		const struct ynode *it = items[i];

		if (it->type != YNODE_SCALAR || !it->len)
			return yctx_error(ctx, it, "a required group must be a name, not %s",
					  ynode_kind(it));
		if (!(s->requires[i].name = strdup(it->text)))
			return yctx_error(ctx, it, "out of memory");
		s->requires[i].line = it->line;
		s->requires[i].column = it->column;
		s->nrequires++;
	}
	return 0;
}

void
score_setting_fini(struct score_setting *s)
{
	for (size_t i = 0; i < s->nrequires; i++)
		free(s->requires[i].name);
	free(s->requires);
	memset(s, 0, sizeof *s);
}

long
score_plan_add(struct score_plan *plan, const char *name, size_t count,
	       const struct score_setting *s)
{
	struct score_group *grown = realloc(plan->groups, (plan->ngroups + 1) * sizeof *grown);

	if (!grown)
		return -1;
	plan->groups = grown;
	struct score_group *g = &plan->groups[plan->ngroups];

	*g = (struct score_group){.name = strdup(name), .count = count,
				  .aggregation = SCORE_PASS_FAIL};
	if (!g->name)
		return -1;
	if (s && s->set) {
		g->max = s->max;
		g->aggregation = s->aggregation_set ? s->aggregation : SCORE_MIN;
	}
	return (long)plan->ngroups++;
}

/* The group named name, or -1. */
static long
find(const struct score_plan *plan, const char *name)
{
	for (size_t i = 0; i < plan->ngroups; i++)
		if (!strcmp(plan->groups[i].name, name))
			return (long)i;
	return -1;
}

int
score_plan_resolve(struct score_plan *plan, size_t i, const struct score_setting *s,
		   const char *file, struct diag *d)
{
	struct score_group *g = &plan->groups[i];
	int rc = 0;

	if (!s->nrequires)
		return 0;
	g->file = strdup(file);
	g->requires = calloc(s->nrequires, sizeof *g->requires);
	g->places = calloc(s->nrequires, sizeof *g->places);
	if (!g->file || !g->requires || !g->places)
		return diag_error(d, file, 0, 0, "out of memory");
	for (size_t k = 0; k < s->nrequires; k++) {
		const struct score_name *r = &s->requires[k];
		long at = find(plan, r->name);

		if (at < 0)
			rc = diag_error(d, file, r->line, r->column,
					"requires unknown group '%s'", r->name);
		else if ((size_t)at == i)
			rc = diag_error(d, file, r->line, r->column, "group '%s' requires itself",
					r->name);
		else {
			g->places[g->nrequires] = (struct score_name){.line = r->line,
								      .column = r->column};
			g->requires[g->nrequires++] = (size_t)at;
		}
	}
	return rc;
}

/*
 * Depth-first search from g; state 1 on the path, 2 done.  Returns the group
 * whose requires[*k] closes a cycle, or -1.
 */
static long
visit(const struct score_plan *plan, size_t g, unsigned char *state, size_t *k)
{
	state[g] = 1;
	for (size_t i = 0; i < plan->groups[g].nrequires; i++) {
		size_t r = plan->groups[g].requires[i];

		if (state[r] == 1) {
			*k = i;
			return (long)g;
		}
		long c = state[r] ? -1 : visit(plan, r, state, k);
		if (c >= 0)
			return c;
	}
	state[g] = 2;
	return -1;
}

int
score_plan_check_cycles(const struct score_plan *plan, struct diag *d)
{
	unsigned char *state = calloc(plan->ngroups ? plan->ngroups : 1, 1);
	int rc = 0;

	if (!state)
		return diag_error(d, NULL, 0, 0, "out of memory");
	for (size_t g = 0; g < plan->ngroups && rc == 0; g++) {
		size_t k = 0;
		long c = state[g] ? -1 : visit(plan, g, state, &k);

		if (c >= 0) {
			const struct score_group *sg = &plan->groups[c];

			rc = diag_error(d, sg->file, sg->places[k].line, sg->places[k].column,
					"groups require each other in a cycle ('%s' requires "
					"'%s', which leads back to it)", sg->name,
					plan->groups[sg->requires[k]].name);
		}
	}
	free(state);
	return rc;
}

double
score_plan_case_max(const struct score_plan *plan, size_t g)
{
	const struct score_group *sg = &plan->groups[g];

	if (sg->aggregation == SCORE_SUM)
		return sg->count ? sg->max / (double)sg->count : 0;
	return sg->max;
}

const char *
score_aggregation_name(enum score_aggregation a)
{
	return a == SCORE_MIN ? "min" : a == SCORE_SUM ? "sum" : "pass-fail";
}

enum score_aggregation
score_aggregation_parse(const char *name, enum score_aggregation otherwise)
{
	for (int a = SCORE_PASS_FAIL; a <= SCORE_SUM; a++)
		if (name && !strcmp(name, score_aggregation_name((enum score_aggregation)a)))
			return (enum score_aggregation)a;
	return otherwise;
}

void
score_plan_fini(struct score_plan *plan)
{
	for (size_t i = 0; i < plan->ngroups; i++) {
		free(plan->groups[i].name);
		free(plan->groups[i].requires);
		free(plan->groups[i].places);
		free(plan->groups[i].file);
	}
	free(plan->groups);
	memset(plan, 0, sizeof *plan);
}

/* The group a testdata file at path makes: its file name without .yaml (or .yml), malloc'd. */
static char *
group_name(const char *path)
{
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	char *name = strdup(base);

	if (name)
		*strrchr(name, '.') = '\0'; /* listed files end in .yaml or .yml */
	return name;
}

/*
 * Whether f requires a file of td without cases (invalid inputs or checker
 * tests alone), which is no group: an error in d at each such name.
 */
static bool
requires_caseless(const struct testdata *td, const struct testdata_file *f, struct diag *d)
{
	bool found = false;

	for (size_t k = 0; k < f->score.nrequires; k++) {
		const struct score_name *r = &f->score.requires[k];

		for (size_t j = 0; j < td->nfiles; j++) {
			char *name = td->files[j].count ? NULL : group_name(td->files[j].path);

			if (name && !strcmp(name, r->name)) {
				diag_error(d, f->path, r->line, r->column, "requires '%s', a file "
					   "without cases, which is no group", r->name);
				found = true;
			}
			free(name);
		}
	}
	return found;
}

int
score_plan_build(struct testdata *td, struct diag *d)
{
	struct score_plan *plan = &td->score;
	bool scored = false;
	int rc = 0;

	for (size_t i = 0; i < td->nfiles; i++) {
		const struct testdata_file *f = &td->files[i];
		const struct score_setting *s = &f->score;

		scored |= s->set;
		if (!s->set && s->aggregation_set)
			rc = diag_error(d, f->path, s->aggregation_line, s->aggregation_column,
					"aggregate without score");
		else if (!s->set && s->nrequires)
			rc = diag_error(d, f->path, s->requires[0].line, s->requires[0].column,
					"requires without score");
		else if (s->set && !f->count)
			rc = diag_error(d, f->path, s->line, s->column, "score for a file without "
					"cases: no case could earn its points");
		else if (requires_caseless(td, f, d))
			rc = -1;
	}
	if (!scored || rc < 0)
		return rc;
	/* A file without cases (invalid inputs, checker tests) is no group. */
	plan->aggregation = SCORE_SUM;
	for (size_t i = 0; i < td->nfiles; i++) {
		struct testdata_file *f = &td->files[i];

		f->score_group = SIZE_MAX;
		if (!f->count)
			continue;
		char *name = group_name(f->path);
		long g = name ? score_plan_add(plan, name, f->count, &f->score) : -1;

		free(name);
		if (g < 0)
			return diag_error(d, f->path, 0, 0, "out of memory");
		f->score_group = (size_t)g;
		plan->max += plan->groups[g].max;
	}
	for (size_t i = 0; i < td->nfiles; i++) {
		const struct testdata_file *f = &td->files[i];

		if (f->count && score_plan_resolve(plan, f->score_group, &f->score, f->path, d) < 0)
			rc = -1;
	}
	return rc < 0 ? rc : score_plan_check_cycles(plan, d);
}
