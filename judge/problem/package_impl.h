/*
 * What package.c (problem.yaml) and package_data.c (data/) share; nothing
 * owned.
 */
#ifndef JUDGE_PACKAGE_IMPL_H
#define JUDGE_PACKAGE_IMPL_H

#include <dirent.h>
#include <stddef.h>

#include "check/checker.h"
#include "yfield.h"

/* scandir's filter: no name that starts with a dot. */
int package_not_dot(const struct dirent *de);

/* Any value at all: keys the judge accepts and has no use for (uuid, license...). */
yfield_parser package_any_value;

/*
 * Gives spec (the problem's validator, or a folder's copy of it) more flags,
 * the n words: the default validator parses them with those it has already
 * (kept in its args), a custom one gets them as arguments.  Returns 0, or -1
 * with err set.
 */
int package_add_flags(struct checker_spec *spec, size_t n, const char *const *words, char *err,
		      size_t errlen);

struct problem;
struct testdata;

/*
 * Makes the score plan of td, a scoring package's cases (p->scoring): from
 * test_group.yaml's max_score, score_aggregation and require_pass (the
 * current format) or testdata.yaml's grading flags (legacy), setting each
 * folder's score_group.  Errors go to d at the key.  Returns 0, or -1.
 */
int package_score_plan(const struct problem *p, struct testdata *td, struct diag *d);

#endif
