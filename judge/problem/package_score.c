/*
 * A scoring package's score plan: the current format's test_group.yaml
 * (max_score, score_aggregation, require_pass) or the legacy format's
 * testdata.yaml grading flags, turned into the groups of struct score_plan.
 */
#include "package.h"
#include "package_impl.h"
#include "testdata.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* What one folder's configuration file says about scores. */
struct folder_score {
	bool present;            /* the folder has a configuration file */
	struct score_setting s;  /* max_score (set), score_aggregation, require_pass */
	bool pass_fail;          /* score_aggregation: pass-fail */
	bool aggregation_given;
	double accept;           /* legacy: accept_score, a case's points */
	bool accept_given;
	char path[PATH_MAX];     /* the file, for messages */
};

/* A whole number >= 0 (current max_score) or a number >= 0 (legacy accept_score). */
static int
number(struct yctx *ctx, const struct ynode *v, const char *key, bool whole, double *x)
{
	char *end;

	if (v->type != YNODE_SCALAR)
		return yctx_error(ctx, v, "'%s' must be a number, not %s", key, ynode_kind(v));
	if (!strcmp(v->text, "unbounded"))
		return yctx_error(ctx, v, "unbounded scores are not supported yet (give '%s' a "
				  "number)", key);
	errno = 0;
	*x = strtod(v->text, &end);
	if (end == v->text || *end || errno || !isfinite(*x) || *x < 0 ||
	    (whole && *x != (double)(int64_t)*x))
		return yctx_error(ctx, v, "invalid %s '%s' (expected %s >= 0)", key, v->text,
				  whole ? "a whole number" : "a number");
	return 0;
}

/* The current format's keys of a test_group.yaml that bear on scores. */
static int
current_key(struct yctx *ctx, struct folder_score *fs, const char *k, const struct ynode *v)
{
	if (!strcmp(k, "max_score")) {
		fs->s.set = true;
		fs->s.line = v->line;
		fs->s.column = v->column;
		return number(ctx, v, k, true, &fs->s.max);
	}
	if (!strcmp(k, "score_aggregation")) {
		fs->aggregation_given = true;
		fs->s.aggregation_line = v->line;
		fs->s.aggregation_column = v->column;
		/* Each of the three names, as score_aggregation_name() has them. */
		enum score_aggregation a = v->type == YNODE_SCALAR
			? score_aggregation_parse(v->text, SCORE_PASS_FAIL) : SCORE_PASS_FAIL;
		if (v->type != YNODE_SCALAR || strcmp(v->text, score_aggregation_name(a)))
			return yctx_error(ctx, v, "invalid score_aggregation '%s' (expected "
					  "%s, %s or %s)",
					  v->type == YNODE_SCALAR ? v->text : ynode_kind(v),
					  score_aggregation_name(SCORE_PASS_FAIL),
					  score_aggregation_name(SCORE_SUM),
					  score_aggregation_name(SCORE_MIN));
		if (a == SCORE_PASS_FAIL) {
			fs->pass_fail = true;
			return 0;
		}
		fs->s.aggregation_set = true;
		fs->s.aggregation = a;
		return 0;
	}
	if (!strcmp(k, "require_pass"))
		return score_parse_requires(ctx, v, &fs->s);
	if (!strcmp(k, "static_validation_score"))
		return yctx_error(ctx, v, "static validation is not supported yet");
	return 0;
}

/* The legacy grader_flags words the judge follows; the others are refused. */
static int
legacy_flags(struct yctx *ctx, struct folder_score *fs, const struct ynode *v)
{
	struct ystrings w = { 0 };

	if (v->type != YNODE_SCALAR)
		return yctx_error(ctx, v, "'grader_flags' must be a string of words");
	if (ystrings_split(&w, v->text) < 0) {
		ystrings_fini(&w);
		return yctx_error(ctx, v, "out of memory");
	}
	char **words = w.items;
	size_t n = w.count;
	int rc = 0;

	for (size_t i = 0; i < n && rc == 0; i++) {
		enum score_aggregation a = score_aggregation_parse(words[i], SCORE_PASS_FAIL);

		if (a != SCORE_PASS_FAIL) {
			fs->aggregation_given = fs->s.aggregation_set = true;
			fs->s.aggregation = a;
		} else if (strcmp(words[i], "ignore_sample") && strcmp(words[i], "first_error") &&
			   strcmp(words[i], "worst_error")) {
			/* avg, max, always_accept, accept_if_any_accepted, and the unknown */
			rc = yctx_error(ctx, v, "grader flag '%s' is not supported (the judge "
					"knows sum, min, ignore_sample, first_error and "
					"worst_error)", words[i]);
		}
	}
	ystrings_fini(&w);
	return rc;
}

/* The legacy format's grading keys of a testdata.yaml. */
static int
legacy_key(struct yctx *ctx, struct folder_score *fs, const char *k, const struct ynode *v)
{
	bool scalar = v->type == YNODE_SCALAR;
	double x;

	if (!strcmp(k, "grading") && !(scalar && !strcmp(v->text, "default")))
		return yctx_error(ctx, v, "grading '%s' is not supported (custom graders: only "
				  "'default')", scalar ? v->text : ynode_kind(v));
	if (!strcmp(k, "grader_flags"))
		return legacy_flags(ctx, fs, v);
	if (!strcmp(k, "on_reject") && !(scalar && !strcmp(v->text, "continue")))
		return yctx_error(ctx, v, "on_reject '%s' is not supported (the judge judges "
				  "every case: 'continue')", scalar ? v->text : ynode_kind(v));
	if (!strcmp(k, "accept_score")) {
		fs->accept_given = true;
		return number(ctx, v, k, false, &fs->accept);
	}
	if (!strcmp(k, "reject_score") && (number(ctx, v, k, false, &x) < 0 || x != 0))
		return yctx_error(ctx, v, "a reject_score other than 0 is not supported");
	if (!strcmp(k, "range"))
		return yctx_error(ctx, v, "'range' is not supported (scores are not bounded "
				  "beyond their groups' points)");
	return 0;
}

/* Reads the scoring keys of folder dir's configuration file into *fs (zeroed here). */
static int
read_folder(const struct problem *p, const char *dir, struct folder_score *fs, struct diag *d)
{
	static const char *const names[] = {"test_group.yaml", "testdata.yaml"};
	bool legacy = !strcmp(p->format, "legacy") || !strcmp(p->format, "legacy-icpc");
	struct stat st;
	int rc = 0;

	memset(fs, 0, sizeof *fs);
	for (size_t i = 0; i < 2 && !fs->present; i++) {
		snprintf(fs->path, sizeof fs->path, "%s/%s", dir, names[i]);
		fs->present = stat(fs->path, &st) == 0;
	}
	if (!fs->present)
		return 0;
	struct ydoc *doc = ydoc_load_in(p->dir, fs->path, d);
	struct yctx ctx = {.path = fs->path, .diag = d, .dir = dir};

	if (!doc)
		return -1;
	const struct ynode *m = doc->root;
	for (size_t i = 0; m && m->type == YNODE_MAPPING && i + 1 < m->count; i += 2) {
		const char *k = m->items[i]->text;

		if (k && (legacy ? legacy_key(&ctx, fs, k, m->items[i + 1])
				 : current_key(&ctx, fs, k, m->items[i + 1])) < 0)
			rc = -1;
	}
	ydoc_free(doc);
	return rc;
}

/* Whether folder group (a name under data/) is name or lies in it. */
static bool
within(const char *group, const char *name)
{
	size_t n = strlen(name);
	return !strncmp(group, name, n) && (group[n] == '\0' || group[n] == '/');
}

/* The group a folder's cases count in: the plan's group whose name holds it, or SIZE_MAX. */
static size_t
owner(const struct score_plan *plan, const char *group)
{
	size_t best = SIZE_MAX, len = 0;

	for (size_t g = 0; g < plan->ngroups; g++) {
		size_t n = strlen(plan->groups[g].name);
		if (within(group, plan->groups[g].name) && n >= len) {
			best = g;
			len = n;
		}
	}
	return best;
}

/* The folder of group name under data/, into out. */
static void
folder_of(const struct problem *p, const char *name, char *out, size_t len)
{
	snprintf(out, len, "%s/%s", p->testdata_dir, name);
}

/*
 * The current format: secret's groups are its folders with a
 * test_group.yaml (none: secret is one group), each of max_score points;
 * sample is a group worth 0 that require_pass may name.
 */
static int
plan_current(const struct problem *p, struct testdata *td, struct folder_score *secret,
	     struct diag *d)
{
	struct score_plan *plan = &td->score;
	struct folder_score *own = NULL;
	size_t nown = 0;
	int rc = 0;

	plan->max = secret->s.set ? secret->s.max : 100;
	plan->aggregation = secret->s.aggregation_set && secret->s.aggregation == SCORE_MIN
		? SCORE_MIN : SCORE_SUM;
	if (score_plan_add(plan, "sample", 0, NULL) < 0 ||
	    !(own = calloc(td->nfiles + 2, sizeof *own)))
		return diag_error(d, p->testdata_dir, 0, 0, "out of memory");
	nown = 1; /* own[0] is sample's: nothing */
	/* Each folder under secret/ with a configuration file of its own, outermost first. */
	for (size_t i = 0; i < td->nfiles; i++) {
		const char *group = td->files[i].group;
		char name[PATH_MAX], dir[PATH_MAX];

		if (!within(group, "secret") || !strcmp(group, "secret") ||
		    owner(plan, group) != SIZE_MAX || nown > td->nfiles)
			continue;
		for (const char *slash = strchr(group + 7, '/');; slash = strchr(slash + 1, '/')) {
			snprintf(name, sizeof name, "%.*s", slash ? (int)(slash - group)
								  : (int)strlen(group), group);
			folder_of(p, name, dir, sizeof dir);
			if (read_folder(p, dir, &own[nown], d) < 0)
				rc = -1;
			if (own[nown].present || !slash)
				break;
		}
		if (!own[nown].present)
			continue;
		if (!own[nown].s.set)
			rc = diag_error(d, own[nown].path, 1, 1, "a test data group of a scoring "
					"problem needs its max_score");
		if (!own[nown].aggregation_given)
			own[nown].pass_fail = true;
		own[nown].s.set = true;
		if (score_plan_add(plan, name, 0, &own[nown].s) < 0)
			return diag_error(d, dir, 0, 0, "out of memory");
		if (own[nown].pass_fail)
			plan->groups[plan->ngroups - 1].aggregation = SCORE_PASS_FAIL;
		nown++;
	}
	if (plan->ngroups == 1) {
		secret->s.set = true;
		secret->s.max = plan->max;
		if (!secret->s.aggregation_set)
			secret->s.aggregation = SCORE_SUM;
		secret->s.aggregation_set = true;
		if (score_plan_add(plan, "secret", 0, &secret->s) < 0)
			return diag_error(d, p->testdata_dir, 0, 0, "out of memory");
		own[nown++] = *secret;
		memset(&secret->s, 0, sizeof secret->s);
	}
	for (size_t i = 0; i < td->nfiles; i++) {
		struct testdata_file *f = &td->files[i];
		size_t g = owner(plan, f->group);

		f->score_group = g;
		if (g == SIZE_MAX && within(f->group, "secret") && f->count)
			rc = diag_error(d, f->path, 0, 0, "cases outside the test data groups of "
					"secret (with groups, every case of secret is in one)");
		if (g < plan->ngroups)
			plan->groups[g].count += f->count;
	}
	for (size_t g = 1; g < plan->ngroups && g < nown; g++)
		if (score_plan_resolve(plan, g, &own[g].s, own[g].path, d) < 0)
			rc = -1;
	for (size_t g = 0; g < nown; g++)
		score_setting_fini(&own[g].s);
	free(own);
	return rc < 0 ? rc : score_plan_check_cycles(plan, d);
}

/* Legacy: a folder's settings over those it inherits (data/, secret/, ...). */
static void
inherit(struct folder_score *into, const struct folder_score *fs)
{
	if (fs->accept_given) {
		into->accept = fs->accept;
		into->accept_given = true;
	}
	if (fs->s.aggregation_set) {
		into->s.aggregation = fs->s.aggregation;
		into->s.aggregation_set = true;
	}
}

/*
 * The legacy format: every folder of cases under secret/ is a group, each
 * case worth accept_score (1 unless set) when accepted, 0 otherwise, summed
 * (or the least, with grader_flags min) into the folder's and then into the
 * problem's score, as the folders' grader_flags say.
 */
static int
plan_legacy(const struct problem *p, struct testdata *td, const struct folder_score *top,
	    struct diag *d)
{
	struct score_plan *plan = &td->score;
	struct folder_score secret;
	char dir[PATH_MAX];
	int rc = 0;

	folder_of(p, "secret", dir, sizeof dir);
	if (read_folder(p, dir, &secret, d) < 0)
		rc = -1;
	struct folder_score base = *top;
	inherit(&base, &secret);
	plan->aggregation = base.s.aggregation_set && base.s.aggregation == SCORE_MIN
		? SCORE_MIN : SCORE_SUM;
	for (size_t i = 0; i < td->nfiles; i++) {
		struct testdata_file *f = &td->files[i];
		struct folder_score at = base, fs;

		f->score_group = SIZE_MAX;
		if (!within(f->group, "secret") || !f->count)
			continue;
		/* The folders between secret/ and this one, each over the one above. */
		for (const char *slash = strchr(f->group, '/'); slash;
		     slash = strchr(slash + 1, '/')) {
			const char *end = strchr(slash + 1, '/');
			char name[PATH_MAX];

			snprintf(name, sizeof name, "%.*s", end ? (int)(end - f->group)
								: (int)strlen(f->group), f->group);
			folder_of(p, name, dir, sizeof dir);
			if (read_folder(p, dir, &fs, d) < 0)
				rc = -1;
			inherit(&at, &fs);
		}
		double each = at.accept_given ? at.accept : 1;
		bool min = at.s.aggregation_set && at.s.aggregation == SCORE_MIN;
		struct score_setting s = {.set = true, .aggregation_set = true,
					  .max = min ? each : each * (double)f->count,
					  .aggregation = min ? SCORE_MIN : SCORE_SUM};
		long g = score_plan_add(plan, f->group, f->count, &s);

		if (g < 0)
			return diag_error(d, f->path, 0, 0, "out of memory");
		f->score_group = (size_t)g;
		double m = plan->groups[g].max;
		plan->max = plan->aggregation == SCORE_SUM ? plan->max + m
			  : g == 0 || m < plan->max ? m : plan->max;
	}
	return rc;
}

int
package_score_plan(const struct problem *p, struct testdata *td, struct diag *d)
{
	bool legacy = !strcmp(p->format, "legacy") || !strcmp(p->format, "legacy-icpc");
	struct folder_score top, secret;
	char dir[PATH_MAX];
	int rc;

	for (size_t i = 0; i < td->nfiles; i++)
		td->files[i].score_group = SIZE_MAX;
	if (read_folder(p, p->testdata_dir, &top, d) < 0)
		return -1;
	if (legacy)
		return plan_legacy(p, td, &top, d);
	score_setting_fini(&top.s);
	folder_of(p, "secret", dir, sizeof dir);
	if (read_folder(p, dir, &secret, d) < 0)
		return -1;
	if (secret.pass_fail)
		rc = diag_error(d, secret.path, secret.s.aggregation_line,
				secret.s.aggregation_column, "a scoring problem's secret with "
				"pass-fail aggregation is not supported (use sum or min)");
	else
		rc = plan_current(p, td, &secret, d);
	score_setting_fini(&secret.s);
	return rc;
}
