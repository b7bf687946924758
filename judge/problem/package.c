/*
 * Kattis/ICPC problem packages: problem.yaml in either format, and data/'s
 * folders of .in/.ans cases in the spec's order.
 */
#include "package.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ydoc.h"

bool
package_detect(const char *dir)
{
	char path[PATH_MAX];
	struct stat st;

	snprintf(path, sizeof path, "%s/data", dir);
	if (stat(path, &st) < 0 || !S_ISDIR(st.st_mode))
		return false;
	snprintf(path, sizeof path, "%s/problem.yaml", dir);
	return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static int
not_dot(const struct dirent *de)
{
	return de->d_name[0] != '.';
}

/* Any value at all: keys the judge accepts and has no use for (uuid, license...). */
static int
any_value(struct yctx *ctx, const struct ynode *v, void *dst)
{
	(void)ctx;
	(void)v;
	(void)dst;
	return 0;
}

/* A string, or a map of language codes to strings (English first, else the first). */
static int
parse_name(struct yctx *ctx, const struct ynode *v, void *dst)
{
	if (v->type == YNODE_SCALAR)
		return yparse_string(ctx, v, dst);
	if (v->type != YNODE_MAPPING || v->count < 2)
		return yctx_error(ctx, v, "name must be a string or a map of languages to names");
	for (size_t i = 0; i + 1 < v->count; i += 2)
		if (v->items[i]->type == YNODE_SCALAR && !strcmp(v->items[i]->text, "en"))
			return yparse_string(ctx, v->items[i + 1], dst);
	return yparse_string(ctx, v->items[1], dst);
}

/* A source's name and link: the first entry of problem.yaml's source, or legacy's source_url. */
struct package_source {
	char *name;
	char *url;
};

/* The first source, when source is a string, a list or a map with a name (and a url). */
static int
parse_source(struct yctx *ctx, const struct ynode *v, void *dst)
{
	struct package_source *s = dst;

	if (v->type == YNODE_SCALAR)
		return yparse_string(ctx, v, &s->name);
	if (v->type == YNODE_SEQUENCE && v->count)
		return parse_source(ctx, v->items[0], dst);
	if (v->type == YNODE_MAPPING) {
		const struct ynode *name = NULL, *url = NULL;

		for (size_t i = 0; i + 1 < v->count; i += 2)
			if (v->items[i]->type == YNODE_SCALAR && !strcmp(v->items[i]->text, "name"))
				name = v->items[i + 1];
			else if (v->items[i]->type == YNODE_SCALAR &&
				 !strcmp(v->items[i]->text, "url"))
				url = v->items[i + 1];
		if (name && url && !s->url && yparse_string(ctx, url, &s->url) < 0)
			return -1;
		if (name)
			return yparse_string(ctx, name, &s->name);
	}
	return yctx_error(ctx, v, "source must be a string, a list or a map with a name");
}

/* A number from min to max (what names it in the message) into *x. */
static int
parse_number(struct yctx *ctx, const struct ynode *v, double min, double max, const char *what,
	     double *x)
{
	char *end;

	if (v->type == YNODE_SCALAR) {
		errno = 0;
		*x = strtod(v->text, &end);
		if (!errno && end != v->text && !*end && isfinite(*x) && *x >= min && *x <= max)
			return 0;
	}
	return yctx_error(ctx, v, "expected %s, not '%s'", what,
			  v->type == YNODE_SCALAR ? v->text : ynode_kind(v));
}

/* A positive number of seconds (an integer or a decimal) into milliseconds. */
static int
parse_seconds(struct yctx *ctx, const struct ynode *v, void *dst)
{
	double s;

	if (parse_number(ctx, v, 0.001, 86400, "a positive number of seconds", &s) < 0)
		return -1;
	*(int64_t *)dst = (int64_t)(s * 1000 + 0.5);
	return 0;
}

/* A positive whole number of MiB into bytes. */
static int
parse_mib(struct yctx *ctx, const struct ynode *v, void *dst)
{
	int64_t n;

	if (yparse_count(ctx, v, &n) < 0)
		return -1;
	*(int64_t *)dst = n << 20;
	return 0;
}

/* A factor of at least 1 (a time multiplier). */
static int
parse_factor(struct yctx *ctx, const struct ynode *v, void *dst)
{
	return parse_number(ctx, v, 1, 1000, "a number of at least 1", dst);
}

/* What problem.yaml's limits: say (fields of both formats, unset 0). */
struct package_limits {
	int64_t time_ms, memory, output, compile_ms, compile_memory, resolution_ms;
	double ac_to_time_limit, time_limit_to_tle;   /* time_multipliers:, or legacy's */
};

static const struct yfield multiplier_fields[] = {
	{"ac_to_time_limit", parse_factor, offsetof(struct package_limits, ac_to_time_limit), false},
	{"time_limit_to_tle", parse_factor, offsetof(struct package_limits, time_limit_to_tle),
	 false},
};

static int
parse_multipliers(struct yctx *ctx, const struct ynode *v, void *dst)
{
	/* dst is the limits' ac_to_time_limit: the table's offsets are the limits'. */
	return ymap_apply(ctx, v, "time_multipliers", multiplier_fields,
			  sizeof multiplier_fields / sizeof multiplier_fields[0],
			  (char *)dst - offsetof(struct package_limits, ac_to_time_limit));
}

#define LFIELD(name) offsetof(struct package_limits, name)
static const struct yfield limit_fields[] = {
	{"code", any_value, 0, false},
	{"compilation_memory", parse_mib, LFIELD(compile_memory), false},
	{"compilation_time", parse_seconds, LFIELD(compile_ms), false},
	{"memory", parse_mib, LFIELD(memory), false},
	{"output", parse_mib, LFIELD(output), false},
	{"time_limit", parse_seconds, LFIELD(time_ms), false},
	{"time_multiplier", parse_factor, LFIELD(ac_to_time_limit), false},
	{"time_multipliers", parse_multipliers, LFIELD(ac_to_time_limit), false},
	{"time_resolution", parse_seconds, LFIELD(resolution_ms), false},
	{"time_safety_margin", parse_factor, LFIELD(time_limit_to_tle), false},
	{"validation_memory", any_value, 0, false},
	{"validation_output", any_value, 0, false},
	{"validation_passes", any_value, 0, false},
	{"validation_time", any_value, 0, false},
};

static int
parse_limits(struct yctx *ctx, const struct ynode *v, void *dst)
{
	return ymap_apply(ctx, v, "limits", limit_fields,
			  sizeof limit_fields / sizeof limit_fields[0], dst);
}

/* What the judge reads of problem.yaml, before it becomes the struct problem. */
struct package_yaml {
	char *format;
	char *name;
	struct package_source source;
	struct ystrings keywords;
	struct ystrings type;
	char *validation;         /* legacy: "default" or "custom ..." */
	char *validator_flags;    /* legacy */
	struct package_limits limits;
};

#define YFIELD(name) offsetof(struct package_yaml, name)
static const struct yfield package_fields[] = {
	{"allow_file_writing", any_value, 0, false},
	{"author", any_value, 0, false},
	{"constants", any_value, 0, false},
	{"credits", any_value, 0, false},
	{"embargo_until", any_value, 0, false},
	{"grading", any_value, 0, false},
	{"keywords", yparse_string_list, YFIELD(keywords), false},
	{"languages", any_value, 0, false},
	{"license", any_value, 0, false},
	{"limits", parse_limits, YFIELD(limits), false},
	{"name", parse_name, YFIELD(name), false},
	{"problem_format_version", yparse_string, YFIELD(format), false},
	{"rights_owner", any_value, 0, false},
	{"source", parse_source, YFIELD(source), false},
	{"source_url", yparse_string, YFIELD(source.url), false},
	{"type", yparse_string_list, YFIELD(type), false},
	{"uuid", any_value, 0, false},
	{"validation", yparse_string, YFIELD(validation), false},
	{"validator_flags", yparse_string, YFIELD(validator_flags), false},
	{"version", any_value, 0, false},
};

static void
package_yaml_fini(struct package_yaml *y)
{
	free(y->format);
	free(y->name);
	free(y->source.name);
	free(y->source.url);
	ystrings_fini(&y->keywords);
	free(y->validation);
	free(y->validator_flags);
	ystrings_fini(&y->type);
}

/* The formats the judge reads, and what a legacy package may say it is. */
static bool
known_format(const char *f)
{
	static const char *const known[] = {"legacy", "legacy-icpc", "2023-07-draft", "2023-07",
					    "2025-09", "2025-09-draft", "draft"};

	for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
		if (!strcmp(f, known[i]))
			return true;
	return false;
}

/* The value of key in the mapping m, or m itself when it has none (for a location). */
static const struct ynode *
value_of(const struct ynode *m, const char *key)
{
	for (size_t i = 0; m->type == YNODE_MAPPING && i + 1 < m->count; i += 2)
		if (m->items[i]->type == YNODE_SCALAR && !strcmp(m->items[i]->text, key))
			return m->items[i + 1];
	return m;
}

/* Only pass-fail problems are judged (scoring and the rest come with their own issue). */
static int
check_type(struct yctx *ctx, const struct ynode *root, const struct package_yaml *y)
{
	for (size_t i = 0; i < y->type.count; i++)
		if (strcmp(y->type.items[i], "pass-fail"))
			return yctx_error(ctx, value_of(root, "type"),
					  "problem type '%s' is not supported yet (pass-fail "
					  "problems only)", y->type.items[i]);
	if (y->validation && strcmp(y->validation, "default") &&
	    strcmp(y->validation, "custom"))
		return yctx_error(ctx, value_of(root, "validation"),
				  "validation '%s' is not supported yet ('default' or 'custom' only)",
				  y->validation);
	return 0;
}

/*
 * Gives spec (the problem's validator, or a folder's copy of it) more flags,
 * the n words: the default validator parses them with those it has already
 * (kept in its args), a custom one gets them as arguments.  Returns 0, or -1
 * with err set.
 */
static int
add_flags(struct checker_spec *spec, size_t n, const char *const *words, char *err,
	  size_t errlen)
{
	struct checker_spec all;

	if (spec->type != CHECKER_KATTIS) {
		if (checker_spec_add_args(spec, n, words) == 0)
			return 0;
		snprintf(err, errlen, "out of memory");
		return -1;
	}

	checker_spec_init(&all);
	if (checker_spec_add_args(&all, spec->nargs, (const char *const *)spec->args) < 0 ||
	    checker_spec_add_args(&all, n, words) < 0) {
		checker_spec_fini(&all);
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	int rc = checker_spec_parse_kattis(spec, all.nargs, (const char *const *)all.args, err,
					   errlen);

	/* The words stay in args, for a folder's flags to add to. */
	if (rc == 0 && (rc = checker_spec_add_args(spec, all.nargs,
						   (const char *const *)all.args)) < 0)
		snprintf(err, errlen, "out of memory");
	checker_spec_fini(&all);
	return rc;
}

/* Splits text at whitespace into words (pointers into text, which it cuts); returns how many. */
static size_t
split_words(char *text, char **words, size_t max)
{
	size_t n = 0;

	for (char *w = strtok(text, " \t\r\n"); w && n < max; w = strtok(NULL, " \t\r\n"))
		words[n++] = w;
	return n;
}

/*
 * The output validator: a custom one (legacy: validation: custom and the one
 * entry of output_validators/; current: output_validator/) is a custom
 * checker of the Kattis protocol whose source is that folder or file, until
 * package_resolve() picks the source in it.
 */
static int
settle_validator(struct problem *p, const struct package_yaml *y, struct yctx *ctx)
{
	bool legacy = !strcmp(p->format, "legacy") || !strcmp(p->format, "legacy-icpc");
	char path[PATH_MAX];
	struct stat st;

	char flags[1024] = "", *words[64], err[256];
	size_t n;

	snprintf(flags, sizeof flags, "%s", y->validator_flags ? y->validator_flags : "");
	n = split_words(flags, words, sizeof words / sizeof words[0]);
	if ((legacy && (!y->validation || !strcmp(y->validation, "default"))) ||
	    (!legacy && (snprintf(path, sizeof path, "%s/output_validator", p->dir),
			 stat(path, &st) < 0))) {
		/* The default validator, with problem.yaml's validator_flags. */
		p->checker.type = CHECKER_KATTIS;
		if (add_flags(&p->checker, n, (const char *const *)words, err, sizeof err) < 0)
			return yctx_error(ctx, NULL, "validator_flags: %s", err);
		return 0;
	}
	if (legacy) {
		struct dirent **names;
		char dir[PATH_MAX];
		int found;

		snprintf(dir, sizeof dir, "%s/output_validators", p->dir);
		found = scandir(dir, &names, not_dot, alphasort);
		if (found != 1) {
			for (int i = 0; i < found; i++)
				free(names[i]);
			if (found >= 0)
				free(names);
			return yctx_error(ctx, NULL, "validation: custom needs one output validator "
					  "in '%s' (%s)", dir, found < 0 ? strerror(errno)
					  : found ? "found several" : "found none");
		}
		snprintf(path, sizeof path, "%s/%s", dir, names[0]->d_name);
		free(names[0]);
		free(names);
	}
	p->checker.type = CHECKER_CUSTOM;
	p->checker.protocol = CHECKER_PROTOCOL_KATTIS;
	p->checker.source = strdup(path);
	if (!p->checker.source ||
	    add_flags(&p->checker, n, (const char *const *)words, err, sizeof err) < 0)
		return yctx_error(ctx, NULL, "out of memory");
	return 0;
}

/* Fills p from the parsed problem.yaml: title, limits, the checker. */
static int
settle(struct problem *p, struct package_yaml *y, struct yctx *ctx)
{
	p->format = strdup(y->format ? y->format : "legacy");
	p->title = y->name ? y->name : strdup(p->id);
	p->source = y->source.name;
	p->url = y->source.url;
	p->tags = y->keywords;
	y->name = y->source.name = y->source.url = NULL;
	memset(&y->keywords, 0, sizeof y->keywords);
	if (!p->format || !p->title)
		return yctx_error(ctx, NULL, "out of memory");
	bool legacy = !strcmp(p->format, "legacy") || !strcmp(p->format, "legacy-icpc");

	p->limits.time_ms = y->limits.time_ms;
	/* The spec's defaults: legacy's time_multiplier 5 and safety margin 2, else 2 and 1.5. */
	p->timing.ac_to_time_limit = y->limits.ac_to_time_limit ? y->limits.ac_to_time_limit
				     : legacy ? 5 : 2;
	p->timing.time_limit_to_tle = y->limits.time_limit_to_tle ? y->limits.time_limit_to_tle
				      : legacy ? 2 : 1.5;
	p->timing.resolution_ms = y->limits.resolution_ms ? y->limits.resolution_ms : 1000;
	if (p->limits.time_ms && p->limits.time_ms % p->timing.resolution_ms)
		return yctx_error(ctx, NULL, "limits.time_limit is not a multiple of "
				  "time_resolution");
	/* The spec's typical defaults where the package sets none. */
	p->limits.memory_bytes = y->limits.memory ? y->limits.memory : 2048LL << 20;
	p->limits.output_bytes = y->limits.output ? y->limits.output : 8LL << 20;
	p->compiler.run.time_ms = y->limits.compile_ms;
	p->compiler.run.memory_bytes = y->limits.compile_memory;
	return settle_validator(p, y, ctx);
}

/* A .timelimit file (DOMjudge's: seconds) at the package's root, when problem.yaml has none. */
static int
read_timelimit(struct problem *p, struct diag *d)
{
	char path[PATH_MAX], text[64];
	FILE *f;

	snprintf(path, sizeof path, "%s/.timelimit", p->dir);
	if (p->limits.time_ms || !(f = fopen(path, "r")))
		return 0;
	size_t n = fread(text, 1, sizeof text - 1, f);

	fclose(f);
	text[n] = '\0';
	text[strcspn(text, " \t\r\n")] = '\0';
	struct ynode v = {.type = YNODE_SCALAR, .line = 1, .column = 1, .text = text,
			  .len = strlen(text)};
	struct yctx ctx = {.path = path, .diag = d};

	return parse_seconds(&ctx, &v, &p->limits.time_ms);
}

/* A limit problem.yaml or .timelimit sets is fixed; else it is derived. */
static void
settle_fixed(struct problem *p)
{
	p->timing.fixed = p->limits.time_ms != 0;
}

struct problem *
package_load(const char *dir, const char *id, struct diag *d)
{
	struct problem *p = problem_new(d);
	struct package_yaml y = {0};
	struct ydoc *doc = NULL;
	size_t before = d->errors;

	if (!p)
		return NULL;
	if (!(p->id = strdup(id)) || !(p->dir = realpath(dir, NULL)) ||
	    asprintf(&p->yaml_path, "%s/problem.yaml", p->dir) < 0 ||
	    asprintf(&p->solution, "%s/submissions/accepted", p->dir) < 0 ||
	    asprintf(&p->testdata_dir, "%s/data", p->dir) < 0) {
		diag_error(d, dir, 0, 0, "cannot open package: %s", strerror(errno ? errno : ENOMEM));
		goto out;
	}
	doc = ydoc_load(p->yaml_path, d);
	if (!doc)
		goto out;
	struct yctx ctx = {.path = p->yaml_path, .diag = d, .dir = p->dir};

	if (doc->root && ymap_apply(&ctx, doc->root, "problem", package_fields,
				    sizeof package_fields / sizeof package_fields[0], &y) == 0) {
		if (y.format && !known_format(y.format))
			diag_error(d, p->yaml_path, 0, 0,
				   "unknown problem_format_version '%s' (legacy, 2023-07-draft, "
				   "2023-07, 2025-09)", y.format);
		else if (check_type(&ctx, doc->root, &y) == 0 && settle(p, &y, &ctx) == 0 &&
			 read_timelimit(p, d) == 0 &&
			 input_validator_list_find(p->dir, &p->validators, d) == 0)
			settle_fixed(p);
	}
out:
	package_yaml_fini(&y);
	ydoc_free(doc);
	if (d->errors != before) {
		problem_free(p);
		return NULL;
	}
	return p;
}

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

/* Does path, a file inside the package (links resolved), exist as a regular file? */
static bool
regular_inside(const char *pkg, const char *path)
{
	char *real = realpath(path, NULL);
	size_t n = strlen(pkg);
	struct stat st;
	bool ok = real && !strncmp(real, pkg, n) && real[n] == '/' && stat(real, &st) == 0 &&
		  S_ISREG(st.st_mode);

	free(real);
	return ok;
}

/* Moves the cases gathered in l into a new file of td for the folder dir (name under data/). */
static int
flush(struct testdata *td, const char *dir, const char *name, struct case_list *l,
      const struct checker_spec *checker, const struct input_args *input, struct diag *d)
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
	f->cases = l->items;
	f->count = l->count;
	td->count += l->count;
	td->nfiles++;
	l->items = NULL;
	l->count = 0;
	return 0;
}

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
	char *words[64], *text;
	int rc;

	va->set = true;
	if (v->type != YNODE_SCALAR)
		return yparse_string_list(ctx, v, &va->words);
	/* One string of flags, as the legacy format writes them: its words. */
	if (!(text = strdup(v->text)))
		return yctx_error(ctx, v, "out of memory");
	size_t n = split_words(text, words, sizeof words / sizeof words[0]);
	struct ynode items[64], *ptrs[64], seq = {.type = YNODE_SEQUENCE, .items = ptrs,
						    .count = n, .line = v->line,
						    .column = v->column};

	for (size_t i = 0; i < n; i++) {
		items[i] = (struct ynode){.type = YNODE_SCALAR, .line = v->line,
					  .column = v->column, .text = words[i],
					  .len = strlen(words[i])};
		ptrs[i] = &items[i];
	}
	rc = yparse_string_list(ctx, &seq, &va->words);
	free(text);
	return rc;
}

#define FY(name) offsetof(struct folder_yaml, name)
static const struct yfield folder_fields[] = {
	{"accept_score", any_value, 0, false},
	{"args", yparse_string_list, FY(args), false},
	{"full_feedback", any_value, 0, false},
	{"grader_flags", any_value, 0, false},
	{"grading", any_value, 0, false},
	{"input_validator_args", input_args_parse, FY(input), false},
	{"input_validator_flags", input_args_parse_legacy, FY(input), false},
	{"input_visualizer_args", any_value, 0, false},
	{"max_score", any_value, 0, false},
	{"on_reject", any_value, 0, false},
	{"output_validator_args", parse_validator_args, FY(validator), false},
	{"output_validator_flags", parse_validator_args, FY(validator), false},
	{"output_visualizer_args", any_value, 0, false},
	{"range", any_value, 0, false},
	{"reject_score", any_value, 0, false},
	{"require_pass", any_value, 0, false},
	{"score_aggregation", any_value, 0, false},
	{"static_validation_score", any_value, 0, false},
	{"static_validator_args", any_value, 0, false},
};

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
		if (stat(path, &st) < 0)
			continue;
		if (seen++) {
			rc = diag_error(d, path, 0, 0, "both testdata.yaml and test_group.yaml");
			break;
		}
		struct ydoc *doc = ydoc_load(path, d);
		struct yctx ctx = {.path = path, .diag = d, .dir = dir};

		if (!doc) {
			rc = -1;
			break;
		}
		if (doc->root && ymap_apply(&ctx, doc->root, files[i], folder_fields,
					    sizeof folder_fields / sizeof folder_fields[0], &fy) < 0)
			rc = -1;
		else if (fy.args.count)
			rc = diag_error(d, path, 0, 0, "args for submissions are not supported yet");
		else if (input_args_check(&fy.input, &p->validators, path, d) < 0)
			rc = -1;
		ydoc_free(doc);
	}
	if (rc == 0 && fy.validator.set) {
		char err[256];

		if (checker_spec_copy(own, inherited ? inherited : &p->checker) < 0)
			rc = diag_error(d, dir, 0, 0, "out of memory");
		else if (add_flags(own, fy.validator.words.count,
				   (const char *const *)fy.validator.words.items, err,
				   sizeof err) < 0) {
			checker_spec_fini(own);
			rc = diag_error(d, dir, 0, 0, "output validator flags: %s", err);
		} else {
			*mine = true;
		}
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

/*
 * Lists the cases under the folder dir (its name under data/: name) into
 * td, in lexicographical order of case and folder names: the cases up to a
 * subfolder make one file, the subfolder's follow, then the next cases.
 * inherited is the validator with the flags of the folders above (NULL: the
 * problem's own), up the input validators' arguments there (NULL: none).
 */
static int
walk(const struct problem *p, struct testdata *td, const char *dir, const char *name, int depth,
     const struct checker_spec *inherited, const struct input_args *up, struct diag *d)
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
	n = scandir(dir, &names, not_dot, alphasort);
	if (n < 0) {
		if (mine)
			checker_spec_fini(&own);
		input_args_fini(&input);
		return diag_error(d, dir, 0, 0, "cannot open folder: %s", strerror(errno));
	}
	for (int i = 0; i < n; i++) {
		const char *e = names[i]->d_name;
		size_t len = strlen(e);
		char path[PATH_MAX], sub[PATH_MAX];
		struct stat st;

		snprintf(path, sizeof path, "%s/%s", dir, e);
		snprintf(sub, sizeof sub, "%s/%s", name, e);
		if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
			/* A case's own folder (NAME.files) is not a folder of cases. */
			if (len > 6 && !strcmp(e + len - 6, ".files"))
				continue;
			if (depth > 16)
				rc = diag_error(d, path, 0, 0, "folders nested too deep");
			else if (flush(td, dir, name, &l, inherited, &input, d) < 0 ||
				 walk(p, td, path, sub, depth + 1, inherited, &input, d) < 0)
				rc = -1;
			continue;
		}
		if (len < 4 || strcmp(e + len - 3, ".in"))
			continue;
		char ans[PATH_MAX + 4], *base = strdup(path), **grown;

		snprintf(ans, sizeof ans, "%.*s.ans", (int)(strlen(path) - 3), path);
		if (!regular_inside(p->dir, path) || !regular_inside(p->dir, ans)) {
			rc = diag_error(d, path, 0, 0, regular_inside(p->dir, path)
				? "a test case without its .ans (%s)"
				: "not a file inside the package (%s)", e);
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
	if (rc == 0 && flush(td, dir, name, &l, inherited, &input, d) < 0)
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

int
package_testdata_load(const struct problem *p, struct testdata *td, struct diag *d)
{
	static const char *const parts[] = {"sample", "secret"};
	size_t before = d->errors;

	struct checker_spec top;
	struct input_args input;
	bool mine;

	memset(td, 0, sizeof *td);
	td->problem = p;
	/* data/'s own testdata.yaml applies to every folder under it. */
	if (folder_settings(p, p->testdata_dir, NULL, NULL, &top, &mine, &input, d) < 0)
		return -1;
	for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
		char dir[PATH_MAX];
		struct stat st;

		snprintf(dir, sizeof dir, "%s/%s", p->testdata_dir, parts[i]);
		if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode))
			walk(p, td, dir, parts[i], 0, mine ? &top : NULL, &input, d);
		else if (!strcmp(parts[i], "secret"))
			diag_error(d, p->testdata_dir, 0, 0, "no data/secret folder");
	}
	if (mine)
		checker_spec_fini(&top);
	input_args_fini(&input);
	if (d->errors == before && !td->count)
		diag_error(d, p->testdata_dir, 0, 0, "no test cases (.in and .ans files)");
	return d->errors == before ? 0 : -1;
}

/*
 * The text of the small file stem + ext (a case's .desc or .hint) as one
 * line, cut at 1 KiB; NULL when there is none (or it cannot be read).
 */
static char *
side_text(const char *in, size_t stem, const char *ext)
{
	char path[PATH_MAX], text[1024];
	FILE *f;
	size_t n;

	snprintf(path, sizeof path, "%.*s%s", (int)stem, in, ext);
	if (!(f = fopen(path, "r")))
		return NULL;
	n = fread(text, 1, sizeof text - 1, f);
	fclose(f);
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
	c->limits = limits_for_case(&p->limits, &f->limits, NULL);
	c->checker = f->checker ? f->checker : &p->checker;
	c->description = side_text(in, stem, ".desc");
	c->hint = side_text(in, stem, ".hint");
	if (!c->name || !(c->input.path = strdup(in)) ||
	    asprintf(&c->output.path, "%.*s.ans", (int)stem, in) < 0) {
		testcase_fini(c);
		return -1;
	}
	return 0;
}

char *
package_id(const char *dir)
{
	char *real = realpath(dir, NULL), *slash = real ? strrchr(real, '/') : NULL;
	char *id = slash && slash[1] ? strdup(slash + 1) : NULL;

	free(real);
	return id;
}

void
package_resolve(const struct language_table *t, struct problem *p)
{
	struct dirent **names;
	int n = scandir(p->solution, &names, not_dot, alphasort);
	char *found = NULL;

	for (int i = 0; i < n; i++) {
		char path[PATH_MAX];
		struct stat st;

		snprintf(path, sizeof path, "%s/%s", p->solution, names[i]->d_name);
		if (!found && (language_for_file(t, path) ||
			       (stat(path, &st) == 0 && S_ISDIR(st.st_mode))))
			found = strdup(path);
		free(names[i]);
	}
	if (n >= 0)
		free(names);
	if (found) {
		free(p->solution);
		p->solution = found;
	}
}
