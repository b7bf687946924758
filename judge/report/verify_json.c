/* The verify report (schema 1), built with cJSON and written whole at the end. */
#include "verify_json.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "base/escape.h"
#include "base/fsutil.h"
#include "json_impl.h"

#define VERIFY_SCHEMA 1

struct verify_json {
	char *path;
	cJSON *doc, *problems, *submissions;  /* submissions: of the problem added last */
	size_t met, missed, skipped;
	bool sharded;            /* each submission says its index */
	bool out_of_memory;
};

/* s as valid UTF-8 whatever bytes it holds, or null for NULL. */
static void
add_text(struct verify_json *v, cJSON *obj, const char *key, const char *s)
{
	char *t = s ? escape_utf8(s) : NULL;

	if (s && !t)
		v->out_of_memory = true;
	if (t ? !cJSON_AddStringToObject(obj, key, t) : !cJSON_AddNullToObject(obj, key))
		v->out_of_memory = true;
	free(t);
}

/* n, or null for -1. */
static void
add_ms(struct verify_json *v, cJSON *obj, const char *key, int64_t n)
{
	if (n < 0 ? !cJSON_AddNullToObject(obj, key) : !cJSON_AddNumberToObject(obj, key, (double)n))
		v->out_of_memory = true;
}

/* The verdicts of bits as a list of names, in the order of VERDICTS. */
static void
add_verdicts(struct verify_json *v, cJSON *obj, const char *key, unsigned bits)
{
	cJSON *list = cJSON_AddArrayToObject(obj, key);

	for (int k = 0; list && k < VERDICT_COUNT; k++) {
		if ((bits & EXPECTATION_BIT(k)) &&
		    !cJSON_AddItemToArray(list, cJSON_CreateString(verdict_name((enum verdict)k))))
			v->out_of_memory = true;
	}
	if (!list)
		v->out_of_memory = true;
}

/* The rules x must meet: the globs they come from, their verdict sets, message and time use. */
static void
add_rules(struct verify_json *v, cJSON *obj, const struct expectation_set *set,
	  const struct expected_submission *x)
{
	static const char *const time_use[] = {"default", "false", "lower", "upper"};
	cJSON *list = cJSON_AddArrayToObject(obj, "rules");

	for (size_t k = 0; list && k < x->nrules; k++) {
		const struct expectation_rule *r = &set->rules[x->rules[k]];
		cJSON *o = cJSON_CreateObject();

		if (!o || !cJSON_AddItemToArray(list, o)) {
			cJSON_Delete(o);
			v->out_of_memory = true;
			return;
		}
		add_text(v, o, "submissions", r->submissions);
		add_text(v, o, "cases", r->cases);
		add_verdicts(v, o, "permitted", r->permitted);
		add_verdicts(v, o, "required", r->required);
		add_text(v, o, "message", r->message);
		add_text(v, o, "use_for_time_limit", time_use[r->time]);
	}
	if (!list)
		v->out_of_memory = true;
}

struct verify_json *
verify_json_open(const char *path, const struct report_shard *shard, char *err, size_t errlen)
{
	struct verify_json *v = calloc(1, sizeof *v);
	cJSON *k = NULL;

	if (!v || !(v->path = strdup(path)) || !(v->doc = cJSON_CreateObject()) ||
	    !cJSON_AddNumberToObject(v->doc, "schema", VERIFY_SCHEMA) ||
	    !cJSON_AddStringToObject(v->doc, "judge", JUDGE_VERSION) ||
	    (shard->count > 0 && (!(k = cJSON_AddObjectToObject(v->doc, "shard")) ||
				  !cJSON_AddNumberToObject(k, "index", shard->index) ||
				  !cJSON_AddNumberToObject(k, "count", shard->count))) ||
	    !(v->problems = cJSON_AddArrayToObject(v->doc, "problems"))) {
		if (v) {
			cJSON_Delete(v->doc);
			free(v->path);
		}
		free(v);
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	v->sharded = shard->count > 0;
	return v;
}

void
verify_json_problem(struct verify_json *v, const struct problem *p,
		    const struct verify_time_limit *tl)
{
	cJSON *o = cJSON_CreateObject(), *t;

	if (!o || !cJSON_AddItemToArray(v->problems, o)) {
		cJSON_Delete(o);
		v->out_of_memory = true;
		v->submissions = NULL;
		return;
	}
	add_text(v, o, "id", p->id);
	add_text(v, o, "title", p->title);
	add_text(v, o, "format", p->format);
	if (!(t = cJSON_AddObjectToObject(o, "time_limit"))) {
		v->out_of_memory = true;
	} else {
		add_ms(v, t, "ms", tl->ms);
		cJSON_AddBoolToObject(t, "derived", tl->derived);
		add_ms(v, t, "slowest_accepted_ms", tl->slowest_accepted_ms);
		add_ms(v, t, "fastest_tle_ms", tl->fastest_tle_ms);
	}
	report_json_add_scale(o, p);
	if (!(v->submissions = cJSON_AddArrayToObject(o, "submissions")))
		v->out_of_memory = true;
}

void
verify_json_submission(struct verify_json *v, const struct verify_submission *s)
{
	cJSON *o = cJSON_CreateObject(), *cases;

	v->skipped += s->skipped;
	v->met += !s->skipped && s->met;
	v->missed += !s->skipped && !s->met;
	if (!o || !v->submissions || !cJSON_AddItemToArray(v->submissions, o)) {
		cJSON_Delete(o);
		v->out_of_memory = true;
		return;
	}
	if (v->sharded)
		cJSON_AddNumberToObject(o, "index", (double)s->index);
	add_text(v, o, "file", s->file);
	add_text(v, o, "label", s->label);
	add_text(v, o, "language", s->language);
	add_verdicts(v, o, "expected", expectation_expected(s->set, s->x));
	add_rules(v, o, s->set, s->x);
	add_text(v, o, "verdict", s->skipped ? NULL : verdict_name(s->verdict));
	cJSON_AddBoolToObject(o, "met", s->met && !s->skipped);
	cJSON_AddBoolToObject(o, "skipped", s->skipped);
	add_text(v, o, "reason", s->reason && s->reason[0] ? s->reason : NULL);
	add_ms(v, o, "slowest_ms", s->skipped ? -1 : s->slowest_us / 1000);
	char when[32];
	if (s->started)
		report_format_utc(s->started, true, when, sizeof when);
	add_text(v, o, "started", s->started ? when : NULL);
	if (s->scored) {
		cJSON_AddNumberToObject(o, "score", s->score);
		cJSON_AddNumberToObject(o, "max_score", s->max_score);
	}
	if (!(cases = cJSON_AddArrayToObject(o, "cases"))) {
		v->out_of_memory = true;
		return;
	}
	for (size_t i = 0; i < s->ncases; i++) {
		const struct verify_case *c = &s->cases[i];
		cJSON *k;

		if (!(k = cJSON_CreateObject()) || !cJSON_AddItemToArray(cases, k)) {
			cJSON_Delete(k);
			v->out_of_memory = true;
			return;
		}
		add_text(v, k, "name", c->name);
		/* A case not run (judging stopped before it) has no verdict and no time. */
		add_text(v, k, "verdict", c->verdict == VERDICT_COUNT ? NULL : verdict_name(c->verdict));
		if (c->verdict == VERDICT_COUNT)
			cJSON_AddNullToObject(k, "time_ms");
		else
			cJSON_AddNumberToObject(k, "time_ms", (double)c->time_us / 1000.0);
	}
}

int
verify_json_close(struct verify_json *v, bool complete, char *err, size_t errlen)
{
	cJSON *sum = cJSON_AddObjectToObject(v->doc, "summary");
	char *text = NULL;
	int rc = -1;

	if (sum) {
		cJSON_AddNumberToObject(sum, "problems", (double)cJSON_GetArraySize(v->problems));
		cJSON_AddNumberToObject(sum, "met", (double)v->met);
		cJSON_AddNumberToObject(sum, "missed", (double)v->missed);
		cJSON_AddNumberToObject(sum, "skipped", (double)v->skipped);
	}
	cJSON_AddBoolToObject(v->doc, "complete", complete);
	if (!sum || v->out_of_memory || !(text = cJSON_Print(v->doc))) {
		snprintf(err, errlen, "out of memory");
	} else if (!strcmp(v->path, "-")) {
		/* Through escape_json, as the run report: no line a workflow command. */
		escape_json(stdout, text);
		rc = putchar('\n') == EOF || fflush(stdout) ? -1 : 0;
		if (rc < 0)
			snprintf(err, errlen, "cannot write the report: %s", strerror(errno));
	} else {
		struct fs_atomic a;
		FILE *f = fs_create(v->path, &a);

		if (f)
			escape_json(f, text);
		if (f && fputc('\n', f) != EOF && !ferror(f) && fs_commit(&a) == 0)
			rc = 0;
		else if (f)
			fs_abort(&a);
		if (rc < 0)
			snprintf(err, errlen, "cannot write '%s': %s", v->path, strerror(errno));
	}
	free(text);
	cJSON_Delete(v->doc);
	free(v->path);
	free(v);
	return rc;
}
