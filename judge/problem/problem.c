/* Loading problem.yaml files into struct problem. */
#include "problem.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

/* Whether the len bytes at s are a constant's or a variant's name: [a-zA-Z_][a-zA-Z0-9_]*. */
static bool
constant_name(const char *s, size_t len)
{
	if (!len || isdigit((unsigned char)s[0]))
		return false;
	for (size_t i = 0; i < len; i++)
		if (!isalnum((unsigned char)s[i]) && s[i] != '_')
			return false;
	return true;
}

const struct problem_constant *
problem_constant_find(const struct problem_constants *c, const char *name, size_t len)
{
	for (size_t i = 0; i < c->count; i++)
		if (strlen(c->items[i].name) == len && !memcmp(c->items[i].name, name, len))
			return &c->items[i];
	return NULL;
}

/* A constant's value or a variant's text: a scalar (a number or a string). */
static int
constant_text(struct yctx *ctx, const struct ynode *v, const char *what, char **out)
{
	if (v->type != YNODE_SCALAR)
		return yctx_error(ctx, v, "%s must be a number or a string, not %s", what,
				  ynode_kind(v));
	if (!(*out = strdup(v->text)))
		return yctx_error(ctx, v, "out of memory");
	return 0;
}

/* One constant: name (a scalar node) and its scalar, or its map of value and variants. */
static int
parse_constant(struct yctx *ctx, const struct ynode *name, const struct ynode *v,
	       struct problem_constant *c)
{
	if (!(c->name = strdup(name->text)))
		return yctx_error(ctx, name, "out of memory");
	if (v->type != YNODE_MAPPING)
		return constant_text(ctx, v, "a constant", &c->value);
	for (size_t i = 0; i + 1 < v->count; i += 2) {
		const struct ynode *k = v->items[i], *x = v->items[i + 1];
		char *text = NULL;

		if (k->type != YNODE_SCALAR || !constant_name(k->text, k->len))
			return yctx_error(ctx, k, "invalid variant name of constant '%s' (letters, "
					  "digits and '_', not starting with a digit)", c->name);
		if (constant_text(ctx, x, "a constant's variant", &text) < 0)
			return -1;
		if (!strcmp(k->text, "value")) {
			free(c->value);
			c->value = text;
			continue;
		}
		char **grown = realloc(c->variants.items,
				       (c->variants.count + 2) * sizeof *grown);
		char *key = grown ? strdup(k->text) : NULL;

		if (grown)
			c->variants.items = grown;
		if (!key) {
			free(text);
			return yctx_error(ctx, k, "out of memory");
		}
		grown[c->variants.count++] = key;
		grown[c->variants.count++] = text;
	}
	if (!c->value)
		return yctx_error(ctx, v, "constant '%s' has no 'value'", c->name);
	return 0;
}

int
problem_parse_constants(struct yctx *ctx, const struct ynode *v, void *dst)
{
	struct problem_constants *c = dst;
	int rc = 0;

	if (v->type != YNODE_MAPPING)
		return yctx_error(ctx, v, "constants must be a map of names to values");
	c->items = calloc(v->count / 2 + 1, sizeof *c->items);
	if (!c->items)
		return yctx_error(ctx, v, "out of memory");
	for (size_t i = 0; i + 1 < v->count; i += 2) {
		const struct ynode *k = v->items[i];

		if (k->type != YNODE_SCALAR || !constant_name(k->text, k->len)) {
			rc = yctx_error(ctx, k, "invalid constant name (letters, digits and '_', "
					"not starting with a digit)");
			continue;
		}
		if (problem_constant_find(c, k->text, k->len)) {
			rc = yctx_error(ctx, k, "constant '%s' is given twice", k->text);
			continue;
		}
		if (parse_constant(ctx, k, v->items[i + 1], &c->items[c->count++]) < 0)
			rc = -1;
	}
	return rc;
}

void
problem_constants_fini(struct problem_constants *c)
{
	for (size_t i = 0; i < c->count; i++) {
		free(c->items[i].name);
		free(c->items[i].value);
		ystrings_fini(&c->items[i].variants);
	}
	free(c->items);
	memset(c, 0, sizeof *c);
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
	{"constants", problem_parse_constants, FIELD(struct problem, constants), false},
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
	p->scale.factor = 1;
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

const char *
problem_files_root(const struct problem *p, const char *path)
{
	char abs[PATH_MAX * 2], out[PATH_MAX * 2];
	size_t n = 0, dir;

	if (!p->format || !p->dir)
		return NULL;
	dir = strlen(p->dir);
	if (path[0] == '/')
		snprintf(abs, sizeof abs, "%s", path);
	else if (getcwd(out, sizeof out))
		snprintf(abs, sizeof abs, "%s/%s", out, path);
	else
		return p->dir;
	/* Lexically: each "." dropped, each ".." taking back the name before it. */
	char *at;

	for (char *name = strtok_r(abs, "/", &at); name; name = strtok_r(NULL, "/", &at)) {
		if (!strcmp(name, "."))
			continue;
		if (!strcmp(name, "..")) {
			while (n && out[--n] != '/')
				;
			continue;
		}
		n += (size_t)snprintf(out + n, sizeof out - n, "/%s", name);
		if (n >= sizeof out)
			return p->dir;
	}
	out[n] = '\0';
	return !strncmp(out, p->dir, dir) && (out[dir] == '/' || !out[dir]) ? p->dir : NULL;
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
	ystrings_fini(&p->names);
	free(p->source);
	free(p->url);
	ystrings_fini(&p->tags);
	problem_constants_fini(&p->constants);
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

void
problem_scale_limits(struct problem *p, int64_t here, bool exact, const char *unknown)
{
	double factor = here > 0 ? (double)p->calibration / (double)here : 0;
	struct limit_scale *s = &p->scale;

	*s = (struct limit_scale){.factor = 1, .here = here > 0 ? here : 0};
	/* With no calibration nothing says where the limit was set. */
	if (!p->calibration)
		return;
	if (p->format && !p->timing.fixed)
		snprintf(s->why, sizeof s->why, "the limit is derived on this machine");
	else if (exact)
		snprintf(s->why, sizeof s->why, "--exact-limits");
	else if (here <= 0)
		snprintf(s->why, sizeof s->why, "%s", unknown ? unknown : "no score for this machine");
	else if (factor > PROBLEM_SCALE_MAX || factor < 1 / PROBLEM_SCALE_MAX)
		snprintf(s->why, sizeof s->why, "the two machines are more than %g times apart",
			 PROBLEM_SCALE_MAX);
	else
		s->factor = factor;
	s->unexpected = s->why[0] && !exact && !(p->format && !p->timing.fixed);
}

struct limits
problem_case_limits(const struct problem *p, const struct limits *file,
		    const struct limits *kase)
{
	return limits_scaled(limits_for_case(&p->limits, file, kase), p->scale.factor);
}

void
problem_set_time_limit_here(struct problem *p, int64_t ms)
{
	p->limits.time_ms = ms;
	p->scale.factor = 1;
	if (p->calibration && !p->scale.why[0])
		snprintf(p->scale.why, sizeof p->scale.why, "the limit is derived on this "
			 "machine");
}

void
problem_scale_describe(const struct problem *p, char *buf, size_t len)
{
	const struct limit_scale *s = &p->scale;

	if (!p->calibration || (!s->here && !s->why[0]))
		snprintf(buf, len, "%s", "");
	else if (s->factor != 1 || !s->why[0])
		snprintf(buf, len, "limits x%.2f: set at calibration %lld, this machine %lld",
			 s->factor, (long long)p->calibration, (long long)s->here);
	else if (s->here)
		snprintf(buf, len, "limits as written (%s): set at calibration %lld, this machine "
			 "%lld", s->why, (long long)p->calibration, (long long)s->here);
	else
		snprintf(buf, len, "limits as written (%s): set at calibration %lld", s->why,
			 (long long)p->calibration);
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
