/* Trusted helper programs: spawn, capture output, time out, reap. */
#include "spawn.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int64_t
now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int
spawn_run(char *const argv[], int timeout_ms, char *out, size_t cap, struct spawn_result *res,
	 char *err, size_t errlen)
{
	int fds[2];
	memset(res, 0, sizeof *res);
	if (pipe2(fds, O_CLOEXEC) < 0) {
		snprintf(err, errlen, "cannot create a pipe: %s", strerror(errno));
		return -1;
	}
	pid_t pid = fork();
	if (pid < 0) {
		snprintf(err, errlen, "cannot fork: %s", strerror(errno));
		close(fds[0]);
		close(fds[1]);
		return -1;
	}
	if (pid == 0) {
		int devnull = open("/dev/null", O_RDONLY);
		setpgid(0, 0);
		if (devnull < 0 || dup2(devnull, 0) < 0 || dup2(fds[1], 1) < 0 ||
		    dup2(fds[1], 2) < 0)
			_exit(127);
		execvp(argv[0], argv);
		dprintf(2, "cannot run '%s': %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	setpgid(pid, pid);
	close(fds[1]);

	int64_t start = now_ms(), deadline = start + timeout_ms;
	for (;;) {
		int64_t left = deadline - now_ms();
		if (left <= 0) {
			res->timed_out = true;
			break;
		}
		struct pollfd pfd = {.fd = fds[0], .events = POLLIN};
		int r = poll(&pfd, 1, (int)left);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			continue;
		char buf[8192];
		ssize_t n = read(fds[0], buf, sizeof buf);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		size_t room = cap > res->output_len + 1 ? cap - res->output_len - 1 : 0;
		size_t keep = (size_t)n < room ? (size_t)n : room;
		memcpy(out + res->output_len, buf, keep);
		res->output_len += keep;
		res->output_total += (size_t)n;
	}
	if (cap)
		out[res->output_len] = '\0';
	close(fds[0]);

	/* Output closed; the program may still be running: wait, but not past the deadline. */
	while (!res->timed_out) {
		pid_t r = waitpid(pid, &res->status, WNOHANG);
		if (r == pid)
			goto reaped;
		if (r < 0 && errno != EINTR)
			break;
		if (now_ms() >= deadline)
			res->timed_out = true;
		else
			usleep(1000);
	}
	kill(-pid, SIGKILL);
	while (waitpid(pid, &res->status, 0) < 0 && errno == EINTR)
		;
reaped:
	res->elapsed_ms = now_ms() - start;
	/* The compiler's own children share its group; end any it left behind. */
	kill(-pid, SIGKILL);
	return 0;
}
