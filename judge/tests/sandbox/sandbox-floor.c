/*
 * The floor under the judge's per-case cost: what the kernel charges for the
 * sandbox itself, without the judge.  For one program and one input file it
 * times, in alternating rounds, runs made four ways, each adding to the one
 * before:
 *
 *   bare     fork, stdin from the file, stdout to /dev/null, execve, wait4
 *   cgroups  + the child joins five v1 cgroups of its own (memory with a
 *              limit, pids, cpuacct, cpu, freezer), as every run does
 *   creds    + 8 rlimits, setgroups, setresgid, setresuid, capset,
 *              PR_SET_NO_NEW_PRIVS, PR_SET_PDEATHSIG, PR_SET_DUMPABLE
 *   seccomp  + the run's filter of judge-launch's pair (seccomp.c), and
 *              execveat as the filters want it; the server's filter (and
 *              its listener), which judge-launch installs once and each run
 *              inherits at no cost, is left out
 *
 * and prints per way the median of two figures: a whole run (fork to
 * wait4), and a run set up ahead (the set-up done, the child waiting on a
 * pipe; from the byte that starts it to wait4), which is what the judge's
 * judge-launch path leaves between two cases at best.  The namespaces are
 * left out: a process of judge-launch inherits them, at no cost per run.
 * Needs root and cgroup v1 (the machine the figures are for); else exits 77.
 *
 * usage: sandbox-floor PROGRAM INPUT [ROUNDS [BATCH]]
 */
#include <errno.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "sandbox/confine.h"
#include "sandbox/seccomp.h"

enum way { BARE, CGROUPS, CREDS, SECCOMP, WAYS };
static const char *const way_name[WAYS] = { "bare", "cgroups", "creds", "seccomp" };
static const char *const controllers[] = { "memory", "pids", "cpuacct", "cpu", "freezer" };
#define NCTL (sizeof controllers / sizeof controllers[0])

/* A uid no process has (the judge's slots are 60000-60999): RLIMIT_NPROC 1 holds. */
#define FLOOR_UID 62000

static char cg_dir[NCTL][256];
static int cg_tasks[NCTL];
/*
 * A cpu cgroup this tool moves itself into first: every way's runs then
 * compete with the machine's other load from a group of their own, as the
 * runs' own cpu cgroup does for the cgroups way (on a loaded machine the
 * scheduler shares CPU between groups, whatever the number of tasks).
 */
static char self_dir[256];
static const char exec_path[] = "";
static const struct sock_fprog *filter;

static int64_t
now_us(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (int64_t)t.tv_sec * 1000000 + t.tv_nsec / 1000;
}

static int
write_file(const char *dir, const char *name, const char *text)
{
	char path[320];
	int fd, rc;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	rc = write(fd, text, strlen(text)) == (ssize_t)strlen(text) ? 0 : -1;
	close(fd);
	return rc;
}

/* The v1 cgroup of this process for controller ctl, from /proc/self/cgroup, into path. */
static int
own_cgroup(const char *ctl, char *path, size_t len)
{
	FILE *f = fopen("/proc/self/cgroup", "r");
	char line[512];
	int rc = -1;

	while (f && fgets(line, sizeof line, f)) {
		char *names = strchr(line, ':'), *dir = names ? strchr(names + 1, ':') : NULL;

		if (!dir)
			continue;
		*dir++ = '\0';
		dir[strcspn(dir, "\n")] = '\0';
		for (char *n = strtok(names + 1, ","); n; n = strtok(NULL, ","))
			if (!strcmp(n, ctl) && (size_t)snprintf(path, len, "/sys/fs/cgroup/%s%s", ctl,
								 strcmp(dir, "/") ? dir : "") < len)
				rc = 0;
	}
	if (f)
		fclose(f);
	return rc;
}

/* Makes the cgroups; returns 0, or -1 when this machine has no v1 hierarchy for one. */
static int
cgroups_open(void)
{
	char cpu[200];

	if (own_cgroup("cpu", cpu, sizeof cpu) < 0)
		return -1;
	snprintf(self_dir, sizeof self_dir, "%s/judge-floor-%d-self", cpu, (int)getpid());
	if (mkdir(self_dir, 0755) < 0) {
		self_dir[0] = '\0';
		return -1;
	}
	if (write_file(self_dir, "tasks", "0") < 0)
		return -1;
	for (size_t i = 0; i < NCTL; i++) {
		char parent[200];

		if (own_cgroup(controllers[i], parent, sizeof parent) < 0)
			return -1;
		snprintf(cg_dir[i], sizeof cg_dir[i], "%s/judge-floor-%d", parent, (int)getpid());
		if (mkdir(cg_dir[i], 0755) < 0) {
			cg_dir[i][0] = '\0';
			return -1;
		}
		char path[320];

		snprintf(path, sizeof path, "%s/tasks", cg_dir[i]);
		cg_tasks[i] = open(path, O_WRONLY | O_CLOEXEC);
		if (cg_tasks[i] < 0)
			return -1;
	}
	if (write_file(cg_dir[0], "memory.limit_in_bytes", "268435456") < 0 ||
	    write_file(cg_dir[1], "pids.max", "1") < 0)
		return -1;
	return 0;
}

static void
cgroups_close(void)
{
	char parent[200];

	for (size_t i = 0; i < NCTL; i++)
		if (cg_dir[i][0])
			rmdir(cg_dir[i]);
	/* Back where it came from, so that its own group can go too. */
	if (self_dir[0] && snprintf(parent, sizeof parent, "%s", self_dir) > 0 &&
	    strrchr(parent, '/')) {
		*strrchr(parent, '/') = '\0';
		write_file(parent, "tasks", "0");
		rmdir(self_dir);
	}
}

/* Leaves no cgroup behind. */
static _Noreturn void
give_up(int code)
{
	cgroups_close();
	exit(code);
}

/* In the child: what way w adds to a bare run, then the exec; never returns. */
static _Noreturn void
child(enum way w, int exe, char **argv, int in, int out, int go)
{
	char byte;

	dup2(in, 0);
	dup2(out, 1);
	if (w >= CGROUPS)
		for (size_t i = 0; i < NCTL; i++)
			if (write(cg_tasks[i], "0", 1) != 1)
				_exit(120);
	if (w >= CREDS) {
		/* As a run of a 1 s, 64 MiB-stack problem has them. */
		static const struct { int res; rlim_t cur, max; } lim[] = {
			{ RLIMIT_CPU, 3, 4 }, { RLIMIT_STACK, 64 << 20, 64 << 20 },
			{ RLIMIT_FSIZE, 64 << 20, 64 << 20 }, { RLIMIT_CORE, 0, 0 },
			{ RLIMIT_MEMLOCK, 0, 0 }, { RLIMIT_MSGQUEUE, 0, 0 }, { RLIMIT_NOFILE, 64, 64 },
			{ RLIMIT_NPROC, 1, 1 },
		};
		struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
		struct __user_cap_data_struct d[2] = { { 0 } };

		for (size_t i = 0; i < sizeof lim / sizeof lim[0]; i++)
			if (setrlimit(lim[i].res, &(struct rlimit){ lim[i].cur, lim[i].max }) < 0)
				_exit(121);
		if (syscall(SYS_setgroups, 0, NULL) < 0 || setresgid(FLOOR_UID, FLOOR_UID, FLOOR_UID) < 0 ||
		    setresuid(FLOOR_UID, FLOOR_UID, FLOOR_UID) < 0 || syscall(SYS_capset, &h, d) < 0 ||
		    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0 ||
		    prctl(PR_SET_PDEATHSIG, 9, 0, 0, 0) < 0 || prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) < 0)
			_exit(122);
	}
	if (w >= SECCOMP && syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, filter) < 0)
		_exit(123);
	if (go >= 0 && read(go, &byte, 1) != 1)
		_exit(124);
	syscall(SYS_execveat, exe, exec_path, argv, (char *[]){ "PATH=/usr/bin:/bin", NULL },
		AT_EMPTY_PATH);
	_exit(127);
}

/* One run of way w: its microseconds, whole or from the start byte (ahead). */
static int64_t
run_once(enum way w, bool ahead, int exe, char **argv, const char *input, int out)
{
	int in = open(input, O_RDONLY | O_CLOEXEC), p[2] = { -1, -1 }, status;
	int64_t t0 = now_us();

	if (in < 0 || (ahead && pipe2(p, O_CLOEXEC) < 0))
		give_up(2);
	pid_t pid = fork();

	if (pid == 0)
		child(w, exe, argv, in, out, p[0]);
	if (pid < 0)
		give_up(2);
	if (ahead) {
		/* Set up and waiting: its pids cgroup holds it, or a short nap says so. */
		struct timespec nap = { 0, 2000000 };

		nanosleep(&nap, NULL);
		t0 = now_us();
		if (write(p[1], "g", 1) != 1)
			give_up(2);
	}
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		fprintf(stderr, "sandbox-floor: %s run failed (status %#x)\n", way_name[w], status);
		give_up(1);
	}
	int64_t t = now_us() - t0;

	close(in);
	if (ahead) {
		close(p[0]);
		close(p[1]);
	}
	return t;
}

static int
cmp64(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;

	return (x > y) - (x < y);
}

int
main(int argc, char **argv)
{
	char err[256];

	if (argc < 3) {
		fprintf(stderr, "usage: sandbox-floor PROGRAM INPUT [ROUNDS [BATCH]]\n");
		return 2;
	}
	int rounds = argc > 3 ? atoi(argv[3]) : 15, batch = argc > 4 ? atoi(argv[4]) : 40;
	if (geteuid() != 0) {
		printf("sandbox-floor: needs root (cgroups, credentials)\n");
		return 77;
	}
	if (cgroups_open() < 0) {
		printf("sandbox-floor: no cgroup v1 hierarchy for every controller here\n");
		cgroups_close();
		return 77;
	}
	struct seccomp_program *sp = seccomp_program_new(exec_path, true, CONFINE_CHAN_FD, NULL,
							 err, sizeof err);
	if (!sp) {
		printf("sandbox-floor: %s\n", err);
		cgroups_close();
		return 77;
	}
	const struct sock_fprog *server;

	seccomp_program_launch(sp, &server, &filter);
	int exe = open(argv[1], O_PATH | O_CLOEXEC), out = open("/dev/null", O_WRONLY | O_CLOEXEC);
	char *args[] = { argv[1], NULL };

	if (exe < 0 || out < 0 || rounds < 1 || batch < 1) {
		fprintf(stderr, "sandbox-floor: cannot open '%s'\n", argv[1]);
		return 2;
	}
	int64_t *t[WAYS][2];

	for (int w = 0; w < WAYS; w++)
		for (int a = 0; a < 2; a++)
			t[w][a] = calloc((size_t)rounds, sizeof(int64_t));
	/* Each round: every way and kind, a batch each; a run's figure is its batch's mean. */
	for (int r = 0; r < rounds; r++)
		for (int w = 0; w < WAYS; w++)
			for (int a = 0; a < 2; a++) {
				int64_t sum = 0;

				for (int i = 0; i < batch; i++)
					sum += run_once((enum way)w, a, exe, args, argv[2], out);
				t[w][a][r] = sum / batch;
			}
	double load[1] = { 0 };

	getloadavg(load, 1);
	printf("sandbox-floor: %s, %d rounds of %d runs, load %.2f; median us per run "
	       "(filter %u instructions)\n", argv[1], rounds, batch, load[0],
	       (unsigned)filter->len);
	printf("%-10s%12s%10s%14s%10s\n", "way", "whole run", "ratio", "set up ahead", "ratio");
	int64_t base[2] = { 0, 0 };

	for (int w = 0; w < WAYS; w++) {
		int64_t m[2];

		for (int a = 0; a < 2; a++) {
			qsort(t[w][a], (size_t)rounds, sizeof(int64_t), cmp64);
			m[a] = t[w][a][rounds / 2];
			if (w == BARE)
				base[a] = m[a];
		}
		printf("%-10s%12lld%10.2f%14lld%10.2f\n", way_name[w], (long long)m[0],
		       (double)m[0] / (double)base[0], (long long)m[1],
		       (double)m[1] / (double)base[0]);
	}
	seccomp_program_free(sp);
	cgroups_close();
	return 0;
}
