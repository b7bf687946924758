/*
 * What a sandboxed child does to itself between fork and execve, shared by
 * the judge's own children (child.c) and by judge-launch (launcher.c), which
 * does it ahead of a run's turn: join the namespaces, take its limits, drop
 * its privileges, install the seccomp filter, and report to the judge in
 * struct child_msg.  Everything here is async-signal-safe and allocates
 * nothing; a plan holds no pointer, so it can be written down a pipe.
 */
#ifndef JUDGE_CONFINE_H
#define JUDGE_CONFINE_H

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/resource.h>
#include <sys/types.h>

struct sock_fprog;

/*
 * Where a child holds the socket to the judge: it passes the seccomp
 * listener on it (the one sendmsg the filter allows), and judge-launch
 * waits on it for the byte that starts the program.  Above the program's
 * RLIMIT_NOFILE, close-on-exec.
 */
#define CONFINE_CHAN_FD 100

/*
 * A pid no process has (above the kernel's largest, 2^22): the filter
 * compares a call's pid with it where the rule means "the caller itself",
 * and confine() puts the caller's own pid in its place before installing.
 */
#define CONFINE_SELF_PID 0x5e1f0000u

/* What a child was doing when it failed, as reported in CHILD_FAILED. */
#define CONFINE_STAGES(X)                                                    \
	X(NS, "join namespaces") X(SIGNALFD, "signalfd") X(FORK, "fork")     \
	X(CGROUP, "join cgroup") X(SETSID, "setsid") X(DUP2, "dup2")         \
	X(CHDIR, "chdir") X(RLIMIT, "setrlimit") X(SETGROUPS, "setgroups")   \
	X(SETGID, "setgid") X(SETUID, "setuid") X(PRCTL, "prctl")            \
	X(CAPS, "drop capabilities")                                         \
	X(SECCOMP, "install seccomp filter")                                 \
	X(LISTENER, "pass seccomp listener") X(PLAN, "read the launch plan") \
	X(EXEC, "execve")

enum confine_stage {
#define X(name, text) STAGE_##name,
	CONFINE_STAGES(X)
#undef X
	STAGE_COUNT
};

/* The stage's description ("setrlimit"), or "?" for a number out of range. */
const char *confine_stage_name(int stage);

/*
 * Messages to the judge from a keeper, a child or judge-launch, each one
 * atomic write.  Fixed-width fields only: judge-launch may be built with
 * another C library than the judge.
 */
enum child_msg_kind { CHILD_FAILED = 1, CHILD_EXEC, CHILD_EXITED, CHILD_SYSCALL };

struct child_msg {
	int32_t kind;
	int32_t stage;  /* CHILD_FAILED: enum confine_stage */
	int32_t err;    /* CHILD_FAILED: errno */
	int32_t status; /* CHILD_EXITED: wait status of the program */
	int32_t nr;     /* CHILD_SYSCALL: the forbidden call */
	int32_t unused;
	int64_t at;     /* CLOCK_MONOTONIC (us): CHILD_EXEC just before execve, CHILD_EXITED at exit */
	int64_t cpu_before_join; /* CHILD_EXEC: the child's own CPU time (us) when it joined the cgroup */
	int64_t cpu_at_exec;     /* CHILD_EXEC: ... and just before execve */
	int64_t user_us;         /* CHILD_EXITED: CPU time of the program and every */
	int64_t sys_us;          /* descendant reaped, */
	int64_t maxrss_kib;      /* and the largest resident set among them */
};

/* Writes m to the judge on fd; a child that cannot is of no use, so it exits. */
void child_send(int fd, const struct child_msg *m);

/* Reports stage as failed (with errno) on fd and exits. */
_Noreturn void child_fail(int fd, enum confine_stage stage);

/*
 * Ends the calling child, single-threaded, with status code: by exit, not
 * exit_group, which the filter may report to a judge that cannot answer yet
 * (it waits in vfork for this very child to exec or end).
 */
_Noreturn void confine_exit(int code);

/* The most descriptors confine_send_fds() and confine_recv_fds() pass at once. */
#define CONFINE_MAX_FDS 8

/*
 * Sends len bytes of data with nfds descriptors over the unix socket sock
 * (SCM_RIGHTS), without SIGPIPE.  Returns the bytes sent, or -1 with errno.
 */
ssize_t confine_send_fds(int sock, const void *data, size_t len, const int *fds, int nfds);

/*
 * Receives at most len bytes into data and exactly nfds descriptors
 * (close-on-exec) into fds; flags as recvmsg's.  Returns the bytes received
 * (0 at end of file), or -1 with errno set: also for a message cut short or
 * with another number of descriptors (those that came are closed).
 */
ssize_t confine_recv_fds(int sock, void *data, size_t len, int *fds, int nfds, int flags);

/* CLOCK_MONOTONIC and the calling process's CPU time, in microseconds. */
int64_t confine_now_us(void);
int64_t confine_cpu_us(void);

#define CONFINE_MAX_RLIMITS 12

/* Fixed-width fields only, as struct child_msg. */
struct confine_plan {
	int32_t netns;                /* namespace descriptors to join, or -1 */
	int32_t mntns;
	char workdir[4096];           /* the program's working directory */
	int32_t nlimits;
	struct {
		int32_t resource;
		uint64_t cur, max;
	} limits[CONFINE_MAX_RLIMITS]; /* set in order, before the credentials change */
	uint32_t uid;                 /* with drop: become uid and gid, with no */
	uint32_t gid;                 /* supplementary groups */
	bool drop;
	bool notify;                  /* pass the filter's listener on CONFINE_CHAN_FD */
	uint64_t exec_path;           /* judge-launch: the address of the empty path the
					 filter lets execveat use (see view.c) */
};

/* Adds a limit to p (both soft and hard at value unless max differs). */
void confine_plan_limit(struct confine_plan *p, int resource, rlim_t cur, rlim_t max);

/*
 * Applies p to the calling process, in order: namespaces, a session of its
 * own, working directory, limits, credentials, every capability dropped (so
 * that no hard limit can be raised, whoever runs the judge), death with
 * parent (the process that started it, as getppid() said first: if it is
 * gone already, stop), no new privileges, then filter (NULL: none), with
 * CONFINE_SELF_PID made the caller's pid.  Returns 0, or the stage that
 * failed with errno set.
 */
int confine(const struct confine_plan *p, const struct sock_fprog *filter, pid_t parent);

#endif
