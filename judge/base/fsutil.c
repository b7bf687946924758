/*
 * Files written unnamed (or aside) and put into place, the sweep of what a
 * dead process left aside, folders made with their parents, copied and
 * removed whole.
 */
#include "fsutil.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pkgfile.h"

int
fs_atomic_init(struct fs_atomic *a, const char *path)
{
	a->f = NULL;
	a->unnamed = false;
	a->tmp[0] = '\0';
	if ((size_t)snprintf(a->path, sizeof a->path, "%s", path) >= sizeof a->path) {
		errno = ENAMETOOLONG;
		return -1;
	}
	snprintf(a->tmp, sizeof a->tmp, "%s.%d.tmp", path, (int)getpid());
	return 0;
}

/*
 * Opens an unnamed file in path's folder (O_TMPFILE): one that a process
 * killed before fs_commit() leaves nowhere.  Returns its descriptor, or -1
 * with errno set (EOPNOTSUPP or EISDIR: the file system or kernel has none).
 */
static int
open_unnamed(const char *path)
{
	const char *slash = strrchr(path, '/');
	char dir[PATH_MAX];

	snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - path) + (slash == path) : 1,
		 slash ? path : ".");
	return open(dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
}

FILE *
fs_create(const char *path, struct fs_atomic *a)
{
	if (fs_atomic_init(a, path) < 0)
		return NULL;
	int fd = open_unnamed(path);

	if (fd >= 0) {
		a->unnamed = true;
		if (!(a->f = fdopen(fd, "w")))
			close(fd);
	} else if (errno == EOPNOTSUPP || errno == EISDIR) {
		a->f = fopen(a->tmp, "w");
	}
	if (!a->f)
		a->tmp[0] = '\0';
	return a->f;
}

/* Gives the unnamed file open on fd the name to. */
static int
link_unnamed(int fd, const char *to)
{
	char proc[64];

	snprintf(proc, sizeof proc, "/proc/self/fd/%d", fd);
	if (linkat(AT_FDCWD, proc, AT_FDCWD, to, AT_SYMLINK_FOLLOW) == 0)
		return 0;
	if (errno != ENOENT)
		return -1;
	/* No /proc: AT_EMPTY_PATH, which needs CAP_DAC_READ_SEARCH. */
	return linkat(fd, "", AT_FDCWD, to, AT_EMPTY_PATH);
}

int
fs_commit(struct fs_atomic *a)
{
	int e = 0;

	if (a->f) {
		if (fflush(a->f) != 0)
			e = errno;
		else if (ferror(a->f))
			e = EIO;
		/* Named only now, for as long as the rename takes. */
		if (!e && a->unnamed && link_unnamed(fileno(a->f), a->tmp) < 0)
			e = errno;
		if (fclose(a->f) != 0 && !e)
			e = errno;
		a->f = NULL;
	}
	if (!e && rename(a->tmp, a->path) < 0)
		e = errno;
	if (e)
		unlink(a->tmp);
	a->tmp[0] = '\0';
	errno = e;
	return e ? -1 : 0;
}

void
fs_abort(struct fs_atomic *a)
{
	bool named = !a->f || !a->unnamed;

	if (a->f)
		fclose(a->f);
	a->f = NULL;
	if (a->tmp[0] && named)
		unlink(a->tmp);
	a->tmp[0] = '\0';
}

/* Whether name is NAME.PID.tmp for a PID that no process has. */
static bool
dead_tmp(const char *name)
{
	size_t len = strlen(name);
	const char *dot;
	char *end;

	if (len < 5 || strcmp(name + len - 4, ".tmp"))
		return false;
	for (dot = name + len - 5; dot > name && *dot != '.'; dot--)
		;
	if (dot == name || dot[1] < '1' || dot[1] > '9')
		return false;
	long pid = strtol(dot + 1, &end, 10);
	return end == name + len - 4 && pid <= INT_MAX && kill((pid_t)pid, 0) < 0 &&
	       errno == ESRCH;
}

/* Removes name in the folder dfd, with everything under it; never follows links. */
static int
remove_at(int dfd, const char *name, int depth)
{
	struct stat st;

	if (fstatat(dfd, name, &st, AT_SYMLINK_NOFOLLOW) < 0)
		return errno == ENOENT ? 0 : -1;
	if (!S_ISDIR(st.st_mode))
		return unlinkat(dfd, name, 0);
	int sub = openat(dfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	int it = sub < 0 ? -1 : openat(sub, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	DIR *d = it < 0 || depth > 64 ? NULL : fdopendir(it);
	struct dirent *de;
	int rc = 0;

	if (!d) {
		if (it >= 0)
			close(it);
		if (sub >= 0)
			close(sub);
		return -1;
	}
	while ((de = readdir(d)))
		if (strcmp(de->d_name, ".") && strcmp(de->d_name, "..") &&
		    remove_at(sub, de->d_name, depth + 1) < 0)
			rc = -1;
	closedir(d);
	close(sub);
	return rc < 0 ? -1 : unlinkat(dfd, name, AT_REMOVEDIR);
}

int
fs_dir_create(const char *path, char *tmp, size_t len)
{
	int fd;

	/* The thread's id (the process's, in its first thread): threads may build at once. */
	if ((size_t)snprintf(tmp, len, "%s.%d.tmp", path, (int)gettid()) >= len) {
		errno = ENAMETOOLONG;
		return -1;
	}
	if (mkdir(tmp, 0755) < 0 && (errno != EEXIST || fs_dir_remove(tmp) < 0 ||
				     mkdir(tmp, 0755) < 0))
		return -1;
	fd = open(tmp, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (fd < 0)
		fs_dir_remove(tmp);
	return fd;
}

int
fs_dir_commit(const char *tmp, const char *path)
{
	if (rename(tmp, path) == 0)
		return 0;
	/* Another judge put the same folder there first: as good as ours. */
	if (errno == EEXIST || errno == ENOTEMPTY) {
		fs_dir_remove(tmp);
		return 0;
	}
	int e = errno;

	fs_dir_remove(tmp);
	errno = e;
	return -1;
}

int
fs_dir_remove(const char *path)
{
	return remove_at(AT_FDCWD, path, 0);
}

int
fs_sweep_tmp(const char *dir)
{
	int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	int it = dfd < 0 ? -1 : openat(dfd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	DIR *d = it < 0 ? NULL : fdopendir(it);
	struct dirent *de;
	struct stat st;

	if (!d) {
		int e = errno;

		if (it >= 0)
			close(it);
		if (dfd >= 0)
			close(dfd);
		errno = e;
		return -1;
	}
	while ((de = readdir(d)))
		if (dead_tmp(de->d_name) &&
		    fstatat(dfd, de->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 &&
		    st.st_uid == geteuid()) {
			if (S_ISDIR(st.st_mode))
				remove_at(dfd, de->d_name, 0);
			else
				unlinkat(dfd, de->d_name, 0);
		}
	closedir(d);
	close(dfd);
	return 0;
}

/* mkdir(path), where a folder already there is success and anything else in the way is not. */
static int
make_one(const char *path, mode_t mode)
{
	struct stat st;

	if (mkdir(path, mode) == 0)
		return 0;
	if (errno != EEXIST)
		return -1;
	if (stat(path, &st) < 0)
		return -1;
	if (!S_ISDIR(st.st_mode)) {
		errno = ENOTDIR;
		return -1;
	}
	return 0;
}

int
fs_mkdirs(const char *dir, mode_t mode, char *err, size_t errlen)
{
	char path[PATH_MAX];

	if (!*dir || (size_t)snprintf(path, sizeof path, "%s", dir) >= sizeof path) {
		errno = *dir ? ENAMETOOLONG : ENOENT;
		snprintf(err, errlen, "cannot create folder '%s': %s", dir, strerror(errno));
		return -1;
	}
	/* Each parent in turn, then dir itself; "a//b" and a trailing '/' make nothing twice. */
	for (char *s = path + 1;; s++) {
		if (*s && *s != '/')
			continue;
		char c = *s;
		*s = '\0';
		if (s[-1] != '/' && make_one(path, mode) < 0) {
			int e = errno;
			snprintf(err, errlen, "cannot create folder '%s': %s", path, strerror(e));
			errno = e;
			return -1;
		}
		*s = c;
		if (!c)
			return 0;
	}
}

/* Copies the regular file open on in to the new file to, with mode. */
static int
copy_file(int in, const char *to, mode_t mode)
{
	char buf[65536];
	int out = open(to, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode & 0777), e;
	ssize_t n = 0;

	while (out >= 0 && (n = read(in, buf, sizeof buf)) > 0)
		for (ssize_t done = 0, w; done < n; done += w)
			if ((w = write(out, buf + done, (size_t)(n - done))) < 0) {
				n = -1;
				break;
			}
	e = errno;
	if (out < 0 || close(out) < 0 || n < 0) {
		errno = e ? e : EIO;
		return -1;
	}
	return 0;
}

/* What a copy walks: the folder its files must lie inside, and the folders walked. */
struct copy {
	const char *root;
	struct pkgfile_walk walked;
	char *err;
	size_t errlen;
};

static int
copy_tree(struct copy *c, const char *from, const char *to, int depth)
{
	char why[PATH_MAX + 64];
	struct stat st;
	struct dirent *de;
	DIR *d;
	int rc = 0, in, first;

	if (depth > 32) {
		snprintf(why, sizeof why, "folders nested too deep");
		errno = ELOOP;
		goto fail;
	}
	if (pkgfile_stat(c->root, from, PKGFILE_ANY, &st, why, sizeof why) < 0)
		goto fail;
	if (!S_ISDIR(st.st_mode)) {
		if ((in = pkgfile_open(c->root, from, 0, &st, why, sizeof why)) < 0)
			goto fail;
		rc = copy_file(in, to, st.st_mode);
		int e = errno;

		close(in);
		errno = e;
		if (rc < 0)
			goto fail_errno;
		return 0;
	}
	/* Each folder once: links between folders make no loop and no second copy. */
	if ((first = pkgfile_walk_enter(&c->walked, from, &st, why, sizeof why)) <= 0) {
		if (first < 0)
			goto fail_errno;
		errno = ELOOP;
		goto fail;
	}
	if (mkdir(to, 0777) < 0 || !(d = opendir(from)))
		goto fail_errno;
	while (rc == 0 && (de = readdir(d))) {
		char a[PATH_MAX], b[PATH_MAX];

		if (de->d_name[0] == '.')
			continue;
		if ((size_t)snprintf(a, sizeof a, "%s/%s", from, de->d_name) >= sizeof a ||
		    (size_t)snprintf(b, sizeof b, "%s/%s", to, de->d_name) >= sizeof b) {
			errno = ENAMETOOLONG;
			snprintf(c->err, c->errlen, "cannot copy '%s/%s': %s", from, de->d_name,
				 strerror(errno));
			rc = -1;
		} else {
			rc = copy_tree(c, a, b, depth + 1);
		}
	}
	closedir(d);
	return rc;
fail_errno:
	snprintf(why, sizeof why, "%s", strerror(errno));
fail:
	rc = errno;
	snprintf(c->err, c->errlen, "cannot copy '%s' to '%s': %s", from, to, why);
	errno = rc;
	return -1;
}

int
fs_copy(const char *root, const char *from, const char *to, char *err, size_t errlen)
{
	struct copy c = {.root = root, .err = err, .errlen = errlen};
	int rc = copy_tree(&c, from, to, 0);

	pkgfile_walk_fini(&c.walked);
	return rc;
}

int
fs_remove_tree(const char *path)
{
	return remove_at(AT_FDCWD, path, 0);
}
