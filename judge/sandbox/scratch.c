/*
 * The sandbox's place on disk and its uid: the scratch directory and the
 * program's working directory in it, emptied without following links however
 * deep a program left it; the sweep of scratch directories of judges that
 * died; and the uid slots, two per live sandbox, claimed with a lock file
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

/* Dedicated uids: two per live sandbox, claimed with a lock file in SANDBOX_LOCK_DIR. */
#define SANDBOX_UID_BASE 60000
#define SANDBOX_UID_SLOTS 1000

/* How deep empty_dir() holds descriptors; a folder deeper is moved up to the top. */
#define EMPTY_DEPTH 32

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
 * Moves the subdirectory name of dfd into the directory top, under a name of
 * its own there (*count numbers them).  Returns 0, or -1 with errno set.
 */
static int
hoist(int dfd, const char *name, int top, unsigned long *count)
{
	char to[64];

	for (;;) {
		snprintf(to, sizeof to, ".judge-deep-%lu", (*count)++);
		if (renameat2(dfd, name, top, to, RENAME_NOREPLACE) == 0)
			return 0;
		if (errno != EEXIST)
			return -1;
	}
}

/*
 * Removes everything inside the directory root (borrowed), never following
 * links and never climbing back by "..": each directory is reached from a
 * descriptor of its parent, so a directory renamed meanwhile takes the walk
 * nowhere outside root.  It holds at most EMPTY_DEPTH descriptors however
 * deep the tree (a program may leave a directory thousands of levels deep):
 * a directory deeper than that is moved up into root and emptied from there.
 */
static int
empty_dir(int root)
{
	int fd[EMPTY_DEPTH];
	char name[EMPTY_DEPTH][NAME_MAX + 1]; /* name[i]: fd[i]'s name in fd[i - 1] */
	char sub[NAME_MAX + 1];
	unsigned long hoisted = 0;
	int top = 0, rc = -1;

	fd[0] = openat(root, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd[0] < 0)
		return -1;
	for (;;) {
		const char *found = remove_files(fd[top], sub, sizeof sub);

		if (!found)
			break;
		if (!*found) {
			/* Empty: done if this is root, else remove it from its parent. */
			if (top == 0) {
				rc = 0;
				break;
			}
			close(fd[top--]);
			if (unlinkat(fd[top], name[top + 1], AT_REMOVEDIR) < 0)
				break;
			continue;
		}
		if (top + 1 == EMPTY_DEPTH) {
			if (hoist(fd[top], found, fd[0], &hoisted) < 0)
				break;
			continue;
		}
		int next = openat(fd[top], found, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);

		if (next < 0)
			break;
		fd[++top] = next;
		snprintf(name[top], sizeof name[top], "%s", found);
	}
	while (top >= 0)
		close(fd[top--]);
	return rc;
}

/*
 * Removes the directory name in dirfd (borrowed) and everything under it,
 * never following links, when the judge's euid owns it; a missing name is
 * not an error.  Returns 0, or -1 with errno set (EPERM: not the judge's).
 */
static int
remove_at(int dirfd, const char *name)
{
	int fd = openat(dirfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	struct stat st;
	int rc = -1;

	if (fd < 0)
		return errno == ENOENT ? 0 : -1;
	if (fstat(fd, &st) < 0)
		goto out;
	if (st.st_uid != geteuid()) {
		errno = EPERM;
		goto out;
	}
	if (fchmod(fd, 0700) == 0 && empty_dir(fd) == 0)
		rc = unlinkat(dirfd, name, AT_REMOVEDIR);
out:
	close(fd);
	return rc;
}

/* remove_at() for a path: its folder is opened once, its last component is the name. */
static int
remove_tree(const char *path)
{
	const char *slash = strrchr(path, '/');
	char parent[PATH_MAX];
	int dfd, rc;

	if (!slash || !slash[1]) {
		errno = EINVAL;
		return -1;
	}
	snprintf(parent, sizeof parent, "%.*s", slash == path ? 1 : (int)(slash - path), path);
	dfd = open(parent, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dfd < 0)
		return -1;
	rc = remove_at(dfd, slash + 1);
	close(dfd);
	return rc;
}

/* The working directory: s->workfd, or opened by path (then the caller closes it). */
static int
open_work(const struct scratch *s)
{
	return s->workfd >= 0 ? s->workfd
			      : open(s->workdir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
}

/*
 * Does the directory dfd (borrowed; its offset moves) hold nothing but "."
 * and ".."?  1 or 0, or -1 with errno set.  What a run leaves most often
 * is told in one look, with no directory stream.
 */
static int
dir_is_empty(int dfd)
{
	_Alignas(struct dirent64) char buf[2048];
	ssize_t n;

	if (lseek(dfd, 0, SEEK_SET) < 0)
		return -1;
	while ((n = getdents64(dfd, buf, sizeof buf)) > 0)
		for (ssize_t at = 0; at < n;) {
			const struct dirent64 *de = (const struct dirent64 *)(buf + at);

			if (strcmp(de->d_name, ".") && strcmp(de->d_name, ".."))
				return 0;
			at += de->d_reclen;
		}
	return n < 0 ? -1 : 1;
}

int
scratch_reset(struct scratch *s, int group)
{
	int dfd = open_work(s);
	int rc = 0;

	if (dfd < 0)
		return -1;
	s->owner = group;
	if (fchown(dfd, s->uid[group], s->gid) < 0 || fchmod(dfd, 0700) < 0)
		rc = -1;
	if (dir_is_empty(dfd) != 1 && empty_dir(dfd) < 0)
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
scratch_put(const struct scratch *s, const struct run_put *puts, int nputs)
{
	int dfd = open_work(s), rc = 0;

	if (dfd < 0)
		return -1;
	for (int i = 0; i < nputs && rc == 0; i++) {
		struct stat st;
		/* Executable (by all) when the file is: a binary a run script starts. */
		int fd = fstat(puts[i].fd, &st) < 0 ? -1
			 : openat(dfd, puts[i].name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW |
				  O_CLOEXEC, st.st_mode & S_IXUSR ? 0755 : 0644);

		if (fd < 0 || copy_file(puts[i].fd, fd) < 0)
			rc = -1;
		if (fd >= 0)
			close(fd);
	}
	if (dfd != s->workfd)
		close(dfd);
	return rc;
}

/*
 * Calls each(arg, name, fd, stat) on every regular file at the top of
 * the folder dfd, open read-only, never through a link, a pipe or a device:
 * whatever the program left there.  Stops at the first that returns -1.
 */
static int
each_regular(int dfd, int (*each)(void *, const char *, int, const struct stat *), void *arg)
{
	int it = openat(dfd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC), rc = 0;
	DIR *dir = it < 0 ? NULL : fdopendir(it);
	struct dirent *de;

	if (!dir) {
		if (it >= 0)
			close(it);
		return -1;
	}
	while (rc == 0 && (de = readdir(dir))) {
		struct stat st;
		int fd = openat(dfd, de->d_name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);

		if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
			rc = each(arg, de->d_name, fd, &st);
		if (fd >= 0)
			close(fd);
	}
	closedir(dir);
	return rc;
}

static int
add_size(void *total, const char *name, int fd, const struct stat *st)
{
	(void)name;
	(void)fd;
	*(int64_t *)total += st->st_size;
	return 0;
}

/* A copy owned by the judge: executable (by all) when the program made it so. */
static int
copy_into(void *to, const char *name, int fd, const struct stat *st)
{
	int out = openat(*(int *)to, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
			 st->st_mode & S_IXUSR ? 0755 : 0644);
	int rc = out >= 0 && copy_file(fd, out) == 0 ? 0 : -1;

	if (out >= 0)
		close(out);
	return rc;
}

int
scratch_take(const struct scratch *s, int to, int64_t max, int64_t *size)
{
	int dfd = open_work(s), rc;

	*size = 0;
	if (dfd < 0)
		return -1;
	rc = each_regular(dfd, add_size, size);
	if (rc == 0 && *size <= max)
		rc = each_regular(dfd, copy_into, &to);
	if (dfd != s->workfd)
		close(dfd);
	return rc;
}

/*
 * Removes the scratch directories of judges that died without sandbox_free()
 * (killed, crashed): judge-sandbox-PID-* whose PID is gone, in tmp opened
 * once.  One that is a link, or not the judge's euid's, is left alone.
 */
static void
sweep_scratch(const char *tmp)
{
	int tfd = open(tmp, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	int it = tfd < 0 ? -1 : openat(tfd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	DIR *dir = it < 0 ? NULL : fdopendir(it);
	struct dirent *de;

	if (!dir) {
		if (it >= 0)
			close(it);
		if (tfd >= 0)
			close(tfd);
		return;
	}
	while ((de = readdir(dir))) {
		int pid;

		if (sscanf(de->d_name, "judge-sandbox-%d-", &pid) != 1 || pid <= 0 ||
		    kill(pid, 0) == 0 || errno != ESRCH)
			continue;
		remove_at(tfd, de->d_name);
	}
	closedir(dir);
	close(tfd);
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
 * lock, also against a slot this process holds already), no process in
 * used[] (see uids_in_use) uses and no account owns; returns the uid, -1
 * when every slot is taken, or -2 with errno set when a lock file cannot be
 * opened.
 */
static int
claim_uid(const bool used[SANDBOX_UID_SLOTS], int *lock)
{
	char path[64];

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
			return -2;
		if (flock(fd, LOCK_EX | LOCK_NB) == 0) {
			*lock = fd;
			return SANDBOX_UID_BASE + i;
		}
		close(fd);
	}
	return -1;
}

/*
 * Gives s two uids of its own, both or none: never a uid another sandbox or
 * process has (nobody's, shared, let one run read another's descriptors).
 * Returns 0, or -1 with err saying why, the slot claimed given back.
 */
static int
claim_uids(struct scratch *s, char *err, size_t errlen)
{
	bool used[SANDBOX_UID_SLOTS] = { false };
	int uid[2] = { -2, -1 };  /* -2: the machine failed (see claim_uid) */

	if (mkdir(SANDBOX_LOCK_DIR, 0700) == 0 || errno == EEXIST) {
		uids_in_use(used);
		uid[0] = claim_uid(used, &s->uid_lock[0]);
		if (uid[0] > 0)
			uid[1] = claim_uid(used, &s->uid_lock[1]);
	}
	/* The machine failed, not the slots ran out: say what failed. */
	if (uid[0] == -2 || uid[1] == -2) {
		int saved = errno;

		close_fd(&s->uid_lock[0]);
		snprintf(err, errlen, "cannot claim a uid for a sandbox in " SANDBOX_LOCK_DIR ": %s",
			 strerror(saved));
		return -1;
	}
	if (uid[0] < 0 || uid[1] < 0) {
		close_fd(&s->uid_lock[0]);
		snprintf(err, errlen, "no two free uids for a sandbox (uids %d to %d, locked in "
			 SANDBOX_LOCK_DIR "): every other is held by a live sandbox, a process "
			 "or an account, and runs never share one; judge fewer at once (-j)",
			 SANDBOX_UID_BASE, SANDBOX_UID_BASE + SANDBOX_UID_SLOTS - 1);
		return -1;
	}
	s->own_uid = true;
	s->uid[0] = (uid_t)uid[0];
	s->uid[1] = (uid_t)uid[1];
	s->gid = (gid_t)uid[0];
	return 0;
}

int
scratch_open(struct scratch *s, bool root, char *err, size_t errlen)
{
	const char *tmp = getenv("TMPDIR");

	s->workfd = s->uid_lock[0] = s->uid_lock[1] = -1;
	s->owner = 0;
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
		    sizeof s->workdir ||
	    (size_t)snprintf(s->sharedir, sizeof s->sharedir, "%s/share", s->dir) >=
		    sizeof s->sharedir) {
		snprintf(err, errlen, "temporary directory name too long: '%s'", s->dir);
		rmdir(s->dir);
		return -1;
	}
	s->uid[0] = s->uid[1] = geteuid();
	s->gid = getegid();
	if (root && claim_uids(s, err, errlen) < 0) {
		scratch_close(s);
		return -1;
	}
	if (mkdir(s->workdir, 0700) < 0 || chown(s->workdir, s->uid[0], s->gid) < 0) {
		snprintf(err, errlen, "cannot make '%s': %s", s->workdir, strerror(errno));
		scratch_close(s);
		return -1;
	}
	/* Only checkers' view shows it: others may traverse it to the folders inside. */
	if (mkdir(s->sharedir, 0711) < 0 || chmod(s->sharedir, 0711) < 0) {
		snprintf(err, errlen, "cannot make '%s': %s", s->sharedir, strerror(errno));
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
	close_fd(&s->uid_lock[0]);
	close_fd(&s->uid_lock[1]);
}

int
scratch_hold(const struct scratch *s)
{
	char path[PATH_MAX + 8];
	int fd;

	if ((size_t)snprintf(path, sizeof path, "%s/hold", s->dir) >= sizeof path) {
		errno = ENAMETOOLONG;
		return -1;
	}
	/* The scratch directory is the judge's alone: nothing else makes entries in it. */
	if (mkdir(path, 0700) < 0 && errno != EEXIST)
		return -1;
	fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (fd >= 0 && empty_dir(fd) < 0) {
		close(fd);
		return -1;
	}
	return fd;
}

int
scratch_subdir(const struct scratch *s, const char *name, char *path, size_t len)
{
	struct stat st;

	if (!*name || strchr(name, '/') || !strcmp(name, ".") || !strcmp(name, "..")) {
		errno = EINVAL;
		return -1;
	}
	if ((size_t)snprintf(path, len, "%s/%s", s->sharedir, name) >= len) {
		errno = ENAMETOOLONG;
		return -1;
	}
	if (mkdir(path, 0700) < 0 && errno != EEXIST)
		return -1;
	/* Only the judge makes entries in the shared folder: no link to follow here. */
	if (lstat(path, &st) < 0)
		return -1;
	if (!S_ISDIR(st.st_mode)) {
		errno = ENOTDIR;
		return -1;
	}
	/* For the runs of either uid, through the group they share. */
	if (s->own_uid)
		return chown(path, geteuid(), s->gid) < 0 ? -1 : chmod(path, 0770);
	return chown(path, s->uid[0], s->gid) < 0 ? -1 : chmod(path, 0700);
}
