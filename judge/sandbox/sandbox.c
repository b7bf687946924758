/*
 * The sandbox: runs one untrusted program under limits and measures it.
 *
 * Per sandbox (sandbox_new): a scratch directory and two uids of its own
 * (scratch.c), cgroups, a network namespace, two mount namespaces (solutions
 * and checkers each get a minimal pivoted root), a tmpfs working directory
 * in both (view.c), and the compiled seccomp program, all kept as
 * descriptors.  Not root, the namespaces belong to a user namespace mapping
 * the judge's uid (view.c), and every run gets a keeper in a pid namespace
 * of its own (child.c).
 *
 * Per run (sandbox_run), two paths.  A program that cannot make processes (a
 * solution under seccomp, or any run held to one task) is the judge's direct
 * child, spawned like posix_spawn (CLONE_VM|CLONE_VFORK on a stack of its
 * own): it joins the namespaces and cgroups, drops privileges, installs the
 * filter (passing its listener back in flight) and execs.  Anything else
 * (checkers, compilers) gets a keeper cloned into a fresh pid namespace (a
 * compiler's keeper first makes the compilers' view: view.c): it spawns the
 * program, reaps everything, reports the program's status and total rusage,
 * and exits, which kills and reaps whatever is left in the namespace (child.c;
 * what both do to themselves before execve is confine.c).  The judge waits on
 * a pidfd with a timeout, polling CPU time from the cgroup, takes forbidden
 * calls from the listener and decides the outcome (supervise.c).  Either way
 * the cgroup must be empty before sandbox_run returns.
 *
 * Solutions' runs can also be set up ahead (sandbox_prepare): a judge-launch
 * server per sandbox makes a process that is the judge's direct child, in
 * the other of two groups of cgroups and with the other uid, confined and
 * waiting; its run starts
 * it with a byte, possibly as soon as the run before it has ended
 * (run_spec.start_next): ahead.c.
 *
 * This file puts the stages together; sandbox_impl.h says which file owns
 * what.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sandbox_impl.h"

static void
warn_add(struct sandbox *sb, const char *line)
{
	size_t len = strlen(sb->warnings);

	snprintf(sb->warnings + len, sizeof sb->warnings - len, "%s\n", line);
}

/*
 * Decides whether runs are isolated, and says how (or what follows from not
 * being so): as root, another uid; not root, the judge's uid in a user
 * namespace and a pid namespace, with the solutions' and the checkers'
 * minimal roots (no tree).
 */
static void
isolation_describe(struct sandbox *sb, bool userns_off)
{
	const char *how, *why = userns_off ? "JUDGE_SANDBOX_USERNS=none" : "no user namespace";
	bool view = sb->views.mntns[SANDBOX_SOLUTION] >= 0 && sb->views.mntns[SANDBOX_CHECKER] >= 0;

	if (sb->root)
		how = "a uid of its own";
	else if (sb->views.userns >= 0)
		how = "the judge's uid, in a user and a pid namespace";
	else
		how = NULL;
	/* Not root, the uid is the judge's: the views are what hide the tree. */
	sb->isolated = how && (sb->root || view);
	if (sb->isolated) {
		snprintf(sb->isolation, sizeof sb->isolation, "%s", how);
		if (!sb->root)
			warn_add(sb, "not root: runs with the judge's uid, in a user namespace");
		return;
	}
	if (how)
		snprintf(sb->isolation, sizeof sb->isolation, "no minimal root: %s",
			 SANDBOX_NOT_ISOLATED);
	else
		snprintf(sb->isolation, sizeof sb->isolation, "%s: %s", why,
			 SANDBOX_NOT_ISOLATED);
	warn_add(sb, sb->isolation);
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
	sb->root = geteuid() == 0;
	/* JUDGE_SANDBOX_USERNS=none: as if user namespaces were disabled (tests). */
	const char *userns_env = getenv("JUDGE_SANDBOX_USERNS");
	bool userns_off = userns_env && !strcmp(userns_env, "none");

	if (scratch_open(&sb->scratch, sb->root, err, errlen) < 0) {
		free(sb);
		return NULL;
	}
	sb->stack = child_stack_new();
	sb->ticks = sysconf(_SC_CLK_TCK);
	sb->parallel = sysconf(_SC_NPROCESSORS_ONLN);
	if (sb->parallel < 1)
		sb->parallel = 1;

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

	view_open(&sb->views, &sb->scratch, sb->root, !userns_off);
	isolation_describe(sb, userns_off);
	if (sb->views.netns < 0)
		warn_add(sb, "no network namespace: checkers can reach the network");
	if (sb->views.basens < 0)
		warn_add(sb, "no mount namespace: can write wherever its uid may, on disk");
	else if (sb->views.mntns[SANDBOX_SOLUTION] < 0)
		warn_add(sb, "solutions see the whole file system (read-only): no minimal root");
	else if (sb->views.mntns[SANDBOX_CHECKER] < 0)
		warn_add(sb, "checkers see the whole file system (read-only): no minimal root");
	else if (sb->views.ro_failed > 0)
		warn_add(sb, "some mounts could not be made read-only");
	if (!sb->views.pidns)
		warn_add(sb, "no pid namespace: checkers' leftovers found as the keeper's orphans");

	sb->filter = seccomp_program_new(sb->views.exec_path, true, CONFINE_CHAN_FD, NULL, ferr,
					 sizeof ferr);
	sb->filters[0].prog = sb->filter;
	sb->nfilters = sb->filter ? 1 : 0;
	if (ahead_new(sb) < 0) {
		snprintf(err, errlen, "out of memory");
		sandbox_free(sb);
		return NULL;
	}
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
	out->mount_namespace = sb->views.basens >= 0;
	out->drops_privileges = sb->root;
	out->isolated = sb->isolated;
	snprintf(out->isolation, sizeof out->isolation, "%s", sb->isolation);
	out->sets_up_ahead = ahead_launcher(sb, out->launcher, sizeof out->launcher);
	snprintf(out->warnings, sizeof out->warnings, "%s", sb->warnings);
}

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
	ahead_free(sb);
	for (int i = 0; i < sb->nfilters; i++)
		seccomp_program_free(sb->filters[i].prog);
	view_close(&sb->views);
	scratch_close(&sb->scratch);
	child_stack_free(sb->stack);
	free(sb);
}

int64_t
sandbox_stack_bytes(const struct sandbox *sb, const struct run_spec *spec)
{
	return run_stack(sb, spec);
}

const struct sandbox_policy *
sandbox_policy_or_none(const struct sandbox_policy *policy)
{
	static const struct sandbox_policy none;

	return policy ? policy : &none;
}

const struct seccomp_program *
sandbox_filter_find(const struct sandbox *sb, const struct sandbox_policy *policy)
{
	const struct sandbox_policy *want = sandbox_policy_or_none(policy);

	for (int i = 0; i < sb->nfilters; i++)
		if (!memcmp(&sb->filters[i].policy, want, sizeof *want))
			return sb->filters[i].prog;
	return NULL;
}

int
sandbox_filter_make(struct sandbox *sb, const struct sandbox_policy *policy,
		    const struct seccomp_program **prog, char *err, size_t errlen)
{
	if (!sb->filter || (*prog = sandbox_filter_find(sb, policy))) {
		*prog = sb->filter ? *prog : NULL;
		return 0;
	}
	if (sb->nfilters == SANDBOX_FILTERS) {
		snprintf(err, errlen, "more than %d system-call policies in one sandbox",
			 SANDBOX_FILTERS - 1);
		return -1;
	}
	struct seccomp_program *p = seccomp_program_new(sb->views.exec_path, true,
							CONFINE_CHAN_FD, policy, err, errlen);
	if (!p)
		return -1;
	sb->filters[sb->nfilters].policy = *policy;
	sb->filters[sb->nfilters++].prog = p;
	*prog = p;
	return 0;
}

/* The requests and errors a policy may name (see struct sandbox_policy). */
static const struct {
	const char *name;
	unsigned long request;
} ioctl_names[] = {
	{"FIOCLEX", FIOCLEX}, {"FIONCLEX", FIONCLEX}, {"FIONBIO", FIONBIO},
	{"FIONREAD", FIONREAD}, {"TIOCGPGRP", TIOCGPGRP}, {"TIOCGWINSZ", TIOCGWINSZ},
};

static const struct {
	const char *name;
	int err;
} errno_names[] = {
	{"EACCES", EACCES}, {"EPERM", EPERM}, {"ENOSYS", ENOSYS}, {"EAFNOSUPPORT", EAFNOSUPPORT},
};

int
sandbox_policy_syscall(const char *name, bool allowed)
{
	return (allowed ? seccomp_syscall_allowable(name) : seccomp_syscall_failable(name)) ? 0
												: -1;
}

int
sandbox_policy_ioctl(const char *name, unsigned long *request)
{
	for (size_t i = 0; i < sizeof ioctl_names / sizeof ioctl_names[0]; i++)
		if (!strcmp(name, ioctl_names[i].name)) {
			*request = ioctl_names[i].request;
			return 0;
		}
	return -1;
}

int
sandbox_policy_errno(const char *name, int *err)
{
	for (size_t i = 0; i < sizeof errno_names / sizeof errno_names[0]; i++)
		if (!strcmp(name, errno_names[i].name)) {
			*err = errno_names[i].err;
			return 0;
		}
	return -1;
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
	child_plan(sb, spec, sb->run_cg, plan);
	return 0;
}

int
sandbox_run(struct sandbox *sb, const struct run_spec *spec, struct run_result *res)
{
	struct run_fds f = RUN_FDS_NONE;
	struct judge_ends e = JUDGE_ENDS_NONE;
	struct out_pump o = { -1, spec->stdout_fd, 0, spec->limits.output_bytes, 0, false, spec };
	struct child c = { -1, false, false, -1, -1, -1 };
	struct confine_plan plan;
	int kstatus, rc = -1;
	struct run_state st;
	struct stat sst;
	int64_t start = 0;
	enum ahead_state ahead;
	struct cgroup *cg;

	memset(res, 0, sizeof *res);
	res->taken_bytes = -1;
	memset(&st, 0, sizeof st);
	if (spec->nfiles < 0 || spec->nfiles > RUN_FILES_MAX)
		return fail_run(res, EINVAL, "%d files for '%s'", spec->nfiles, spec->path);
	if (fstat(spec->stdout_fd, &sst) < 0)
		return fail_run(res, errno, "cannot stat standard output");
	c.direct = child_runs_direct(sb, spec);
	ahead = ahead_take(sb, spec, S_ISREG(sst.st_mode), &c.pid, &e, &start);
	cg = &sb->cg[sb->run_cg];
	/*
	 * Emptied after every run; again only if the last one could not be, or
	 * to give it to this run's uid.
	 */
	if (ahead != AHEAD_STARTED) {
		if ((sb->scratch.dirty || sb->scratch.owner != sb->run_cg) &&
		    scratch_reset(&sb->scratch, sb->run_cg) < 0) {
			fail_run(res, errno, "cannot empty '%s'", sb->scratch.workdir);
			goto out;
		}
		sb->scratch.dirty = true;
		if (scratch_put(&sb->scratch, spec->puts, spec->nputs) < 0) {
			fail_run(res, errno, "cannot copy the program's files into '%s'",
				 sb->scratch.workdir);
			goto out;
		}
	}
	/* Set up already and waiting: off it goes.  One that died waiting is replaced. */
	if (ahead == AHEAD_READY) {
		start = confine_now_us();
		if (ahead_go(c.pid, e.chan) < 0) {
			child_kill(c.pid);
			c.pid = -1;
			child_close_channels(&f, &e);
			ahead = AHEAD_NONE;
		}
	}
	/* Its filter lets exit_group through: its peak comes from wait4 (see reap). */
	c.launched = ahead != AHEAD_NONE;
	/*
	 * Its own copy: a next run with another policy stops the server (and
	 * closes the sandbox's) while this one goes on.
	 */
	if (c.launched && ahead_listener(sb) >= 0)
		c.shared = fcntl(ahead_listener(sb), F_DUPFD_CLOEXEC, 0);
	if (ahead == AHEAD_NONE) {
		const struct seccomp_program *prog;

		if (sandbox_filter_make(sb, spec->policy, &prog, res->detail, sizeof res->detail) < 0) {
			res->outcome = RUN_FAILED;
			goto out;
		}
		if (open_run(sb, spec, S_ISREG(sst.st_mode), &f, &e, &plan, res) < 0)
			goto out;
		if (cg->version && cgroup_prepare(cg, spec->limits.memory_bytes,
						  run_tasks(spec), res->detail,
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
		ahead_prepare(sb, spec->next);
	close_fd(&f.err_w);
	close_fd(&f.msg_w);
	close_fd(&f.chan_w);
	close_fd(&f.out_w);
	/*
	 * A keeper's solution (in a user namespace) passes the listener too (on
	 * e's socket); a run set up ahead has judge-launch's (c.shared).
	 */
	if ((c.direct || spec->profile == SANDBOX_SOLUTION) && !c.launched &&
	    seccomp_program_notifies(sb->filter))
		c.chan = e.chan;
	o.r = e.out_r;
	e.out_r = -1;

	kstatus = supervise_wait(sb, spec, &c, e.msg_r, e.err_r, &o, start, &st, res);
	c.pid = -1;
	/* The program's own time: from its execve, when the child said when that was. */
	res->usage.wall_us =
		(st.end ? st.end : confine_now_us()) - (st.execed ? st.exec.at : start);
	/* A backstop: the namespace is gone with its keeper, the cgroup must be empty. */
	if (cg->version && cgroup_kill_all(cg) < 0) {
		fail_run(res, 0, "processes of '%s' survive SIGKILL", spec->path);
		goto out;
	}
	/* Nothing of the run is left to change what it made. */
	if (spec->take_dir > 0 && scratch_take(&sb->scratch, spec->take_dir, spec->take_max,
					       &res->taken_bytes) < 0) {
		fail_run(res, errno, "cannot copy the files out of '%s'", sb->scratch.workdir);
		goto out;
	}
	/*
	 * Over: the next run starts now, while this one's results are read (its
	 * group and uid are the other ones, its output waits in its pipes).
	 */
	bool next_now = spec->next && spec->start_next && !st.cancelled;

	if (scratch_reset(&sb->scratch, next_now ? !sb->run_cg : sb->run_cg) == 0) {
		sb->scratch.dirty = false;
		if (next_now && scratch_put(&sb->scratch, spec->next->puts, spec->next->nputs) == 0)
			ahead_start(sb, spec->next->ticket);
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
	close_fd(&c.listener);
	close_fd(&c.shared);
	/* Unless the next run has the working directory already. */
	if (!ahead_started(sb) && scratch_reset(&sb->scratch, sb->run_cg) == 0)
		sb->scratch.dirty = false;
	return rc;
}

bool
sandbox_may_write(const struct sandbox *sb, const struct stat *st)
{
	if (st->st_mode & S_IWOTH)
		return true;
	/* The judge's uid: its own files, and a group's it may be in. */
	return !sb->scratch.own_uid &&
	       ((st->st_uid == geteuid() && (st->st_mode & S_IWUSR)) || (st->st_mode & S_IWGRP));
}

int
sandbox_holding_dir(struct sandbox *sb)
{
	return scratch_hold(&sb->scratch);
}

int
sandbox_scratch_dir(struct sandbox *sb, const char *name, char *path, size_t len)
{
	return scratch_subdir(&sb->scratch, name, path, len);
}

int
sandbox_prepare(struct sandbox *sb, const struct run_spec *spec)
{
	return ahead_prepare(sb, spec);
}

void
sandbox_discard(struct sandbox *sb)
{
	ahead_discard(sb);
}
