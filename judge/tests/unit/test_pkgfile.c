/* Unit tests for the package file rule: inside, regular, bounded, each folder once. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "base/pkgfile.h"

/*
 * A fresh package per test, pkg/, beside a file outside it:
 *   out.txt             "secret"
 *   pkg/a.txt           "hello"
 *   pkg/sub/            a folder
 *   pkg/in -> a.txt     a link inside
 *   pkg/up -> ../out.txt, pkg/abs -> /abs/path/out.txt   links out
 *   pkg/fifo            a named pipe
 */
struct fx {
	char dir[64], pkg[96];
};

static void
put(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
}

static int
make_package(void **state)
{
	static struct fx fx;
	char path[256], target[256];

	snprintf(fx.dir, sizeof fx.dir, "/tmp/test_pkgfile.XXXXXX");
	if (!mkdtemp(fx.dir))
		return -1;
	snprintf(fx.pkg, sizeof fx.pkg, "%s/pkg", fx.dir);
	snprintf(path, sizeof path, "%s/out.txt", fx.dir);
	put(path, "secret");
	if (mkdir(fx.pkg, 0755) < 0)
		return -1;
	snprintf(path, sizeof path, "%s/a.txt", fx.pkg);
	put(path, "hello");
	snprintf(path, sizeof path, "%s/sub", fx.pkg);
	mkdir(path, 0755);
	snprintf(path, sizeof path, "%s/in", fx.pkg);
	symlink("a.txt", path);
	snprintf(path, sizeof path, "%s/up", fx.pkg);
	symlink("../out.txt", path);
	snprintf(path, sizeof path, "%s/abs", fx.pkg);
	snprintf(target, sizeof target, "%s/out.txt", fx.dir);
	symlink(target, path);
	snprintf(path, sizeof path, "%s/fifo", fx.pkg);
	if (mkfifo(path, 0644) < 0)
		return -1;
	*state = &fx;
	return 0;
}

static int
remove_package(void **state)
{
	char cmd[128];

	snprintf(cmd, sizeof cmd, "rm -rf '%s'", ((struct fx *)*state)->dir);
	return system(cmd) == 0 ? 0 : -1;
}

static void
test_read_inside(void **state)
{
	struct fx *fx = *state;
	char path[256], err[512];
	size_t len;
	char *text;

	snprintf(path, sizeof path, "%s/a.txt", fx->pkg);
	text = pkgfile_read(fx->pkg, path, 0, &len, err, sizeof err);
	assert_non_null(text);
	assert_string_equal(text, "hello");
	assert_int_equal(len, 5);
	free(text);
	/* A link to a file elsewhere inside is that file. */
	snprintf(path, sizeof path, "%s/in", fx->pkg);
	text = pkgfile_read(fx->pkg, path, 0, NULL, err, sizeof err);
	assert_non_null(text);
	assert_string_equal(text, "hello");
	free(text);
	/* A user's own file (no root) is read wherever it is. */
	snprintf(path, sizeof path, "%s/up", fx->pkg);
	text = pkgfile_read(NULL, path, 0, NULL, err, sizeof err);
	assert_non_null(text);
	assert_string_equal(text, "secret");
	free(text);
}

/* Each way out of the package is refused, and none of them is read. */
static void
test_links_out(void **state)
{
	struct fx *fx = *state;
	static const char *const names[] = {"up", "abs"};
	char path[256], err[512];

	for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
		struct stat st;

		snprintf(path, sizeof path, "%s/%s", fx->pkg, names[i]);
		assert_null(pkgfile_read(fx->pkg, path, 0, NULL, err, sizeof err));
		assert_int_equal(errno, EXDEV);
		assert_non_null(strstr(err, "outside the package (a link to '/"));
		assert_int_equal(pkgfile_stat(fx->pkg, path, PKGFILE_ANY, &st, err, sizeof err),
				 -1);
		assert_int_equal(pkgfile_open(fx->pkg, path, 0, NULL, err, sizeof err), -1);
	}
	/* A path through "..", not a link, is out too. */
	snprintf(path, sizeof path, "%s/sub/../../out.txt", fx->pkg);
	assert_null(pkgfile_read(fx->pkg, path, 0, NULL, err, sizeof err));
	assert_int_equal(errno, EXDEV);
}

/* A named pipe is refused at once, not waited on; a folder where a file is wanted too. */
static void
test_not_regular(void **state)
{
	struct fx *fx = *state;
	char path[256], err[512];
	struct stat st;

	snprintf(path, sizeof path, "%s/fifo", fx->pkg);
	assert_null(pkgfile_read(fx->pkg, path, 0, NULL, err, sizeof err));
	assert_string_equal(err, "not a regular file (a named pipe)");
	assert_null(pkgfile_read(NULL, path, 0, NULL, err, sizeof err));
	snprintf(path, sizeof path, "%s/sub", fx->pkg);
	assert_int_equal(pkgfile_open(fx->pkg, path, 0, NULL, err, sizeof err), -1);
	assert_int_equal(errno, EISDIR);
	assert_int_equal(pkgfile_stat(fx->pkg, path, PKGFILE_FOLDER, &st, err, sizeof err), 0);
	assert_true(S_ISDIR(st.st_mode));
	snprintf(path, sizeof path, "%s/a.txt", fx->pkg);
	assert_int_equal(pkgfile_stat(fx->pkg, path, PKGFILE_FOLDER, &st, err, sizeof err), -1);
	assert_int_equal(errno, ENOTDIR);
	snprintf(path, sizeof path, "%s/missing", fx->pkg);
	assert_int_equal(pkgfile_stat(fx->pkg, path, PKGFILE_ANY, &st, NULL, 0), -1);
	assert_int_equal(errno, ENOENT);
}

static void
test_bounded(void **state)
{
	struct fx *fx = *state;
	char path[256], err[512];
	int fd;

	snprintf(path, sizeof path, "%s/a.txt", fx->pkg);
	assert_null(pkgfile_read(fx->pkg, path, 4, NULL, err, sizeof err));
	assert_int_equal(errno, EFBIG);
	assert_string_equal(err, "5B, over the 4B allowed");
	fd = pkgfile_open(fx->pkg, path, 5, NULL, err, sizeof err);
	assert_true(fd >= 0);
	/* Blocking again once open. */
	assert_int_equal(fcntl(fd, F_GETFL) & O_NONBLOCK, 0);
	close(fd);
}

/* Each folder is entered once, by whichever path first; another path to it is named. */
static void
test_walk_once(void **state)
{
	struct fx *fx = *state;
	struct pkgfile_walk w = {0};
	char path[256], link[256], err[512];
	struct stat st;

	snprintf(path, sizeof path, "%s/sub", fx->pkg);
	snprintf(link, sizeof link, "%s/again", fx->pkg);
	assert_int_equal(symlink("sub", link), 0);
	assert_int_equal(pkgfile_stat(fx->pkg, path, PKGFILE_FOLDER, &st, err, sizeof err), 0);
	assert_int_equal(pkgfile_walk_enter(&w, "sub", &st, err, sizeof err), 1);
	assert_int_equal(pkgfile_stat(fx->pkg, link, PKGFILE_FOLDER, &st, err, sizeof err), 0);
	assert_int_equal(pkgfile_walk_enter(&w, "again", &st, err, sizeof err), 0);
	assert_string_equal(err, "the folder 'sub' again (a link): a folder is read once");
	assert_int_equal(pkgfile_stat(fx->pkg, fx->pkg, PKGFILE_FOLDER, &st, err, sizeof err), 0);
	assert_int_equal(pkgfile_walk_enter(&w, ".", &st, err, sizeof err), 1);
	pkgfile_walk_fini(&w);
	assert_int_equal(w.count, 0);
	assert_int_equal(pkgfile_walk_enter(&w, "sub", &st, err, sizeof err), 1);
	pkgfile_walk_fini(&w);
}

static void
test_inside(void **state)
{
	struct fx *fx = *state;
	char path[256];

	assert_int_equal(pkgfile_inside(fx->pkg, fx->pkg), 1);
	snprintf(path, sizeof path, "%s/in", fx->pkg);
	assert_int_equal(pkgfile_inside(fx->pkg, path), 1);
	snprintf(path, sizeof path, "%s/up", fx->pkg);
	assert_int_equal(pkgfile_inside(fx->pkg, path), 0);
	/* A sibling whose name starts with the package's is not inside it. */
	snprintf(path, sizeof path, "%s/pkg2", fx->dir);
	assert_int_equal(mkdir(path, 0755), 0);
	assert_int_equal(pkgfile_inside(fx->pkg, path), 0);
	snprintf(path, sizeof path, "%s/nothing", fx->pkg);
	assert_int_equal(pkgfile_inside(fx->pkg, path), -1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_read_inside, make_package, remove_package),
		cmocka_unit_test_setup_teardown(test_links_out, make_package, remove_package),
		cmocka_unit_test_setup_teardown(test_not_regular, make_package, remove_package),
		cmocka_unit_test_setup_teardown(test_bounded, make_package, remove_package),
		cmocka_unit_test_setup_teardown(test_walk_once, make_package, remove_package),
		cmocka_unit_test_setup_teardown(test_inside, make_package, remove_package),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
