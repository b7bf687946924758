/* Opening a package's files by one rule: inside the package, regular, bounded, folders once. */
#include "pkgfile.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "units.h"

int
pkgfile_inside(const char *root, const char *path)
{
	char *real_root = realpath(root, NULL);
	char *real = real_root ? realpath(path, NULL) : NULL;
	int rc = -1;

	if (real) {
		size_t n = strlen(real_root);

		rc = strncmp(real, real_root, n) == 0 &&
		     (real[n] == '/' || real[n] == '\0' || real_root[n - 1] == '/');
	}
	free(real);
	free(real_root);
	return rc;
}

/* What a file of mode is, for a message: "a named pipe". */
static const char *
kind_name(mode_t mode)
{
	if (S_ISFIFO(mode))
		return "a named pipe";
	if (S_ISSOCK(mode))
		return "a socket";
	if (S_ISCHR(mode) || S_ISBLK(mode))
		return "a device";
	return "neither a file nor a folder";
}

/*
 * The checks of pkgfile_stat() on fd, an O_PATH descriptor of path: its kind
 * (into *st), and where its links lead.  Returns 0, or -1 with errno and err.
 */
static int
check(const char *root, const char *path, int fd, enum pkgfile_kind kind, struct stat *st,
      char *err, size_t errlen)
{
	if (fstat(fd, st) < 0) {
		snprintf(err, errlen, "cannot open: %s", strerror(errno));
		return -1;
	}
	bool folder = S_ISDIR(st->st_mode), file = S_ISREG(st->st_mode);

	if (kind == PKGFILE_FOLDER && !folder) {
		snprintf(err, errlen, "not a folder");
		errno = ENOTDIR;
		return -1;
	}
	if (kind == PKGFILE_FILE && folder) {
		snprintf(err, errlen, "is a directory, not a file");
		errno = EISDIR;
		return -1;
	}
	if (!file && !folder) {
		snprintf(err, errlen, "not a regular file (%s)", kind_name(st->st_mode));
		errno = EINVAL;
		return -1;
	}
	if (!root)
		return 0;
	/* Where the descriptor is, as the kernel resolved it: no second walk of the links. */
	char proc[64], real[PATH_MAX];
	ssize_t n;

	snprintf(proc, sizeof proc, "/proc/self/fd/%d", fd);
	n = readlink(proc, real, sizeof real - 1);
	int in;

	if (n > 0 && real[0] == '/') {
		real[n] = '\0';
		in = pkgfile_inside(root, real);
	} else {
		/* No /proc: realpath resolves the name again. */
		in = realpath(path, real) ? pkgfile_inside(root, real) : -1;
	}
	if (in < 0) {
		snprintf(err, errlen, "cannot open: %s", strerror(errno));
		return -1;
	}
	if (!in) {
		snprintf(err, errlen, "outside the package (a link to '%s')", real);
		errno = EXDEV;
		return -1;
	}
	return 0;
}

int
pkgfile_stat(const char *root, const char *path, enum pkgfile_kind kind, struct stat *st,
	     char *err, size_t errlen)
{
	char spare[8];
	int fd = open(path, O_PATH | O_CLOEXEC);
	int rc, e;

	if (!err)
		err = spare, errlen = sizeof spare;
	if (fd < 0) {
		e = errno;
		snprintf(err, errlen, "cannot open: %s", strerror(e));
		errno = e;
		return -1;
	}
	rc = check(root, path, fd, kind, st, err, errlen);
	e = errno;
	close(fd);
	errno = e;
	return rc;
}

int
pkgfile_open(const char *root, const char *path, off_t max, struct stat *st, char *err,
	     size_t errlen)
{
	struct stat mine, now;
	char proc[64];
	int at = open(path, O_PATH | O_CLOEXEC), fd = -1, e;

	if (!st)
		st = &mine;
	if (at < 0) {
		e = errno;
		snprintf(err, errlen, "cannot open: %s", strerror(e));
		errno = e;
		return -1;
	}
	if (check(root, path, at, PKGFILE_FILE, st, err, errlen) < 0)
		goto out;
	/*
	 * The file checked, opened: through its O_PATH descriptor where /proc is, so
	 * that it is the same file; non-blocking, so that one put in its place
	 * since (a named pipe) cannot hang the judge, then found out below.
	 */
	snprintf(proc, sizeof proc, "/proc/self/fd/%d", at);
	fd = open(proc, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	if (fd < 0 && errno == ENOENT)
		fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	if (fd < 0 || fstat(fd, &now) < 0) {
		snprintf(err, errlen, "cannot open: %s", strerror(errno));
		goto out;
	}
	if (now.st_dev != st->st_dev || now.st_ino != st->st_ino || !S_ISREG(now.st_mode)) {
		snprintf(err, errlen, "changed while it was opened");
		errno = EAGAIN;
		goto out;
	}
	*st = now;
	if (max && st->st_size > max) {
		char size[32], limit[32];

		snprintf(err, errlen, "%s, over the %s allowed",
			 units_format_bytes(st->st_size, size, sizeof size),
			 units_format_bytes(max, limit, sizeof limit));
		errno = EFBIG;
		goto out;
	}
	int flags = fcntl(fd, F_GETFL);

	if (flags < 0 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) < 0) {
		snprintf(err, errlen, "cannot open: %s", strerror(errno));
		goto out;
	}
	close(at);
	return fd;
out:
	e = errno;
	if (fd >= 0)
		close(fd);
	close(at);
	errno = e;
	return -1;
}

char *
pkgfile_read(const char *root, const char *path, size_t max, size_t *len, char *err,
	     size_t errlen)
{
	struct stat st;
	int fd = pkgfile_open(root, path, (off_t)max, &st, err, errlen), e;
	size_t cap, n = 0;
	char *buf = NULL;

	if (fd < 0)
		return NULL;
	/* The size stat gives, and more if the file grew since: never past max. */
	cap = (size_t)st.st_size + 1;
	if (!(buf = malloc(cap)))
		goto fail;
	for (;;) {
		if (n + 1 == cap) {
			size_t more = cap < 4096 ? 4096 : cap * 2;
			char *grown;

			if (max && n >= max) {
				errno = EFBIG;
				snprintf(err, errlen, "grew past the %zu bytes allowed", max);
				goto fail_quiet;
			}
			if (!(grown = realloc(buf, more)))
				goto fail;
			buf = grown;
			cap = more;
		}
		ssize_t got = read(fd, buf + n, cap - 1 - n);

		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0)
			goto fail;
		if (got == 0)
			break;
		n += (size_t)got;
	}
	close(fd);
	buf[n] = '\0';
	if (len)
		*len = n;
	return buf;
fail:
	e = errno;
	snprintf(err, errlen, "cannot read: %s", strerror(e));
	errno = e;
fail_quiet:
	e = errno;
	free(buf);
	close(fd);
	errno = e;
	return NULL;
}

int
pkgfile_walk_enter(struct pkgfile_walk *w, const char *path, const struct stat *st, char *err,
		   size_t errlen)
{
	for (size_t i = 0; i < w->count; i++)
		if (w->seen[i].dev == st->st_dev && w->seen[i].ino == st->st_ino) {
			snprintf(err, errlen, "the folder '%s' again (a link): a folder is read "
				 "once", w->seen[i].path);
			return 0;
		}
	if (w->count == w->cap) {
		size_t cap = w->cap ? w->cap * 2 : 16;
		struct pkgfile_seen *grown = realloc(w->seen, cap * sizeof *grown);

		if (!grown)
			return -1;
		w->seen = grown;
		w->cap = cap;
	}
	if (!(w->seen[w->count].path = strdup(path)))
		return -1;
	w->seen[w->count].dev = st->st_dev;
	w->seen[w->count++].ino = st->st_ino;
	return 1;
}

void
pkgfile_walk_fini(struct pkgfile_walk *w)
{
	for (size_t i = 0; i < w->count; i++)
		free(w->seen[i].path);
	free(w->seen);
	memset(w, 0, sizeof *w);
}
