/*
 * The one rule for the files a problem package supplies (its problem.yaml,
 * data/ and each case's .desc, .hint and NAME.yaml, submissions, validators,
 * statements, what import copies): every reader of a package's file opens
 * it here, so that
 * - it lies inside the package once every link is resolved (a link out of
 *   it is refused, one to a file elsewhere inside is fine);
 * - it is a regular file (a folder where a folder is asked for): a named
 *   pipe, a device or a socket is refused before it is opened for reading,
 *   so nothing blocks and no device is touched;
 * - it is no bigger than the reader allows;
 * - a folder is walked once (struct pkgfile_walk, by device and inode), so
 *   links between folders make neither a loop nor an exponential walk.
 * Each function that fails says why in err, without the file's name (the
 * caller puts it where its messages put one: diag's "FILE: why").
 * A struct pkgfile_walk owns its list; nothing else is owned.
 */
#ifndef JUDGE_PKGFILE_H
#define JUDGE_PKGFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>

/*
 * What pkgfile_open() and pkgfile_stat() accept: a regular file, a folder,
 * or either.
 */
enum pkgfile_kind {
	PKGFILE_FILE,
	PKGFILE_FOLDER,
	PKGFILE_ANY,
};

/*
 * Whether path lies inside the folder root once every link of both is
 * resolved: 1 or 0, or -1 with errno set when either cannot be resolved (a
 * missing file, a loop of links).  root itself is inside.
 */
int pkgfile_inside(const char *root, const char *path);

/*
 * What path is, links followed, when it is of kind and (root not NULL) lies
 * inside root: 0 with *st filled, or -1 with errno set and err (when not
 * NULL) saying why: "cannot open: No such file or directory", "outside the
 * package (a link to '/etc/passwd')" (EXDEV), "is a directory, not a file"
 * (EISDIR), "not a folder" (ENOTDIR), "not a regular file (a named pipe)"
 * (EINVAL).  root NULL is a file the user named (anywhere).
 */
int pkgfile_stat(const char *root, const char *path, enum pkgfile_kind kind, struct stat *st,
		 char *err, size_t errlen);

/*
 * Opens path for reading as pkgfile_stat() allows it (kind PKGFILE_FILE),
 * and at most max bytes long (0: any length): a descriptor (close-on-exec,
 * blocking), or -1 with errno set and err set as pkgfile_stat() does, or
 * "5MiB, over the 1MiB allowed" (EFBIG).  *st, when not NULL, is what the
 * descriptor is.
 */
int pkgfile_open(const char *root, const char *path, off_t max, struct stat *st, char *err,
		 size_t errlen);

/*
 * The whole file path, opened by pkgfile_open(), into a NUL-terminated
 * buffer (the caller frees it) of *len bytes (len may be NULL); longer than
 * max bytes (0: any) is an error.  Returns NULL with errno and err set.
 */
char *pkgfile_read(const char *root, const char *path, size_t max, size_t *len, char *err,
		   size_t errlen);

/* The folders a walk has entered, by device and inode. */
struct pkgfile_walk {
	struct pkgfile_seen {
		dev_t dev;
		ino_t ino;
		char *path;
	} *seen;
	size_t count, cap;
};

/*
 * Enters the folder path (st: what pkgfile_stat() said it is): 1 the first
 * time the walk meets it, 0 when it was entered before (err then says by
 * which path: "the folder 'data/a' again (a link): a folder is read once"),
 * -1 with errno ENOMEM.
 */
int pkgfile_walk_enter(struct pkgfile_walk *w, const char *path, const struct stat *st,
		       char *err, size_t errlen);

/* Releases what w holds; w is then empty, ready for another walk. */
void pkgfile_walk_fini(struct pkgfile_walk *w);

#endif
