/*
 * A problem as Competitive Companion sends it (the browser extension's JSON:
 * name, group, url, interactive, memoryLimit in MB, timeLimit in ms, tests of
 * input and output, input and output, batch), and the problem of the tree it
 * becomes.  cJSON stays in companion.c.  A struct companion_task owns its
 * strings; release it with companion_task_fini().
 */
#ifndef JUDGE_COMPANION_H
#define JUDGE_COMPANION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "scaffold.h"

/* The most tests a task may have. */
#define COMPANION_MAX_TESTS 1000

struct companion_task {
	char *name;
	char *group;             /* "Codeforces - Educational Round 40", or NULL */
	char *url;               /* or NULL */
	bool interactive;
	int64_t time_ms, memory_bytes; /* 0 when not given */
	struct scaffold_sample *tests; /* their input and output owned by the task */
	size_t ntests;
	char *input_file;        /* input: {type: file, fileName}: the file it reads, or NULL */
	char *output_file;       /* ...output's */
	char *batch_id;          /* batch: {id, size}: the problems sent together, or NULL */
	size_t batch_size;
};

/*
 * Reads the len bytes of JSON at text into t.  Returns 0, or -1 with err set
 * ("not JSON", "'tests' is not a list", "test 2 has no 'output'"...).
 */
int companion_parse(const char *text, size_t len, struct companion_task *t, char *err,
		    size_t errlen);

void companion_task_fini(struct companion_task *t);

/* What companion_write() did. */
enum companion_outcome {
	COMPANION_WRITTEN,
	COMPANION_THERE,         /* the tree has a problem of that URL already */
	COMPANION_FAILED,        /* err says why */
};

/*
 * Writes t into the tree at root as a new problem in the judge's format: its
 * id the name reduced (scaffold_id()), or the URL's last part when that says
 * more than the two letters or fewer the name left ("A - 足し算"), with "-2",
 * "-3"... when the tree has that id for another problem; problem.yaml with
 * title, source (the group), url and limits; a statement.md naming the URL;
 * the tests as the sample cases (none for an interactive problem, whose
 * tests are the site's transcript: the statement shows them).  Says on out
 * what it made, or why not.
 */
enum companion_outcome companion_write(const char *root, const struct companion_task *t,
				       FILE *out, char *err, size_t errlen);

#endif
