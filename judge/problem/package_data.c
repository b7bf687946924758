/*
 * Kattis/ICPC problem packages' data/: the folders of .in/.ans cases in the
 * spec's order, each folder's testdata.yaml or test_group.yaml, a case's
 * .desc and .hint, data/invalid_input/, and data/valid_output/ and
 * data/invalid_output/ (checker self-tests).
 */
#include "package.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/pkgfile.h"
#include "package_impl.h"
#include "ydoc.h"

/* A growing list of a folder's cases (paths without .in). */
struct case_list {
	char **items;
	size_t count;
};

static void
case_list_fini(struct case_list *l)
{
	for (size_t i = 0; i < l->count; i++)
		free(l->items[i]);
	free(l->items);
	l->items = NULL;
	l->count = 0;
}

/*
 * Whether path is a regular file inside the package pkg, by the package file
 * rule (base/pkgfile.h): 0, or -1 with why set (errno ENOENT: not there).
 */
static int
regular_inside(const char *pkg, const char *path, char *why, size_t len)
{
	struct stat st;

	return pkgfile_stat(pkg, path, PKGFILE_FILE, &st, why, len);
}

/*
 * A case's .desc or .hint (ext) beside its input in, when it has one, must be
 * a regular file inside the package too (read later by side_text).  Returns
 * 0, or -1 after an error in d.
 */
static int
check_side(const struct problem *p, const char *in, const char *ext, struct diag *d)
{
	char path[PATH_MAX], why[PATH_MAX + 64];
	struct stat st;

	snprintf(path, sizeof path, "%.*s%s", (int)(strlen(in) - 3), in, ext);
	if (lstat(path, &st) < 0 || regular_inside(p->dir, path, why, sizeof why) == 0)
		return 0;
	return diag_error(d, path, 0, 0, "%s", why);
}

static char *side_text(const struct problem *p, const char *in, size_t stem, const char *ext);

/* A folder's output validator flags, and whether it gives any (even none: they replace). */
struct validator_args {
	struct ystrings words;
	bool set;
};

/* What a folder's testdata.yaml (legacy) or test_group.yaml says that the judge uses. */
struct folder_yaml {
	struct validator_args validator;  /* output_validator_args / output_validator_flags */
	struct ystrings args;             /* the submission's arguments */
	struct input_args input;          /* input_validator_args / input_validator_flags */
};

static int
parse_validator_args(struct yctx *ctx, const struct ynode *v, void *dst)
{
	struct validator_args *va = dst;

	va->set = true;
	/* A string of flags, as the legacy format writes them, is its words. */
	if (v->type == YNODE_SCALAR)
		return yparse_words(ctx, v, &va->words);
	return yparse_string_list(ctx, v, &va->words);
}

#define FY(name) offsetof(struct folder_yaml, name)
static const struct yfield folder_fields[] = {
	{"accept_score", package_any_value, 0, false},
	{"args", yparse_string_list, FY(args), false},
	{"full_feedback", package_any_value, 0, false},
	{"grader_flags", package_any_value, 0, false},
	{"grading", package_any_value, 0, false},
	{"input_validator_args", input_args_parse, FY(input), false},
	{"input_validator_flags", input_args_parse_legacy, FY(input), false},
	{"input_visualizer_args", package_any_value, 0, false},
	{"max_score", package_any_value, 0, false},
	{"on_reject", package_any_value, 0, false},
	{"output_validator_args", parse_validator_args, FY(validator), false},
	{"output_validator_flags", parse_validator_args, FY(validator), false},
	{"output_visualizer_args", package_any_value, 0, false},
	{"range", package_any_value, 0, false},
	{"reject_score", package_any_value, 0, false},
	{"require_pass", package_any_value, 0, false},
	{"score_aggregation", package_any_value, 0, false},
	{"static_validation_score", package_any_value, 0, false},
	{"static_validator_args", package_any_value, 0, false},
};

/*
 * Reads the configuration file path (a folder's testdata.yaml or
 * test_group.yaml, a case's NAME.yaml: what names it) into obj through
 * fields (n of them), with relative paths from dir; its submission
 * arguments (*args) are refused and its input validator arguments (*input)
 * checked against p's validators.  Returns 0, or -1 with errors in d.
 */
static int
read_config(const struct problem *p, const char *path, const char *dir, const char *what,
	    const struct yfield *fields, size_t n, void *obj, const struct ystrings *args,
	    const struct input_args *input, struct diag *d)
{
	struct ydoc *doc = ydoc_load_in(p->dir, path, d);
	struct yctx ctx = {.path = path, .diag = d, .dir = dir};
	int rc = 0;

	if (!doc)
		return -1;
	if (doc->root && ymap_apply(&ctx, doc->root, what, fields, n, obj) < 0)
		rc = -1;
	else if (args->count)
		rc = diag_error(d, path, 0, 0, "args for submissions are not supported yet");
	else if (input_args_check(input, &p->validators, path, d) < 0)
		rc = -1;
	ydoc_free(doc);
	return rc;
}

/*
 * Makes *own (initialised here) base with the flags va gives; where names
 * the file for an error.  Returns 0, or -1 with an error in d (*own then
 * empty).
 */
static int
own_validator(struct checker_spec *own, const struct checker_spec *base,
	      const struct validator_args *va, const char *where, struct diag *d)
{
	char err[256];

	if (checker_spec_copy(own, base) < 0)
		return diag_error(d, where, 0, 0, "out of memory");
	if (package_add_flags(own, va->words.count, (const char *const *)va->words.items, err,
			      sizeof err) < 0) {
		checker_spec_fini(own);
		return diag_error(d, where, 0, 0, "output validator flags: %s", err);
	}
	return 0;
}

/*
 * The settings of the folder dir: its testdata.yaml or test_group.yaml's
 * output validator flags over inherited (the problem's validator when NULL),
 * as a spec into *own (initialised; *mine true) when it has flags; and the
 * input validators' arguments into *input: the folder's own, else a copy of
 * up's.  Returns 0, or -1 with errors (*input then empty).
 */
static int
folder_settings(const struct problem *p, const char *dir, const struct checker_spec *inherited,
		const struct input_args *up, struct checker_spec *own, bool *mine,
		struct input_args *input, struct diag *d)
{
	static const char *const files[] = {"testdata.yaml", "test_group.yaml"};
	struct folder_yaml fy = {0};
	int rc = 0, seen = 0;

	*mine = false;
	for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
		char path[PATH_MAX];
		struct stat st;

		snprintf(path, sizeof path, "%s/%s", dir, files[i]);
		/* There, even as a link that leads nowhere or out: ydoc_load_in says why not. */
		if (lstat(path, &st) < 0)
			continue;
		if (seen++) {
			rc = diag_error(d, path, 0, 0, "both testdata.yaml and test_group.yaml");
			break;
		}
		if (read_config(p, path, dir, files[i], folder_fields,
				sizeof folder_fields / sizeof folder_fields[0], &fy, &fy.args, &fy.input,
				d) < 0)
			rc = -1;
	}
	if (rc == 0 && fy.validator.set) {
		if (own_validator(own, inherited ? inherited : &p->checker, &fy.validator, dir, d) < 0)
			rc = -1;
		else
			*mine = true;
	}
	ystrings_fini(&fy.validator.words);
	ystrings_fini(&fy.args);
	memset(input, 0, sizeof *input);
	if (rc == 0 && fy.input.set)
		*input = fy.input;
	else if (rc == 0 && up && input_args_copy(input, up) < 0)
		rc = diag_error(d, dir, 0, 0, "out of memory");
	if (rc < 0 || !fy.input.set)
		input_args_fini(&fy.input);
	if (rc < 0 && *mine) {
		checker_spec_fini(own);
		*mine = false;
	}
	return rc;
}

/* What a case's NAME.yaml (the current format's test case configuration) says. */
struct case_yaml {
	struct validator_args validator;  /* output_validator_args */
	struct ystrings args;             /* the submission's arguments */
	struct input_args input;          /* input_validator_args */
	char *hint, *description;
};

#define CY(name) offsetof(struct case_yaml, name)
static const struct yfield case_fields[] = {
	{"args", yparse_string_list, CY(args), false},
	{"description", yparse_prose, CY(description), false},
	{"full_feedback", package_any_value, 0, false},
	{"hint", yparse_prose, CY(hint), false},
	{"input_validator_args", input_args_parse, CY(input), false},
	{"input_visualizer_args", package_any_value, 0, false},
	{"output_validator_args", parse_validator_args, CY(validator), false},
	{"output_visualizer_args", package_any_value, 0, false},
};

static void
case_yaml_fini(struct case_yaml *cy)
{
	ystrings_fini(&cy->validator.words);
	ystrings_fini(&cy->args);
	input_args_fini(&cy->input);
	free(cy->hint);
	free(cy->description);
}

/* What a case's NAME.yaml gives it of its own; the fields NULL when it gives nothing. */
struct case_own {
	struct checker_spec *checker;  /* base with its output validator arguments added */
	struct input_args *input_args;
	char *hint, *description;
};

static void
case_own_fini(struct case_own *o)
{
	if (o->checker)
		checker_spec_fini(o->checker);
	free(o->checker);
	if (o->input_args)
		input_args_fini(o->input_args);
	free(o->input_args);
	free(o->hint);
	free(o->description);
	memset(o, 0, sizeof *o);
}

/*
 * The case configuration beside the case (a case, an invalid input or a
 * checker test) whose input is in (NAME.yaml): with out NULL (while walking)
 * only checked, errors to d; else into *out (zeroed here) its own output
 * validator (base, its folder's, with the case's arguments added), input
 * validator arguments, hint and description.  Returns 0 (no NAME.yaml is no
 * error), or -1 (*out then empty).
 */
static int
case_settings(const struct problem *p, const struct checker_spec *base, const char *in,
	      struct case_own *out, struct diag *d)
{
	char path[PATH_MAX];
	struct case_yaml cy = {0};
	struct stat st;
	int rc = 0;

	if (out)
		memset(out, 0, sizeof *out);
	snprintf(path, sizeof path, "%.*s.yaml", (int)(strlen(in) - 3), in);
	if (lstat(path, &st) < 0)
		return 0;
	rc = read_config(p, path, p->dir, "test case", case_fields,
			 sizeof case_fields / sizeof case_fields[0], &cy, &cy.args, &cy.input, d);
	if (rc == 0 && out && cy.validator.set) {
		if (!(out->checker = malloc(sizeof *out->checker))) {
			rc = diag_error(d, path, 0, 0, "out of memory");
		} else if (own_validator(out->checker, base, &cy.validator, path, d) < 0) {
			free(out->checker);
			out->checker = NULL;
			rc = -1;
		}
	}
	if (rc == 0 && out && cy.input.set) {
		if (!(out->input_args = malloc(sizeof *out->input_args))) {
			rc = diag_error(d, path, 0, 0, "out of memory");
		} else {
			*out->input_args = cy.input;
			memset(&cy.input, 0, sizeof cy.input);
		}
	}
	if (rc == 0 && out) {
		out->hint = cy.hint;
		out->description = cy.description;
		cy.hint = cy.description = NULL;
	}
	case_yaml_fini(&cy);
	if (rc < 0 && out)
		case_own_fini(out);
	return rc;
}

/*
 * The NAME.yaml of the case (an invalid input or a checker test) whose
 * input is in, of the file f, into *own (checked when its folder was
 * walked: errors here are not kept).  Returns 0, or -1 when out of memory.
 */
static int
own_settings(const struct problem *p, const struct testdata_file *f, const char *in,
	     struct case_own *own)
{
	struct diag d;

	diag_init(&d);
	int rc = case_settings(p, f->checker ? f->checker : &p->checker, in, own, &d);
	size_t errors = d.errors;

	diag_fini(&d);
	return rc < 0 && !errors ? -1 : 0;
}

/*
 * The invalid inputs gathered in l (.in paths) into f: each named by its
 * path under data/ (p's), its .desc as why, its NAME.yaml's input validator
 * arguments its own.  Returns 0, or -1 when out of memory.
 */
static int
take_invalid(const struct problem *p, struct testdata_file *f, struct case_list *l)
{
	size_t skip = strlen(p->testdata_dir) + 1;

	if (!(f->invalid = calloc(l->count, sizeof *f->invalid)))
		return -1;
	for (size_t i = 0; i < l->count; i++) {
		struct invalid_input *v = &f->invalid[f->ninvalid++];
		const char *in = l->items[i];
		size_t stem = strlen(in) - 3;

		v->line = v->column = 1;
		v->file = v->input.path = l->items[i];
		l->items[i] = NULL;
		v->why = side_text(p, in, stem, ".desc");
		struct case_own own;

		if (!(v->name = strndup(in + skip, stem - skip)) ||
		    own_settings(p, f, in, &own) < 0)
			return -1;
		v->input_args = own.input_args;
		own.input_args = NULL;
		case_own_fini(&own);
	}
	return 0;
}

/*
 * Moves the cases gathered in l into a new file of td for the folder dir
 * (name under data/), or with invalid set (data/invalid_input/) its invalid
 * inputs.
 */
static int
flush(const struct problem *p, struct testdata *td, const char *dir, const char *name,
      struct case_list *l, const struct checker_spec *checker, const struct input_args *input,
      bool invalid, struct diag *d)
{
	struct testdata_file *grown;

	if (!l->count)
		return 0;
	grown = realloc(td->files, (td->nfiles + 1) * sizeof *grown);
	if (!grown)
		return diag_error(d, dir, 0, 0, "out of memory");
	td->files = grown;
	struct testdata_file *f = &td->files[td->nfiles];

	memset(f, 0, sizeof *f);
	f->path = strdup(dir);
	f->group = strdup(name);
	if (!f->path || !f->group) {
		free(f->path);
		free(f->group);
		return diag_error(d, dir, 0, 0, "out of memory");
	}
	/* A folder's own validator flags: a copy per file, which owns it. */
	if (checker && (!(f->checker = malloc(sizeof *f->checker)) ||
			checker_spec_copy(f->checker, checker) < 0)) {
		free(f->checker);
		free(f->path);
		free(f->group);
		return diag_error(d, dir, 0, 0, "out of memory");
	}
	if (input_args_copy(&f->input_args, input) < 0) {
		if (f->checker)
			checker_spec_fini(f->checker);
		free(f->checker);
		free(f->path);
		free(f->group);
		return diag_error(d, dir, 0, 0, "out of memory");
	}
	td->nfiles++;
	if (invalid) {
		/* Owned by the file now, even half made: testdata_fini releases it. */
		if (take_invalid(p, f, l) < 0)
			return diag_error(d, dir, 0, 0, "out of memory");
		case_list_fini(l);
		return 0;
	}
	f->cases = l->items;
	f->count = l->count;
	td->count += l->count;
	l->items = NULL;
	l->count = 0;
	return 0;
}

/*
 * Lists the cases under the folder dir (its name under data/: name) into
 * td, in lexicographical order of case and folder names: the cases up to a
 * subfolder make one file, the subfolder's follow, then the next cases.
 * inherited is the validator with the flags of the folders above (NULL: the
 * problem's own), up the input validators' arguments there (NULL: none).
 * With invalid (data/invalid_input/), the .in files are invalid inputs,
 * without .ans.
 */
static int
walk(const struct problem *p, struct testdata *td, struct pkgfile_walk *w, const char *dir,
     const char *name, int depth, const struct checker_spec *inherited,
     const struct input_args *up, bool invalid, struct diag *d)
{
	struct dirent **names;
	struct case_list l = {0};
	struct checker_spec own;
	struct input_args input;
	bool mine;
	int n, rc = 0;

	if (folder_settings(p, dir, inherited, up, &own, &mine, &input, d) < 0)
		return -1;
	if (mine)
		inherited = &own;
	n = scandir(dir, &names, package_not_dot, alphasort);
	if (n < 0) {
		if (mine)
			checker_spec_fini(&own);
		input_args_fini(&input);
		return diag_error(d, dir, 0, 0, "cannot open folder: %s", strerror(errno));
	}
	for (int i = 0; i < n; i++) {
		const char *e = names[i]->d_name;
		size_t len = strlen(e);
		char path[PATH_MAX], sub[PATH_MAX], why[PATH_MAX + 64];
		struct stat st;
		bool in = len > 3 && !strcmp(e + len - 3, ".in");

		snprintf(path, sizeof path, "%s/%s", dir, e);
		snprintf(sub, sizeof sub, "%s/%s", name, e);
		if (pkgfile_stat(p->dir, path, PKGFILE_ANY, &st, why, sizeof why) < 0) {
			/*
			 * A folder out of the package is not walked; a file the judge reads
			 * (.in, .ans, .desc...) is refused below, any other is not read.
			 */
			if (errno == EXDEV && stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
				rc = diag_error(d, path, 0, 0, "%s", why);
				continue;
			}
		} else if (S_ISDIR(st.st_mode)) {
			/* A case's own folder (NAME.files) is not a folder of cases. */
			if (len > 6 && !strcmp(e + len - 6, ".files"))
				continue;
			/* Each folder once: links to one make neither a loop nor a second walk. */
			int first = pkgfile_walk_enter(w, path, &st, why, sizeof why);

			if (first <= 0)
				rc = diag_error(d, path, 0, 0, "%s", first ? "out of memory" : why);
			else if (depth > 16)
				rc = diag_error(d, path, 0, 0, "folders nested too deep");
			else if (flush(p, td, dir, name, &l, inherited, &input, invalid, d) < 0 ||
				 walk(p, td, w, path, sub, depth + 1, inherited, &input, invalid,
				      d) < 0)
				rc = -1;
			continue;
		}
		if (!in)
			continue;
		char ans[PATH_MAX + 4], *base = strdup(path), **grown;

		snprintf(ans, sizeof ans, "%.*s.ans", (int)(strlen(path) - 3), path);
		if (case_settings(p, NULL, path, NULL, d) < 0) {
			rc = -1;
			free(base);
			continue;
		}
		if (regular_inside(p->dir, path, why, sizeof why) < 0) {
			rc = diag_error(d, path, 0, 0, "%s", why);
			free(base);
			continue;
		}
		if (!invalid && regular_inside(p->dir, ans, why, sizeof why) < 0) {
			if (errno == ENOENT)
				rc = diag_error(d, path, 0, 0, "a test case without its .ans (%s)", e);
			else
				rc = diag_error(d, ans, 0, 0, "%s", why);
			free(base);
			continue;
		}
		bool side_bad = check_side(p, path, ".desc", d) < 0;

		if (check_side(p, path, ".hint", d) < 0 || side_bad) {
			rc = -1;
			free(base);
			continue;
		}
		grown = base ? realloc(l.items, (l.count + 1) * sizeof *grown) : NULL;
		if (!grown) {
			free(base);
			rc = diag_error(d, path, 0, 0, "out of memory");
			break;
		}
		l.items = grown;
		l.items[l.count++] = base;
	}
	if (rc == 0 && flush(p, td, dir, name, &l, inherited, &input, invalid, d) < 0)
		rc = -1;
	case_list_fini(&l);
	if (mine)
		checker_spec_fini(&own);
	input_args_fini(&input);
	for (int i = 0; i < n; i++)
		free(names[i]);
	free(names);
	return rc;
}

/*
 * data/valid_output/ or data/invalid_output/ (part, the folder dir) into
 * td: walked as data/invalid_input/ is (folders, their settings), then each
 * file's .in turned into a checker test of its .in, .ans and .out, which the
 * file's checker must accept (valid) or reject.  Returns 0, or -1 with errors.
 */
static int
take_outputs(const struct problem *p, struct testdata *td, struct pkgfile_walk *w, const char *dir,
	     const char *part, const struct checker_spec *inherited, const struct input_args *up,
	     struct diag *d)
{
	size_t first = td->nfiles;
	int rc = walk(p, td, w, dir, part, 0, inherited, up, true, d);

	for (size_t i = first; i < td->nfiles; i++) {
		struct testdata_file *f = &td->files[i];

		if (!(f->checker_tests = calloc(f->ninvalid + 1, sizeof *f->checker_tests)))
			return diag_error(d, dir, 0, 0, "out of memory");
		for (size_t k = 0; k < f->ninvalid; k++) {
			struct invalid_input *v = &f->invalid[k];
			struct checker_test *t = &f->checker_tests[f->nchecker_tests];
			size_t stem = strlen(v->input.path) - 3;

			struct case_own own;

			t->expect = !strcmp(part, "valid_output") ? VERDICT_AC : VERDICT_WA;
			t->checker = f->checker ? f->checker : &p->checker;
			t->line = t->column = 1;
			t->name = v->name;
			t->input = v->input;
			t->input_args = v->input_args;
			*v = (struct invalid_input){.why = v->why};
			f->nchecker_tests++;
			if (own_settings(p, f, t->input.path, &own) < 0)
				return diag_error(d, dir, 0, 0, "out of memory");
			if (own.checker)
				t->checker = t->own_checker = own.checker;
			own.checker = NULL;
			case_own_fini(&own);
			if (asprintf(&t->answer.path, "%.*s.ans", (int)stem, t->input.path) < 0 ||
			    asprintf(&t->output.path, "%.*s.out", (int)stem, t->input.path) < 0)
				return diag_error(d, dir, 0, 0, "out of memory");
			t->file = t->output.path;
			char why[PATH_MAX + 64];

			if (regular_inside(p->dir, t->answer.path, why, sizeof why) < 0)
				rc = errno == ENOENT ? diag_error(d, t->input.path, 0, 0, "a checker "
								  "test without its .ans")
						     : diag_error(d, t->answer.path, 0, 0, "%s", why);
			else if (regular_inside(p->dir, t->output.path, why, sizeof why) < 0)
				rc = errno == ENOENT ? diag_error(d, t->input.path, 0, 0, "a checker "
								  "test without its .out")
						     : diag_error(d, t->output.path, 0, 0, "%s", why);
		}
		for (size_t k = 0; k < f->ninvalid; k++)
			invalid_input_fini(&f->invalid[k]);
		f->ninvalid = 0;
	}
	return rc;
}

/*
 * Whether the folder dir of p is there to walk (a folder inside the package,
 * not walked before: w): 1, 0 when it is not there at all, -1 after an
 * error in d.
 */
static int
enter_part(const struct problem *p, struct pkgfile_walk *w, const char *dir, struct diag *d)
{
	char why[PATH_MAX + 64];
	struct stat st;
	int first;

	if (pkgfile_stat(p->dir, dir, PKGFILE_FOLDER, &st, why, sizeof why) < 0)
		return errno == ENOENT ? 0 : diag_error(d, dir, 0, 0, "%s", why);
	if ((first = pkgfile_walk_enter(w, dir, &st, why, sizeof why)) <= 0)
		return diag_error(d, dir, 0, 0, "%s", first ? "out of memory" : why);
	return 1;
}

int
package_testdata_load(const struct problem *p, struct testdata *td, struct diag *d)
{
	static const char *const parts[] = {"sample", "secret", "invalid_input"};
	size_t before = d->errors;
	struct pkgfile_walk w = {0};
	struct checker_spec top;
	struct input_args input;
	bool mine;

	memset(td, 0, sizeof *td);
	td->problem = p;
	int there = enter_part(p, &w, p->testdata_dir, d);

	if (there <= 0) {
		if (!there)
			diag_error(d, p->testdata_dir, 0, 0, "no data folder");
		pkgfile_walk_fini(&w);
		return -1;
	}
	/* data/'s own testdata.yaml applies to every folder under it. */
	if (folder_settings(p, p->testdata_dir, NULL, NULL, &top, &mine, &input, d) < 0) {
		pkgfile_walk_fini(&w);
		return -1;
	}
	for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
		char dir[PATH_MAX];

		snprintf(dir, sizeof dir, "%s/%s", p->testdata_dir, parts[i]);
		if ((there = enter_part(p, &w, dir, d)) > 0)
			walk(p, td, &w, dir, parts[i], 0, mine ? &top : NULL, &input,
			     !strcmp(parts[i], "invalid_input"), d);
		else if (there == 0 && !strcmp(parts[i], "secret"))
			diag_warning(d, p->testdata_dir, 0, 0, "no data/secret folder, which the "
				     "spec asks for (2025-09: 'a minimal problem package must contain "
				     "... a secret test case'): the samples are judged alone, as "
				     "problemtools and BAPCtools go on");
	}
	for (size_t i = 0; i < 2; i++) {
		const char *part = i ? "invalid_output" : "valid_output";
		char dir[PATH_MAX];

		snprintf(dir, sizeof dir, "%s/%s", p->testdata_dir, part);
		if (enter_part(p, &w, dir, d) <= 0)
			continue;
		/* The format describes these outputs for non-interactive problems only. */
		if (p->checker.interactive)
			diag_warning(d, dir, 0, 0, "not for an interactive problem (its "
				     "output validator is the interactor): its checker self-tests "
				     "are skipped");
		else
			take_outputs(p, td, &w, dir, part, mine ? &top : NULL, &input, d);
	}
	pkgfile_walk_fini(&w);
	if (mine)
		checker_spec_fini(&top);
	input_args_fini(&input);
	if (d->errors == before && !td->count)
		diag_error(d, p->testdata_dir, 0, 0, "no test cases (.in and .ans files)");
	if (d->errors == before && p->scoring)
		package_score_plan(p, td, d);
	return d->errors == before ? 0 : -1;
}

/*
 * The text of the small file stem + ext (a case's .desc or .hint) as one
 * line, cut at 1 KiB; NULL when there is none (or it cannot be read by the
 * package file rule: check_side said why when the folder was walked).
 */
static char *
side_text(const struct problem *p, const char *in, size_t stem, const char *ext)
{
	char path[PATH_MAX], text[1024], why[PATH_MAX + 64];
	ssize_t got;
	size_t n = 0;
	int fd;

	snprintf(path, sizeof path, "%.*s%s", (int)stem, in, ext);
	if ((fd = pkgfile_open(p->dir, path, 0, NULL, why, sizeof why)) < 0)
		return NULL;
	while (n < sizeof text - 1 && (got = read(fd, text + n, sizeof text - 1 - n)) > 0)
		n += (size_t)got;
	close(fd);
	while (n && (text[n - 1] == '\n' || text[n - 1] == '\r'))
		n--;
	text[n] = '\0';
	for (char *c = text; *c; c++)
		if (*c == '\n' || *c == '\r')
			*c = ' ';
	return n ? strdup(text) : NULL;
}

int
package_case(const struct problem *p, const struct testdata_file *f, size_t i, size_t index,
	     struct testcase *c)
{
	const char *in = f->cases[i];
	size_t skip = strlen(p->testdata_dir) + 1, stem = strlen(in) - 3;

	memset(c, 0, sizeof *c);
	c->name = strndup(in + skip, stem - skip);
	c->index = index;
	/* Where a report points for the case: its input file. */
	c->file = in;
	c->line = c->column = 1;
	c->limits = problem_case_limits(p, &f->limits, NULL);
	c->checker = f->checker ? f->checker : &p->checker;
	c->score_group = f->score_group;
	c->description = side_text(p, in, stem, ".desc");
	c->hint = side_text(p, in, stem, ".hint");
	if (!c->name || !(c->input.path = strdup(in)) ||
	    asprintf(&c->output.path, "%.*s.ans", (int)stem, in) < 0) {
		testcase_fini(c);
		return -1;
	}
	/* A case of data/sample/ is a sample, as the judge's format tags one. */
	if (!strncmp(c->name, "sample/", 7) && ystrings_split(&c->tags, "sample") < 0) {
		testcase_fini(c);
		return -1;
	}
	struct case_own own;

	if (own_settings(p, f, in, &own) < 0) {
		testcase_fini(c);
		return -1;
	}
	if (own.checker)
		c->checker = c->own_checker = own.checker;
	c->input_args = own.input_args;
	if (own.hint) {
		free(c->hint);
		c->hint = own.hint;
	}
	if (own.description) {
		free(c->description);
		c->description = own.description;
	}
	return 0;
}

