/* judge stress --json: {"kind": "stress", ...}, as README.md's JSON section lists it. */
#include "stress_json.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "base/fsutil.h"
#include "pipeline/compile.h"
#include "problem/generated.h"
#include "report.h"

/* Inputs up to this size are written in the report itself. */
#define INLINE_MAX (1 << 20)

/* text as a JSON string (NUL bytes and all), or NULL when out of memory. */
static cJSON *
text_item(const char *text, size_t len)
{
	char *s = malloc(len + 1);
	cJSON *item;

	if (!s)
		return NULL;
	/* cJSON strings end at a NUL: one in a program's output is written as U+0001. */
	size_t k = 0;

	for (size_t i = 0; i < len; i++)
		s[k++] = text[i] ? text[i] : '\x01';
	s[k] = '\0';
	item = cJSON_CreateString(s);
	free(s);
	return item;
}

/* "input" inline, or "input_file" (written into the cache, or --keep's folder). */
static bool
add_input(cJSON *o, const struct stress_json_run *run, const struct stress_input *in,
	  const char *what)
{
	if (in->len <= INLINE_MAX) {
		cJSON *t = text_item(in->text, in->len);

		return t && cJSON_AddItemToObject(o, "input", t);
	}
	char dir[PATH_MAX], path[PATH_MAX + 64], hash[GENERATED_HASH], err[256];
	struct fs_atomic a;
	FILE *f;

	if (run->keep)
		snprintf(dir, sizeof dir, "%s", run->keep);
	else if (compile_cache_subdir("stress-inputs", dir, sizeof dir, err, sizeof err) < 0)
		return false;
	generated_hash(in->text, in->len, hash);
	snprintf(path, sizeof path, "%s/%s-%s.in", dir, what, hash);
	if (!(f = fs_create(path, &a)))
		return false;
	fwrite(in->text, 1, in->len, f);
	return fs_commit(&a) == 0 && cJSON_AddStringToObject(o, "input_file", path);
}

static bool
add_found(cJSON *sub, const struct stress_json_run *run, const struct stress_finding *f)
{
	cJSON *c = cJSON_AddObjectToObject(sub, "counterexample");

	return c && cJSON_AddStringToObject(c, "command", f->found.command) &&
	       cJSON_AddNumberToObject(c, "seed", f->found.seed) &&
	       cJSON_AddStringToObject(c, "verdict", verdict_name(f->found.verdict)) &&
	       add_input(c, run, &f->found, "found") &&
	       cJSON_AddNumberToObject(c, "bytes", (double)f->found.len) &&
	       cJSON_AddNumberToObject(c, "tokens", (double)f->found.tokens);
}

static bool
add_shrunk(cJSON *sub, const struct stress_json_run *run, const struct stress_finding *f)
{
	if (!f->shrunk)
		return cJSON_AddNullToObject(sub, "shrunk") != NULL;
	cJSON *s = cJSON_AddObjectToObject(sub, "shrunk"), *t;
	const struct stress_input *in = &f->small;
	bool ok = s && (in->command ? cJSON_AddStringToObject(s, "command", in->command) != NULL
				    : cJSON_AddNullToObject(s, "command") != NULL) &&
		  cJSON_AddStringToObject(s, "verdict", verdict_name(in->verdict)) &&
		  add_input(s, run, in, "shrunk");

	ok = ok && (in->answer && in->answer_len <= INLINE_MAX
		    ? (t = text_item(in->answer, in->answer_len)) && cJSON_AddItemToObject(s, "answer", t)
		    : cJSON_AddNullToObject(s, "answer") != NULL);
	ok = ok && (in->output && in->output_len <= INLINE_MAX
		    ? (t = text_item(in->output, in->output_len)) && cJSON_AddItemToObject(s, "output", t)
		    : cJSON_AddNullToObject(s, "output") != NULL);
	return ok && cJSON_AddNumberToObject(s, "bytes", (double)in->len) &&
	       cJSON_AddNumberToObject(s, "tokens", (double)in->tokens) &&
	       cJSON_AddNumberToObject(s, "candidates", (double)f->candidates) &&
	       cJSON_AddNumberToObject(s, "time_ms", (double)f->shrink_ms);
}

int
report_stress_json_write(const struct stress_json_run *run, const struct stress_report *r,
			 const char *path, char *err, size_t errlen)
{
	cJSON *doc = cJSON_CreateObject(), *gens, *subs;
	bool ok = doc && cJSON_AddStringToObject(doc, "kind", "stress") &&
		  cJSON_AddNumberToObject(doc, "seed", run->seed) &&
		  (gens = cJSON_AddArrayToObject(doc, "generators")) &&
		  cJSON_AddStringToObject(doc, "reference", run->reference) &&
		  (subs = cJSON_AddArrayToObject(doc, "submissions"));

	for (size_t i = 0; ok && i < run->ngenerators; i++) {
		cJSON *s = cJSON_CreateString(run->generators[i]);

		ok = s && cJSON_AddItemToArray(gens, s);
	}
	for (size_t i = 0; ok && i < r->nsubs; i++) {
		const struct stress_submission *sub = &r->subs[i];
		const struct stress_finding *f = sub->nfindings ? &sub->findings[0] : NULL;
		cJSON *o = cJSON_CreateObject();

		ok = o && cJSON_AddItemToArray(subs, o) &&
		     cJSON_AddStringToObject(o, "file", sub->file) &&
		     cJSON_AddStringToObject(o, "label", sub->label) &&
		     cJSON_AddBoolToObject(o, "found", f != NULL) &&
		     cJSON_AddNumberToObject(o, "tests", (double)sub->tests) &&
		     (f ? cJSON_AddNumberToObject(o, "time_to_first_ms",
						  (double)sub->time_to_first_ms) != NULL
			: cJSON_AddNullToObject(o, "time_to_first_ms") != NULL) &&
		     (f ? add_found(o, run, f) && add_shrunk(o, run, f)
			: cJSON_AddNullToObject(o, "counterexample") &&
			  cJSON_AddNullToObject(o, "shrunk")) &&
		     (run->reproduce[i] ? cJSON_AddStringToObject(o, "reproduce", run->reproduce[i]) !=
					  NULL
					: cJSON_AddNullToObject(o, "reproduce") != NULL);
	}
	ok = ok && cJSON_AddBoolToObject(doc, "complete", r->complete);
	char *text = ok ? cJSON_Print(doc) : NULL;
	int rc = -1;

	if (!text)
		snprintf(err, errlen, "out of memory");
	else
		rc = report_write_json(text, path, err, errlen);
	free(text);
	cJSON_Delete(doc);
	return rc;
}
