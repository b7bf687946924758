/*
 * Control groups for the sandbox: a struct cgroup owns one group per v1
 * controller (or one v2 group) and the descriptors kept open on them; it is
 * made once per sandbox, reused by every run, and removed by cgroup_close().
 */
#ifndef JUDGE_CGROUP_H
#define JUDGE_CGROUP_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum cgroup_ctl {
	CGROUP_MEMORY,
	CGROUP_PIDS,
	CGROUP_CPU,
	CGROUP_FREEZER, /* v1 freezer; on v2 the group's own cgroup.kill */
	CGROUP_SCHED,   /* v1 cpu: the tree is scheduled as one, a fork bomb cannot starve the judge */
	CGROUP_CTL_COUNT,
};

/* Files read or written on every run, kept open (see cgroup.c's file table). */
enum cgroup_file {
	CGF_MEM_USAGE, CGF_MEM_MAX_USAGE, CGF_MEM_FAILCNT, CGF_MEMSW_FAILCNT, CGF_OOM_CONTROL,
	CGF_FORCE_EMPTY, CGF_CPUACCT_USAGE, CGF_PIDS_CURRENT, CGF_MEM_EVENTS, CGF_CPU_STAT,
	CGF_COUNT,
};

struct cgroup {
	int version;                      /* 1 or 2; 0 when no group could be made */
	bool have[CGROUP_CTL_COUNT];      /* which controllers this group enforces */
	bool memsw;                       /* v1 memory.memsw.* present: swap limited too */
	bool peak_reset;                  /* v2 memory.peak can be reset per run */
	char dir[CGROUP_CTL_COUNT][PATH_MAX];
	int dirfd[CGROUP_CTL_COUNT];      /* O_PATH descriptors of the groups */
	int procs_fd[CGROUP_CTL_COUNT];   /* tasks (v1) or cgroup.procs (v2): written "0"
					     by a run's process to move itself in */
	int peak_fd;                      /* v2 memory.peak kept open for per-fd reset */
	int file_fd[CGF_COUNT];           /* opened on first use; -1 until then */
	int64_t memory_limit;             /* last values written, to skip rewrites */
	int64_t pids_limit;
	int64_t oom_base, fail_base, cpu_base;
	int64_t mem_base;                 /* v1 usage left by earlier runs, at the last prepare */
};

/* What a run left in the group. */
struct cgroup_usage {
	int64_t cpu_us;       /* user + sys of every task that ran in the group */
	int64_t memory_peak;  /* bytes, -1 when unknown */
	bool oom_killed;      /* the kernel killed a task for lack of memory */
	bool limit_hit;       /* usage reached the memory limit at least once */
};

/*
 * Finds where this process sits in the cgroup hierarchy (v1 or v2) and makes
 * a child group named name under it for each controller it can.  want is 1
 * or 2 to use only that version, 0 for either (v1 first when it holds the
 * memory controller), -1 for none (cg is only made safe to close).  Returns 0 (cg->version set, maybe with fewer
 * controllers) or -1 when none could be made; either way each controller
 * that is missing adds one line to warn.
 */
int cgroup_open(struct cgroup *cg, const char *name, int want, char *warn, size_t warnlen);

/*
 * Readies the group for a run: sets the memory limit (swap included) and the
 * task limit, resets the peak and CPU counters.  Returns 0 or -1 with err set.
 */
int cgroup_prepare(struct cgroup *cg, int64_t memory_bytes, int64_t tasks, char *err,
		   size_t errlen);

/*
 * Moves the calling process (single-threaded) into every group; async-signal-
 * safe, for a child.  judge-launch does the same with procs_fd.
 */
int cgroup_attach_self(const struct cgroup *cg);

/* CPU time used in the group since cgroup_prepare(), in microseconds; -1 if unknown. */
int64_t cgroup_cpu_us(struct cgroup *cg);

/* Fills *u with what the run used since cgroup_prepare(). */
void cgroup_usage(struct cgroup *cg, struct cgroup_usage *u);

/*
 * The page cache of files the group is charged for now, in bytes: files read
 * (a runtime's libraries, and what the kernel read ahead of them), not tmpfs
 * or shared memory (the files a run writes in its working directory); -1
 * when unknown.  Reads memory.stat: some microseconds.
 */
int64_t cgroup_file_cache(struct cgroup *cg);

/*
 * Kills every task in the group and waits until it is empty (bounded: about
 * one second).  Returns the number of tasks found, or -1 when some remain.
 */
int cgroup_kill_all(struct cgroup *cg);

/* Removes the groups and closes the descriptors; safe on a failed cgroup_open. */
void cgroup_close(struct cgroup *cg);

#endif
