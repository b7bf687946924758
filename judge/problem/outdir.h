/*
 * A folder that a conversion writes into: files created (never replaced),
 * copied, and the worst failure so far.  A struct outdir borrows its folder
 * and its diag.
 */
#ifndef JUDGE_OUTDIR_H
#define JUDGE_OUTDIR_H

#include <stdio.h>

#include "base/diag.h"

struct outdir {
	const char *dir;
	const char *from;        /* the folder copies are read from (a package: by its
				    file rule, base/pkgfile.h), or NULL: anywhere */
	struct diag *d;
	int rc;                  /* CONVERT_*: the worst so far */
};

/* Notes a failure rc (CONVERT_INVALID or CONVERT_UNWRITTEN): the worse one stays. */
void outdir_fail(struct outdir *o, int rc);

/* Opens dir/rel, a new file, for writing (its folders made); NULL after an error in d. */
FILE *outdir_create(struct outdir *o, const char *rel);

/* Closes f, opened as dir/rel, counting a write error. */
void outdir_finish(struct outdir *o, FILE *f, const char *rel);

/* Copies the file or folder from (inside o->from) to dir/rel (its folders made). */
void outdir_copy(struct outdir *o, const char *from, const char *rel);

#endif
