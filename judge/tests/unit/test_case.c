/*
 * Unit tests for case.c: each way a run can end, the verdict it gets, and
 * whether it is a TLE by the wall clock.
 */
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "pipeline/case.h"

/* A row: a run's outcome (and exit code or signal), the verdict, detail and message. */
struct row {
	const char *name;
	enum run_outcome outcome;
	int exit_code;
	int signal;
	enum verdict verdict;
	const char *detail;
	const char *message;
	bool by_wall;            /* a TLE no CPU time bounds */
};

static const struct row rows[] = {
	{"exited", RUN_EXITED, 0, 0, VERDICT_AC, "", "", false},
	{"exit code", RUN_EXITED, 3, 0, VERDICT_RE, "exit code 3", "", false},
	{"signaled", RUN_SIGNALED, 0, SIGSEGV, VERDICT_RE, "SIGSEGV", "", false},
	{"cpu", RUN_TIME_CPU, 0, SIGKILL, VERDICT_TLE, "cpu", "", false},
	{"wall", RUN_TIME_WALL, 0, SIGKILL, VERDICT_TLE, "wall", "", true},
	/* Past the wall limit, then exited by itself: the exit code does not count. */
	{"wall then exit", RUN_TIME_WALL, 1, 0, VERDICT_TLE, "wall", "", true},
	{"memory", RUN_MEMORY, 0, SIGKILL, VERDICT_MLE, "", "", false},
	{"output", RUN_OUTPUT, 0, SIGKILL, VERDICT_OLE, "", "", false},
	{"syscall", RUN_SYSCALL, 0, SIGSYS, VERDICT_RE, "forbidden syscall socket", "", false},
	{"failed", RUN_FAILED, 0, 0, VERDICT_JE, "", "sandbox: forbidden syscall socket", false},
	{"cancelled", RUN_CANCELLED, 0, SIGKILL, VERDICT_JE, "", "interrupted", false},
};

static void
test_row(void **state)
{
	const struct row *r = *state;
	struct run_result rr;
	struct case_result cr;

	memset(&rr, 0, sizeof rr);
	memset(&cr, 0, sizeof cr);
	rr.outcome = r->outcome;
	rr.exit_code = r->exit_code;
	rr.signal = r->signal;
	rr.usage.cpu_us = 1200;
	rr.usage.wall_us = 3400;
	rr.usage.memory_bytes = 5600;
	rr.usage.output_bytes = 78;
	rr.stderr_len = 4;
	memcpy(rr.stderr_head, "oops", 4);
	snprintf(rr.detail, sizeof rr.detail, "forbidden syscall socket");
	case_classify(&rr, &cr);
	assert_int_equal(cr.verdict, r->verdict);
	assert_string_equal(cr.detail, r->detail);
	assert_string_equal(cr.message, r->message);
	assert_int_equal(cr.exit_code, r->outcome == RUN_EXITED ? r->exit_code : -1);
	assert_int_equal(cr.signal, r->signal);
	assert_int_equal(cr.usage.cpu_us, 1200);
	assert_int_equal(cr.usage.wall_us, 3400);
	assert_int_equal(cr.usage.memory_bytes, 5600);
	assert_int_equal(cr.usage.output_bytes, 78);
	assert_string_equal(cr.stderr_head, "oops");
	assert_int_equal(case_tle_by_wall(&cr), r->by_wall);
}

/* An interactive case where both sides waited on each other is a TLE by the wall clock. */
static void
test_idle_by_wall(void **state)
{
	struct case_result cr = {.verdict = VERDICT_TLE, .detail = "idle"};

	(void)state;
	assert_true(case_tle_by_wall(&cr));
	snprintf(cr.detail, sizeof cr.detail, "cpu");
	assert_false(case_tle_by_wall(&cr));
	cr.verdict = VERDICT_WA;
	snprintf(cr.detail, sizeof cr.detail, "wall");
	assert_false(case_tle_by_wall(&cr));
}

/* Every outcome has a row above. */
static void
test_every_outcome(void **state)
{
	bool seen[RUN_CANCELLED + 1] = {false};

	(void)state;
	for (size_t i = 0; i < sizeof rows / sizeof *rows; i++)
		seen[rows[i].outcome] = true;
	for (int o = 0; o <= RUN_CANCELLED; o++)
		assert_true(seen[o]);
}

#define ROW(i) cmocka_unit_test_prestate(test_row, (void *)&rows[i])

int
main(void)
{
	const struct CMUnitTest tests[] = {
		ROW(0), ROW(1), ROW(2), ROW(3), ROW(4), ROW(5),
		ROW(6), ROW(7), ROW(8), ROW(9), ROW(10),
		cmocka_unit_test(test_every_outcome),
		cmocka_unit_test(test_idle_by_wall),
	};
	_Static_assert(sizeof tests / sizeof *tests == sizeof rows / sizeof *rows + 2,
		       "a test for every row");
	return cmocka_run_group_tests(tests, NULL, NULL);
}
