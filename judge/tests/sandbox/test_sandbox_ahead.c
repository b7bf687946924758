/* Sandbox tests: judges killed mid-run, and runs set up ahead (sandbox_prepare). */
#include "harness.h"

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
 * they have no_new_privs set already, and the run's filter over the
 * server's, which has one filter).  Fills at most max pids; returns how
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
			read_text(path, text, sizeof text);
			if (runs_only && (!strstr(text, "NoNewPrivs:\t1") ||
					  strstr(text, "Seccomp_filters:\t1\n")))
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


int
test_sandbox_ahead(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_judge_killed),
		cmocka_unit_test(test_cannot_execute),
		cmocka_unit_test(test_ahead),
		cmocka_unit_test(test_ahead_chain),
		cmocka_unit_test(test_ahead_started_called_off),
		{ "ahead_out_of_reach_stop", test_ahead_out_of_reach, NULL, NULL, (void *)"STOP" },
		{ "ahead_out_of_reach_kill", test_ahead_out_of_reach, NULL, NULL, (void *)"KILL" },
		cmocka_unit_test(test_ahead_judge_killed),
	};

	return cmocka_run_group_tests_name("ahead", tests, harness_setup, harness_teardown);
}
