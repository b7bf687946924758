/* Loading problem.yaml files into struct problem. */
#include "problem.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define FIELD(type, name) offsetof(type, name)

/* The rows of `limits:` into the struct limits at offset at (sorted by key, after 'calibration'). */
#define LIMIT_FIELDS(at) \
	{"memory", yparse_bytes, (at) + FIELD(struct limits, memory_bytes), false}, \
	{"output", yparse_bytes, (at) + FIELD(struct limits, output_bytes), false}, \
	{"processes", yparse_count, (at) + FIELD(struct limits, processes), false}, \
	{"time", yparse_time, (at) + FIELD(struct limits, time_ms), false}, \
	{"wall", yparse_time, (at) + FIELD(struct limits, wall_ms), false}

static const struct yfield limit_fields[] = {LIMIT_FIELDS(0)};

/* problem.yaml's `limits:` also records the calibration of the machine its time limit was set on. */
static const struct yfield problem_limit_fields[] = {
	{"calibration", yparse_count, FIELD(struct problem, calibration), false},
	LIMIT_FIELDS(FIELD(struct problem, limits)),
};

int
problem_parse_limits(struct yctx *ctx, const struct ynode *v, void *dst)
{
	return ymap_apply(ctx, v, "limits", limit_fields,
			  sizeof limit_fields / sizeof *limit_fields, dst);
}

static int
parse_problem_limits(struct yctx *ctx, const struct ynode *v, void *dst)
{
	return ymap_apply(ctx, v, "limits", problem_limit_fields,
			  sizeof problem_limit_fields / sizeof *problem_limit_fields, dst);
}

/* A word from a fixed set, written into an int. */
struct choice {
	const char *word;
	int value;
};

static int
parse_choice(struct yctx *ctx, const struct ynode *v, const struct choice *choices, size_t n,
	     const char *what, int *out)
{
	if (v->type == YNODE_SCALAR) {
		for (size_t i = 0; i < n; i++) {
			if (strcmp(v->text, choices[i].word) == 0) {
				*out = choices[i].value;
				return 0;
			}
		}
	}
	char list[256] = "";
	for (size_t i = 0; i < n; i++) {
		strncat(list, i ? ", " : "", sizeof list - strlen(list) - 1);
		strncat(list, choices[i].word, sizeof list - strlen(list) - 1);
	}
	return yctx_error(ctx, v, "invalid %s '%s' (expected one of: %s)", what,
			  v->type == YNODE_SCALAR ? v->text : ynode_kind(v), list);
}

static const struct choice checker_types[] = {
	{"custom", CHECKER_CUSTOM}, {"exact", CHECKER_EXACT}, {"float", CHECKER_FLOAT},
	{"kattis", CHECKER_KATTIS}, {"lines", CHECKER_LINES},   {"tokens", CHECKER_TOKENS},
};

const char *
problem_checker_type_name(enum checker_type t)
{
	for (size_t i = 0; i < sizeof checker_types / sizeof *checker_types; i++)
		if (checker_types[i].value == (int)t)
			return checker_types[i].word;
	return "?";
}

static int
parse_type(struct yctx *ctx, const struct ynode *v, void *dst)
{
	int t;
	if (parse_choice(ctx, v, checker_types, sizeof checker_types / sizeof *checker_types,
			 "checker type", &t) < 0)
		return -1;
	*(enum checker_type *)dst = (enum checker_type)t;
	return 0;
}

/* A number in [0, 1), or any finite one >= 0 when !below_one (kattis' tolerances). */
static int
parse_number(struct yctx *ctx, const struct ynode *v, double *dst, bool below_one)
{
	char *end;
	if (v->type != YNODE_SCALAR)
		return yctx_error(ctx, v, "a tolerance must be a number, not %s", ynode_kind(v));
	errno = 0;
	double x = strtod(v->text, &end);
	if (errno || end == v->text || *end || !isfinite(x) || x < 0 || (below_one && x >= 1))
		return yctx_error(ctx, v, "invalid tolerance '%s' (expected a number %s)", v->text,
				  below_one ? "in [0, 1)" : ">= 0");
	*dst = x;
	return 0;
}

static int
parse_tolerance(struct yctx *ctx, const struct ynode *v, void *dst)
{
	return parse_number(ctx, v, dst, true);
}

static int
parse_kattis_tolerance(struct yctx *ctx, const struct ynode *v, void *dst)
{
	return parse_number(ctx, v, dst, false);
}

static int
parse_bool_word(struct yctx *ctx, const struct ynode *v, bool *dst, const char *what,
		const char *no, const char *yes)
{
	const struct choice words[] = {{no, 0}, {yes, 1}};
	int x;
	if (parse_choice(ctx, v, words, 2, what, &x) < 0)
		return -1;
	*dst = x;
	return 0;
}

static int
parse_integers(struct yctx *ctx, const struct ynode *v, void *dst)
{
	return parse_bool_word(ctx, v, dst, "'integers' mode", "exact", "float");
}

static int
parse_case(struct yctx *ctx, const struct ynode *v, void *dst)
{
	return parse_bool_word(ctx, v, dst, "'case' mode", "sensitive", "insensitive");
}

static int
parse_flag(struct yctx *ctx, const struct ynode *v, void *dst)
{
	return parse_bool_word(ctx, v, dst, "flag", "false", "true");
}

static int
parse_order(struct yctx *ctx, const struct ynode *v, void *dst)
{
	return parse_bool_word(ctx, v, dst, "'order' mode", "strict", "any");
}

/* A custom checker's or an interactor's protocol, what naming it in errors. */
static int
parse_protocol_of(struct yctx *ctx, const struct ynode *v, const char *what, void *dst)
{
	static const struct choice protocols[] = {
		{"kattis", CHECKER_PROTOCOL_KATTIS},
		{"testlib", CHECKER_PROTOCOL_TESTLIB},
	};
	int x;
	if (parse_choice(ctx, v, protocols, 2, what, &x) < 0)
		return -1;
	*(enum checker_protocol *)dst = (enum checker_protocol)x;
	return 0;
}

static int
parse_protocol(struct yctx *ctx, const struct ynode *v, void *dst)
{
	return parse_protocol_of(ctx, v, "checker protocol", dst);
}

static int
parse_interactor_protocol(struct yctx *ctx, const struct ynode *v, void *dst)
{
	return parse_protocol_of(ctx, v, "interactor protocol", dst);
}

/* checker: as written, before the kattis keys become the spec's fields. */
struct checker_yaml {
	struct checker_spec spec;
	bool case_sensitive, space_change_sensitive;
	double tol, abs_tol, rel_tol; /* kattis' float_*tolerance, -1 when unset */
};

#define CFIELD(name) FIELD(struct checker_yaml, name)

static const struct yfield checker_fields[] = {
	{"abs", parse_tolerance, CFIELD(spec.abs_tol), false},
	{"case", parse_case, CFIELD(spec.case_insensitive), false},
	{"case_sensitive", parse_flag, CFIELD(case_sensitive), false},
	{"float_absolute_tolerance", parse_kattis_tolerance, CFIELD(abs_tol), false},
	{"float_relative_tolerance", parse_kattis_tolerance, CFIELD(rel_tol), false},
	{"float_tolerance", parse_kattis_tolerance, CFIELD(tol), false},
	{"integers", parse_integers, CFIELD(spec.integers_as_floats), false},
	{"order", parse_order, CFIELD(spec.order_any), false},
	{"protocol", parse_protocol, CFIELD(spec.protocol), false},
	{"rel", parse_tolerance, CFIELD(spec.rel_tol), false},
	{"source", yparse_program, CFIELD(spec.source), false},
	{"space_change_sensitive", parse_flag, CFIELD(space_change_sensitive), false},
	{"type", parse_type, CFIELD(spec.type), true},
};

/* The checks of a kattis checker's keys, and the spec they make. */
static int
kattis_from_yaml(struct yctx *ctx, const struct ynode *v, struct checker_yaml *y,
		 struct checker_spec *spec)
{
	const struct checker_spec *s = &y->spec;
	if (s->abs_tol > 0 || s->rel_tol > 0 || s->integers_as_floats || s->case_insensitive ||
	    s->order_any || s->protocol != CHECKER_PROTOCOL_TESTLIB || s->source)
		return yctx_error(ctx, v,
				  "a kattis checker takes case_sensitive, space_change_sensitive and "
				  "float_tolerance, float_absolute_tolerance or float_relative_tolerance");
	if (y->tol >= 0 && (y->abs_tol >= 0 || y->rel_tol >= 0))
		return yctx_error(ctx, v, "'float_tolerance' is both tolerances: it goes alone");
	double abs_tol = y->tol >= 0 ? y->tol : y->abs_tol;
	double rel_tol = y->tol >= 0 ? y->tol : y->rel_tol;
	checker_spec_set_kattis(spec, y->case_sensitive, y->space_change_sensitive, abs_tol, rel_tol);
	return 0;
}

int
problem_parse_checker(struct yctx *ctx, const struct ynode *v, void *dst)
{
	struct checker_spec *spec = dst;
	struct checker_yaml y = {.tol = -1, .abs_tol = -1, .rel_tol = -1};

	checker_spec_fini(spec);
	checker_spec_init(spec);
	checker_spec_init(&y.spec);
	/* `checker: float` is the short form of `{type: float}`: the same rules apply */
	if (v->type == YNODE_SCALAR) {
		if (parse_type(ctx, v, &y.spec.type) < 0)
			return -1;
	} else if (ymap_apply(ctx, v, "checker", checker_fields,
			      sizeof checker_fields / sizeof *checker_fields, &y) < 0) {
		checker_spec_fini(&y.spec);
		return -1;
	}

	/* The spec takes over what y.spec owns. */
	*spec = y.spec;
	bool is_float = spec->type == CHECKER_FLOAT, is_custom = spec->type == CHECKER_CUSTOM;
	if (spec->type == CHECKER_KATTIS)
		return kattis_from_yaml(ctx, v, &y, spec);
	if (y.case_sensitive || y.space_change_sensitive || y.tol >= 0 || y.abs_tol >= 0 ||
	    y.rel_tol >= 0)
		return yctx_error(ctx, v, "'case_sensitive', 'space_change_sensitive' and "
				  "'float_*tolerance' are only for kattis checkers");
	if (is_custom && !spec->source)
		return yctx_error(ctx, v, "a custom checker needs 'source'");
	if (!is_custom && spec->source)
		return yctx_error(ctx, v, "'source' is only for custom checkers");
	if (!is_float && (spec->abs_tol > 0 || spec->rel_tol > 0 || spec->integers_as_floats))
		return yctx_error(ctx, v, "'abs', 'rel' and 'integers' are only for float checkers");
	if (is_float && spec->abs_tol == 0 && spec->rel_tol == 0)
		return yctx_error(ctx, v, "a float checker needs 'abs' or 'rel'");
	if (spec->order_any && spec->type != CHECKER_TOKENS && spec->type != CHECKER_LINES)
		return yctx_error(ctx, v, "'order: any' is only for tokens and lines checkers");
	return 0;
}

static const struct yfield interactor_fields[] = {
	{"protocol", parse_interactor_protocol, FIELD(struct checker_spec, protocol), true},
	{"source", yparse_program, FIELD(struct checker_spec, source), true},
};

/* interactor: {source, protocol}: a custom checker that runs alongside the program. */
static int
parse_interactor(struct yctx *ctx, const struct ynode *v, void *dst)
{
	struct checker_spec *spec = dst;

	checker_spec_fini(spec);
	checker_spec_init(spec);
	spec->type = CHECKER_CUSTOM;
	spec->interactive = true;
	return ymap_apply(ctx, v, "interactor", interactor_fields,
			  sizeof interactor_fields / sizeof *interactor_fields, spec);
}

static const struct yfield compiler_fields[] = {
	{"binary", yparse_bytes, FIELD(struct compiler_limits, binary_bytes), false},
	{"memory", yparse_bytes, FIELD(struct compiler_limits, run.memory_bytes), false},
	{"output", yparse_bytes, FIELD(struct compiler_limits, run.output_bytes), false},
	{"processes", yparse_count, FIELD(struct compiler_limits, run.processes), false},
	{"source", yparse_bytes, FIELD(struct compiler_limits, source_bytes), false},
	{"time", yparse_time, FIELD(struct compiler_limits, run.time_ms), false},
	{"wall", yparse_time, FIELD(struct compiler_limits, run.wall_ms), false},
};

static int
parse_compiler(struct yctx *ctx, const struct ynode *v, void *dst)
{
	return ymap_apply(ctx, v, "compiler", compiler_fields,
			  sizeof compiler_fields / sizeof *compiler_fields, dst);
}

static const struct yfield problem_fields[] = {
	{"checker", problem_parse_checker, FIELD(struct problem, checker), false},
	{"compile", yparse_string_list, FIELD(struct problem, compile), false},
	{"compiler", parse_compiler, FIELD(struct problem, compiler), false},
	{"interactor", parse_interactor, FIELD(struct problem, checker), false},
	{"limits", parse_problem_limits, 0, false},
	{"source", yparse_string, FIELD(struct problem, source), false},
	{"tags", yparse_string_list, FIELD(struct problem, tags), false},
	{"title", yparse_string, FIELD(struct problem, title), true},
	{"url", yparse_string, FIELD(struct problem, url), false},
	{"validator", input_validator_parse_list, FIELD(struct problem, validators), false},
};

bool
problem_id_valid(const char *id)
{
	if (!*id || strlen(id) > 64 || id[0] == '.' || id[0] == '-')
		return false;
	for (const char *s = id; *s; s++)
		if (!isalnum((unsigned char)*s) && *s != '-' && *s != '_' && *s != '.')
			return false;
	return true;
}

struct problem *
problem_new(struct diag *d)
{
	struct problem *p = calloc(1, sizeof *p);

	if (!p) {
		diag_error(d, NULL, 0, 0, "out of memory");
		return NULL;
	}
	checker_spec_init(&p->checker);
	return p;
}

struct problem *
problem_load(const char *root, const char *id, struct diag *d)
{
	struct problem *p = problem_new(d);
	struct ydoc *doc = NULL;
	size_t before = d->errors;

	if (!p)
		return NULL;
	if (!problem_id_valid(id)) {
		diag_error(d, NULL, 0, 0, "invalid problem id '%s'", id);
		goto fail;
	}
	if (!(p->id = strdup(id)) || asprintf(&p->dir, "%s/problems/%s", root, id) < 0 ||
	    asprintf(&p->yaml_path, "%s/problem.yaml", p->dir) < 0 ||
	    asprintf(&p->solution, "%s/solutions/%s.c", root, id) < 0 ||
	    asprintf(&p->testdata_dir, "%s/testdata/%s", root, id) < 0) {
		diag_error(d, NULL, 0, 0, "out of memory");
		goto fail;
	}

	struct stat st;
	if (stat(p->dir, &st) < 0 || !S_ISDIR(st.st_mode)) {
		diag_error(d, NULL, 0, 0, "no such problem '%s' (no folder '%s')", id, p->dir);
		goto fail;
	}
	doc = ydoc_load(p->yaml_path, d);
	if (!doc)
		goto fail;
	struct yctx ctx = {.path = p->yaml_path, .diag = d, .dir = p->dir};
	if (!doc->root) {
		diag_error(d, p->yaml_path, 1, 1, "empty file (a problem needs at least 'title')");
		goto fail;
	}
	ymap_apply(&ctx, doc->root, "problem", problem_fields,
		   sizeof problem_fields / sizeof *problem_fields, p);
	if (ymap_value(doc->root, "interactor") != doc->root &&
	    ymap_value(doc->root, "checker") != doc->root)
		yctx_error(&ctx, ymap_value(doc->root, "checker"),
			   "a problem with an 'interactor' has no 'checker' (the interactor decides)");
	if (d->errors != before)
		goto fail;
	/* The judge's format: the main solution within half the limit, TLE beyond twice it. */
	p->timing = (struct problem_timing){.ac_to_time_limit = 2, .time_limit_to_tle = 2,
					    .resolution_ms = 100, .fixed = true};
	ydoc_free(doc);
	return p;
fail:
	ydoc_free(doc);
	problem_free(p);
	return NULL;
}

void
problem_free(struct problem *p)
{
	if (!p)
		return;
	free(p->id);
	free(p->dir);
	free(p->yaml_path);
	free(p->title);
	free(p->source);
	free(p->url);
	ystrings_fini(&p->tags);
	checker_spec_fini(&p->checker);
	input_validator_list_fini(&p->validators);
	ystrings_fini(&p->interactions);
	ystrings_fini(&p->compile);
	free(p->solution);
	free(p->testdata_dir);
	free(p->include_dir);
	free(p->format);
	free(p);
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int
problem_list(const char *root, struct ystrings *ids, struct diag *d)
{
	char *dir;
	if (asprintf(&dir, "%s/problems", root) < 0)
		return diag_error(d, NULL, 0, 0, "out of memory");
	DIR *dp = opendir(dir);
	if (!dp) {
		diag_error(d, dir, 0, 0, "cannot open folder: %s", strerror(errno));
		free(dir);
		return -1;
	}
	int rc = 0;
	struct dirent *de;
	while ((de = readdir(dp))) {
		char *yaml;
		struct stat st;
		if (de->d_name[0] == '.')
			continue;
		if (asprintf(&yaml, "%s/%s/problem.yaml", dir, de->d_name) < 0) {
			rc = diag_error(d, NULL, 0, 0, "out of memory");
			break;
		}
		bool is_problem = stat(yaml, &st) == 0;
		free(yaml);
		if (!is_problem)
			continue;
		char **grown = realloc(ids->items, (ids->count + 1) * sizeof *grown);
		if (!grown || !(grown[ids->count] = strdup(de->d_name))) {
			if (grown)
				ids->items = grown;
			rc = diag_error(d, NULL, 0, 0, "out of memory");
			break;
		}
		ids->items = grown;
		ids->count++;
	}
	closedir(dp);
	free(dir);
	if (ids->count > 1) /* items may be NULL, which qsort() must not get */
		qsort(ids->items, ids->count, sizeof *ids->items, cmp_str);
	return rc;
}
