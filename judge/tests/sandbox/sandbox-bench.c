/* sandbox-bench: per-run cost of sandbox_run against a bare fork/exec/wait4 loop, side by side. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "sandbox/sandbox.h"

static double
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* What a minimal judge does: fork, redirect, exec, wait4 with rusage. */
static int
bare_run(const char *path, char *const argv[], int in, int out)
{
	struct rusage ru;
	int status;
	pid_t pid = fork();

	if (pid < 0)
		return -1;
	if (pid == 0) {
		dup2(in, 0);
		dup2(out, 1);
		execv(path, argv);
		_exit(127);
	}
	return wait4(pid, &status, 0, &ru) == pid ? 0 : -1;
}

/* CPU time (user + sys) of this process and its reaped children, in ms. */
static double
cpu_ms(void)
{
	struct rusage self, kids;

	getrusage(RUSAGE_SELF, &self);
	getrusage(RUSAGE_CHILDREN, &kids);
	return (double)(self.ru_utime.tv_sec + self.ru_stime.tv_sec + kids.ru_utime.tv_sec +
			kids.ru_stime.tv_sec) * 1e3 +
	       (double)(self.ru_utime.tv_usec + self.ru_stime.tv_usec + kids.ru_utime.tv_usec +
			kids.ru_stime.tv_usec) / 1e3;
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

static double
median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

int
main(int argc, char **argv)
{
	int rounds = 20, batch = 25;
	struct limits l = { 0 };
	struct run_spec spec = { .cancel_fd = -1 };
	struct run_result res;
	struct sandbox *sb;
	char err[256];
	double *bare, *sand, *bare_cpu, *sand_cpu;

	if (argc > 1 && !strcmp(argv[1], "-c")) {
		/* The checker profile with 8 tasks (as custom checkers): the keeper path. */
		spec.profile = SANDBOX_CHECKER;
		l.processes = 8;
		argv++;
		argc--;
	}
	if (argc < 2 || !strcmp(argv[1], "-h")) {
		fprintf(argc < 2 ? stderr : stdout,
			"usage: sandbox-bench [-c] program [rounds [batch]]\n"
			"  runs program in rounds of batch runs, alternating a bare fork/exec/wait4\n"
			"  loop and sandbox_run (-c: as a checker); prints the median per-run cost of\n"
			"  each and the ratio\n");
		return argc < 2 ? 2 : 0;
	}
	if (argc > 2)
		rounds = atoi(argv[2]);
	if (argc > 3)
		batch = atoi(argv[3]);
	if (rounds < 1 || batch < 1) {
		fprintf(stderr, "sandbox-bench: rounds and batch must be positive\n");
		return 2;
	}
	limits_resolve(&l);
	sb = sandbox_new(err, sizeof err);
	if (!sb) {
		fprintf(stderr, "sandbox-bench: %s\n", err);
		return 1;
	}
	bare = calloc((size_t)rounds, sizeof *bare);
	sand = calloc((size_t)rounds, sizeof *sand);
	bare_cpu = calloc((size_t)rounds, sizeof *bare_cpu);
	sand_cpu = calloc((size_t)rounds, sizeof *sand_cpu);
	spec.path = argv[1];
	spec.argv = argv + 1;
	argv[2] = NULL;
	spec.limits = l;
	spec.stdin_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
	spec.stdout_fd = memfd_create("stdout", MFD_CLOEXEC);
	if (!bare || !sand || !bare_cpu || !sand_cpu || spec.stdin_fd < 0 || spec.stdout_fd < 0) {
		fprintf(stderr, "sandbox-bench: %s\n", strerror(errno));
		return 1;
	}
	/* Warm up both paths (page cache, cgroup, dynamic loader). */
	for (int i = 0; i < 5; i++) {
		bare_run(spec.path, spec.argv, spec.stdin_fd, spec.stdout_fd);
		sandbox_run(sb, &spec, &res);
	}
	for (int r = 0; r < rounds; r++) {
		double t = now_ms(), c = cpu_ms();

		for (int i = 0; i < batch; i++)
			if (bare_run(spec.path, spec.argv, spec.stdin_fd, spec.stdout_fd) < 0)
				return 1;
		bare[r] = (now_ms() - t) / batch;
		bare_cpu[r] = (cpu_ms() - c) / batch;
		t = now_ms();
		c = cpu_ms();
		for (int i = 0; i < batch; i++) {
			if (sandbox_run(sb, &spec, &res) < 0 || res.outcome != RUN_EXITED) {
				fprintf(stderr, "sandbox-bench: run failed: %s\n", res.detail);
				return 1;
			}
			ftruncate(spec.stdout_fd, 0);
		}
		sand[r] = (now_ms() - t) / batch;
		sand_cpu[r] = (cpu_ms() - c) / batch;
	}
	double mb = median(bare, rounds), ms = median(sand, rounds);
	double cb = median(bare_cpu, rounds), cs = median(sand_cpu, rounds);

	printf("%-28s %12s %12s\n", "per run (median of rounds)", "wall ms", "cpu ms");
	printf("%-28s %12.3f %12.3f\n", "bare fork/exec/wait4", mb, cb);
	printf("%-28s %12.3f %12.3f\n", "sandbox_run", ms, cs);
	printf("%-28s %11.2fx %11.2fx\n", "ratio", ms / mb, cs / cb);
	sandbox_free(sb);
	return 0;
}
