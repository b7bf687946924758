/*
 * judge-launch: a solution's run, set up ahead of its turn.  Started by the
 * judge only (see launch.h for what it is handed): it confines itself as
 * the judge's own child would, then waits for the byte that starts the
 * program, so that none of that set-up lies between one case and the next.
 * Small and static, so that its own start costs little.
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/filter.h>
#include <signal.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "launch.h"

extern char **environ;

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

int
main(int argc, char **argv)
{
	static struct launch_header h;
	static struct sock_filter insns[BPF_MAXINSNS];
	struct sock_fprog filter = { 0, insns };
	pid_t parent = getppid();
	sigset_t none;
	int stage;
	char go;

	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	for (int sig = 1; sig < NSIG; sig++)
		signal(sig, SIG_DFL);
	for (int fd = LAUNCH_PLAN; fd < LAUNCH_FDS; fd++)
		fcntl(fd, F_SETFD, FD_CLOEXEC);
	if (argc < 2 || read_all(LAUNCH_PLAN, &h, sizeof h) < 0 || h.magic != LAUNCH_MAGIC ||
	    h.header_size != sizeof h || h.msg_size != sizeof(struct child_msg) ||
	    h.filter_len > BPF_MAXINSNS || h.ncgroups < 0 ||
	    h.ncgroups > LAUNCH_FDS - LAUNCH_CGROUP ||
	    read_all(LAUNCH_PLAN, insns, h.filter_len * sizeof insns[0]) < 0) {
		static const char alone[] = "judge-launch: started by the judge only "
					    "(see 'judge doctor')\n";

		ssize_t said = write(2, alone, sizeof alone - 1);

		(void)said;
		child_fail(LAUNCH_MSG, STAGE_PLAN);
	}
	close(LAUNCH_PLAN);
	filter.len = (unsigned short)h.filter_len;
	/* The page the filter lets execveat's path be (see sandbox.c's map_exec_path). */
	if (mmap((void *)h.plan.exec_path, 4096, PROT_READ,
		 MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0) != (void *)h.plan.exec_path)
		child_fail(LAUNCH_MSG, STAGE_PLAN);
	if (dup3(LAUNCH_CHAN, CONFINE_CHAN_FD, O_CLOEXEC) < 0)
		child_fail(LAUNCH_MSG, STAGE_DUP2);
	close(LAUNCH_CHAN);
	stage = confine(&h.plan, h.filter_len ? &filter : NULL, parent);
	if (stage)
		child_fail(LAUNCH_MSG, stage);

	/* Ready: the program starts when the judge says so. */
	if (read(CONFINE_CHAN_FD, &go, 1) != 1)
		_exit(0);
	struct child_msg ex = { .kind = CHILD_EXEC, .cpu_before_join = confine_cpu_us() };

	for (int i = 0; i < h.ncgroups; i++)
		if (write(LAUNCH_CGROUP + i, "0", 1) != 1)
			child_fail(LAUNCH_MSG, STAGE_CGROUP);

	ex.cpu_at_exec = confine_cpu_us();
	ex.at = confine_now_us();
	child_send(LAUNCH_MSG, &ex);
	syscall(SYS_execveat, LAUNCH_EXE, (const char *)h.plan.exec_path, argv + 1, environ,
		AT_EMPTY_PATH);
	child_fail(LAUNCH_MSG, STAGE_EXEC);
}
