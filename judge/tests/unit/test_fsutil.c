/* Unit tests for files written unnamed and put into place, their sweep, and mkdir -p. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "base/fsutil.h"

/* A fresh folder per test, removed with everything in it afterwards. */
static int
make_folder(void **state)
{
	static char dir[64];
	snprintf(dir, sizeof dir, "/tmp/test_fsutil.XXXXXX");
	if (!mkdtemp(dir))
		return -1;
	*state = dir;
	return 0;
}

static int
remove_folder(void **state)
{
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", (const char *)*state);
	return system(cmd) == 0 ? 0 : -1;
}

static bool
exists(const char *path)
{
	struct stat st;
	return lstat(path, &st) == 0;
}

/* The number of entries in the folder dir, "." and ".." aside. */
static int
entries(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	int n = 0;

	assert_non_null(d);
	while ((de = readdir(d)))
		n += strcmp(de->d_name, ".") && strcmp(de->d_name, "..");
	closedir(d);
	return n;
}

static void
test_commit(void **state)
{
	char path[PATH_MAX], text[32] = "";
	struct fs_atomic a;
	snprintf(path, sizeof path, "%s/report.json", (const char *)*state);

	FILE *f = fs_create(path, &a);
	assert_non_null(f);
	char tmp[sizeof a.tmp];
	snprintf(tmp, sizeof tmp, "%s", a.tmp);
	fputs("whole\n", f);
	/* Until the commit a reader sees nothing at path, nor any other name. */
	assert_false(exists(path));
	assert_true(a.unnamed);
	assert_int_equal(entries(*state), 0);
	assert_int_equal(fs_commit(&a), 0);
	assert_false(exists(tmp));
	FILE *in = fopen(path, "r");
	assert_non_null(in);
	assert_non_null(fgets(text, sizeof text, in));
	fclose(in);
	assert_string_equal(text, "whole\n");
	/* An abort after the commit leaves the file alone. */
	fs_abort(&a);
	assert_true(exists(path));
}

static void
test_commit_replaces(void **state)
{
	char path[PATH_MAX];
	struct fs_atomic a;
	struct stat st;
	snprintf(path, sizeof path, "%s/last.tsv", (const char *)*state);

	for (int i = 0; i < 2; i++) {
		FILE *f = fs_create(path, &a);
		assert_non_null(f);
		fputs(i ? "second, longer\n" : "first\n", f);
		assert_int_equal(fs_commit(&a), 0);
	}
	assert_int_equal(stat(path, &st), 0);
	assert_int_equal(st.st_size, strlen("second, longer\n"));
}

static void
test_abort(void **state)
{
	char path[PATH_MAX];
	struct fs_atomic a;
	snprintf(path, sizeof path, "%s/half.xml", (const char *)*state);

	FILE *f = fs_create(path, &a);
	assert_non_null(f);
	char tmp[sizeof a.tmp];
	snprintf(tmp, sizeof tmp, "%s", a.tmp);
	fputs("<half", f);
	fs_abort(&a);
	assert_false(exists(tmp));
	assert_false(exists(path));
	fs_abort(&a);
}

/* A writer killed before its commit leaves nothing behind: the file had no name. */
static void
test_killed_writer(void **state)
{
	char path[PATH_MAX];
	snprintf(path, sizeof path, "%s/report.json", (const char *)*state);
	int status;
	pid_t pid = fork();

	assert_true(pid >= 0);
	if (pid == 0) {
		struct fs_atomic a;
		FILE *f = fs_create(path, &a);

		if (!f || fputs("half", f) < 0 || fflush(f) != 0)
			_exit(1);
		raise(SIGKILL);
		_exit(2);
	}
	assert_int_equal(waitpid(pid, &status, 0), pid);
	assert_true(WIFSIGNALED(status));
	assert_int_equal(entries(*state), 0);
}

/* Temporary names of dead processes go; a live one's, and other names, stay. */
static void
test_sweep_tmp(void **state)
{
	static const char *const kept[] = {"x.tmp", "x.0.tmp", "x.12a.tmp", ".tmp", "x.1.tmpl"};
	const char *dir = *state;
	char path[PATH_MAX], mine[PATH_MAX], dead[PATH_MAX], deadlink[PATH_MAX];
	int status;
	pid_t pid = fork();

	assert_true(pid >= 0);
	if (pid == 0)
		_exit(0);
	assert_int_equal(waitpid(pid, &status, 0), pid);
	snprintf(dead, sizeof dead, "%s/bin.%d.tmp", dir, (int)pid);
	snprintf(deadlink, sizeof deadlink, "%s/link.%d.tmp", dir, (int)pid);
	snprintf(mine, sizeof mine, "%s/bin.%d.tmp", dir, (int)getpid());
	fclose(fopen(dead, "w"));
	fclose(fopen(mine, "w"));
	assert_int_equal(symlink(mine, deadlink), 0);
	for (size_t i = 0; i < sizeof kept / sizeof *kept; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, kept[i]);
		fclose(fopen(path, "w"));
	}
	/* A dead writer's folder (fs_dir_create) goes with its files. */
	char inside[PATH_MAX + 16];

	snprintf(path, sizeof path, "%s/sub.%d.tmp", dir, (int)pid);
	assert_int_equal(mkdir(path, 0700), 0);
	snprintf(inside, sizeof inside, "%s/file", path);
	fclose(fopen(inside, "w"));

	assert_int_equal(fs_sweep_tmp(dir), 0);
	assert_false(exists(dead));
	assert_false(exists(deadlink));
	assert_true(exists(mine));
	assert_false(exists(path));
	assert_int_equal(entries(dir), 1 + (int)(sizeof kept / sizeof *kept));
	snprintf(path, sizeof path, "%s/missing", dir);
	assert_int_equal(fs_sweep_tmp(path), -1);
}

/* A folder made aside appears whole; one put there first by another stays. */
static void
test_dir_commit(void **state)
{
	char path[PATH_MAX], tmp[PATH_MAX + 32], file[PATH_MAX + 40];
	int fd;

	snprintf(path, sizeof path, "%s/prog", (const char *)*state);
	for (int round = 0; round < 2; round++) {
		fd = fs_dir_create(path, tmp, sizeof tmp);
		assert_true(fd >= 0);
		assert_int_equal(exists(path), round == 1);
		int f = openat(fd, round ? "second" : "first", O_WRONLY | O_CREAT, 0644);

		assert_true(f >= 0);
		close(f);
		close(fd);
		assert_int_equal(fs_dir_commit(tmp, path), 0);
		assert_false(exists(tmp));
	}
	snprintf(file, sizeof file, "%s/first", path);
	assert_true(exists(file));
	snprintf(file, sizeof file, "%s/second", path);
	assert_false(exists(file));
	assert_int_equal(fs_dir_remove(path), 0);
	assert_false(exists(path));
}

/* A file written by another program under the temporary name, then published. */
static void
test_init_commit(void **state)
{
	char path[PATH_MAX];
	struct fs_atomic a;
	snprintf(path, sizeof path, "%s/binary", (const char *)*state);

	assert_int_equal(fs_atomic_init(&a, path), 0);
	assert_false(exists(a.tmp));
	FILE *f = fopen(a.tmp, "w");
	assert_non_null(f);
	fclose(f);
	assert_int_equal(fs_commit(&a), 0);
	assert_true(exists(path));
}

static void
test_create_fails(void **state)
{
	char path[PATH_MAX];
	struct fs_atomic a;
	snprintf(path, sizeof path, "%s/missing/report.json", (const char *)*state);

	errno = 0;
	assert_null(fs_create(path, &a));
	assert_int_equal(errno, ENOENT);
	fs_abort(&a);
	assert_false(exists(path));
}

static void
test_mkdirs_nested(void **state)
{
	char dir[PATH_MAX], err[PATH_MAX + 64] = "";
	struct stat st;
	mode_t mask = umask(022);
	snprintf(dir, sizeof dir, "%s/a/b/c", (const char *)*state);

	assert_int_equal(fs_mkdirs(dir, 0700, err, sizeof err), 0);
	umask(mask);
	assert_string_equal(err, "");
	assert_int_equal(stat(dir, &st), 0);
	assert_true(S_ISDIR(st.st_mode));
	assert_int_equal(st.st_mode & 0777, 0700);
	snprintf(dir, sizeof dir, "%s/a", (const char *)*state);
	assert_int_equal(stat(dir, &st), 0);
	assert_int_equal(st.st_mode & 0777, 0700);
}

static void
test_mkdirs_existing(void **state)
{
	char dir[PATH_MAX], err[PATH_MAX + 64] = "";
	const char *base = *state;

	/* The folder itself, a trailing '/', a doubled '/' and the root are all there already. */
	assert_int_equal(fs_mkdirs(base, 0755, err, sizeof err), 0);
	snprintf(dir, sizeof dir, "%s/", base);
	assert_int_equal(fs_mkdirs(dir, 0755, err, sizeof err), 0);
	snprintf(dir, sizeof dir, "%s//x/", base);
	assert_int_equal(fs_mkdirs(dir, 0755, err, sizeof err), 0);
	assert_int_equal(fs_mkdirs(dir, 0755, err, sizeof err), 0);
	assert_int_equal(fs_mkdirs("/", 0755, err, sizeof err), 0);
	assert_string_equal(err, "");
	snprintf(dir, sizeof dir, "%s/x", base);
	assert_true(exists(dir));
}

static void
test_mkdirs_error(void **state)
{
	char file[PATH_MAX], dir[PATH_MAX], err[PATH_MAX + 64] = "", want[PATH_MAX + 64];
	snprintf(file, sizeof file, "%s/file", (const char *)*state);
	snprintf(dir, sizeof dir, "%s/sub/dir", file);
	FILE *f = fopen(file, "w");
	assert_non_null(f);
	fclose(f);

	/* A file in the way is named, not taken for a folder. */
	errno = 0;
	assert_int_equal(fs_mkdirs(dir, 0755, err, sizeof err), -1);
	assert_int_equal(errno, ENOTDIR);
	snprintf(want, sizeof want, "cannot create folder '%s': %s", file, strerror(ENOTDIR));
	assert_string_equal(err, want);

	assert_int_equal(fs_mkdirs("", 0755, err, sizeof err), -1);
	assert_string_equal(err, "cannot create folder '': No such file or directory");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_commit, make_folder, remove_folder),
		cmocka_unit_test_setup_teardown(test_commit_replaces, make_folder, remove_folder),
		cmocka_unit_test_setup_teardown(test_abort, make_folder, remove_folder),
		cmocka_unit_test_setup_teardown(test_killed_writer, make_folder, remove_folder),
		cmocka_unit_test_setup_teardown(test_sweep_tmp, make_folder, remove_folder),
		cmocka_unit_test_setup_teardown(test_dir_commit, make_folder, remove_folder),
		cmocka_unit_test_setup_teardown(test_init_commit, make_folder, remove_folder),
		cmocka_unit_test_setup_teardown(test_create_fails, make_folder, remove_folder),
		cmocka_unit_test_setup_teardown(test_mkdirs_nested, make_folder, remove_folder),
		cmocka_unit_test_setup_teardown(test_mkdirs_existing, make_folder, remove_folder),
		cmocka_unit_test_setup_teardown(test_mkdirs_error, make_folder, remove_folder),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
