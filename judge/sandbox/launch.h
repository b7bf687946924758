/*
 * judge-launch, the server that sets up a sandbox's solution runs ahead of
 * their turn (see sandbox_prepare()), and what the judge hands it.
 *
 * The judge starts one per sandbox, with the descriptors below.  On
 * LAUNCH_PLAN it finds a struct launch_header, then the instructions of the
 * two seccomp filters of seccomp_program_launch(); it joins the namespaces
 * named there once, and installs the server's filter on itself (every run's
 * process inherits it at no cost), sending its listener back first when it
 * has one.  Then, for each struct launch_request that comes on LAUNCH_CTL
 * (cut short after the strings it holds: launch_request_size()) with the
 * run's descriptors (enum launch_request_fd), it makes a process that is
 * the judge's child (CLONE_PARENT) and shares the server's memory until it
 * execs or exits (LAUNCH_CLONE_FLAGS: the server waits meanwhile).  That
 * process answers with its pid (a struct launch_answer naming the
 * request), or the server with minus errno when there is none.  That
 * process confines itself (confine(), with the run's filter), moves itself
 * into the request's group of cgroups (one of two: see sandbox_prepare),
 * waits for one byte on CONFINE_CHAN_FD (end of file: the run is called
 * off), reports CHILD_EXEC on its message pipe and execs the program; a
 * failure is reported as CHILD_FAILED there.  The server exits when the
 * judge closes LAUNCH_CTL.
 */
#ifndef JUDGE_LAUNCH_H
#define JUDGE_LAUNCH_H

#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>

#include "confine.h"

#define LAUNCH_PROGRAM "judge-launch"
#define LAUNCH_MAGIC 0x4a4c4e34u /* "JLN4", and the layouts below with it */

enum launch_fd {
	LAUNCH_PLAN = 3, /* the header and filter, to end of file */
	LAUNCH_CTL,      /* requests from the judge, pids back */
	LAUNCH_NETNS,    /* namespaces to join, when the header says so */
	LAUNCH_MNTNS,
	LAUNCH_CGROUP,   /* the files that move a run into its cgroups: ncgroups of
			    group 0, then as many of group 1 */
	LAUNCH_FDS = LAUNCH_CGROUP + 2 * 5, /* every descriptor from here up is closed */
};

struct launch_header {
	uint32_t magic;
	uint32_t header_size;       /* sizeof these structures as the judge was built: */
	uint32_t request_size;      /* the same in judge-launch, or it refuses */
	uint32_t msg_size;
	uint32_t server_len;        /* instructions of the server's filter after the header,
				       then run_len of the run's (seccomp_program_launch);
				       0 and 0: no filter */
	uint32_t run_len;
	uint32_t notify;            /* the server's filter has a listener, which the
				       server sends back first (one byte, SCM_RIGHTS) */
	int32_t ncgroups;           /* per group, each written "0" to join it */
	int32_t netns;              /* LAUNCH_NETNS, LAUNCH_MNTNS, or -1 */
	int32_t mntns;
	uint64_t exec_path;         /* the address of the empty path the filter lets
				       execveat use (see view.c's map_exec_path) */
};

/* A run's descriptors, in this order in the request's SCM_RIGHTS. */
enum launch_request_fd {
	REQ_STDIN, REQ_STDOUT, REQ_STDERR,
	REQ_EXE,   /* O_PATH descriptor of the program */
	REQ_MSG,   /* the message pipe to the judge */
	REQ_CHAN,  /* the socket to the judge, moved to CONFINE_CHAN_FD */
	REQ_FDS,
};
_Static_assert(REQ_FDS <= CONFINE_MAX_FDS, "a request's descriptors fit in one message");

/*
 * How the server makes a run's process: the judge's child, sharing the
 * server's memory until it execs (see launcher.c); the server's filter lets
 * clone make a process with these flags exactly, and the run's filter
 * forbids it again (see seccomp_program_launch).
 */
#define LAUNCH_CLONE_FLAGS (CLONE_VM | CLONE_VFORK | CLONE_PARENT | SIGCHLD)

#define LAUNCH_MAX_ARGS 64
#define LAUNCH_ARGS_SIZE 8192

struct launch_request {
	struct confine_plan plan;   /* netns and mntns unused: the server joined them */
	uint32_t seq;               /* the judge's number for it, echoed in its answer */
	int32_t group;              /* 0 or 1 */
	int32_t argc;
	int32_t envc;
	char args[LAUNCH_ARGS_SIZE]; /* argv then the environment, each string
					NUL-terminated, one after another */
};

/*
 * The answer to request seq: its process's pid, or minus errno.  A reader
 * that finds an older seq drops it, so that no answer left over (a run
 * called off as it answered) can stand for a later one.
 */
struct launch_answer {
	int32_t pid;
	uint32_t seq;
};

/* The bytes of a request sent whose strings take used bytes of args. */
static inline size_t
launch_request_size(size_t used)
{
	return offsetof(struct launch_request, args) + used;
}

#endif
