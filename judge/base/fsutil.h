/*
 * File-system helpers: files written unnamed (or aside) and put into place,
 * the sweep of temporary files that dead processes left, and mkdir -p.  A
 * struct fs_atomic owns its stream and its temporary file until fs_commit()
 * or fs_abort().
 */
#ifndef JUDGE_FSUTIL_H
#define JUDGE_FSUTIL_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

/*
 * A file written unnamed (O_TMPFILE) or as PATH.PID.tmp, then named
 * PATH.PID.tmp if need be and renamed to PATH, so that a reader never sees
 * half of it and a process killed while writing leaves nothing (or, where
 * the file system has no unnamed files, a PATH.PID.tmp for fs_sweep_tmp()).
 */
struct fs_atomic {
	char path[PATH_MAX];     /* where it goes */
	char tmp[PATH_MAX + 32]; /* its name before the rename; "" once committed or aborted */
	FILE *f;                 /* open on the file (fs_create), or NULL */
	bool unnamed;            /* f is an unnamed file, named tmp only in fs_commit() */
};

/*
 * Names the temporary file for path in a->tmp, creating nothing: for a file
 * that another program writes (a compiler's output).  Returns 0, or -1 with
 * errno ENAMETOOLONG.
 */
int fs_atomic_init(struct fs_atomic *a, const char *path);

/*
 * fs_atomic_init(), then creates an unnamed file in path's folder for
 * writing, or a->tmp where the file system or kernel has no unnamed files.
 * Returns the stream (a->f, which a owns), or NULL with errno set and nothing
 * left to abort.
 */
FILE *fs_create(const char *path, struct fs_atomic *a);

/*
 * Closes a->f if open, counting any write error on it (an unnamed file is
 * first linked as a->tmp), and renames a->tmp to a->path.  Returns 0, or -1
 * with errno set and a->tmp removed.
 */
int fs_commit(struct fs_atomic *a);

/* Closes a->f if open and removes a->tmp; a no-op once committed or aborted. */
void fs_abort(struct fs_atomic *a);

/*
 * A flat folder (files only) made aside and put into place whole: makes
 * PATH.TID.tmp (the calling thread's id: a process's threads may make one
 * each; its name into tmp), mode 0755, and returns a descriptor
 * open on it, or -1 with errno set.  fs_dir_commit() renames it to path;
 * when another process put a folder there first, that one stays and tmp
 * goes.  Returns 0, or -1 with errno set and tmp removed.  fs_dir_remove()
 * removes a flat folder (its files, then itself), never following links.
 */
int fs_dir_create(const char *path, char *tmp, size_t len);
int fs_dir_commit(const char *tmp, const char *path);
int fs_dir_remove(const char *path);

/*
 * Removes from the folder dir the files NAME.PID.tmp (fs_atomic's temporary
 * names, and fs_dir_create()'s flat folders) of PIDs that no process has and
 * that the euid owns: what a killed writer left.  Walks dir by its descriptor without following links.
 * Returns 0, or -1 with errno set when dir cannot be opened.
 */
int fs_sweep_tmp(const char *dir);

/*
 * Makes dir and its missing parents with mode (less the umask); folders that
 * exist are fine.  Returns 0, or -1 with errno set and err naming the folder
 * that could not be made: "cannot create folder 'a/b': Permission denied".
 */
int fs_mkdirs(const char *dir, mode_t mode, char *err, size_t errlen);

/*
 * Copies the file or folder from to the new path to (a folder with
 * everything under it; links are followed, so a link's target is copied;
 * names starting with a dot are left out).  With root not NULL, every file
 * and folder copied is read by the package file rule (base/pkgfile.h): a
 * regular file or folder inside root (a link out of it, a named pipe, a
 * device are errors: errno EXDEV, EINVAL), each folder once (ELOOP, as for
 * folders nested too deep).  to must not exist.  Returns 0, or -1 with errno
 * set and err naming the file: "cannot copy 'a' to 'b': ...".  What was
 * copied before a failure stays.
 */
int fs_copy(const char *root, const char *from, const char *to, char *err, size_t errlen);

/*
 * Removes path and, when it is a folder, everything under it, never
 * following links.  A missing path is success.  Returns 0, or -1 with errno
 * set.
 */
int fs_remove_tree(const char *path);

#endif
