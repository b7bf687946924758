/* The sandbox: fork/exec of one untrusted program under limits, and its measurement. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <grp.h>
#include <dirent.h>

#include "sandbox.h"

#define SANDBOX_UID 65534
#define SANDBOX_GID 65534

struct sandbox {
	char scratch[PATH_MAX];  /* private directory, root-owned, 0711 */
	char workdir[PATH_MAX];  /* scratch/run: the program's cwd, made anew per run */
	bool root;               /* we can drop privileges to SANDBOX_UID */
	uid_t uid;
	gid_t gid;
	long ticks;              /* sysconf(_SC_CLK_TCK) */
	int64_t parallel;        /* online CPUs: how fast CPU time can grow */
	char warnings[512];
};

/* What the child reports through the exec pipe when it fails before execve. */
struct child_error {
	int stage;
	int err;
};

static const char *const child_stages[] = {
	"setpgid", "dup2", "chdir", "setrlimit", "setgroups", "setgid", "setuid",
	"prctl", "seccomp", "execve",
};

enum {
	STAGE_SETPGID, STAGE_DUP2, STAGE_CHDIR, STAGE_RLIMIT, STAGE_SETGROUPS,
	STAGE_SETGID, STAGE_SETUID, STAGE_PRCTL, STAGE_SECCOMP, STAGE_EXEC,
};

static int64_t
now_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static int64_t
timeval_us(const struct timeval *tv)
{
	return (int64_t)tv->tv_sec * 1000000 + tv->tv_usec;
}

static void
warn_add(struct sandbox *sb, const char *line)
{
	size_t len = strlen(sb->warnings);

	snprintf(sb->warnings + len, sizeof sb->warnings - len, "%s\n", line);
}

/* Removes everything inside the directory open as dfd, never following links. */
static int
remove_tree_at(int dfd, int depth)
{
	DIR *dir;
	struct dirent *de;
	int rc = 0;

	if (depth > 256)
		return -1;
	dir = fdopendir(dfd);
	if (!dir) {
		close(dfd);
		return -1;
	}
	while ((de = readdir(dir))) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		if (unlinkat(dirfd(dir), de->d_name, 0) == 0)
			continue;
		if (errno != EISDIR && errno != EPERM) {
			rc = -1;
			continue;
		}
		int sub = openat(dirfd(dir), de->d_name,
				 O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
		if (sub < 0 || remove_tree_at(sub, depth + 1) < 0)
			rc = -1;
		if (unlinkat(dirfd(dir), de->d_name, AT_REMOVEDIR) < 0)
			rc = -1;
	}
	closedir(dir);
	return rc;
}

/* Removes path and everything under it; a missing path is not an error. */
static int
remove_tree(const char *path)
{
	int fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);

	if (fd < 0)
		return errno == ENOENT ? 0 : -1;
	/* The program may have left a directory without write or search bits. */
	fchmod(fd, 0700);
	if (remove_tree_at(fd, 0) < 0)
		return -1;
	return rmdir(path);
}

struct sandbox *
sandbox_new(char *err, size_t errlen)
{
	struct sandbox *sb = calloc(1, sizeof *sb);
	const char *tmp = getenv("TMPDIR");

	if (!sb) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	if (!tmp || !*tmp)
		tmp = "/tmp";
	snprintf(sb->scratch, sizeof sb->scratch, "%s/judge-sandbox-XXXXXX", tmp);
	if (!mkdtemp(sb->scratch)) {
		snprintf(err, errlen, "cannot create '%s': %s", sb->scratch, strerror(errno));
		free(sb);
		return NULL;
	}
	/* Others may traverse but not list it: the run directory inside is theirs. */
	chmod(sb->scratch, 0711);
	if ((size_t)snprintf(sb->workdir, sizeof sb->workdir, "%s/run", sb->scratch) >=
	    sizeof sb->workdir) {
		snprintf(err, errlen, "temporary directory name too long");
		rmdir(sb->scratch);
		free(sb);
		return NULL;
	}
	sb->root = geteuid() == 0;
	sb->uid = sb->root ? SANDBOX_UID : geteuid();
	sb->gid = sb->root ? SANDBOX_GID : getegid();
	sb->ticks = sysconf(_SC_CLK_TCK);
	sb->parallel = sysconf(_SC_NPROCESSORS_ONLN);
	if (sb->parallel < 1)
		sb->parallel = 1;
	if (!sb->root)
		warn_add(sb, "not root: the program runs with the judge's own user and rights");
	warn_add(sb, "no memory cgroup: memory limited by RLIMIT_AS, peak is the largest process");
	warn_add(sb, "no pid namespace or cgroup: a process leaving its group may survive");
	return sb;
}

void
sandbox_describe(const struct sandbox *sb, struct sandbox_report *out)
{
	memset(out, 0, sizeof *out);
	out->cgroup = "none";
	out->memory = "rlimit";
	out->drops_privileges = sb->root;
	snprintf(out->warnings, sizeof out->warnings, "%s", sb->warnings);
}

void
sandbox_free(struct sandbox *sb)
{
	if (!sb)
		return;
	remove_tree(sb->scratch);
	free(sb);
}

static int
set_limit(int resource, rlim_t soft, rlim_t hard)
{
	struct rlimit rl = { soft, hard };

	return setrlimit(resource, &rl);
}

/* Rounds a byte count for an rlimit, where 0 or less means unlimited. */
static rlim_t
bytes_limit(int64_t bytes)
{
	return bytes > 0 ? (rlim_t)bytes : RLIM_INFINITY;
}

/* In the child after fork: only async-signal-safe calls from here to execve. */
static _Noreturn void
child_run(const struct sandbox *sb, const struct run_spec *spec, int exe_fd,
	  int stderr_w, int report_w, char *const envp[])
{
	struct child_error ce = { 0, 0 };
	const struct limits *l = &spec->limits;
	sigset_t all;
	rlim_t cpu_s;

	sigemptyset(&all);
	sigprocmask(SIG_SETMASK, &all, NULL);
	for (int sig = 1; sig < NSIG; sig++)
		signal(sig, SIG_DFL);
	if (setpgid(0, 0) < 0) {
		ce.stage = STAGE_SETPGID;
		goto fail;
	}
	/* Dies with the judge; the check covers a judge that died before prctl. */
	if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0 || getppid() == 1) {
		ce.stage = STAGE_PRCTL;
		goto fail;
	}
	if (dup2(spec->stdin_fd, 0) < 0 || dup2(spec->stdout_fd, 1) < 0 || dup2(stderr_w, 2) < 0) {
		ce.stage = STAGE_DUP2;
		goto fail;
	}
	if (chdir(sb->workdir) < 0) {
		ce.stage = STAGE_CHDIR;
		goto fail;
	}
	/* The CPU rlimit is a backstop: the parent measures and kills precisely. */
	cpu_s = (rlim_t)(l->time_ms + 999) / 1000 + 1;
	if (set_limit(RLIMIT_CPU, cpu_s, cpu_s + 1) < 0 ||
	    set_limit(RLIMIT_AS, bytes_limit(l->memory_bytes), bytes_limit(l->memory_bytes)) < 0 ||
	    set_limit(RLIMIT_STACK, bytes_limit(l->memory_bytes), bytes_limit(l->memory_bytes)) < 0 ||
	    set_limit(RLIMIT_FSIZE, (rlim_t)l->output_bytes + 1, (rlim_t)l->output_bytes + 1) < 0 ||
	    set_limit(RLIMIT_CORE, 0, 0) < 0 ||
	    set_limit(RLIMIT_MEMLOCK, 0, 0) < 0 ||
	    set_limit(RLIMIT_MSGQUEUE, 0, 0) < 0 ||
	    set_limit(RLIMIT_NOFILE, 64, 64) < 0) {
		ce.stage = STAGE_RLIMIT;
		goto fail;
	}
	if (sb->root) {
		if (setgroups(0, NULL) < 0) {
			ce.stage = STAGE_SETGROUPS;
			goto fail;
		}
		if (setresgid(sb->gid, sb->gid, sb->gid) < 0) {
			ce.stage = STAGE_SETGID;
			goto fail;
		}
		if (set_limit(RLIMIT_NPROC, (rlim_t)l->processes, (rlim_t)l->processes) < 0) {
			ce.stage = STAGE_RLIMIT;
			goto fail;
		}
		if (setresuid(sb->uid, sb->uid, sb->uid) < 0) {
			ce.stage = STAGE_SETUID;
			goto fail;
		}
	}
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) {
		ce.stage = STAGE_PRCTL;
		goto fail;
	}
	close_range(3, ~0U, CLOSE_RANGE_CLOEXEC);
	syscall(SYS_execveat, exe_fd, "", spec->argv, envp, AT_EMPTY_PATH);
	ce.stage = STAGE_EXEC;
fail:
	ce.err = errno;
	if (write(report_w, &ce, sizeof ce) < 0)
		_exit(127);
	_exit(127);
}

/* CPU time of the running process (all its threads), from /proc; -1 if gone. */
static int64_t
proc_cpu_us(const struct sandbox *sb, pid_t pid)
{
	char path[64], buf[1024];
	unsigned long long ut, st;
	ssize_t n;
	int fd;
	char *p;

	snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	n = read(fd, buf, sizeof buf - 1);
	close(fd);
	if (n <= 0)
		return -1;
	buf[n] = '\0';
	p = strrchr(buf, ')');
	if (!p || sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu",
			 &ut, &st) != 2)
		return -1;
	return (int64_t)(ut + st) * 1000000 / sb->ticks;
}

static void
stderr_drain(int fd, struct run_result *res)
{
	char sink[4096];

	for (;;) {
		size_t room = RUN_STDERR_CAP - 1 - res->stderr_len;
		ssize_t n = room ? read(fd, res->stderr_head + res->stderr_len, room)
				 : read(fd, sink, sizeof sink);
		if (n <= 0)
			break;
		if (room)
			res->stderr_len += (size_t)n;
	}
	res->stderr_head[res->stderr_len] = '\0';
}

/* Marks res as a failure of the sandbox itself; the message ends with strerror(err). */
__attribute__((format(printf, 3, 4))) static int
fail_run(struct run_result *res, int err, const char *fmt, ...)
{
	va_list ap;
	int n;

	res->outcome = RUN_FAILED;
	va_start(ap, fmt);
	n = vsnprintf(res->detail, sizeof res->detail, fmt, ap);
	va_end(ap);
	if (n >= 0 && (size_t)n < sizeof res->detail)
		snprintf(res->detail + n, sizeof res->detail - (size_t)n, ": %s", strerror(err));
	return -1;
}

int
sandbox_run(struct sandbox *sb, const struct run_spec *spec, struct run_result *res)
{
	static char *const envp[] = { "PATH=/usr/bin:/bin", "LANG=C", NULL };
	const struct limits *l = &spec->limits;
	int errpipe[2] = { -1, -1 }, report[2] = { -1, -1 };
	int exe_fd = -1, pidfd = -1, status = 0, rc = -1;
	bool killed_cpu = false, killed_wall = false;
	struct child_error ce = { 0, 0 };
	struct rusage ru;
	struct stat st;
	off_t out_start = 0;
	int64_t start, deadline, cpu_us = 0;
	pid_t pid;

	memset(res, 0, sizeof *res);
	if (fstat(spec->stdout_fd, &st) < 0)
		return fail_run(res, errno, "cannot stat standard output");
	if (S_ISREG(st.st_mode))
		out_start = st.st_size;
	exe_fd = open(spec->path, O_PATH | O_CLOEXEC);
	if (exe_fd < 0)
		return fail_run(res, errno, "cannot open '%s'", spec->path);
	if (remove_tree(sb->workdir) < 0 || mkdir(sb->workdir, 0700) < 0 ||
	    chown(sb->workdir, sb->uid, sb->gid) < 0) {
		fail_run(res, errno, "cannot make '%s'", sb->workdir);
		goto out;
	}
	if (pipe2(errpipe, O_CLOEXEC) < 0 || pipe2(report, O_CLOEXEC) < 0) {
		fail_run(res, errno, "cannot make a pipe");
		goto out;
	}
	fcntl(errpipe[0], F_SETFL, O_NONBLOCK);
	start = now_us();
	pid = fork();
	if (pid < 0) {
		fail_run(res, errno, "cannot fork");
		goto out;
	}
	if (pid == 0)
		child_run(sb, spec, exe_fd, errpipe[1], report[1], envp);
	setpgid(pid, pid);
	close(errpipe[1]);
	errpipe[1] = -1;
	close(report[1]);
	report[1] = -1;
	pidfd = (int)syscall(SYS_pidfd_open, pid, 0);

	/* Returns at execve (EOF) or with the reason the child could not get there. */
	if (read(report[0], &ce, sizeof ce) == (ssize_t)sizeof ce) {
		waitpid(pid, &status, 0);
		fail_run(res, ce.err, "cannot run '%s': %s", spec->path, child_stages[ce.stage]);
		goto out;
	}

	deadline = start + l->wall_ms * 1000;
	for (;;) {
		struct pollfd pfd[2] = {
			{ .fd = errpipe[0], .events = POLLIN },
			{ .fd = pidfd, .events = POLLIN },
		};
		int64_t t = now_us(), wait_us = deadline - t;
		int64_t cpu_left;

		if (wait_us <= 0) {
			killed_wall = true;
			break;
		}
		cpu_us = proc_cpu_us(sb, pid);
		cpu_left = l->time_ms * 1000 - cpu_us;
		if (cpu_us >= 0 && cpu_left <= 0) {
			killed_cpu = true;
			break;
		}
		/* CPU time cannot run faster than wall time times the busy threads. */
		if (cpu_us >= 0 && cpu_left < wait_us * sb->parallel)
			wait_us = cpu_left / sb->parallel;
		if (pidfd < 0 && wait_us > 10000)
			wait_us = 10000;
		if (wait_us < 1000)
			wait_us = 1000;
		int n = poll(pfd, pidfd >= 0 ? 2 : 1, (int)((wait_us + 999) / 1000));
		if (n < 0 && errno != EINTR)
			break;
		if (pfd[0].revents)
			stderr_drain(errpipe[0], res);
		if (pfd[0].revents & POLLHUP)
			pfd[0].fd = -1;
		if (pidfd >= 0 && pfd[1].revents)
			break;
		if (pidfd < 0) {
			siginfo_t si = { 0 };

			if (waitid(P_PID, (id_t)pid, &si, WEXITED | WNOHANG | WNOWAIT) == 0 && si.si_pid)
				break;
		}
	}
	kill(-pid, SIGKILL);
	kill(pid, SIGKILL);
	if (wait4(pid, &status, 0, &ru) < 0) {
		fail_run(res, errno, "cannot wait for '%s'", spec->path);
		goto out;
	}
	res->wall_us = now_us() - start;
	kill(-pid, SIGKILL);
	stderr_drain(errpipe[0], res);

	res->cpu_us = timeval_us(&ru.ru_utime) + timeval_us(&ru.ru_stime);
	res->memory_bytes = (int64_t)ru.ru_maxrss * 1024;
	if (fstat(spec->stdout_fd, &st) == 0 && S_ISREG(st.st_mode))
		res->output_bytes = st.st_size - out_start;
	if (WIFSIGNALED(status))
		res->signal = WTERMSIG(status);
	else
		res->exit_code = WEXITSTATUS(status);

	if (res->cpu_us > l->time_ms * 1000 || killed_cpu || res->signal == SIGXCPU)
		res->outcome = RUN_TIME_CPU;
	else if (killed_wall)
		res->outcome = RUN_TIME_WALL;
	else if (res->output_bytes > l->output_bytes || res->signal == SIGXFSZ)
		res->outcome = RUN_OUTPUT;
	else if (res->memory_bytes > l->memory_bytes)
		res->outcome = RUN_MEMORY;
	else if (WIFSIGNALED(status))
		res->outcome = RUN_SIGNALED;
	else
		res->outcome = RUN_EXITED;
	rc = 0;
out:
	if (pidfd >= 0)
		close(pidfd);
	for (int i = 0; i < 2; i++) {
		if (errpipe[i] >= 0)
			close(errpipe[i]);
		if (report[i] >= 0)
			close(report[i]);
	}
	if (exe_fd >= 0)
		close(exe_fd);
	remove_tree(sb->workdir);
	return rc;
}
