/* A sandboxed child confining itself before execve; see confine.h. */
#include <errno.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "confine.h"

static const char *const stage_names[] = {
#define X(name, text) text,
	CONFINE_STAGES(X)
#undef X
};

const char *
confine_stage_name(int stage)
{
	return stage >= 0 && stage < STAGE_COUNT ? stage_names[stage] : "?";
}

void
child_send(int fd, const struct child_msg *m)
{
	/*
	 * The raw call, as every call a child makes once filtered: a sanitizer's
	 * interceptor of write() could take a lock its fork copied held, and wake
	 * it with a futex operation the filter forbids.
	 */
	if (syscall(SYS_write, fd, m, sizeof *m) != (long)sizeof *m)
		confine_exit(126);
}

_Noreturn void
child_fail(int fd, enum confine_stage stage)
{
	struct child_msg m = { .kind = CHILD_FAILED, .stage = stage, .err = errno };

	child_send(fd, &m);
	confine_exit(127);
}

_Noreturn void
confine_exit(int code)
{
	for (;;)
		syscall(SYS_exit, code);
}

int64_t
confine_now_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

int64_t
confine_cpu_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

void
confine_plan_limit(struct confine_plan *p, int resource, rlim_t cur, rlim_t max)
{
	if (p->nlimits < CONFINE_MAX_RLIMITS) {
		p->limits[p->nlimits].resource = resource;
		p->limits[p->nlimits].cur = cur;
		p->limits[p->nlimits].max = max;
		p->nlimits++;
	}
}

/* Room for CONFINE_MAX_FDS descriptors in a message, aligned for a cmsghdr. */
union fd_control {
	struct cmsghdr h;
	char buf[CMSG_SPACE(CONFINE_MAX_FDS * sizeof(int))];
};

ssize_t
confine_send_fds(int sock, const void *data, size_t len, const int *fds, int nfds)
{
	union fd_control u;
	struct iovec iov = { (void *)data, len };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = u.buf,
			     .msg_controllen = CMSG_SPACE((size_t)nfds * sizeof(int)) };
	struct cmsghdr *c = CMSG_FIRSTHDR(&mh);

	if (nfds < 1 || nfds > CONFINE_MAX_FDS) {
		errno = EINVAL;
		return -1;
	}
	memset(&u, 0, sizeof u);
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SCM_RIGHTS;
	c->cmsg_len = CMSG_LEN((size_t)nfds * sizeof(int));
	memcpy(CMSG_DATA(c), fds, (size_t)nfds * sizeof(int));
	/* Raw, as child_send() writes: it is sent once filtered. */
	return syscall(SYS_sendmsg, sock, &mh, MSG_NOSIGNAL);
}

ssize_t
confine_recv_fds(int sock, void *data, size_t len, int *fds, int nfds, int flags)
{
	union fd_control u;
	struct iovec iov = { data, len };
	struct msghdr mh = { .msg_iov = &iov, .msg_iovlen = 1, .msg_control = u.buf,
			     .msg_controllen = sizeof u.buf };
	struct cmsghdr *c;
	ssize_t n;
	int got = 0;

	do
		n = recvmsg(sock, &mh, flags | MSG_CMSG_CLOEXEC);
	while (n < 0 && errno == EINTR);
	if (n <= 0)
		return n;
	c = CMSG_FIRSTHDR(&mh);
	if (c && c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
		got = (int)((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
		memcpy(fds, CMSG_DATA(c), (size_t)(got < nfds ? got : nfds) * sizeof(int));
	}
	if (got == nfds && !(mh.msg_flags & (MSG_TRUNC | MSG_CTRUNC)))
		return n;
	for (int i = 0; i < got && i < nfds; i++)
		close(fds[i]);
	errno = EPROTO;
	return -1;
}

/* Empties every capability set the process can empty itself (bounding needs CAP_SETPCAP). */
static int
drop_capabilities(void)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct none[_LINUX_CAPABILITY_U32S_3];

	memset(none, 0, sizeof none);
	if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) < 0 && errno != EINVAL)
		return -1;
	return (int)syscall(SYS_capset, &h, none);
}

/*
 * Installs filter with each comparison with CONFINE_SELF_PID made one with
 * the caller's pid, in a copy on the stack (the filter may be the judge's
 * own memory, shared by a CLONE_VM child).  Returns the listener, or -1.
 */
static long
install_filter(const struct sock_fprog *filter, unsigned flags)
{
	struct sock_filter code[BPF_MAXINSNS];
	struct sock_fprog own = { filter->len, code };
	uint32_t pid = (uint32_t)getpid();

	if (filter->len > BPF_MAXINSNS) {
		errno = EINVAL;
		return -1;
	}
	for (unsigned i = 0; i < filter->len; i++) {
		code[i] = filter->filter[i];
		if (code[i].code == (BPF_JMP | BPF_JEQ | BPF_K) && code[i].k == CONFINE_SELF_PID)
			code[i].k = pid;
	}
	return syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, flags, &own);
}

int
confine(const struct confine_plan *p, const struct sock_fprog *filter, pid_t parent)
{
	if ((p->netns >= 0 && setns(p->netns, CLONE_NEWNET) < 0) ||
	    (p->mntns >= 0 && setns(p->mntns, CLONE_NEWNS) < 0))
		return STAGE_NS;
	if (setsid() < 0)
		return STAGE_SETSID;
	if (chdir(p->workdir) < 0)
		return STAGE_CHDIR;
	for (int i = 0; i < p->nlimits; i++) {
		struct rlimit rl = { p->limits[i].cur, p->limits[i].max };

		if (setrlimit(p->limits[i].resource, &rl) < 0)
			return STAGE_RLIMIT;
	}
	/*
	 * Raw calls: glibc's wrappers would try to change the credentials of the
	 * judge's other threads too, which do not exist in this child.
	 */
	if (p->drop) {
		if (syscall(SYS_setgroups, 0, NULL) < 0)
			return STAGE_SETGROUPS;
		if (syscall(SYS_setresgid, p->gid, p->gid, p->gid) < 0)
			return STAGE_SETGID;
		if (syscall(SYS_setresuid, p->uid, p->uid, p->uid) < 0)
			return STAGE_SETUID;
	}
	/* Root's, or the judge's if it runs with some: CAP_SYS_RESOURCE would raise hard limits. */
	if (drop_capabilities() < 0)
		return STAGE_CAPS;
	/*
	 * Dies with its parent.  Changing credentials clears the parent-death
	 * signal, so it is set here, after them; and a parent already gone
	 * (reparented) means stop now.
	 */
	if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0 || getppid() != parent)
		return STAGE_PRCTL;
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0 || prctl(PR_SET_DUMPABLE, 0) < 0)
		return STAGE_PRCTL;
	if (!filter)
		return 0;
	long listener = install_filter(filter, p->notify ? SECCOMP_FILTER_FLAG_NEW_LISTENER : 0);

	if (listener < 0)
		return STAGE_SECCOMP;
	/*
	 * The listener is close-on-exec: hand it over in flight, where it
	 * outlives our copy, without waiting for the judge to take it.
	 */
	int fd = (int)listener;

	if (p->notify && confine_send_fds(CONFINE_CHAN_FD, "L", 1, &fd, 1) != 1)
		return STAGE_LISTENER;
	return 0;
}
