/*
 * A run's child between clone and execve.  A program that cannot make
 * processes is the judge's direct child, spawned like posix_spawn
 * (CLONE_VM|CLONE_VFORK on a stack of its own); anything else gets a keeper,
 * pid 1 of a fresh pid namespace (or a subreaper), that spawns the program,
 * reaps everything and reports the program's status and total rusage.  Both
 * join the namespaces and cgroups, take the plan (confine.c) and exec.  Also
 * the channels between the judge and the child.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sandbox_impl.h"

/* Descriptors the program may hold at once. */
#define SANDBOX_NOFILE 64
/* The stack of a direct child, which runs in the judge's memory until it execs. */
#define SANDBOX_STACK (256 << 10)
/*
 * AddressSanitizer cannot follow a child onto a stack of its own in shared
 * memory (false reports kill it): sanitized builds copy memory (plain fork).
 */
#if defined(__SANITIZE_ADDRESS__)
#define SANDBOX_SHARE_MEMORY 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SANDBOX_SHARE_MEMORY 0
#endif
#endif
#ifndef SANDBOX_SHARE_MEMORY
#define SANDBOX_SHARE_MEMORY 1
#endif

static int64_t
timeval_us(const struct timeval *tv)
{
	return (int64_t)tv->tv_sec * 1000000 + tv->tv_usec;
}

pid_t
child_fork(unsigned long flags)
{
	return (pid_t)syscall(SYS_clone, flags | SIGCHLD, NULL, NULL, NULL, NULL);
}

char *
child_stack_new(void)
{
	char *stack = SANDBOX_SHARE_MEMORY ? mmap(NULL, SANDBOX_STACK, PROT_READ | PROT_WRITE,
						  MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0)
					   : MAP_FAILED;

	return stack == MAP_FAILED ? NULL : stack;
}

void
child_stack_free(char *stack)
{
	if (stack)
		munmap(stack, SANDBOX_STACK);
}

void
child_usage(struct child_msg *m, const struct rusage *ru)
{
	m->user_us = timeval_us(&ru->ru_utime);
	m->sys_us = timeval_us(&ru->ru_stime);
	m->maxrss_kib = ru->ru_maxrss;
}

char *const child_envp[] = { "PATH=/usr/bin:/bin", "LANG=C", NULL };

void
child_env(const struct sandbox *sb, const struct run_spec *spec, char *envp[CHILD_ENV_MAX],
	  char *tmpdir, char *home)
{
	int n = 0;

	envp[n++] = child_envp[0];
	if (spec->profile == SANDBOX_COMPILER) {
		/*
		 * Compilers write their temporary files (and caches: go, kotlinc)
		 * in their working directory, and their messages in UTF-8 whoever
		 * runs them (their logs are cached).
		 */
		envp[n++] = "LANG=C.UTF-8";
		snprintf(tmpdir, sizeof "TMPDIR=" + PATH_MAX, "TMPDIR=%s", sb->scratch.workdir);
		snprintf(home, sizeof "HOME=" + PATH_MAX, "HOME=%s", sb->scratch.workdir);
		envp[n++] = tmpdir;
		envp[n++] = home;
	} else {
		envp[n++] = child_envp[1];
	}
	for (int i = 0; spec->env && spec->env[i] && i < RUN_ENV_MAX; i++)
		envp[n++] = spec->env[i];
	envp[n] = NULL;
}

/* Closes descriptors lo..hi (hi may be ~0U); async-signal-safe. */
static void
close_between(unsigned lo, unsigned hi)
{
	if (lo > hi)
		return;
	if (syscall(SYS_close_range, lo, hi, 0) == 0)
		return;
	/* Before Linux 5.9: one by one, up to what can be open. */
	struct rlimit rl;
	unsigned max = getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < 65536
			       ? (unsigned)rl.rlim_cur : 65536;

	for (unsigned fd = lo; fd <= hi && fd < max; fd++)
		close((int)fd);
}

/*
 * Closes every descriptor but 0-2, the nfiles from 3 up, CONFINE_CHAN_FD,
 * a and b (both above it).
 */
static void
close_except(int nfiles, int a, int b)
{
	unsigned lo = (unsigned)(a < b ? a : b), hi = (unsigned)(a < b ? b : a);

	close_between(3 + (unsigned)nfiles, CONFINE_CHAN_FD - 1);
	close_between(CONFINE_CHAN_FD + 1, lo - 1);
	if (hi > lo)
		close_between(lo + 1, hi - 1);
	close_between(hi + 1, ~0U);
}

/*
 * Closes every descriptor but the n in keep (-1 for none; n at most
 * KEEP_MAX); async-signal-safe.
 */
#define KEEP_MAX (6 + CGROUP_CTL_COUNT + RUN_FILES_MAX)
static void
close_all_but(const int *keep, int n)
{
	int k[KEEP_MAX], m = 0;

	for (int i = 0; i < n; i++) {
		int j = m;
		if (keep[i] < 0)
			continue;
		while (j > 0 && k[j - 1] > keep[i]) {
			k[j] = k[j - 1];
			j--;
		}
		k[j] = keep[i];
		m++;
	}
	unsigned lo = 0;
	for (int i = 0; i < m; i++) {
		if ((unsigned)k[i] > lo)
			close_between(lo, (unsigned)k[i] - 1);
		lo = (unsigned)k[i] + 1;
	}
	close_between(lo, ~0U);
}

void
child_plan(const struct sandbox *sb, const struct run_spec *spec, int group,
	   struct confine_plan *p)
{
	const struct limits *l = &spec->limits;
	/*
	 * A backstop only: the judge measures the whole tree and kills precisely.
	 * Half as much again over the limit, since the kernel checks RLIMIT_CPU
	 * against tick-sampled time, which runs ahead of the precise time under
	 * contention: a SIGXCPU must never come before the judge's own kill, at a
	 * time the judge measures as within the limit.
	 */
	rlim_t cpu_s = (rlim_t)(l->time_ms * 3 / 2 + 999) / 1000 + 1;
	/* Without a memory cgroup the address space is all that can be limited. */
	bool as = !sb->cg[0].have[CGROUP_MEMORY];
	rlim_t tasks = (rlim_t)run_tasks(spec);
	rlim_t stack = (rlim_t)run_stack(sb, spec);
	rlim_t space = (rlim_t)l->memory_bytes + (tasks > 1 ? tasks * stack : 0) +
		       (rlim_t)(spec->policy ? spec->policy->address_space : 0);

	memset(p, 0, sizeof *p);
	p->netns = p->mntns = -1;
	snprintf(p->workdir, sizeof p->workdir, "%s", sb->scratch.workdir);
	confine_plan_limit(p, RLIMIT_CPU, cpu_s, cpu_s + 1);
	confine_plan_limit(p, RLIMIT_STACK, stack, stack);
	/*
	 * Not the output limit, which the judge counts on standard output
	 * alone: a file it writes is memory (the working tmpfs is charged to
	 * its memory cgroup), so no file may outgrow the memory limit, which
	 * also bounds one where nothing charges it (no cgroup, no tmpfs).
	 * Unless it writes output to files (spec->nwritten): then the output
	 * limit bounds those as it bounds standard output.
	 */
	rlim_t fsize = (rlim_t)l->memory_bytes;

	/* One byte over the output limit: enough to tell that it was reached. */
	if (spec->nwritten > 0 && (rlim_t)l->output_bytes + 1 < fsize)
		fsize = (rlim_t)l->output_bytes + 1;
	confine_plan_limit(p, RLIMIT_FSIZE, fsize, fsize);
	confine_plan_limit(p, RLIMIT_CORE, 0, 0);
	confine_plan_limit(p, RLIMIT_MEMLOCK, 0, 0);
	confine_plan_limit(p, RLIMIT_MSGQUEUE, 0, 0);
	confine_plan_limit(p, RLIMIT_NOFILE, SANDBOX_NOFILE, SANDBOX_NOFILE);
	if (as)
		confine_plan_limit(p, RLIMIT_AS, space, space);
	/* Counts every task of the uid: meaningful only when the uid is ours alone. */
	if (sb->root && sb->scratch.own_uid)
		confine_plan_limit(p, RLIMIT_NPROC, tasks, tasks);
	p->drop = sb->root;
	p->uid = sb->scratch.uid[group];
	p->gid = sb->scratch.gid;
	p->notify = spec->profile == SANDBOX_SOLUTION && seccomp_program_notifies(sb->filter);
	p->exec_path = (uintptr_t)sb->views.exec_path;
}

/* The filter spec's program runs under, or NULL. */
static const struct sock_fprog *
run_filter(const struct sandbox *sb, const struct run_spec *spec)
{
	const struct seccomp_program *prog = spec->profile == SANDBOX_SOLUTION
						     ? sandbox_filter_find(sb, spec->policy)
						     : NULL;

	return prog ? seccomp_program_bpf(prog) : NULL;
}

/* The program, after the keeper's fork: only async-signal-safe calls from here to execve. */
static _Noreturn void
program_main(const struct sandbox *sb, const struct run_spec *spec, const struct confine_plan *plan,
	     const struct run_fds *f, char *const envp[])
{
	int msg = f->msg_w, exe, stage;
	sigset_t none;
	pid_t parent = getppid();

	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	for (int sig = 1; sig < NSIG; sig++)
		signal(sig, SIG_DFL);
	/* First, so that every page it touches is charged to the run. */
	struct child_msg ex = { .kind = CHILD_EXEC, .cpu_before_join = confine_cpu_us() };

	if (sb->cg[sb->run_cg].version && cgroup_attach_self(&sb->cg[sb->run_cg]) < 0)
		child_fail(msg, STAGE_CGROUP);
	/*
	 * Move everything this child needs above the program's range first (so
	 * that no source is overwritten, whatever its number), then set 0-2 and
	 * close the rest: nothing leaks, and the listener gets a low number
	 * however many descriptors the judge holds.
	 */
	int in = fcntl(spec->stdin_fd, F_DUPFD_CLOEXEC, CONFINE_CHAN_FD + 1);
	int out = fcntl(f->out_w >= 0 ? f->out_w : spec->stdout_fd, F_DUPFD_CLOEXEC,
			CONFINE_CHAN_FD + 1);
	int err = fcntl(f->err_w, F_DUPFD_CLOEXEC, CONFINE_CHAN_FD + 1);
	int chan = plan->notify ? fcntl(f->chan_w, F_DUPFD_CLOEXEC, CONFINE_CHAN_FD + 1) : -1;
	int files[RUN_FILES_MAX];

	for (int i = 0; i < spec->nfiles; i++)
		if ((files[i] = fcntl(spec->files[i], F_DUPFD_CLOEXEC, CONFINE_CHAN_FD + 1)) < 0)
			child_fail(f->msg_w, STAGE_DUP2);
	exe = fcntl(f->exe, F_DUPFD_CLOEXEC, CONFINE_CHAN_FD + 1);
	msg = fcntl(f->msg_w, F_DUPFD_CLOEXEC, CONFINE_CHAN_FD + 1);
	if (in < 0 || out < 0 || err < 0 || exe < 0 || msg < 0 || (plan->notify && chan < 0))
		child_fail(f->msg_w, STAGE_DUP2);
	if (dup2(in, 0) < 0 || dup2(out, 1) < 0 ||
	    dup2(spec->profile == SANDBOX_COMPILER ? out : err, 2) < 0)
		child_fail(msg, STAGE_DUP2);
	for (int i = 0; i < spec->nfiles; i++)
		if (dup2(files[i], 3 + i) < 0)
			child_fail(msg, STAGE_DUP2);
	/* The filter lets sendmsg through on this one number only. */
	if (plan->notify ? dup3(chan, CONFINE_CHAN_FD, O_CLOEXEC) < 0
			 : close(CONFINE_CHAN_FD) < 0 && errno != EBADF)
		child_fail(msg, STAGE_DUP2);
	close_except(spec->nfiles, exe, msg);
	stage = confine(plan, run_filter(sb, spec), parent);
	if (stage)
		child_fail(msg, stage);
	/*
	 * A compiler may be a script (kotlinc): the kernel gives its interpreter
	 * /dev/fd/N to open, which must outlive the exec.
	 */
	if (spec->profile == SANDBOX_COMPILER && fcntl(exe, F_SETFD, 0) < 0)
		child_fail(msg, STAGE_EXEC);
	/* The program's time starts here: the setup above is the sandbox's, not its. */
	ex.cpu_at_exec = confine_cpu_us();
	ex.at = confine_now_us();
	if (syscall(SYS_write, msg, &ex, sizeof ex) != (long)sizeof ex)
		child_fail(msg, STAGE_EXEC);
	syscall(SYS_execveat, exe, sb->views.exec_path, spec->argv, envp, AT_EMPTY_PATH);
	child_fail(msg, STAGE_EXEC);
}

/*
 * Dies with the judge, and joins the network and mount namespaces kept by sb
 * for profile.  In a user namespace the pid namespace is the keeper's own, so
 * is the /proc it mounts, in a copy of the view (the programs have no
 * capability to see into the keeper there, which keeps the judge's files).
 */
static void
join_namespaces(const struct sandbox *sb, enum sandbox_profile profile, int msg_w)
{
	int mnt = view_mntns(&sb->views, profile);

	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if ((sb->views.netns >= 0 && setns(sb->views.netns, CLONE_NEWNET) < 0) ||
	    (mnt >= 0 && setns(mnt, CLONE_NEWNS) < 0))
		child_fail(msg_w, STAGE_NS);
	if (sb->views.userns >= 0 &&
	    (unshare(CLONE_NEWNS) < 0 ||
	     mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) < 0))
		child_fail(msg_w, STAGE_NS);
}

/* What a child spawned on a borrowed stack needs (see child_spawn). */
struct direct_args {
	const struct sandbox *sb;
	const struct run_spec *spec;
	const struct confine_plan *plan;
	const struct run_fds *f;
	char *const *envp;
};

/* The program spawned with CLONE_VM, on its own stack: never returns. */
static int
program_entry(void *p)
{
	const struct direct_args *a = p;

	program_main(a->sb, a->spec, a->plan, a->f, a->envp);
}

/* The direct child (a filtered solution): joins the namespaces first. */
static int
direct_main(void *p)
{
	const struct direct_args *a = p;

	join_namespaces(a->sb, a->spec->profile, a->f->msg_w);
	program_main(a->sb, a->spec, a->plan, a->f, a->envp);
}

/* Lists the pids in /proc/self/task/<tid>/children; returns how many fit in pids. */
static int
own_children(pid_t *pids, int max)
{
	static char buf[8192];
	char path[64], *p, *end;
	int n = 0;

	snprintf(path, sizeof path, "/proc/self/task/%d/children", (int)syscall(SYS_gettid));
	if (scratch_read_small(path, buf, sizeof buf) <= 0)
		return 0;
	for (p = buf; n < max; p = end) {
		long pid = strtol(p, &end, 10);

		if (end == p)
			break;
		pids[n++] = (pid_t)pid;
	}
	return n;
}

/* Kills every descendant and reaps it; in a pid namespace kill(-1) reaches just those. */
static void
kill_descendants(bool pidns)
{
	pid_t pids[256];
	int n;

	if (pidns) {
		kill(-1, SIGKILL);
	} else {
		/*
		 * A subreaper inherits orphans: kill the children it has, reap one,
		 * look again (a grandchild becomes a child when its parent dies).
		 * Never wait for all at once: a new child was not killed yet.
		 */
		while ((n = own_children(pids, 256)) > 0) {
			for (int i = 0; i < n; i++)
				kill(pids[i], SIGKILL);
			if (waitpid(-1, NULL, __WALL) < 0 && errno == ECHILD)
				break;
		}
	}
	while (waitpid(-1, NULL, __WALL) > 0 || errno == EINTR)
		;
}

/* The keeper: pid 1 of the run's namespace (or a subreaper), parent of the program. */
static _Noreturn void
keeper_main(const struct sandbox *sb, const struct run_spec *spec,
	    const struct confine_plan *plan, struct run_fds *f, char *const envp[])
{
	struct child_msg m = { .kind = CHILD_EXITED };
	int sfd, status = 0;
	sigset_t chld;
	pid_t pid;

	join_namespaces(sb, spec->profile, f->msg_w);
	if (spec->profile == SANDBOX_COMPILER && view_mntns(&sb->views, SANDBOX_COMPILER) >= 0 &&
	    view_enter_compiler(&sb->scratch, spec->include_dir) < 0)
		child_fail(f->msg_w, STAGE_NS);
	/*
	 * From here only what it and the program need: a pipe the judge holds
	 * for another run (the other side of an interaction) must see its end
	 * when the judge closes it, not when this keeper exits.
	 */
	int keep[KEEP_MAX] = {spec->stdin_fd, f->out_w >= 0 ? f->out_w : spec->stdout_fd,
			      f->err_w, f->msg_w, f->chan_w, f->exe};
	int nkeep = 6;

	for (int c = 0; c < CGROUP_CTL_COUNT; c++)
		keep[nkeep++] = sb->cg[sb->run_cg].procs_fd[c];
	for (int i = 0; i < spec->nfiles && i < RUN_FILES_MAX; i++)
		keep[nkeep++] = spec->files[i];
	close_all_but(keep, nkeep);
	if (!sb->views.pidns)
		prctl(PR_SET_CHILD_SUBREAPER, 1);
	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	sigaddset(&chld, SIGTERM);
	sigprocmask(SIG_BLOCK, &chld, NULL);
	sfd = signalfd(-1, &chld, SFD_CLOEXEC | SFD_NONBLOCK);
	if (sfd < 0)
		child_fail(f->msg_w, STAGE_SIGNALFD);
	if (sb->stack) {
		/* This copy of the judge's memory is the keeper's: lend it until execve. */
		struct direct_args a = { sb, spec, plan, f, envp };

		pid = clone(program_entry, sb->stack + SANDBOX_STACK,
			    CLONE_VM | CLONE_VFORK | SIGCHLD, &a);
	} else {
		pid = child_fork(0);
		if (pid == 0)
			program_main(sb, spec, plan, f, envp);
	}
	if (pid < 0)
		child_fail(f->msg_w, STAGE_FORK);
	close(f->err_w);
	if (f->out_w >= 0)
		close(f->out_w);

	/* A backstop if the judge is gone: never outlive its wall limit by much. */
	int64_t give_up = confine_now_us() + spec->limits.wall_ms * 1000 + 2000000;

	for (;;) {
		struct pollfd pfd = { sfd, POLLIN, 0 };
		struct signalfd_siginfo si;
		int64_t left = give_up - confine_now_us();
		pid_t r;

		if (left <= 0)
			break;
		if (poll(&pfd, 1, (int)(left / 1000) + 1) < 0 && errno != EINTR)
			break;
		bool stop = false;
		int st;

		while (read(sfd, &si, sizeof si) == sizeof si)
			if (si.ssi_signo == SIGTERM)
				stop = true;
		while ((r = waitpid(-1, &st, WNOHANG | __WALL)) > 0) {
			if (r == pid) {
				status = st;
				m.at = confine_now_us();
				stop = true;
			}
		}
		if (stop)
			break;
	}
	kill_descendants(sb->views.pidns);
	m.status = status;
	struct rusage ru;

	getrusage(RUSAGE_CHILDREN, &ru);
	child_usage(&m, &ru);
	child_send(f->msg_w, &m);
	_exit(0);
}

/*
 * Not root: this child, outside the user namespace, joins it (where it holds
 * the capabilities to make a pid namespace) and forks the keeper into a pid
 * namespace of its own, pid 1 there, for which it waits: a program with the
 * judge's uid can neither see nor signal the judge, nor this child, nor its
 * keeper (pid 1 takes no signal it does not handle).  SIGTERM (the judge's
 * stop) kills the keeper, and so the namespace, and it exits once all of it
 * is gone.  Returns in the keeper.
 */
static void
keeper_in_userns(const struct sandbox *sb, int msg_w)
{
	struct signalfd_siginfo si;
	int status = 0, sfd;
	sigset_t set;
	pid_t pid;

	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (setns(sb->views.userns, CLONE_NEWUSER) < 0 || unshare(CLONE_NEWPID) < 0)
		child_fail(msg_w, STAGE_NS);
	sigemptyset(&set);
	sigaddset(&set, SIGCHLD);
	sigaddset(&set, SIGTERM);
	sigprocmask(SIG_BLOCK, &set, NULL);
	pid = child_fork(0);
	if (pid < 0)
		child_fail(msg_w, STAGE_FORK);
	if (pid == 0)
		return;
	close_between(0, ~0U);
	sfd = signalfd(-1, &set, SFD_CLOEXEC);
	while (waitpid(pid, &status, WNOHANG) == 0) {
		if (sfd < 0 || read(sfd, &si, sizeof si) != sizeof si || si.ssi_signo == SIGTERM)
			kill(pid, SIGKILL);
	}
	_exit(WIFEXITED(status) ? WEXITSTATUS(status) : 127);
}

pid_t
child_spawn(const struct sandbox *sb, const struct run_spec *spec, const struct confine_plan *plan,
	    struct run_fds *f, bool direct)
{
	char tmpdir[sizeof "TMPDIR=" + PATH_MAX], home[sizeof "HOME=" + PATH_MAX];
	char *envp[CHILD_ENV_MAX];
	pid_t pid;

	child_env(sb, spec, envp, tmpdir, home);
	if (direct && sb->stack) {
		/*
		 * Like posix_spawn: the child borrows the judge's memory on a
		 * stack of its own until it execs (the judge waits), so no page
		 * table is copied and no page faulted in, however large the judge.
		 */
		struct direct_args a = { sb, spec, plan, f, envp };

		return clone(direct_main, sb->stack + SANDBOX_STACK,
			     CLONE_VM | CLONE_VFORK | SIGCHLD, &a);
	}
	pid = child_fork(!direct && sb->views.pidns && sb->views.userns < 0 ? CLONE_NEWPID : 0);
	if (pid == 0 && sb->views.userns >= 0)
		keeper_in_userns(sb, f->msg_w);
	if (pid == 0 && direct) {
		join_namespaces(sb, spec->profile, f->msg_w);
		program_main(sb, spec, plan, f, envp);
	}
	if (pid == 0)
		keeper_main(sb, spec, plan, f, envp);
	return pid;
}

bool
child_runs_direct(const struct sandbox *sb, const struct run_spec *spec)
{
	/*
	 * A compiler's view is made by its keeper; with the judge's uid, every
	 * run needs the pid namespace only a keeper gets.
	 */
	if (spec->profile == SANDBOX_COMPILER || sb->views.userns >= 0)
		return false;
	return (spec->profile == SANDBOX_SOLUTION && sb->filter) ||
	       (run_tasks(spec) == 1 &&
		(sb->cg[0].have[CGROUP_PIDS] || sb->scratch.own_uid));
}

void
child_close_ends(struct judge_ends *e)
{
	int *fds[] = { &e->msg_r, &e->err_r, &e->out_r, &e->chan };

	for (size_t i = 0; i < sizeof fds / sizeof fds[0]; i++)
		close_fd(fds[i]);
}

void
child_close_channels(struct run_fds *f, struct judge_ends *e)
{
	int *fds[] = { &f->exe, &f->out_w, &f->err_w, &f->msg_w, &f->chan_w };

	for (size_t i = 0; i < sizeof fds / sizeof fds[0]; i++)
		close_fd(fds[i]);
	child_close_ends(e);
}

int
child_open_channels(bool pump, struct run_fds *f, struct judge_ends *e)
{
	int p[2];

	if (pipe2(p, O_CLOEXEC) < 0)
		return -1;
	e->msg_r = p[0];
	f->msg_w = p[1];
	if (pipe2(p, O_CLOEXEC) < 0)
		return -1;
	e->err_r = p[0];
	f->err_w = p[1];
	if (pump) {
		if (pipe2(p, O_CLOEXEC) < 0)
			return -1;
		e->out_r = p[0];
		f->out_w = p[1];
		fcntl(e->out_r, F_SETFL, O_NONBLOCK);
		fcntl(f->out_w, F_SETPIPE_SZ, 1 << 20);
	}
	if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, p) < 0)
		return -1;
	e->chan = p[0];
	f->chan_w = p[1];
	fcntl(e->msg_r, F_SETFL, O_NONBLOCK);
	fcntl(e->err_r, F_SETFL, O_NONBLOCK);
	return 0;
}

void
child_kill(pid_t pid)
{
	kill(pid, SIGKILL);
	while (waitpid(pid, NULL, __WALL) < 0 && errno == EINTR)
		;
}
