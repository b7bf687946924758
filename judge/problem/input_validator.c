/* Input validators and their arguments: problem.yaml's `validator:`, a package's input_validators/. */
#include "input_validator.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/escape.h"

/* The last part of path, which names a validator. */
static const char *
base_name(const char *path)
{
	const char *slash = strrchr(path, '/');
	return slash ? slash + 1 : path;
}

/* Appends an empty validator to list; NULL when out of memory. */
static struct input_validator *
list_push(struct input_validator_list *list)
{
	struct input_validator *grown = realloc(list->items, (list->count + 1) * sizeof *grown);

	if (!grown)
		return NULL;
	list->items = grown;
	struct input_validator *v = &grown[list->count++];

	memset(v, 0, sizeof *v);
	checker_spec_init(&v->spec);
	v->spec.type = CHECKER_CUSTOM;
	return v;
}

static int
parse_protocol(struct yctx *ctx, const struct ynode *v, void *dst)
{
	if (v->type == YNODE_SCALAR && !strcmp(v->text, "kattis"))
		*(enum checker_protocol *)dst = CHECKER_PROTOCOL_KATTIS;
	else if (v->type == YNODE_SCALAR && !strcmp(v->text, "testlib"))
		*(enum checker_protocol *)dst = CHECKER_PROTOCOL_TESTLIB;
	else
		return yctx_error(ctx, v, "invalid validator protocol '%s' (expected one of: "
				  "kattis, testlib)", v->type == YNODE_SCALAR ? v->text
									 : ynode_kind(v));
	return 0;
}

static const struct yfield validator_fields[] = {
	{"protocol", parse_protocol, offsetof(struct checker_spec, protocol), false},
	{"source", yparse_program, offsetof(struct checker_spec, source), true},
};

/* One item of `validator:`: a source, or a mapping. */
static int
parse_one(struct yctx *ctx, const struct ynode *v, struct input_validator_list *list)
{
	struct input_validator *iv = list_push(list);
	int rc;

	if (!iv)
		return yctx_error(ctx, v, "out of memory");
	if (v->type == YNODE_MAPPING)
		rc = ymap_apply(ctx, v, "validator", validator_fields,
				sizeof validator_fields / sizeof *validator_fields, &iv->spec);
	else
		rc = yparse_program(ctx, v, &iv->spec.source);
	if (rc < 0)
		return -1;
	if (!(iv->name = strdup(base_name(iv->spec.source))))
		return yctx_error(ctx, v, "out of memory");
	for (size_t i = 0; i + 1 < list->count; i++)
		if (!strcmp(list->items[i].name, iv->name))
			return yctx_error(ctx, v, "two validators named '%s'", iv->name);
	return 0;
}

int
input_validator_parse_list(struct yctx *ctx, const struct ynode *v, void *dst)
{
	struct input_validator_list *list = dst;
	int rc = 0;

	input_validator_list_fini(list);
	if (v->type != YNODE_SEQUENCE)
		return parse_one(ctx, v, list);
	if (v->count == 0)
		return yctx_error(ctx, v, "an empty list of validators");
	for (size_t i = 0; i < v->count; i++)
		if (parse_one(ctx, v->items[i], list) < 0)
			rc = -1;
	return rc;
}

/*
 * Appends an entry for name (NULL: every validator), written at node at, to
 * a; NULL when out of memory.
 */
static struct input_args_entry *
args_push(struct input_args *a, const char *name, const struct ynode *at)
{
	struct input_args_entry *grown = realloc(a->entries, (a->count + 1) * sizeof *grown);

	if (!grown)
		return NULL;
	a->entries = grown;
	struct input_args_entry *e = &grown[a->count];

	memset(e, 0, sizeof *e);
	if (name && !(e->name = strdup(name)))
		return NULL;
	e->line = at ? at->line : 0;
	e->column = at ? at->column : 0;
	a->count++;
	return e;
}

int
input_args_parse(struct yctx *ctx, const struct ynode *v, void *dst)
{
	struct input_args *a = dst;
	struct input_args_entry *e;
	int rc = 0;

	input_args_fini(a);
	a->set = true;
	if (v->type != YNODE_MAPPING) {
		if (!(e = args_push(a, NULL, v)))
			return yctx_error(ctx, v, "out of memory");
		return yparse_string_list(ctx, v, &e->args);
	}
	for (size_t i = 0; i + 1 < v->count; i += 2) {
		const struct ynode *key = v->items[i];

		if (key->type != YNODE_SCALAR || !key->len) {
			rc = yctx_error(ctx, key, "a validator's name must be a string");
			continue;
		}
		if (!(e = args_push(a, key->text, key)))
			return yctx_error(ctx, v, "out of memory");
		if (yparse_string_list(ctx, v->items[i + 1], &e->args) < 0)
			rc = -1;
	}
	return rc;
}

/* input_validator_flags: {name, flags} as written. */
struct legacy_flags {
	char *name;
	const struct ynode *flags;
};

static int
keep_node(struct yctx *ctx, const struct ynode *v, void *dst)
{
	(void)ctx;
	*(const struct ynode **)dst = v;
	return 0;
}

static const struct yfield legacy_fields[] = {
	{"flags", keep_node, offsetof(struct legacy_flags, flags), true},
	{"name", yparse_string, offsetof(struct legacy_flags, name), true},
};

int
input_args_parse_legacy(struct yctx *ctx, const struct ynode *v, void *dst)
{
	struct input_args *a = dst;
	struct legacy_flags lf = {0};
	struct input_args_entry *e;
	int rc;

	input_args_fini(a);
	a->set = true;
	if (v->type != YNODE_MAPPING) {
		if (!(e = args_push(a, NULL, v)))
			return yctx_error(ctx, v, "out of memory");
		return yparse_words(ctx, v, &e->args);
	}
	rc = ymap_apply(ctx, v, "input_validator_flags", legacy_fields,
			sizeof legacy_fields / sizeof *legacy_fields, &lf);
	if (rc == 0 && !(e = args_push(a, lf.name, v)))
		rc = yctx_error(ctx, v, "out of memory");
	else if (rc == 0)
		rc = yparse_words(ctx, lf.flags, &e->args);
	free(lf.name);
	return rc;
}

const struct ystrings *
input_args_for(const struct input_args *a, const char *name)
{
	const struct ystrings *all = NULL;

	for (size_t i = 0; i < a->count; i++) {
		if (!a->entries[i].name)
			all = &a->entries[i].args;
		else if (!strcmp(a->entries[i].name, name))
			return &a->entries[i].args;
	}
	/* A mapping names the validators it gives arguments: the others get none. */
	return all;
}

int
input_args_check(const struct input_args *a, const struct input_validator_list *list,
		 const char *path, struct diag *d)
{
	int rc = 0;

	for (size_t i = 0; i < a->count; i++) {
		const struct input_args_entry *e = &a->entries[i];
		bool found = !e->name;
		char names[256] = "";

		for (size_t k = 0; k < list->count && !found; k++)
			found = !strcmp(list->items[k].name, e->name);
		if (found)
			continue;
		for (size_t k = 0; k < list->count; k++)
			snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s",
				 k ? ", " : "", list->items[k].name);
		rc = diag_error(d, path, e->line, e->column,
				"arguments for '%s', which is no input validator (%s%s)", e->name,
				list->count ? "they are: " : "there are none", names);
	}
	return rc;
}

int
input_args_copy(struct input_args *dst, const struct input_args *src)
{
	memset(dst, 0, sizeof *dst);
	dst->set = src->set;
	for (size_t i = 0; i < src->count; i++) {
		const struct input_args_entry *from = &src->entries[i];
		struct input_args_entry *to = args_push(dst, from->name, NULL);

		if (!to)
			goto fail;
		to->line = from->line;
		to->column = from->column;
		for (size_t k = 0; k < from->args.count; k++) {
			char **grown = realloc(to->args.items, (k + 1) * sizeof *grown);

			if (!grown)
				goto fail;
			to->args.items = grown;
			if (!(grown[k] = strdup(from->args.items[k])))
				goto fail;
			to->args.count++;
		}
	}
	return 0;
fail:
	input_args_fini(dst);
	return -1;
}

void
input_args_write(FILE *f, const char *key, const struct input_args *a)
{
	if (!a->set)
		return;
	fprintf(f, "%s:", key);
	for (size_t i = 0; i < a->count; i++) {
		const struct input_args_entry *e = &a->entries[i];

		if (e->name) {
			fputs("\n  ", f);
			escape_yaml(f, e->name);
			fputc(':', f);
		}
		fputs(" [", f);
		for (size_t k = 0; k < e->args.count; k++) {
			fputs(k ? ", " : "", f);
			escape_yaml(f, e->args.items[k]);
		}
		fputc(']', f);
	}
	fputc('\n', f);
}

void
input_args_fini(struct input_args *a)
{
	for (size_t i = 0; i < a->count; i++) {
		free(a->entries[i].name);
		ystrings_fini(&a->entries[i].args);
	}
	free(a->entries);
	memset(a, 0, sizeof *a);
}

void
input_validator_list_fini(struct input_validator_list *list)
{
	for (size_t i = 0; i < list->count; i++) {
		free(list->items[i].name);
		free(list->items[i].not_run);
		checker_spec_fini(&list->items[i].spec);
	}
	free(list->items);
	list->items = NULL;
	list->count = 0;
}

static int
not_dot(const struct dirent *de)
{
	return de->d_name[0] != '.';
}

/* Why the judge cannot run the validator file name, or NULL when it can. */
static const char *
unrunnable(const char *name)
{
	size_t n = strlen(name);

	if (n > 4 && !strcmp(name + n - 4, ".ctd"))
		return "a checktestdata script (.ctd): the judge has no checktestdata";
	if (n > 5 && !strcmp(name + n - 5, ".viva"))
		return "a VIVA script (.viva): the judge has no VIVA";
	return NULL;
}

int
input_validator_list_find(const char *dir, struct input_validator_list *list, struct diag *d)
{
	static const char *const folders[] = {
		"input_validators", "input_format_validators", "input_validator",
	};
	size_t before = d->errors;

	for (size_t f = 0; f < sizeof folders / sizeof *folders; f++) {
		char folder[PATH_MAX];
		struct dirent **names;
		int n;

		snprintf(folder, sizeof folder, "%s/%s", dir, folders[f]);
		if ((n = scandir(folder, &names, not_dot, alphasort)) < 0) {
			if (errno != ENOENT && errno != ENOTDIR)
				diag_error(d, folder, 0, 0, "cannot open folder: %s", strerror(errno));
			continue;
		}
		for (int i = 0; i < n; i++) {
			const char *why = unrunnable(names[i]->d_name);
			struct input_validator *v = list_push(list);
			struct stat st;

			if (!v || asprintf(&v->spec.source, "%s/%s", folder, names[i]->d_name) < 0 ||
			    !(v->name = strdup(names[i]->d_name)) ||
			    (why && !(v->not_run = strdup(why)))) {
				diag_error(d, folder, 0, 0, "out of memory");
				break;
			}
			v->spec.protocol = CHECKER_PROTOCOL_KATTIS;
			if (stat(v->spec.source, &st) < 0 ||
			    (!S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)))
				diag_error(d, v->spec.source, 0, 0,
					   "an input validator is a file or a folder");
		}
		for (int i = 0; i < n; i++)
			free(names[i]);
		free(names);
	}
	return d->errors == before ? 0 : -1;
}
