/* Tests of the sandbox: each hostile fixture run through sandbox_run, outcome and cleanup asserted. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sandbox.h"

static struct sandbox *sb;

/* Runs fixture name with extra arguments under l (unset fields defaulted). */
static void
run(const char *name, struct limits l, const char *input, struct run_result *res,
    char *out, size_t outlen, ...)
{
	char path[512];
	char *argv[8] = { (char *)name };
	struct run_spec spec = { 0 };
	va_list ap;
	int i = 1;

	va_start(ap, outlen);
	while (i < 7 && (argv[i] = va_arg(ap, char *)))
		i++;
	va_end(ap);
	argv[i] = NULL;
	snprintf(path, sizeof path, "%s/%s", FIXTURES, name);
	limits_resolve(&l);
	spec.path = path;
	spec.argv = argv;
	spec.limits = l;
	spec.profile = SANDBOX_SOLUTION;
	spec.stdin_fd = memfd_create("stdin", MFD_CLOEXEC);
	spec.stdout_fd = memfd_create("stdout", MFD_CLOEXEC);
	assert_true(spec.stdin_fd >= 0 && spec.stdout_fd >= 0);
	if (input) {
		assert_int_equal(write(spec.stdin_fd, input, strlen(input)), (ssize_t)strlen(input));
		lseek(spec.stdin_fd, 0, SEEK_SET);
	}
	assert_int_equal(sandbox_run(sb, &spec, res), 0);
	if (out) {
		ssize_t n = pread(spec.stdout_fd, out, outlen - 1, 0);

		out[n > 0 ? n : 0] = '\0';
	}
	close(spec.stdin_fd);
	close(spec.stdout_fd);
}

static void
test_hello(void **state)
{
	struct run_result res;
	char out[64];

	(void)state;
	run("hello", (struct limits){ 0 }, "abc\n", &res, out, sizeof out, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_string_equal(out, "abc\n");
	assert_int_equal(res.output_bytes, 4);
	assert_string_equal(res.stderr_head, "hello\n");
	assert_int_equal(res.stderr_len, 6);
}

static void
test_exit_code(void **state)
{
	struct run_result res;

	(void)state;
	run("exit3", (struct limits){ 0 }, NULL, &res, NULL, 0, NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 3);
}

static void
test_infinite_loop(void **state)
{
	struct run_result res;

	(void)state;
	run("loop", (struct limits){ .time_ms = 200 }, NULL, &res, NULL, 0, NULL);
	assert_int_equal(res.outcome, RUN_TIME_CPU);
	assert_true(res.cpu_us >= 200000);
	assert_true(res.cpu_us < 300000);
}

static void
test_sleep_forever(void **state)
{
	struct run_result res;

	(void)state;
	run("sleep", (struct limits){ .time_ms = 100, .wall_ms = 300 }, NULL, &res, NULL, 0, NULL);
	assert_int_equal(res.outcome, RUN_TIME_WALL);
	assert_true(res.wall_us >= 300000);
	assert_true(res.wall_us < 400000);
	assert_true(res.cpu_us < 50000);
}

static void
test_stdout_flood(void **state)
{
	struct run_result res;

	(void)state;
	run("stdout_flood", (struct limits){ .output_bytes = 1 << 20 }, NULL, &res, NULL, 0, NULL);
	assert_int_equal(res.outcome, RUN_OUTPUT);
	assert_int_equal(res.output_bytes, (1 << 20) + 1);
}

static void
test_stderr_flood(void **state)
{
	struct run_result res;

	(void)state;
	run("stderr_flood", (struct limits){ .time_ms = 200, .wall_ms = 400 }, NULL, &res, NULL, 0,
	    NULL);
	assert_true(res.outcome == RUN_TIME_CPU || res.outcome == RUN_TIME_WALL);
	assert_int_equal(res.stderr_len, RUN_STDERR_CAP - 1);
	assert_int_equal(res.stderr_head[0], 'e');
}

static void
test_memory_touched(void **state)
{
	struct run_result res;

	(void)state;
	struct sandbox_report r;

	sandbox_describe(sb, &r);
	run("memtouch", (struct limits){ .memory_bytes = 32 << 20 }, NULL, &res, NULL, 0, "64",
	    NULL);
	/* Under RLIMIT_AS alone a failed malloc is only seen as the program's own exit. */
	if (strcmp(r.memory, "cgroup") == 0)
		assert_int_equal(res.outcome, RUN_MEMORY);
	else
		assert_true(res.outcome == RUN_MEMORY || (res.outcome == RUN_EXITED && res.exit_code == 1));
	run("memtouch", (struct limits){ .memory_bytes = 128 << 20 }, NULL, &res, NULL, 0, "64",
	    NULL);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	assert_true(res.memory_bytes >= 64 << 20);
	assert_true(res.memory_bytes < 70 << 20);
}

static int
setup(void **state)
{
	char err[256];

	(void)state;
	sb = sandbox_new(err, sizeof err);
	if (!sb)
		fprintf(stderr, "sandbox_new: %s\n", err);
	return sb ? 0 : -1;
}

static int
teardown(void **state)
{
	(void)state;
	sandbox_free(sb);
	return 0;
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_hello),
		cmocka_unit_test(test_exit_code),
		cmocka_unit_test(test_infinite_loop),
		cmocka_unit_test(test_sleep_forever),
		cmocka_unit_test(test_stdout_flood),
		cmocka_unit_test(test_stderr_flood),
		cmocka_unit_test(test_memory_touched),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
