/* A program's sources, from a file or a folder: its files, its language, its main source. */
#include "source_set.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "base/pkgfile.h"

/* Does lang claim exactly the names that other claims? */
static bool
same_claims(const struct language *lang, const struct language *other,
	    const char *const *names, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (language_claims(lang, names[i]) != language_claims(other, names[i]))
			return false;
	return true;
}

static size_t
claims(const struct language *lang, const char *const *names, size_t n)
{
	size_t k = 0;

	for (size_t i = 0; i < n; i++)
		k += language_claims(lang, names[i]);
	return k;
}

/* Appends " NAME (a.cpp, b.cpp)" for lang to out, as far as len allows. */
static void
describe(char *out, size_t len, const struct language *lang, const char *const *names, size_t n)
{
	size_t at = strlen(out);
	const char *sep = "";

	at += (size_t)snprintf(out + at, at < len ? len - at : 0, "%s%s (", at ? ", " : "",
			       lang->name);
	for (size_t i = 0; i < n && at < len; i++)
		if (language_claims(lang, names[i])) {
			at += (size_t)snprintf(out + at, len - at, "%s%s", sep, names[i]);
			sep = ", ";
		}
	if (at < len)
		snprintf(out + at, len - at, ")");
}

/* Does lang claim one of the n names by its whole name (a build or run script)? */
static bool
claims_by_name(const struct language *lang, const char *const *names, size_t n)
{
	for (size_t i = 0; i < n; i++)
		for (size_t k = 0; k < lang->names.count; k++)
			if (!strcmp(names[i], lang->names.items[k]))
				return true;
	return false;
}

const struct language *
source_set_language(const struct language_table *t, const char *const *names, size_t n,
		    char *err, size_t errlen)
{
	const struct language *best = NULL;
	size_t most = 0;
	bool tie = false;

	/* A file a language claims by name makes the program that language's, whatever else. */
	for (size_t i = 0; i < t->count; i++)
		if (claims_by_name(&t->items[i], names, n) &&
		    (!best || language_better(&t->items[i], best)))
			best = &t->items[i];
	if (best)
		return best;
	for (size_t i = 0; i < t->count; i++) {
		const struct language *l = &t->items[i];
		size_t k = claims(l, names, n);

		if (k == 0 || k < most)
			continue;
		if (k > most) {
			best = l, most = k, tie = false;
			continue;
		}
		/*
		 * As many: between claims on the same files the installed one and
		 * then priority decide (language_for_file), else nothing does.
		 */
		if (!same_claims(l, best, names, n))
			tie = true;
		if (language_better(l, best))
			best = l;
	}
	if (!best) {
		snprintf(err, errlen, "no file of a known language");
		return NULL;
	}
	if (!tie)
		return best;
	char list[512] = "";

	/* Each set of files once, by the language that would win it. */
	for (size_t i = 0; i < t->count; i++) {
		const struct language *l = &t->items[i];
		bool shadowed = false;

		for (size_t j = 0; j < t->count && !shadowed; j++)
			shadowed = j != i && claims(&t->items[j], names, n) == most &&
				   same_claims(&t->items[j], l, names, n) &&
				   language_better(&t->items[j], l);
		if (claims(l, names, n) == most && !shadowed)
			describe(list, sizeof list, l, names, n);
	}
	snprintf(err, errlen, "languages tie: %s", list);
	return NULL;
}

size_t
source_set_main(const char *const *names, const bool *entry, size_t n)
{
	for (size_t i = 0; entry && i < n; i++)
		if (entry[i])
			return i;
	for (size_t i = 0; i < n; i++)
		if (!strncasecmp(names[i], "main.", 5))
			return i;
	return 0;
}

/* Does lang run a class ({class} in its commands), whose file is the one with main? */
static bool
runs_class(const struct language *lang)
{
	const struct ystrings *cmds[] = {&lang->compile, &lang->run};

	for (size_t c = 0; c < sizeof cmds / sizeof cmds[0]; c++)
		for (size_t i = 0; i < cmds[c]->count; i++)
			if (strstr(cmds[c]->items[i], "{class}"))
				return true;
	return false;
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(((const struct source_file *)a)->name, ((const struct source_file *)b)->name);
}

static int
add_file(struct source_set *s, const char *dir, const char *name, char *err, size_t errlen)
{
	struct source_file *f = &s->files[s->count];

	if (dir) {
		if (asprintf(&f->path, "%s/%s", dir, name) < 0)
			f->path = NULL;
	} else {
		f->path = strdup(name);
	}
	const char *slash = f->path ? strrchr(f->path, '/') : NULL;

	f->name = f->path ? strdup(slash ? slash + 1 : f->path) : NULL;
	if (!f->path || !f->name) {
		free(f->path);
		free(f->name);
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	s->count++;
	return 0;
}

/*
 * The regular files at the top of the folder s->path, sorted: each inside
 * s->root (a link out of it is an error); subfolders, named pipes and the
 * like are not the program's.
 */
static int
list_folder(struct source_set *s, char *err, size_t errlen)
{
	DIR *d = opendir(s->path);
	struct dirent *de;
	int rc = 0;

	if (!d) {
		snprintf(err, errlen, "cannot open '%s': %s", s->path, strerror(errno));
		return -1;
	}
	while (rc == 0 && (de = readdir(d))) {
		char path[4096], why[PATH_MAX + 64];
		struct stat st;

		snprintf(path, sizeof path, "%s/%s", s->path, de->d_name);
		if (de->d_name[0] == '.')
			continue;
		if (pkgfile_stat(s->root, path, PKGFILE_ANY, &st, why, sizeof why) < 0) {
			/* Gone, or no file or folder: not the program's.  A way out is not. */
			if (errno != EXDEV)
				continue;
			snprintf(err, errlen, "'%s': %s", path, why);
			rc = -1;
		} else if (!S_ISREG(st.st_mode)) {
			continue;
		} else if (s->count == SOURCE_SET_MAX) {
			snprintf(err, errlen, "folder '%s' holds more than %d files", s->path,
				 SOURCE_SET_MAX);
			rc = -1;
		} else {
			rc = add_file(s, s->path, de->d_name, err, errlen);
		}
	}
	closedir(d);
	if (rc == 0 && !s->count) {
		snprintf(err, errlen, "folder '%s' is empty", s->path);
		rc = -1;
	}
	qsort(s->files, s->count, sizeof *s->files, by_name);
	return rc;
}

/* The main source of the folder s: see source_set_main(). */
static int
choose_main(struct source_set *s, char *err, size_t errlen)
{
	const char *names[SOURCE_SET_MAX];
	bool entry[SOURCE_SET_MAX];
	size_t index[SOURCE_SET_MAX], n = 0;
	bool by_class = runs_class(s->language);

	for (size_t i = 0; i < s->count; i++) {
		char klass[256];

		if (!(s->files[i].source = language_claims(s->language, s->files[i].name)))
			continue;
		if (by_class && language_main_class(s->root, s->files[i].path, klass, NULL,
						    sizeof klass, &entry[n], err, errlen) < 0)
			return -1;
		index[n] = i;
		names[n++] = s->files[i].name;
	}
	s->main = index[source_set_main(names, by_class ? entry : NULL, n)];
	return 0;
}

int
source_set_open(struct source_set *s, const struct language_table *t, const char *root,
		const char *path, char *err, size_t errlen)
{
	char why[PATH_MAX + 64];
	struct stat st;
	int rc = -1;

	memset(s, 0, sizeof *s);
	if (pkgfile_stat(root, path, PKGFILE_ANY, &st, why, sizeof why) < 0) {
		snprintf(err, errlen, "'%s': %s", path, why);
		return -1;
	}
	s->folder = S_ISDIR(st.st_mode);
	s->path = strdup(path);
	s->root = root ? strdup(root) : NULL;
	s->files = calloc(s->folder ? SOURCE_SET_MAX : 1, sizeof *s->files);
	if (!s->path || !s->files || (root && !s->root)) {
		snprintf(err, errlen, "out of memory");
		goto out;
	}
	if (!s->folder) {
		if (!(s->language = language_for_file(t, path))) {
			snprintf(err, errlen,
				 "no language for '%s' (by its extension; see `judge doctor`)", path);
			rc = SOURCE_SET_NO_LANGUAGE;
		} else if (add_file(s, NULL, path, err, errlen) == 0) {
			rc = 0;
		}
		s->files[0].source = rc == 0;
		goto out;
	}
	if (list_folder(s, err, errlen) < 0)
		goto out;
	const char *names[SOURCE_SET_MAX];
	bool known = false;

	for (size_t i = 0; i < s->count; i++) {
		names[i] = s->files[i].name;
		known |= language_for_file(t, names[i]) != NULL;
	}
	if (!(s->language = source_set_language(t, names, s->count, why, sizeof why))) {
		snprintf(err, errlen, "folder '%s': %s", path, why);
		rc = known ? -1 : SOURCE_SET_NO_LANGUAGE;
	} else {
		rc = choose_main(s, err, errlen);
	}
out:
	if (rc < 0)
		source_set_fini(s);
	return rc;
}

int
source_set_add_companion(struct source_set *s, const char *path, char *err, size_t errlen)
{
	const char *slash = strrchr(path, '/'), *name = slash ? slash + 1 : path;
	const struct source_file *main = &s->files[s->main];
	struct source_file *grown;

	for (size_t i = 0; i < s->count; i++)
		if (!strcmp(s->files[i].name, name))
			return 0;
	if (s->count == SOURCE_SET_MAX) {
		snprintf(err, errlen, "'%s' holds more than %d files", s->path, SOURCE_SET_MAX - 1);
		return -1;
	}
	/* A single file's set has room for one: make some.  Keep the main source's name. */
	char *main_name = strdup(main->name);

	if (!main_name || !(grown = realloc(s->files, (s->count + 1) * sizeof *grown))) {
		free(main_name);
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	s->files = grown;
	if (add_file(s, NULL, path, err, errlen) < 0) {
		free(main_name);
		return -1;
	}
	s->files[s->count - 1].source = false;
	s->files[s->count - 1].provided = true;
	qsort(s->files, s->count, sizeof *s->files, by_name);
	for (size_t i = 0; i < s->count; i++)
		if (!strcmp(s->files[i].name, main_name))
			s->main = i;
	free(main_name);
	return 0;
}

int
source_set_open_file(const struct source_set *s, size_t i, struct stat *st, char *err,
		     size_t errlen)
{
	const struct source_file *f = &s->files[i];
	char why[PATH_MAX + 64];
	int fd = pkgfile_open(f->provided ? NULL : s->root, f->path, 0, st, why, sizeof why);

	if (fd < 0)
		snprintf(err, errlen, "'%s': %s", f->path, why);
	return fd;
}

/* The folder of include for s's language: include/CODE/ by id, then alias, else include/default/. */
static bool
include_folder(const struct source_set *s, const char *include, char *out, size_t len)
{
	const struct language *l = s->language;
	struct stat st;

	for (size_t i = 0; i <= l->aliases.count; i++) {
		snprintf(out, len, "%s/%s", include, i ? l->aliases.items[i - 1] : l->id);
		if (stat(out, &st) == 0 && S_ISDIR(st.st_mode))
			return true;
	}
	snprintf(out, len, "%s/default", include);
	return stat(out, &st) == 0 && S_ISDIR(st.st_mode);
}

int
source_set_include(struct source_set *s, const char *include, char *err, size_t errlen)
{
	struct source_set more;
	char dir[4096];

	if (!include || !include_folder(s, include, dir, sizeof dir))
		return 0;
	memset(&more, 0, sizeof more);
	more.path = dir;
	if (!(more.files = calloc(SOURCE_SET_MAX, sizeof *more.files))) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	int rc = list_folder(&more, err, errlen);
	struct source_file *grown = rc == 0 ? realloc(s->files, SOURCE_SET_MAX * sizeof *grown)
					    : NULL;

	if (rc == 0 && !grown) {
		snprintf(err, errlen, "out of memory");
		rc = -1;
	}
	if (grown)
		s->files = grown;
	for (size_t i = 0; rc == 0 && i < more.count; i++) {
		size_t k = 0;

		while (k < s->count && strcmp(s->files[k].name, more.files[i].name))
			k++;
		if (k == s->count && s->count == SOURCE_SET_MAX) {
			snprintf(err, errlen, "'%s' and '%s' hold more than %d files", s->path, dir,
				 SOURCE_SET_MAX);
			rc = -1;
			break;
		}
		if (k == s->count)
			s->count++;
		else {
			free(s->files[k].path);
			free(s->files[k].name);
		}
		s->files[k] = more.files[i];
		more.files[i] = (struct source_file){0};
	}
	more.path = NULL;
	source_set_fini(&more);
	if (rc < 0)
		return -1;
	/* A program of several files now: each keeps its name, the main chosen among them. */
	qsort(s->files, s->count, sizeof *s->files, by_name);
	s->folder = true;
	return choose_main(s, err, errlen);
}

int
source_set_entry(struct source_set *s, const char *entry, char *err, size_t errlen)
{
	size_t n = strlen(entry);

	if (!s->folder)
		return 0;
	for (size_t i = 0; i < s->count; i++) {
		const char *name = s->files[i].name;

		if (s->files[i].source &&
		    (!strcmp(name, entry) || (!strncmp(name, entry, n) && name[n] == '.' &&
					      !strchr(name + n + 1, '.')))) {
			s->main = i;
			return 0;
		}
	}
	snprintf(err, errlen, "entrypoint '%s' is no source of '%s'", entry, s->path);
	return -1;
}

void
source_set_fini(struct source_set *s)
{
	for (size_t i = 0; i < s->count; i++) {
		free(s->files[i].path);
		free(s->files[i].name);
	}
	free(s->files);
	free(s->path);
	free(s->root);
	memset(s, 0, sizeof *s);
}
