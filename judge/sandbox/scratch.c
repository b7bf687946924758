/*
 * The sandbox's place on disk and its uid: the scratch directory and the
 * program's working directory in it, emptied without following links however
 * deep a program left it; the sweep of scratch directories of judges that
 * died; and the uid slots, one per live sandbox, claimed with a lock file
 * (like isolate's boxes).
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sandbox_impl.h"

/* Dedicated uids: one per live sandbox, claimed with a lock file in SANDBOX_LOCK_DIR. */
#define SANDBOX_UID_BASE 60000
#define SANDBOX_UID_SLOTS 1000
#define SANDBOX_NOBODY 65534

/*
 * Removes the files in the directory dfd (borrowed) and returns the name of
 * one subdirectory left in it (made searchable), or "" when none is left,
 * or NULL on error.  Never follows links.
 */
static const char *
remove_files(int dfd, char *name, size_t len)
{
	int it = openat(dfd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	DIR *dir = it < 0 ? NULL : fdopendir(it);
	struct dirent *de;
	const char *rc = "";

	if (!dir) {
		if (it >= 0)
			close(it);
		return NULL;
	}
	name[0] = '\0';
	while ((de = readdir(dir))) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		if (unlinkat(dfd, de->d_name, 0) == 0)
			continue;
		if (errno != EISDIR && errno != EPERM) {
			rc = NULL;
			continue;
		}
		/* The program may have left it without write or search bits. */
		fchmodat(dfd, de->d_name, 0700, AT_SYMLINK_NOFOLLOW);
		if (!name[0] && (size_t)snprintf(name, len, "%s", de->d_name) < len && rc)
			rc = name;
	}
	closedir(dir);
	return rc;
}

/*
 * Removes everything inside the directory root (borrowed), never following
 * links, without recursion: however deep the tree, it holds two descriptors
 * (a program may leave a directory thousands of levels deep).
 */
static int
empty_dir(int root)
{
	char name[NAME_MAX + 1];
	struct stat rst, st;

	if (fstat(root, &rst) < 0)
		return -1;
	int dfd = openat(root, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);

	while (dfd >= 0) {
		const char *sub = remove_files(dfd, name, sizeof name);

		if (!sub) {
			close(dfd);
			return -1;
		}
		if (*sub) {
			/* Down into the first subdirectory left. */
			int next = openat(dfd, sub, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);

			close(dfd);
			dfd = next;
			continue;
		}
		/* Empty: back to the root if this is it, else up one level, removing it. */
		if (fstat(dfd, &st) < 0 || (st.st_dev == rst.st_dev && st.st_ino == rst.st_ino)) {
			close(dfd);
			return 0;
		}
		int up = openat(dfd, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		int it = up < 0 ? -1 : openat(up, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		DIR *dir = it < 0 ? NULL : fdopendir(it);
		struct dirent *de;

		close(dfd);
		dfd = up;
		if (!dir) {
			if (it >= 0)
				close(it);
			break;
		}
		while ((de = readdir(dir)))
			if (de->d_ino == st.st_ino && strcmp(de->d_name, "..") &&
			    strcmp(de->d_name, ".")) {
				unlinkat(up, de->d_name, AT_REMOVEDIR);
				break;
			}
		closedir(dir);
		/* Go on in the parent: its other subdirectories, then it. */
	}
	if (dfd >= 0)
		close(dfd);
	return -1;
}

/* Removes path and everything under it; a missing path is not an error. */
static int
remove_tree(const char *path)
{
	int fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	int rc;

	if (fd < 0)
		return errno == ENOENT ? 0 : -1;
	fchmod(fd, 0700);
	rc = empty_dir(fd);
	close(fd);
	return rc < 0 ? -1 : rmdir(path);
}

/* The working directory: s->workfd, or opened by path (then the caller closes it). */
static int
open_work(const struct scratch *s)
{
	return s->workfd >= 0 ? s->workfd
			      : open(s->workdir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
}

int
scratch_reset(const struct scratch *s)
{
	int dfd = open_work(s);
	int rc = 0;

	if (dfd < 0)
		return -1;
	if (fchown(dfd, s->uid, s->gid) < 0 || fchmod(dfd, 0700) < 0)
		rc = -1;
	if (empty_dir(dfd) < 0)
		rc = -1;
	if (dfd != s->workfd)
		close(dfd);
	return rc;
}

/* Copies the file from (from its start) to the end of to; returns 0, or -1 with errno. */
static int
copy_file(int from, int to)
{
	char buf[65536];
	off_t at = 0;
	ssize_t n;

	while ((n = pread(from, buf, sizeof buf, at)) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -1;
		at += n;
		for (ssize_t done = 0, w; done < n; done += w) {
			w = write(to, buf + done, (size_t)(n - done));
			if (w < 0 && errno == EINTR)
				w = 0;
			else if (w < 0)
				return -1;
		}
	}
	return 0;
}

int
scratch_put(const struct scratch *s, const char *name, int from)
{
	int dfd = open_work(s), fd = -1, rc = -1;

	if (dfd < 0)
		return -1;
	fd = openat(dfd, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
	if (fd >= 0 && copy_file(from, fd) == 0)
		rc = 0;
	if (fd >= 0)
		close(fd);
	if (dfd != s->workfd)
		close(dfd);
	return rc;
}

int
scratch_take(const struct scratch *s, const char *name, int to, int64_t max, int64_t *size)
{
	int dfd = open_work(s), fd = -1, rc = 0;
	struct stat st;

	*size = -1;
	if (dfd < 0)
		return -1;
	/* Whatever the program left there: never a link, a pipe or a device. */
	fd = openat(dfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
		*size = st.st_size;
		if (st.st_size <= max)
			rc = copy_file(fd, to);
	}
	if (fd >= 0)
		close(fd);
	if (dfd != s->workfd)
		close(dfd);
	return rc;
}

/*
 * Removes the scratch directories of judges that died without sandbox_free()
 * (killed, crashed): judge-sandbox-PID-* whose PID is gone.
 */
static void
sweep_scratch(const char *tmp)
{
	DIR *dir = opendir(tmp);
	struct dirent *de;

	if (!dir)
		return;
	while ((de = readdir(dir))) {
		char path[PATH_MAX];
		int pid;

		if (sscanf(de->d_name, "judge-sandbox-%d-", &pid) != 1 || pid <= 0 ||
		    kill(pid, 0) == 0 || errno != ESRCH)
			continue;
		if ((size_t)snprintf(path, sizeof path, "%s/%s", tmp, de->d_name) < sizeof path)
			remove_tree(path);
	}
	closedir(dir);
}

ssize_t
scratch_read_small(const char *path, char *buf, size_t len)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	size_t got = 0;
	ssize_t n;

	if (fd < 0)
		return -1;
	while (got + 1 < len && (n = read(fd, buf + got, len - 1 - got)) > 0)
		got += (size_t)n;
	close(fd);
	buf[got] = '\0';
	return (ssize_t)got;
}

/*
 * Marks in used[] the sandbox uids that some process still has: a program of
 * a judge that just died (its zombie, or worse) would count against the next
 * run's RLIMIT_NPROC and look like that run's leftover.
 */
static void
uids_in_use(bool used[SANDBOX_UID_SLOTS])
{
	DIR *proc = opendir("/proc");
	struct dirent *de;

	if (!proc)
		return;
	while ((de = readdir(proc))) {
		char path[64], buf[1024], *p;
		long uid;

		if (de->d_name[0] < '0' || de->d_name[0] > '9')
			continue;
		snprintf(path, sizeof path, "/proc/%.20s/status", de->d_name);
		if (scratch_read_small(path, buf, sizeof buf) <= 0 || !(p = strstr(buf, "\nUid:")))
			continue;
		/* Real, effective, saved and file-system uids: any of them. */
		p += 5;
		for (int i = 0; i < 4; i++) {
			uid = strtol(p, &p, 10);
			if (uid >= SANDBOX_UID_BASE && uid < SANDBOX_UID_BASE + SANDBOX_UID_SLOTS)
				used[uid - SANDBOX_UID_BASE] = true;
		}
	}
	closedir(proc);
}

/*
 * Claims a uid slot under SANDBOX_LOCK_DIR that no live sandbox holds (the
 * lock), no process still uses and no account owns; returns the uid or -1.
 */
static int
claim_uid(int *lock)
{
	bool used[SANDBOX_UID_SLOTS] = { false };
	char path[64];

	if (mkdir(SANDBOX_LOCK_DIR, 0700) < 0 && errno != EEXIST)
		return -1;
	uids_in_use(used);
	for (int i = 0; i < SANDBOX_UID_SLOTS; i++) {
		struct passwd pw, *found = NULL;
		char pwbuf[1024];
		int fd;

		if (used[i] || (getpwuid_r((uid_t)(SANDBOX_UID_BASE + i), &pw, pwbuf, sizeof pwbuf,
					   &found) == 0 && found))
			continue;
		snprintf(path, sizeof path, SANDBOX_LOCK_DIR "/uid-%d", SANDBOX_UID_BASE + i);
		fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
		if (fd < 0)
			return -1;
		if (flock(fd, LOCK_EX | LOCK_NB) == 0) {
			*lock = fd;
			return SANDBOX_UID_BASE + i;
		}
		close(fd);
	}
	return -1;
}

int
scratch_open(struct scratch *s, bool root, char *err, size_t errlen)
{
	const char *tmp = getenv("TMPDIR");

	s->workfd = s->uid_lock = -1;
	if (!tmp || !*tmp)
		tmp = "/tmp";
	sweep_scratch(tmp);
	snprintf(s->dir, sizeof s->dir, "%s/judge-sandbox-%d-XXXXXX", tmp, (int)getpid());
	if (!mkdtemp(s->dir)) {
		snprintf(err, errlen, "cannot create '%s': %s", s->dir, strerror(errno));
		return -1;
	}
	/* Others may traverse but not list it: the run directory inside is the program's. */
	chmod(s->dir, 0711);
	if ((size_t)snprintf(s->workdir, sizeof s->workdir, "%s/run", s->dir) >=
	    sizeof s->workdir) {
		snprintf(err, errlen, "temporary directory name too long: '%s'", s->dir);
		rmdir(s->dir);
		return -1;
	}
	s->uid = geteuid();
	s->gid = getegid();
	if (root) {
		int uid = claim_uid(&s->uid_lock);

		s->own_uid = uid > 0;
		s->uid = s->gid = (uid_t)(uid > 0 ? uid : SANDBOX_NOBODY);
	}
	if (mkdir(s->workdir, 0700) < 0 || chown(s->workdir, s->uid, s->gid) < 0) {
		snprintf(err, errlen, "cannot make '%s': %s", s->workdir, strerror(errno));
		scratch_close(s);
		return -1;
	}
	return 0;
}

void
scratch_close(struct scratch *s)
{
	if (s->workfd >= 0)
		close(s->workfd);
	remove_tree(s->dir);
	if (s->uid_lock >= 0)
		close(s->uid_lock);
}

int
scratch_subdir(const struct scratch *s, const char *name, bool writable, char *path, size_t len)
{
	struct stat st;

	/* run/ and root/ are the sandbox's own. */
	if (!*name || strchr(name, '/') || !strcmp(name, ".") || !strcmp(name, "..") ||
	    !strcmp(name, "run") || !strcmp(name, "root")) {
		errno = EINVAL;
		return -1;
	}
	if ((size_t)snprintf(path, len, "%s/%s", s->dir, name) >= len) {
		errno = ENAMETOOLONG;
		return -1;
	}
	if (mkdir(path, 0700) < 0 && errno != EEXIST)
		return -1;
	/* Only the judge makes entries in the scratch directory: no link to follow here. */
	if (lstat(path, &st) < 0)
		return -1;
	if (!S_ISDIR(st.st_mode)) {
		errno = ENOTDIR;
		return -1;
	}
	if (writable ? chown(path, s->uid, s->gid) < 0 : chown(path, geteuid(), getegid()) < 0)
		return -1;
	return chmod(path, writable ? 0700 : 0755);
}
