/*
 * judge-launch: a sandbox's solution runs, set up ahead of their turn (see
 * launch.h).  One server per sandbox makes a process for each run, which
 * confines itself as the judge's own child would and waits for the byte
 * that starts the program, so that none of that set-up lies between one
 * case and the next.  Small and static, and its runs cost it little: no
 * exec, no namespace to join, nothing to load per run; and, as with
 * posix_spawn, each borrows the server's memory on a stack of its own until
 * it execs or exits (the server waits), so no page table is copied, no page
 * faulted in, and no copy torn down at execve.
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "launch.h"

extern char **environ;

/* Where a run's process keeps its program and message pipe until execve. */
enum { RUN_EXE = CONFINE_CHAN_FD + 1, RUN_MSG };

static struct launch_header header;
static struct sock_filter server_insns[BPF_MAXINSNS], run_insns[BPF_MAXINSNS];

/* What a run's process works on, in the server's memory (see main). */
static _Alignas(16) char run_stack[256 << 10];
static struct {
	const struct launch_request *req;
	const int *fds;
	pid_t parent;
	/*
	 * The process answers for itself: set before its answer is written, so
	 * that the server, back once the process has exec'd or died, answers
	 * only a request no one answered (a process killed just after writing
	 * must not leave a second answer behind it).
	 */
	volatile bool answered;
} run_args;

/* Reads exactly len bytes from fd; returns 0, or -1 on error or early end of file. */
static int
read_all(int fd, void *buf, size_t len)
{
	for (char *p = buf; len > 0;) {
		ssize_t n = read(fd, p, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return -1;
		p += n;
		len -= (size_t)n;
	}
	return 0;
}

/*
 * Receives a request and its descriptors, its length into *len; returns 1, 0
 * at end of file, -1 on error.
 */
static int
recv_request(struct launch_request *req, size_t *len, int fds[REQ_FDS])
{
	ssize_t n = confine_recv_fds(LAUNCH_CTL, req, sizeof *req, fds, REQ_FDS, 0);

	if (n <= 0)
		return n == 0 ? 0 : -1;
	*len = (size_t)n;
	if (*len > launch_request_size(0))
		return 1;
	for (int i = 0; i < REQ_FDS; i++)
		close(fds[i]);
	return -1;
}

/* The run's process: never returns. */
static _Noreturn void
run(const struct launch_request *req, const int fds[REQ_FDS], pid_t parent)
{
	struct sock_fprog filter = { (unsigned short)header.run_len, run_insns };
	char *argv[LAUNCH_MAX_ARGS + 1], *envp[LAUNCH_MAX_ARGS + 1];
	const char *p = req->args;
	struct launch_answer self = { (int32_t)getpid(), req->seq };
	int msg = fds[REQ_MSG], stage;
	char go;

	/* The server waits until this process execs or exits: the answer is its own. */
	run_args.answered = true;
	if (write(LAUNCH_CTL, &self, sizeof self) != sizeof self)
		run_args.answered = false;
	close(LAUNCH_CTL);
	/* Into place: 0-2, the program, the message pipe, the socket (none overwrites another). */
	if (dup2(fds[REQ_MSG], RUN_MSG) < 0)
		child_fail(msg, STAGE_DUP2);
	msg = RUN_MSG;
	if (dup2(fds[REQ_STDIN], 0) < 0 || dup2(fds[REQ_STDOUT], 1) < 0 ||
	    dup2(fds[REQ_STDERR], 2) < 0 || dup3(fds[REQ_EXE], RUN_EXE, O_CLOEXEC) < 0 ||
	    dup3(fds[REQ_CHAN], CONFINE_CHAN_FD, O_CLOEXEC) < 0 ||
	    fcntl(RUN_MSG, F_SETFD, FD_CLOEXEC) < 0)
		child_fail(msg, STAGE_DUP2);
	for (int i = 0; i < REQ_FDS; i++)
		if (fds[i] > 2 && fds[i] < CONFINE_CHAN_FD)
			close(fds[i]);
	for (int i = 0; i < req->argc && i < LAUNCH_MAX_ARGS; i++) {
		argv[i] = (char *)p;
		p += strlen(p) + 1;
	}
	argv[req->argc] = NULL;
	for (int i = 0; i < req->envc && i < LAUNCH_MAX_ARGS; i++) {
		envp[i] = (char *)p;
		p += strlen(p) + 1;
	}
	envp[req->envc] = NULL;
	stage = confine(&req->plan, header.run_len ? &filter : NULL, parent);
	if (stage)
		child_fail(msg, stage);
	/*
	 * Into the run's cgroups, as the judge's own child does
	 * (cgroup_attach_self): what it did so far is not counted there, what
	 * it does from now on until execve is (and taken off, see CHILD_EXEC).
	 */
	struct child_msg ex = { .kind = CHILD_EXEC, .cpu_before_join = confine_cpu_us() };
	int first = LAUNCH_CGROUP + req->group * header.ncgroups;

	for (int i = 0; i < header.ncgroups; i++)
		if (write(first + i, "0", 1) != 1)
			child_fail(msg, STAGE_CGROUP);

	/* Ready: the program starts when the judge says so. */
	if (read(CONFINE_CHAN_FD, &go, 1) != 1)
		confine_exit(0);
	ex.cpu_at_exec = confine_cpu_us();
	ex.at = confine_now_us();
	child_send(msg, &ex);
	syscall(SYS_execveat, RUN_EXE, (const char *)(uintptr_t)header.exec_path, argv, envp,
		AT_EMPTY_PATH);
	child_fail(msg, STAGE_EXEC);
}

/* clone's entry to run(). */
static int
run_entry(void *unused)
{
	(void)unused;
	run(run_args.req, run_args.fds, run_args.parent);
}

/*
 * Puts the server under its filter, which every run's process inherits (see
 * seccomp_program_launch), and sends its listener, if it has one, to the
 * judge first: on CONFINE_CHAN_FD, the one descriptor the filter lets
 * sendmsg use.  Returns 0, or -1.
 */
static int
install_server_filter(void)
{
	struct sock_fprog prog = { (unsigned short)header.server_len, server_insns };
	unsigned flags = header.notify ? SECCOMP_FILTER_FLAG_NEW_LISTENER : 0;
	long listener;

	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0 || dup2(LAUNCH_CTL, CONFINE_CHAN_FD) < 0 ||
	    (listener = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, flags, &prog)) < 0)
		return -1;
	if (header.notify) {
		int fd = (int)listener;

		if (confine_send_fds(CONFINE_CHAN_FD, "L", 1, &fd, 1) != 1)
			return -1;
		close(fd);
	}
	close(CONFINE_CHAN_FD);
	return 0;
}

/*
 * Is the request of len bytes whole: its arguments and environment within
 * them, NUL-terminated?  (What lies after is an earlier request's.)
 */
static int
request_ok(const struct launch_request *req, size_t len)
{
	const char *p = req->args, *end = req->args + (len - launch_request_size(0));

	if (req->argc < 1 || req->argc > LAUNCH_MAX_ARGS || req->envc < 0 ||
	    req->envc > LAUNCH_MAX_ARGS || req->group < 0 || req->group > 1)
		return 0;
	for (int i = 0; i < req->argc + req->envc; i++) {
		const char *nul = memchr(p, '\0', (size_t)(end - p));

		if (!nul)
			return 0;
		p = nul + 1;
	}
	return 1;
}

int
main(void)
{
	static struct launch_request req;
	static const char alone[] = "judge-launch: started by the judge only (see 'judge doctor')\n";
	sigset_t none;
	int fds[REQ_FDS];

	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	for (int sig = 1; sig < NSIG; sig++)
		signal(sig, SIG_DFL);
	if (read_all(LAUNCH_PLAN, &header, sizeof header) < 0 || header.magic != LAUNCH_MAGIC ||
	    header.header_size != sizeof header || header.request_size != sizeof req ||
	    header.msg_size != sizeof(struct child_msg) || header.server_len > BPF_MAXINSNS ||
	    header.run_len > BPF_MAXINSNS || !header.server_len != !header.run_len ||
	    header.ncgroups < 0 || 2 * header.ncgroups > LAUNCH_FDS - LAUNCH_CGROUP ||
	    read_all(LAUNCH_PLAN, server_insns, header.server_len * sizeof server_insns[0]) < 0 ||
	    read_all(LAUNCH_PLAN, run_insns, header.run_len * sizeof run_insns[0]) < 0) {
		ssize_t said = write(2, alone, sizeof alone - 1);

		(void)said;
		return 2;
	}
	close(LAUNCH_PLAN);
	for (int fd = LAUNCH_CTL; fd < LAUNCH_FDS; fd++)
		fcntl(fd, F_SETFD, FD_CLOEXEC);
	/* The page the filter lets execveat's path be; and the runs' namespaces, once. */
	if (mmap((void *)(uintptr_t)header.exec_path, 4096, PROT_READ,
		 MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1,
		 0) != (void *)(uintptr_t)header.exec_path ||
	    (header.netns >= 0 && setns(header.netns, CLONE_NEWNET) < 0) ||
	    (header.mntns >= 0 && setns(header.mntns, CLONE_NEWNS) < 0))
		return 3;
	if (header.netns >= 0)
		close(header.netns);
	if (header.mntns >= 0)
		close(header.mntns);
	if (header.server_len && install_server_filter() < 0)
		return 3;

	for (;;) {
		size_t len = 0;
		int got = recv_request(&req, &len, fds);
		struct launch_answer answer = { 0, got > 0 ? req.seq : 0 };

		if (got == 0)
			return 0;
		run_args.answered = false;
		if (got < 0) {
			answer.pid = -EPROTO;
		} else if (!request_ok(&req, len)) {
			answer.pid = -EINVAL;
		} else {
			/*
			 * The judge's child, so that the judge waits for it
			 * (status, rusage); back here once it has exec'd or
			 * exited, having answered (unless it could not).
			 */
			run_args.req = &req;
			run_args.fds = fds;
			run_args.parent = getppid();
			int pid = clone(run_entry, run_stack + sizeof run_stack,
					LAUNCH_CLONE_FLAGS, NULL);

			answer.pid = pid < 0 ? -errno : pid;
		}
		if (got > 0)
			for (int i = 0; i < REQ_FDS; i++)
				close(fds[i]);
		if (!run_args.answered && write(LAUNCH_CTL, &answer, sizeof answer) != sizeof answer)
			return 4;
	}
}
