/*
 * The judge's format's testdata/<id>/ seen as generate sees a package's
 * data/: a tree of cases, FILE/NAME.in and FILE/NAME.ans (FILE a testdata
 * file's name without .yaml; its invalid inputs FILE/invalid/NAME.in, those
 * of invalid.yaml invalid/NAME.in), and written back from such a tree as
 * generators.yaml's folders say: a testdata file per folder of data:, its
 * test_group.yaml the file's settings, each case's yaml: its own.  Nothing
 * here owns what it is given; the lists it fills are the caller's.
 */
#ifndef JUDGE_TESTDATA_TREE_H
#define JUDGE_TESTDATA_TREE_H

#include <stddef.h>

#include "base/diag.h"
#include "generators.h"
#include "problem.h"
#include "yfield.h"

/*
 * Writes the cases of p's testdata (if it has any) into the folder dir as
 * such a tree.  Returns 0, or -1 with errors in d (testdata that does not
 * load: the tree is then what was written before the error).
 */
int testdata_tree_unpack(const struct problem *p, const char *dir, struct diag *d);

/*
 * Writes testdata/<id>/ from the tree in dir and g: for each folder of
 * data: (by name) the file FOLDER.yaml, its settings from the folder's
 * test_group.yaml (comment:, score:, aggregate:, requires:, limits:,
 * validator_args:), its cases in g's order, each inline when its input and
 * output fit (400 bytes and 12 lines, text a literal block keeps; a case's
 * yaml: inline: true or false decides) or as NAME.in and NAME.ans beside,
 * with its yaml:'s limits: and tags:, and its invalid inputs with their
 * yaml:'s why:.  A file whose bytes do not change is not written; the
 * .yaml, .in and .ans files of testdata/<id>/ it does not write are removed,
 * their names appended to removed.  Returns 0, or -1 with errors in d.
 */
int testdata_tree_pack(const struct problem *p, const struct generators *g, const char *dir,
		       struct ystrings *removed, struct diag *d);

/* Removes every .yaml, .in and .ans file of testdata/<id>/, naming each in removed. */
int testdata_tree_clean(const struct problem *p, struct ystrings *removed, struct diag *d);

#endif
