/*
 * Testdata: the cases of testdata/<id>/NAME.yaml.  testdata_load() checks
 * every file and keeps what applies to whole files, not the cases; a
 * struct testdata_reader then reads the cases one at a time, so that a
 * problem's cases never have to be in memory at once.  A struct testdata owns
 * its files' paths and checkers (release it with testdata_fini()); a struct
 * testcase owns its strings (release it with testcase_fini()) and borrows its
 * file and checker from the testdata.
 */
#ifndef JUDGE_TESTDATA_H
#define JUDGE_TESTDATA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "check/checker.h"
#include "base/diag.h"
#include "base/limits.h"
#include "problem.h"
#include "score_plan.h"
#include "yfield.h"

/* Where a case's input or expected output lives: inline text or a file. */
struct case_data {
	char *text;              /* inline: the bytes (NUL-terminated), else NULL */
	size_t len;
	char *path;              /* a file, absolute or relative to the cwd, else NULL */
};

struct testcase {
	char *name;
	size_t index;            /* its place among the problem's cases, from 0 */
	const char *file;        /* the YAML file it came from (owned by the testdata) */
	int line, column;        /* where the case starts in it */
	struct case_data input;
	struct case_data output;
	struct limits limits;    /* resolved by limits_for_case(): problem, file, case */
	const struct checker_spec *checker; /* the file's, or the problem's */
	struct ystrings tags;
	char *description;       /* a package's NAME.desc: what the case tests, or NULL */
	char *hint;              /* a package's NAME.hint: a hint for who fails it, or NULL */
	struct checker_spec *own_checker; /* a package case's NAME.yaml's output validator
					     arguments made its own checker (checker points
					     to it), or NULL */
	struct input_args *input_args; /* ...its input validator arguments, or NULL: the
					  file's */
	size_t score_group;      /* its group in the testdata's score plan, when scored */
};

/*
 * An input the problem's input validators must reject (at least one of
 * them): a testdata file's `invalid:` item, a package's data/invalid_input/
 * file.  Never judged.
 */
struct invalid_input {
	char *name;
	char *why;               /* what is wrong with it, or NULL (a package's) */
	struct case_data input;
	const char *file;        /* where it is: its testdata file, or its .in (borrowed) */
	int line, column;        /* where in that file */
	struct input_args *input_args; /* a package's NAME.yaml's input validator
					  arguments, or NULL: the file's */
};

/*
 * A checker self-test: an output the file's checker must accept (verdict
 * AC) or reject (WA) for an input and its answer: a testdata file's
 * `checker_tests:` item, a package's data/valid_output/ or
 * data/invalid_output/ case.  Never judged.
 */
struct checker_test {
	char *name;
	enum verdict expect;     /* VERDICT_AC or VERDICT_WA */
	struct case_data input, answer, output;
	const struct checker_spec *checker; /* the file's, or the problem's (borrowed), or
					       own_checker */
	const char *file;        /* where it is: its testdata file, or its .out (borrowed
				    from the testdata, or output.path) */
	int line, column;        /* where in that file */
	struct checker_spec *own_checker; /* a package's NAME.yaml's output validator
					     arguments made its own checker, or NULL */
	struct input_args *input_args; /* ...its input validator arguments (for its
					  input, which must be valid), or NULL */
};

/*
 * One testdata file, or one folder of a package's cases: what it sets for
 * all its cases.
 */
struct testdata_file {
	char *path;              /* the YAML file, or the package's folder */
	struct limits limits;    /* the file's own limits (fields it does not set are 0) */
	struct checker_spec *checker; /* its own checker, or NULL for the problem's */
	struct input_args input_args; /* what its input validators get */
	size_t count;            /* its cases */
	char *group;             /* a package's folder: its name under data/ ("secret/huge"),
				    else NULL */
	char **cases;            /* ...: its count cases' .in files, in order */
	struct invalid_input *invalid; /* inputs its validators must reject */
	size_t ninvalid;
	struct checker_test *checker_tests; /* outputs its checker must accept or reject */
	size_t nchecker_tests;
	struct score_setting score; /* its score:, aggregate:, requires: as written */
	size_t score_group;      /* its cases' group in the score plan, when scored */
};

struct testdata {
	const struct problem *problem; /* borrowed */
	struct testdata_file *files;   /* in name order */
	size_t nfiles;
	size_t count;            /* cases in all the files */
	struct score_plan score; /* the groups' points; none when not scored */
};

/*
 * Reads every testdata/<id>/NAME.yaml of problem p (borrowed for td's
 * lifetime), in name order, and checks them: syntax, keys, types, units,
 * unique names, files that exist, an input and an expected output for every
 * case.  All errors go to d, each with its file, line and column.  Keeps
 * only the files and their settings; memory does not grow with the cases.
 * Returns 0, or -1 when there was any error.
 */
int testdata_load(const struct problem *p, struct testdata *td, struct diag *d);

/* Releases everything td owns and empties it. */
void testdata_fini(struct testdata *td);

/* Reads the cases of a loaded testdata in order; owns its open file. */
struct testdata_reader;

/*
 * Starts reading the cases of td (borrowed); errors go to d.  Returns NULL
 * when out of memory.
 */
struct testdata_reader *testdata_reader_new(const struct testdata *td, struct diag *d);

/*
 * Reads the next case into *tc, which the caller then owns.  Returns 1, or 0
 * after the last case, or -1 after adding an error to d (a file changed since
 * testdata_load(), or cannot be read any more).
 */
int testdata_read(struct testdata_reader *r, struct testcase *tc);

/* Releases r.  testdata_reader_free(NULL) is a no-op. */
void testdata_reader_free(struct testdata_reader *r);

/* Releases what v owns and empties it. */
void invalid_input_fini(struct invalid_input *v);

/* Releases what t owns and empties it. */
void checker_test_fini(struct checker_test *t);

/* Releases what tc owns and empties it. */
void testcase_fini(struct testcase *tc);

/*
 * Whether tc, a case of p, is a sample (shown in the statement): tagged so
 * (a package's loader tags those of data/sample/), or in the judge's format
 * named so or in a file named so ("sample-1", 00-samples.yaml).  A package's
 * names and files say nothing more.
 */
bool testcase_is_sample(const struct problem *p, const struct testcase *tc);

/* Opens d's bytes (inline text or its file) for reading; NULL with errno set. */
FILE *case_data_open(const struct case_data *d);

#endif
