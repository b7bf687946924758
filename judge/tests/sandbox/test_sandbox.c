/* Tests of the sandbox: each hostile fixture run through sandbox_run, outcome and cleanup asserted. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <arpa/inet.h>
#include <linux/seccomp.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "sandbox/sandbox.h"

/* A file the fixtures try to create outside their scratch directory. */
#define ESCAPE "/tmp/judge-sandbox-escape"

static struct sandbox *sb;
static struct sandbox_report rep;
static char tmpdir[] = "/tmp/judge-sandbox-test-XXXXXX";
/* The sandbox's two uids (the same twice when it has one), or -1. */
static int sandbox_uid[2] = { -1, -1 };
static int cancel_fd = -1;
/* SANDBOX_TEST_AHEAD set: every run is set up ahead first (sandbox_prepare), as the judge does. */
static bool ahead_mode;
static uint64_t tickets;

#define REQUIRE(cond, why)                                          \
	do {                                                        \
		if (!(cond)) {                                      \
			print_message("skipped: %s\n", why);        \
			skip();                                     \
		}                                                   \
	} while (0)

/* Runs fixture name (a path when it contains '/') with extra arguments under l. */
static int
run_profile(const char *name, enum sandbox_profile profile, struct limits l, const char *input,
	    struct run_result *res, char *out, size_t outlen, ...)
{
	char path[512];
	char *argv[8] = { (char *)name };
	struct run_spec spec = { 0 };
	va_list ap;
	int i = 1, rc;

	va_start(ap, outlen);
	while (i < 7 && (argv[i] = va_arg(ap, char *)))
		i++;
	va_end(ap);
	argv[i] = NULL;
	if (strchr(name, '/'))
		snprintf(path, sizeof path, "%s", name);
	else
		snprintf(path, sizeof path, "%s/%s", FIXTURES, name);
	limits_resolve(&l);
	spec.path = path;
	spec.argv = argv;
	spec.limits = l;
	spec.profile = profile;
	spec.cancel_fd = cancel_fd;
	spec.stdin_fd = memfd_create("stdin", MFD_CLOEXEC);
	spec.stdout_fd = memfd_create("stdout", MFD_CLOEXEC);
	assert_true(spec.stdin_fd >= 0 && spec.stdout_fd >= 0);
	if (input) {
		assert_int_equal(write(spec.stdin_fd, input, strlen(input)), (ssize_t)strlen(input));
		lseek(spec.stdin_fd, 0, SEEK_SET);
	}
	if (ahead_mode) {
		spec.ticket = ++tickets;
		sandbox_prepare(sb, &spec);
	}
	rc = sandbox_run(sb, &spec, res);
	if (out) {
		ssize_t n = pread(spec.stdout_fd, out, outlen - 1, 0);

		out[n > 0 ? n : 0] = '\0';
	}
	close(spec.stdin_fd);
	close(spec.stdout_fd);
	return rc;
}

#define run(name, l, input, res, out, outlen, ...) \
	assert_int_equal(run_profile(name, SANDBOX_SOLUTION, l, input, res, out, outlen, __VA_ARGS__), 0)
#define run_checker(name, l, input, res, out, outlen, ...) \
	assert_int_equal(run_profile(name, SANDBOX_CHECKER, l, input, res, out, outlen, __VA_ARGS__), 0)

/* Reads the small file path into buf (NUL-terminated, "" when it cannot); returns buf. */
static char *
read_text(const char *path, char *buf, size_t len)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n = fd < 0 ? -1 : read(fd, buf, len - 1);

	if (fd >= 0)
		close(fd);
	buf[n > 0 ? n : 0] = '\0';
	return buf;
}

/* Counts live processes of a sandbox_uid or in a cgroup of the sandboxes of judge pid. */
static int
count_procs(pid_t judge)
{
	char tag[64], path[300], buf[4096];
	struct dirent *de;
	DIR *proc = opendir("/proc");
	int n = 0;

	assert_non_null(proc);
	snprintf(tag, sizeof tag, "/judge-%d-", (int)judge);
	while ((de = readdir(proc))) {
		struct stat st;

		if (de->d_name[0] < '0' || de->d_name[0] > '9')
			continue;
		snprintf(path, sizeof path, "/proc/%s", de->d_name);
		if (stat(path, &st) == 0 && sandbox_uid[0] > 0 &&
		    ((int)st.st_uid == sandbox_uid[0] || (int)st.st_uid == sandbox_uid[1])) {
			n++;
			continue;
		}
		snprintf(path, sizeof path, "/proc/%s/cgroup", de->d_name);
		if (strstr(read_text(path, buf, sizeof buf), tag))
			n++;
	}
	closedir(proc);
	return n;
}

/* Counts live processes left by this test's sandboxes. */
static int
count_leftovers(void)
{
	return count_procs(getpid());
}

/* After every run: no process left, no run directory left, nothing written outside. */
static void
assert_clean(void)
{
	char path[300];
	struct dirent *de;
	DIR *dir = opendir(tmpdir);
	int entries = 0;

	assert_int_equal(count_leftovers(), 0);
	assert_non_null(dir);
	while ((de = readdir(dir))) {
		struct stat st;

		if (de->d_name[0] == '.')
			continue;
		entries++;
		assert_int_equal(strncmp(de->d_name, "judge-sandbox-", 14), 0);
		/* The run directory, if any, is empty between runs. */
		snprintf(path, sizeof path, "%s/%s/run", tmpdir, de->d_name);
		if (stat(path, &st) == 0) {
			DIR *run = opendir(path);
			struct dirent *e;

			assert_non_null(run);
			while ((e = readdir(run)))
				assert_true(!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."));
			closedir(run);
		}
	}
	closedir(dir);
	assert_int_equal(entries, 1);
	assert_int_equal(access(ESCAPE, F_OK), -1);
}

static void
test_hello(void **state)
{
	struct run_result res;
	char out[64];

	run("hello", (struct limits){ 0 }, "abc\n", &res, out, sizeof out, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_string_equal(out, "abc\n");
	assert_int_equal(res.usage.output_bytes, 4);
	assert_string_equal(res.stderr_head, "hello\n");
	assert_int_equal(res.stderr_len, 6);
	assert_true(res.usage.wall_us > 0 && res.usage.wall_us < 1000000);
	/* Its own resident peak (libc's pages too), not the judge's it borrowed before execve. */
	if (rep.seccomp || strcmp(rep.memory, "cgroup") == 0)
		assert_true(res.usage.memory_bytes < (2 << 20));
	assert_clean();
}

static void
test_exit_code(void **state)
{
	struct run_result res;

	run("exit3", (struct limits){ 0 }, NULL, &res, NULL, 0, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 3);
	assert_clean();
}

static void
test_environment(void **state)
{
	struct run_result res;
	char out[1024], want[2][128];

	run("whoami", (struct limits){ 0 }, NULL, &res, out, sizeof out, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	/* Exactly the clean environment, in a run directory of its own. */
	assert_non_null(strstr(out, "/run entries=0\nPATH=/usr/bin:/bin\nLANG=C\n"));
	assert_null(strstr(out, "TMPDIR"));
	for (int i = 0; i < 2; i++)
		snprintf(want[i], sizeof want[i], "uid=%d ",
			 sandbox_uid[i] > 0 ? sandbox_uid[i] : (int)getuid());
	if (rep.drops_privileges)
		assert_int_not_equal(sandbox_uid[0], 0);
	assert_true(strncmp(out, want[0], strlen(want[0])) == 0 ||
		    strncmp(out, want[1], strlen(want[1])) == 0);
	assert_clean();
}

static void
test_cpu_measured(void **state)
{
	struct run_result res;

	run("burn", (struct limits){ .time_ms = 2000, .wall_ms = 10000 }, NULL, &res, NULL, 0, "300",
	    NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	/* The fixture stops at 300 ms of its own CPU time: what is measured is what it used. */
	assert_in_range(res.usage.cpu_us, 295000, 360000);
	assert_true(res.usage.wall_us >= 295000);
	assert_clean();
}

/*
 * Programs stopped by the CPU limit, one test each (cpu_limit_FIXTURE): the fixture, its
 * CPU and wall limits, and the CPU time measured at the stop.  The wall limit is generous:
 * on a loaded machine the CPU limit must still be what stops it, and the time measured is
 * the limit give or take the judge's wake-up.  loop spins in user space; sysloop in the
 * kernel, which is CPU time too (user + sys); xcpu ignores SIGXCPU.
 */
#define CPU_LIMITED(X)                            \
	X(loop, 200, 5000, 200000, 400000)        \
	X(sysloop, 200, 5000, 200000, 400000)     \
	X(xcpu, 200, 5000, 200000, 400000)

struct cpu_limited {
	const char *fixture;
	int64_t time_ms, wall_ms;
	int64_t cpu_min_us, cpu_max_us;
};

#define CPU_LIMITED_ROW(f, time, wall, lo, hi) \
	static const struct cpu_limited cpu_limited_##f = { #f, time, wall, lo, hi };
CPU_LIMITED(CPU_LIMITED_ROW)

static void
test_cpu_limit(void **state)
{
	const struct cpu_limited *row = *state;
	struct run_result res;

	run(row->fixture, (struct limits){ .time_ms = row->time_ms, .wall_ms = row->wall_ms },
	    NULL, &res, NULL, 0, NULL);
	assert_int_equal(res.outcome, RUN_TIME_CPU);
	assert_in_range(res.usage.cpu_us, row->cpu_min_us, row->cpu_max_us);
	assert_clean();
}

static void
test_sleep_forever(void **state)
{
	struct run_result res;

	run("sleep", (struct limits){ .time_ms = 100, .wall_ms = 300 }, NULL, &res, NULL, 0, NULL);
	assert_int_equal(res.outcome, RUN_TIME_WALL);
	assert_in_range(res.usage.wall_us, 300000, 600000);
	assert_true(res.usage.cpu_us < 50000);
	assert_clean();
}

static void
test_busy_threads(void **state)
{
	struct run_result res;

	/* CPU time of all threads counts: 4 spinning threads reach 300 ms sooner. */
	run("threads", (struct limits){ .time_ms = 300, .wall_ms = 5000, .processes = 4 }, NULL,
	    &res, NULL, 0, "4", NULL);
	assert_int_equal(res.outcome, RUN_TIME_CPU);
	assert_in_range(res.usage.cpu_us, 300000, 400000);
	assert_clean();
	REQUIRE(strcmp(rep.cgroup, "none") != 0 || rep.drops_privileges,
		"threads limited only by a pids cgroup or RLIMIT_NPROC of an own uid");
	run("threads", (struct limits){ .time_ms = 300, .processes = 1 }, NULL, &res, NULL, 0,
	    "4", NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 2);
	assert_clean();
}

static void
test_fork_bomb(void **state)
{
	struct run_result res;

	REQUIRE(strcmp(rep.cgroup, "none") != 0 || rep.drops_privileges,
		"a fork bomb is contained only by a pids cgroup or RLIMIT_NPROC of an own uid");
	for (int procs = 16; procs <= 400; procs *= 25) {
		struct timespec t0, t1;

		/* Contained, and every process gone soon after the limit: not seconds later. */
		clock_gettime(CLOCK_MONOTONIC, &t0);
		run_checker("forkbomb",
			    (struct limits){ .time_ms = 300, .wall_ms = 600, .processes = procs },
			    NULL, &res, NULL, 0, NULL);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		assert_true(res.outcome == RUN_TIME_CPU || res.outcome == RUN_TIME_WALL);
		assert_true((t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1000000 <
			    3000);
		assert_clean();
	}
	if (rep.seccomp) {
		run("forkbomb", (struct limits){ .time_ms = 300 }, NULL, &res, NULL, 0, NULL);
		assert_int_equal(res.outcome, RUN_SYSCALL);
		assert_string_equal(res.detail, "forbidden syscall clone");
		assert_clean();
	}
}

static void
test_orphan(void **state)
{
	struct run_result res;

	run_checker("orphan", (struct limits){ .time_ms = 1000, .processes = 4 }, NULL, &res, NULL,
		    0, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	/* The detached grandchild spins: killed, not waited for. */
	assert_true(res.usage.wall_us < 500000);
	assert_clean();
}

static void
test_memory(void **state)
{
	struct run_result res;

	run("memtouch", (struct limits){ .memory_bytes = 32 << 20 }, NULL, &res, NULL, 0, "64",
	    NULL);
	/* Under RLIMIT_AS alone a failed malloc is only seen as the program's own exit. */
	if (strcmp(rep.memory, "cgroup") == 0)
		assert_int_equal(res.outcome, RUN_MEMORY);
	else
		assert_true(res.outcome == RUN_MEMORY ||
			    (res.outcome == RUN_EXITED && res.exit_code == 1));
	assert_clean();
	run("memtouch", (struct limits){ .memory_bytes = 128 << 20 }, NULL, &res, NULL, 0, "64",
	    NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_in_range(res.usage.memory_bytes, 64 << 20, 66 << 20);
	assert_clean();
	REQUIRE(strcmp(rep.memory, "cgroup") == 0, "untouched memory is free only under a cgroup");
	run("memtouch", (struct limits){ .memory_bytes = 32 << 20 }, NULL, &res, NULL, 0, "64",
	    "0", NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_true(res.usage.memory_bytes < (2 << 20));
	assert_clean();
}

static void
test_memory_of_tree(void **state)
{
	struct run_result res;

	/* Three processes holding 32 MiB each at once: the tree's peak, not one process's. */
	REQUIRE(strcmp(rep.memory, "cgroup") == 0, "without a cgroup, peak is one process's");
	run_checker("forkmem", (struct limits){ .memory_bytes = 256 << 20, .processes = 3 }, NULL,
		    &res, NULL, 0, "3", "32", NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_in_range(res.usage.memory_bytes, 96 << 20, 100 << 20);
	/* ... and the limit applies to the sum. */
	run_checker("forkmem", (struct limits){ .memory_bytes = 64 << 20, .processes = 3 }, NULL,
		    &res, NULL, 0, "3", "32", NULL);
	assert_int_equal(res.outcome, RUN_MEMORY);
	assert_clean();
}

static void
test_binary_table(void **state)
{
	struct run_result res;
	char out[64];

	/*
	 * An 80 MiB table in the binary, read whole under a 32 MiB limit: its
	 * pages are no cgroup's charge to the run, but they are its memory.
	 */
	run("bigtable", (struct limits){ .memory_bytes = 32 << 20 }, NULL, &res, out, sizeof out,
	    NULL);
	if (strcmp(rep.memory, "cgroup") != 0) {
		/* Under RLIMIT_AS alone the binary does not even fit: killed at execve. */
		assert_true(res.outcome == RUN_MEMORY ||
			    (res.outcome == RUN_SIGNALED && res.signal == SIGSEGV));
		assert_clean();
		return;
	}
	REQUIRE(rep.seccomp, "no seccomp listener to measure the program as it leaves");
	/*
	 * Its pages cached and charged elsewhere (the binary just written): its
	 * resident peak is the table, MLE.  Charged to the run (evicted since,
	 * read again), the cgroup reclaims them at the limit, and the program
	 * runs within it, re-reading: the peak is the limit.  Never the few
	 * hundred KiB the cgroup alone saw before.
	 */
	assert_true(res.outcome == RUN_MEMORY || res.outcome == RUN_EXITED);
	assert_true(res.usage.memory_bytes >= 32 << 20);
	assert_clean();
	/* ... and within a limit that holds it, accepted, with the figure. */
	run("bigtable", (struct limits){ .memory_bytes = 128 << 20 }, NULL, &res, out, sizeof out,
	    NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_string_equal(out, "1\n");
	/* Most of the table (pages of it may be reclaimed meanwhile, by others' pressure). */
	assert_in_range(res.usage.memory_bytes, 48 << 20, 84 << 20);
	assert_clean();
}

static void
test_recursion(void **state)
{
	struct run_result res;

	/* At least 50000 KiB of stack (1 KiB a level): legitimate under a 128 MiB limit. */
	run("recurse", (struct limits){ .memory_bytes = 128 << 20 }, NULL, &res, NULL, 0, "50000",
	    NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_true(res.usage.memory_bytes > 50000 * 1024);
	assert_clean();
	run("recurse", (struct limits){ .memory_bytes = 64 << 20 }, NULL, &res, NULL, 0, NULL);
	assert_true(res.outcome == RUN_MEMORY ||
		    (res.outcome == RUN_SIGNALED && res.signal == SIGSEGV));
	assert_clean();
}

static void
test_stdout_flood(void **state)
{
	struct run_result res;

	run("stdout_flood", (struct limits){ .output_bytes = 1 << 20 }, NULL, &res, NULL, 0, NULL);
	assert_int_equal(res.outcome, RUN_OUTPUT);
	assert_int_equal(res.usage.output_bytes, (1 << 20) + 1);
	assert_clean();
	/* A checker too, through its keeper. */
	run_checker("stdout_flood", (struct limits){ .output_bytes = 1 << 20, .processes = 2 },
		    NULL, &res, NULL, 0, NULL);
	assert_int_equal(res.outcome, RUN_OUTPUT);
	assert_int_equal(res.usage.output_bytes, (1 << 20) + 1);
	assert_clean();
}

static void
test_output_exact(void **state)
{
	struct run_result res;

	/* Exactly the limit is fine; one byte more is not. */
	run("printn", (struct limits){ .output_bytes = 100000 }, NULL, &res, NULL, 0, "100000",
	    NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_int_equal(res.usage.output_bytes, 100000);
	run("printn", (struct limits){ .output_bytes = 100000 }, NULL, &res, NULL, 0, "100001",
	    NULL);
	assert_int_equal(res.outcome, RUN_OUTPUT);
	assert_int_equal(res.usage.output_bytes, 100001);
	assert_clean();
}

static void
test_output_to_disk(void **state)
{
	struct run_result res;
	char path[300], *argv[] = { "printn", "50331648", "1", NULL }, bin[512];
	struct run_spec spec = { .path = bin, .argv = argv, .cancel_fd = -1,
				 .limits = { .memory_bytes = 16 << 20, .output_bytes = 64 << 20 } };

	/*
	 * 48 MiB written to a file on disk under a 16 MiB limit: its page cache
	 * meets the limit and is reclaimed; exiting 1 then is the program's own
	 * answer, not a memory verdict.
	 */
	REQUIRE(strcmp(rep.memory, "cgroup") == 0, "page cache is charged only under a cgroup");
	/* What it printed is not its memory (a memfd's pages would be charged to it). */
	run("printn", (struct limits){ .memory_bytes = 16 << 20, .output_bytes = 64 << 20 }, NULL,
	    &res, NULL, 0, "33554432", NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.usage.output_bytes, 33554432);
	assert_true(res.usage.memory_bytes < (4 << 20));
	snprintf(bin, sizeof bin, "%s/printn", FIXTURES);
	snprintf(path, sizeof path, "%s/out", tmpdir);
	limits_resolve(&spec.limits);
	spec.stdin_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
	spec.stdout_fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	assert_true(spec.stdin_fd >= 0 && spec.stdout_fd >= 0);
	assert_int_equal(sandbox_run(sb, &spec, &res), 0);
	close(spec.stdin_fd);
	close(spec.stdout_fd);
	unlink(path);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 1);
	assert_int_equal(res.usage.output_bytes, 50331648);
	assert_clean();
}

static void
test_scratch_file(void **state)
{
	struct run_result res;

	/* A file in the working directory is memory, not output: 4 MiB past a 1 MiB output limit. */
	run("bigfile", (struct limits){ .memory_bytes = 64 << 20, .output_bytes = 1 << 20 }, NULL,
	    &res, NULL, 0, "4194304", NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_int_equal(res.usage.output_bytes, 0);
	assert_clean();
	/*
	 * One past the memory limit: MLE where the tmpfs is charged to the memory
	 * cgroup, else stopped at RLIMIT_FSIZE (the memory limit) by SIGXFSZ.
	 */
	run("bigfile", (struct limits){ .memory_bytes = 16 << 20, .output_bytes = 64 << 20 }, NULL,
	    &res, NULL, 0, "50331648", NULL);
	if (strcmp(rep.memory, "cgroup") == 0 && rep.mount_namespace)
		assert_int_equal(res.outcome, RUN_MEMORY);
	else
		assert_true(res.outcome == RUN_MEMORY ||
			    (res.outcome == RUN_SIGNALED && res.signal == SIGXFSZ));
	assert_clean();
}

static void
test_stderr_flood(void **state)
{
	struct run_result res;

	run("stderr_flood", (struct limits){ .time_ms = 200, .wall_ms = 400 }, NULL, &res, NULL, 0,
	    NULL);
	assert_true(res.outcome == RUN_TIME_CPU || res.outcome == RUN_TIME_WALL);
	assert_int_equal(res.stderr_len, RUN_STDERR_CAP - 1);
	assert_int_equal(res.stderr_head[0], 'e');
	assert_clean();
}

static void
test_write_files(void **state)
{
	struct run_result res;

	REQUIRE(rep.mount_namespace || rep.drops_privileges,
		"/tmp is writable without a mount namespace or another uid");
	char out[1024];

	run("writefiles", (struct limits){ 0 }, NULL, &res, NULL, 0, ESCAPE, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_clean();
	/* The next run starts in an empty directory again. */
	run("whoami", (struct limits){ 0 }, NULL, &res, out, sizeof out, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_non_null(strstr(out, " entries=0\n"));
	run_checker("writefiles", (struct limits){ 0 }, NULL, &res, NULL, 0, ESCAPE, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_clean();
}

static void
test_deep_tree(void **state)
{
	struct run_result res;
	char out[1024];

	/* Thousands of nested directories, a locked one at the bottom: still emptied. */
	run_checker("deepdirs", (struct limits){ .time_ms = 5000, .wall_ms = 10000 }, NULL, &res, NULL, 0,
	    "1000", NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_clean();
	run("whoami", (struct limits){ 0 }, NULL, &res, out, sizeof out, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_non_null(strstr(out, " entries=0\n"));
}

static void
test_read_shadow(void **state)
{
	struct run_result res;

	REQUIRE(rep.drops_privileges, "not root: the program keeps the judge's rights");
	run("shadow", (struct limits){ 0 }, NULL, &res, NULL, 0, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	run_checker("shadow", (struct limits){ 0 }, NULL, &res, NULL, 0, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_clean();
}

static void
test_file_view(void **state)
{
	struct run_result res;
	char path[300];
	int fd;

	/*
	 * A world-readable file outside: neither a solution nor a checker sees
	 * it (checkers saw the whole file system read-only before issue 19).
	 */
	REQUIRE(rep.mount_namespace, "no mount namespace: the whole file system is visible");
	snprintf(path, sizeof path, "%s/visible", tmpdir);
	fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, "x", 1), 1);
	close(fd);
	chmod(tmpdir, 0755);
	for (int profile = SANDBOX_SOLUTION; profile <= SANDBOX_CHECKER; profile++) {
		assert_int_equal(run_profile("readfile", profile, (struct limits){ 0 }, NULL, &res,
					     NULL, 0, path, NULL), 0);
		assert_int_equal(res.outcome, RUN_EXITED);
		assert_int_equal(res.exit_code, 1);
		/* ... nor the test data and fixtures of the judge's tree. */
		assert_int_equal(run_profile("readfile", profile, (struct limits){ 0 }, NULL, &res,
					     NULL, 0, FIXTURES "/readfile", NULL), 0);
		assert_int_equal(res.outcome, RUN_EXITED);
		assert_int_equal(res.exit_code, 1);
	}
	chmod(tmpdir, 0700);
	unlink(path);
	assert_clean();
}

/*
 * Descriptors given to a checker (run_spec.files) are its 3, 4, ...: it
 * opens a memfd again by /proc/self/fd, and a file only when its uid may
 * read the file.
 */
static void
test_files(void **state)
{
	struct run_result res;
	struct run_spec spec = { 0 };
	char path[300], *argv[] = { "readfile", "/proc/self/fd/3", NULL };
	char *argv4[] = { "readfile", "/proc/self/fd/4", NULL };
	int files[2];

	snprintf(path, sizeof path, "%s/only-root", tmpdir);
	files[0] = memfd_create("answer", MFD_CLOEXEC);
	assert_int_equal(write(files[0], "x", 1), 1);
	files[1] = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	assert_true(files[1] >= 0);
	assert_int_equal(write(files[1], "x", 1), 1);
	spec.path = FIXTURES "/readfile";
	spec.argv = argv;
	limits_resolve(&spec.limits);
	spec.profile = SANDBOX_CHECKER;
	spec.cancel_fd = -1;
	spec.stdin_fd = memfd_create("stdin", MFD_CLOEXEC);
	spec.stdout_fd = memfd_create("stdout", MFD_CLOEXEC);
	spec.files = files;
	spec.nfiles = 2;
	assert_int_equal(sandbox_run(sb, &spec, &res), 0);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	spec.argv = argv4;
	assert_int_equal(sandbox_run(sb, &spec, &res), 0);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, rep.drops_privileges ? 1 : 0);
	/* Never more than RUN_FILES_MAX. */
	spec.nfiles = RUN_FILES_MAX + 1;
	assert_int_equal(sandbox_run(sb, &spec, &res), -1);
	assert_int_equal(res.outcome, RUN_FAILED);
	for (int i = 0; i < 2; i++)
		close(files[i]);
	close(spec.stdin_fd);
	close(spec.stdout_fd);
	unlink(path);
	assert_clean();
}

/* A folder of sandbox_scratch_dir: a checker sees it and writes in it, a solution does not. */
static void
test_scratch_dir(void **state)
{
	struct run_result res;
	char dir[300], path[400], written[400];
	int fd;

	REQUIRE(rep.mount_namespace, "no mount namespace: the whole file system is visible");
	assert_int_equal(sandbox_scratch_dir(sb, "shared", dir, sizeof dir), 0);
	snprintf(path, sizeof path, "%s/file", dir);
	fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, "x", 1), 1);
	close(fd);
	run_checker("readfile", (struct limits){ 0 }, NULL, &res, NULL, 0, path, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	/* writefiles exits 11 when it could create the file it is given. */
	snprintf(written, sizeof written, "%s/written", dir);
	run_checker("writefiles", (struct limits){ 0 }, NULL, &res, NULL, 0, written, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 11);
	run("readfile", (struct limits){ 0 }, NULL, &res, NULL, 0, path, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 1);
	unlink(written);
	unlink(path);
	assert_clean();
}

static void
test_socket(void **state)
{
	struct sockaddr_in a = { .sin_family = AF_INET };
	socklen_t alen = sizeof a;
	struct run_result res;
	char port[16];
	int fd;

	/* A real listener on the judge's loopback: reachable unless isolated. */
	fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
	assert_true(fd >= 0);
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	assert_int_equal(bind(fd, (struct sockaddr *)&a, sizeof a), 0);
	assert_int_equal(listen(fd, 4), 0);
	assert_int_equal(getsockname(fd, (struct sockaddr *)&a, &alen), 0);
	snprintf(port, sizeof port, "%d", ntohs(a.sin_port));
	if (rep.seccomp) {
		run("connect", (struct limits){ 0 }, NULL, &res, NULL, 0, port, NULL);
		assert_int_equal(res.outcome, RUN_SYSCALL);
		assert_string_equal(res.detail, "forbidden syscall socket");
		assert_clean();
	}
	if (!rep.net_namespace) {
		close(fd);
		REQUIRE(false, "no network namespace: a checker reaches the loopback");
	}
	run_checker("connect", (struct limits){ 0 }, NULL, &res, NULL, 0, port, NULL);
	close(fd);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_clean();
}

static void
test_service_socket(void **state)
{
	struct sockaddr_un a = { .sun_family = AF_UNIX };
	struct run_result res;
	int fd;

	/* A service listening in /run, open to all: a checker cannot reach it either. */
	REQUIRE(rep.mount_namespace && rep.drops_privileges, "needs root and a mount namespace");
	snprintf(a.sun_path, sizeof a.sun_path, "/run/judge-sandbox-test-%d.sock", (int)getpid());
	fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	assert_true(fd >= 0);
	unlink(a.sun_path);
	assert_int_equal(bind(fd, (struct sockaddr *)&a, sizeof a), 0);
	chmod(a.sun_path, 0777);
	assert_int_equal(listen(fd, 4), 0);
	run_checker("unixconnect", (struct limits){ 0 }, NULL, &res, NULL, 0, a.sun_path, NULL);
	unlink(a.sun_path);
	close(fd);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_clean();
}

/*
 * Programs that make a call only a checker may make, one test each (forbidden_FIXTURE);
 * file locks and shared futex wakes on a file every run can open (its binary) would be a
 * channel between runs at once:
 * the fixture, the call, the checker's exit code, and what the machine needs for the
 * test to mean something (a seccomp filter, always).
 */
#define FORBIDDEN(X)                                                                        \
	X(execsh, "execve", 1, NEED_NOTHING, NULL)                                          \
	X(killall, "kill", 0, NEED_PID_ISOLATION,                                          \
	  "kill(-1) would reach the judge without a pid namespace or another uid")         \
	X(killparent, "kill", 0, NEED_PID_ISOLATION,                                       \
	  "the parent is killable without a pid namespace or another uid")                 \
	X(ptrace, "ptrace", 0, NEED_OWN_UID, "not root: ptrace of the keeper is not prevented") \
	X(unshare, "unshare", 0, NEED_NOTHING, NULL)                                        \
	X(flock, "flock", 0, NEED_NOTHING, NULL)                                            \
	X(posixlock, "fcntl", 0, NEED_NOTHING, NULL)                                        \
	X(ofdlock, "fcntl", 0, NEED_NOTHING, NULL)                                          \
	X(sharedfutex, "futex", 0, NEED_NOTHING, NULL)

enum forbidden_need { NEED_NOTHING, NEED_PID_ISOLATION, NEED_OWN_UID };

struct forbidden {
	const char *fixture, *call;
	int checker_exit;
	enum forbidden_need need;
	const char *unmet; /* why the test is skipped when the need is not met */
};

#define FORBIDDEN_ROW(f, call, exit, need, unmet) \
	static const struct forbidden forbidden_##f = { #f, call, exit, need, unmet };
FORBIDDEN(FORBIDDEN_ROW)

/* Runs the fixture as a checker (its exit code) and as a solution (the forbidden call). */
static void
test_forbidden(void **state)
{
	const struct forbidden *row = *state;
	struct run_result res;
	char want[64];

	if (row->need == NEED_PID_ISOLATION)
		REQUIRE(rep.pid_namespace || rep.drops_privileges, row->unmet);
	else if (row->need == NEED_OWN_UID)
		REQUIRE(rep.drops_privileges, row->unmet);
	run_checker(row->fixture, (struct limits){ .processes = 4 }, NULL, &res, NULL, 0, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, row->checker_exit);
	assert_clean();
	REQUIRE(rep.seccomp, "seccomp unavailable: no system call is forbidden");
	run(row->fixture, (struct limits){ 0 }, NULL, &res, NULL, 0, NULL);
	assert_int_equal(res.outcome, RUN_SYSCALL);
	snprintf(want, sizeof want, "forbidden syscall %s", row->call);
	assert_string_equal(res.detail, want);
	assert_clean();
}

static void
test_own_limits(void **state)
{
	struct run_result res;

	/*
	 * Its own limits: lowered, or a soft one raised to the hard one (deep
	 * recursion's idiom), works; a hard one raised fails (no capability).
	 */
	run("selflimit", (struct limits){ 0 }, NULL, &res, NULL, 0, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_clean();
	run("rlimit", (struct limits){ 0 }, NULL, &res, NULL, 0, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_clean();
	run_checker("rlimit", (struct limits){ 0 }, NULL, &res, NULL, 0, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_clean();
	/* Another process's: forbidden. */
	REQUIRE(rep.seccomp, "seccomp unavailable: no system call is forbidden");
	run("selflimit", (struct limits){ 0 }, NULL, &res, NULL, 0, "other", NULL);
	assert_int_equal(res.outcome, RUN_SYSCALL);
	assert_string_equal(res.detail, "forbidden syscall prlimit64");
	assert_clean();
}

static void
test_threaded(void **state)
{
	struct run_result res;
	char out[64];

	/* glibc's mutexes, condition variables, barriers and joins: private futexes, allowed. */
	run("mutexes", (struct limits){ .processes = 4 }, NULL, &res, out, sizeof out, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_string_equal(out, "60000\n");
	assert_clean();
}

static void
test_close_stdout(void **state)
{
	struct run_result res;

	run("closeout", (struct limits){ 0 }, NULL, &res, NULL, 0, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_int_equal(res.usage.output_bytes, 0);
	assert_clean();
}

static void
test_signals(void **state)
{
	struct run_result res;

	run("abort", (struct limits){ 0 }, NULL, &res, NULL, 0, NULL);
	assert_int_equal(res.outcome, RUN_SIGNALED);
	assert_int_equal(res.signal, SIGABRT);
	assert_clean();
	run("fpe", (struct limits){ 0 }, NULL, &res, NULL, 0, NULL);
	assert_int_equal(res.outcome, RUN_SIGNALED);
	assert_int_equal(res.signal, SIGFPE);
	assert_clean();
}

/*
 * Programs that end by a signal they raise themselves after a correct run, one test each
 * (self_signal_NAME): the signal and the bytes printed first.  The signals the limits
 * use are no measurement: each is a run-time error under its name, not TLE, OLE or a
 * forbidden call (a filter without a listener cannot tell its SIGSYS from the program's).
 */
#define SELF_SIGNALED(X)      \
	X(xcpu, SIGXCPU, "3")  \
	X(xfsz, SIGXFSZ, "3")  \
	X(sys, SIGSYS, "3")    \
	X(kill, SIGKILL, "0")

struct self_signaled {
	int sig;
	const char *bytes;
};

#define SELF_SIGNALED_ROW(name, sig, bytes) \
	static const struct self_signaled self_signaled_##name = { sig, bytes };
SELF_SIGNALED(SELF_SIGNALED_ROW)

static void
test_self_signal(void **state)
{
	const struct self_signaled *row = *state;
	struct seccomp_notif_sizes sizes;
	struct run_result res;
	char sig[16];

	if (row->sig == SIGSYS)
		REQUIRE(!rep.seccomp || syscall(SYS_seccomp, SECCOMP_GET_NOTIF_SIZES, 0, &sizes) == 0,
			"no seccomp listener: the filter's SIGSYS is the program's");
	snprintf(sig, sizeof sig, "%d", row->sig);
	run("selfsignal", (struct limits){ .time_ms = 1000, .output_bytes = 1 << 20 }, NULL, &res,
	    NULL, 0, sig, row->bytes, NULL);
	assert_int_equal(res.outcome, RUN_SIGNALED);
	assert_int_equal(res.signal, row->sig);
	assert_int_equal(res.usage.output_bytes, atoi(row->bytes));
	assert_clean();
	run_checker("selfsignal", (struct limits){ .time_ms = 1000 }, NULL, &res, NULL, 0, sig,
		    row->bytes, NULL);
	assert_int_equal(res.outcome, RUN_SIGNALED);
	assert_int_equal(res.signal, row->sig);
	assert_clean();
}

static void
test_cancel(void **state)
{
	struct run_result res;
	int p[2];

	/* The judge is interrupted: a readable cancel_fd stops the run at once. */
	assert_int_equal(pipe(p), 0);
	assert_int_equal(write(p[1], "x", 1), 1);
	cancel_fd = p[0];
	run("sleep", (struct limits){ .time_ms = 1000, .wall_ms = 5000 }, NULL, &res, NULL, 0,
	    NULL);
	cancel_fd = -1;
	close(p[0]);
	close(p[1]);
	assert_int_equal(res.outcome, RUN_CANCELLED);
	assert_true(res.usage.wall_us < 1000000);
	assert_clean();
}

static void
test_stderr_closed(void **state)
{
	struct run_result res;

	struct rusage before, after;

	/* A program that closes stderr and sleeps must not make the judge spin. */
	getrusage(RUSAGE_SELF, &before);
	run("closeerr", (struct limits){ .time_ms = 1000, .wall_ms = 500 }, NULL, &res, NULL, 0,
	    NULL);
	getrusage(RUSAGE_SELF, &after);
	assert_int_equal(res.outcome, RUN_TIME_WALL);
	assert_true((after.ru_utime.tv_sec - before.ru_utime.tv_sec) * 1000000 +
			    (after.ru_utime.tv_usec - before.ru_utime.tv_usec) +
			    (after.ru_stime.tv_sec - before.ru_stime.tv_sec) * 1000000 +
			    (after.ru_stime.tv_usec - before.ru_stime.tv_usec) <
		    100000);
	assert_clean();
}

static void
test_descriptors(void **state)
{
	struct run_result res;
	char out[64];
	int fds[200];

	/* A judge holding many descriptors, some inheritable: none reaches the program. */
	for (int i = 0; i < 200; i++) {
		fds[i] = open("/dev/null", i % 2 ? O_RDONLY : O_RDONLY | O_CLOEXEC);
		assert_true(fds[i] >= 0);
	}
	run("fdcount", (struct limits){ 0 }, NULL, &res, out, sizeof out, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_string_equal(out, "3\n");
	run_checker("fdcount", (struct limits){ 0 }, NULL, &res, out, sizeof out, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_string_equal(out, "3\n");
	for (int i = 0; i < 200; i++)
		close(fds[i]);
	/* Whatever numbers the sandbox's own pipes get (one became the child's fixed one). */
	for (int first = 88; first <= 104; first++) {
		int held[128], n = 0, fd;

		while (n < 128 && (fd = open("/dev/null", O_RDONLY | O_CLOEXEC)) >= 0) {
			held[n++] = fd;
			if (fd >= first - 1)
				break;
		}
		run("fdcount", (struct limits){ 0 }, NULL, &res, out, sizeof out, NULL);
		assert_int_equal(res.outcome, RUN_EXITED);
		assert_string_equal(out, "3\n");
		while (n > 0)
			close(held[--n]);
	}
	assert_clean();
}

/* Descriptors this process holds now. */
static int
count_own_fds(void)
{
	DIR *d = opendir("/proc/self/fd");
	struct dirent *de;
	int n = 0;

	assert_non_null(d);
	while ((de = readdir(d)))
		n += de->d_name[0] != '.';
	closedir(d);
	return n;
}

static void
test_no_leak(void **state)
{
	struct run_result res;
	int before = count_own_fds();

	/* Every path through sandbox_run, repeated: the judge keeps no descriptor. */
	for (int i = 0; i < 5; i++) {
		run("exit3", (struct limits){ 0 }, NULL, &res, NULL, 0, NULL);
		run_checker("exit3", (struct limits){ 0 }, NULL, &res, NULL, 0, NULL);
		run("loop", (struct limits){ .time_ms = 20, .wall_ms = 5000 }, NULL, &res, NULL, 0,
		    NULL);
		run("sleep", (struct limits){ .time_ms = 100, .wall_ms = 30 }, NULL, &res, NULL, 0,
		    NULL);
		run("execsh", (struct limits){ 0 }, NULL, &res, NULL, 0, NULL);
	}
	assert_int_equal(count_own_fds(), before);
	assert_clean();
}

struct worker_arg {
	const char *fixture;
	int runs, good;
	char err[256];
};

/* A judge worker: a sandbox of its own, runs one after another. */
static void *
worker(void *p)
{
	struct worker_arg *a = p;
	struct sandbox *own = sandbox_new(a->err, sizeof a->err);
	char path[512], *argv[] = { (char *)a->fixture, NULL };

	snprintf(path, sizeof path, "%s/%s", FIXTURES, a->fixture);
	for (int i = 0; own && i < a->runs; i++) {
		struct run_spec spec = { .path = path, .argv = argv, .cancel_fd = -1 };
		struct run_result res;

		limits_resolve(&spec.limits);
		spec.stdin_fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
		spec.stdout_fd = memfd_create("out", MFD_CLOEXEC);
		if (sandbox_run(own, &spec, &res) == 0 && res.outcome == RUN_EXITED &&
		    res.exit_code == 3)
			a->good++;
		else
			snprintf(a->err, sizeof a->err, "run %d: outcome %d exit %d: %s", i,
				 (int)res.outcome, res.exit_code, res.detail);
		close(spec.stdin_fd);
		close(spec.stdout_fd);
	}
	sandbox_free(own);
	return NULL;
}

static void
test_threads_of_judge(void **state)
{
	struct worker_arg a[3] = { { "exit3", 15, 0, "" }, { "exit3", 15, 0, "" },
				   { "exit3", 15, 0, "" } };
	pthread_t t[3];

	/* Workers in threads, each with its own sandbox, at the same time (judge run -j). */
	for (int i = 0; i < 3; i++)
		assert_int_equal(pthread_create(&t[i], NULL, worker, &a[i]), 0);
	for (int i = 0; i < 3; i++) {
		assert_int_equal(pthread_join(t[i], NULL), 0);
		if (a[i].err[0])
			print_message("worker %d: %s\n", i, a[i].err);
		assert_int_equal(a[i].good, a[i].runs);
	}
	assert_clean();
}

/* Runs fixture in a judge of its own (a child process), kills that judge mid-run. */
static void
kill_judge(const char *fixture, enum sandbox_profile profile)
{
	char path[512], *argv[] = { (char *)fixture, NULL }, name[64];
	struct dirent *de;
	pid_t judge = fork();
	DIR *dir;

	assert_true(judge >= 0);
	if (judge == 0) {
		char err[256];
		struct sandbox *own = sandbox_new(err, sizeof err);
		struct run_spec spec = { .path = path, .argv = argv, .profile = profile,
					 .cancel_fd = -1, .limits = { .time_ms = 20000,
								      .wall_ms = 20000,
								      .processes = 4 } };
		struct run_result res;

		snprintf(path, sizeof path, "%s/%s", FIXTURES, fixture);
		limits_resolve(&spec.limits);
		spec.stdin_fd = open("/dev/null", O_RDONLY);
		spec.stdout_fd = memfd_create("out", 0);
		if (own)
			sandbox_run(own, &spec, &res);
		_exit(0);
	}
	/* Until its program runs, then the judge dies without a word. */
	for (int i = 0; i < 200 && count_procs(judge) == 0; i++)
		usleep(10000);
	assert_true(count_procs(judge) > 0);
	kill(judge, SIGKILL);
	assert_int_equal(waitpid(judge, NULL, 0), judge);
	for (int i = 0; i < 200 && count_procs(judge) > 0; i++)
		usleep(10000);
	assert_int_equal(count_procs(judge), 0);
	/* The next sandbox made sweeps what the dead judge left. */
	char err[256];
	struct sandbox *next = sandbox_new(err, sizeof err);

	assert_non_null(next);
	sandbox_free(next);
	snprintf(name, sizeof name, "judge-sandbox-%d-", (int)judge);
	dir = opendir(tmpdir);
	assert_non_null(dir);
	while ((de = readdir(dir)))
		assert_int_not_equal(strncmp(de->d_name, name, strlen(name)), 0);
	closedir(dir);
}

static void
test_judge_killed(void **state)
{
	REQUIRE(rep.drops_privileges, "not root: the program shares the judge's uid");
	REQUIRE(strcmp(rep.cgroup, "none") != 0,
		"no cgroup names the dead judge's processes for this test to find");
	/* The filtered solution is the judge's own child; a checker has a keeper. */
	kill_judge("sleep", SANDBOX_SOLUTION);
	kill_judge("forkbomb", SANDBOX_CHECKER);
	assert_clean();
}

/*
 * Children of process of named comm; for judge-launch, its server and the
 * runs set up ahead waiting for their start (only these, with runs_only:
 * they have no_new_privs set already).  Fills at most max pids; returns how
 * many there are.
 */
static int
find_children(pid_t of, const char *comm, bool runs_only, pid_t *pids, int max)
{
	char path[300], buf[4096], text[2048];
	DIR *tasks;
	struct dirent *de;
	int n = 0;

	snprintf(path, sizeof path, "/proc/%d/task", (int)of);
	tasks = opendir(path);
	assert_non_null(tasks);
	while ((de = readdir(tasks))) {
		if (de->d_name[0] == '.')
			continue;
		snprintf(path, sizeof path, "/proc/%d/task/%s/children", (int)of, de->d_name);
		read_text(path, buf, sizeof buf);
		for (char *p = buf, *end; (void)strtol(p, &end, 10), end != p; p = end) {
			long pid = strtol(p, NULL, 10);

			snprintf(path, sizeof path, "/proc/%ld/comm", pid);
			read_text(path, text, sizeof text);
			text[strcspn(text, "\n")] = '\0';
			if (strcmp(text, comm))
				continue;
			snprintf(path, sizeof path, "/proc/%ld/status", pid);
			if (runs_only && !strstr(read_text(path, text, sizeof text), "NoNewPrivs:\t1"))
				continue;
			if (n < max)
				pids[n] = (pid_t)pid;
			n++;
		}
	}
	closedir(tasks);
	return n;
}

/*
 * The number of this process's children named comm once it is want, or
 * after two seconds (a process shows its name only once it has exec'd, a
 * run set up ahead only once it has confined itself); the last one's pid
 * goes to *pid when not NULL.
 */
static int
count_children_until(const char *comm, bool runs_only, int want, pid_t *pid)
{
	pid_t pids[8];
	int n;

	for (int i = 0; (n = find_children(getpid(), comm, runs_only, pids, 8)) != want && i < 400;
	     i++)
		usleep(5000);
	if (pid && n > 0 && n <= 8)
		*pid = pids[n - 1];
	return n;
}

/* The number of runs set up ahead and waiting, once it is want. */
static int
count_launchers(int want)
{
	return count_children_until("judge-launch", true, want, NULL);
}

/* A run of fixture with its own descriptors, for the tests that hold several at once. */
struct fixture_run {
	char path[512];
	char *argv[4];
	struct run_spec spec;
	struct run_result res;
};

static void
fixture_open(struct fixture_run *r, const char *fixture, const char *arg, struct limits l,
	     const char *input, uint64_t ticket)
{
	memset(r, 0, sizeof *r);
	snprintf(r->path, sizeof r->path, "%s/%s", FIXTURES, fixture);
	r->argv[0] = (char *)fixture;
	r->argv[1] = (char *)arg;
	limits_resolve(&l);
	r->spec = (struct run_spec){ .path = r->path, .argv = r->argv, .limits = l,
				     .profile = SANDBOX_SOLUTION, .cancel_fd = -1,
				     .ticket = ticket };
	r->spec.stdin_fd = memfd_create("stdin", MFD_CLOEXEC);
	r->spec.stdout_fd = memfd_create("stdout", MFD_CLOEXEC);
	assert_true(r->spec.stdin_fd >= 0 && r->spec.stdout_fd >= 0);
	if (input) {
		assert_int_equal(write(r->spec.stdin_fd, input, strlen(input)),
				 (ssize_t)strlen(input));
		lseek(r->spec.stdin_fd, 0, SEEK_SET);
	}
}

/* Runs r, asserting the sandbox ran it; returns its standard output (static). */
static const char *
fixture_run(struct fixture_run *r)
{
	static char out[256];
	ssize_t n;

	assert_int_equal(sandbox_run(sb, &r->spec, &r->res), 0);
	n = pread(r->spec.stdout_fd, out, sizeof out - 1, 0);
	out[n > 0 ? n : 0] = '\0';
	return out;
}

static void
fixture_close(struct fixture_run *r)
{
	close(r->spec.stdin_fd);
	close(r->spec.stdout_fd);
}

/*
 * Two runs, the second set up ahead, so that what stays for the sandbox's
 * life is there (the server's socket, both groups' files); returns the
 * descriptors this process then holds.
 */
static int
warm_ahead(void)
{
	struct fixture_run r[2];

	fixture_open(&r[0], "hello", NULL, (struct limits){ 0 }, NULL, 998);
	fixture_open(&r[1], "hello", NULL, (struct limits){ 0 }, NULL, 999);
	r[0].spec.next = &r[1].spec;
	fixture_run(&r[0]);
	fixture_run(&r[1]);
	fixture_close(&r[0]);
	fixture_close(&r[1]);
	return count_own_fds();
}

static void
test_ahead(void **state)
{
	struct fixture_run a, b;

	REQUIRE(rep.sets_up_ahead, rep.launcher);
	int before = warm_ahead();

	/* Set up, waiting; another run in between leaves it be; its own run takes it. */
	fixture_open(&a, "hello", NULL, (struct limits){ 0 }, "first\n", 1001);
	fixture_open(&b, "exit3", NULL, (struct limits){ 0 }, NULL, 0);
	assert_int_equal(sandbox_prepare(sb, &a.spec), 0);
	assert_int_equal(count_launchers(1), 1);
	fixture_run(&b);
	assert_int_equal(b.res.outcome, RUN_EXITED);
	assert_int_equal(b.res.exit_code, 3);
	assert_int_equal(count_launchers(1), 1);
	assert_string_equal(fixture_run(&a), "first\n");
	assert_int_equal(a.res.outcome, RUN_EXITED);
	assert_string_equal(a.res.stderr_head, "hello\n");
	assert_int_equal(count_launchers(0), 0);

	/* Set up with other limits than the run asks for: not used, the run is made anew. */
	a.spec.ticket = 1002;
	lseek(a.spec.stdin_fd, 0, SEEK_SET);
	assert_int_equal(ftruncate(a.spec.stdout_fd, 0), 0);
	lseek(a.spec.stdout_fd, 0, SEEK_SET);
	assert_int_equal(sandbox_prepare(sb, &a.spec), 0);
	a.spec.limits.time_ms += 1;
	assert_string_equal(fixture_run(&a), "first\n");
	assert_int_equal(count_launchers(0), 0);

	/* Killed while it waits: the run is made anew all the same. */
	pid_t launcher = 0;

	a.spec.ticket = 1004;
	lseek(a.spec.stdin_fd, 0, SEEK_SET);
	assert_int_equal(ftruncate(a.spec.stdout_fd, 0), 0);
	lseek(a.spec.stdout_fd, 0, SEEK_SET);
	assert_int_equal(sandbox_prepare(sb, &a.spec), 0);
	assert_int_equal(count_children_until("judge-launch", true, 1, &launcher), 1);
	kill(launcher, SIGKILL);
	/* Until it is dead (a zombie), so that the start byte finds no one. */
	for (int i = 0; i < 200; i++) {
		siginfo_t si = { 0 };

		if (waitid(P_PID, (id_t)launcher, &si, WEXITED | WNOHANG | WNOWAIT) == 0 &&
		    si.si_pid == launcher)
			break;
		usleep(5000);
	}
	assert_string_equal(fixture_run(&a), "first\n");
	assert_int_equal(a.res.outcome, RUN_EXITED);
	assert_int_equal(count_launchers(0), 0);

	/* Called off. */
	a.spec.ticket = 1003;
	assert_int_equal(sandbox_prepare(sb, &a.spec), 0);
	assert_int_equal(count_launchers(1), 1);
	sandbox_discard(sb);
	assert_int_equal(count_launchers(0), 0);
	fixture_close(&a);
	fixture_close(&b);
	assert_int_equal(count_own_fds(), before);
	assert_clean();
}

static void
test_ahead_chain(void **state)
{
	struct fixture_run r[4];

	REQUIRE(rep.sets_up_ahead, rep.launcher);
	int before = warm_ahead();

	/*
	 * As the judge runs cases: each run sets up the next one while it goes
	 * on, and starts it as it ends.
	 */
	fixture_open(&r[0], "hello", NULL, (struct limits){ 0 }, "one\n", 2001);
	fixture_open(&r[1], "loop", NULL, (struct limits){ .time_ms = 200, .wall_ms = 5000 }, NULL,
		     2002);
	fixture_open(&r[2], "memtouch", "64", (struct limits){ .memory_bytes = 32 << 20 }, NULL,
		     2003);
	fixture_open(&r[3], "sleep", NULL, (struct limits){ .time_ms = 100, .wall_ms = 300 }, NULL,
		     2004);
	for (int i = 0; i < 3; i++) {
		r[i].spec.next = &r[i + 1].spec;
		r[i].spec.start_next = true;
	}
	assert_string_equal(fixture_run(&r[0]), "one\n");
	assert_int_equal(r[0].res.outcome, RUN_EXITED);
	/* The next run started as this one ended: it runs already. */
	assert_int_equal(count_children_until("loop", false, 1, NULL), 1);
	fixture_run(&r[1]);
	assert_int_equal(r[1].res.outcome, RUN_TIME_CPU);
	/* Its time is its own, from its start (the bounds of test_infinite_loop). */
	assert_in_range(r[1].res.usage.cpu_us, 200000, 400000);
	fixture_run(&r[2]);
	if (strcmp(rep.memory, "cgroup") == 0)
		assert_int_equal(r[2].res.outcome, RUN_MEMORY);
	else
		assert_true(r[2].res.outcome == RUN_MEMORY ||
			    (r[2].res.outcome == RUN_EXITED && r[2].res.exit_code == 1));
	fixture_run(&r[3]);
	assert_int_equal(r[3].res.outcome, RUN_TIME_WALL);
	/* The wall time runs from the program's start, not from its set-up. */
	assert_in_range(r[3].res.usage.wall_us, 300000, 600000);
	assert_int_equal(count_launchers(0), 0);
	for (int i = 0; i < 4; i++)
		fixture_close(&r[i]);
	assert_int_equal(count_own_fds(), before);
	assert_clean();
}

static void
test_ahead_started_called_off(void **state)
{
	struct fixture_run r[3];

	REQUIRE(rep.sets_up_ahead, rep.launcher);
	int before = warm_ahead();

	fixture_open(&r[0], "hello", NULL, (struct limits){ 0 }, "x\n", 3001);
	fixture_open(&r[1], "loop", NULL, (struct limits){ .time_ms = 200, .wall_ms = 5000 }, NULL,
		     3002);
	fixture_open(&r[2], "exit3", NULL, (struct limits){ 0 }, NULL, 0);
	r[0].spec.next = &r[1].spec;
	r[0].spec.start_next = true;
	assert_string_equal(fixture_run(&r[0]), "x\n");
	assert_int_equal(count_children_until("loop", false, 1, NULL), 1);
	/* Another run than the one promised: the one started is stopped first. */
	fixture_run(&r[2]);
	assert_int_equal(r[2].res.outcome, RUN_EXITED);
	assert_int_equal(r[2].res.exit_code, 3);
	assert_int_equal(count_children_until("loop", false, 0, NULL), 0);
	/* Its turn comes all the same: it is run anew, and measured from its own start. */
	fixture_run(&r[1]);
	assert_int_equal(r[1].res.outcome, RUN_TIME_CPU);
	assert_in_range(r[1].res.usage.cpu_us, 200000, 400000);
	/* Started, then called off. */
	r[0].spec.ticket = 3003;
	r[1].spec.ticket = 3004;
	lseek(r[0].spec.stdin_fd, 0, SEEK_SET);
	fixture_run(&r[0]);
	assert_int_equal(count_children_until("loop", false, 1, NULL), 1);
	sandbox_discard(sb);
	assert_int_equal(count_children_until("loop", false, 0, NULL), 0);
	for (int i = 0; i < 3; i++)
		fixture_close(&r[i]);
	assert_int_equal(count_own_fds(), before);
	assert_clean();
}

static void
test_ahead_judge_killed(void **state)
{
	int ready[2];
	char byte, path[64];
	pid_t judge;

	REQUIRE(rep.sets_up_ahead, rep.launcher);
	assert_int_equal(pipe(ready), 0);
	judge = fork();
	assert_true(judge >= 0);
	if (judge == 0) {
		char err[256];
		struct sandbox *own = sandbox_new(err, sizeof err);
		struct fixture_run r;

		fixture_open(&r, "hello", NULL, (struct limits){ 0 }, NULL, 1);
		if (!own || sandbox_prepare(own, &r.spec) < 0)
			_exit(1);
		if (write(ready[1], "r", 1) != 1)
			_exit(1);
		pause();
		_exit(0);
	}
	close(ready[1]);
	assert_int_equal(read(ready[0], &byte, 1), 1);
	close(ready[0]);
	/* The judge dies with a run set up ahead: that run and the server die with it. */
	pid_t pids[8];
	int n = 0;

	for (int i = 0; i < 400 && (n = find_children(judge, "judge-launch", false, pids, 8)) < 2; i++)
		usleep(5000);
	assert_int_equal(n, 2);
	kill(judge, SIGKILL);
	assert_int_equal(waitpid(judge, NULL, 0), judge);
	for (int k = 0; k < n; k++) {
		for (int i = 0; i < 200; i++) {
			char stat[300];

			/* Dead, whoever its new parent is (gone, or a zombie until reaped). */
			snprintf(path, sizeof path, "/proc/%d/stat", (int)pids[k]);
			char *close_paren = strrchr(read_text(path, stat, sizeof stat), ')');

			if (!close_paren || close_paren[2] == 'Z')
				break;
			usleep(10000);
			assert_true(i < 199);
		}
	}
}

/*
 * A run that signals every process it can (state: "STOP" or "KILL") while
 * the next run is set up ahead reaches none: the next run has another uid,
 * and runs as it would have.  Set up before a run in between (a custom
 * checker's turn), and set up by the run itself and started as it ends.
 */
static void
test_ahead_out_of_reach(void **state)
{
	const char *sig = *state;
	struct fixture_run next, attacker;

	REQUIRE(rep.sets_up_ahead, rep.launcher);
	/* Else the attacker has the judge's uid (and would stop this test). */
	REQUIRE(rep.drops_privileges, "not root: the program keeps the judge's uid");
	int before = warm_ahead();

	fixture_open(&next, "hello", NULL, (struct limits){ .wall_ms = 1000 }, "next\n", 4001);
	fixture_open(&attacker, "stopall", sig, (struct limits){ 0 }, "x\n", 0);
	assert_int_equal(sandbox_prepare(sb, &next.spec), 0);
	assert_int_equal(count_launchers(1), 1);
	assert_string_equal(fixture_run(&attacker), "x\n");
	assert_int_equal(attacker.res.outcome, RUN_EXITED);
	assert_string_equal(attacker.res.stderr_head, "signalled 0\n");
	assert_string_equal(fixture_run(&next), "next\n");
	assert_int_equal(next.res.outcome, RUN_EXITED);

	for (struct fixture_run *r = &next; r; r = r == &next ? &attacker : NULL) {
		lseek(r->spec.stdin_fd, 0, SEEK_SET);
		assert_int_equal(ftruncate(r->spec.stdout_fd, 0), 0);
		lseek(r->spec.stdout_fd, 0, SEEK_SET);
	}
	attacker.spec.ticket = 4002;
	next.spec.ticket = 4003;
	attacker.spec.next = &next.spec;
	attacker.spec.start_next = true;
	fixture_run(&attacker);
	assert_string_equal(attacker.res.stderr_head, "signalled 0\n");
	assert_string_equal(fixture_run(&next), "next\n");
	assert_int_equal(next.res.outcome, RUN_EXITED);
	fixture_close(&attacker);
	fixture_close(&next);
	assert_int_equal(count_own_fds(), before);
	assert_clean();
}

static void
test_cannot_execute(void **state)
{
	struct run_result res;
	char path[300];
	int fd;

	/* A file nobody may execute: the sandbox fails, and says why. */
	snprintf(path, sizeof path, "%s/not-a-program", tmpdir);
	fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
	assert_true(fd >= 0);
	close(fd);
	assert_int_equal(run_profile(path, SANDBOX_SOLUTION, (struct limits){ 0 }, NULL, &res,
				     NULL, 0, NULL),
			 -1);
	unlink(path);
	assert_int_equal(res.outcome, RUN_FAILED);
	assert_non_null(strstr(res.detail, "Permission denied"));
	assert_clean();
}

static int
setup(void **state)
{
	struct run_result res;
	char err[256], out[256];

	ahead_mode = getenv("SANDBOX_TEST_AHEAD") != NULL;
	if (!mkdtemp(tmpdir))
		return -1;
	setenv("TMPDIR", tmpdir, 1);
	sb = sandbox_new(err, sizeof err);
	if (!sb) {
		fprintf(stderr, "sandbox_new: %s\n", err);
		return -1;
	}
	sandbox_describe(sb, &rep);
	fprintf(stderr, "sandbox: cgroup %s, memory by %s, seccomp %d, namespaces net %d pid %d "
		"mount %d, drops privileges %d, set up ahead %d (%s)%s\n%s", rep.cgroup,
		rep.memory, rep.seccomp, rep.net_namespace, rep.pid_namespace, rep.mount_namespace,
		rep.drops_privileges, rep.sets_up_ahead, rep.launcher,
		ahead_mode ? ", every run set up ahead" : "", rep.warnings);
	if (ahead_mode && !rep.sets_up_ahead) {
		fprintf(stderr, "SANDBOX_TEST_AHEAD: runs cannot be set up ahead here\n");
		return -1;
	}
	/* A run made now, then one set up ahead: one uid, then the other (if any). */
	bool mode = ahead_mode;

	for (int i = 0; i < 2; i++) {
		ahead_mode = i == 1 || mode;
		if (run_profile("whoami", SANDBOX_SOLUTION, (struct limits){ 0 }, NULL, &res, out,
				sizeof out, NULL) < 0 || sscanf(out, "uid=%d", &sandbox_uid[i]) != 1)
			return -1;
	}
	ahead_mode = mode;
	/* nobody is shared with the system: its processes are not ours to count. */
	if (sandbox_uid[0] == 0 || sandbox_uid[0] == 65534 || sandbox_uid[0] == (int)getuid())
		sandbox_uid[0] = sandbox_uid[1] = -1;
	return 0;
}

static int
remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	return remove(path) < 0 && errno != ENOENT ? -1 : 0;
}

static int
teardown(void **state)
{
	sandbox_free(sb);
	/* Whatever a failed test left (a killed judge's scratch directory) goes too. */
	return nftw(tmpdir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

/* One test per row of a table, named after the row's fixture, the row as its state. */
#define CPU_LIMITED_TEST(f, ...) \
	{ "cpu_limit_" #f, test_cpu_limit, NULL, NULL, (void *)&cpu_limited_##f },
#define SELF_SIGNALED_TEST(name, ...) \
	{ "self_signal_" #name, test_self_signal, NULL, NULL, (void *)&self_signaled_##name },
#define FORBIDDEN_TEST(f, ...) \
	{ "forbidden_" #f, test_forbidden, NULL, NULL, (void *)&forbidden_##f },

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_hello),
		cmocka_unit_test(test_exit_code),
		cmocka_unit_test(test_environment),
		cmocka_unit_test(test_cpu_measured),
		CPU_LIMITED(CPU_LIMITED_TEST)
		cmocka_unit_test(test_sleep_forever),
		cmocka_unit_test(test_busy_threads),
		cmocka_unit_test(test_fork_bomb),
		cmocka_unit_test(test_orphan),
		cmocka_unit_test(test_memory),
		cmocka_unit_test(test_memory_of_tree),
		cmocka_unit_test(test_binary_table),
		cmocka_unit_test(test_recursion),
		cmocka_unit_test(test_stdout_flood),
		cmocka_unit_test(test_output_exact),
		cmocka_unit_test(test_output_to_disk),
		cmocka_unit_test(test_scratch_file),
		cmocka_unit_test(test_stderr_flood),
		cmocka_unit_test(test_write_files),
		cmocka_unit_test(test_deep_tree),
		cmocka_unit_test(test_read_shadow),
		cmocka_unit_test(test_file_view),
		cmocka_unit_test(test_files),
		cmocka_unit_test(test_scratch_dir),
		cmocka_unit_test(test_socket),
		cmocka_unit_test(test_service_socket),
		FORBIDDEN(FORBIDDEN_TEST)
		cmocka_unit_test(test_own_limits),
		cmocka_unit_test(test_threaded),
		cmocka_unit_test(test_close_stdout),
		cmocka_unit_test(test_signals),
		SELF_SIGNALED(SELF_SIGNALED_TEST)
		cmocka_unit_test(test_cancel),
		cmocka_unit_test(test_stderr_closed),
		cmocka_unit_test(test_descriptors),
		cmocka_unit_test(test_no_leak),
		cmocka_unit_test(test_threads_of_judge),
		cmocka_unit_test(test_judge_killed),
		cmocka_unit_test(test_cannot_execute),
		cmocka_unit_test(test_ahead),
		cmocka_unit_test(test_ahead_chain),
		cmocka_unit_test(test_ahead_started_called_off),
		{ "ahead_out_of_reach_stop", test_ahead_out_of_reach, NULL, NULL, (void *)"STOP" },
		{ "ahead_out_of_reach_kill", test_ahead_out_of_reach, NULL, NULL, (void *)"KILL" },
		cmocka_unit_test(test_ahead_judge_killed),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
