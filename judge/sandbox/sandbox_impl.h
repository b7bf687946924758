/*
 * The sandbox's insides, shared by its files and by nothing outside
 * judge/sandbox/.  A struct sandbox owns sub-structs, each opened and closed
 * by the file that owns it and read by the others: struct scratch by
 * scratch.c, struct views by view.c, and struct ahead, which only ahead.c
 * sees.  Two writes cross: view_open() puts the working tmpfs in
 * scratch.workfd, and whoever starts a run marks scratch.dirty.  The files,
 * in the order of a run's life:
 *
 *   sandbox.c    new, free, describe, scratch_dir, run: the orchestration
 *   scratch.c    the scratch and working directories, uid slots
 *   view.c       the namespaces runs join, the pid namespace probe, the exec page
 *   child.c      the child between clone and execve
 *   supervise.c  the wait loop, output pump, messages, listener and outcome
 *   ahead.c      runs set up ahead: the judge-launch client (struct ahead, its own)
 */
#ifndef JUDGE_SANDBOX_IMPL_H
#define JUDGE_SANDBOX_IMPL_H

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <unistd.h>

#include "cgroup.h"
#include "confine.h"
#include "sandbox.h"
#include "seccomp.h"

/* Where the uid slots' lock files are (see scratch_open). */
#define SANDBOX_FILTERS 8
#define SANDBOX_LOCK_DIR "/run/judge-sandbox"

/*
 * The sandbox's place on disk and the uids its programs run under
 * (scratch.c): two, one per group of cgroups (see struct sandbox's cg), so
 * that a run set up ahead, which joins the group the run going on does not
 * use, has another uid than that run and is out of its reach (a process
 * without CAP_KILL cannot signal another uid's).  Both share one gid.
 */
struct scratch {
	char dir[PATH_MAX];       /* private directory, root-owned, 0711 */
	char workdir[PATH_MAX];   /* dir/run: the program's cwd, emptied after each run */
	char sharedir[PATH_MAX];  /* dir/share: scratch_subdir's folders, in checkers' view */
	int workfd;               /* the tmpfs mounted on workdir in the mount namespace, or -1 */
	uid_t uid[2];             /* by group; the same twice when not root (the judge's) */
	gid_t gid;
	bool own_uid;             /* uid[0] and uid[1] are ours alone and differ (root) */
	int uid_lock[2];          /* the flocks held on the uids' slots, or -1 */
	int owner;                /* the group whose uid the working directory was given to */
	bool dirty;               /* the working directory may hold a run's files */
};

/* The namespaces every run joins, and the exec page (view.c). */
struct views {
	int userns;               /* not root: the user namespace the others belong to, or -1 */
	int netns;                /* the network namespace every run joins, or -1 */
	int mntns[2];             /* mount namespaces of solutions and checkers, or -1 */
	int basens;               /* stage 1 (see view_open): what compilers' views are
				     made from (view_enter_compiler), a view's stand-in;
				     or -1 */
	bool pidns;               /* each run gets a fresh pid namespace */
	int ro_failed;            /* mounts the mount namespace could not make read-only */
	const char *exec_path;    /* the empty path the filter lets execveat use: a page of
				     its own (see view_exec_page), else a static "" */
};

/* The judge's ends of a run's channels (the child's are struct run_fds). */
struct judge_ends {
	int msg_r;        /* messages from the child, the keeper or judge-launch */
	int err_r;        /* standard error */
	int out_r;        /* standard output when pumped (see struct out_pump), or -1 */
	int chan;         /* the socket the listener comes on (and judge-launch's start) */
};
#define JUDGE_ENDS_NONE { -1, -1, -1, -1 }

/* The child's ends of the channels between judge, keeper and program for one run. */
struct run_fds {
	int exe;          /* O_PATH descriptor of the program */
	int out_w;        /* write end of the stdout pipe, or -1: spec->stdout_fd itself */
	int err_w;        /* write end of the stderr pipe */
	int msg_w;        /* write end of the message pipe to the judge */
	int chan_w;       /* the child's end of the socket (see judge_ends.chan) */
};
#define RUN_FDS_NONE { -1, -1, -1, -1, -1 }

/*
 * Standard output through a pipe that the judge empties into the caller's
 * file: pages the judge writes are charged to the judge, not to the program
 * (a memfd's would count against its memory limit, a file's page cache
 * would swell its peak), and the limit is counted byte by byte.
 */
struct out_pump {
	int r;            /* read end, non-blocking; -1 once the writers are gone */
	int dst;          /* spec->stdout_fd */
	int64_t count;    /* bytes moved, at most limit + 1 */
	int64_t limit;
	int64_t last;     /* when it was last emptied (us) */
	bool over;        /* limit + 1 bytes came: the program is to be stopped */
	const struct run_spec *spec; /* for its on_output */
};

/* What the judge learnt while waiting. */
struct run_state {
	bool failed, exited, syscall, killed_cpu, killed_wall, cancelled, execed, killed_output;
	bool launched;       /* made by judge-launch, whose run filter kills unnamed */
	bool sent_sigsys;    /* the program sent itself SIGSYS (seen when launched) */
	int64_t cpu_seen;    /* the program's CPU time as last polled */
	int64_t hwm_kib;     /* its resident peak (VmHWM) as it left, or 0: see memory_used */
	struct child_msg fail, exit, exec;
	int nr;
	uint64_t arg1;       /* its second argument (futex's op, ioctl's request...) */
	int64_t end;
};

/* The process the judge waits for: the keeper, or the program itself. */
struct child {
	pid_t pid;
	bool direct;     /* the program itself: wait4 gives its status, the judge takes the listener */
	bool launched;   /* direct, made by judge-launch: wait4's peak is the program's own */
	int chan;        /* direct: the socket the seccomp listener arrives on (the run's
			    judge_ends.chan, borrowed), or -1 once it came */
	int listener;    /* direct: the seccomp listener once received, or -1 */
	int shared;      /* launched: judge-launch's listener (ahead_listener, borrowed), or -1 */
};

/* Closes *fd unless it is -1, and makes it -1. */
static inline void
close_fd(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

struct ahead;

struct sandbox {
	bool root;                /* can drop privileges and make namespaces */
	struct scratch scratch;
	struct views views;
	/*
	 * Two groups alike: a run set up ahead joins the one the run going on
	 * does not use (see sandbox_prepare).  cg[0] says what both enforce.
	 */
	struct cgroup cg[2];
	bool cg_opened;           /* cgroup_open() was called: cg is safe to close */
	int run_cg;               /* the group of the run going on, or of the last one */
	char *stack;              /* the direct child's stack (child_stack_new), or NULL */
	struct seccomp_program *filter;  /* solutions' without a policy: filters[0].prog */
	/*
	 * The solutions' filters, one per policy runs asked for (the first for
	 * none): each compiled once (sandbox_filter_make), found by memcmp.
	 */
	struct {
		struct sandbox_policy policy;
		struct seccomp_program *prog;
	} filters[SANDBOX_FILTERS];
	int nfilters;
	struct ahead *ahead;      /* the run set up ahead and its server (ahead.c) */
	bool isolated;            /* see struct sandbox_report */
	char isolation[160];
	long ticks;               /* sysconf(_SC_CLK_TCK) */
	int64_t parallel;         /* online CPUs: how fast CPU time can grow */
	char warnings[512];
};

/* The tasks spec's run may have at once: its limit, or more when its runtime needs them. */
static inline int64_t
run_tasks(const struct run_spec *spec)
{
	int64_t threads = spec->policy ? spec->policy->threads : 0;

	return threads > spec->limits.processes ? threads : spec->limits.processes;
}

/*
 * The stack spec's program gets: up to its memory limit, or where only
 * RLIMIT_AS limits memory and it may have threads, 8 MiB (glibc sizes each
 * thread's stack by RLIMIT_STACK, all of it address space).
 */
static inline int64_t
run_stack(const struct sandbox *sb, const struct run_spec *spec)
{
	bool as = !sb->cg[0].have[CGROUP_MEMORY];

	return as && run_tasks(spec) > 1 ? 8 << 20 : spec->limits.memory_bytes;
}

/* sandbox.c */

/* policy, or for NULL an empty one (zero bytes, padding too: see struct sandbox_policy). */
const struct sandbox_policy *sandbox_policy_or_none(const struct sandbox_policy *policy);

/*
 * The filter of solutions under policy (NULL: none), compiled if it is not
 * yet.  Returns 0 (*prog NULL when the sandbox has no filter at all), or -1
 * with err set.
 */
int sandbox_filter_make(struct sandbox *sb, const struct sandbox_policy *policy,
			const struct seccomp_program **prog, char *err, size_t errlen);

/*
 * The filter of solutions under policy, as made already: NULL when there is
 * none.  Allocates nothing (a child may call it).
 */
const struct seccomp_program *sandbox_filter_find(const struct sandbox *sb,
						  const struct sandbox_policy *policy);

/* scratch.c */

/*
 * Sweeps the scratch directories of judges that died, makes s's under
 * $TMPDIR with the working directory in it, and (when root) claims two uids
 * of its own, or fails when no two are free (a uid is never shared); not
 * root, programs keep the judge's uid.  Returns 0, or -1 with err filled and
 * nothing left behind.
 */
int scratch_open(struct scratch *s, bool root, char *err, size_t errlen);

/* Closes s's descriptors, removes its directory and gives its uid slots back. */
void scratch_close(struct scratch *s);

/*
 * Empties the working directory, never following links, and gives it to
 * the uid of group (0 or 1), the run's that comes next.  Returns 0, or -1
 * with errno set.
 */
int scratch_reset(struct scratch *s, int group);

/*
 * Makes each of the nputs files in the working directory, a copy of its
 * descriptor (read from its start), executable when that file is.  Returns
 * 0, or -1 with errno set.
 */
int scratch_put(const struct scratch *s, const struct run_put *puts, int nputs);

/*
 * Puts the total size of the regular files at the top of the working
 * directory in *size (never counting links, folders, pipes) and, when it is
 * at most max bytes, copies each into the folder to.  Returns 0, or -1 with
 * errno set when the copy failed.
 */
int scratch_take(const struct scratch *s, int to, int64_t max, int64_t *size);

/* sandbox_holding_dir()'s work, s's directory's "hold": see sandbox.h. */
int scratch_hold(const struct scratch *s);

/* sandbox_scratch_dir()'s work, in s's directory: see sandbox.h. */
int scratch_subdir(const struct scratch *s, const char *name, char *path, size_t len);

/*
 * Reads the small file at path into buf (NUL-terminated) without stdio, so a
 * child may call it between fork and execve.  Returns its length, or -1.
 */
ssize_t scratch_read_small(const char *path, char *buf, size_t len);

/* view.c */

/*
 * Fills v: with root, a helper makes the network namespace and the mount
 * namespaces: stage 1 (every mount read-only, a tmpfs on s's working
 * directory, kept open in s->workfd), then from it the checkers' view and
 * the solutions' (each a minimal root), and v keeps descriptors to them,
 * then whether a pid namespace can be made.  Not root, with userns, the same
 * inside a user namespace mapping the judge's uid and gid, kept in
 * v->userns, in which each run's keeper makes a pid namespace.  In any case
 * the exec page.  What could not be made is -1 (or false): the caller warns
 * of it.
 */
void view_open(struct views *v, struct scratch *s, bool root, bool userns);

/* Unmaps v's exec page and closes its namespaces. */
void view_close(struct views *v);

/* Is v's exec path a page of its own (judge-launch can map it at the same place)? */
bool view_exec_page(const struct views *v);

/* The mount namespace runs of profile join (stage 1 when theirs is missing), or -1. */
int view_mntns(const struct views *v, enum sandbox_profile profile);

/*
 * In a child that joined view_mntns(SANDBOX_COMPILER), still privileged:
 * moves into a mount namespace of its own with the compilers' view (see
 * enum sandbox_profile) pivoted to, include_dir (or NULL) in it read-only.
 * Returns 0, or -1 with errno set.
 */
int view_enter_compiler(const struct scratch *s, const char *include_dir);

/* child.c */

/*
 * fork() without glibc's fork machinery (a clone with flags and SIGCHLD):
 * atfork handlers and malloc locks of other judge threads stay out of the
 * child, which only makes system calls.
 */
pid_t child_fork(unsigned long flags);

/* The environment every run starts from (judge-launch's own too). */
extern char *const child_envp[];

/*
 * The environment of spec's run into envp: PATH and LANG; for a compiler
 * LANG=C.UTF-8, TMPDIR and HOME (its working directory, written into tmpdir
 * and home, of PATH_MAX + 8 bytes each); then spec->env.
 */
#define CHILD_ENV_MAX (4 + RUN_ENV_MAX + 1)
void child_env(const struct sandbox *sb, const struct run_spec *spec, char *envp[CHILD_ENV_MAX],
	       char *tmpdir, char *home);

/*
 * Maps the stack a direct child borrows the judge's memory on, or returns
 * NULL (then children are forked): sanitized builds, which cannot follow a
 * child onto it, never have one.  child_stack_free(NULL) is a no-op.
 */
char *child_stack_new(void);
void child_stack_free(char *stack);

/*
 * Can spec's program be the judge's direct child, with no keeper?  Only when
 * it cannot make processes: a filtered solution, or anything held to one
 * task by the pids cgroup or its own uid's RLIMIT_NPROC; and never in a user
 * namespace (not root), where the keeper gives it a pid namespace.
 */
bool child_runs_direct(const struct sandbox *sb, const struct run_spec *spec);

/*
 * What a run of spec in group (0 or 1: its cgroups and its uid) does to
 * itself before execve (see confine()), but for the namespaces, which a
 * child of the judge joins before anything else.
 */
void child_plan(const struct sandbox *sb, const struct run_spec *spec, int group,
		struct confine_plan *p);

/*
 * Starts spec's run with plan and the child's ends f: the program itself
 * when direct (see child_runs_direct), else a keeper that starts it, in a
 * pid namespace of its own when the sandbox has them (in the sandbox's user
 * namespace, when it has one, with a process between the judge and it).
 * The child joins the namespaces and the group sb->run_cg, and reports on
 * f->msg_w.  Returns its pid, or -1 with errno set.
 */
pid_t child_spawn(const struct sandbox *sb, const struct run_spec *spec,
		  const struct confine_plan *plan, struct run_fds *f, bool direct);

/* Puts the CPU times and peak resident set of ru into m (as CHILD_EXITED carries them). */
void child_usage(struct child_msg *m, const struct rusage *ru);

/*
 * Makes a run's channels: the message and standard error pipes, the socket
 * for the listener and, when pump, the standard output pipe (see struct
 * out_pump); the judge's ends go to e, made non-blocking.  Returns 0, or -1
 * with errno set (what was made stays in f and e, to close).  e->chan is
 * closed with the others once the run is over, not as soon as the listener
 * came: whenever a socket's last reference goes while some socket is in
 * flight (as the next run's f->chan_w, on its way to judge-launch, is for a
 * while), the kernel queues work for its collector of descriptors in flight.
 */
int child_open_channels(bool pump, struct run_fds *f, struct judge_ends *e);

/* Closes the judge's ends e; child_close_channels() the child's ends f too. */
void child_close_ends(struct judge_ends *e);
void child_close_channels(struct run_fds *f, struct judge_ends *e);

/* Kills and reaps a child that has not been waited for. */
void child_kill(pid_t pid);

/* supervise.c */

/*
 * Waits for c, started at start (us), enforcing spec's CPU and wall limits
 * and cancellation, pumping o and standard error (err_r) into res, reading
 * the child's messages on msg_r and forbidden calls from c's listener into
 * st.  Every process of the run is reaped when it returns: c's wait status.
 */
int supervise_wait(struct sandbox *sb, const struct run_spec *spec, struct child *c, int msg_r,
		   int err_r, struct out_pump *o, int64_t start, struct run_state *st,
		   struct run_result *res);

/* Takes what is left of standard error (err_r) and of o's output, once every writer is gone. */
void supervise_drain(int err_r, struct out_pump *o, struct run_result *res);

/*
 * Measures the run that ended (st, o, the cgroup cg's usage) into res and
 * decides its outcome.
 */
void supervise_outcome(const struct sandbox *sb, const struct run_spec *spec, struct cgroup *cg,
		       const struct run_state *st, const struct out_pump *o,
		       struct run_result *res);

/* ahead.c */

/*
 * Makes sb->ahead, with judge-launch found (or why not): call once cgroups,
 * views and filter are there.  Returns 0, or -1 when out of memory.
 */
int ahead_new(struct sandbox *sb);

/* Discards the run set up ahead, stops the server and frees sb->ahead (NULL: nothing). */
void ahead_free(struct sandbox *sb);

/* sandbox_prepare() and sandbox_discard(): see sandbox.h. */
int ahead_prepare(struct sandbox *sb, const struct run_spec *spec);
void ahead_discard(struct sandbox *sb);

/* What sandbox_run found set up for its run. */
enum ahead_state { AHEAD_NONE, AHEAD_READY, AHEAD_STARTED };

/*
 * Takes the run set up ahead for spec into *pid and *e (and when it started
 * into *start), when there is one and it was set up as spec asks; one for
 * spec set up otherwise is discarded, and so is one started for another run
 * (the caller's next was not this run).  Its group becomes the run's; with
 * AHEAD_NONE a run made now gets the group one still set up does not use.
 */
enum ahead_state ahead_take(struct sandbox *sb, const struct run_spec *spec, bool pump,
			    pid_t *pid, struct judge_ends *e, int64_t *start);

/*
 * Starts the run set up ahead when it is the one for ticket (the run that
 * ended had it as next, with start_next): it gets the working directory.
 * Returns 0, or -1 when there is none for ticket or it is gone (discarded).
 */
int ahead_start(struct sandbox *sb, uint64_t ticket);

/*
 * Starts the run set up ahead, process pid waiting on chan: its byte.
 * Returns 0, or -1 when it is gone (the run is to be made anew).
 */
int ahead_go(pid_t pid, int chan);

/* Has the run set up ahead started (its program may be using the working directory)? */
bool ahead_started(const struct sandbox *sb);

/*
 * The listener of the judge-launch server's filter, which its runs share
 * (see seccomp_program_launch): where a program's forbidden call is
 * reported, unless it is one the run's own filter forbids; or -1.  The
 * sandbox keeps it.
 */
int ahead_listener(const struct sandbox *sb);

/*
 * Writes judge-launch's path, or why runs are not set up ahead, into buf;
 * returns whether they are.
 */
bool ahead_launcher(const struct sandbox *sb, char *buf, size_t len);

#endif
