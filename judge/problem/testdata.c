/* Testdata YAML files: checked whole, then read a case at a time. */
#include "testdata.h"

#include "package.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/openat2.h>
#include <search.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <xxhash.h>

#include "base/pkgfile.h"

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

/* A testdata file's own keys as written ('cases' without its items). */
struct raw_file {
	const struct ynode *cases;
	const struct ynode *invalid;
	const struct ynode *checker_tests;
	struct limits limits;
	struct checker_spec checker;
	struct input_args input_args;
	struct score_setting score;
};

static int
keep_cases(struct yctx *ctx, const struct ynode *v, void *dst)
{
	if (v->type != YNODE_SEQUENCE)
		return yctx_error(ctx, v, "'cases' must be a list, not %s", ynode_kind(v));
	*(const struct ynode **)dst = v;
	return 0;
}

/* An item of `invalid:` as written. */
struct raw_invalid {
	char *name, *why, *input, *input_file;
};

static const struct yfield invalid_fields[] = {
	{"input", yparse_text, offsetof(struct raw_invalid, input), false},
	{"input_file", yparse_string, offsetof(struct raw_invalid, input_file), false},
	{"name", yparse_string, offsetof(struct raw_invalid, name), true},
	{"why", yparse_string, offsetof(struct raw_invalid, why), true},
};

static int
keep_invalid(struct yctx *ctx, const struct ynode *v, void *dst)
{
	if (v->type != YNODE_SEQUENCE)
		return yctx_error(ctx, v, "'invalid' must be a list, not %s", ynode_kind(v));
	*(const struct ynode **)dst = v;
	return 0;
}

/* An item of `checker_tests:` as written. */
struct raw_checker_test {
	char *name, *input, *input_file, *answer, *answer_file, *output, *output_file;
	enum verdict expect;
};

/* A checker test's verdict: AC (the checker must accept) or WA (it must reject). */
static int
parse_expect(struct yctx *ctx, const struct ynode *v, void *dst)
{
	enum verdict got;

	if (v->type != YNODE_SCALAR || verdict_parse(v->text, &got) < 0 ||
	    (got != VERDICT_AC && got != VERDICT_WA))
		return yctx_error(ctx, v, "invalid checker test verdict '%s' (expected AC or WA)",
				  v->type == YNODE_SCALAR ? v->text : ynode_kind(v));
	*(enum verdict *)dst = got;
	return 0;
}

#define RCT(name) offsetof(struct raw_checker_test, name)
static const struct yfield checker_test_fields[] = {
	{"answer", yparse_text, RCT(answer), false},
	{"answer_file", yparse_string, RCT(answer_file), false},
	{"input", yparse_text, RCT(input), false},
	{"input_file", yparse_string, RCT(input_file), false},
	{"name", yparse_string, RCT(name), true},
	{"output", yparse_text, RCT(output), false},
	{"output_file", yparse_string, RCT(output_file), false},
	{"verdict", parse_expect, RCT(expect), true},
};

static int
keep_checker_tests(struct yctx *ctx, const struct ynode *v, void *dst)
{
	if (v->type != YNODE_SEQUENCE)
		return yctx_error(ctx, v, "'checker_tests' must be a list, not %s", ynode_kind(v));
	*(const struct ynode **)dst = v;
	return 0;
}

static const struct yfield file_fields[] = {
	{"aggregate", score_parse_aggregate, offsetof(struct raw_file, score), false},
	{"cases", keep_cases, offsetof(struct raw_file, cases), true},
	{"checker", problem_parse_checker, offsetof(struct raw_file, checker), false},
	{"checker_tests", keep_checker_tests, offsetof(struct raw_file, checker_tests), false},
	{"invalid", keep_invalid, offsetof(struct raw_file, invalid), false},
	{"limits", problem_parse_limits, offsetof(struct raw_file, limits), false},
	{"requires", score_parse_requires, offsetof(struct raw_file, score), false},
	{"score", score_parse_points, offsetof(struct raw_file, score), false},
	{"validator_args", input_args_parse, offsetof(struct raw_file, input_args), false},
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

/*
 * Whether path lies inside the folder dir once every link is resolved: 1 or
 * 0, or -1 when either cannot be resolved (pkgfile_inside, the rule for every
 * package file).  When path is dir's file rel (or rel is NULL) and dir_fd is
 * dir (or -1), a name that resolves beneath dir_fd (openat2's
 * RESOLVE_BENEATH: no ".." out of it, no absolute link) is inside at the cost
 * of one call; pkgfile_inside decides the others (an absolute link back in, a
 * kernel before Linux 5.6).
 */
static int
inside(const char *dir, int dir_fd, const char *rel, const char *path)
{
	struct open_how how = { .flags = O_PATH | O_CLOEXEC, .resolve = RESOLVE_BENEATH };
	int fd = dir_fd >= 0 && rel ? (int)syscall(SYS_openat2, dir_fd, rel, &how, sizeof how) : -1;

	if (fd >= 0) {
		close(fd);
		return 1;
	}
	return pkgfile_inside(dir, path);
}

/*
 * Turns the inline text or file of one side ("input"/"output") into data,
 * checking that exactly one is given, that a file lies inside the testdata
 * folder (links resolved; dir_fd is the folder, or -1) and, when check_file
 * is set, that it can be read.
 */
static int
take_side(struct yctx *ctx, int dir_fd, const struct ynode *m, const char *side, char **text,
	  char **file, bool check_file, struct case_data *out)
{
	char key[32];
	snprintf(key, sizeof key, "%s_file", side);
	if (*text && *file)
		return yctx_error(ctx, ymap_value(m, key), "a case has either '%s' or '%s', not both",
				  side, key);
	if (!*text && !*file)
		return yctx_error(ctx, m, "case has no '%s' or '%s'", side, key);
	if (*text) {
		out->text = *text;
		out->len = strlen(*text);
		*text = NULL;
		return 0;
	}

	const struct ynode *where = ymap_value(m, key);
	const char *rel = NULL;
	if ((*file)[0] == '/')
		out->path = *file;
	else if (asprintf(&out->path, "%s/%s", ctx->dir, *file) < 0)
		return yctx_error(ctx, where, "out of memory");
	else {
		free(*file);
		rel = out->path + strlen(ctx->dir) + 1;
	}
	*file = NULL;

	/* A file that cannot be resolved is missing or a loop: stat says which, below. */
	if (inside(ctx->dir, dir_fd, rel, out->path) == 0)
		return yctx_error(ctx, where, "'%s' is outside the problem's testdata folder",
				  where->text);
	struct stat st;
	if (!check_file)
		return 0;
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

void
testcase_fini(struct testcase *c)
{
	free(c->name);
	free(c->input.text);
	free(c->input.path);
	free(c->output.text);
	free(c->output.path);
	ystrings_fini(&c->tags);
	free(c->description);
	free(c->hint);
	if (c->own_checker)
		checker_spec_fini(c->own_checker);
	free(c->own_checker);
	if (c->input_args)
		input_args_fini(c->input_args);
	free(c->input_args);
	memset(c, 0, sizeof *c);
}

FILE *
case_data_open(const struct case_data *d)
{
	if (d->path)
		return fopen(d->path, "rb");
	/* fmemopen(3) may refuse an empty buffer; an empty text is an empty file. */
	if (d->len == 0)
		return fopen("/dev/null", "rb");
	return fmemopen(d->text, d->len, "r");
}

/*
 * Reading a problem's cases file by file.  Each file's top-level mapping is
 * gathered in `top` with 'cases' left empty; the items of 'cases' are read
 * one at a time between its other keys.
 */
struct testdata_reader {
	const struct testdata *td;
	struct testdata_file *loading; /* testdata_load: td's files, to fill in */
	struct diag *diag;
	size_t file;             /* the file being read */
	struct yreader *yaml;    /* while the file is open */
	struct ynode *top;       /* its mapping so far */
	bool in_cases;           /* between the items of 'cases' */
	size_t index;            /* the next case's index */
	size_t in_group;         /* a package's folder: its next case */
	int dir_fd;              /* the problem's testdata folder (O_PATH), or -1 */
};

struct testdata_reader *
testdata_reader_new(const struct testdata *td, struct diag *d)
{
	struct testdata_reader *r = calloc(1, sizeof *r);
	if (!r)
		return NULL;
	r->td = td;
	r->diag = d;
	/* Only to check where files are (see inside): without it, realpath does. */
	r->dir_fd = open(td->problem->testdata_dir, O_PATH | O_DIRECTORY | O_CLOEXEC);
	return r;
}

/* Closes the file being read and moves on to the next. */
static void
close_file(struct testdata_reader *r)
{
	yreader_free(r->yaml);
	r->yaml = NULL;
	ynode_free(r->top);
	r->top = NULL;
	r->in_cases = false;
	r->file++;
}

void
testdata_reader_free(struct testdata_reader *r)
{
	if (!r)
		return;
	yreader_free(r->yaml);
	ynode_free(r->top);
	if (r->dir_fd >= 0)
		close(r->dir_fd);
	free(r);
}

static int
append_pair(struct ynode *map, struct ynode *key, struct ynode *value)
{
	struct ynode **grown = realloc(map->items, (map->count + 2) * sizeof *grown);
	if (!grown) {
		ynode_free(key);
		ynode_free(value);
		return -1;
	}
	map->items = grown;
	map->items[map->count++] = key;
	map->items[map->count++] = value;
	return 0;
}

/*
 * Reads the next key of the file's mapping and its value into r->top, up to
 * the items of 'cases' (returns 1, r->in_cases set) or the end of the
 * mapping (returns 0).  Returns -1 after an error.
 */
static int
next_key(struct testdata_reader *r)
{
	for (;;) {
		struct ynode *key, *value;
		int rc = yreader_node(r->yaml, &key);
		if (rc <= 0)
			return rc;
		bool cases = key->type == YNODE_SCALAR && strcmp(key->text, "cases") == 0;
		rc = cases ? yreader_enter(r->yaml, &value) : yreader_node(r->yaml, &value);
		if (rc <= 0) {
			ynode_free(key);
			return -1;
		}
		if (cases && value->type == YNODE_MAPPING && yreader_rest(r->yaml, value) < 0) {
			ynode_free(key);
			ynode_free(value);
			return -1;
		}
		if (append_pair(r->top, key, value) < 0)
			return diag_error(r->diag, yreader_path(r->yaml), 0, 0, "out of memory");
		if (cases && value->type == YNODE_SEQUENCE) {
			r->in_cases = true;
			return 1;
		}
	}
}

/* Opens file r->file and enters its mapping.  Returns 0 or -1. */
static int
open_file(struct testdata_reader *r)
{
	const char *path = r->td->files[r->file].path;

	r->yaml = yreader_open(path, r->diag);
	if (!r->yaml)
		return -1;
	if (yreader_empty(r->yaml))
		return diag_error(r->diag, path, 1, 1, "empty file (a testdata file needs 'cases')");
	if (yreader_enter(r->yaml, &r->top) <= 0)
		return -1;
	if (r->top->type != YNODE_MAPPING) {
		struct yctx ctx = {.path = path, .diag = r->diag};
		return yctx_error(&ctx, r->top, "testdata file must be a mapping, not %s",
				  ynode_kind(r->top));
	}
	return 0;
}

void
invalid_input_fini(struct invalid_input *v)
{
	free(v->name);
	free(v->why);
	free(v->input.text);
	free(v->input.path);
	if (v->input_args)
		input_args_fini(v->input_args);
	free(v->input_args);
	memset(v, 0, sizeof *v);
}

/*
 * The items of a testdata file's `invalid:` list (list) into f: each a name,
 * why, and an input inline or in a file (as a case's).  Returns 0, or -1
 * after adding errors.
 */
static int
take_invalid(struct testdata_reader *r, struct testdata_file *f, const struct ynode *list)
{
	struct yctx ctx = {.path = f->path, .diag = r->diag, .dir = r->td->problem->testdata_dir};
	int rc = 0;

	if (!(f->invalid = calloc(list->count ? list->count : 1, sizeof *f->invalid)))
		return diag_error(r->diag, f->path, 0, 0, "out of memory");
	for (size_t i = 0; i < list->count; i++) {
		const struct ynode *m = list->items[i];
		struct raw_invalid ri = {0};
		struct invalid_input *v = &f->invalid[f->ninvalid];

		if (ymap_apply(&ctx, m, "invalid input", invalid_fields,
			       sizeof invalid_fields / sizeof *invalid_fields, &ri) < 0 ||
		    take_side(&ctx, r->dir_fd, m, "input", &ri.input, &ri.input_file, true,
			      &v->input) < 0) {
			invalid_input_fini(v);
			rc = -1;
		} else {
			v->name = ri.name;
			v->why = ri.why;
			ri.name = ri.why = NULL;
			v->file = f->path;
			v->line = m->line;
			v->column = m->column;
			for (size_t k = 0; k < f->ninvalid; k++)
				if (!strcmp(f->invalid[k].name, v->name))
					rc = yctx_error(&ctx, m, "two invalid inputs named '%s'",
							v->name);
			f->ninvalid++;
		}
		free(ri.name);
		free(ri.why);
		free(ri.input);
		free(ri.input_file);
	}
	return rc;
}

void
checker_test_fini(struct checker_test *t)
{
	free(t->name);
	free(t->input.text);
	free(t->input.path);
	free(t->answer.text);
	free(t->answer.path);
	free(t->output.text);
	free(t->output.path);
	if (t->own_checker)
		checker_spec_fini(t->own_checker);
	free(t->own_checker);
	if (t->input_args)
		input_args_fini(t->input_args);
	free(t->input_args);
	memset(t, 0, sizeof *t);
}

/*
 * The items of a testdata file's `checker_tests:` list (list) into f, for
 * its checker (or the problem's): each a name, a verdict, and an input, an
 * answer and an output, each inline or in a file (as a case's).  Returns 0,
 * or -1 after adding errors.
 */
static int
take_checker_tests(struct testdata_reader *r, struct testdata_file *f, const struct ynode *list)
{
	struct yctx ctx = {.path = f->path, .diag = r->diag, .dir = r->td->problem->testdata_dir};
	int rc = 0;

	if (!(f->checker_tests = calloc(list->count ? list->count : 1, sizeof *f->checker_tests)))
		return diag_error(r->diag, f->path, 0, 0, "out of memory");
	for (size_t i = 0; i < list->count; i++) {
		const struct ynode *m = list->items[i];
		struct raw_checker_test rt = {0};
		struct checker_test *t = &f->checker_tests[f->nchecker_tests];

		if (ymap_apply(&ctx, m, "checker test", checker_test_fields,
			       sizeof checker_test_fields / sizeof *checker_test_fields, &rt) < 0 ||
		    take_side(&ctx, r->dir_fd, m, "input", &rt.input, &rt.input_file, true,
			      &t->input) < 0 ||
		    take_side(&ctx, r->dir_fd, m, "answer", &rt.answer, &rt.answer_file, true,
			      &t->answer) < 0 ||
		    take_side(&ctx, r->dir_fd, m, "output", &rt.output, &rt.output_file, true,
			      &t->output) < 0) {
			checker_test_fini(t);
			rc = -1;
		} else if (!valid_name(rt.name)) {
			checker_test_fini(t);
			rc = yctx_error(&ctx, ymap_value(m, "name"), "invalid checker test name '%s' "
					"(use letters, digits, '.', '-' and '_')", rt.name);
		} else {
			t->name = rt.name;
			rt.name = NULL;
			t->expect = rt.expect;
			t->checker = f->checker ? f->checker : &r->td->problem->checker;
			t->file = f->path;
			t->line = m->line;
			t->column = m->column;
			for (size_t k = 0; k < f->nchecker_tests; k++)
				if (!strcmp(f->checker_tests[k].name, t->name))
					rc = yctx_error(&ctx, m, "two checker tests named '%s'",
							t->name);
			f->nchecker_tests++;
		}
		free(rt.name);
		free(rt.input);
		free(rt.input_file);
		free(rt.answer);
		free(rt.answer_file);
		free(rt.output);
		free(rt.output_file);
	}
	return rc;
}

/* testdata_load: checks the file's own keys and keeps its settings. */
static int
settle_file(struct testdata_reader *r)
{
	struct testdata_file *f = &r->loading[r->file];
	struct yctx ctx = {.path = f->path, .diag = r->diag, .dir = r->td->problem->testdata_dir};
	struct raw_file rf = {0};
	int rc = -1;

	checker_spec_init(&rf.checker);
	if (ymap_apply(&ctx, r->top, "testdata file", file_fields,
		       sizeof file_fields / sizeof *file_fields, &rf) < 0)
		goto out;
	if (input_args_check(&rf.input_args, &r->td->problem->validators, f->path, r->diag) < 0 ||
	    (rf.invalid && take_invalid(r, f, rf.invalid) < 0))
		goto out;
	/* The interactor is the problem's, for every case (problems/README.md). */
	for (const char *const *k = (const char *const[]){"checker", "checker_tests", NULL}; *k; k++)
		if (r->td->problem->checker.interactive && ymap_value(r->top, *k) != r->top) {
			yctx_error(&ctx, ymap_value(r->top, *k),
				   "'%s' is not for an interactive problem (its interactor decides)",
				   *k);
			goto out;
		}
	f->limits = rf.limits;
	f->input_args = rf.input_args;
	memset(&rf.input_args, 0, sizeof rf.input_args);
	f->score = rf.score;
	memset(&rf.score, 0, sizeof rf.score);
	if (ymap_value(r->top, "checker") != r->top) {
		f->checker = malloc(sizeof *f->checker);
		if (!f->checker) {
			diag_error(r->diag, f->path, 0, 0, "out of memory");
			goto out;
		}
		*f->checker = rf.checker;
		checker_spec_init(&rf.checker);
	}
	if (rf.checker_tests && take_checker_tests(r, f, rf.checker_tests) < 0)
		goto out;
	if (f->count == 0 && !f->ninvalid && !f->nchecker_tests)
		diag_warning(r->diag, f->path, rf.cases->line, rf.cases->column,
			     "no cases in this file");
	rc = 0;
out:
	checker_spec_fini(&rf.checker);
	input_args_fini(&rf.input_args);
	score_setting_fini(&rf.score);
	return rc;
}

/* Turns one item of 'cases' into *c.  Returns 0, or -1 after adding errors. */
static int
make_case(struct testdata_reader *r, const struct ynode *m, struct testcase *c)
{
	const struct problem *p = r->td->problem;
	const struct testdata_file *f = &r->td->files[r->file];
	struct yctx ctx = {.path = f->path, .diag = r->diag, .dir = p->testdata_dir};
	struct raw_case rc = {0};
	int rcode = -1;

	memset(c, 0, sizeof *c);
	if (ymap_apply(&ctx, m, "case", case_fields, sizeof case_fields / sizeof *case_fields,
		       &rc) < 0)
		goto out;
	if (!valid_name(rc.name)) {
		yctx_error(&ctx, ymap_value(m, "name"),
			   "invalid case name '%s' (use letters, digits, '.', '-' and '_')",
			   rc.name);
		goto out;
	}
	/* Files are checked once, while loading; judging opens them anyway. */
	bool check = r->loading != NULL;
	int in = take_side(&ctx, r->dir_fd, m, "input", &rc.input, &rc.input_file, check,
			   &c->input);
	int outp = take_side(&ctx, r->dir_fd, m, "output", &rc.output, &rc.output_file, check,
			     &c->output);
	if (in < 0 || outp < 0)
		goto out;

	c->name = rc.name;
	rc.name = NULL;
	c->index = r->index;
	c->file = f->path;
	c->line = m->line;
	c->column = m->column;
	c->limits = problem_case_limits(p, &f->limits, &rc.limits);
	c->checker = f->checker ? f->checker : &p->checker;
	c->score_group = f->score_group;
	c->tags = rc.tags;
	rc.tags = (struct ystrings){0};
	rcode = 0;
out:
	if (rcode < 0)
		testcase_fini(c);
	raw_case_fini(&rc);
	return rcode;
}

/*
 * Reads the next item of 'cases' whole into *item (the caller's).  Returns 1,
 * or 0 after the last file, or -1 after an error (the rest of a file that
 * cannot be read is skipped).
 */
static int
next_item(struct testdata_reader *r, struct ynode **item)
{
	while (r->file < r->td->nfiles) {
		int rc;

		if (!r->yaml && open_file(r) < 0) {
			close_file(r);
			return -1;
		}
		if (!r->in_cases) {
			/* After the last case: the keys that follow, the document's end. */
			rc = r->top->type == YNODE_MAPPING ? next_key(r) : -1;
			if (rc == 0 && yreader_finish(r->yaml) < 0)
				rc = -1;
			if (rc == 0 && r->loading && settle_file(r) < 0)
				rc = -1;
			if (rc != 1) {
				close_file(r);
				if (rc < 0)
					return -1;
			}
			continue;
		}
		rc = yreader_node(r->yaml, item);
		if (rc < 0) {
			close_file(r);
			return -1;
		}
		if (rc > 0)
			return 1;
		r->in_cases = false;
	}
	return 0;
}

/* testdata_read() for a package: its folders' cases in turn. */
static int
read_package(struct testdata_reader *r, struct testcase *tc)
{
	const struct testdata *td = r->td;

	while (r->file < td->nfiles && r->in_group == td->files[r->file].count) {
		r->file++;
		r->in_group = 0;
	}
	if (r->file == td->nfiles)
		return 0;
	if (package_case(td->problem, &td->files[r->file], r->in_group++, r->index++, tc) < 0)
		return diag_error(r->diag, td->files[r->file].path, 0, 0, "out of memory");
	return 1;
}

int
testdata_read(struct testdata_reader *r, struct testcase *tc)
{
	struct ynode *item;

	if (r->td->problem->format)
		return read_package(r, tc);
	int rc = next_item(r, &item);

	if (rc <= 0)
		return rc;
	rc = make_case(r, item, tc);
	ynode_free(item);
	r->index++;
	if (r->loading)
		r->loading[r->file].count++;
	return rc < 0 ? -1 : 1;
}

/* Where a case name was first seen; the keys of a tsearch(3) tree. */
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
 * Reports every repeated case name, at its value, with where it was first
 * seen.  Reads the cases again with a tree of every name: done only once two
 * names' hashes were found equal, so the tree's memory is spent on errors.
 */
static void
report_duplicates(const struct testdata *td, struct diag *d)
{
	struct diag quiet; /* the first reading reported every other error */
	void *names = NULL;
	struct ynode *item;
	int rc;

	diag_init(&quiet);
	struct testdata_reader *r = testdata_reader_new(td, &quiet);
	if (!r) {
		diag_error(d, NULL, 0, 0, "out of memory");
		return;
	}
	while ((rc = next_item(r, &item)) != 0) {
		struct testcase c;
		if (rc < 0)
			continue;
		if (make_case(r, item, &c) == 0) {
			const struct ynode *at = ymap_value(item, "name");
			size_t len = strlen(c.name);
			struct name_seen *key = malloc(sizeof *key + len + 1);
			struct name_seen **slot = NULL;
			if (key) {
				key->file = c.file;
				key->line = c.line;
				memcpy(key->name, c.name, len + 1);
				slot = tsearch(key, &names, cmp_seen);
			}
			if (!slot) {
				free(key);
				diag_error(d, c.file, at->line, at->column, "out of memory");
			} else if (*slot != key) {
				diag_error(d, c.file, at->line, at->column,
					   "duplicate case name '%s' (first at %s:%d)", c.name,
					   (*slot)->file, (*slot)->line);
				free(key);
			}
			testcase_fini(&c);
		}
		ynode_free(item);
	}
	testdata_reader_free(r);
	tdestroy(names, free);
	diag_fini(&quiet);
}

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return (x > y) - (x < y);
}

/*
 * Whether two of the n hashes are equal (sorts them).  Names are kept as
 * 64-bit hashes only, so that checking them costs 8 bytes a case.
 */
static bool
any_equal(uint64_t *hashes, size_t n)
{
	if (n < 2)
		return false; /* hashes may be NULL, which qsort() must not get */
	qsort(hashes, n, sizeof *hashes, cmp_u64);
	for (size_t i = 1; i < n; i++)
		if (hashes[i] == hashes[i - 1])
			return true;
	return false;
}

static int
is_yaml(const struct dirent *de)
{
	size_t n = strlen(de->d_name);
	return de->d_name[0] != '.' &&
	       ((n > 5 && strcmp(de->d_name + n - 5, ".yaml") == 0) ||
		(n > 4 && strcmp(de->d_name + n - 4, ".yml") == 0));
}

/* Lists the YAML files of the problem's testdata folder into td->files. */
static int
list_files(const struct problem *p, struct testdata *td, struct diag *d)
{
	struct dirent **names = NULL;
	int n = scandir(p->testdata_dir, &names, is_yaml, alphasort);
	if (n < 0)
		return diag_error(d, p->testdata_dir, 0, 0, "cannot open testdata folder: %s",
				  strerror(errno));
	if (n == 0)
		diag_error(d, p->testdata_dir, 0, 0, "no testdata files (*.yaml) in this folder");
	td->files = calloc(n ? (size_t)n : 1, sizeof *td->files);
	for (int i = 0; i < n; i++) {
		if (td->files && asprintf(&td->files[i].path, "%s/%s", p->testdata_dir,
					  names[i]->d_name) >= 0)
			td->nfiles++;
		free(names[i]);
	}
	free(names);
	if (td->nfiles < (size_t)n)
		return diag_error(d, NULL, 0, 0, "out of memory");
	return 0;
}

int
testdata_load(const struct problem *p, struct testdata *td, struct diag *d)
{
	size_t before = d->errors, nhashes = 0, cap = 0;
	uint64_t *hashes = NULL;
	struct testcase c;
	int rc;

	if (p->format)
		return package_testdata_load(p, td, d);
	memset(td, 0, sizeof *td);
	td->problem = p;
	if (list_files(p, td, d) < 0)
		return -1;
	struct testdata_reader *r = testdata_reader_new(td, d);
	if (!r)
		return diag_error(d, NULL, 0, 0, "out of memory");
	r->loading = td->files;
	while ((rc = testdata_read(r, &c)) != 0) {
		if (rc < 0)
			continue;
		if (nhashes == cap) {
			uint64_t *grown = realloc(hashes, (cap ? 2 * cap : 64) * sizeof *grown);
			if (!grown) {
				diag_error(d, c.file, c.line, c.column, "out of memory");
				testcase_fini(&c);
				break;
			}
			hashes = grown;
			cap = cap ? 2 * cap : 64;
		}
		hashes[nhashes++] = XXH3_64bits(c.name, strlen(c.name));
		testcase_fini(&c);
	}
	td->count = r->index;
	testdata_reader_free(r);
	if (any_equal(hashes, nhashes))
		report_duplicates(td, d);
	free(hashes);
	if (d->errors == before)
		score_plan_build(td, d);
	return d->errors == before ? 0 : -1;
}

void
testdata_fini(struct testdata *td)
{
	for (size_t i = 0; i < td->nfiles; i++) {
		free(td->files[i].path);
		free(td->files[i].group);
		for (size_t k = 0; td->files[i].cases && k < td->files[i].count; k++)
			free(td->files[i].cases[k]);
		free(td->files[i].cases);
		input_args_fini(&td->files[i].input_args);
		score_setting_fini(&td->files[i].score);
		for (size_t k = 0; k < td->files[i].ninvalid; k++)
			invalid_input_fini(&td->files[i].invalid[k]);
		free(td->files[i].invalid);
		for (size_t k = 0; k < td->files[i].nchecker_tests; k++)
			checker_test_fini(&td->files[i].checker_tests[k]);
		free(td->files[i].checker_tests);
		if (td->files[i].checker) {
			checker_spec_fini(td->files[i].checker);
			free(td->files[i].checker);
		}
	}
	free(td->files);
	score_plan_fini(&td->score);
	memset(td, 0, sizeof *td);
}

static bool
starts_with_sample(const char *s)
{
	return strncmp(s, "sample", 6) == 0;
}

bool
testcase_is_sample(const struct problem *p, const struct testcase *tc)
{
	const char *base = strrchr(tc->file, '/');

	for (size_t i = 0; i < tc->tags.count; i++)
		if (strcmp(tc->tags.items[i], "sample") == 0)
			return true;
	return !p->format && (starts_with_sample(tc->name) ||
			      starts_with_sample(base ? base + 1 : tc->file));
}
