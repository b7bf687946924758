/*
 * Kattis/ICPC problem packages: problem.yaml in either format (data/ is
 * package_data.c's).
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

#include "base/pkgfile.h"
#include "package_impl.h"
#include "ydoc.h"

bool
package_detect(const char *dir)
{
	char path[PATH_MAX];
	struct stat st;

	snprintf(path, sizeof path, "%s/problem.yaml", dir);
	if (stat(path, &st) < 0 || !S_ISREG(st.st_mode))
		return false;
	snprintf(path, sizeof path, "%s/data", dir);
	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
		return true;
	/*
	 * A package whose data/ is still to be generated: generators.yaml, and a
	 * problem.yaml without the judge's format's title: (a package's is name:).
	 */
	snprintf(path, sizeof path, "%s/generators/generators.yaml", dir);
	if (stat(path, &st) < 0 || !S_ISREG(st.st_mode))
		return false;
	struct diag quiet;
	struct ydoc *doc;
	bool titled;

	diag_init(&quiet);
	snprintf(path, sizeof path, "%s/problem.yaml", dir);
	doc = ydoc_load(path, &quiet);
	bool parsed = doc != NULL;

	titled = doc && doc->root && ymap_value(doc->root, "title") != doc->root;
	ydoc_free(doc);
	diag_fini(&quiet);
	return parsed && !titled;
}

int
package_not_dot(const struct dirent *de)
{
	return de->d_name[0] != '.';
}

int
package_any_value(struct yctx *ctx, const struct ynode *v, void *dst)
{
	(void)ctx;
	(void)v;
	(void)dst;
	return 0;
}

/* A package's name: the English one, else the first, and each language's. */
struct package_name {
	char *name;
	struct ystrings names;   /* language, name, language, name... */
};

/* A string, or a map of language codes to strings (English first, else the first). */
static int
parse_name(struct yctx *ctx, const struct ynode *v, void *dst)
{
	struct package_name *n = dst;

	if (v->type == YNODE_SCALAR)
		return yparse_string(ctx, v, &n->name);
	if (v->type != YNODE_MAPPING || v->count < 2)
		return yctx_error(ctx, v, "name must be a string or a map of languages to names");
	n->names.items = calloc(v->count, sizeof *n->names.items);
	if (!n->names.items)
		return yctx_error(ctx, v, "out of memory");
	for (size_t i = 0; i + 1 < v->count; i += 2) {
		if (v->items[i]->type != YNODE_SCALAR)
			return yctx_error(ctx, v->items[i], "a language code must be a string");
		if (!(n->names.items[n->names.count++] = strdup(v->items[i]->text)) ||
		    yparse_string(ctx, v->items[i + 1], &n->names.items[n->names.count++]) < 0)
			return -1;
	}
	for (size_t i = 0; i + 1 < v->count; i += 2)
		if (!strcmp(v->items[i]->text, "en"))
			return yparse_string(ctx, v->items[i + 1], &n->name);
	return yparse_string(ctx, v->items[1], &n->name);
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

	*x = 0;
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

/* A multi-pass problem's most passes: a whole number from 2 to CHECKER_PASSES_MAX. */
static int
parse_passes(struct yctx *ctx, const struct ynode *v, void *dst)
{
	char what[64];
	double n;

	snprintf(what, sizeof what, "a whole number of passes from 2 to %d", CHECKER_PASSES_MAX);
	if (parse_number(ctx, v, 2, CHECKER_PASSES_MAX, what, &n) < 0)
		return -1;
	if (n != (int)n)
		return yctx_error(ctx, v, "expected %s, not '%s'", what, v->text);
	*(int *)dst = (int)n;
	return 0;
}

/* What problem.yaml's limits: say (fields of both formats, unset 0). */
struct package_limits {
	int64_t time_ms, memory, output, compile_ms, compile_memory, resolution_ms;
	int64_t validation_ms, validation_memory, validation_output;
	int validation_passes;
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
	/* A number alone is the legacy time_multiplier's spelling: ac_to_time_limit. */
	if (v->type == YNODE_SCALAR) {
		yctx_warning(ctx, v, "time_multipliers is a map (ac_to_time_limit, "
			     "time_limit_to_tle); '%s' is read as its ac_to_time_limit, the legacy "
			     "time_multiplier", v->text);
		return parse_factor(ctx, v, dst);
	}
	/* dst is the limits' ac_to_time_limit: the table's offsets are the limits'. */
	return ymap_apply(ctx, v, "time_multipliers", multiplier_fields,
			  sizeof multiplier_fields / sizeof multiplier_fields[0],
			  (char *)dst - offsetof(struct package_limits, ac_to_time_limit));
}

#define LFIELD(name) offsetof(struct package_limits, name)
static const struct yfield limit_fields[] = {
	{"code", package_any_value, 0, false},
	{"compilation_memory", parse_mib, LFIELD(compile_memory), false},
	{"compilation_time", parse_seconds, LFIELD(compile_ms), false},
	{"memory", parse_mib, LFIELD(memory), false},
	{"output", parse_mib, LFIELD(output), false},
	{"time_limit", parse_seconds, LFIELD(time_ms), false},
	{"time_multiplier", parse_factor, LFIELD(ac_to_time_limit), false},
	{"time_multipliers", parse_multipliers, LFIELD(ac_to_time_limit), false},
	{"time_resolution", parse_seconds, LFIELD(resolution_ms), false},
	{"time_safety_margin", parse_factor, LFIELD(time_limit_to_tle), false},
	{"validation_memory", parse_mib, LFIELD(validation_memory), false},
	{"validation_output", parse_mib, LFIELD(validation_output), false},
	{"validation_passes", parse_passes, LFIELD(validation_passes), false},
	{"validation_time", parse_seconds, LFIELD(validation_ms), false},
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
	struct package_name name;
	struct problem_constants constants;
	struct package_source source;
	struct ystrings keywords;
	struct ystrings type;
	char *validation;         /* legacy: "default" or "custom ..." */
	char *validator_flags;    /* legacy */
	struct package_limits limits;
	bool interactive;         /* type: interactive or validation: custom interactive
				     (check_type) */
	bool multipass;           /* type: multi-pass (check_type) */
	const struct ynode *type_node; /* where type is, for what it asks of the rest */
	const struct ynode *time_limit_node; /* where limits.time_limit is, for messages */
};

#define YFIELD(name) offsetof(struct package_yaml, name)
static const struct yfield package_fields[] = {
	{"allow_file_writing", package_any_value, 0, false},
	{"author", package_any_value, 0, false},
	{"constants", problem_parse_constants, YFIELD(constants), false},
	{"credits", package_any_value, 0, false},
	{"embargo_until", package_any_value, 0, false},
	{"grading", package_any_value, 0, false},
	{"keywords", yparse_string_list, YFIELD(keywords), false},
	{"languages", package_any_value, 0, false},
	{"license", package_any_value, 0, false},
	{"limits", parse_limits, YFIELD(limits), false},
	{"name", parse_name, YFIELD(name), false},
	{"problem_format_version", yparse_string, YFIELD(format), false},
	{"rights_owner", package_any_value, 0, false},
	{"source", parse_source, YFIELD(source), false},
	{"source_url", yparse_string, YFIELD(source.url), false},
	{"type", yparse_string_list, YFIELD(type), false},
	{"uuid", package_any_value, 0, false},
	{"validation", yparse_string, YFIELD(validation), false},
	{"validator_flags", yparse_string, YFIELD(validator_flags), false},
	{"version", package_any_value, 0, false},
};

static void
package_yaml_fini(struct package_yaml *y)
{
	free(y->format);
	free(y->name.name);
	ystrings_fini(&y->name.names);
	problem_constants_fini(&y->constants);
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

/* Legacy validation: "default", "custom" or "custom interactive" (no scoring yet). */
static bool
known_validation(const char *v)
{
	return !strcmp(v, "default") || !strcmp(v, "custom") || !strcmp(v, "custom interactive");
}

/*
 * Pass-fail, scoring, interactive and multi-pass problems are judged
 * (submit-answer is not); y->interactive and y->multipass say which.
 * limits.validation_passes is for a multi-pass problem only.
 */
static int
check_type(struct yctx *ctx, const struct ynode *root, struct package_yaml *y)
{
	y->type_node = ymap_value(root, "type");
	y->time_limit_node = ymap_value(ymap_value(root, "limits"), "time_limit");
	y->interactive = y->validation && !strcmp(y->validation, "custom interactive");
	for (size_t i = 0; i < y->type.count; i++) {
		if (!strcmp(y->type.items[i], "interactive"))
			y->interactive = true;
		else if (!strcmp(y->type.items[i], "multi-pass"))
			y->multipass = true;
		else if (strcmp(y->type.items[i], "pass-fail") && strcmp(y->type.items[i], "scoring"))
			return yctx_error(ctx, y->type_node,
					  "problem type '%s' is not supported yet (pass-fail, scoring, "
					  "interactive and multi-pass problems only)", y->type.items[i]);
	}
	/* BAPCtools skips it with a warning; problemtools reads it and has no use for it. */
	if (y->limits.validation_passes && !y->multipass)
		yctx_warning(ctx, ymap_value(ymap_value(root, "limits"), "validation_passes"),
			     "limits.validation_passes is for a multi-pass problem only (type: "
			     "multi-pass): not used");
	if (y->validation && !known_validation(y->validation))
		return yctx_error(ctx, ymap_value(root, "validation"),
				  "validation '%s' is not supported yet ('default', 'custom' or "
				  "'custom interactive' only)", y->validation);
	return 0;
}

int
package_add_flags(struct checker_spec *spec, size_t n, const char *const *words, char *err,
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

/*
 * A validator's folder that holds one folder and nothing else (problemtools'
 * examples, 2023-07-draft: output_validator/guess_validator/) is that
 * folder: path becomes it.
 */
static void
descend_lone_folder(char *path, size_t len)
{
	struct dirent **names;
	char inner[PATH_MAX];
	struct stat st;
	int found = scandir(path, &names, package_not_dot, alphasort);

	if (found == 1 && snprintf(inner, sizeof inner, "%s/%s", path, names[0]->d_name) <
			      (int)sizeof inner &&
	    stat(inner, &st) == 0 && S_ISDIR(st.st_mode))
		snprintf(path, len, "%s", inner);
	for (int i = 0; i < found; i++)
		free(names[i]);
	if (found >= 0)
		free(names);
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
	bool legacy_folder = false;
	char path[PATH_MAX];
	struct stat st;

	struct ystrings words = {0};
	char err[256];
	int rc = 0;

	if (ystrings_split(&words, y->validator_flags ? y->validator_flags : "") < 0) {
		rc = yctx_error(ctx, NULL, "out of memory");
		goto out;
	}
	/*
	 * A current package that kept the legacy folder's name: its validator
	 * is meant, though problemtools and BAPCtools would pass it over.
	 */
	if (!legacy && (snprintf(path, sizeof path, "%s/output_validator", p->dir),
			stat(path, &st) < 0) &&
	    (snprintf(path, sizeof path, "%s/output_validators", p->dir),
	     stat(path, &st) == 0 && S_ISDIR(st.st_mode))) {
		yctx_warning(ctx, NULL, "'output_validators/' is the legacy format's folder (from "
			     "2023-07 it is 'output_validator/'): its validator is used");
		legacy_folder = true;
	}
	if ((legacy && (!y->validation || !strcmp(y->validation, "default"))) ||
	    (!legacy && !legacy_folder && (snprintf(path, sizeof path, "%s/output_validator",
						    p->dir), stat(path, &st) < 0))) {
		/* The default validator, with problem.yaml's validator_flags. */
		if (y->interactive) {
			rc = yctx_error(ctx, NULL, "an interactive problem needs its interactor "
					"in %s", legacy ? "output_validators/" : "output_validator/");
			goto out;
		}
		if (y->multipass) {
			rc = yctx_error(ctx, y->type_node, "a multi-pass problem needs its output "
					"validator in %s (it writes nextpass.in)",
					legacy ? "output_validators/" : "output_validator/");
			goto out;
		}
		p->checker.type = CHECKER_KATTIS;
		if (package_add_flags(&p->checker, words.count, (const char *const *)words.items,
				      err, sizeof err) < 0)
			rc = yctx_error(ctx, NULL, "validator_flags: %s", err);
		goto out;
	}
	if (legacy || legacy_folder) {
		struct dirent **names;
		char dir[PATH_MAX];
		int found;

		snprintf(dir, sizeof dir, "%s/output_validators", p->dir);
		found = scandir(dir, &names, package_not_dot, alphasort);
		if (found < 1) {
			rc = yctx_error(ctx, NULL, "validation: custom needs an output validator "
					"in '%s' (%s)", dir, found < 0 ? strerror(errno) : "found none");
			if (found == 0)
				free(names);
			goto out;
		}
		/*
		 * One entry is the validator; several (a source beside its header, a
		 * README) are one program of the folder's files, its language
		 * decided by them as a folder program's is.
		 */
		if (found == 1)
			snprintf(path, sizeof path, "%s/%s", dir, names[0]->d_name);
		else
			snprintf(path, sizeof path, "%s", dir);
		for (int i = 0; i < found; i++)
			free(names[i]);
		free(names);
	}
	descend_lone_folder(path, sizeof path);
	p->checker.type = CHECKER_CUSTOM;
	p->checker.protocol = CHECKER_PROTOCOL_KATTIS;
	p->checker.interactive = y->interactive;
	/* The spec's default: two passes. */
	p->checker.passes = !y->multipass ? 0 : y->limits.validation_passes
			    ? y->limits.validation_passes : 2;
	p->checker.source = strdup(path);
	if (!p->checker.source ||
	    package_add_flags(&p->checker, words.count, (const char *const *)words.items, err,
			      sizeof err) < 0)
		rc = yctx_error(ctx, NULL, "out of memory");
out:
	ystrings_fini(&words);
	return rc;
}

/* Fills p from the parsed problem.yaml: title, limits, the checker. */
static int
settle(struct problem *p, struct package_yaml *y, struct yctx *ctx)
{
	p->format = strdup(y->format ? y->format : "legacy");
	for (size_t i = 0; i < y->type.count; i++)
		p->scoring |= !strcmp(y->type.items[i], "scoring");
	p->title = y->name.name ? y->name.name : strdup(p->id);
	p->names = y->name.names;
	p->constants = y->constants;
	p->source = y->source.name;
	p->url = y->source.url;
	p->tags = y->keywords;
	y->name.name = y->source.name = y->source.url = NULL;
	memset(&y->name.names, 0, sizeof y->name.names);
	memset(&y->constants, 0, sizeof y->constants);
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
	/* The spec says it is an error; problemtools and BAPCtools judge with it as written. */
	if (p->limits.time_ms && p->limits.time_ms % p->timing.resolution_ms)
		yctx_warning(ctx, y->time_limit_node, "limits.time_limit (%gs) is not a multiple of "
			     "time_resolution (%gs), which the spec calls an error (2025-09, "
			     "Limits: 'It is an error if time_limit is not an integer multiple of "
			     "time_resolution'): judged with it as written, as problemtools and "
			     "BAPCtools do", (double)p->limits.time_ms / 1000,
			     (double)p->timing.resolution_ms / 1000);
	/* The spec's typical defaults where the package sets none. */
	p->limits.memory_bytes = y->limits.memory ? y->limits.memory : 2048LL << 20;
	p->limits.output_bytes = y->limits.output ? y->limits.output : 8LL << 20;
	p->compiler.run.time_ms = y->limits.compile_ms;
	p->compiler.run.memory_bytes = y->limits.compile_memory;
	p->validation.time_ms = y->limits.validation_ms;
	p->validation.memory_bytes = y->limits.validation_memory;
	p->validation.output_bytes = y->limits.validation_output;
	/* From 2023-07 the spec says input validators are not bound by them. */
	p->validation_inputs = legacy;
	return settle_validator(p, y, ctx);
}

/* The sample interactions (data/sample/NAME.interaction), in name order, into p->interactions. */
static int
find_interactions(struct problem *p, struct diag *d)
{
	struct dirent **names;
	char dir[PATH_MAX];
	int found, rc = 0;

	snprintf(dir, sizeof dir, "%s/sample", p->testdata_dir);
	found = scandir(dir, &names, package_not_dot, alphasort);
	for (int i = 0; i < found; i++) {
		size_t len = strlen(names[i]->d_name);
		char **grown;

		if (rc == 0 && len > 12 && !strcmp(names[i]->d_name + len - 12, ".interaction")) {
			grown = realloc(p->interactions.items,
					(p->interactions.count + 1) * sizeof *grown);
			if (grown)
				p->interactions.items = grown;
			if (!grown || asprintf(&grown[p->interactions.count], "%s/%s", dir,
					       names[i]->d_name) < 0)
				rc = diag_error(d, dir, 0, 0, "out of memory");
			else
				p->interactions.count++;
		}
		free(names[i]);
	}
	if (found >= 0)
		free(names);
	return rc;
}

/*
 * The one value of a file name at the package's root (its first word),
 * parsed by parse into dst; nothing when there is no such file.
 */
static int
read_root_value(const struct problem *p, const char *name, yfield_parser *parse, void *dst,
		struct diag *d)
{
	char path[PATH_MAX], why[PATH_MAX + 64], *text;
	struct stat st;

	snprintf(path, sizeof path, "%s/%s", p->dir, name);
	if (lstat(path, &st) < 0)
		return 0;
	if (!(text = pkgfile_read(p->dir, path, 64, NULL, why, sizeof why)))
		return diag_error(d, path, 0, 0, "%s", why);
	text[strcspn(text, " \t\r\n")] = '\0';
	struct ynode v = {.type = YNODE_SCALAR, .line = 1, .column = 1, .text = text,
			  .len = strlen(text)};
	struct yctx ctx = {.path = path, .diag = d};
	int rc = parse(&ctx, &v, dst);

	free(text);
	return rc;
}

/*
 * A .timelimit file (DOMjudge's: seconds) at the package's root, when
 * problem.yaml has none; and the judge's .calibration beside it: the
 * calibration score of the machine the limit was set on (judge timelimit
 * --write), a file the other tools ignore.
 */
static int
read_timelimit(struct problem *p, struct diag *d)
{
	if (!p->limits.time_ms &&
	    read_root_value(p, ".timelimit", parse_seconds, &p->limits.time_ms, d) < 0)
		return -1;
	return read_root_value(p, PACKAGE_CALIBRATION_FILE, yparse_count, &p->calibration, d);
}

/* The package's include/ folder, when it has one (see struct problem). */
static int
find_include(struct problem *p, struct diag *d)
{
	char path[PATH_MAX];
	struct stat st;

	snprintf(path, sizeof path, "%s/include", p->dir);
	if (stat(path, &st) < 0 || !S_ISDIR(st.st_mode))
		return 0;
	if (!(p->include_dir = strdup(path)))
		return diag_error(d, path, 0, 0, "out of memory");
	return 0;
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
	doc = ydoc_load_in(p->dir, p->yaml_path, d);
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
			 read_timelimit(p, d) == 0 && find_interactions(p, d) == 0 &&
			 find_include(p, d) == 0 &&
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
	int n = scandir(p->solution, &names, package_not_dot, alphasort);
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
