/* Loading several problems and their testdata in one validated pass. */
#include "problem_set.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/suggest.h"
#include "package.h"

/*
 * Points p->solution at the one file solutions/<id>.<ext> whose extension a
 * language of t claims (it stays <id>.c when there is none); two are an
 * error in d.
 */
static void
find_solution(const struct language_table *t, const char *root, struct problem *p,
	      struct diag *d)
{
	if (p->format) {
		package_resolve(t, p);
		return;
	}
	char dir[PATH_MAX], found[PATH_MAX] = "";
	size_t idlen = strlen(p->id);
	DIR *dh;
	struct dirent *de;

	snprintf(dir, sizeof dir, "%s/solutions", root);
	if (!(dh = opendir(dir)))
		return;
	while ((de = readdir(dh))) {
		char path[PATH_MAX * 2];

		snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
		if (strncmp(de->d_name, p->id, idlen) || de->d_name[idlen] != '.' ||
		    strchr(de->d_name + idlen + 1, '.') || !language_for_file(t, path))
			continue;
		if (found[0]) {
			diag_error(d, dir, 0, 0, "two solutions of '%s': '%s' and '%s' (keep one)",
				   p->id, found, de->d_name);
			break;
		}
		snprintf(found, sizeof found, "%s", de->d_name);
	}
	closedir(dh);
	char *path;

	if (found[0] && asprintf(&path, "%s/%s", dir, found) >= 0) {
		free(p->solution);
		p->solution = path;
	}
}

struct problem *
problem_set_load_id(const char *root, const char *id, struct diag *d)
{
	char dir[PATH_MAX];

	snprintf(dir, sizeof dir, "%s/problems/%s", root, id);
	return package_detect(dir) ? package_load(dir, id, d) : problem_load(root, id, d);
}

struct problem *
problem_set_load_one(const char *root, const char *name, const struct language_table *t,
		     struct diag *d)
{
	/* A package named by its path (a folder with problem.yaml and data/). */
	bool path = strchr(name, '/') && package_detect(name);
	char yaml[PATH_MAX];
	struct stat st;

	/* A folder with problem.yaml but no data/ (the package format's examples of
	 * interactive, multi-pass and submit-answer problems): say what is missing, not that
	 * its path is no problem id. */
	snprintf(yaml, sizeof yaml, "%s/problem.yaml", name);
	if (!path && strchr(name, '/') && stat(yaml, &st) == 0 && S_ISREG(st.st_mode)) {
		diag_error(d, name, 0, 0, "no data/ folder: a problem package holds its test "
			   "cases in data/sample/ and data/secret/ beside problem.yaml (a problem "
			   "of the tree is named by its id, not its path)");
		return NULL;
	}
	char *id = path ? package_id(name) : problem_set_resolve(root, name, d);
	struct problem *p;

	if (!id) {
		if (path)
			diag_error(d, name, 0, 0, "cannot open package: %s", strerror(errno));
		return NULL;
	}
	p = path ? package_load(name, id, d) : problem_set_load_id(root, id, d);
	free(id);
	if (p)
		find_solution(t, root, p, d);
	return p;
}

int
problem_set_load(struct problem_set *set, const char *root, char *const *ids, size_t n,
		 bool all, struct diag *d)
{
	struct ystrings listed = {0};
	size_t before = d->errors;

	memset(set, 0, sizeof *set);
	if (language_table_load(&set->languages, root, d) < 0)
		return -1;
	if (all) {
		if (problem_list(root, &listed, d) < 0) {
			language_table_fini(&set->languages);
			return -1;
		}
		if (listed.count == 0) {
			diag_error(d, NULL, 0, 0, "no problems under '%s/problems'", root);
			language_table_fini(&set->languages);
			return -1;
		}
		ids = listed.items;
		n = listed.count;
	}
	set->problems = calloc(n ? n : 1, sizeof *set->problems);
	set->testdata = calloc(n ? n : 1, sizeof *set->testdata);
	if (!set->problems || !set->testdata) {
		diag_error(d, NULL, 0, 0, "out of memory");
		goto out;
	}
	for (size_t i = 0; i < n; i++) {
		struct problem *p = problem_set_load_one(root, ids[i], &set->languages, d);
		bool repeated = false;

		for (size_t j = 0; p && j < set->count; j++)
			repeated |= strcmp(set->problems[j]->id, p->id) == 0;
		if (!p || repeated) {
			problem_free(p);
			continue;
		}
		set->problems[set->count] = p;
		testdata_load(p, &set->testdata[set->count], d);
		set->count++;
	}
out:
	ystrings_fini(&listed);
	if (d->errors != before) {
		problem_set_fini(set);
		return -1;
	}
	return 0;
}

/* Appends "'a', 'b' or 'c'" (or "a, b, c and 4 more" when bare) to buf. */
static void
join_ids(char *buf, size_t len, const char *const *items, size_t n, bool quoted)
{
	size_t shown = n > 10 ? 10 : n;
	for (size_t i = 0; i < shown; i++) {
		const char *sep = i == 0 ? "" : (i + 1 == n && quoted) ? " or " : ", ";
		size_t used = strlen(buf);
		snprintf(buf + used, len - used, quoted ? "%s'%s'" : "%s%s", sep, items[i]);
	}
	if (shown < n) {
		size_t used = strlen(buf);
		snprintf(buf + used, len - used, " and %zu more", n - shown);
	}
}

char *
problem_set_resolve(const char *root, const char *name, struct diag *d)
{
	char dir[PATH_MAX];
	struct stat st;
	struct ystrings ids = {0}, found = {0};
	char *id = NULL;

	/* An existing folder, or a name problem_load() will reject: as given. */
	snprintf(dir, sizeof dir, "%s/problems/%s", root, name);
	if ((stat(dir, &st) == 0 && S_ISDIR(st.st_mode)) || !*name || name[0] == '.' ||
	    name[0] == '-' || strchr(name, '/')) {
		if (!(id = strdup(name)))
			diag_error(d, NULL, 0, 0, "out of memory");
		return id;
	}
	if (problem_list(root, &ids, d) < 0)
		return NULL;
	found.items = calloc(ids.count ? ids.count : 1, sizeof *found.items);
	if (!found.items) {
		diag_error(d, NULL, 0, 0, "out of memory");
		goto out;
	}
	size_t len = strlen(name);
	for (size_t i = 0; i < ids.count; i++)
		if (strncmp(ids.items[i], name, len) == 0)
			found.items[found.count++] = ids.items[i];
	if (found.count == 1) {
		if (!(id = strdup(found.items[0])))
			diag_error(d, NULL, 0, 0, "out of memory");
		goto out;
	}
	char list[1024] = "";
	if (found.count > 1) {
		join_ids(list, sizeof list, (const char *const *)found.items, found.count, false);
		diag_error(d, NULL, 0, 0, "ambiguous problem '%s' (matches %s)", name, list);
		goto out;
	}
	/* Unknown: suggest the nearest ids, if they are near enough to be typos. */
	const char *near[3];
	size_t nnear = suggest(name, (const char *const *)ids.items, ids.count, near, 3);
	if (nnear) {
		join_ids(list, sizeof list, near, nnear, true);
		diag_error(d, NULL, 0, 0, "no such problem '%s' (did you mean %s?)", name, list);
	} else {
		diag_error(d, NULL, 0, 0, "no such problem '%s' (no folder '%s')", name, dir);
	}
out:
	free(found.items);
	ystrings_fini(&ids);
	return id;
}

void
problem_set_fini(struct problem_set *set)
{
	for (size_t i = 0; i < set->count; i++) {
		testdata_fini(&set->testdata[i]);
		problem_free(set->problems[i]);
	}
	free(set->problems);
	free(set->testdata);
	language_table_fini(&set->languages);
	memset(set, 0, sizeof *set);
}
