/*
 * Runs set up ahead of their turn (sandbox_prepare): the judge-launch client.
 * A judge-launch server per sandbox (see launch.h) makes a process that is
 * the judge's direct child, in the other of two groups of cgroups and with
 * the other of two uids (out of the running program's reach), confined and
 * waiting; its run starts it with a byte, possibly as soon as the run
 * before it has ended (run_spec.start_next).
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/filter.h>
#include <poll.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "launch.h"
#include "sandbox_impl.h"

/* What a sandbox keeps of the server and of the run set up ahead. */
struct ahead {
	char launcher[PATH_MAX];  /* judge-launch, or "" when runs are not set up ahead */
	char no_launcher[128];    /* why not */
	struct {
		pid_t pid;            /* the judge-launch server (see launch.h), or 0 */
		int ctl;              /* the socket to it */
		int listener;         /* its filter's listener, which its runs share, or -1 */
		uint32_t seq;         /* the number of the last request sent */
		const struct seccomp_program *filter; /* the one it installs, or NULL */
	} launch;
	/* The run set up ahead (ahead_prepare). */
	bool active;              /* asked for */
	pid_t pid;                /* 0 until the server's answer is read, -1: none made */
	bool started;             /* started already, as the run before it ended */
	int64_t started_at;
	uint64_t ticket;
	struct limits limits;     /* as it was set up */
	struct sandbox_policy policy;
	bool pump;                /* its standard output comes through e.out_r */
	int group;                /* its cgroup (index into sb->cg) */
	struct judge_ends e;
};

/*
 * Finds judge-launch, which sets up runs ahead of their turn (see
 * sandbox_prepare): $JUDGE_SANDBOX_LAUNCHER (a path, or "none" for no
 * launcher), else next to the running program, else where it is installed.
 */
static void
find_launcher(struct sandbox *sb)
{
	struct ahead *a = sb->ahead;
	const char *env = getenv("JUDGE_SANDBOX_LAUNCHER");
	char self[PATH_MAX], *slash;
	ssize_t n;

	a->launcher[0] = '\0';
	if (env && !strcmp(env, "none")) {
		snprintf(a->no_launcher, sizeof a->no_launcher, "JUDGE_SANDBOX_LAUNCHER=none");
		return;
	}
	if (!view_exec_page(&sb->views)) {
		snprintf(a->no_launcher, sizeof a->no_launcher,
			 "the kernel cannot map its exec path (MAP_FIXED_NOREPLACE)");
		return;
	}
	/* Its runs are the judge's children, with its pid namespace (see child_spawn). */
	if (sb->views.userns >= 0) {
		snprintf(a->no_launcher, sizeof a->no_launcher,
			 "not root: each run needs a pid namespace of its own");
		return;
	}
	if (sb->cg[0].version && !sb->cg[1].version) {
		snprintf(a->no_launcher, sizeof a->no_launcher,
			 "no second cgroup to set a run up in");
		return;
	}
	/* With the uid of the run going on (not root: the judge's), that run could stop it. */
	if (!sb->scratch.own_uid) {
		snprintf(a->no_launcher, sizeof a->no_launcher,
			 "no second uid of its own to set a run up with");
		return;
	}
	if (env && *env) {
		snprintf(a->launcher, sizeof a->launcher, "%s", env);
	} else if ((n = readlink("/proc/self/exe", self, sizeof self - 1)) > 0) {
		self[n] = '\0';
		slash = strrchr(self, '/');
		if (slash)
			slash[1] = '\0';
		if ((size_t)snprintf(a->launcher, sizeof a->launcher, "%s" LAUNCH_PROGRAM, self) >=
			    sizeof a->launcher ||
		    access(a->launcher, X_OK) < 0)
			snprintf(a->launcher, sizeof a->launcher, "%s/" LAUNCH_PROGRAM,
				 JUDGE_LIBEXECDIR);
	}
	if (access(a->launcher, X_OK) < 0) {
		snprintf(a->no_launcher, sizeof a->no_launcher, "no %s (%s)", LAUNCH_PROGRAM,
			 strerror(errno));
		a->launcher[0] = '\0';
	}
}

/* Stops sb's judge-launch server, if any (the next run set up ahead starts another). */
static void
stop_launcher(struct sandbox *sb)
{
	if (!sb->ahead->launch.pid)
		return;
	close_fd(&sb->ahead->launch.ctl);
	close_fd(&sb->ahead->launch.listener);
	child_kill(sb->ahead->launch.pid);
	sb->ahead->launch.pid = 0;
}

/*
 * The server's first message, its filter's listener (see launch.h), as it
 * comes (at most 5 s); -1 if it does not.
 */
static int
take_server_listener(int ctl)
{
	struct pollfd p = { ctl, POLLIN, 0 };
	char byte;
	int fd = -1;

	if (poll(&p, 1, 5000) != 1 || confine_recv_fds(ctl, &byte, 1, &fd, 1, 0) != 1)
		return -1;
	return fd;
}

/*
 * Starts sb's judge-launch server (see launch.h): its header and the
 * filters down a pipe, the namespaces of solutions and the cgroups' files as
 * descriptors; then takes its listener.  Returns 0, or -1 with errno set.
 */
static int
start_launcher(struct sandbox *sb, const struct seccomp_program *filter)
{
	const struct sock_fprog *server = NULL, *run = NULL;

	if (filter)
		seccomp_program_launch(filter, &server, &run);
	struct launch_header h = {
		.magic = LAUNCH_MAGIC, .header_size = sizeof h,
		.request_size = sizeof(struct launch_request), .msg_size = sizeof(struct child_msg),
		.server_len = server ? server->len : 0, .run_len = run ? run->len : 0,
		.notify = server && seccomp_program_notifies(filter),
		.exec_path = (uintptr_t)sb->views.exec_path,
	};
	size_t server_bytes = h.server_len * sizeof(struct sock_filter);
	size_t run_bytes = h.run_len * sizeof(struct sock_filter);
	struct iovec iov[3] = { { &h, sizeof h }, { server ? server->filter : NULL, server_bytes },
				{ run ? run->filter : NULL, run_bytes } };
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
	    writev(plan[1], iov, 3) != (ssize_t)(sizeof h + server_bytes + run_bytes)) {
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
		err = posix_spawn(&pid, sb->ahead->launcher, &fa, NULL, argv, child_envp);
	posix_spawn_file_actions_destroy(&fa);
	if (!err) {
		sb->ahead->launch.pid = pid;
		sb->ahead->launch.ctl = ctl[0];
		sb->ahead->launch.filter = filter;
		ctl[0] = -1;
		if (h.notify && (sb->ahead->launch.listener = take_server_listener(
					 sb->ahead->launch.ctl)) < 0) {
			stop_launcher(sb);
			err = EPROTO;
		}
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

	/* Only what is used is sent: the strings' room is left as it is. */
	memset(&req, 0, launch_request_size(0));
	child_plan(sb, spec, group, &req.plan);
	/* Forbidden calls come on the server's listener (see seccomp_program_launch). */
	req.plan.notify = false;
	req.seq = ++sb->ahead->launch.seq;
	req.group = group;
	char tmpdir[sizeof "TMPDIR=" + PATH_MAX], home[sizeof "HOME=" + PATH_MAX];
	char *envp[CHILD_ENV_MAX];
	char *const *lists[] = { spec->argv, envp };
	int32_t *counts[] = { &req.argc, &req.envc };

	child_env(sb, spec, envp, tmpdir, home);
	for (int l = 0; l < 2; l++)
		for (*counts[l] = 0; lists[l][*counts[l]]; (*counts[l])++) {
			size_t len = strlen(lists[l][*counts[l]]) + 1;

			if (*counts[l] == LAUNCH_MAX_ARGS || used + len > sizeof req.args) {
				errno = E2BIG;
				return -1;
			}
			memcpy(req.args + used, lists[l][*counts[l]], len);
			used += len;
		}
	return confine_send_fds(sb->ahead->launch.ctl, &req, launch_request_size(used), fds,
				REQ_FDS) == (ssize_t)launch_request_size(used)
		       ? 0
		       : -1;
}

int
ahead_prepare(struct sandbox *sb, const struct run_spec *spec)
{
	struct run_fds f = RUN_FDS_NONE;
	struct judge_ends e = JUDGE_ENDS_NONE;
	/* The group the run going on (or the last one) does not use. */
	int group = !sb->run_cg;
	struct stat sst;
	int rc = -1;

	ahead_discard(sb);
	if (!sb->ahead->launcher[0] || !spec->ticket || spec->profile != SANDBOX_SOLUTION ||
	    spec->nfiles || !child_runs_direct(sb, spec) || fstat(spec->stdout_fd, &sst) < 0)
		return -1;
	const struct seccomp_program *filter;
	char err[128];

	if (sandbox_filter_make(sb, spec->policy, &filter, err, sizeof err) < 0)
		return -1;
	/* The server installs one filter: another policy needs another server. */
	if (sb->ahead->launch.pid && sb->ahead->launch.filter != filter)
		stop_launcher(sb);
	if (!sb->ahead->launch.pid && start_launcher(sb, filter) < 0)
		return -1;
	/*
	 * Readied before the run joins it: its set-up is not counted (see
	 * supervise.c's setup_cpu_us).
	 */
	if (sb->cg[group].version &&
	    cgroup_prepare(&sb->cg[group], spec->limits.memory_bytes, run_tasks(spec), NULL, 0) < 0)
		return -1;
	f.exe = open(spec->path, O_PATH | O_CLOEXEC);
	if (f.exe >= 0 && child_open_channels(S_ISREG(sst.st_mode), &f, &e) == 0) {
		rc = request_run(sb, spec, group, &f);
		/* The server is gone (killed from outside): another starts next time. */
		if (rc < 0 && errno == EPIPE)
			stop_launcher(sb);
	}
	if (rc == 0) {
		sb->ahead->active = true;
		sb->ahead->pid = 0;
		sb->ahead->started = false;
		sb->ahead->ticket = spec->ticket;
		sb->ahead->limits = spec->limits;
		memcpy(&sb->ahead->policy, sandbox_policy_or_none(spec->policy), sizeof sb->ahead->policy);
		sb->ahead->pump = S_ISREG(sst.st_mode);
		sb->ahead->group = group;
		sb->ahead->e = e;
		e = (struct judge_ends)JUDGE_ENDS_NONE;
	}
	child_close_channels(&f, &e);
	return rc;
}

/*
 * The answer to the last request: its pid or minus errno, dropping any
 * older answer left over (see struct launch_answer); 0 when the server is
 * stuck (5 s) or gone.
 */
static int32_t
read_answer(struct ahead *a)
{
	struct pollfd p = { a->launch.ctl, POLLIN, 0 };
	struct launch_answer answer;
	int64_t until = confine_now_us() + 5000000;

	for (;;) {
		/* Most often there already: one call. */
		ssize_t n = recv(a->launch.ctl, &answer, sizeof answer, MSG_DONTWAIT);
		int64_t left = until - confine_now_us();

		if (n < 0 && errno == EAGAIN && left > 0 && poll(&p, 1, (int)(left / 1000) + 1) == 1)
			continue;
		if (n != sizeof answer)
			return 0;
		if (answer.seq == a->launch.seq)
			return answer.pid ? answer.pid : -EPROTO;
	}
}

/*
 * The pid of the run set up ahead, reading the server's answer the first
 * time (at once, unless the server is stuck or gone: then it is stopped);
 * 0 when there is none or it could not be made.
 */
static pid_t
ready_pid(struct sandbox *sb)
{
	if (!sb->ahead->active)
		return 0;
	if (!sb->ahead->pid) {
		int32_t answer = read_answer(sb->ahead);

		if (!answer)
			stop_launcher(sb);
		sb->ahead->pid = answer > 0 ? answer : -1;
	}
	return sb->ahead->pid > 0 ? sb->ahead->pid : 0;
}

void
ahead_discard(struct sandbox *sb)
{
	pid_t pid = ready_pid(sb);

	if (pid > 0)
		child_kill(pid);
	/* One that started may have left files. */
	if (sb->ahead->started)
		sb->scratch.dirty = true;
	sb->ahead->active = sb->ahead->started = false;
	child_close_ends(&sb->ahead->e);
}

int
ahead_go(pid_t pid, int chan)
{
	siginfo_t si = { 0 };

	/*
	 * Dead already (killed from outside)?  Its server may still hold the
	 * run's ends, until it sees its process gone (see launch.h), so that
	 * the byte alone would not tell.  A child of the judge: its pid stays
	 * its own until the judge reaps it.
	 */
	if (waitid(P_PID, (id_t)pid, &si, WEXITED | WNOHANG | WNOWAIT) == 0 && si.si_pid == pid)
		return -1;
	return send(chan, "g", 1, MSG_NOSIGNAL) == 1 ? 0 : -1;
}

int
ahead_start(struct sandbox *sb, uint64_t ticket)
{
	if (!sb->ahead->active || sb->ahead->ticket != ticket)
		return -1;
	if (ready_pid(sb) <= 0 || ahead_go(sb->ahead->pid, sb->ahead->e.chan) < 0) {
		ahead_discard(sb);
		return -1;
	}
	sb->ahead->started = true;
	sb->ahead->started_at = confine_now_us();
	sb->scratch.dirty = true;
	return 0;
}

/* ahead_take() but for the group of a run made now. */
static enum ahead_state
take(struct sandbox *sb, const struct run_spec *spec, bool pump, pid_t *pid, struct judge_ends *e,
     int64_t *start)
{
	bool mine = sb->ahead->active && spec->ticket && spec->ticket == sb->ahead->ticket;

	if (!sb->ahead->active || (!mine && !sb->ahead->started))
		return AHEAD_NONE;
	if (!mine || memcmp(&sb->ahead->limits, &spec->limits, sizeof spec->limits) ||
	    memcmp(&sb->ahead->policy, sandbox_policy_or_none(spec->policy),
		   sizeof sb->ahead->policy) ||
	    sb->ahead->pump != pump || !child_runs_direct(sb, spec) || ready_pid(sb) <= 0) {
		ahead_discard(sb);
		return AHEAD_NONE;
	}
	*pid = sb->ahead->pid;
	*e = sb->ahead->e;
	*start = sb->ahead->started_at;
	sb->run_cg = sb->ahead->group;
	sb->ahead->e = (struct judge_ends)JUDGE_ENDS_NONE;
	sb->ahead->active = false;
	if (!sb->ahead->started)
		return AHEAD_READY;
	sb->ahead->started = false;
	return AHEAD_STARTED;
}

enum ahead_state
ahead_take(struct sandbox *sb, const struct run_spec *spec, bool pump, pid_t *pid,
	   struct judge_ends *e, int64_t *start)
{
	enum ahead_state state = take(sb, spec, pump, pid, e, start);

	/* A run made now keeps out of the group a run set up ahead has joined. */
	if (state == AHEAD_NONE && sb->ahead->active)
		sb->run_cg = !sb->ahead->group;
	return state;
}

int
ahead_listener(const struct sandbox *sb)
{
	return sb->ahead->launch.listener;
}

bool
ahead_started(const struct sandbox *sb)
{
	return sb->ahead->started;
}

bool
ahead_launcher(const struct sandbox *sb, char *buf, size_t len)
{
	const struct ahead *a = sb->ahead;

	snprintf(buf, len, "%s", a->launcher[0] ? a->launcher : a->no_launcher);
	return a->launcher[0] != '\0';
}

int
ahead_new(struct sandbox *sb)
{
	sb->ahead = calloc(1, sizeof *sb->ahead);
	if (!sb->ahead)
		return -1;
	sb->ahead->launch.ctl = sb->ahead->launch.listener = -1;
	sb->ahead->e = (struct judge_ends)JUDGE_ENDS_NONE;
	find_launcher(sb);
	return 0;
}

void
ahead_free(struct sandbox *sb)
{
	if (!sb->ahead)
		return;
	ahead_discard(sb);
	stop_launcher(sb);
	free(sb->ahead);
	sb->ahead = NULL;
}
