/*
 * The sandbox: runs one untrusted program under limits and measures it.
 *
 * Per sandbox (sandbox_new): a scratch directory, a uid of its own, cgroups,
 * a network namespace, two mount namespaces (checkers see everything
 * read-only; solutions get a minimal pivoted root), a tmpfs working directory
 * in both, and the compiled seccomp program, all kept as descriptors.
 *
 * Per run (sandbox_run), two paths.  A program that cannot make processes (a
 * solution under seccomp, or any run held to one task) is the judge's direct
 * child, spawned like posix_spawn (CLONE_VM|CLONE_VFORK on a stack of its
 * own): it joins the namespaces and cgroups, drops privileges, installs the
 * filter (passing its listener back in flight) and execs; the judge waits on
 * a pidfd with a timeout, polling CPU time from the cgroup, and takes
 * forbidden calls from the listener.  Anything else (checkers) gets a keeper
 * cloned into a fresh pid namespace: it spawns the program, reaps everything,
 * reports the program's status and total rusage, and exits, which kills and
 * reaps whatever is left in the namespace.  Either way the cgroup must be
 * empty before sandbox_run returns.
 *
 * Solutions' runs can also be set up ahead (sandbox_prepare): a judge-launch
 * server per sandbox forks a process that is the judge's direct child, in
 * the other of two groups of cgroups, confined and waiting; its run starts
 * it with a byte, possibly as soon as the run before it has ended
 * (run_spec.start_next).  What the children do before execve is confine.c.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <pwd.h>
#include <limits.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "launch.h"
#include "sandbox_impl.h"

static void
warn_add(struct sandbox *sb, const char *line)
{
	size_t len = strlen(sb->warnings);

	snprintf(sb->warnings + len, sizeof sb->warnings - len, "%s\n", line);
}


/*
 * Finds judge-launch, which sets up runs ahead of their turn (see
 * sandbox_prepare): $JUDGE_SANDBOX_LAUNCHER (a path, or "none" for no
 * launcher), else next to the running program, else where it is installed.
 */
static void
find_launcher(struct sandbox *sb)
{
	const char *env = getenv("JUDGE_SANDBOX_LAUNCHER");
	char self[PATH_MAX], *slash;
	ssize_t n;

	sb->launcher[0] = '\0';
	if (env && !strcmp(env, "none")) {
		snprintf(sb->no_launcher, sizeof sb->no_launcher, "JUDGE_SANDBOX_LAUNCHER=none");
		return;
	}
	if (!view_exec_page(&sb->views)) {
		snprintf(sb->no_launcher, sizeof sb->no_launcher,
			 "the kernel cannot map its exec path (MAP_FIXED_NOREPLACE)");
		return;
	}
	if (sb->cg[0].version && !sb->cg[1].version) {
		snprintf(sb->no_launcher, sizeof sb->no_launcher,
			 "no second cgroup to set a run up in");
		return;
	}
	if (env && *env) {
		snprintf(sb->launcher, sizeof sb->launcher, "%s", env);
	} else if ((n = readlink("/proc/self/exe", self, sizeof self - 1)) > 0) {
		self[n] = '\0';
		slash = strrchr(self, '/');
		if (slash)
			slash[1] = '\0';
		if ((size_t)snprintf(sb->launcher, sizeof sb->launcher, "%s" LAUNCH_PROGRAM, self) >=
			    sizeof sb->launcher ||
		    access(sb->launcher, X_OK) < 0)
			snprintf(sb->launcher, sizeof sb->launcher, "%s/" LAUNCH_PROGRAM,
				 JUDGE_LIBEXECDIR);
	}
	if (access(sb->launcher, X_OK) < 0) {
		snprintf(sb->no_launcher, sizeof sb->no_launcher, "no %s (%s)", LAUNCH_PROGRAM,
			 strerror(errno));
		sb->launcher[0] = '\0';
	}
}

struct sandbox *
sandbox_new(char *err, size_t errlen)
{
	static unsigned seq;
	struct sandbox *sb = calloc(1, sizeof *sb);
	char name[64], cgwarn[512] = "", ferr[128];

	if (!sb) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	sb->launch.ctl = -1;
	sb->ahead.e = (struct judge_ends)JUDGE_ENDS_NONE;
	sb->root = geteuid() == 0;
	if (scratch_open(&sb->scratch, sb->root, err, errlen) < 0) {
		free(sb);
		return NULL;
	}
	sb->stack = child_stack_new();
	sb->ticks = sysconf(_SC_CLK_TCK);
	sb->parallel = sysconf(_SC_NPROCESSORS_ONLN);
	if (sb->parallel < 1)
		sb->parallel = 1;
	if (!sb->root)
		warn_add(sb, "not root: runs with the judge's uid and rights");
	else if (!sb->scratch.own_uid)
		warn_add(sb, "no free uid in " SANDBOX_LOCK_DIR ": runs as nobody");

	snprintf(name, sizeof name, "judge-%d-%u", (int)getpid(), __atomic_fetch_add(&seq, 1,
										  __ATOMIC_RELAXED));
	/* JUDGE_SANDBOX_CGROUP=v1|v2|none picks the hierarchy (tests of degraded modes). */
	const char *force = getenv("JUDGE_SANDBOX_CGROUP");
	int want = force && !strcmp(force, "v1") ? 1 : force && !strcmp(force, "v2") ? 2 : 0;

	if (force && !strcmp(force, "none")) {
		warn_add(sb, "JUDGE_SANDBOX_CGROUP=none: cgroups not used");
		want = -1;
	}
	if (cgroup_open(&sb->cg[0], name, want, cgwarn, sizeof cgwarn) < 0)
		sb->cg[0].version = 0;
	/* The second group, alike or none. */
	char other[80], otherwarn[512] = "";

	snprintf(other, sizeof other, "%s-b", name);
	if (cgroup_open(&sb->cg[1], other, sb->cg[0].version ? sb->cg[0].version : -1, otherwarn,
			sizeof otherwarn) < 0 ||
	    memcmp(sb->cg[1].have, sb->cg[0].have, sizeof sb->cg[0].have) != 0)
		sb->cg[1].version = 0;
	sb->cg_opened = true;
	if (!sb->cg[0].version)
		warn_add(sb, "no cgroup: memory by RLIMIT_AS (peak of the largest process), "
			     "CPU from rusage");
	else if (*cgwarn) {
		size_t len = strlen(sb->warnings);

		snprintf(sb->warnings + len, sizeof sb->warnings - len, "%s", cgwarn);
	}
	if (!sb->cg[0].have[CGROUP_PIDS] && !sb->scratch.own_uid)
		warn_add(sb, "processes and threads not limited (no pids cgroup, no uid of its own)");

	view_open(&sb->views, &sb->scratch, sb->root);
	if (sb->views.netns < 0)
		warn_add(sb, "no network namespace: checkers can reach the network");
	if (sb->views.mntns[SANDBOX_CHECKER] < 0)
		warn_add(sb, "no mount namespace: can write wherever its uid may, on disk");
	else if (sb->views.mntns[SANDBOX_SOLUTION] < 0)
		warn_add(sb, "solutions see the whole file system (read-only): no minimal root");
	else if (sb->views.ro_failed > 0)
		warn_add(sb, "some mounts could not be made read-only");
	if (!sb->views.pidns)
		warn_add(sb, "no pid namespace: checkers' leftovers found as the keeper's orphans");

	sb->filter = seccomp_program_new(sb->views.exec_path, true, CONFINE_CHAN_FD, ferr, sizeof ferr);
	find_launcher(sb);
	if (!sb->filter) {
		char line[160];

		snprintf(line, sizeof line, "%s: system calls not filtered", ferr);
		warn_add(sb, line);
	} else if (!seccomp_program_notifies(sb->filter)) {
		warn_add(sb, "seccomp cannot name a forbidden call (no user notification)");
	}
	return sb;
}

void
sandbox_describe(const struct sandbox *sb, struct sandbox_report *out)
{
	memset(out, 0, sizeof *out);
	out->cgroup = sb->cg[0].version == 1 ? "v1" : sb->cg[0].version == 2 ? "v2" : "none";
	out->memory = sb->cg[0].have[CGROUP_MEMORY] ? "cgroup" : "rlimit";
	out->seccomp = sb->filter != NULL;
	out->net_namespace = sb->views.netns >= 0;
	out->pid_namespace = sb->views.pidns;
	out->mount_namespace = sb->views.mntns[SANDBOX_CHECKER] >= 0;
	out->drops_privileges = sb->root;
	out->sets_up_ahead = sb->launcher[0] != '\0';
	snprintf(out->launcher, sizeof out->launcher, "%s",
		 sb->launcher[0] ? sb->launcher : sb->no_launcher);
	snprintf(out->warnings, sizeof out->warnings, "%s", sb->warnings);
}

static void stop_launcher(struct sandbox *sb);

void
sandbox_free(struct sandbox *sb)
{
	if (!sb)
		return;
	for (int g = 0; g < 2 && sb->cg_opened; g++) {
		if (sb->cg[g].version)
			cgroup_kill_all(&sb->cg[g]);
		cgroup_close(&sb->cg[g]);
	}
	sandbox_discard(sb);
	stop_launcher(sb);
	seccomp_program_free(sb->filter);
	view_close(&sb->views);
	scratch_close(&sb->scratch);
	child_stack_free(sb->stack);
	free(sb);
}

/* Stops sb's judge-launch server, if any (the next run set up ahead starts another). */
static void
stop_launcher(struct sandbox *sb)
{
	if (!sb->launch.pid)
		return;
	close_fd(&sb->launch.ctl);
	child_kill(sb->launch.pid);
	sb->launch.pid = 0;
}

/*
 * Starts sb's judge-launch server (see launch.h): its header and the
 * filter down a pipe, the namespaces of solutions and the cgroups' files as
 * descriptors.  Returns 0, or -1 with errno set.
 */
static int
start_launcher(struct sandbox *sb)
{
	const struct sock_fprog *bpf = sb->filter ? seccomp_program_bpf(sb->filter) : NULL;
	struct launch_header h = {
		.magic = LAUNCH_MAGIC, .header_size = sizeof h,
		.request_size = sizeof(struct launch_request), .msg_size = sizeof(struct child_msg),
		.filter_len = bpf ? bpf->len : 0, .exec_path = (uintptr_t)sb->views.exec_path,
	};
	size_t filter_bytes = h.filter_len * sizeof(struct sock_filter);
	struct iovec iov[2] = { { &h, sizeof h }, { bpf ? bpf->filter : NULL, filter_bytes } };
	int plan[2] = { -1, -1 }, ctl[2] = { -1, -1 }, moved[LAUNCH_FDS], src[LAUNCH_FDS];
	char *argv[] = { LAUNCH_PROGRAM, NULL };
	posix_spawn_file_actions_t fa;
	int err = 0;
	pid_t pid;

	/* Where each descriptor goes in judge-launch (see enum launch_fd); -1: none. */
	for (int i = 0; i < LAUNCH_FDS; i++)
		src[i] = moved[i] = -1;
	src[LAUNCH_NETNS] = sb->views.netns;
	src[LAUNCH_MNTNS] = view_mntns(&sb->views, SANDBOX_SOLUTION);
	h.netns = src[LAUNCH_NETNS] >= 0 ? LAUNCH_NETNS : -1;
	h.mntns = src[LAUNCH_MNTNS] >= 0 ? LAUNCH_MNTNS : -1;
	_Static_assert(2 * CGROUP_CTL_COUNT <= LAUNCH_FDS - LAUNCH_CGROUP, "room for the cgroups");
	for (int c = 0; c < CGROUP_CTL_COUNT; c++)
		if (sb->cg[0].version && sb->cg[0].procs_fd[c] >= 0)
			h.ncgroups++;
	/* Each group's files in turn: the same controllers in the same order. */
	for (int g = 0, at = LAUNCH_CGROUP; g < 2; g++)
		for (int c = 0; c < CGROUP_CTL_COUNT; c++)
			if (sb->cg[0].version && sb->cg[0].procs_fd[c] >= 0)
				src[at++] = sb->cg[g].procs_fd[c];
	/* A pipe holds the whole plan (64 KiB against at most 32 KiB of filter). */
	if (pipe2(plan, O_CLOEXEC) < 0 ||
	    socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, ctl) < 0 ||
	    writev(plan[1], iov, 2) != (ssize_t)(sizeof h + filter_bytes)) {
		err = errno ? errno : EIO;
		goto out;
	}
	src[LAUNCH_PLAN] = plan[0];
	src[LAUNCH_CTL] = ctl[1];
	/* Each dup2 in turn must not overwrite a later source: sources go above the targets. */
	posix_spawn_file_actions_init(&fa);
	for (int i = 0; i < 3; i++)
		posix_spawn_file_actions_addopen(&fa, i, "/dev/null", i ? O_WRONLY : O_RDONLY, 0);
	for (int i = 3; i < LAUNCH_FDS; i++) {
		if (src[i] >= 0 && src[i] < LAUNCH_FDS) {
			moved[i] = fcntl(src[i], F_DUPFD_CLOEXEC, LAUNCH_FDS);
			if (moved[i] < 0)
				err = errno;
			src[i] = moved[i];
		}
		if (src[i] >= 0)
			posix_spawn_file_actions_adddup2(&fa, src[i], i);
		else
			posix_spawn_file_actions_addclose(&fa, i);
	}
	posix_spawn_file_actions_addclosefrom_np(&fa, LAUNCH_FDS);
	if (!err)
		err = posix_spawn(&pid, sb->launcher, &fa, NULL, argv, child_envp);
	posix_spawn_file_actions_destroy(&fa);
	if (!err) {
		sb->launch.pid = pid;
		sb->launch.ctl = ctl[0];
		ctl[0] = -1;
	}
out:
	for (int i = 0; i < LAUNCH_FDS; i++)
		close_fd(&moved[i]);
	for (int i = 0; i < 2; i++) {
		close_fd(&plan[i]);
		close_fd(&ctl[i]);
	}
	errno = err;
	return err ? -1 : 0;
}

/* Asks sb's server for spec's run in cgroup group, with the child's ends of f; returns 0 or -1. */
static int
request_run(struct sandbox *sb, const struct run_spec *spec, int group, const struct run_fds *f)
{
	struct launch_request req;
	int fds[REQ_FDS] = { spec->stdin_fd, f->out_w >= 0 ? f->out_w : spec->stdout_fd,
			     f->err_w, f->exe, f->msg_w, f->chan_w };
	size_t used = 0;

	memset(&req, 0, sizeof req);
	child_plan(sb, spec, &req.plan);
	req.group = group;
	for (req.argc = 0; spec->argv[req.argc]; req.argc++) {
		size_t len = strlen(spec->argv[req.argc]) + 1;

		if (req.argc == LAUNCH_MAX_ARGS || used + len > sizeof req.args) {
			errno = E2BIG;
			return -1;
		}
		memcpy(req.args + used, spec->argv[req.argc], len);
		used += len;
	}
	return confine_send_fds(sb->launch.ctl, &req, sizeof req, fds, REQ_FDS) ==
			       (ssize_t)sizeof req
		       ? 0
		       : -1;
}

int
sandbox_prepare(struct sandbox *sb, const struct run_spec *spec)
{
	struct run_fds f = RUN_FDS_NONE;
	struct judge_ends e = JUDGE_ENDS_NONE;
	/* The group the run going on (or the last one) does not use. */
	int group = !sb->run_cg;
	struct stat sst;
	int rc = -1;

	sandbox_discard(sb);
	if (!sb->launcher[0] || !spec->ticket || spec->profile != SANDBOX_SOLUTION ||
	    !child_runs_direct(sb, spec) || fstat(spec->stdout_fd, &sst) < 0)
		return -1;
	if (!sb->launch.pid && start_launcher(sb) < 0)
		return -1;
	/* Readied before the run joins it: its set-up is not counted (see supervise.c's setup_cpu_us). */
	if (sb->cg[group].version &&
	    cgroup_prepare(&sb->cg[group], spec->limits.memory_bytes, spec->limits.processes, NULL,
			   0) < 0)
		return -1;
	f.exe = open(spec->path, O_PATH | O_CLOEXEC);
	if (f.exe >= 0 && child_open_channels(S_ISREG(sst.st_mode), &f, &e) == 0) {
		rc = request_run(sb, spec, group, &f);
		/* The server is gone (killed from outside): another starts next time. */
		if (rc < 0 && errno == EPIPE)
			stop_launcher(sb);
	}
	if (rc == 0) {
		sb->ahead.active = true;
		sb->ahead.pid = 0;
		sb->ahead.started = false;
		sb->ahead.ticket = spec->ticket;
		sb->ahead.limits = spec->limits;
		sb->ahead.pump = S_ISREG(sst.st_mode);
		sb->ahead.group = group;
		sb->ahead.e = e;
		e = (struct judge_ends)JUDGE_ENDS_NONE;
	}
	child_close_channels(&f, &e);
	return rc;
}

/*
 * The pid of the run set up ahead, reading the server's answer the first
 * time (at once, unless the server is stuck or gone: then it is stopped);
 * 0 when there is none or it could not be made.
 */
static pid_t
ahead_pid(struct sandbox *sb)
{
	struct pollfd p = { sb->launch.ctl, POLLIN, 0 };
	int32_t answer = 0;

	if (!sb->ahead.active)
		return 0;
	if (!sb->ahead.pid) {
		if (poll(&p, 1, 5000) != 1 ||
		    read(sb->launch.ctl, &answer, sizeof answer) != sizeof answer)
			stop_launcher(sb);
		sb->ahead.pid = answer > 0 ? answer : -1;
	}
	return sb->ahead.pid > 0 ? sb->ahead.pid : 0;
}

void
sandbox_discard(struct sandbox *sb)
{
	pid_t pid = ahead_pid(sb);

	if (pid > 0)
		child_kill(pid);
	/* One that started may have left files. */
	if (sb->ahead.started)
		sb->scratch.dirty = true;
	sb->ahead.active = sb->ahead.started = false;
	child_close_ends(&sb->ahead.e);
}

/* Starts the run set up ahead; returns 0, or -1 when it is gone (it is then discarded). */
static int
start_ahead(struct sandbox *sb)
{
	if (ahead_pid(sb) <= 0 || send(sb->ahead.e.chan, "g", 1, MSG_NOSIGNAL) != 1) {
		sandbox_discard(sb);
		return -1;
	}
	sb->ahead.started = true;
	sb->ahead.started_at = confine_now_us();
	sb->scratch.dirty = true;
	return 0;
}

/* What sandbox_run found set up for its run. */
enum ahead_state { AHEAD_NONE, AHEAD_READY, AHEAD_STARTED };

/*
 * Takes the run set up ahead for spec into *pid and *e (and when it started
 * into *start), when there is one and it was set up as spec asks; one for
 * spec set up otherwise is discarded, and so is one started for another run
 * (the caller's next was not this run).  Its group becomes the run's.
 */
static enum ahead_state
take_ahead(struct sandbox *sb, const struct run_spec *spec, bool pump, pid_t *pid,
	   struct judge_ends *e, int64_t *start)
{
	bool mine = sb->ahead.active && spec->ticket && spec->ticket == sb->ahead.ticket;

	if (!sb->ahead.active || (!mine && !sb->ahead.started))
		return AHEAD_NONE;
	if (!mine || memcmp(&sb->ahead.limits, &spec->limits, sizeof spec->limits) ||
	    sb->ahead.pump != pump || !child_runs_direct(sb, spec) || ahead_pid(sb) <= 0) {
		sandbox_discard(sb);
		return AHEAD_NONE;
	}
	*pid = sb->ahead.pid;
	*e = sb->ahead.e;
	*start = sb->ahead.started_at;
	sb->run_cg = sb->ahead.group;
	sb->ahead.e = (struct judge_ends)JUDGE_ENDS_NONE;
	sb->ahead.active = false;
	if (!sb->ahead.started)
		return AHEAD_READY;
	sb->ahead.started = false;
	return AHEAD_STARTED;
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
	if (err && n >= 0 && (size_t)n < sizeof res->detail)
		snprintf(res->detail + n, sizeof res->detail - (size_t)n, ": %s", strerror(err));
	return -1;
}

/*
 * Opens what a run made now needs: the program, the channels (standard
 * output through a pipe when pump: see struct out_pump), and its plan.
 * Returns 0, or -1 with res failed.
 */
static int
open_run(const struct sandbox *sb, const struct run_spec *spec, bool pump, struct run_fds *f,
	 struct judge_ends *e, struct confine_plan *plan, struct run_result *res)
{
	f->exe = open(spec->path, O_PATH | O_CLOEXEC);
	if (f->exe < 0)
		return fail_run(res, errno, "cannot open '%s'", spec->path);
	if (child_open_channels(pump, f, e) < 0)
		return fail_run(res, errno, "cannot make the run's pipes");
	child_plan(sb, spec, plan);
	return 0;
}

int
sandbox_run(struct sandbox *sb, const struct run_spec *spec, struct run_result *res)
{
	struct run_fds f = RUN_FDS_NONE;
	struct judge_ends e = JUDGE_ENDS_NONE;
	struct out_pump o = { -1, spec->stdout_fd, 0, spec->limits.output_bytes, 0, false, spec };
	struct child c = { -1, false, -1, -1 };
	struct confine_plan plan;
	int kstatus, rc = -1;
	struct run_state st;
	struct stat sst;
	int64_t start = 0;
	enum ahead_state ahead;
	struct cgroup *cg;

	memset(res, 0, sizeof *res);
	memset(&st, 0, sizeof st);
	if (fstat(spec->stdout_fd, &sst) < 0)
		return fail_run(res, errno, "cannot stat standard output");
	c.direct = child_runs_direct(sb, spec);
	ahead = take_ahead(sb, spec, S_ISREG(sst.st_mode), &c.pid, &e, &start);
	/* A run made now keeps out of the group a run set up ahead has joined. */
	if (ahead == AHEAD_NONE && sb->ahead.active)
		sb->run_cg = !sb->ahead.group;
	cg = &sb->cg[sb->run_cg];
	/* Emptied after every run; again only if the last one could not be. */
	if (ahead != AHEAD_STARTED) {
		if (sb->scratch.dirty && scratch_reset(&sb->scratch) < 0) {
			fail_run(res, errno, "cannot empty '%s'", sb->scratch.workdir);
			goto out;
		}
		sb->scratch.dirty = true;
	}
	/* Set up already and waiting: off it goes.  One that died waiting is replaced. */
	if (ahead == AHEAD_READY) {
		start = confine_now_us();
		if (send(e.chan, "g", 1, MSG_NOSIGNAL) != 1) {
			child_kill(c.pid);
			c.pid = -1;
			child_close_channels(&f, &e);
			ahead = AHEAD_NONE;
		}
	}
	if (ahead == AHEAD_NONE) {
		if (open_run(sb, spec, S_ISREG(sst.st_mode), &f, &e, &plan, res) < 0)
			goto out;
		if (cg->version && cgroup_prepare(cg, spec->limits.memory_bytes,
						  spec->limits.processes, res->detail,
						  sizeof res->detail) < 0) {
			res->outcome = RUN_FAILED;
			goto out;
		}
		start = confine_now_us();
		c.pid = child_spawn(sb, spec, &plan, &f, c.direct);
		if (c.pid < 0) {
			fail_run(res, errno, "cannot fork");
			goto out;
		}
	}
	/* The next run is set up while this one goes on, in the other group. */
	if (spec->next)
		sandbox_prepare(sb, spec->next);
	close_fd(&f.err_w);
	close_fd(&f.msg_w);
	close_fd(&f.chan_w);
	close_fd(&f.out_w);
	if (c.direct && seccomp_program_notifies(sb->filter)) {
		c.chan = e.chan;
		e.chan = -1;
	}
	o.r = e.out_r;
	e.out_r = -1;

	kstatus = supervise_wait(sb, spec, &c, e.msg_r, e.err_r, &o, start, &st, res);
	c.pid = -1;
	/* The program's own time: from its execve, when the child said when that was. */
	res->wall_us = (st.end ? st.end : confine_now_us()) - (st.execed ? st.exec.at : start);
	/* A backstop: the namespace is gone with its keeper, the cgroup must be empty. */
	if (cg->version && cgroup_kill_all(cg) < 0) {
		fail_run(res, 0, "processes of '%s' survive SIGKILL", spec->path);
		goto out;
	}
	/*
	 * Over: the next run starts now, while this one's results are read (its
	 * group is the other one, its output waits in its pipes).
	 */
	if (scratch_reset(&sb->scratch) == 0) {
		sb->scratch.dirty = false;
		if (spec->next && spec->start_next && sb->ahead.active &&
		    sb->ahead.ticket == spec->next->ticket && !st.cancelled)
			start_ahead(sb);
	}
	supervise_drain(e.err_r, &o, res);
	if (st.failed) {
		fail_run(res, st.fail.err, "cannot run '%s': %s", spec->path,
			 confine_stage_name(st.fail.stage));
		goto out;
	}
	if (!st.exited && !st.syscall && !st.killed_cpu && !st.killed_wall && !st.cancelled &&
	    !st.killed_output) {
		fail_run(res, 0, "the sandbox keeper died (wait status %#x)", (unsigned)kstatus);
		goto out;
	}

	supervise_outcome(sb, spec, cg, &st, &o, res);
	rc = 0;
out:
	/* A run set up ahead that never got going. */
	if (c.pid > 0)
		child_kill(c.pid);
	child_close_channels(&f, &e);
	close_fd(&o.r);
	close_fd(&c.chan);
	close_fd(&c.listener);
	/* Unless the next run has the working directory already. */
	if (!sb->ahead.started && scratch_reset(&sb->scratch) == 0)
		sb->scratch.dirty = false;
	return rc;
}

int
sandbox_scratch_dir(struct sandbox *sb, const char *name, bool writable, char *path,
		    size_t len)
{
	return scratch_subdir(&sb->scratch, name, writable, path, len);
}
