/*
 * Testdata: loading the cases of testdata/<id>/NAME.yaml.  A struct testdata
 * owns its cases and everything they point to; release it with testdata_fini().
 */
#ifndef JUDGE_TESTDATA_H
#define JUDGE_TESTDATA_H

#include <stddef.h>

#include "checker.h"
#include "diag.h"
#include "runlimits.h"
#include "problem.h"
#include "ydoc.h"

/* Where a case's input or expected output lives: inline text or a file. */
struct case_data {
	char *text;              /* inline: the bytes (NUL-terminated), else NULL */
	size_t len;
	char *path;              /* a file, absolute or relative to the cwd, else NULL */
};

struct testcase {
	char *name;
	const char *file;        /* the YAML file it came from (owned by the testdata) */
	int line, column;        /* where the case starts in it */
	struct case_data input;
	struct case_data output;
	struct limits limits;    /* resolved: problem, then file, then case */
	const struct checker_spec *checker; /* the file's, or the problem's */
	struct ystrings tags;
};

struct testdata {
	struct testcase *cases;
	size_t count;
	char **files;            /* the YAML files read, in name order */
	size_t nfiles;
	struct checker_spec **checkers; /* per-file checker overrides */
	size_t ncheckers;
	void *names;             /* tsearch(3) tree of case names, for duplicates */
};

/*
 * Loads every testdata/<id>/NAME.yaml of problem p, in name order, and checks
 * them: syntax, keys, types, units, unique names, files that exist, an input
 * and an expected output for every case.  All errors go to d, each with its
 * file, line and column.  Returns 0, or -1 when there was any.
 */
int testdata_load(const struct problem *p, struct testdata *td, struct diag *d);

/* Releases everything td owns and empties it. */
void testdata_fini(struct testdata *td);

#endif
