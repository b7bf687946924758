/*
 * File-system helpers: files written aside and renamed into place, and mkdir -p.
 * A struct fs_atomic owns its stream and its temporary file until fs_commit()
 * or fs_abort().
 */
#ifndef JUDGE_FSUTIL_H
#define JUDGE_FSUTIL_H

#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

/* A file written as PATH.PID.tmp and renamed to PATH, so that a reader never sees half of it. */
struct fs_atomic {
	char path[PATH_MAX];     /* where it goes */
	char tmp[PATH_MAX + 32]; /* where it is written; "" once committed or aborted */
	FILE *f;                 /* open on tmp (fs_create), or NULL */
};

/*
 * Names the temporary file for path in a->tmp, creating nothing: for a file
 * that another program writes (a compiler's output).  Returns 0, or -1 with
 * errno ENAMETOOLONG.
 */
int fs_atomic_init(struct fs_atomic *a, const char *path);

/*
 * fs_atomic_init(), then creates a->tmp for writing.  Returns the stream
 * (a->f, which a owns), or NULL with errno set and nothing left to abort.
 */
FILE *fs_create(const char *path, struct fs_atomic *a);

/*
 * Closes a->f if open, counting any write error on it, and renames a->tmp to
 * a->path.  Returns 0, or -1 with errno set and a->tmp removed.
 */
int fs_commit(struct fs_atomic *a);

/* Closes a->f if open and removes a->tmp; a no-op once committed or aborted. */
void fs_abort(struct fs_atomic *a);

/*
 * Makes dir and its missing parents with mode (less the umask); folders that
 * exist are fine.  Returns 0, or -1 with errno set and err naming the folder
 * that could not be made: "cannot create folder 'a/b': Permission denied".
 */
int fs_mkdirs(const char *dir, mode_t mode, char *err, size_t errlen);

#endif
