/* Sandbox tests: what a run sees, the calls it may make, signals and descriptors. */
#include "harness.h"

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
 * The devices a solution and a checker may open: an allow-list.  A file
 * system of the program's own (/dev/fuse), a network interface (/dev/net/tun)
 * and the machine's terminals are not in its /dev (they were, the machine's
 * /dev bound whole); null, zero, full and urandom are.
 */
static void
test_devices(void **state)
{
	static const struct { const char *path; int opens; } rows[] = {
		{"/dev/fuse", 1}, {"/dev/net/tun", 1}, {"/dev/tty", 1}, {"/dev/console", 1},
		{"/dev/null", 0}, {"/dev/zero", 0}, {"/dev/full", 0}, {"/dev/urandom", 0},
	};
	struct run_result res;

	REQUIRE(rep.mount_namespace, "no mount namespace: the machine's /dev is the program's");
	for (int profile = SANDBOX_SOLUTION; profile <= SANDBOX_CHECKER; profile++)
		for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
			assert_int_equal(run_profile("opendev", profile, (struct limits){ 0 }, NULL,
						     &res, NULL, 0, rows[i].path, NULL), 0);
			assert_int_equal(res.outcome, RUN_EXITED);
			if (res.exit_code != rows[i].opens)
				fail_msg("%s: exit %d, not %d", rows[i].path, res.exit_code,
					 rows[i].opens);
		}
	assert_clean();
}

/*
 * A checker's run of path with default limits, files its 3, 4, ..., and
 * memfds of its own for standard input and output (the caller closes them).
 */
static void
checker_spec_with(struct run_spec *spec, const char *path, const int *files, int nfiles)
{
	memset(spec, 0, sizeof *spec);
	spec->path = path;
	limits_resolve(&spec->limits);
	spec->profile = SANDBOX_CHECKER;
	spec->cancel_fd = -1;
	spec->stdin_fd = memfd_create("stdin", MFD_CLOEXEC);
	spec->stdout_fd = memfd_create("stdout", MFD_CLOEXEC);
	spec->files = files;
	spec->nfiles = nfiles;
}

/*
 * The page cache of a file a run reads is not its memory, though its cgroup
 * is charged for it: 24 MiB read whole from out of the cache leave the run's
 * memory near a trivial program's.
 */
static void
test_read_cache(void **state)
{
	static char block[1 << 20];
	struct run_result res;
	struct run_spec spec;
	char path[300], *argv[] = { "readfile", "/proc/self/fd/3", "all", NULL };
	int files[1];

	snprintf(path, sizeof path, "%s/big-read", tmpdir);
	files[0] = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
	assert_true(files[0] >= 0);
	memset(block, 'x', sizeof block);
	for (int i = 0; i < 24; i++)
		assert_int_equal(write(files[0], block, sizeof block), (ssize_t)sizeof block);
	assert_int_equal(fdatasync(files[0]), 0);
	assert_int_equal(posix_fadvise(files[0], 0, 0, POSIX_FADV_DONTNEED), 0);
	checker_spec_with(&spec, FIXTURES "/readfile", files, 1);
	spec.argv = argv;
	assert_int_equal(sandbox_run(sb, &spec, &res), 0);
	assert_int_equal(res.outcome, RUN_EXITED);
	assert_int_equal(res.exit_code, 0);
	if (strcmp(rep.memory, "cgroup") == 0)
		assert_in_range(res.usage.memory_bytes, 1, 8 << 20);
	close(spec.stdin_fd);
	close(spec.stdout_fd);
	close(files[0]);
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
	struct run_spec spec;
	char path[300], *argv[] = { "readfile", "/proc/self/fd/3", NULL };
	char *argv4[] = { "readfile", "/proc/self/fd/4", NULL };
	int files[2];

	snprintf(path, sizeof path, "%s/only-root", tmpdir);
	files[0] = memfd_create("answer", MFD_CLOEXEC);
	assert_int_equal(write(files[0], "x", 1), 1);
	files[1] = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	assert_true(files[1] >= 0);
	assert_int_equal(write(files[1], "x", 1), 1);
	checker_spec_with(&spec, FIXTURES "/readfile", files, 2);
	spec.argv = argv;
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

/*
 * A descriptor the program writes its output to (run_spec.nwritten) is
 * bounded by the output limit as standard output is: more is RUN_OUTPUT
 * naming it, whether the program dies of SIGXFSZ or ignores it; one not
 * listed as written is not output.
 */
static void
test_written_files(void **state)
{
	static const struct {
		const char *size, *ignore; /* fd3write's arguments */
		int nwritten;
		enum run_outcome outcome;
		int output_fd;
	} rows[] = {
		{"2097152", NULL, 1, RUN_OUTPUT, 3},
		{"2097152", "ignore", 1, RUN_OUTPUT, 3},
		{"1048576", NULL, 1, RUN_EXITED, 0},
		{"2097152", NULL, 0, RUN_EXITED, 0},
	};
	struct run_result res;
	struct run_spec spec;
	struct stat st;
	int files[1];

	checker_spec_with(&spec, FIXTURES "/fd3write", files, 1);
	spec.limits.output_bytes = 1 << 20;
	for (size_t i = 0; i < sizeof rows / sizeof *rows; i++) {
		char *argv[] = { "fd3write", (char *)rows[i].size, (char *)rows[i].ignore, NULL };

		files[0] = memfd_create("written", MFD_CLOEXEC);
		spec.argv = argv;
		spec.nwritten = rows[i].nwritten;
		assert_int_equal(sandbox_run(sb, &spec, &res), 0);
		assert_int_equal(res.outcome, rows[i].outcome);
		assert_int_equal(res.output_fd, rows[i].output_fd);
		if (rows[i].outcome == RUN_EXITED)
			assert_int_equal(res.exit_code, 0);
		/* What it could write: the limit and one byte more, to tell it was reached. */
		assert_int_equal(fstat(files[0], &st), 0);
		if (rows[i].nwritten)
			assert_true(st.st_size <= (1 << 20) + 1);
		close(files[0]);
	}
	close(spec.stdin_fd);
	close(spec.stdout_fd);
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
 * the fixture, the call (with the operation the filter refused: F_SETLK, F_OFD_SETLK,
 * FUTEX_WAKE), the checker's exit code, and what the machine needs for the
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
	X(posixlock, "fcntl (operation 0x6)", 0, NEED_NOTHING, NULL)                        \
	X(ofdlock, "fcntl (operation 0x25)", 0, NEED_NOTHING, NULL)                         \
	X(sharedfutex, "futex (operation 0x1)", 0, NEED_NOTHING, NULL)

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

/*
 * What a run of judge-launch does before its filter, no program may: each
 * call forbidden, named by the child's own filter, killed unnamed by the
 * run filter of judge-launch's pair (see seccomp_program_launch).
 */
static void
test_setup_calls(void **state)
{
	static const char *const calls[] = { "setsid", "chdir", "setgroups", "setresuid",
					     "setresgid", "capset", "prctl", "seccomp",
					     "recvmsg", "clone" };
	struct run_result res;
	char out[64], want[64];

	REQUIRE(rep.seccomp, "seccomp unavailable: no system call is forbidden");
	for (size_t i = 0; i < sizeof calls / sizeof calls[0]; i++) {
		run("setupcall", (struct limits){ 0 }, NULL, &res, out, sizeof out, calls[i], NULL);
		assert_int_equal(res.outcome, RUN_SYSCALL);
		if (ahead_mode && rep.sets_up_ahead)
			snprintf(want, sizeof want, "forbidden syscall (unnamed: killed by SIGSYS)");
		else
			snprintf(want, sizeof want, "forbidden syscall %s", calls[i]);
		assert_string_equal(res.detail, want);
		assert_string_equal(out, "");
		assert_clean();
	}
}

/* After test_setup_calls_policy, even one cut short: the runs that follow have no policy. */
static int
no_policy(void **state)
{
	run_policy = NULL;
	return 0;
}

/*
 * A policy's word on one of those calls holds on either path: allowed, or
 * answered with its error (recvmsg's on every descriptor).
 */
static void
test_setup_calls_policy(void **state)
{
	static struct sandbox_policy p = { .nsyscalls = 1, .nerrnos = 2 };
	static const char *const calls[] = { "prctl", "setsid", "recvmsg", "recvmsg0" };
	static const char *const said[] = { "survived prctl 0\n", "survived setsid -1\n",
					    "survived recvmsg -1\n", "survived recvmsg0 -1\n" };
	struct run_result res;
	char out[64];

	REQUIRE(rep.seccomp, "seccomp unavailable: no system call is forbidden");
	snprintf(p.syscalls[0], sizeof p.syscalls[0], "prctl");
	snprintf(p.errnos[0].name, sizeof p.errnos[0].name, "setsid");
	snprintf(p.errnos[1].name, sizeof p.errnos[1].name, "recvmsg");
	p.errnos[0].err = p.errnos[1].err = EPERM;
	run_policy = &p;
	for (size_t i = 0; i < sizeof calls / sizeof calls[0]; i++) {
		run("setupcall", (struct limits){ 0 }, NULL, &res, out, sizeof out, calls[i], NULL);
		assert_int_equal(res.outcome, RUN_EXITED);
		assert_string_equal(out, said[i]);
		assert_clean();
	}
	run_policy = NULL;
	/* Without the policy, on another descriptor than judge-launch's: forbidden, named. */
	run("setupcall", (struct limits){ 0 }, NULL, &res, out, sizeof out, "recvmsg0", NULL);
	assert_int_equal(res.outcome, RUN_SYSCALL);
	assert_string_equal(res.detail, "forbidden syscall recvmsg");
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

/* One test per row of a table, named after the row's fixture, the row as its state. */
#define FORBIDDEN_TEST(f, ...) \
	{ "forbidden_" #f, test_forbidden, NULL, NULL, (void *)&forbidden_##f },
#define SELF_SIGNALED_TEST(name, ...) \
	{ "self_signal_" #name, test_self_signal, NULL, NULL, (void *)&self_signaled_##name },

int
test_sandbox_views(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_read_shadow),
		cmocka_unit_test(test_file_view),
		cmocka_unit_test(test_devices),
		cmocka_unit_test(test_files),
		cmocka_unit_test(test_read_cache),
		cmocka_unit_test(test_written_files),
		cmocka_unit_test(test_scratch_dir),
		cmocka_unit_test(test_socket),
		cmocka_unit_test(test_service_socket),
		FORBIDDEN(FORBIDDEN_TEST)
		cmocka_unit_test(test_own_limits),
		cmocka_unit_test(test_setup_calls),
		cmocka_unit_test_teardown(test_setup_calls_policy, no_policy),
		cmocka_unit_test(test_threaded),
		cmocka_unit_test(test_close_stdout),
		cmocka_unit_test(test_signals),
		SELF_SIGNALED(SELF_SIGNALED_TEST)
		cmocka_unit_test(test_cancel),
		cmocka_unit_test(test_stderr_closed),
		cmocka_unit_test(test_descriptors),
		cmocka_unit_test(test_no_leak),
		cmocka_unit_test(test_threads_of_judge),
	};

	return cmocka_run_group_tests_name("views", tests, harness_setup, harness_teardown);
}
