/*
 * The judge's side of a run, from the child's start to its outcome: the wait
 * loop (a pidfd with a timeout, CPU time polled from the cgroup or /proc,
 * the wall limit, cancellation), the standard output pump and standard
 * error, the child's messages, the seccomp listener's forbidden calls, and
 * the one function that decides how the run ended (classify).
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sandbox_impl.h"

/* How far a cgroup's peak may pass the program's resident peak before its file cache is asked. */
#define MEMORY_CACHE_SLACK (4 << 20)

/*
 * CPU time of the program's main process from /proc: pid itself, or the
 * keeper's child (the keeper is pid, or pid's child in a user namespace).
 */
static int64_t
proc_cpu_us(const struct sandbox *sb, pid_t pid, bool direct)
{
	char path[96], buf[1024], *p;
	unsigned long long ut, st, cut, cst;
	long child = pid;

	for (int down = direct ? 0 : sb->views.userns >= 0 ? 2 : 1; down > 0; down--) {
		snprintf(path, sizeof path, "/proc/%ld/task/%ld/children", child, child);
		if (scratch_read_small(path, buf, sizeof buf) <= 0 ||
		    (child = strtol(buf, NULL, 10)) <= 0)
			return -1;
	}
	snprintf(path, sizeof path, "/proc/%ld/stat", child);
	if (scratch_read_small(path, buf, sizeof buf) <= 0 || !(p = strrchr(buf, ')')))
		return -1;
	if (sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu %llu %llu",
		   &ut, &st, &cut, &cst) != 4)
		return -1;
	return (int64_t)(ut + st + cut + cst) * 1000000 / sb->ticks;
}

/* Moves what the pipe holds into the file (splice, else read and write). */
static void
out_drain(struct out_pump *o)
{
	char buf[65536];
	int64_t moved = o->count;

	o->last = confine_now_us();
	while (o->r >= 0) {
		int64_t room = o->limit + 1 - o->count;
		ssize_t n;

		if (room <= 0 || o->dst < 0) {
			/* Past the limit (or no file to write): counted, thrown away. */
			n = read(o->r, buf, sizeof buf);
			if (n > 0 && o->dst < 0)
				o->count += n;
		} else {
			size_t want = room < (1 << 20) ? (size_t)room : 1 << 20;

			n = splice(o->r, NULL, o->dst, NULL, want, SPLICE_F_NONBLOCK);
			/* A file splice cannot write (O_APPEND, a device): copy instead. */
			if (n < 0 && errno == EINVAL) {
				n = read(o->r, buf, want < sizeof buf ? want : sizeof buf);
				if (n > 0 && write(o->dst, buf, (size_t)n) != n)
					o->dst = -1;
			} else if (n < 0 && errno != EAGAIN && errno != EINTR) {
				/* The file refuses (full disk, read-only): keep counting. */
				o->dst = -1;
				continue;
			}
			if (n > 0)
				o->count += n;
		}
		if (n == 0) {
			close(o->r);
			o->r = -1;
		}
		if (n <= 0)
			break;
	}
	if (o->count > o->limit)
		o->over = true;
	if (o->spec->on_output && o->count > moved)
		o->spec->on_output(o->spec->on_output_arg, o->dst >= 0 ? o->count : moved);
}

static void
stderr_drain(int fd, struct run_result *res)
{
	char sink[4096];

	for (;;) {
		size_t room = RUN_STDERR_CAP - 1 - res->stderr_len;
		ssize_t n = room ? read(fd, res->stderr_head + res->stderr_len, room)
				 : read(fd, sink, sizeof sink);

		if (n <= 0)
			break;
		if (room)
			res->stderr_len += (size_t)n;
	}
	res->stderr_head[res->stderr_len] = '\0';
}

/* Reads every whole message waiting; returns false once no writer is left (EOF). */
static bool
read_msgs(int fd, struct run_state *st)
{
	struct child_msg m;
	ssize_t n;

	while ((n = read(fd, &m, sizeof m)) == sizeof m) {
		if (m.kind == CHILD_FAILED && !st->failed) {
			st->failed = true;
			st->fail = m;
		} else if (m.kind == CHILD_EXEC) {
			st->execed = true;
			st->exec = m;
		} else if (m.kind == CHILD_SYSCALL) {
			st->syscall = true;
			st->nr = m.nr;
			st->end = confine_now_us();
		} else if (m.kind == CHILD_EXITED) {
			st->exited = true;
			st->exit = m;
			/* The keeper saw the program exit at m.at, before its cleanup. */
			if (!st->end)
				st->end = m.at ? m.at : confine_now_us();
		}
	}
	return n != 0;
}

/*
 * Stops c at once: the program or the keeper's namespace with SIGKILL; a
 * subreaper, or the keeper's parent in a user namespace, with SIGTERM.
 */
static void
stop_child(const struct sandbox *sb, const struct child *c)
{
	kill(c->pid, c->direct || (sb->views.pidns && sb->views.userns < 0) ? SIGKILL : SIGTERM);
}

/* The peak resident set (VmHWM) of task pid's memory in KiB, file-backed pages included; or -1. */
static int64_t
proc_hwm_kib(pid_t pid)
{
	char path[64], buf[4096], *p;

	snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
	if (scratch_read_small(path, buf, sizeof buf) <= 0 || !(p = strstr(buf, "\nVmHWM:")))
		return -1;
	return strtoll(p + 7, NULL, 10);
}

/*
 * The program is leaving, stopped in exit_group (n): its resident peak, which
 * counts pages no cgroup charges to it (its own binary's, in a page cache
 * charged to whoever wrote the file), then let it go on.
 */
static void
take_exit(int listener, struct seccomp_notif *n, struct run_state *st)
{
	struct seccomp_notif_resp r = { .id = n->id, .flags = SECCOMP_USER_NOTIF_FLAG_CONTINUE };
	int64_t hwm = proc_hwm_kib((pid_t)n->pid);

	/* Still waiting there: the pid was not reused, the figure is the program's. */
	if (hwm > st->hwm_kib && ioctl(listener, SECCOMP_IOCTL_NOTIF_ID_VALID, &n->id) == 0)
		st->hwm_kib = hwm;
	ioctl(listener, SECCOMP_IOCTL_NOTIF_SEND, &r);
}

/*
 * Is task tid, waiting in notification id on listener, a thread of the
 * program pid?  (It waits, so its tid is its own; still waiting after the
 * look, it was not another task of that tid.)
 */
static bool
program_task(pid_t pid, pid_t tid, int listener, uint64_t id)
{
	char path[64];

	if (tid == pid)
		return true;
	snprintf(path, sizeof path, "/proc/%d/task/%d", (int)pid, (int)tid);
	return access(path, F_OK) == 0 && ioctl(listener, SECCOMP_IOCTL_NOTIF_ID_VALID, &id) == 0;
}

/*
 * A listener of c's (its own, or judge-launch's it shares) has news
 * (revents): the program's exit, to measure; a forbidden call waiting, so
 * note it and stop the program; or every user of the filter is gone, so
 * stop listening (*listener closed, -1).
 */
static void
take_notification(const struct sandbox *sb, struct child *c, int *listener, short revents,
		  struct run_state *st)
{
	struct seccomp_notif n;

	memset(&n, 0, sizeof n);
	if ((revents & POLLIN) && ioctl(*listener, SECCOMP_IOCTL_NOTIF_RECV, &n) == 0) {
		/*
		 * judge-launch's, not from the program (from judge-launch or a
		 * run's process before its own filter, none of which should
		 * come): refused, so that it does not wait for ever.
		 */
		if (listener == &c->shared && !program_task(c->pid, (pid_t)n.pid, *listener, n.id)) {
			struct seccomp_notif_resp r = { .id = n.id, .error = -EPERM };

			ioctl(*listener, SECCOMP_IOCTL_NOTIF_SEND, &r);
			return;
		}
		/* Reported only by a filter that lets it go on (see seccomp.h). */
		if (n.data.nr == SYS_exit_group) {
			take_exit(*listener, &n, st);
			return;
		}
		/*
		 * judge-launch's filter cannot know the program's pid: its own
		 * limits, by pid, go on here (a value, not memory it could change
		 * meanwhile), as does a SIGSYS it sends; EPERM where nothing can
		 * go on (before Linux 5.5).
		 */
		bool raises_sys = (n.data.nr == SYS_tgkill && n.data.args[2] == SIGSYS) ||
				  (n.data.nr == SYS_tkill && n.data.args[1] == SIGSYS);

		/* A SIGSYS it sends: not the run filter's kill (see seccomp_program_launch). */
		if (raises_sys)
			st->sent_sigsys = true;
		if (raises_sys || (n.data.nr == SYS_prlimit64 && (pid_t)n.data.args[0] == c->pid)) {
			struct seccomp_notif_resp r = { .id = n.id };

			if (seccomp_program_continues(sb->filter))
				r.flags = SECCOMP_USER_NOTIF_FLAG_CONTINUE;
			else
				r.error = -EPERM;
			ioctl(*listener, SECCOMP_IOCTL_NOTIF_SEND, &r);
			return;
		}
		if (!st->syscall) {
			st->syscall = true;
			st->nr = n.data.nr;
			st->arg1 = n.data.args[1];
			st->end = confine_now_us();
		}
		stop_child(sb, c);
		return;
	}
	/* Polling a hung-up listener again would return at once, forever. */
	if (revents & (POLLHUP | POLLERR | POLLNVAL)) {
		close(*listener);
		*listener = -1;
	}
}

/*
 * Reaps c (blocking); a direct child's status and rusage are the program's
 * own.  A process of judge-launch had judge-launch's few pages before
 * execve (it shared them), not the judge's memory: the peak the kernel
 * keeps as the program leaves is its VmHWM, taken when it left by itself as
 * exit_group would have been watched otherwise (see ahead.c), without
 * stopping it there.
 */
static int
reap(struct child *c, struct run_state *st)
{
	struct rusage ru;
	int status = 0;

	while (wait4(c->pid, &status, __WALL, &ru) < 0)
		if (errno != EINTR)
			return -1;
	if (c->direct) {
		st->exited = true;
		st->exit.status = status;
		child_usage(&st->exit, &ru);
		if (c->launched && WIFEXITED(status) && ru.ru_maxrss > st->hwm_kib)
			st->hwm_kib = ru.ru_maxrss;
		if (!st->end)
			st->end = confine_now_us();
	}
	return status;
}

/*
 * CPU time the child spent setting up before execve: counted by the cgroup
 * since it joined (cgroup true), or by rusage since the fork; not the program's.
 */
static int64_t
setup_cpu_us(const struct run_state *st, bool cgroup)
{
	if (!st->execed)
		return 0;
	return cgroup ? st->exec.cpu_at_exec - st->exec.cpu_before_join : st->exec.cpu_at_exec;
}

/*
 * Reads the messages waiting on msg_r into st (see read_msgs): the wall
 * limit, like the wall time, runs from the program's execve once the child
 * said when that was.  Returns false once no writer is left.
 */
static bool
take_msgs(int msg_r, const struct limits *l, bool killed, int64_t *deadline,
	  struct run_state *st)
{
	bool execed = st->execed, open = read_msgs(msg_r, st);

	if (!execed && st->execed && !killed)
		*deadline = st->exec.at + l->wall_ms * 1000;
	return open;
}

/*
 * Takes c's listener if it came on c->chan (without waiting), then looks no
 * more at the socket (its owner closes it).
 */
static void
take_listener(struct child *c)
{
	char byte;
	int fd;
	ssize_t n = confine_recv_fds(c->chan, &byte, 1, &fd, 1, MSG_DONTWAIT);

	if (n > 0)
		c->listener = fd;
	/* Received, or never to come (end of file). */
	if (n >= 0)
		c->chan = -1;
}

int
supervise_wait(struct sandbox *sb, const struct run_spec *spec, struct child *c, int msg_r,
	       int err_r, struct out_pump *o, int64_t start, struct run_state *st,
	       struct run_result *res)
{
	const struct limits *l = &spec->limits;
	int64_t deadline = start + l->wall_ms * 1000, limit_us = l->time_ms * 1000;
	int pidfd = (int)syscall(SYS_pidfd_open, c->pid, 0);
	int status;
	bool killed = false, err_open = true, msg_open = true;
	/*
	 * A direct child's messages (its failure, its execve) come before it
	 * ends or execs, and nothing waits for them: they are read at every
	 * look, before anything is decided, and wake no one.  A keeper's
	 * report (the program's end, a forbidden call) wakes the judge.
	 */
	bool msg_wakes = !c->direct;

	/* Empty as the run starts: the first look at the output is 2 ms on at most. */
	o->last = start;
	st->launched = c->launched;
	/* A run set up ahead sent it before its start: taken now, not after a poll. */
	if (c->launched && c->chan >= 0)
		take_listener(c);
	for (;;) {
		if (!msg_wakes && msg_open)
			msg_open = take_msgs(msg_r, l, killed, &deadline, st);
		/* Output is emptied every 2 ms at most: a chatty program wakes no one. */
		int64_t now = confine_now_us(), out_wait = o->r >= 0 ? o->last + 2000 - now : 0;
		struct pollfd pfd[8] = {
			{ msg_open && msg_wakes ? msg_r : -1, POLLIN, 0 },
			{ err_open ? err_r : -1, POLLIN, 0 },
			{ killed ? -1 : spec->cancel_fd, POLLIN, 0 }, { c->chan, POLLIN, 0 },
			{ c->listener, POLLIN, 0 }, { pidfd, POLLIN, 0 },
			{ out_wait <= 0 ? o->r : -1, POLLIN, 0 }, { c->shared, POLLIN, 0 },
		};
		int64_t wait_us = deadline - now;
		int64_t cpu = sb->cg[0].have[CGROUP_CPU] ? cgroup_cpu_us(&sb->cg[sb->run_cg])
						      : proc_cpu_us(sb, c->pid, c->direct);

		/* Known (>= 0) or not (-1); the setup's share is not the program's. */
		if (cpu >= 0) {
			cpu -= setup_cpu_us(st, sb->cg[0].have[CGROUP_CPU]);
			if (cpu < 0)
				cpu = 0;
			if (cpu > st->cpu_seen)
				st->cpu_seen = cpu;
		}

		if (!killed && (wait_us <= 0 || (cpu >= 0 && cpu >= limit_us))) {
			if (cpu >= limit_us)
				st->killed_cpu = true;
			else
				st->killed_wall = true;
			st->end = confine_now_us();
			stop_child(sb, c);
			killed = true;
			/* A keeper without a namespace gets a moment to kill its tree. */
			deadline = confine_now_us() + 1000000;
			continue;
		}
		if (killed && wait_us <= 0) {
			kill(c->pid, SIGKILL);
			deadline = confine_now_us() + 1000000;
		}
		/* CPU time cannot grow faster than wall time times the CPUs. */
		if (!killed && cpu >= 0 && limit_us - cpu < wait_us * sb->parallel)
			wait_us = (limit_us - cpu) / sb->parallel;
		if (pidfd < 0 && wait_us > 10000)
			wait_us = 10000;
		if (out_wait > 0 && wait_us > out_wait)
			wait_us = out_wait;
		if (wait_us < 1000)
			wait_us = 1000;
		if (poll(pfd, 8, (int)((wait_us + 999) / 1000)) < 0 && errno != EINTR)
			break;
		if (pfd[6].revents)
			out_drain(o);
		if (o->over && !killed) {
			st->killed_output = true;
			st->end = confine_now_us();
			stop_child(sb, c);
			killed = true;
			deadline = confine_now_us() + 1000000;
		}
		if (pfd[0].revents) {
			msg_open = take_msgs(msg_r, l, killed, &deadline, st);
			/* The keeper exits right after its report: no need for another wake. */
			if (st->exited && pidfd >= 0)
				break;
		}
		if (pfd[1].revents & POLLIN)
			stderr_drain(err_r, res);
		/* Every writer closed it: polling it again would return at once, forever. */
		else if (pfd[1].revents)
			err_open = false;
		if (!killed && pfd[2].revents) {
			st->cancelled = true;
			st->end = confine_now_us();
			stop_child(sb, c);
			killed = true;
			deadline = confine_now_us() + 1000000;
		}
		if (c->chan >= 0 && pfd[3].revents)
			take_listener(c);
		if (c->listener >= 0 && pfd[4].revents)
			take_notification(sb, c, &c->listener, pfd[4].revents, st);
		if (c->shared >= 0 && pfd[7].revents)
			take_notification(sb, c, &c->shared, pfd[7].revents, st);
		if (pidfd >= 0 && pfd[5].revents) {
			if (!st->end)
				st->end = confine_now_us();
			break;
		}
		if (pidfd < 0) {
			siginfo_t si = { 0 };

			if (waitid(P_PID, (id_t)c->pid, &si, WEXITED | WNOHANG | WNOWAIT | __WALL) ==
				    0 && si.si_pid == c->pid) {
				if (!st->end)
					st->end = confine_now_us();
				break;
			}
		}
	}
	/* A forbidden call may have been the program's last act. */
	int *listeners[] = { &c->listener, &c->shared };

	for (int i = 0; i < 2 && !st->syscall; i++) {
		struct pollfd p = { *listeners[i], POLLIN, 0 };

		if (p.fd >= 0 && poll(&p, 1, 0) == 1 && (p.revents & POLLIN))
			take_notification(sb, c, listeners[i], p.revents, st);
	}
	if (pidfd >= 0)
		close(pidfd);
	status = reap(c, st);
	read_msgs(msg_r, st);
	return status;
}

/*
 * The descriptor of the first of spec's written files (nwritten) that holds
 * more than the output limit: 3 for files[0], ...; else 0.
 */
static int
written_over(const struct run_spec *spec)
{
	struct stat st;

	for (int i = 0; i < spec->nwritten && i < spec->nfiles; i++)
		if (fstat(spec->files[i], &st) == 0 && st.st_size > spec->limits.output_bytes)
			return 3 + i;
	return 0;
}

/*
 * Chooses the outcome from what was seen, in order of precedence.  A limit's
 * outcome comes from a measurement only (the time, the output or the memory
 * over its limit, or the judge stopping the program at it), never from the
 * signal that ended the program: a program can raise SIGXCPU, SIGXFSZ or
 * SIGSYS itself, and that is a run-time error under the signal's name.
 */
static void
classify(const struct sandbox *sb, const struct run_spec *spec, const struct run_state *st,
	 const struct cgroup_usage *cu, struct run_result *res)
{
	const struct limits *l = &spec->limits;
	int status = st->exit.status;
	int output_fd = st->killed_output || res->usage.output_bytes > l->output_bytes
		? 1 : written_over(spec);
	bool abnormal;

	if (st->exited) {
		if (WIFSIGNALED(status))
			res->signal = WTERMSIG(status);
		else
			res->exit_code = WEXITSTATUS(status);
	}
	/*
	 * Died of a signal after usage met the limit: memory, whatever the
	 * signal.  Not an exit code: reclaimed page cache (a file it wrote)
	 * also meets the limit, and a wrong answer may well exit 1.
	 */
	abnormal = res->signal != 0;
	if (st->cancelled) {
		res->outcome = RUN_CANCELLED;
		res->signal = SIGKILL;
		snprintf(res->detail, sizeof res->detail, "cancelled");
	} else if (st->syscall) {
		char name[64];

		res->outcome = RUN_SYSCALL;
		seccomp_syscall_name(st->nr, name, sizeof name);
		/* Calls the filter allows with some arguments: which one it was not. */
		if (!strcmp(name, "futex") || !strcmp(name, "fcntl") || !strcmp(name, "ioctl"))
			snprintf(res->detail, sizeof res->detail, "forbidden syscall %s (%s %#llx)",
				 name, strcmp(name, "ioctl") ? "operation" : "request",
				 (unsigned long long)st->arg1);
		else
			snprintf(res->detail, sizeof res->detail, "forbidden syscall %s", name);
	} else if (cu->oom_killed) {
		res->outcome = RUN_MEMORY;
	} else if (st->killed_cpu || res->usage.cpu_us > l->time_ms * 1000) {
		/* The judge's SIGKILL, or the backstop's SIGXCPU (RLIMIT_CPU) past the limit. */
		res->outcome = RUN_TIME_CPU;
		if (!res->signal && st->killed_cpu)
			res->signal = SIGKILL;
	} else if (st->killed_wall) {
		res->outcome = RUN_TIME_WALL;
		res->signal = SIGKILL;
	} else if (output_fd) {
		if (st->killed_output)
			res->signal = SIGKILL;
		res->outcome = RUN_OUTPUT;
		res->output_fd = output_fd;
	} else if (res->usage.memory_bytes > l->memory_bytes || (cu->limit_hit && abnormal)) {
		res->outcome = RUN_MEMORY;
	} else if (res->signal == SIGSYS && spec->profile == SANDBOX_SOLUTION && sb->filter &&
		   (!seccomp_program_notifies(sb->filter) || (st->launched && !st->sent_sigsys))) {
		/*
		 * Without a listener the filter kills with SIGSYS, and nothing
		 * else tells its kill from the program's own raise(SIGSYS); a
		 * run of judge-launch's run filter kills so too, but a SIGSYS
		 * the program sent itself was seen (see seccomp_program_launch).
		 */
		res->outcome = RUN_SYSCALL;
		snprintf(res->detail, sizeof res->detail,
			 "forbidden syscall (unnamed: killed by SIGSYS)");
	} else if (res->signal) {
		res->outcome = RUN_SIGNALED;
	} else if (res->usage.wall_us > l->wall_ms * 1000) {
		/* It ended by itself, but past the wall limit (between two looks at the clock). */
		res->outcome = RUN_TIME_WALL;
	} else {
		res->outcome = RUN_EXITED;
	}
}

void
supervise_drain(int err_r, struct out_pump *o, struct run_result *res)
{
	stderr_drain(err_r, res);
	/* Every writer is gone: the rest of the output, to its end. */
	while (o->r >= 0 && !o->over) {
		int64_t before = o->count;

		out_drain(o);
		if (o->r >= 0 && o->count == before)
			break;
	}
}

/*
 * The run's memory: the cgroup's peak, or else rusage's (which counts the
 * judge's memory a child that shared it had before execve); and the
 * program's resident peak as it left, when it was seen (read at exit_group,
 * or the rusage of judge-launch's process), which also counts what the cgroup
 * does not charge it, such as the pages of its own binary.  The cgroup's
 * peak leaves out the page cache of files read that it is charged for: not
 * the program's memory (the pages it maps are in its resident peak), and
 * charged to whichever group read them first, so a JVM's libraries and what
 * the kernel read ahead of them came to 29 MiB in one run and to nothing in
 * the next.  Looked up only when the peak is well over the resident one.
 */
static int64_t
memory_used(struct cgroup *cg, const struct cgroup_usage *cu, const struct run_state *st)
{
	int64_t rss = st->hwm_kib * 1024;

	if (cu->memory_peak >= 0) {
		int64_t charged = cu->memory_peak;
		int64_t cache = charged - rss > MEMORY_CACHE_SLACK ? cgroup_file_cache(cg) : -1;

		if (cache > 0)
			charged = charged > cache ? charged - cache : 0;
		return charged > rss ? charged : rss;
	}
	return st->hwm_kib > 0 ? rss : st->exit.maxrss_kib * 1024;
}

void
supervise_outcome(const struct sandbox *sb, const struct run_spec *spec, struct cgroup *cg,
		  const struct run_state *st, const struct out_pump *o, struct run_result *res)
{
	struct cgroup_usage cu = { -1, -1, false, false };
	struct run_usage *u = &res->usage;

	int64_t by_rusage = st->exit.user_us + st->exit.sys_us - setup_cpu_us(st, false);

	if (cg->version)
		cgroup_usage(cg, &cu);
	u->cpu_us = cu.cpu_us >= 0 ? cu.cpu_us - setup_cpu_us(st, true) : by_rusage;
	/*
	 * Floors, each a measurement too: the program's rusage, which RLIMIT_CPU
	 * (the backstop) counts, so its SIGXCPU always finds the time over the
	 * limit; and what was polled, since a keeper killed at a limit reports
	 * no rusage.
	 */
	if (u->cpu_us < by_rusage)
		u->cpu_us = by_rusage;
	if (u->cpu_us < st->cpu_seen)
		u->cpu_us = st->cpu_seen;
	u->memory_bytes = memory_used(cg, &cu, st);
	u->output_bytes = o->count;
	classify(sb, spec, st, &cu, res);
}
