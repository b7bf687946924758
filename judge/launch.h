/*
 * judge-launch, the program that sets up a solution's run ahead of its turn
 * (see sandbox_prepare()), and what the judge hands it.  The judge starts it
 * with the program's standard streams as 0-2 and the descriptors below; on
 * LAUNCH_PLAN it finds a struct launch_header, then filter_len instructions
 * of the seccomp filter.  It confines itself (confine()), waits for one byte
 * on CONFINE_CHAN_FD (end of file: the run is called off), reports
 * CHILD_EXEC on LAUNCH_MSG and execs LAUNCH_EXE with its own argv[1...]; a
 * failure is reported as CHILD_FAILED there.  At the byte it moves itself
 * into the run's cgroups (as the judge's own child does: see
 * cgroup_attach_self), so that what it did before is not the run's.
 */
#ifndef JUDGE_LAUNCH_H
#define JUDGE_LAUNCH_H

#include <stdint.h>

#include "confine.h"

#define LAUNCH_PROGRAM "judge-launch"
#define LAUNCH_MAGIC 0x4a4c4e31u /* "JLN1", and the header's layout with it */

enum launch_fd {
	LAUNCH_PLAN = 3, /* the header and filter, to end of file */
	LAUNCH_EXE,      /* O_PATH descriptor of the program */
	LAUNCH_MSG,      /* the message pipe to the judge */
	LAUNCH_CHAN,     /* the socket to the judge, moved to CONFINE_CHAN_FD */
	LAUNCH_NETNS,    /* namespaces to join, when the plan names them */
	LAUNCH_MNTNS,
	LAUNCH_CGROUP,   /* the first of ncgroups files that move it into the run's cgroups */
	LAUNCH_FDS = LAUNCH_CGROUP + 5, /* every descriptor from here up is closed */
};

struct launch_header {
	uint32_t magic;
	uint32_t header_size;       /* sizeof both structures as the judge was built: */
	uint32_t msg_size;          /* the same in judge-launch, or it refuses */
	uint32_t filter_len;        /* instructions after the header; 0: no filter */
	int32_t ncgroups;           /* written "0" at the start byte, before execve */
	int32_t unused;
	struct confine_plan plan;   /* netns and mntns are LAUNCH_NETNS, LAUNCH_MNTNS or -1 */
};

#endif
