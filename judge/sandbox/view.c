/*
 * What a run sees: the network namespace and the two mount namespaces every
 * run joins (solutions and checkers each get a minimal pivoted root; a
 * checker's also shows the folder of files the judge gives it), a tmpfs
 * working directory in both, the compilers' view (made per run from stage 1,
 * which sees all), whether a run can have a pid namespace of its own, and
 * the page holding the empty exec path that the seccomp filter checks by
 * address.
 */
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sandbox_impl.h"

/* The empty path of execveat when no page could be placed for it (see map_exec_path). */
static const char exec_empty[] = "";

/* Undoes mountinfo's octal escapes (\040 for a space) in place. */
static void
unescape(char *s)
{
	char *o = s;

	for (; *s; s++) {
		if (s[0] == '\\' && s[1] >= '0' && s[1] <= '3' && s[2] && s[3]) {
			*o++ = (char)((s[1] - '0') * 64 + (s[2] - '0') * 8 + (s[3] - '0'));
			s += 3;
		} else {
			*o++ = *s;
		}
	}
	*o = '\0';
}

/* Per-mount flags of a mountinfo options field, kept when remounting read-only. */
static unsigned long
mount_flags(const char *opts)
{
	static const struct { const char *name; unsigned long flag; } map[] = {
		{ "nosuid", MS_NOSUID }, { "nodev", MS_NODEV }, { "noexec", MS_NOEXEC },
		{ "noatime", MS_NOATIME }, { "nodiratime", MS_NODIRATIME },
		{ "relatime", MS_RELATIME },
	};
	unsigned long flags = 0;

	for (size_t i = 0; i < sizeof map / sizeof map[0]; i++) {
		size_t len = strlen(map[i].name);

		for (const char *p = opts; p; p = strchr(p, ','), p = p ? p + 1 : NULL)
			if (!strncmp(p, map[i].name, len) && (p[len] == ',' || p[len] == '\0'))
				flags |= map[i].flag;
	}
	return flags;
}

/* Makes every directory on the way to path, and path (mkdir -p). */
static void
make_path(const char *path)
{
	char buf[PATH_MAX];

	if ((size_t)snprintf(buf, sizeof buf, "%s", path) >= sizeof buf)
		return;
	for (char *p = buf + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		mkdir(buf, 0755);
		*p = '/';
	}
	mkdir(buf, 0755);
}

/* Joins dir and path (absolute) into out; returns 0, or -1 when it does not fit. */
static int
join_path(char *out, size_t len, const char *dir, const char *path)
{
	return (size_t)snprintf(out, len, "%s%s", dir, path) >= len ? -1 : 0;
}

/* Makes every mount read-only (keeping its other flags); returns how many refused. */
static int
remount_all_ro(void)
{
	static char info[1 << 16];
	int failed = 0;

	if (scratch_read_small("/proc/self/mountinfo", info, sizeof info) <= 0)
		return -1;
	for (char *line = info, *next; line && *line; line = next) {
		char *field[6] = { 0 }, *p = line;

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		for (int i = 0; i < 6 && p; i++) {
			field[i] = p;
			p = strchr(p, ' ');
			if (p)
				*p++ = '\0';
		}
		if (!field[5])
			continue;
		unescape(field[4]);
		if (mount(NULL, field[4], NULL,
			  MS_REMOUNT | MS_BIND | MS_RDONLY | mount_flags(field[5]), NULL) < 0)
			failed++;
	}
	return failed;
}

/* Hides the directory path, if there is one, under an empty read-only tmpfs; 1 if it cannot. */
static int
hide_dir(const char *path)
{
	struct stat st;

	return lstat(path, &st) == 0 && S_ISDIR(st.st_mode) &&
	       mount("tmpfs", path, "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC | MS_RDONLY,
		     "size=4k,nr_inodes=16,mode=755") < 0;
}

/*
 * Stage 1, what the views are made from: every mount read-only, the working
 * directory a tmpfs of its own (what the program writes is charged to its
 * memory cgroup, no disk to fill, emptied after each run; the same in every
 * view), a /proc showing only the program's own processes.  Returns the
 * number of mounts left writable, or -1.
 */
static int
setup_base_view(const struct scratch *s, int *workfd)
{
	char opts[128];
	int failed;

	if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0)
		return -1;
	failed = remount_all_ro();
	if (failed < 0)
		return -1;
	/* The scratch directory stays writable: bound onto itself, then the tmpfs on run/. */
	if (mount(s->dir, s->dir, NULL, MS_BIND, NULL) < 0 ||
	    mount(NULL, s->dir, NULL, MS_REMOUNT | MS_BIND | MS_NOSUID | MS_NODEV,
		  NULL) < 0)
		return -1;
	snprintf(opts, sizeof opts, "size=1g,nr_inodes=4096,mode=700,uid=%d,gid=%d",
		 (int)s->uid[0], (int)s->gid);
	if (mount("tmpfs", s->workdir, "tmpfs", MS_NOSUID | MS_NODEV, opts) < 0)
		return -1;
	*workfd = open(s->workdir, O_RDONLY | O_DIRECTORY);
	if (*workfd < 0)
		return -1;
	if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, "hidepid=2") < 0)
		failed++;
	/*
	 * /run holds the machine's service sockets (databases, D-Bus, Docker),
	 * which a read-only mount does not stop anyone from connecting to: hide it.
	 */
	return failed + hide_dir("/run");
}

/*
 * Not root, programs have the judge's uid, which owns its terminal in
 * /dev/pts and its shared memory in /dev/shm and /dev/mqueue (a read-only
 * mount keeps no one from writing on a terminal): hidden in stage 1, and
 * so in every view made from it.  Returns how many could not be.
 */
static int
hide_own_devices(void)
{
	return hide_dir("/dev/pts") + hide_dir("/dev/shm") + hide_dir("/dev/mqueue");
}

/*
 * Puts path (absolute) into the new root at root as it is outside: a link
 * stays a link (merged /usr: /bin -> usr/bin), a folder or file is bound
 * (folders with what is mounted under them), its parents made.  A path that
 * does not exist is left out.  Returns 0, or -1.
 */
static int
keep_path(const char *root, const char *path)
{
	char at[PATH_MAX], link[PATH_MAX], *slash;
	struct stat st;
	ssize_t n;
	int fd;

	if (lstat(path, &st) < 0)
		return 0;
	if (join_path(at, sizeof at, root, path) < 0)
		return -1;
	slash = strrchr(at, '/');
	*slash = '\0';
	make_path(at);
	*slash = '/';
	if (S_ISLNK(st.st_mode)) {
		n = readlink(path, link, sizeof link - 1);
		if (n < 0)
			return -1;
		link[n] = '\0';
		return symlink(link, at);
	}
	if (S_ISDIR(st.st_mode)) {
		if (mkdir(at, 0755) < 0)
			return -1;
	} else {
		fd = open(at, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
		if (fd < 0)
			return -1;
		close(fd);
	}
	return mount(path, at, NULL, MS_BIND | MS_REC, NULL);
}

/*
 * The new root at root's /dev: the devices a program may need, an
 * allow-list (null, zero, full, random, urandom), each bound from the
 * machine's, and the links to the process's own descriptors (fd, stdin,
 * stdout, stderr).  No other device: not the machine's terminals, not
 * /dev/fuse or /dev/net/tun (a file system or a network interface of a
 * program's own), nothing a later kernel adds.  Returns 0, or -1.
 */
static int
keep_devices(const char *root)
{
	static const char *const devices[] = {
		"/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom",
	};
	static const char *const links[][2] = {
		{"/dev/fd", "/proc/self/fd"}, {"/dev/stdin", "/proc/self/fd/0"},
		{"/dev/stdout", "/proc/self/fd/1"}, {"/dev/stderr", "/proc/self/fd/2"},
	};
	char at[PATH_MAX];

	if (join_path(at, sizeof at, root, "/dev") < 0 || mkdir(at, 0755) < 0)
		return -1;
	for (size_t i = 0; i < sizeof devices / sizeof *devices; i++)
		if (keep_path(root, devices[i]) < 0)
			return -1;
	for (size_t i = 0; i < sizeof links / sizeof *links; i++)
		if (join_path(at, sizeof at, root, links[i][0]) < 0 || symlink(links[i][1], at) < 0)
			return -1;
	return 0;
}

/*
 * Mounts an empty tmpfs on the folder name of the scratch directory, the
 * root of a view to come, and writes its path into root.  Returns 0 or -1.
 */
static int
new_root(const struct scratch *s, const char *name, char *root, size_t len)
{
	if (join_path(root, len, s->dir, name) < 0 || (mkdir(root, 0755) < 0 && errno != EEXIST))
		return -1;
	return mount("tmpfs", root, "tmpfs", MS_NOSUID | MS_NODEV, "size=64k,nr_inodes=256,mode=755");
}

/*
 * Completes the new root at root with a private /proc and the nbinds folders
 * binds[] at their own paths (as stage 1 has them: writable), then swaps
 * roots (pivot_root(".", ".") stacks the old root on the new: it is detached)
 * and makes the new one read-only.  Returns 0 or -1.
 */
static int
enter_root(const char *root, const char *const *binds, size_t nbinds)
{
	char at[PATH_MAX];

	if (join_path(at, sizeof at, root, "/proc") < 0 || mkdir(at, 0555) < 0 ||
	    mount("proc", at, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, "hidepid=2") < 0)
		return -1;
	for (size_t i = 0; i < nbinds; i++) {
		if (join_path(at, sizeof at, root, binds[i]) < 0)
			return -1;
		make_path(at);
		if (mount(binds[i], at, NULL, MS_BIND | MS_REC, NULL) < 0)
			return -1;
	}
	if (chdir(root) < 0 || syscall(SYS_pivot_root, ".", ".") < 0 ||
	    umount2(".", MNT_DETACH) < 0 || chdir("/") < 0)
		return -1;
	return mount(NULL, "/", NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV,
		     NULL);
}

/* Writes text to the file at path (a /proc file of a user namespace); returns 0 or -1. */
static int
write_file(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY | O_CLOEXEC);
	ssize_t n = fd < 0 ? -1 : write(fd, text, strlen(text));

	if (fd >= 0)
		close(fd);
	return n == (ssize_t)strlen(text) ? 0 : -1;
}

/*
 * Pivots into a new root, made in a copy of stage 1, that holds only what
 * running a compiled program needs (the system's programs and libraries,
 * /etc, keep_devices' /dev), a private /proc, an empty read-only /tmp and the nbinds
 * folders binds[] at their own paths (as stage 1 has them: writable); no
 * home, no test data.  The program itself is run from a descriptor and need
 * not be visible.  Each view mounts its root on the same folder, in its own
 * namespace.  Returns 0 or -1.
 */
static int
pivot_minimal_root(const struct scratch *s, const char *const *binds, size_t nbinds)
{
	static const char *const keep[] = {
		"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc",
	};
	char root[PATH_MAX], at[PATH_MAX];

	if (new_root(s, "/root", root, sizeof root) < 0)
		return -1;
	for (size_t i = 0; i < sizeof keep / sizeof keep[0]; i++)
		if (keep_path(root, keep[i]) < 0)
			return -1;
	if (keep_devices(root) < 0)
		return -1;
	if (join_path(at, sizeof at, root, "/tmp") < 0 || mkdir(at, 0755) < 0)
		return -1;
	return enter_root(root, binds, nbinds);
}

/*
 * Stage 2 for checkers: the minimal root, with the working tmpfs and the
 * scratch directory's shared folder (the files the judge gives checkers,
 * see scratch_subdir) at the same paths as outside.  Returns 0 or -1.
 */
static int
setup_checker_view(const struct scratch *s)
{
	const char *const binds[] = { s->workdir, s->sharedir };

	return pivot_minimal_root(s, binds, 2);
}

/* Stage 2 for solutions: the minimal root with only the working tmpfs.  Returns 0 or -1. */
static int
setup_solution_view(const struct scratch *s)
{
	const char *const binds[] = { s->workdir };

	return pivot_minimal_root(s, binds, 1);
}

/*
 * The compilers' view, made per run (the include folder may be anywhere): a
 * new root with the toolchain, /etc (as solutions see it: the JDK keeps its
 * security files there), keep_devices' /dev, the working tmpfs and include_dir.  No /tmp:
 * compilers get TMPDIR, their working directory.
 */
int
view_enter_compiler(const struct scratch *s, const char *include_dir)
{
	static const char *const keep[] = {
		"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc",
	};
	const char *const binds[] = { s->workdir };
	char root[PATH_MAX], at[PATH_MAX];

	if (unshare(CLONE_NEWNS) < 0 || mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0 ||
	    new_root(s, "/compiler-root", root, sizeof root) < 0)
		return -1;
	for (size_t i = 0; i < sizeof keep / sizeof keep[0]; i++)
		if (keep_path(root, keep[i]) < 0)
			return -1;
	if (keep_devices(root) < 0)
		return -1;
	if (include_dir) {
		if (include_dir[0] != '/' || join_path(at, sizeof at, root, include_dir) < 0) {
			errno = EINVAL;
			return -1;
		}
		make_path(at);
		if (mount(include_dir, at, NULL, MS_BIND | MS_REC, NULL) < 0 ||
		    mount(NULL, at, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV,
			  NULL) < 0)
			return -1;
	}
	return enter_root(root, binds, 1);
}

/*
 * Not root: makes this process a user namespace that maps the judge's uid
 * and gid to themselves (as bubblewrap does; setgroups denied, as the kernel
 * asks of an unprivileged map), where it holds the capabilities to make the
 * other namespaces.  Returns 0 or -1.
 */
static int
enter_userns(uid_t uid, gid_t gid)
{
	char map[64];

	if (unshare(CLONE_NEWUSER) < 0 || write_file("/proc/self/setgroups", "deny") < 0)
		return -1;
	snprintf(map, sizeof map, "%d %d 1", (int)uid, (int)uid);
	if (write_file("/proc/self/uid_map", map) < 0)
		return -1;
	snprintf(map, sizeof map, "%d %d 1", (int)gid, (int)gid);
	return write_file("/proc/self/gid_map", map);
}

/*
 * The helper's answer: whether the network namespace was made, the mounts
 * left writable (-1: no mount namespace), its descriptors of the working
 * tmpfs, of the checkers' and solutions' mount namespaces and of stage 1's
 * (in this order, as struct views keeps them), and the pid
 * (in the judge's pid namespace) of the process that holds them, 0 for the
 * helper itself.
 */
enum {
	ANS_NET, ANS_RO_FAILED, ANS_WORKFD, ANS_CHECKER, ANS_SOLUTION, ANS_BASE, ANS_HOLDER, ANS_LEN
};

/*
 * Unshares the network namespace and a mount namespace for stage 1, then
 * two made from it in turn (checkers' view, then solutions'), filling
 * answer; with userns, the judge's own devices hidden from stage 1 and so
 * from every view.
 */
static void
make_views(struct scratch *s, bool userns, int answer[ANS_LEN])
{
	answer[ANS_NET] = unshare(CLONE_NEWNET) == 0;
	if (unshare(CLONE_NEWNS) < 0 ||
	    (answer[ANS_RO_FAILED] = setup_base_view(s, &answer[ANS_WORKFD])) < 0)
		return;
	if (userns)
		answer[ANS_RO_FAILED] += hide_own_devices();
	int base = answer[ANS_BASE] = open("/proc/self/ns/mnt", O_RDONLY);

	if (base >= 0 && unshare(CLONE_NEWNS) == 0 && setup_checker_view(s) == 0)
		answer[ANS_CHECKER] = open("/proc/self/ns/mnt", O_RDONLY);
	/* Back to stage 1 for the next view. */
	if (base >= 0 && setns(base, CLONE_NEWNS) == 0 && unshare(CLONE_NEWNS) == 0 &&
	    setup_solution_view(s) == 0)
		answer[ANS_SOLUTION] = open("/proc/self/ns/mnt", O_RDONLY);
}

/*
 * The helper, a child of the judge: answers on out and waits to be killed.
 * With userns, it first makes the user namespace and a pid namespace in it
 * (so that a /proc can be mounted in the views, which lets each run's keeper
 * mount its own over it), and the views are made by its child, pid 1 of that
 * namespace, which the judge kills when done.
 */
static _Noreturn void
helper_main(struct scratch *s, bool userns, int out)
{
	int answer[ANS_LEN] = { 0, -1, -1, -1, -1, -1, 0 };
	int inner[2];
	pid_t pid;

	if (!userns) {
		make_views(s, false, answer);
	} else if (enter_userns(s->uid[0], s->gid) == 0 && unshare(CLONE_NEWPID) == 0 &&
		   pipe2(inner, O_CLOEXEC) == 0 && (pid = child_fork(0)) >= 0) {
		if (pid == 0) {
			prctl(PR_SET_PDEATHSIG, SIGKILL);
			make_views(s, true, answer);
			if (write(inner[1], answer, sizeof answer) != sizeof answer)
				_exit(1);
			pause();
			_exit(0);
		}
		close(inner[1]);
		/* Nothing made, or all of it. */
		if (read(inner[0], answer, sizeof answer) != sizeof answer)
			answer[ANS_RO_FAILED] = answer[ANS_NET] = -1;
		answer[ANS_HOLDER] = pid;
	}
	if (write(out, answer, sizeof answer) != sizeof answer)
		_exit(1);
	/* Until the judge kills the holder (with userns), or this helper. */
	while (answer[ANS_HOLDER] > 0 && waitpid(answer[ANS_HOLDER], NULL, 0) < 0 && errno == EINTR)
		;
	if (!answer[ANS_HOLDER])
		pause();
	_exit(0);
}

/* Opens /proc/PID/WHAT into *fd (close-on-exec, with extra flags), unless ok is false. */
static void
open_proc(int *fd, bool ok, pid_t pid, const char *what, int flags)
{
	char path[64];

	if (!ok)
		return;
	snprintf(path, sizeof path, "/proc/%d/%s", (int)pid, what);
	*fd = open(path, O_RDONLY | O_CLOEXEC | flags);
}

/*
 * Makes the namespaces every run joins: a helper (see helper_main) unshares
 * a network namespace and the mount namespaces (stage 1, then from it the
 * checkers' view and the solutions'), in a user namespace of its own with
 * userns, and we keep descriptors to them and to the working tmpfs, and let
 * it go.
 */
static void
make_namespaces(struct views *v, struct scratch *s, bool userns)
{
	int answer[ANS_LEN] = { 0, -1, -1, -1, -1, -1, 0 };
	int sync[2];
	pid_t pid, victim;

	if (pipe2(sync, O_CLOEXEC) < 0)
		return;
	pid = victim = child_fork(0);
	if (pid == 0) {
		close(sync[0]);
		helper_main(s, userns, sync[1]);
	}
	close(sync[1]);
	if (pid > 0 && read(sync[0], answer, sizeof answer) == sizeof answer) {
		pid_t holder = answer[ANS_HOLDER] > 0 ? answer[ANS_HOLDER] : pid;
		char fd[32];

		open_proc(&v->netns, answer[ANS_NET] == 1, holder, "ns/net", 0);
		/* Open the holder's descriptors through /proc before it goes. */
		int *mine[4] = { &s->workfd, &v->mntns[SANDBOX_CHECKER],
				 &v->mntns[SANDBOX_SOLUTION], &v->basens };

		for (int i = 0; i < 4; i++) {
			snprintf(fd, sizeof fd, "fd/%d", answer[ANS_WORKFD + i]);
			open_proc(mine[i], answer[ANS_WORKFD + i] >= 0, holder, fd,
				  i ? 0 : O_DIRECTORY);
		}
		v->ro_failed = answer[ANS_RO_FAILED];
		/* Without its working tmpfs a view is no use. */
		if (s->workfd < 0) {
			for (int i = 1; i < 4; i++)
				close_fd(mine[i]);
		}
		/* The user namespace the views belong to, which runs join first. */
		open_proc(&v->userns, userns && v->basens >= 0, pid, "ns/user", 0);
		/* The helper reaps the holder and exits. */
		if (answer[ANS_HOLDER] > 0)
			victim = answer[ANS_HOLDER];
	}
	close(sync[0]);
	if (pid > 0) {
		kill(victim, SIGKILL);
		waitpid(pid, NULL, 0);
	}
}

/* Can this process give a child a pid namespace of its own? */
static bool
probe_pidns(void)
{
	pid_t pid = child_fork(CLONE_NEWPID);
	int status;

	if (pid == 0)
		_exit(0);
	if (pid < 0)
		return false;
	return waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

/*
 * The empty path of execveat(fd, "", ..., AT_EMPTY_PATH), which the filter
 * checks by address: a zero page at a random address out of the way of any
 * process's own mappings, which judge-launch maps at the same place, so that
 * one compiled filter serves both.  Between 32 and 64 TiB: above a static
 * program's heap and AddressSanitizer's shadow (up to 16 TiB), below where
 * programs, shared libraries and stacks go (from 85 TiB up).  A program that
 * wanted to exec something else would have to guess it.  NULL when the
 * kernel cannot place it (before Linux 4.17, or a smaller address space).
 */
static const char *
map_exec_path(void)
{
#if UINTPTR_MAX > 0xffffffffu
	const uintptr_t lo = (uintptr_t)1 << 45, hi = (uintptr_t)1 << 46;

	for (int tries = 0; tries < 16; tries++) {
		uint64_t r;

		if (getrandom(&r, sizeof r, 0) != sizeof r)
			return NULL;
		uintptr_t at = (lo + (uintptr_t)(r % (hi - lo))) & ~(uintptr_t)4095;
		void *p = mmap((void *)at, 4096, PROT_READ,
			       MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);

		if (p == (void *)at)
			return p;
		/* Taken, or an old kernel's mere hint. */
		if (p != MAP_FAILED)
			munmap(p, 4096);
	}
#endif
	return NULL;
}

void
view_open(struct views *v, struct scratch *s, bool root, bool userns)
{
	v->netns = v->mntns[0] = v->mntns[1] = v->basens = v->userns = -1;
	if (root) {
		make_namespaces(v, s, false);
		v->pidns = probe_pidns();
	} else if (userns) {
		make_namespaces(v, s, true);
		/* A keeper in the user namespace makes one (see child_spawn). */
		v->pidns = v->userns >= 0;
	}
	v->exec_path = map_exec_path();
	if (!v->exec_path)
		v->exec_path = exec_empty;
}

bool
view_exec_page(const struct views *v)
{
	return v->exec_path != exec_empty;
}

int
view_mntns(const struct views *v, enum sandbox_profile profile)
{
	/* Compilers make their view per run from stage 1, which sees all. */
	if (profile == SANDBOX_COMPILER)
		return v->basens;
	/* Stage 1 (all read-only) when the minimal root could not be made. */
	return v->mntns[profile] >= 0 ? v->mntns[profile] : v->basens;
}

void
view_close(struct views *v)
{
	if (v->exec_path && v->exec_path != exec_empty)
		munmap((void *)v->exec_path, 4096);
	close_fd(&v->netns);
	close_fd(&v->userns);
	close_fd(&v->basens);
	for (int i = 0; i < 2; i++)
		close_fd(&v->mntns[i]);
}
