/* Files written aside and renamed into place, and folders made with their parents. */
#include "fsutil.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int
fs_atomic_init(struct fs_atomic *a, const char *path)
{
	a->f = NULL;
	a->tmp[0] = '\0';
	if ((size_t)snprintf(a->path, sizeof a->path, "%s", path) >= sizeof a->path) {
		errno = ENAMETOOLONG;
		return -1;
	}
	snprintf(a->tmp, sizeof a->tmp, "%s.%d.tmp", path, (int)getpid());
	return 0;
}

FILE *
fs_create(const char *path, struct fs_atomic *a)
{
	if (fs_atomic_init(a, path) < 0)
		return NULL;
	a->f = fopen(a->tmp, "w");
	if (!a->f)
		a->tmp[0] = '\0';
	return a->f;
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
	if (a->f)
		fclose(a->f);
	a->f = NULL;
	if (a->tmp[0])
		unlink(a->tmp);
	a->tmp[0] = '\0';
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
