/* Finding the problem tree (the folder holding problems/); nothing owned. */
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

#endif
