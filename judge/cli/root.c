/* Locating the problem tree from --root, $JUDGE_ROOT, the cwd or the build. */
#include "root.h"

#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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
