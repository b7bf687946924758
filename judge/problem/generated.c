/*
 * generators/generated.yaml, generate's record of what it wrote, and the keys
 * that say whether a case is up to date: by content (XXH128), never by time.
 */
#include "generated.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <xxhash.h>

#include "base/fsutil.h"
#include "ydoc.h"
#include "yfield.h"

/* Changes whenever what a key covers changes, so that old records are made again. */
#define KEY_VERSION "judge-generate-1"

static void
hex(XXH128_hash_t h, char out[GENERATED_HASH])
{
	snprintf(out, GENERATED_HASH, "%016llx%016llx", (unsigned long long)h.high64,
		 (unsigned long long)h.low64);
}

void
generated_hash(const void *data, size_t len, char out[GENERATED_HASH])
{
	hex(XXH3_128bits(data, len), out);
}

/* Adds the bytes of the file at path to h.  Returns 0, or -1 with errno set. */
static int
hash_into(XXH3_state_t *h, const char *path)
{
	char buf[65536];
	FILE *f = fopen(path, "rb");
	size_t n;

	if (!f)
		return -1;
	while ((n = fread(buf, 1, sizeof buf, f)) > 0)
		XXH3_128bits_update(h, buf, n);
	int rc = ferror(f) ? -1 : 0;

	fclose(f);
	return rc;
}

int
generated_hash_file(const char *path, char out[GENERATED_HASH])
{
	XXH3_state_t *h = XXH3_createState();
	int rc = -1;

	out[0] = '\0';
	if (!h) {
		errno = ENOMEM;
		return -1;
	}
	XXH3_128bits_reset(h);
	if (hash_into(h, path) == 0) {
		hex(XXH3_128bits_digest(h), out);
		rc = 0;
	}
	XXH3_freeState(h);
	return rc;
}

static void
add_string(XXH3_state_t *h, const char *s)
{
	XXH3_128bits_update(h, s ? s : "", s ? strlen(s) + 1 : 1);
}

/* Adds a file's name and bytes to h; -1 with err set. */
static int
add_file(XXH3_state_t *h, const char *path, const char *name, char *err, size_t errlen)
{
	add_string(h, name);
	if (hash_into(h, path) < 0) {
		snprintf(err, errlen, "cannot read '%s': %s", path, strerror(errno));
		return -1;
	}
	add_string(h, "");
	return 0;
}

static int
not_dot(const struct dirent *e)
{
	return e->d_name[0] != '.';
}

/* Adds the program at path (a file, or a folder's regular files by name) to h. */
static int
add_program(XXH3_state_t *h, const char *path, char *const *deps, size_t ndeps, char *err,
	    size_t errlen)
{
	struct stat st;

	for (size_t i = 0; i < ndeps; i++) {
		const char *base = strrchr(deps[i], '/');

		if (add_file(h, deps[i], base ? base + 1 : deps[i], err, errlen) < 0)
			return -1;
	}
	if (ndeps)
		return 0;
	if (stat(path, &st) < 0) {
		snprintf(err, errlen, "cannot read '%s': %s", path, strerror(errno));
		return -1;
	}
	if (!S_ISDIR(st.st_mode)) {
		const char *base = strrchr(path, '/');

		return add_file(h, path, base ? base + 1 : path, err, errlen);
	}
	struct dirent **names;
	int n = scandir(path, &names, not_dot, alphasort), rc = 0;

	if (n < 0) {
		snprintf(err, errlen, "cannot read '%s': %s", path, strerror(errno));
		return -1;
	}
	for (int i = 0; i < n; i++) {
		char file[PATH_MAX];

		snprintf(file, sizeof file, "%s/%s", path, names[i]->d_name);
		if (rc == 0 && stat(file, &st) == 0 && S_ISREG(st.st_mode))
			rc = add_file(h, file, names[i]->d_name, err, errlen);
		free(names[i]);
	}
	free(names);
	return rc;
}

int
generated_program_key(const char *path, char *const *deps, size_t ndeps, char out[GENERATED_HASH],
		      char *err, size_t errlen)
{
	XXH3_state_t *h = XXH3_createState();
	int rc;

	if (!h) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	XXH3_128bits_reset(h);
	add_string(h, KEY_VERSION);
	rc = add_program(h, path, deps, ndeps, err, errlen);
	if (rc == 0)
		hex(XXH3_128bits_digest(h), out);
	XXH3_freeState(h);
	return rc;
}

int
generated_solution_key(const char *solution, char out[GENERATED_HASH], char *err, size_t errlen)
{
	return generated_program_key(solution, NULL, 0, out, err, errlen);
}

int
generated_input_args(const struct problem *p, const struct generators *g, const char *dir,
		     struct input_args *out, struct diag *d)
{
	const char *key = p->format ? "input_validator_args" : "validator_args";
	size_t len = strlen(dir);

	memset(out, 0, sizeof *out);
	/* Folders come before what is in them: the last one on the way wins. */
	for (size_t i = 0; i < g->ndirs; i++) {
		const struct gen_dir *gd = &g->dirs[i];
		size_t n = strlen(gd->path);

		if (!gd->test_group || n > len || strncmp(gd->path, dir, n) ||
		    (n && dir[n] && dir[n] != '/'))
			continue;
		struct ydoc *doc = ydoc_parse(g->path, gd->test_group, strlen(gd->test_group), d);
		struct yctx ctx = {.path = g->path, .diag = d, .dir = p->dir};
		const struct ynode *v = doc && doc->root ? ymap_value(doc->root, key) : NULL;

		if (!doc) {
			input_args_fini(out);
			return -1;
		}
		if (v && v != doc->root) {
			struct input_args a = {0};

			if (input_args_parse(&ctx, v, &a) < 0) {
				ydoc_free(doc);
				input_args_fini(out);
				return -1;
			}
			input_args_fini(out);
			*out = a;
		}
		ydoc_free(doc);
	}
	return 0;
}

/* The folder of case path: what is before its last '/', or "". */
static void
dir_of(const char *path, char *out, size_t len)
{
	const char *slash = strrchr(path, '/');

	snprintf(out, len, "%.*s", slash ? (int)(slash - path) : 0, path);
}

/* Adds the input validators and what case c's folder gives them to h. */
static int
add_validators(XXH3_state_t *h, const struct problem *p, const struct generators *g,
	       const struct gen_case *c, char *err, size_t errlen)
{
	char dir[PATH_MAX];
	struct input_args args;
	struct diag d;

	dir_of(c->path, dir, sizeof dir);
	diag_init(&d);
	if (generated_input_args(p, g, dir, &args, &d) < 0) {
		snprintf(err, errlen, "the input validators' arguments of '%s' are not readable",
			 dir);
		diag_fini(&d);
		return -1;
	}
	diag_fini(&d);
	for (size_t i = 0; i < p->validators.count; i++) {
		const struct input_validator *v = &p->validators.items[i];
		const struct ystrings *a = input_args_for(&args, v->name);

		add_string(h, v->name);
		if (!v->not_run && add_program(h, v->spec.source, NULL, 0, err, errlen) < 0) {
			input_args_fini(&args);
			return -1;
		}
		for (size_t k = 0; a && k < a->count; k++)
			add_string(h, a->items[k]);
		add_string(h, "\n");
	}
	input_args_fini(&args);
	return 0;
}

int
generated_key(const struct problem *p, const struct generators *g, const struct gen_case *c,
	      char out[GENERATED_HASH], char *err, size_t errlen)
{
	XXH3_state_t *h = XXH3_createState();
	char num[32];
	int rc = -1;

	if (!h) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	XXH3_128bits_reset(h);
	add_string(h, KEY_VERSION);
	if (c->program >= 0) {
		const struct gen_program *prog = &g->programs[c->program];

		add_string(h, "generate");
		if (add_program(h, prog->path, prog->deps, prog->ndeps, err, errlen) < 0)
			goto out;
		for (size_t i = 0; i < c->nargs; i++) {
			char *arg = generators_expand(c->args[i], c->seed);

			if (!arg) {
				snprintf(err, errlen, "out of memory");
				goto out;
			}
			add_string(h, arg);
			free(arg);
		}
		snprintf(num, sizeof num, "%d", c->retries);
		add_string(h, num);
	}
	for (int e = 0; c->copy && e < GEN_EXT_COUNT; e++) {
		char path[PATH_MAX], link[PATH_MAX];
		struct stat st;
		ssize_t n;

		snprintf(path, sizeof path, "%s%s", c->copy, gen_ext_name(e));
		if (lstat(path, &st) < 0)
			continue;
		add_string(h, gen_ext_name(e));
		if (S_ISLNK(st.st_mode) && (n = readlink(path, link, sizeof link - 1)) >= 0) {
			link[n] = '\0';
			add_string(h, link);
		}
		if (stat(path, &st) == 0 && S_ISREG(st.st_mode) && add_file(h, path, "", err, errlen) < 0)
			goto out;
	}
	for (int e = 0; e < GEN_TEXT_EXTS; e++) {
		snprintf(num, sizeof num, "%d", c->link[e]);
		add_string(h, gen_ext_name(e));
		add_string(h, c->text[e] ? c->text[e] : "\x01");
		add_string(h, num);
	}
	if (add_validators(h, p, g, c, err, errlen) < 0)
		goto out;
	hex(XXH3_128bits_digest(h), out);
	rc = 0;
out:
	XXH3_freeState(h);
	return rc;
}

void
generated_link_key(const char *path, char out[GENERATED_HASH])
{
	XXH3_state_t *h = XXH3_createState();

	out[0] = '\0';
	if (!h)
		return;
	XXH3_128bits_reset(h);
	add_string(h, KEY_VERSION);
	add_string(h, "link");
	add_string(h, path);
	hex(XXH3_128bits_digest(h), out);
	XXH3_freeState(h);
}

/* What a case's files depend on, and what it links to: its key (see generated_check). */
static int
expected_key(const struct problem *p, const struct generators *g, const struct gen_case *c,
	     char out[GENERATED_HASH], char *err, size_t errlen)
{
	if (c->same_as >= 0 && c->intended) {
		generated_link_key(g->cases[c->same_as].path, out);
		return 0;
	}
	return generated_key(p, g, c->same_as >= 0 ? &g->cases[c->same_as] : c, out, err, errlen);
}

/* Whether data/REL stands for a case or folder g makes. */
static bool
made_by(const struct generators *g, const char *rel)
{
	for (size_t i = 0; i < g->ndirs; i++) {
		size_t n = strlen(g->dirs[i].path);

		if (g->dirs[i].test_group && !strncmp(rel, g->dirs[i].path, n) &&
		    !strcmp(rel + n + (n ? 1 : 0), "test_group.yaml") && (!n || rel[n] == '/'))
			return true;
		for (size_t k = 0; k < g->dirs[i].nincludes; k++) {
			const struct gen_case *c = &g->cases[g->dirs[i].includes[k]];
			const char *base = strrchr(c->path, '/') ? strrchr(c->path, '/') + 1 : c->path;
			size_t b = strlen(base);

			if (!strncmp(rel, g->dirs[i].path, n) && (!n || rel[n] == '/') &&
			    !strncmp(rel + n + (n ? 1 : 0), base, b) &&
			    gen_ext_find(rel + n + (n ? 1 : 0) + b + 1) >= 0 &&
			    rel[n + (n ? 1 : 0) + b] == '.')
				return true;
		}
	}
	for (size_t i = 0; i < g->ncases; i++) {
		size_t n = strlen(g->cases[i].path);

		if (!strncmp(rel, g->cases[i].path, n) && rel[n] == '.' && gen_ext_find(rel + n + 1) >= 0)
			return true;
	}
	return false;
}

/* Warns about each file under data/REL that no rule of g makes. */
static void
check_strays(const struct problem *p, const struct generators *g, const char *data,
	     const char *rel, struct diag *d)
{
	char path[PATH_MAX];
	struct dirent **names;
	int n;

	snprintf(path, sizeof path, "%s%s%s", data, *rel ? "/" : "", rel);
	if ((n = scandir(path, &names, not_dot, alphasort)) < 0)
		return;
	for (int i = 0; i < n; i++) {
		char sub[PATH_MAX], full[PATH_MAX];
		struct stat st;

		snprintf(sub, sizeof sub, "%s%s%s", rel, *rel ? "/" : "", names[i]->d_name);
		snprintf(full, sizeof full, "%s/%s", data, sub);
		if (lstat(full, &st) == 0 && S_ISDIR(st.st_mode))
			check_strays(p, g, data, sub, d);
		else if (!made_by(g, sub))
			diag_warning(d, p->format ? full : p->testdata_dir, 0, 0, "%s%sno rule of "
				     "generators.yaml makes it (judge generate removes it)",
				     p->format ? "" : sub, p->format ? "" : ": ");
		free(names[i]);
	}
	free(names);
}

/* Warns about case path (its rule at line:column, its key key) against the record. */
static void
check_case(const struct problem *p, const struct generators *g, const struct generated *r,
	   const char *data, const char *path, const char *key, const char *solution, int line,
	   int column, struct diag *d)
{
	const struct generated_case *rec = generated_find(r, path);
	char why[512], now[GENERATED_HASH], err[256];

	if (!rec) {
		diag_warning(d, g->path, line, column, "case '%s' was never generated (run judge "
			     "generate)", path);
		return;
	}
	if (strcmp(rec->rule, key)) {
		diag_warning(d, g->path, line, column, "case '%s': its rule, or a file it is made "
			     "from, changed since it was generated (run judge generate)", path);
		return;
	}
	if (rec->solution[0] && solution &&
	    (generated_solution_key(solution, now, err, sizeof err) < 0 ||
	     strcmp(now, rec->solution))) {
		diag_warning(d, g->path, line, column, "case '%s': its solution changed since its "
			     ".ans was generated (run judge generate)", path);
		return;
	}
	if (generated_compare(data, rec, why, sizeof why))
		diag_warning(d, g->path, line, column, "case '%s': %s (run judge generate)", path,
			     why);
}

void
generated_check(const struct problem *p, const struct generators *g, const char *data,
		struct diag *d)
{
	struct generated r;
	char key[GENERATED_HASH], err[256], record[PATH_MAX];
	struct stat st;

	generated_path(p, record, sizeof record);
	if (stat(record, &st) < 0) {
		diag_warning(d, g->path, 0, 0, "the test data was never made by judge generate (no "
			     "generators/generated.yaml, its record): run judge generate");
		return;
	}
	generated_load(p, &r, d);
	for (size_t k = 0; k < g->norder; k++) {
		const struct gen_item *it = &g->order[k];

		if (it->dir) {
			const struct gen_dir *gd = &g->dirs[it->index];

			for (size_t l = 0; l < gd->nincludes; l++) {
				const struct gen_case *src = &g->cases[gd->includes[l]];
				const char *base = strrchr(src->path, '/') ? strrchr(src->path, '/') + 1
									   : src->path;
				char path[PATH_MAX];

				snprintf(path, sizeof path, "%s%s%s", gd->path, *gd->path ? "/" : "", base);
				generated_link_key(src->path, key);
				check_case(p, g, &r, data, path, key, NULL, gd->line, gd->column, d);
			}
			continue;
		}
		const struct gen_case *c = &g->cases[it->index];
		const struct gen_case *own = c->same_as >= 0 ? &g->cases[c->same_as] : c;
		const char *solution = own->solution ? own->solution
				       : own->default_solution ? p->solution : NULL;

		if (c->error)
			continue;
		if (expected_key(p, g, c, key, err, sizeof err) < 0) {
			diag_warning(d, g->path, c->line, c->column, "case '%s': %s", c->path, err);
			continue;
		}
		check_case(p, g, &r, data, c->path, key, c->same_as >= 0 ? NULL : solution,
			   c->line, c->column, d);
	}
	check_strays(p, g, data, "", d);
	generated_fini(&r);
}

void
generated_path(const struct problem *p, char *out, size_t len)
{
	snprintf(out, len, "%s/generators/generated.yaml", p->dir);
}

static int
cmp_case(const void *a, const void *b)
{
	return strcmp(((const struct generated_case *)a)->path,
		      ((const struct generated_case *)b)->path);
}

const struct generated_case *
generated_find(const struct generated *r, const char *path)
{
	const struct generated_case key = {.path = (char *)path};

	return r->count ? bsearch(&key, r->cases, r->count, sizeof *r->cases, cmp_case) : NULL;
}

void
generated_case_fini(struct generated_case *c)
{
	free(c->path);
	for (int e = 0; e < GEN_EXT_COUNT; e++)
		free(c->files[e].link);
	memset(c, 0, sizeof *c);
}

/* A deep copy of c into *out; -1 when out of memory. */
static int
copy_case(struct generated_case *out, const struct generated_case *c)
{
	*out = *c;
	out->path = strdup(c->path);
	for (int e = 0; e < GEN_EXT_COUNT; e++)
		out->files[e].link = NULL;
	bool ok = out->path != NULL;

	for (int e = 0; e < GEN_EXT_COUNT; e++)
		if (c->files[e].link && !(out->files[e].link = strdup(c->files[e].link)))
			ok = false;
	if (!ok)
		generated_case_fini(out);
	return ok ? 0 : -1;
}

int
generated_put(struct generated *r, const struct generated_case *c)
{
	size_t lo = 0, hi = r->count;
	struct generated_case copy;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int cmp = strcmp(r->cases[mid].path, c->path);

		if (cmp == 0) {
			if (copy_case(&copy, c) < 0)
				return -1;
			generated_case_fini(&r->cases[mid]);
			r->cases[mid] = copy;
			return 0;
		}
		if (cmp < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	struct generated_case *grown = realloc(r->cases, (r->count + 1) * sizeof *grown);

	if (!grown)
		return -1;
	r->cases = grown;
	if (copy_case(&copy, c) < 0)
		return -1;
	memmove(r->cases + lo + 1, r->cases + lo, (r->count - lo) * sizeof *r->cases);
	r->cases[lo] = copy;
	r->count++;
	return 0;
}

int
generated_put_dir(struct generated *r, const char *dir, const char *test_group)
{
	for (size_t i = 0; i < r->ndirs; i++)
		if (!strcmp(r->dirs[i], dir)) {
			snprintf(r->test_groups[i], GENERATED_HASH, "%s", test_group);
			return 0;
		}
	char **dirs = realloc(r->dirs, (r->ndirs + 1) * sizeof *dirs);

	if (!dirs)
		return -1;
	r->dirs = dirs;
	char (*tg)[GENERATED_HASH] = realloc(r->test_groups, (r->ndirs + 1) * sizeof *tg);

	if (!tg)
		return -1;
	r->test_groups = tg;
	if (!(r->dirs[r->ndirs] = strdup(dir)))
		return -1;
	snprintf(r->test_groups[r->ndirs++], GENERATED_HASH, "%s", test_group);
	return 0;
}

/* Whether s is a hash as the record writes them. */
static bool
is_hash(const char *s)
{
	if (strlen(s) != GENERATED_HASH - 1)
		return false;
	for (; *s; s++)
		if (!strchr("0123456789abcdef", *s))
			return false;
	return true;
}

/* One entry of cases: of the record into c; -1 when it is not one. */
static int
read_case(const struct ynode *k, const struct ynode *v, struct generated_case *c)
{
	memset(c, 0, sizeof *c);
	if (k->type != YNODE_SCALAR || v->type != YNODE_MAPPING || !(c->path = strdup(k->text)))
		return -1;
	for (size_t i = 0; i + 1 < v->count; i += 2) {
		const struct ynode *fk = v->items[i], *fv = v->items[i + 1];

		if (fk->type != YNODE_SCALAR)
			return -1;
		if (!strcmp(fk->text, "rule") && fv->type == YNODE_SCALAR && is_hash(fv->text))
			snprintf(c->rule, sizeof c->rule, "%s", fv->text);
		else if (!strcmp(fk->text, "solution") && fv->type == YNODE_SCALAR &&
			 is_hash(fv->text))
			snprintf(c->solution, sizeof c->solution, "%s", fv->text);
		else if (!strcmp(fk->text, "files") && fv->type == YNODE_MAPPING) {
			for (size_t j = 0; j + 1 < fv->count; j += 2) {
				int e = fv->items[j]->type == YNODE_SCALAR && fv->items[j]->text[0] == '.'
					? gen_ext_find(fv->items[j]->text + 1) : -1;
				const struct ynode *h = fv->items[j + 1];

				if (e < 0 || h->type != YNODE_SCALAR)
					return -1;
				if (!strncmp(h->text, "->", 2)) {
					if (!(c->files[e].link = strdup(h->text + 2)))
						return -1;
				} else if (is_hash(h->text)) {
					snprintf(c->files[e].hash, GENERATED_HASH, "%s", h->text);
				} else {
					return -1;
				}
			}
		}
	}
	return 0;
}

int
generated_load(const struct problem *p, struct generated *r, struct diag *d)
{
	char path[PATH_MAX];
	struct diag quiet;
	struct stat st;

	memset(r, 0, sizeof *r);
	generated_path(p, path, sizeof path);
	if (stat(path, &st) < 0)
		return 0;
	diag_init(&quiet);
	struct ydoc *doc = ydoc_load(path, &quiet);
	const struct ynode *cases = doc && doc->root ? ymap_value(doc->root, "cases") : NULL;
	const struct ynode *dirs = doc && doc->root ? ymap_value(doc->root, "dirs") : NULL;
	int rc = doc ? 0 : -1;

	diag_fini(&quiet);
	for (size_t i = 0; rc == 0 && cases && cases != doc->root && i + 1 < cases->count; i += 2) {
		struct generated_case c;

		if (read_case(cases->items[i], cases->items[i + 1], &c) < 0 || generated_put(r, &c) < 0)
			rc = -1;
		generated_case_fini(&c);
	}
	for (size_t i = 0; rc == 0 && dirs && dirs != doc->root && i + 1 < dirs->count; i += 2) {
		const struct ynode *k = dirs->items[i], *v = dirs->items[i + 1];

		if (k->type != YNODE_SCALAR || v->type != YNODE_SCALAR ||
		    (v->text[0] && !is_hash(v->text)) || generated_put_dir(r, k->text, v->text) < 0)
			rc = -1;
	}
	ydoc_free(doc);
	if (rc < 0) {
		generated_fini(r);
		diag_warning(d, path, 0, 0, "not a record judge generate wrote: every case is "
			     "made again");
	}
	return rc;
}

/* s as a double-quoted YAML scalar. */
static void
quoted(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fprintf(f, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			fprintf(f, "\\x%02x", (unsigned char)*s);
		else
			fputc(*s, f);
	}
	fputc('"', f);
}

int
generated_save(const struct problem *p, const struct generated *r, char *err, size_t errlen)
{
	char path[PATH_MAX];
	struct fs_atomic a;
	FILE *f;

	generated_path(p, path, sizeof path);
	if (!(f = fs_create(path, &a))) {
		snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
		return -1;
	}
	fputs("# What judge generate wrote into the test data, for it and judge check to\n"
	      "# tell what is up to date (generators.yaml and the files it names, by\n"
	      "# content): written by judge generate, not to be edited.\n"
	      "version: 1\n", f);
	fputs(r->count ? "cases:\n" : "cases: {}\n", f);
	for (size_t i = 0; i < r->count; i++) {
		const struct generated_case *c = &r->cases[i];
		bool first = true;

		fputs("  ", f);
		quoted(f, c->path);
		fprintf(f, ": {rule: %s", c->rule[0] ? c->rule : "\"\"");
		if (c->solution[0])
			fprintf(f, ", solution: %s", c->solution);
		fputs(", files: {", f);
		for (int e = 0; e < GEN_EXT_COUNT; e++) {
			if (!c->files[e].link && !c->files[e].hash[0])
				continue;
			fprintf(f, "%s\"%s\": ", first ? "" : ", ", gen_ext_name(e));
			first = false;
			if (c->files[e].link) {
				char *text = NULL;

				if (asprintf(&text, "->%s", c->files[e].link) < 0) {
					fs_abort(&a);
					snprintf(err, errlen, "out of memory");
					return -1;
				}
				quoted(f, text);
				free(text);
			} else {
				fputs(c->files[e].hash, f);
			}
		}
		fputs("}}\n", f);
	}
	fputs(r->ndirs ? "dirs:\n" : "dirs: {}\n", f);
	/* Sorted, as the cases are. */
	size_t *order = calloc(r->ndirs + 1, sizeof *order);

	if (!order) {
		fs_abort(&a);
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	for (size_t i = 0; i < r->ndirs; i++) {
		size_t j = i;

		while (j > 0 && strcmp(r->dirs[order[j - 1]], r->dirs[i]) > 0) {
			order[j] = order[j - 1];
			j--;
		}
		order[j] = i;
	}
	for (size_t i = 0; i < r->ndirs; i++) {
		fputs("  ", f);
		quoted(f, r->dirs[order[i]]);
		fputs(": ", f);
		quoted(f, r->test_groups[order[i]]);
		fputc('\n', f);
	}
	free(order);
	if (fs_commit(&a) < 0) {
		snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

void
generated_fini(struct generated *r)
{
	for (size_t i = 0; i < r->count; i++)
		generated_case_fini(&r->cases[i]);
	for (size_t i = 0; i < r->ndirs; i++)
		free(r->dirs[i]);
	free(r->cases);
	free(r->dirs);
	free(r->test_groups);
	memset(r, 0, sizeof *r);
}

int
generated_compare(const char *data, const struct generated_case *rec, char *why, size_t len)
{
	for (int e = 0; e < GEN_EXT_COUNT; e++) {
		const struct generated_file *f = &rec->files[e];
		char path[PATH_MAX], link[PATH_MAX], hash[GENERATED_HASH];
		struct stat st;
		ssize_t n;

		if (!f->link && !f->hash[0])
			continue;
		snprintf(path, sizeof path, "%s/%s%s", data, rec->path, gen_ext_name(e));
		if (lstat(path, &st) < 0) {
			snprintf(why, len, "'%s%s' is missing", rec->path, gen_ext_name(e));
			return 1;
		}
		if (f->link) {
			n = S_ISLNK(st.st_mode) ? readlink(path, link, sizeof link - 1) : -1;
			if (n < 0 || ((link[n] = '\0'), strcmp(link, f->link))) {
				snprintf(why, len, "'%s%s' is not the link generate made", rec->path,
					 gen_ext_name(e));
				return 1;
			}
			continue;
		}
		if (!S_ISREG(st.st_mode) || generated_hash_file(path, hash) < 0 ||
		    strcmp(hash, f->hash)) {
			snprintf(why, len, "'%s%s' is not what generate wrote", rec->path,
				 gen_ext_name(e));
			return 1;
		}
	}
	return 0;
}
