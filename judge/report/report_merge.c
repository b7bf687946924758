/* Merging shard reports (run or verify) into the report of a single run. */
#include "report_doc_impl.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/escape.h"
#include "base/fsutil.h"
#include "base/verdict.h"
#include "pipeline/score.h"

/* The most shards a merge takes (as --shard does). */
#define MERGE_MAX_SHARDS 1000

/* What the merge works on: the inputs by shard index (from 0), and the first error. */
struct merge {
	struct report_doc *const *by_shard; /* count of them */
	size_t count;
	char *err;
	size_t errlen;
	bool bad;
};

static void __attribute__((format(printf, 2, 3)))
fail(struct merge *m, const char *fmt, ...)
{
	va_list ap;
	if (m->bad)
		return;
	m->bad = true;
	va_start(ap, fmt);
	vsnprintf(m->err, m->errlen, fmt, ap);
	va_end(ap);
}

static const char *
version(const struct report_doc *d)
{
	const cJSON *j = cJSON_GetObjectItemCaseSensitive(d->root, "judge");
	return cJSON_IsString(j) ? j->valuestring : report_doc_string(j, "version");
}

static cJSON *
problems(const struct report_doc *d)
{
	return cJSON_GetObjectItemCaseSensitive(d->root, "problems");
}

/*
 * Puts each input at its shard's place in by (count of them), checking kinds,
 * versions, one N, each K once and the same problems.  Returns whether they fit.
 */
static bool
order_shards(struct merge *m, struct report_doc *const *in, size_t n, struct report_doc **by)
{
	for (size_t i = 0; i < n && !m->bad; i++) {
		const cJSON *s = cJSON_GetObjectItemCaseSensitive(in[i]->root, "shard");
		const cJSON *k = report_doc_number(s, "index"), *c = report_doc_number(s, "count");
		if (!k || !c) {
			fail(m, "%s: not a shard report (no \"shard\": written without --shard K/N)",
			     in[i]->path);
		} else if (in[i]->kind != in[0]->kind) {
			fail(m, "%s: a %s report, but %s is a %s report", in[i]->path,
			     report_kind_name(in[i]->kind), in[0]->path, report_kind_name(in[0]->kind));
		} else if (strcmp(version(in[i]), version(in[0])) != 0) {
			fail(m, "%s: written by judge %s, but %s by judge %s", in[i]->path,
			     version(in[i]), in[0]->path, version(in[0]));
		} else if (c->valueint != (int)m->count) {
			fail(m, "%s: shard %d of %d, but %zu reports are merged", in[i]->path,
			     k->valueint, c->valueint, m->count);
		} else if (k->valueint < 1 || k->valueint > c->valueint) {
			fail(m, "%s: shard %d of %d is not a shard", in[i]->path, k->valueint,
			     c->valueint);
		} else if (by[k->valueint - 1]) {
			fail(m, "%s: shard %d of %d again (also %s)", in[i]->path, k->valueint,
			     c->valueint, by[k->valueint - 1]->path);
		} else {
			by[k->valueint - 1] = in[i];
		}
	}
	for (size_t i = 1; i < n && !m->bad; i++) {
		const cJSON *a = problems(by[0])->child, *b = problems(by[i])->child;
		for (; a && b; a = a->next, b = b->next) {
			const char *x = report_doc_string(a, "id"), *y = report_doc_string(b, "id");
			if (!x || !y || strcmp(x, y) != 0)
				break;
		}
		if (a || b)
			fail(m, "%s: its problems differ from those of %s (another tree, or other "
			     "problems named)", by[i]->path, by[0]->path);
	}
	return !m->bad;
}

struct entry {
	cJSON *item;
	int index;
	size_t shard;
};

static int
entry_order(const void *a, const void *b)
{
	const struct entry *x = a, *y = b;
	return (x->index > y->index) - (x->index < y->index);
}

/*
 * The items of list member key of problem j of every shard (each a noun:
 * "case"), as one list in the order of their "index" members (removed).
 * NULL after fail() (an item in two shards, or without an index) or when
 * out of memory.
 */
static cJSON *
gather(struct merge *m, size_t j, const char *key, const char *noun)
{
	struct entry *e = NULL;
	size_t n = 0, cap = 0;
	cJSON *out = cJSON_CreateArray();

	for (size_t s = 0; s < m->count && out && !m->bad; s++) {
		cJSON *list = cJSON_GetObjectItemCaseSensitive(
			cJSON_GetArrayItem(problems(m->by_shard[s]), (int)j), key);
		cJSON *item;
		cJSON_ArrayForEach(item, list) {
			const cJSON *index = report_doc_number(item, "index");
			if (!index) {
				fail(m, "%s: problems[%zu].%s: an item without \"index\"",
				     m->by_shard[s]->path, j, key);
				break;
			}
			if (n == cap) {
				struct entry *more = realloc(e, (cap = cap ? 2 * cap : 64) * sizeof *e);
				if (!more) {
					fail(m, "out of memory");
					break;
				}
				e = more;
			}
			e[n++] = (struct entry){item, index->valueint, s};
		}
	}
	if (!m->bad && n)
		qsort(e, n, sizeof *e, entry_order);
	for (size_t i = 0; i < n && !m->bad; i++) {
		if (i && e[i].index == e[i - 1].index) {
			fail(m, "%s and %s: both hold %s %d of problem '%s' (shards overlap)",
			     m->by_shard[e[i - 1].shard]->path, m->by_shard[e[i].shard]->path,
			     noun, e[i].index, report_doc_string(cJSON_GetArrayItem(
			     problems(m->by_shard[0]), (int)j), "id"));
			break;
		}
		cJSON *copy = cJSON_Duplicate(e[i].item, true);
		cJSON_DeleteItemFromObjectCaseSensitive(copy, "index");
		if (!copy || !cJSON_AddItemToArray(out, copy))
			fail(m, "out of memory");
	}
	free(e);
	if (!m->bad && !out)
		fail(m, "out of memory");
	if (m->bad) {
		cJSON_Delete(out);
		return NULL;
	}
	return out;
}

static double
get_number(const cJSON *obj, const char *key)
{
	const cJSON *n = report_doc_number(obj, key);
	return n ? n->valuedouble : 0;
}

static void
set_number(cJSON *obj, const char *key, double v)
{
	cJSON_ReplaceItemInObjectCaseSensitive(obj, key, cJSON_CreateNumber(v));
}

static enum verdict
get_verdict(const cJSON *obj)
{
	enum verdict v = VERDICT_JE;
	const char *s = report_doc_string(obj, "verdict");
	if (!s || verdict_parse(s, &v) < 0)
		return VERDICT_JE;
	return v;
}

/* The index of the group named name in plan, or plan->ngroups. */
static size_t
group_index(const struct score_plan *plan, const char *name)
{
	size_t g = 0;

	while (g < plan->ngroups && (!name || strcmp(plan->groups[g].name, name)))
		g++;
	return g;
}

/*
 * A scored problem p (merged: its cases all there): its score and its groups'
 * judged again from the cases, by the same tally as a run (each case's group,
 * verdict and checker_score; the groups' points, aggregations and requires as
 * written).  The names are borrowed from p.
 */
static void
merge_score(struct merge *m, cJSON *p)
{
	const cJSON *gs = cJSON_GetObjectItemCaseSensitive(p, "groups"), *x, *c;
	size_t n = (size_t)cJSON_GetArraySize(gs), g = 0, nreq = 0;

	if (!cJSON_GetObjectItemCaseSensitive(p, "score") || !n)
		return;
	cJSON_ArrayForEach(x, gs)
		nreq += (size_t)cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(x, "requires"));
	struct score_plan plan = {.ngroups = n, .max = get_number(p, "max_score")};
	plan.aggregation = score_aggregation_parse(report_doc_string(p, "aggregation"), SCORE_SUM);
	plan.groups = calloc(n, sizeof *plan.groups);
	size_t *req = calloc(nreq ? nreq : 1, sizeof *req), used = 0;
	struct score_tally t = {0};

	if (!plan.groups || !req) {
		fail(m, "out of memory");
		goto out;
	}
	cJSON_ArrayForEach(x, gs) {
		struct score_group *sg = &plan.groups[g++];

		sg->name = (char *)report_doc_string(x, "name");
		sg->max = get_number(x, "max_score");
		sg->aggregation = score_aggregation_parse(report_doc_string(x, "aggregation"),
							  SCORE_PASS_FAIL);
	}
	g = 0;
	cJSON_ArrayForEach(x, gs) {
		struct score_group *sg = &plan.groups[g++];
		const cJSON *r;

		sg->requires = req + used;
		cJSON_ArrayForEach(r, cJSON_GetObjectItemCaseSensitive(x, "requires")) {
			size_t k = group_index(&plan, cJSON_IsString(r) ? r->valuestring : NULL);
			if (k < n)
				req[used + sg->nrequires++] = k;
		}
		used += sg->nrequires;
	}
	const cJSON *cases = cJSON_GetObjectItemCaseSensitive(p, "cases");
	cJSON_ArrayForEach(c, cases) {
		size_t k = group_index(&plan, report_doc_string(c, "group"));
		if (k < n)
			plan.groups[k].count++;
	}
	if (score_tally_init(&t, &plan) < 0) {
		fail(m, "out of memory");
		goto out;
	}
	cJSON_ArrayForEach(c, cases) {
		const cJSON *cs = cJSON_GetObjectItemCaseSensitive(c, "checker_score");
		const char *kind = report_doc_string(cs, "kind");
		struct check_result check = {.verdict = get_verdict(c)};

		if (kind) {
			check.score_kind = strcmp(kind, "points") ? CHECK_SCORE_FRACTION
								   : CHECK_SCORE_POINTS;
			check.score = get_number(cs, "value");
		}
		score_tally_add(&t, group_index(&plan, report_doc_string(c, "group")), check.verdict,
				&check);
	}
	g = 0;
	cJSON_ArrayForEach(x, gs) {
		set_number((cJSON *)x, "score", score_tally_group(&t, g));
		cJSON_ReplaceItemInObjectCaseSensitive((cJSON *)x, "passed",
						       cJSON_CreateBool(score_tally_passed(&t, g)));
		g++;
	}
	set_number(p, "score", score_tally_total(&t));
out:
	score_tally_fini(&t);
	free(plan.groups);
	free(req);
}

/*
 * Problem j of a run: the worst verdict of the shards, its compilation and
 * message as the first shard with that verdict (and cases, if one has) says,
 * the cases of all, the counts summed.  Adds it to out.
 */
static void
merge_run_problem(struct merge *m, size_t j, cJSON *out, size_t *cases, size_t *passed,
		  size_t *failed, enum verdict *worst)
{
	enum verdict v = VERDICT_AC;
	double sum[3] = {0};
	static const char *const counts[3] = {"passed", "total", "selected"};
	bool stopped = false;
	const cJSON *model = NULL;
	const char *started = NULL;  /* the earliest shard's start (ISO 8601 sorts as time) */

	for (size_t s = 0; s < m->count; s++)
		v = verdict_worst(v, get_verdict(cJSON_GetArrayItem(problems(m->by_shard[s]),
								    (int)j)));
	for (size_t s = 0; s < m->count; s++) {
		const cJSON *p = cJSON_GetArrayItem(problems(m->by_shard[s]), (int)j);
		for (int k = 0; k < 3; k++)
			sum[k] += get_number(p, counts[k]);
		stopped |= cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(p, "stopped"));
		const char *when = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(p, "started"));
		if (when && (!started || strcmp(when, started) < 0))
			started = when;
		if (get_verdict(p) == v &&
		    (!model || (!get_number(model, "total") && get_number(p, "total"))))
			model = p;
	}
	cJSON *list = gather(m, j, "cases", "case");
	cJSON *skips = list ? gather(m, j, "not_judged", "case") : NULL;
	cJSON *p = skips ? cJSON_Duplicate(model, true) : NULL;
	if (!p || !cJSON_AddItemToArray(out, p)) {
		cJSON_Delete(list);
		cJSON_Delete(skips);
		cJSON_Delete(p);
		fail(m, "out of memory");
		return;
	}
	cJSON_ReplaceItemInObjectCaseSensitive(p, "cases", list);
	cJSON_ReplaceItemInObjectCaseSensitive(p, "not_judged", skips);
	cJSON_ReplaceItemInObjectCaseSensitive(p, "verdict", cJSON_CreateString(verdict_name(v)));
	for (int k = 0; k < 3; k++)
		set_number(p, counts[k], sum[k]);
	cJSON_ReplaceItemInObjectCaseSensitive(p, "stopped", cJSON_CreateBool(stopped));
	if (started) {
		/* Every problem this judge writes has the member (null when unknown). */
		cJSON *when = cJSON_CreateString(started);

		if (!when || !cJSON_ReplaceItemInObjectCaseSensitive(p, "started", when)) {
			cJSON_Delete(when);
			fail(m, "out of memory");
		}
	}
	merge_score(m, p);
	*cases += (size_t)sum[1];
	*passed += (size_t)sum[0];
	*failed += v != VERDICT_AC;
	*worst = verdict_worst(*worst, v);
}

/* The problems and summary of a run. */
static bool
merge_run(struct merge *m, cJSON *doc)
{
	size_t np = (size_t)cJSON_GetArraySize(problems(m->by_shard[0]));
	size_t cases = 0, passed = 0, failed = 0;
	enum verdict worst = VERDICT_AC;
	cJSON *list = cJSON_CreateArray(), *sum = cJSON_CreateObject();

	if (!list || !sum)
		fail(m, "out of memory");
	for (size_t j = 0; j < np && !m->bad; j++)
		merge_run_problem(m, j, list, &cases, &passed, &failed, &worst);
	cJSON_AddNumberToObject(sum, "problems", (double)np);
	cJSON_AddNumberToObject(sum, "failed_problems", (double)failed);
	cJSON_AddNumberToObject(sum, "cases", (double)cases);
	cJSON_AddNumberToObject(sum, "passed", (double)passed);
	cJSON_AddStringToObject(sum, "verdict", verdict_name(worst));
	cJSON_ReplaceItemInObjectCaseSensitive(doc, "problems", list);
	cJSON_ReplaceItemInObjectCaseSensitive(doc, "summary", sum);
	return worst == VERDICT_AC;
}

/* Member key of obj (a number of milliseconds, or null) as a number, or -1 for null. */
static double
get_ms(const cJSON *obj, const char *key)
{
	const cJSON *n = report_doc_number(obj, key);
	return n ? n->valuedouble : -1;
}

static void
set_ms(cJSON *obj, const char *key, double ms)
{
	cJSON_ReplaceItemInObjectCaseSensitive(obj, key,
					       ms < 0 ? cJSON_CreateNull() : cJSON_CreateNumber(ms));
}

/*
 * Problem j of a verify: the submissions of all shards, the time limit's
 * margins over all of them (the slowest accepted the largest, the fastest
 * time_limit_exceeded the smallest).  Adds it to out.
 */
static void
merge_verify_problem(struct merge *m, size_t j, cJSON *out, size_t tally[3])
{
	const cJSON *first = cJSON_GetArrayItem(problems(m->by_shard[0]), (int)j);
	const cJSON *limit = cJSON_GetObjectItemCaseSensitive(first, "time_limit");
	double slowest = -1, fastest = -1;

	for (size_t s = 0; s < m->count && !m->bad; s++) {
		const cJSON *t = cJSON_GetObjectItemCaseSensitive(
			cJSON_GetArrayItem(problems(m->by_shard[s]), (int)j), "time_limit");
		double a = get_ms(t, "slowest_accepted_ms"), f = get_ms(t, "fastest_tle_ms");
		if (get_ms(t, "ms") != get_ms(limit, "ms"))
			fail(m, "%s: the time limit of '%s' is %g ms, but %g ms in %s (a derived "
			     "limit: set it in the problem for a split verify)", m->by_shard[s]->path,
			     report_doc_string(first, "id"), get_ms(t, "ms"), get_ms(limit, "ms"),
			     m->by_shard[0]->path);
		slowest = a > slowest ? a : slowest;
		fastest = f >= 0 && (fastest < 0 || f < fastest) ? f : fastest;
	}
	cJSON *list = m->bad ? NULL : gather(m, j, "submissions", "submission");
	cJSON *p = list ? cJSON_Duplicate(first, true) : NULL;
	if (!p || !cJSON_AddItemToArray(out, p)) {
		cJSON_Delete(list);
		cJSON_Delete(p);
		fail(m, "out of memory");
		return;
	}
	cJSON_ReplaceItemInObjectCaseSensitive(p, "submissions", list);
	cJSON *t = cJSON_GetObjectItemCaseSensitive(p, "time_limit");
	set_ms(t, "slowest_accepted_ms", slowest);
	set_ms(t, "fastest_tle_ms", fastest);
	const cJSON *sub;
	cJSON_ArrayForEach(sub, list) {
		bool skipped = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(sub, "skipped"));
		bool met = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(sub, "met"));
		tally[skipped ? 2 : met ? 0 : 1]++;
	}
}

/* The problems and summary of a verify. */
static bool
merge_verify(struct merge *m, cJSON *doc)
{
	size_t np = (size_t)cJSON_GetArraySize(problems(m->by_shard[0]));
	size_t tally[3] = {0};   /* met, missed, skipped */
	cJSON *list = cJSON_CreateArray(), *sum = cJSON_CreateObject();

	if (!list || !sum)
		fail(m, "out of memory");
	for (size_t j = 0; j < np && !m->bad; j++)
		merge_verify_problem(m, j, list, tally);
	cJSON_AddNumberToObject(sum, "problems", (double)np);
	cJSON_AddNumberToObject(sum, "met", (double)tally[0]);
	cJSON_AddNumberToObject(sum, "missed", (double)tally[1]);
	cJSON_AddNumberToObject(sum, "skipped", (double)tally[2]);
	cJSON_ReplaceItemInObjectCaseSensitive(doc, "problems", list);
	cJSON_ReplaceItemInObjectCaseSensitive(doc, "summary", sum);
	return tally[1] == 0;
}

/* Writes doc to path ("-": standard output), atomically.  Returns 0, or -1 with err set. */
static int
write_doc(const cJSON *doc, const char *path, char *err, size_t errlen)
{
	char *text = cJSON_Print(doc);
	int rc = -1;

	if (!text)
		snprintf(err, errlen, "out of memory");
	else
		rc = report_write_json(text, path, err, errlen);
	free(text);
	return rc;
}


int
report_doc_merge(struct report_doc *const *in, size_t n, const char *out, bool *passed,
		 char *err, size_t errlen)
{
	struct report_doc **by = n <= MERGE_MAX_SHARDS ? calloc(n ? n : 1, sizeof *by) : NULL;
	struct merge m = {.by_shard = by, .count = n, .err = err, .errlen = errlen};
	cJSON *doc = NULL;
	int rc = 1;

	if (n == 0 || n > MERGE_MAX_SHARDS)
		fail(&m, "give 1 to %d shard reports", MERGE_MAX_SHARDS);
	else if (!by)
		fail(&m, "out of memory");
	else if (order_shards(&m, in, n, by) && !(doc = cJSON_Duplicate(by[0]->root, true)))
		fail(&m, "out of memory");
	if (doc) {
		cJSON_DeleteItemFromObjectCaseSensitive(doc, "shard");
		*passed = by[0]->kind == REPORT_KIND_RUN ? merge_run(&m, doc) : merge_verify(&m, doc);
		bool complete = true;
		for (size_t s = 0; s < n; s++)
			complete &= cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(by[s]->root,
										  "complete"));
		cJSON_ReplaceItemInObjectCaseSensitive(doc, "complete", cJSON_CreateBool(complete));
		*passed &= complete;
	}
	if (doc && !m.bad)
		rc = write_doc(doc, out, err, errlen);
	cJSON_Delete(doc);
	free(by);
	return rc;
}
