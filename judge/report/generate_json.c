/* judge generate --json: {"kind": "generate", "problems": [...]}. */
#include "generate_json.h"

#include <stdio.h>
#include <stdlib.h>

#include <cjson/cJSON.h>

#include "report.h"

struct generate_json {
	cJSON *doc, *problems;
	bool out_of_memory;
};

struct generate_json *
report_generate_json_new(void)
{
	struct generate_json *j = calloc(1, sizeof *j);

	if (!j || !(j->doc = cJSON_CreateObject()) ||
	    !cJSON_AddStringToObject(j->doc, "kind", "generate") ||
	    !(j->problems = cJSON_AddArrayToObject(j->doc, "problems"))) {
		report_generate_json_free(j);
		return NULL;
	}
	return j;
}

static const char *
state_name(enum generate_state s)
{
	switch (s) {
	case GENERATE_UP_TO_DATE:
		return "up_to_date";
	case GENERATE_MADE:
		return "generated";
	case GENERATE_UNCHANGED:
		return "unchanged";
	case GENERATE_FAILED:
		return "failed";
	case GENERATE_PLANNED:
		return "planned";
	}
	return "unknown";
}

int
report_generate_json_add(struct generate_json *j, const char *id, const struct generate_report *r,
			 bool failed)
{
	cJSON *p = cJSON_CreateObject(), *cases, *removed;
	bool ok = p && cJSON_AddItemToArray(j->problems, p);

	ok = ok && cJSON_AddStringToObject(p, "id", id) &&
	     cJSON_AddNumberToObject(p, "cases", (double)r->count) &&
	     cJSON_AddNumberToObject(p, "generated", (double)(r->made + r->unchanged)) &&
	     cJSON_AddNumberToObject(p, "up_to_date", (double)r->up_to_date) &&
	     cJSON_AddNumberToObject(p, "failed", (double)r->failed) &&
	     cJSON_AddNumberToObject(p, "planned", (double)r->planned) &&
	     cJSON_AddNumberToObject(p, "removed", (double)r->nremoved) &&
	     cJSON_AddBoolToObject(p, "complete", !failed) &&
	     (failed ? cJSON_AddStringToObject(p, "error", r->error) != NULL
		     : cJSON_AddNullToObject(p, "error") != NULL) &&
	     (cases = cJSON_AddArrayToObject(p, "items")) &&
	     (removed = cJSON_AddArrayToObject(p, "removed_files"));
	for (size_t i = 0; ok && i < r->count; i++) {
		const struct generate_item *it = &r->items[i];
		cJSON *c = cJSON_CreateObject();

		ok = c && cJSON_AddItemToArray(cases, c) &&
		     cJSON_AddStringToObject(c, "path", it->path) &&
		     cJSON_AddStringToObject(c, "state", state_name(it->state)) &&
		     (it->message ? cJSON_AddStringToObject(c, "message", it->message) != NULL
				  : cJSON_AddNullToObject(c, "message") != NULL);
	}
	for (size_t i = 0; ok && i < r->nremoved; i++) {
		cJSON *s = cJSON_CreateString(r->removed[i]);

		ok = s && cJSON_AddItemToArray(removed, s);
	}
	if (!ok)
		j->out_of_memory = true;
	return ok ? 0 : -1;
}

int
report_generate_json_write(struct generate_json *j, const char *path, char *err, size_t errlen)
{
	char *text = j->out_of_memory ? NULL : cJSON_Print(j->doc);
	int rc;

	if (!text) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	rc = report_write_json(text, path, err, errlen);
	free(text);
	return rc;
}

void
report_generate_json_free(struct generate_json *j)
{
	if (!j)
		return;
	cJSON_Delete(j->doc);
	free(j);
}
