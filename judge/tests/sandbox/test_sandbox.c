/*
 * Tests of the sandbox: each hostile fixture run through sandbox_run, outcome
 * and cleanup asserted.  This file: runs, time, memory and output; what runs
 * see and may call in test_sandbox_views.c; killed judges and runs set up
 * ahead in test_sandbox_ahead.c; the harness in harness.c.
 */
#include "harness.h"

/*
 * CPU and wall limits no run that fills memory nears on any machine: on a fresh VM whose host
 * backs guest memory on first touch, and under load, touching tens of MiB took over the 1s
 * and 3s a limit leaves unset (test_memory_of_tree, RUN_TIME_WALL, seen under load).
 */
#define ROOMY(...) ((struct limits){ .time_ms = 10000, .wall_ms = 60000, __VA_ARGS__ })

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

	run("memtouch", ROOMY(.memory_bytes = 32 << 20), NULL, &res, NULL, 0, "64",
	    NULL);
	/* Under RLIMIT_AS alone a failed malloc is only seen as the program's own exit. */
	if (strcmp(rep.memory, "cgroup") == 0)
		assert_int_equal(res.outcome, RUN_MEMORY);
	else
		assert_true(res.outcome == RUN_MEMORY ||
			    (res.outcome == RUN_EXITED && res.exit_code == 1));
	assert_clean();
	run("memtouch", ROOMY(.memory_bytes = 128 << 20), NULL, &res, NULL, 0, "64",
	    NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	/* 64 MiB touched, plus the C library's pages and the kernel's own (about 1.3 MiB). */
	assert_in_range(res.usage.memory_bytes, 64 << 20, 67 << 20);
	assert_clean();
	REQUIRE(strcmp(rep.memory, "cgroup") == 0, "untouched memory is free only under a cgroup");
	run("memtouch", ROOMY(.memory_bytes = 32 << 20), NULL, &res, NULL, 0, "64",
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
	run_checker("forkmem", ROOMY(.memory_bytes = 256 << 20, .processes = 3), NULL,
		    &res, NULL, 0, "3", "32", NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_in_range(res.usage.memory_bytes, 96 << 20, 100 << 20);
	/* ... and the limit applies to the sum. */
	run_checker("forkmem", ROOMY(.memory_bytes = 64 << 20, .processes = 3), NULL,
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
	run("bigtable", ROOMY(.memory_bytes = 32 << 20), NULL, &res, out, sizeof out,
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
	 * runs within it, re-reading: the peak is about the limit.  Never the few
	 * hundred KiB the cgroup alone saw before.
	 */
	assert_true(res.outcome == RUN_MEMORY || res.outcome == RUN_EXITED);
	assert_true(res.usage.memory_bytes >= 24 << 20);
	assert_clean();
	/* ... and within a limit that holds it, accepted, with the figure. */
	run("bigtable", ROOMY(.memory_bytes = 128 << 20), NULL, &res, out, sizeof out,
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
	run("recurse", ROOMY(.memory_bytes = 128 << 20), NULL, &res, NULL, 0, "50000",
	    NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_true(res.usage.memory_bytes > 50000 * 1024);
	assert_clean();
	run("recurse", ROOMY(.memory_bytes = 64 << 20), NULL, &res, NULL, 0, NULL);
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
	run("bigfile", ROOMY(.memory_bytes = 64 << 20, .output_bytes = 1 << 20), NULL,
	    &res, NULL, 0, "4194304", NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_int_equal(res.usage.output_bytes, 0);
	assert_clean();
	/*
	 * One past the memory limit: MLE where the tmpfs is charged to the memory
	 * cgroup, else stopped at RLIMIT_FSIZE (the memory limit) by SIGXFSZ.
	 */
	run("bigfile", ROOMY(.memory_bytes = 16 << 20, .output_bytes = 64 << 20), NULL,
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

/* One test per row of a table, named after the row's fixture, the row as its state. */
#define CPU_LIMITED_TEST(f, ...) \
	{ "cpu_limit_" #f, test_cpu_limit, NULL, NULL, (void *)&cpu_limited_##f },

int
test_sandbox_runs(void)
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
	};

	return cmocka_run_group_tests_name("runs", tests, harness_setup, harness_teardown);
}

int
main(void)
{
	return test_sandbox_runs() + test_sandbox_views() + test_sandbox_ahead();
}
