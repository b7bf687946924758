/*
 * The sandbox tests' harness, shared by test_sandbox*.c: one sandbox per
 * group of tests (harness_setup), fixtures run through sandbox_run, and the
 * checks every test ends with.  Nothing owned beyond the sandbox, which
 * harness_teardown() frees.
 */
#ifndef JUDGE_TESTS_SANDBOX_HARNESS_H
#define JUDGE_TESTS_SANDBOX_HARNESS_H

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

extern struct sandbox *sb;
extern struct sandbox_report rep;
/* Each group's scratch folder, the sandbox's TMPDIR, made from the template. */
#define TMPDIR_TEMPLATE "/tmp/judge-sandbox-test-XXXXXX"
extern char tmpdir[sizeof TMPDIR_TEMPLATE];
/* The sandbox's two uids (the same twice when it has one), or -1. */
extern int sandbox_uid[2];
extern int cancel_fd;
/* SANDBOX_TEST_AHEAD set: every run is set up ahead first (sandbox_prepare), as the judge does. */
extern bool ahead_mode;
extern uint64_t tickets;
/* The policy of the runs that follow (spec.policy), NULL for none: set and reset by a test. */
extern const struct sandbox_policy *run_policy;

#define REQUIRE(cond, why)                                          \
	do {                                                        \
		if (!(cond)) {                                      \
			print_message("skipped: %s\n", why);        \
			skip();                                     \
		}                                                   \
	} while (0)

/* Runs fixture name (a path when it contains '/') with extra arguments under l. */
int run_profile(const char *name, enum sandbox_profile profile, struct limits l, const char *input,
		struct run_result *res, char *out, size_t outlen, ...);

#define run(name, l, input, res, out, outlen, ...) \
	assert_int_equal(run_profile(name, SANDBOX_SOLUTION, l, input, res, out, outlen, __VA_ARGS__), 0)
#define run_checker(name, l, input, res, out, outlen, ...) \
	assert_int_equal(run_profile(name, SANDBOX_CHECKER, l, input, res, out, outlen, __VA_ARGS__), 0)

/* Reads the small file path into buf (NUL-terminated, "" when it cannot); returns buf. */
char *read_text(const char *path, char *buf, size_t len);

/* Counts live processes of a sandbox_uid or in a cgroup of the sandboxes of judge pid. */
int count_procs(pid_t judge);

/* Counts live processes left by this test's sandboxes. */
int count_leftovers(void);

/* After every run: no process left, no run directory left, nothing written outside. */
void assert_clean(void);

/* Descriptors this process holds now. */
int count_own_fds(void);

/* A group's set-up: a sandbox for its tests (and the uids it runs them as); 0 or -1. */
int harness_setup(void **state);

/* Frees the sandbox and whatever a failed test left in the scratch folder. */
int harness_teardown(void **state);

/* The groups of tests, each run with a sandbox of its own; each returns its failures. */
int test_sandbox_runs(void);
int test_sandbox_views(void);
int test_sandbox_ahead(void);

#endif
