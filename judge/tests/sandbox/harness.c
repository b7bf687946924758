/* The sandbox tests' harness: fixtures run through sandbox_run, checks, a sandbox per group. */
#include "harness.h"

struct sandbox *sb;
struct sandbox_report rep;
char tmpdir[sizeof TMPDIR_TEMPLATE];
int sandbox_uid[2] = { -1, -1 };
int cancel_fd = -1;
bool ahead_mode;
uint64_t tickets;
const struct sandbox_policy *run_policy;

int
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
	spec.policy = run_policy;
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
	if (rc < 0)
		fprintf(stderr, "sandbox_run '%s': %s\n", name, res->detail);
	if (out) {
		ssize_t n = pread(spec.stdout_fd, out, outlen - 1, 0);

		out[n > 0 ? n : 0] = '\0';
	}
	close(spec.stdin_fd);
	close(spec.stdout_fd);
	return rc;
}

char *
read_text(const char *path, char *buf, size_t len)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n = fd < 0 ? -1 : read(fd, buf, len - 1);

	if (fd >= 0)
		close(fd);
	buf[n > 0 ? n : 0] = '\0';
	return buf;
}

int
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

int
count_leftovers(void)
{
	return count_procs(getpid());
}

void
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

int
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

int
harness_setup(void **state)
{
	struct run_result res;
	char err[256], out[256];

	ahead_mode = getenv("SANDBOX_TEST_AHEAD") != NULL;
	/* A folder of its own for each group (mkdtemp fills in the template). */
	memcpy(tmpdir, TMPDIR_TEMPLATE, sizeof tmpdir);
	sandbox_uid[0] = sandbox_uid[1] = -1;
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

int
harness_teardown(void **state)
{
	sandbox_free(sb);
	/* Whatever a failed test left (a killed judge's scratch directory) goes too. */
	return nftw(tmpdir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}
