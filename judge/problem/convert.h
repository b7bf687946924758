/*
 * Converting a problem between the judge's own format and a Kattis/ICPC
 * problem package (problem_format_version 2025-09): what the one format
 * cannot express is never dropped silently but added to a struct diag as a
 * warning, located where the thing lost is written.  Nothing here owns what
 * it is given.
 */
#ifndef JUDGE_CONVERT_H
#define JUDGE_CONVERT_H

#include "base/diag.h"
#include "problem.h"
#include "testdata.h"

/* What a conversion returns: done (perhaps with warnings), impossible, or not written. */
enum {
	CONVERT_OK = 0,
	CONVERT_INVALID = -1,     /* an error in d: the problem cannot be converted */
	CONVERT_UNWRITTEN = -2,   /* an error in d: a file could not be read or written */
};

/*
 * Writes problem p, in the judge's format, with its testdata td (borrowed,
 * loaded) as a current-format package into the empty folder dir:
 * problem.yaml (name, source, keywords, limits), statement/problem.en.md,
 * data/sample/ (the cases tagged sample) and one test data group
 * data/secret/STEM/ per testdata file, its checker as the default
 * validator's output_validator_args in the group's test_group.yaml where a
 * built-in checker means exactly that, else the nearest (a warning), a
 * custom checker of the Kattis protocol as output_validator/ (one of the
 * testlib protocol cannot be: an error), and submissions/ with the main
 * solution among the accepted ones.  Each loss is a warning in d.
 */
int convert_write_package(const struct problem *p, const struct testdata *td, const char *dir,
			  struct diag *d);

/*
 * Writes package p (time limit set: fixed, or derived before) with its
 * testdata td (borrowed, loaded) into the tree at root, as problem id in the
 * judge's format: problems/ID/problem.yaml (its checker the package's
 * validator: kattis with its flags, or the custom one copied to
 * problems/ID/output_validator), statement.md from a Markdown statement,
 * testdata/ID/NN-GROUP.yaml per folder of cases with the cases' files
 * beside, the first accepted submission of one file (by name) as
 * solutions/ID.EXT (an accepted ID.EXT, else package_resolve()'s choice, when
 * it is a file) and the
 * other submissions under problems/ID/submissions/.  root/problems/ID, root/testdata/ID
 * and root/solutions must not hold anything of id yet.  Each loss is a
 * warning in d.
 */
int convert_write_tree(const struct problem *p, const struct testdata *td, const char *root,
		       const char *id, struct diag *d);

#endif
