/*
 * Kattis/ICPC problem packages, read as they are: the legacy format and the
 * current one (problem_format_version 2023-07-draft, 2023-07, 2025-09).
 * problem.yaml becomes a struct problem (its dir is the package), data/
 * becomes the files of a struct testdata: one per folder of test cases
 * (data/sample, data/secret and its groups and subfolders), in the spec's
 * order, each case an .in/.ans pair.  Nothing here owns more than what
 * problem.h and testdata.h say.
 */
#ifndef JUDGE_PACKAGE_H
#define JUDGE_PACKAGE_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "language.h"
#include "problem.h"
#include "testdata.h"

/*
 * The file at a package's root that records, as a whole number, the
 * calibration score (judge calibrate) of the machine its time limit was set
 * on: the judge's own, beside DOMjudge's .timelimit; problemtools and
 * BAPCtools ignore it (problem.yaml has no key for it that they accept).
 */
#define PACKAGE_CALIBRATION_FILE ".calibration"

/*
 * Is dir a package: a problem.yaml and a data folder, or (its data/ still to
 * be generated) a generators/generators.yaml and a problem.yaml that is not
 * in the judge's format (no title:)?
 */
bool package_detect(const char *dir);

/*
 * Loads the package at dir as problem id.  Every error goes to d, with file,
 * line and column: unknown keys, bad values, a problem type the judge does
 * not judge yet (scoring, interactive, multi-pass, submit-answer).  Returns
 * NULL when there was any.
 */
struct problem *package_load(const char *dir, const char *id, struct diag *d);

/*
 * Lists the test cases of package p into td (td->problem is p): a file per
 * folder of cases (data/sample, data/secret), with the nearest
 * testdata.yaml / test_group.yaml's output and input validator arguments,
 * and of data/invalid_input's invalid inputs; checks that each .in has its
 * .ans, inside the package, and each case's NAME.yaml.  Returns 0, or -1
 * with errors in d.
 */
int package_testdata_load(const struct problem *p, struct testdata *td, struct diag *d);

/*
 * Fills *c with case i of the folder f of package p, index its place among
 * all the cases, with what its NAME.yaml says (output and input validator
 * arguments, hint, description; checked by package_testdata_load).
 * Returns 0, or -1 when out of memory or the NAME.yaml changed since.
 */
int package_case(const struct problem *p, const struct testdata_file *f, size_t i, size_t index,
		 struct testcase *c);

/* A package's id: its folder's name (NULL when out of memory or unreadable). */
char *package_id(const char *dir);

/*
 * What package p's programs are, once the language table t is known: points
 * p->solution (submissions/accepted) at the first file or folder there, by
 * name, that is a program in a language of t: what `judge run` judges
 * without --solution.  (A custom validator's folder is a program as it is.)
 */
void package_resolve(const struct language_table *t, struct problem *p);

#endif
