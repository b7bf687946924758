/*
 * Finding the problem tree (the folder holding problems/), and what a
 * command's problem argument names in it; nothing owned.
 */
#ifndef JUDGE_ROOT_H
#define JUDGE_ROOT_H

#include <stddef.h>

/*
 * Finds the tree to judge: option (from --root) if not NULL, else
 * $JUDGE_ROOT, else the nearest ancestor of the working directory that holds
 * problems/, else the source tree the judge was built from.  Writes its
 * absolute path into out.  Returns 0, or -1 with err set.
 */
int root_find(const char *option, char *out, size_t len, char *err, size_t errlen);

/*
 * The tree to create problems in (judge new, judge receive): option (from
 * --root), a folder that may still lack problems/, else root_find()'s.
 * Writes its absolute path into out.  Returns 0, or -1 with err set.
 */
int root_find_new(const char *option, char *out, size_t len, char *err, size_t errlen);

/*
 * What name, a problem argument of any command, stands for, decided here for
 * all of them: an existing folder holding problem.yaml that is a folder of
 * the tree at root's problems/ is that problem (its id); another that is a
 * package (package_detect()) is that package, with or without a slash
 * ("judge verify guess" beside guess/), and when name is also a problem of
 * the tree (problem_set_resolve()) a line on standard error says which it
 * took; anything else is a problem of the tree, resolved when it is loaded.
 * Writes what problem_set_load_one() takes into out: a path (with a slash)
 * or a name.  Returns 0, or -1 with err set: a problem folder of another tree.
 */
int root_argument(const char *root, const char *name, char *out, size_t len, char *err,
		  size_t errlen);

#endif
