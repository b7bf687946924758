/*
 * judge generate --json: what became of each problem's cases, as one JSON
 * document.  A struct generate_json owns its tree; release it with
 * report_generate_json_free().
 */
#ifndef JUDGE_GENERATE_JSON_H
#define JUDGE_GENERATE_JSON_H

#include <stdbool.h>
#include <stddef.h>

#include "pipeline/generate.h"

struct generate_json;

/* An empty report, or NULL when out of memory. */
struct generate_json *report_generate_json_new(void);

/* Adds problem id's report r (failed: it could not happen).  Returns 0, or -1 out of memory. */
int report_generate_json_add(struct generate_json *j, const char *id,
			     const struct generate_report *r, bool failed);

/* Writes it to path ("-": standard output).  Returns 0, or -1 with err set. */
int report_generate_json_write(struct generate_json *j, const char *path, char *err,
			       size_t errlen);

void report_generate_json_free(struct generate_json *j);

#endif
