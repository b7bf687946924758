/*
 * Inside report_doc: the parsed document, shared by the reader
 * (report_doc.c) and the merge (report_merge.c) only; cJSON trees do not
 * leave these files.
 */
#ifndef JUDGE_REPORT_DOC_IMPL_H
#define JUDGE_REPORT_DOC_IMPL_H

#include <cjson/cJSON.h>

#include "report_doc.h"

struct report_doc {
	char *path;
	cJSON *root;
	enum report_kind kind;
};

/* Member key of obj when it is a string, else NULL. */
const char *report_doc_string(const cJSON *obj, const char *key);

/* Member key of obj when it is a number, else NULL. */
const cJSON *report_doc_number(const cJSON *obj, const char *key);

#endif
