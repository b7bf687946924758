/*
 * Locating the problem tree from --root, $JUDGE_ROOT, the cwd or the build,
 * and what a problem argument names: a folder or a problem of the tree.
 */
#include "root.h"

#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/diag.h"
#include "base/escape.h"
#include "problem/package.h"
#include "problem/problem_set.h"

#ifndef JUDGE_SOURCE_ROOT
#error "JUDGE_SOURCE_ROOT must be defined by the build"
#endif

static bool
has_problems(const char *dir)
{
	char path[PATH_MAX];
	struct stat st;
	snprintf(path, sizeof path, "%s/problems", dir);
	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static int
take(const char *dir, const char *from, char *out, size_t len, char *err, size_t errlen)
{
	char real[PATH_MAX];
	if (!realpath(dir, real)) {
		snprintf(err, errlen, "cannot use %s '%s': %s", from, dir, strerror(errno));
		return -1;
	}
	if (!has_problems(real)) {
		snprintf(err, errlen, "%s '%s' has no 'problems' folder", from, dir);
		return -1;
	}
	snprintf(out, len, "%s", real);
	return 0;
}

int
root_find(const char *option, char *out, size_t len, char *err, size_t errlen)
{
	if (option)
		return take(option, "--root", out, len, err, errlen);
	const char *env = getenv("JUDGE_ROOT");
	if (env && *env)
		return take(env, "JUDGE_ROOT", out, len, err, errlen);

	char dir[PATH_MAX];
	if (getcwd(dir, sizeof dir)) {
		for (;;) {
			if (has_problems(dir)) {
				snprintf(out, len, "%s", dir);
				return 0;
			}
			char *slash = strrchr(dir, '/');
			if (!slash || slash == dir)
				break;
			*slash = '\0';
		}
	}
	if (has_problems(JUDGE_SOURCE_ROOT))
		return take(JUDGE_SOURCE_ROOT, "the source tree", out, len, err, errlen);
	snprintf(err, errlen,
		 "no problem tree: no 'problems' folder here or above; use --root DIR or JUDGE_ROOT");
	return -1;
}

int
root_find_new(const char *option, char *out, size_t len, char *err, size_t errlen)
{
	char real[PATH_MAX];
	struct stat st;

	if (!option)
		return root_find(NULL, out, len, err, errlen);
	if (!realpath(option, real) || stat(real, &st) < 0) {
		snprintf(err, errlen, "cannot use --root '%s': %s", option, strerror(errno));
		return -1;
	}
	if (!S_ISDIR(st.st_mode)) {
		snprintf(err, errlen, "--root '%s' is not a folder", option);
		return -1;
	}
	snprintf(out, len, "%s", real);
	return 0;
}

/* Whether dir is a folder that holds a file problem.yaml. */
static bool
holds_problem(const char *dir)
{
	char path[PATH_MAX];
	struct stat st;

	snprintf(path, sizeof path, "%s/problem.yaml", dir);
	return stat(dir, &st) == 0 && S_ISDIR(st.st_mode) && stat(path, &st) == 0 &&
	       S_ISREG(st.st_mode);
}

/* The tree's id for name, as it would resolve; NULL when it names none of its problems. */
static char *
tree_id(const char *root, const char *name)
{
	char dir[PATH_MAX * 2];
	struct diag quiet;
	char *id;

	if (strchr(name, '/'))
		return NULL;
	diag_init(&quiet);
	id = problem_set_resolve(root, name, &quiet);
	diag_fini(&quiet);
	/* A name it passes on as given ("." and the like) is no problem of the tree. */
	snprintf(dir, sizeof dir, "%s/problems/%s", root, id ? id : "");
	if (id && !holds_problem(dir)) {
		free(id);
		id = NULL;
	}
	return id;
}

int
root_argument(const char *root, const char *name, char *out, size_t len, char *err,
	      size_t errlen)
{
	char real[PATH_MAX], problems[PATH_MAX], *slash;

	snprintf(out, len, "%s", name);
	if (!holds_problem(name) || !realpath(name, real) || !(slash = strrchr(real, '/')) ||
	    slash == real)
		return 0;
	*slash = '\0';
	snprintf(problems, sizeof problems, "%s/problems", root);
	/* A folder of this tree's problems/ (problems/sum, or "." in it): the tree's problem. */
	if (strcmp(real, problems) == 0) {
		snprintf(out, len, "%s", slash + 1);
		return 0;
	}
	if (!package_detect(name)) {
		char *up = strrchr(real, '/');

		/* The judge's format: its testdata and solution are its tree's. */
		if (up && strcmp(up + 1, "problems") == 0) {
			*up = '\0';
			snprintf(err, errlen, "'%s' is a problem of the tree '%s', not of '%s' "
				 "(give --root %s)", name, real, root, real);
			return -1;
		}
		return 0;
	}
	char *id = tree_id(root, name);

	if (id) {
		fputs("judge: note: '", stderr);
		escape_line(stderr, name);
		fputs("' is the package in this folder, not the tree's problem '", stderr);
		escape_line(stderr, id);
		fputs("' (to judge that one, name its folder ", stderr);
		escape_line(stderr, root);
		fprintf(stderr, "/problems/");
		escape_line(stderr, id);
		fputs(")\n", stderr);
		free(id);
	}
	if (!strchr(name, '/'))
		snprintf(out, len, "./%s", name);
	return 0;
}
