/* The system-call filter when built without libseccomp: unavailable, and says so. */
#include <stdio.h>

#include "seccomp.h"

struct seccomp_program *
seccomp_program_new(const char *exec_path, bool notify, int chan_fd,
		    const struct sandbox_policy *policy, char *err, size_t errlen)
{
	snprintf(err, errlen, "seccomp: unavailable (built without libseccomp)");
	return NULL;
}

/* Nothing is filtered: any name will do. */
bool
seccomp_syscall_allowable(const char *name)
{
	return true;
}

bool
seccomp_syscall_failable(const char *name)
{
	return true;
}

bool
seccomp_program_notifies(const struct seccomp_program *p)
{
	return false;
}

bool
seccomp_program_continues(const struct seccomp_program *p)
{
	return false;
}

const struct sock_fprog *
seccomp_program_bpf(const struct seccomp_program *p)
{
	return NULL;
}

void
seccomp_program_launch(const struct seccomp_program *p, const struct sock_fprog **server,
		       const struct sock_fprog **run)
{
	*server = *run = NULL;
}

const char *
seccomp_syscall_name(int nr, char *buf, size_t len)
{
	snprintf(buf, len, "%d", nr);
	return buf;
}

void
seccomp_program_free(struct seccomp_program *p)
{
}
