/* Loading testdata YAML files into struct testdata. */
#include "testdata.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <search.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* A case as written, before its alternatives are checked. */
struct raw_case {
	char *name;
	char *input, *input_file;
	char *output, *output_file;
	struct limits limits;
	struct ystrings tags;
};

static const struct yfield case_fields[] = {
	{"input", yparse_text, offsetof(struct raw_case, input), false},
	{"input_file", yparse_string, offsetof(struct raw_case, input_file), false},
	{"limits", problem_parse_limits, offsetof(struct raw_case, limits), false},
	{"name", yparse_string, offsetof(struct raw_case, name), true},
	{"output", yparse_text, offsetof(struct raw_case, output), false},
	{"output_file", yparse_string, offsetof(struct raw_case, output_file), false},
	{"tags", yparse_string_list, offsetof(struct raw_case, tags), false},
};

/* A testdata file as written. */
struct raw_file {
	const struct ynode *cases;
	struct limits limits;
	struct checker_spec checker;
};

static int
keep_cases(struct yctx *ctx, const struct ynode *v, void *dst)
{
	if (v->type != YNODE_SEQUENCE)
		return yctx_error(ctx, v, "'cases' must be a list, not %s", ynode_kind(v));
	*(const struct ynode **)dst = v;
	return 0;
}

static const struct yfield file_fields[] = {
	{"cases", keep_cases, offsetof(struct raw_file, cases), true},
	{"checker", problem_parse_checker, offsetof(struct raw_file, checker), false},
	{"limits", problem_parse_limits, offsetof(struct raw_file, limits), false},
};

static void
raw_case_fini(struct raw_case *rc)
{
	free(rc->name);
	free(rc->input);
	free(rc->input_file);
	free(rc->output);
	free(rc->output_file);
	ystrings_fini(&rc->tags);
}

static bool
valid_name(const char *name)
{
	if (strlen(name) > 128)
		return false;
	for (const char *s = name; *s; s++) {
		bool ok = (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
			  (*s >= '0' && *s <= '9') || *s == '-' || *s == '_' || *s == '.';
		if (!ok)
			return false;
	}
	return true;
}

/* Finds the value node of key in mapping m, for locating messages. */
static const struct ynode *
value_of(const struct ynode *m, const char *key)
{
	for (size_t i = 0; i + 1 < m->count; i += 2)
		if (m->items[i]->type == YNODE_SCALAR && strcmp(m->items[i]->text, key) == 0)
			return m->items[i + 1];
	return m;
}

/*
 * Turns the inline text or file of one side ("input"/"output") into data,
 * checking that exactly one is given and that the file can be read.
 */
static int
take_side(struct yctx *ctx, const struct ynode *m, const char *side, char **text, char **file,
	  struct case_data *out)
{
	char key[32];
	snprintf(key, sizeof key, "%s_file", side);
	if (*text && *file)
		return yctx_error(ctx, value_of(m, key), "a case has either '%s' or '%s', not both",
				  side, key);
	if (!*text && !*file)
		return yctx_error(ctx, m, "case has no '%s' or '%s'", side, key);
	if (*text) {
		out->text = *text;
		out->len = strlen(*text);
		*text = NULL;
		return 0;
	}

	const struct ynode *where = value_of(m, key);
	if ((*file)[0] == '/')
		out->path = *file;
	else if (asprintf(&out->path, "%s/%s", ctx->dir, *file) < 0)
		return yctx_error(ctx, where, "out of memory");
	else
		free(*file);
	*file = NULL;

	struct stat st;
	if (stat(out->path, &st) < 0)
		return yctx_error(ctx, where, "cannot open '%s': %s", where->text, strerror(errno));
	if (S_ISDIR(st.st_mode))
		return yctx_error(ctx, where, "'%s' is a directory, not a file", where->text);
	if (!S_ISREG(st.st_mode))
		return yctx_error(ctx, where, "'%s' is not a regular file", where->text);
	if (access(out->path, R_OK) < 0)
		return yctx_error(ctx, where, "cannot read '%s': %s", where->text, strerror(errno));
	return 0;
}

static void
case_fini(struct testcase *c)
{
	free(c->name);
	free(c->input.text);
	free(c->input.path);
	free(c->output.text);
	free(c->output.path);
	ystrings_fini(&c->tags);
}

/* Makes room for item count of an array grown one at a time, doubling its size. */
static int
grow(void **items, size_t count, size_t size)
{
	if (count > 0 && (count & (count - 1)) != 0)
		return 0;
	void *grown = realloc(*items, (count ? 2 * count : 1) * size);
	if (!grown)
		return -1;
	*items = grown;
	return 0;
}

/* Where a case name was first seen; the keys of td->names, a tsearch(3) tree. */
struct name_seen {
	const char *file;
	int line;
	char name[];
};

static int
cmp_seen(const void *a, const void *b)
{
	return strcmp(((const struct name_seen *)a)->name, ((const struct name_seen *)b)->name);
}

/*
 * Records name as seen at file:line.  Returns NULL when it is new, the first
 * sighting when it is a duplicate, and key itself when out of memory.
 */
static const struct name_seen *
remember_name(struct testdata *td, const char *name, const char *file, int line)
{
	size_t len = strlen(name);
	struct name_seen *key = malloc(sizeof *key + len + 1);
	if (!key)
		return NULL;
	key->file = file;
	key->line = line;
	memcpy(key->name, name, len + 1);
	struct name_seen **slot = tsearch(key, &td->names, cmp_seen);
	if (!slot) {
		free(key);
		return NULL;
	}
	if (*slot != key) {
		free(key);
		return *slot;
	}
	return NULL;
}

static int
load_case(struct yctx *ctx, const struct problem *p, const struct ynode *m,
	  const struct raw_file *rf, const struct checker_spec *checker, struct testdata *td)
{
	struct raw_case rc = {0};
	struct testcase c = {0};
	int rcode = -1;

	if (ymap_apply(ctx, m, "case", case_fields, sizeof case_fields / sizeof *case_fields,
		       &rc) < 0)
		goto out;
	if (!valid_name(rc.name)) {
		yctx_error(ctx, value_of(m, "name"),
			   "invalid case name '%s' (use letters, digits, '.', '-' and '_')",
			   rc.name);
		goto out;
	}
	const struct name_seen *dup = remember_name(td, rc.name, ctx->path, m->line);
	if (dup) {
		yctx_error(ctx, value_of(m, "name"), "duplicate case name '%s' (first at %s:%d)",
			   rc.name, dup->file, dup->line);
		goto out;
	}
	int in = take_side(ctx, m, "input", &rc.input, &rc.input_file, &c.input);
	int outp = take_side(ctx, m, "output", &rc.output, &rc.output_file, &c.output);
	if (in < 0 || outp < 0)
		goto out;

	c.name = rc.name;
	rc.name = NULL;
	c.file = ctx->path;
	c.line = m->line;
	c.column = m->column;
	c.limits = p->limits;
	limits_merge(&c.limits, &rf->limits);
	limits_merge(&c.limits, &rc.limits);
	/* A wall limit follows a changed CPU limit unless one was given. */
	if (!rf->limits.wall_ms && !rc.limits.wall_ms &&
	    (rf->limits.time_ms || rc.limits.time_ms))
		c.limits.wall_ms = 0;
	limits_resolve(&c.limits);
	c.checker = checker;
	c.tags = rc.tags;
	rc.tags = (struct ystrings){0};

	if (grow((void **)&td->cases, td->count, sizeof *td->cases) < 0) {
		yctx_error(ctx, m, "out of memory");
		goto out;
	}
	td->cases[td->count++] = c;
	c = (struct testcase){0};
	rcode = 0;
out:
	case_fini(&c);
	raw_case_fini(&rc);
	return rcode;
}

static int
load_file(const struct problem *p, char *path, struct testdata *td, struct diag *d)
{
	struct raw_file rf = {0};
	struct yctx ctx = {.path = path, .diag = d, .dir = p->testdata_dir};
	const struct checker_spec *checker = &p->checker;
	int rc = -1;

	checker_spec_init(&rf.checker);
	struct ydoc *doc = ydoc_load(path, d);
	if (!doc)
		goto out;
	if (!doc->root) {
		diag_error(d, path, 0, 0, "empty file (a testdata file needs 'cases')");
		goto out;
	}
	if (ymap_apply(&ctx, doc->root, "testdata file", file_fields,
		       sizeof file_fields / sizeof *file_fields, &rf) < 0)
		goto out;
	if (value_of(doc->root, "checker") != doc->root) {
		struct checker_spec *own = malloc(sizeof *own);
		if (!own || grow((void **)&td->checkers, td->ncheckers, sizeof *td->checkers) < 0) {
			free(own);
			diag_error(d, path, 0, 0, "out of memory");
			goto out;
		}
		*own = rf.checker;
		checker_spec_init(&rf.checker);
		td->checkers[td->ncheckers++] = own;
		checker = own;
	}
	if (rf.cases->count == 0)
		diag_warning(d, path, rf.cases->line, rf.cases->column, "no cases in this file");

	rc = 0;
	for (size_t i = 0; i < rf.cases->count; i++)
		if (load_case(&ctx, p, rf.cases->items[i], &rf, checker, td) < 0)
			rc = -1;
out:
	checker_spec_fini(&rf.checker);
	ydoc_free(doc);
	return rc;
}

static int
is_yaml(const struct dirent *de)
{
	size_t n = strlen(de->d_name);
	return de->d_name[0] != '.' &&
	       ((n > 5 && strcmp(de->d_name + n - 5, ".yaml") == 0) ||
		(n > 4 && strcmp(de->d_name + n - 4, ".yml") == 0));
}

int
testdata_load(const struct problem *p, struct testdata *td, struct diag *d)
{
	struct dirent **names = NULL;
	size_t before = d->errors;

	memset(td, 0, sizeof *td);
	int n = scandir(p->testdata_dir, &names, is_yaml, alphasort);
	if (n < 0)
		return diag_error(d, p->testdata_dir, 0, 0, "cannot open testdata folder: %s",
				  strerror(errno));
	if (n == 0)
		diag_error(d, p->testdata_dir, 0, 0, "no testdata files (*.yaml) in this folder");

	for (int i = 0; i < n; i++) {
		char *path = NULL;
		if (asprintf(&path, "%s/%s", p->testdata_dir, names[i]->d_name) < 0 ||
		    grow((void **)&td->files, td->nfiles, sizeof *td->files) < 0) {
			free(path);
			diag_error(d, NULL, 0, 0, "out of memory");
			break;
		}
		td->files[td->nfiles++] = path;
		load_file(p, path, td, d);
	}
	for (int i = 0; i < n; i++)
		free(names[i]);
	free(names);
	return d->errors == before ? 0 : -1;
}

void
testdata_fini(struct testdata *td)
{
	for (size_t i = 0; i < td->count; i++)
		case_fini(&td->cases[i]);
	free(td->cases);
	for (size_t i = 0; i < td->nfiles; i++)
		free(td->files[i]);
	free(td->files);
	for (size_t i = 0; i < td->ncheckers; i++) {
		checker_spec_fini(td->checkers[i]);
		free(td->checkers[i]);
	}
	free(td->checkers);
	tdestroy(td->names, free);
	memset(td, 0, sizeof *td);
}
