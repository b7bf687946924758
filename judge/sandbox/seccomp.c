/* The system-call filter of solutions, compiled once with libseccomp and installed raw. */
#include <errno.h>
#include <fcntl.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <linux/futex.h>
#include <sched.h>
#include <seccomp.h>
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
#include "sandbox.h"
#include "seccomp.h"

struct seccomp_program {
	struct sock_fprog prog;
	/* prog with exit_group let through, when prog reports it; else unused (see seccomp.h) */
	struct sock_fprog quiet;
	bool notify;
	bool exit_notifies;     /* exit_group is reported too (see seccomp.h) */
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
 * Calls no policy may open up: they make processes, exec, reach other
 * processes or the kernel's own machinery, or have rules of their own here
 * that an unconditional allow would undo.
 */
static const char *const never[] = {
	"bpf", "clone", "clone3", "execve", "execveat", "exit_group", "fcntl", "fork", "futex",
	"init_module", "ioctl", "kill", "mount", "perf_event_open", "pidfd_open",
	"pidfd_send_signal", "process_vm_readv", "process_vm_writev", "prlimit64", "ptrace",
	"seccomp", "sendmsg", "setns", "unshare", "vfork",
};

bool
seccomp_syscall_allowable(const char *name)
{
	for (size_t i = 0; i < sizeof never / sizeof never[0]; i++)
		if (!strcmp(name, never[i]))
			return false;
	return seccomp_syscall_resolve_name(name) != __NR_SCMP_ERROR;
}

/* What policy adds: its calls, its calls answered with an error, its ioctls. */
static int
add_policy(scmp_filter_ctx ctx, const struct sandbox_policy *policy)
{
	for (int i = 0; i < policy->nsyscalls; i++)
		if (allow(ctx, policy->syscalls[i], 0, NULL) < 0)
			return -1;
	for (int i = 0; i < policy->nerrnos; i++) {
		int nr = seccomp_syscall_resolve_name(policy->errnos[i].name);

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

static int
add_rules(scmp_filter_ctx ctx, const char *exec_path, int chan_fd, bool exit_notifies,
	  const struct sandbox_policy *policy)
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

	for (size_t i = 0; i < sizeof allowed / sizeof allowed[0]; i++)
		if (allow(ctx, allowed[i], 0, NULL) < 0)
			return -1;
	/* Threads yes, processes no; clone3 hides its flags, so glibc falls back to clone. */
	if (allow(ctx, "clone", 1, thread) < 0 ||
	    seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0) < 0)
		return -1;
	/*
	 * Any process's limits may be read (new == NULL); its own changed, by pid
	 * 0 or its own pid (see CONFINE_SELF_PID): lowered, or a soft one raised
	 * up to the hard one, since the program has no capability to go further.
	 */
	if (allow(ctx, "prlimit64", 1, getonly) < 0 || allow(ctx, "prlimit64", 1, self) < 0 ||
	    allow(ctx, "prlimit64", 1, own_pid) < 0)
		return -1;
	if (allow(ctx, "ioctl", 1, tty) < 0)
		return -1;
	if (allow_fcntl(ctx) < 0 || allow_futex(ctx) < 0 || (policy && add_policy(ctx, policy) < 0))
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

/* Compiles into out a filter whose default action is act, reporting exit_group or not. */
static int
compile(struct sock_fprog *out, bool exit_notifies, const char *exec_path, int chan_fd,
	uint32_t act, const struct sandbox_policy *policy, char *err, size_t errlen)
{
	scmp_filter_ctx ctx = seccomp_init(act);
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
	if (seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS) < 0 ||
	    add_rules(ctx, exec_path, chan_fd, exit_notifies, policy) < 0) {
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
	if (compile(&p->prog, p->exit_notifies, exec_path, chan_fd, act, policy, err, errlen) < 0 ||
	    (p->exit_notifies &&
	     compile(&p->quiet, false, exec_path, chan_fd, act, policy, err, errlen) < 0)) {
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

const struct sock_fprog *
seccomp_program_bpf(const struct seccomp_program *p, bool watch_exit)
{
	return watch_exit || !p->exit_notifies ? &p->prog : &p->quiet;
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
	free(p->quiet.filter);
	free(p);
}
