/* The system-call filter of solutions, compiled once with libseccomp and installed raw. */
#include <errno.h>
#include <fcntl.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <linux/futex.h>
#include <sched.h>
#include <seccomp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <termios.h>
#include <unistd.h>

#include "confine.h"
#include "launch.h"
#include "sandbox.h"
#include "seccomp.h"

struct seccomp_program {
	struct sock_fprog prog;
	/* judge-launch's pair (see seccomp_program_launch) */
	struct sock_fprog server, run;
	bool notify;
	bool exit_notifies;     /* it can let a call go on: exit_group is reported too (see seccomp.h) */
};

/*
 * Calls a solution may make without conditions: I/O on its descriptors, memory, time,
 * exit (fcntl and futex have conditions, see allow_fcntl and allow_futex; exit_group is
 * reported to the judge where it can be let through, see add_rules).
 */
static const char *const allowed[] = {
	"access", "alarm", "arch_prctl", "brk", "clock_getres", "clock_gettime",
	"clock_nanosleep", "close", "close_range", "dup", "dup2", "dup3", "exit", "faccessat",
	"faccessat2", "fdatasync", "fstat", "fsync", "ftruncate", "getcwd", "getdents64",
	"getegid", "geteuid", "getgid", "getitimer", "getpid", "getppid", "getrandom",
	"getrlimit", "getrusage", "gettid", "gettimeofday", "getuid", "lseek", "lstat",
	"madvise", "membarrier", "mkdir", "mkdirat", "mmap", "mprotect", "mremap", "munmap",
	"nanosleep", "newfstatat", "open", "openat", "pause", "poll", "ppoll", "pread64",
	"preadv", "pselect6", "pwrite64", "pwritev", "read", "readlink", "readlinkat", "readv",
	"rename", "renameat", "renameat2", "restart_syscall", "rmdir", "rseq", "rt_sigaction",
	"rt_sigpending", "rt_sigprocmask", "rt_sigreturn", "rt_sigsuspend", "rt_sigtimedwait",
	"sched_getaffinity", "sched_yield", "select", "set_robust_list", "set_tid_address",
	"setitimer", "setrlimit", "sigaltstack", "stat", "statx", "sysinfo", "tgkill", "time",
	"times", "tkill", "umask", "uname", "unlink", "unlinkat", "write", "writev",
};

/* Is name one of allowed's calls that send a signal (to the caller's own threads, or any)? */
static bool
is_signal_call(const char *name)
{
	return !strcmp(name, "tgkill") || !strcmp(name, "tkill");
}

static int
allow(scmp_filter_ctx ctx, const char *name, unsigned n, const struct scmp_arg_cmp *cmp)
{
	int nr = seccomp_syscall_resolve_name(name);

	/* A call this architecture lacks (open on arm64) needs no rule. */
	if (nr == __NR_SCMP_ERROR)
		return 0;
	return seccomp_rule_add_array(ctx, SCMP_ACT_ALLOW, nr, n, cmp);
}

/*
 * fcntl on its own descriptors only: no file locks (F_SETLK, F_OFD_SETLK, leases),
 * which runs at once could use to talk through a file both can open (a library),
 * and no F_SETOWN, which aims SIGIO at another process.
 */
static int
allow_fcntl(scmp_filter_ctx ctx)
{
	static const int cmds[] = { F_DUPFD, F_DUPFD_CLOEXEC, F_GETFD, F_SETFD, F_GETFL,
				    F_SETFL, F_GETPIPE_SZ, F_SETPIPE_SZ };

	for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++) {
		const struct scmp_arg_cmp cmd[] = { SCMP_A1(SCMP_CMP_EQ, (scmp_datum_t)cmds[i], 0) };

		if (allow(ctx, "fcntl", 1, cmd) < 0)
			return -1;
	}
	return 0;
}

/*
 * Futexes private to the process (FUTEX_PRIVATE_FLAG: what glibc's mutexes,
 * condition variables and barriers use), and a shared wait, which
 * pthread_join needs (the kernel wakes it, shared, when the thread exits);
 * no shared wake, requeue or lock, which would reach a waiter on a page
 * other runs map too (a library's), a channel between runs.
 */
static int
allow_futex(scmp_filter_ctx ctx)
{
	const scmp_datum_t op = (scmp_datum_t)(uint32_t)~FUTEX_CLOCK_REALTIME;
	const struct scmp_arg_cmp private[] = { SCMP_A1(SCMP_CMP_MASKED_EQ, FUTEX_PRIVATE_FLAG,
							FUTEX_PRIVATE_FLAG) };
	const struct scmp_arg_cmp wait[] = { SCMP_A1(SCMP_CMP_MASKED_EQ, op, FUTEX_WAIT) };
	const struct scmp_arg_cmp wait_bitset[] = { SCMP_A1(SCMP_CMP_MASKED_EQ, op,
							    FUTEX_WAIT_BITSET) };

	if (allow(ctx, "futex", 1, private) < 0 || allow(ctx, "futex", 1, wait) < 0)
		return -1;
	return allow(ctx, "futex", 1, wait_bitset);
}

/*
 * Calls a policy may allow besides allowed[] (a language's `syscalls:`): an
 * allow-list of calls that reach nothing beyond the run itself, what
 * runtimes need (event loops, timers, pipes, scheduling and memory queries,
 * memory protection keys).  Nothing else: not a call that makes processes,
 * execs, reaches other processes or files by locks (flock), shares a ring
 * with the kernel (io_uring_*), takes another's descriptors (pidfd_getfd)
 * or pages (userfaultfd), nor one a later kernel adds.
 */
static const char *const grantable[] = {
	"capget", "epoll_create", "epoll_create1", "epoll_ctl", "epoll_pwait", "epoll_pwait2",
	"epoll_wait", "eventfd", "eventfd2", "fstatfs", "get_mempolicy", "getcpu", "getgroups",
	"getpgid", "getpgrp", "getpriority", "getresgid", "getresuid", "getsid", "memfd_create",
	"mincore", "msync", "pipe", "pipe2", "pkey_alloc", "pkey_free", "pkey_mprotect",
	"prctl", "sched_get_priority_max", "sched_get_priority_min", "sched_getparam",
	"sched_getscheduler", "sched_rr_get_interval", "sendfile", "socketpair", "splice",
	"statfs", "tee", "timer_create", "timer_delete", "timer_getoverrun", "timer_gettime",
	"timer_settime", "timerfd_create", "timerfd_gettime", "timerfd_settime",
};

/*
 * Calls no policy may answer with an error (a language's `errno:`): those
 * that have rules of their own here, which an unconditional rule would undo.
 */
static const char *const ruled[] = {
	"clone", "clone3", "execveat", "exit_group", "fcntl", "futex", "ioctl", "prlimit64",
	"sendmsg", "tgkill", "tkill",
};

static bool
listed(const char *name, const char *const *list, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(name, list[i]))
			return true;
	return false;
}

bool
seccomp_syscall_allowable(const char *name)
{
	return (listed(name, grantable, sizeof grantable / sizeof *grantable) ||
		listed(name, allowed, sizeof allowed / sizeof *allowed)) &&
	       seccomp_syscall_resolve_name(name) != __NR_SCMP_ERROR;
}

bool
seccomp_syscall_failable(const char *name)
{
	return !listed(name, ruled, sizeof ruled / sizeof *ruled) &&
	       seccomp_syscall_resolve_name(name) != __NR_SCMP_ERROR;
}

/*
 * What a run's process does under judge-launch's filter before it installs
 * its own (confine()), which no program may do: the calls that confine
 * needs, and judge-launch's own request (recvmsg on LAUNCH_CTL).  A policy
 * may name some of them; clone and prlimit64 have rules of their own (see
 * seccomp_program_launch).
 */
static const char *const setup_calls[] = {
	"capset", "chdir", "prctl", "recvmsg", "seccomp", "setgroups", "setresgid", "setresuid",
	"setsid",
};

/* The policy's own word on call name: allowed (1), an error *err (2), or nothing (0). */
static int
policy_says(const struct sandbox_policy *policy, const char *name, int *err)
{
	for (int i = 0; policy && i < policy->nsyscalls; i++)
		if (!strcmp(policy->syscalls[i], name))
			return 1;
	for (int i = 0; policy && i < policy->nerrnos; i++)
		if (!strcmp(policy->errnos[i].name, name)) {
			*err = policy->errnos[i].err;
			return 2;
		}
	return 0;
}

static bool
setup_call(const char *name)
{
	for (size_t i = 0; i < sizeof setup_calls / sizeof setup_calls[0]; i++)
		if (!strcmp(setup_calls[i], name))
			return true;
	return false;
}

/*
 * What policy adds: its calls, its calls answered with an error (but for
 * the set-up calls in the server's filter: see add_setup_rules), its ioctls.
 */
static int
add_policy(scmp_filter_ctx ctx, const struct sandbox_policy *policy, bool server)
{
	for (int i = 0; i < policy->nsyscalls; i++)
		if (allow(ctx, policy->syscalls[i], 0, NULL) < 0)
			return -1;
	for (int i = 0; i < policy->nerrnos; i++) {
		int nr = seccomp_syscall_resolve_name(policy->errnos[i].name);

		if (server && setup_call(policy->errnos[i].name))
			continue;
		if (nr != __NR_SCMP_ERROR &&
		    seccomp_rule_add(ctx, SCMP_ACT_ERRNO((uint32_t)policy->errnos[i].err), nr, 0) < 0)
			return -1;
	}
	for (int i = 0; i < policy->nioctls; i++) {
		const struct scmp_arg_cmp req[] = { SCMP_A1(SCMP_CMP_EQ, policy->ioctls[i], 0) };

		if (allow(ctx, "ioctl", 1, req) < 0)
			return -1;
	}
	return 0;
}

/*
 * judge-launch's allowances in the server's filter: its request and its
 * clone, each as narrow as its use, and the set-up calls, which the run's
 * filter forbids again.  A policy's error for one of them is left to the
 * run's filter (the set-up needs the call itself).
 */
static int
add_setup_rules(scmp_filter_ctx ctx, const struct sandbox_policy *policy)
{
	const struct scmp_arg_cmp ctl[] = { SCMP_A0(SCMP_CMP_EQ, LAUNCH_CTL, 0) };
	const struct scmp_arg_cmp spawn[] = { SCMP_A0(SCMP_CMP_EQ, LAUNCH_CLONE_FLAGS, 0) };

	if (allow(ctx, "clone", 1, spawn) < 0)
		return -1;
	for (size_t i = 0; i < sizeof setup_calls / sizeof setup_calls[0]; i++) {
		const char *name = setup_calls[i];
		int err;

		if (policy_says(policy, name, &err) == 1)
			continue;
		if (allow(ctx, name, strcmp(name, "recvmsg") ? 0 : 1, ctl) < 0)
			return -1;
	}
	return 0;
}

/*
 * The rules of a program's filter.  judge-launch's server's (server true)
 * holds for every run's process, whose pid it cannot know: prlimit64 on its
 * own pid goes to the listener, where the judge lets it go on (see
 * supervise.c); and it lets the set-up calls through (add_setup_rules).
 */
static int
add_rules(scmp_filter_ctx ctx, const char *exec_path, int chan_fd, bool exit_notifies,
	  bool server, const struct sandbox_policy *policy)
{
	const struct scmp_arg_cmp chan[] = { SCMP_A0(SCMP_CMP_EQ, (scmp_datum_t)chan_fd, 0) };
	const struct scmp_arg_cmp thread[] = { SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_THREAD,
						       CLONE_THREAD) };
	const struct scmp_arg_cmp getonly[] = { SCMP_A2(SCMP_CMP_EQ, 0, 0) };
	const struct scmp_arg_cmp self[] = { SCMP_A0(SCMP_CMP_EQ, 0, 0) };
	const struct scmp_arg_cmp own_pid[] = { SCMP_A0(SCMP_CMP_EQ, CONFINE_SELF_PID, 0) };
	const struct scmp_arg_cmp tty[] = { SCMP_A1(SCMP_CMP_EQ, TCGETS, 0) };
	const struct scmp_arg_cmp exec[] = {
		SCMP_A1(SCMP_CMP_EQ, (scmp_datum_t)(uintptr_t)exec_path, 0),
		SCMP_A4(SCMP_CMP_EQ, AT_EMPTY_PATH, 0),
	};

	const struct scmp_arg_cmp tgkill_not_sys[] = { SCMP_A2(SCMP_CMP_NE, SIGSYS, 0) };
	const struct scmp_arg_cmp tkill_not_sys[] = { SCMP_A1(SCMP_CMP_NE, SIGSYS, 0) };

	for (size_t i = 0; i < sizeof allowed / sizeof allowed[0]; i++)
		if ((!server || !is_signal_call(allowed[i])) && allow(ctx, allowed[i], 0, NULL) < 0)
			return -1;
	/*
	 * The server's runs' forbidden calls in the run filter kill with
	 * SIGSYS, unnamed: a SIGSYS the program sends itself goes to the
	 * listener, so that the judge can tell the two apart (see supervise.c).
	 */
	if (server && (allow(ctx, "tgkill", 1, tgkill_not_sys) < 0 ||
		       allow(ctx, "tkill", 1, tkill_not_sys) < 0))
		return -1;
	/* Threads yes, processes no; clone3 hides its flags, so glibc falls back to clone. */
	if (allow(ctx, "clone", 1, thread) < 0 ||
	    seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0) < 0)
		return -1;
	/*
	 * Any process's limits may be read (new == NULL); its own changed, by pid
	 * 0 or its own pid (see CONFINE_SELF_PID; the server's: see above):
	 * lowered, or a soft one raised up to the hard one, since the program
	 * has no capability to go further.
	 */
	if (allow(ctx, "prlimit64", 1, getonly) < 0 || allow(ctx, "prlimit64", 1, self) < 0 ||
	    (server ? add_setup_rules(ctx, policy) : allow(ctx, "prlimit64", 1, own_pid)) < 0)
		return -1;
	if (allow(ctx, "ioctl", 1, tty) < 0)
		return -1;
	if (allow_fcntl(ctx) < 0 || allow_futex(ctx) < 0 ||
	    (policy && add_policy(ctx, policy, server) < 0))
		return -1;
	/*
	 * Else it takes the default action, the listener: the judge measures the
	 * program as it leaves, then lets it go (see seccomp.h).
	 */
	if (!exit_notifies && allow(ctx, "exit_group", 0, NULL) < 0)
		return -1;
	/* The child passes the listener on chan_fd, which is closed at exec. */
	if (chan_fd >= 0 && allow(ctx, "sendmsg", 1, chan) < 0)
		return -1;
	/* The sandbox's own execveat of the program; any other exec is forbidden. */
	return allow(ctx, "execveat", 2, exec);
}

/*
 * The run's filter of judge-launch's pair.  Installed over the server's,
 * which a run's process inherits, it forbids again what the server's lets
 * through for judge-launch alone, so that a program can do no more than
 * the child's own filter (prog) lets it: the set-up calls (with the
 * policy's error where it names one, else the kill), recvmsg on LAUNCH_CTL
 * and clone with LAUNCH_CLONE_FLAGS.  It kills, unnamed: a process's stack
 * of filters has one listener at most, and the server's has it.  Anything
 * else, and any other architecture, is the server filter's to decide.
 */
static int
add_run_rules(scmp_filter_ctx ctx, const struct sandbox_policy *policy)
{
	const struct scmp_arg_cmp ctl[] = { SCMP_A0(SCMP_CMP_EQ, LAUNCH_CTL, 0) };
	const struct scmp_arg_cmp spawn[] = { SCMP_A0(SCMP_CMP_EQ, LAUNCH_CLONE_FLAGS, 0) };

	if (seccomp_rule_add_array(ctx, SCMP_ACT_KILL_PROCESS, SCMP_SYS(clone), 1, spawn) < 0)
		return -1;
	for (size_t i = 0; i < sizeof setup_calls / sizeof setup_calls[0]; i++) {
		int nr = seccomp_syscall_resolve_name(setup_calls[i]), err = 0;
		int says = policy_says(policy, setup_calls[i], &err);
		uint32_t act = says == 2 ? SCMP_ACT_ERRNO((uint32_t)err) : SCMP_ACT_KILL_PROCESS;
		/*
		 * The server's lets recvmsg through on LAUNCH_CTL alone (else it
		 * is forbidden there, and named); the policy's error is for all.
		 */
		bool on_ctl = !strcmp(setup_calls[i], "recvmsg") && says != 2;

		if (nr != __NR_SCMP_ERROR && says != 1 &&
		    seccomp_rule_add_array(ctx, act, nr, on_ctl ? 1 : 0, ctl) < 0)
			return -1;
	}
	return 0;
}

/* The filters a struct seccomp_program holds. */
enum filter_kind { FILTER_CHILD, FILTER_SERVER, FILTER_RUN };

/*
 * Compiles into out a filter of kind: a child's own, reporting exit_group
 * or not, or one of judge-launch's pair; act is the forbidden action of the
 * first two (the run's lets anything else through).
 */
static int
compile(struct sock_fprog *out, enum filter_kind kind, bool exit_notifies, const char *exec_path,
	int chan_fd, uint32_t act, const struct sandbox_policy *policy, char *err, size_t errlen)
{
	scmp_filter_ctx ctx = seccomp_init(kind == FILTER_RUN ? SCMP_ACT_ALLOW : act);
	int fd = -1, rc = -1;
	off_t len;

	if (!ctx) {
		snprintf(err, errlen, "seccomp: cannot make a filter (kernel or libseccomp too old)");
		return -1;
	}
	/*
	 * A binary tree of syscall numbers: the kernel validates, compiles and
	 * emulates (for its per-call cache) the filter at every install, once
	 * per run, and a tree costs half of a linear chain there.
	 */
	seccomp_attr_set(ctx, SCMP_FLTATR_CTL_OPTIMIZE, 2);
	if (seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH,
			     kind == FILTER_RUN ? SCMP_ACT_ALLOW : SCMP_ACT_KILL_PROCESS) < 0 ||
	    (kind == FILTER_RUN ? add_run_rules(ctx, policy)
				: add_rules(ctx, exec_path, chan_fd, exit_notifies,
					    kind == FILTER_SERVER, policy)) < 0) {
		snprintf(err, errlen, "seccomp: cannot add the rules");
		goto out;
	}
	fd = memfd_create("seccomp-bpf", MFD_CLOEXEC);
	if (fd < 0 || seccomp_export_bpf(ctx, fd) < 0 || (len = lseek(fd, 0, SEEK_END)) <= 0 ||
	    len % (off_t)sizeof(struct sock_filter)) {
		snprintf(err, errlen, "seccomp: cannot export the filter");
		goto out;
	}
	out->len = (unsigned short)(len / (off_t)sizeof(struct sock_filter));
	out->filter = malloc((size_t)len);
	if (!out->filter || pread(fd, out->filter, (size_t)len, 0) != len) {
		snprintf(err, errlen, "seccomp: cannot read the exported filter");
		goto out;
	}
	rc = 0;
out:
	if (fd >= 0)
		close(fd);
	seccomp_release(ctx);
	return rc;
}

/* Can a listener let a call go on (SECCOMP_USER_NOTIF_FLAG_CONTINUE, Linux 5.5)? */
static bool
kernel_continues(void)
{
	struct utsname u;
	int major, minor;

	if (uname(&u) < 0 || sscanf(u.release, "%d.%d", &major, &minor) != 2)
		return false;
	return major > 5 || (major == 5 && minor >= 5);
}

struct seccomp_program *
seccomp_program_new(const char *exec_path, bool notify, int chan_fd,
		    const struct sandbox_policy *policy, char *err, size_t errlen)
{
	struct seccomp_program *p = calloc(1, sizeof *p);
	struct seccomp_notif_sizes sizes;

	if (!p) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	/* User notification needs Linux 5.0. */
	p->notify = notify && syscall(SYS_seccomp, SECCOMP_GET_NOTIF_SIZES, 0, &sizes) == 0;
	p->exit_notifies = p->notify && kernel_continues();
	uint32_t act = p->notify ? SCMP_ACT_NOTIFY : SCMP_ACT_KILL_PROCESS;

	chan_fd = p->notify ? chan_fd : -1;
	if (compile(&p->prog, FILTER_CHILD, p->exit_notifies, exec_path, chan_fd, act, policy, err,
		    errlen) < 0 ||
	    compile(&p->server, FILTER_SERVER, false, exec_path, chan_fd, act, policy, err,
		    errlen) < 0 ||
	    compile(&p->run, FILTER_RUN, false, exec_path, chan_fd, act, policy, err, errlen) < 0) {
		seccomp_program_free(p);
		return NULL;
	}
	return p;
}

bool
seccomp_program_notifies(const struct seccomp_program *p)
{
	return p && p->notify;
}

bool
seccomp_program_continues(const struct seccomp_program *p)
{
	return p && p->exit_notifies;
}

const struct sock_fprog *
seccomp_program_bpf(const struct seccomp_program *p)
{
	return &p->prog;
}

void
seccomp_program_launch(const struct seccomp_program *p, const struct sock_fprog **server,
		       const struct sock_fprog **run)
{
	*server = &p->server;
	*run = &p->run;
}

const char *
seccomp_syscall_name(int nr, char *buf, size_t len)
{
	char *name = seccomp_syscall_resolve_num_arch(SCMP_ARCH_NATIVE, nr);

	if (name)
		snprintf(buf, len, "%s", name);
	else
		snprintf(buf, len, "%d", nr);
	free(name);
	return buf;
}

void
seccomp_program_free(struct seccomp_program *p)
{
	if (!p)
		return;
	free(p->prog.filter);
	free(p->server.filter);
	free(p->run.filter);
	free(p);
}
