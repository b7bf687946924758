/*
 * A set of problems with their testdata, loaded and validated together before
 * anything runs.  A struct problem_set owns its problems and testdata;
 * release it with problem_set_fini().
 */
#ifndef JUDGE_PROBLEM_SET_H
#define JUDGE_PROBLEM_SET_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "language.h"
#include "problem.h"
#include "testdata.h"

struct problem_set {
	struct language_table languages; /* the tree's: built-ins and its languages.yaml */
	struct problem **problems;
	struct testdata *testdata; /* testdata[i] belongs to problems[i] */
	size_t count;
};

/*
 * Loads the tree's language table, then the problems named in ids (n of
 * them), or every problem of the tree when all is set, each with its
 * testdata and its solution (solutions/<id>.<ext>, in any language of the
 * table).  Every error of every file goes to
 * d.  Returns 0, or -1 when there was any error (nothing is half-loaded:
 * the set is then empty).
 */
int problem_set_load(struct problem_set *set, const char *root, char *const *ids, size_t n,
		     bool all, struct diag *d);

/*
 * Resolves name, a problem as given on the command line, against the tree at
 * root.  A folder problems/NAME is taken as it is (problem_load() then says
 * what is wrong with it, if anything); otherwise a prefix of exactly one
 * problem id stands for that problem.  Returns the id as a new string the
 * caller frees, or NULL with an error in d: several ids start with name (the
 * error lists them), or none does (the error suggests the closest ids).
 */
char *problem_set_resolve(const char *root, const char *name, struct diag *d);

/*
 * Loads the one problem name stands for (see problem_set_resolve(); or a
 * package's path, a folder with problem.yaml and data/): a folder of the tree
 * holding data/ is read as a package, else in the judge's format; its
 * solution is found with the language table t.  Returns NULL with errors in d.
 */
struct problem *problem_set_load_one(const char *root, const char *name,
				     const struct language_table *t, struct diag *d);

/*
 * Loads problems/ID of the tree at root, a package or in the judge's format,
 * without its solution.  Returns NULL with errors in d.
 */
struct problem *problem_set_load_id(const char *root, const char *id, struct diag *d);

/* Releases everything the set owns. */
void problem_set_fini(struct problem_set *set);

#endif
