/* YAML mappings onto structs: key tables, ymap_apply() and the field parsers. */
#include "yfield.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/suggest.h"
#include "base/units.h"

/* An error or a warning at node n, as diag_error() or diag_warning() returns. */
static int
located(struct yctx *ctx, const struct ynode *n, bool warning, const char *fmt, va_list ap)
	__attribute__((format(printf, 4, 0)));

static int
located(struct yctx *ctx, const struct ynode *n, bool warning, const char *fmt, va_list ap)
{
	char msg[768];
	int line = n ? n->line : 0, column = n ? n->column : 0;

	vsnprintf(msg, sizeof msg, fmt, ap);
	return warning ? diag_warning(ctx->diag, ctx->path, line, column, "%s", msg)
		       : diag_error(ctx->diag, ctx->path, line, column, "%s", msg);
}

int
yctx_error(struct yctx *ctx, const struct ynode *n, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int rc = located(ctx, n, false, fmt, ap);
	va_end(ap);
	return rc;
}

int
yctx_warning(struct yctx *ctx, const struct ynode *n, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int rc = located(ctx, n, true, fmt, ap);
	va_end(ap);
	return rc;
}

static int
field_cmp(const void *key, const void *row)
{
	return strcmp(key, ((const struct yfield *)row)->key);
}

int
ymap_apply(struct yctx *ctx, const struct ynode *map, const char *what,
	   const struct yfield *table, size_t n, void *obj)
{
	int rc = 0;

	if (map->type != YNODE_MAPPING)
		return yctx_error(ctx, map, "%s must be a mapping, not %s", what, ynode_kind(map));

	bool seen[64] = {false};
	const struct ynode *first[64] = {NULL};
	const char *keys[64];
	if (n > 64)
		return yctx_error(ctx, map, "internal error: key table too large");
	for (size_t k = 0; k < n; k++)
		keys[k] = table[k].key;

	for (size_t i = 0; i + 1 < map->count; i += 2) {
		const struct ynode *key = map->items[i], *value = map->items[i + 1];
		if (key->type != YNODE_SCALAR) {
			rc = yctx_error(ctx, key, "%s keys must be scalars", what);
			continue;
		}
		const struct yfield *f = bsearch(key->text, table, n, sizeof *table, field_cmp);
		if (!f) {
			const char *best;
			if (suggest(key->text, keys, n, &best, 1))
				rc = yctx_error(ctx, key, "unknown %s key '%s' (did you mean '%s'?)",
						what, key->text, best);
			else
				rc = yctx_error(ctx, key, "unknown %s key '%s'", what, key->text);
			continue;
		}
		size_t idx = (size_t)(f - table);
		if (first[idx]) {
			rc = yctx_error(ctx, key, "duplicate key '%s' (first at line %d)", key->text,
					first[idx]->line);
			continue;
		}
		first[idx] = key;
		/*
		 * YAML's null (`key:` and nothing): not given, as the reference
		 * tools read it; inline text alone keeps reading it as empty text.
		 */
		if (ynode_null(value) && f->parse != yparse_text)
			continue;
		seen[idx] = true;
		if (f->parse(ctx, value, (char *)obj + f->offset) < 0)
			rc = -1;
	}
	for (size_t k = 0; k < n; k++) {
		if (table[k].required && !seen[k])
			rc = yctx_error(ctx, map, "%s has no '%s'", what, table[k].key);
	}
	return rc;
}

static int
want_scalar(struct yctx *ctx, const struct ynode *v, const char *what)
{
	if (v->type != YNODE_SCALAR)
		return yctx_error(ctx, v, "%s must be a scalar, not %s", what, ynode_kind(v));
	return 0;
}

int
yparse_text(struct yctx *ctx, const struct ynode *v, void *dst)
{
	char **out = dst;
	if (want_scalar(ctx, v, "this value") < 0)
		return -1;
	free(*out);
	*out = strdup(v->text);
	if (!*out)
		return yctx_error(ctx, v, "out of memory");
	return 0;
}

/*
 * The first control character of scalar v (a NUL cuts a C string short, an
 * escape sequence reaches the terminal when the value is printed), or -1.
 */
static int
control_byte(const struct ynode *v)
{
	for (size_t i = 0; i < v->len; i++) {
		unsigned char c = (unsigned char)v->text[i];
		if (c < 0x20 || c == 0x7f)
			return c;
	}
	return -1;
}

static int
want_printable(struct yctx *ctx, const struct ynode *v)
{
	int c = control_byte(v);
	if (c >= 0)
		return yctx_error(ctx, v, "control character 0x%02x in a name, title or path "
				  "(only inline input and output may hold any byte)", c);
	return 0;
}

int
yparse_string(struct yctx *ctx, const struct ynode *v, void *dst)
{
	if (want_scalar(ctx, v, "this value") < 0)
		return -1;
	if (v->len == 0)
		return yctx_error(ctx, v, "empty value");
	if (want_printable(ctx, v) < 0)
		return -1;
	return yparse_text(ctx, v, dst);
}

int
yparse_prose(struct yctx *ctx, const struct ynode *v, void *dst)
{
	char **out = dst;
	size_t n;

	if (want_scalar(ctx, v, "this value") < 0)
		return -1;
	/* A block scalar's line breaks are the text's layout, not its content. */
	char *text = strdup(v->text);
	if (!text)
		return yctx_error(ctx, v, "out of memory");
	for (char *c = text; *c; c++)
		if (*c == '\n' || *c == '\r' || *c == '\t')
			*c = ' ';
	for (n = strlen(text); n && text[n - 1] == ' '; n--)
		text[n - 1] = '\0';
	const struct ynode flat = {.type = YNODE_SCALAR, .line = v->line, .column = v->column,
				   .text = text, .len = n};

	if (!n || want_printable(ctx, &flat) < 0) {
		free(text);
		return !n ? yctx_error(ctx, v, "empty value") : -1;
	}
	free(*out);
	*out = text;
	return 0;
}

int
yparse_bool(struct yctx *ctx, const struct ynode *v, void *dst)
{
	static const char *const words[][2] = {
		{"false", "true"}, {"False", "True"}, {"FALSE", "TRUE"}, {"no", "yes"},
		{"No", "Yes"}, {"NO", "YES"}, {"off", "on"}, {"Off", "On"}, {"OFF", "ON"},
	};

	for (size_t i = 0; v->type == YNODE_SCALAR && !v->quoted &&
			   i < sizeof words / sizeof words[0]; i++)
		for (int b = 0; b < 2; b++)
			if (!strcmp(v->text, words[i][b])) {
				*(bool *)dst = b;
				return 0;
			}
	return yctx_error(ctx, v, "expected true or false, not %s%s%s",
			  v->type == YNODE_SCALAR ? "'" : "",
			  v->type == YNODE_SCALAR ? v->text : ynode_kind(v),
			  v->type == YNODE_SCALAR ? "'" : "");
}

int
yparse_program(struct yctx *ctx, const struct ynode *v, void *dst)
{
	char **out = dst;
	struct stat st;

	if (yparse_string(ctx, v, dst) < 0)
		return -1;
	if ((*out)[0] != '/') {
		char *joined;
		if (asprintf(&joined, "%s/%s", ctx->dir, *out) < 0)
			return yctx_error(ctx, v, "out of memory");
		free(*out);
		*out = joined;
	}
	if (stat(*out, &st) < 0)
		return yctx_error(ctx, v, "cannot open '%s': %s", v->text, strerror(errno));
	/* A folder is a program of several files (source_set_open). */
	if (!S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode))
		return yctx_error(ctx, v, "'%s' is neither a file nor a folder", v->text);
	return 0;
}

void
ystrings_fini(struct ystrings *s)
{
	for (size_t i = 0; i < s->count; i++)
		free(s->items[i]);
	free(s->items);
	s->items = NULL;
	s->count = 0;
}

static int
strings_push(struct yctx *ctx, struct ystrings *s, const struct ynode *v)
{
	if (want_scalar(ctx, v, "each item") < 0 || want_printable(ctx, v) < 0)
		return -1;
	char **grown = realloc(s->items, (s->count + 1) * sizeof *grown);
	if (!grown)
		return yctx_error(ctx, v, "out of memory");
	s->items = grown;
	if (!(s->items[s->count] = strdup(v->text)))
		return yctx_error(ctx, v, "out of memory");
	s->count++;
	return 0;
}

int
yparse_string_list(struct yctx *ctx, const struct ynode *v, void *dst)
{
	struct ystrings *s = dst;
	ystrings_fini(s);
	if (v->type == YNODE_SCALAR)
		return strings_push(ctx, s, v);
	if (v->type != YNODE_SEQUENCE)
		return yctx_error(ctx, v, "expected a string or a list of strings, not %s",
				  ynode_kind(v));
	int rc = 0;
	for (size_t i = 0; i < v->count; i++)
		if (strings_push(ctx, s, v->items[i]) < 0)
			rc = -1;
	return rc;
}

int
ystrings_split(struct ystrings *s, const char *text)
{
	static const char blanks[] = " \t\n\r\f\v";

	for (text += strspn(text, blanks); *text; text += strspn(text, blanks)) {
		size_t n = strcspn(text, blanks);
		char **grown = realloc(s->items, (s->count + 1) * sizeof *grown);

		if (!grown)
			return -1;
		s->items = grown;
		if (!(grown[s->count] = strndup(text, n)))
			return -1;
		s->count++;
		text += n;
	}
	return 0;
}

int
yparse_words(struct yctx *ctx, const struct ynode *v, void *dst)
{
	struct ystrings *s = dst;

	ystrings_fini(s);
	if (want_scalar(ctx, v, "a string of words") < 0)
		return -1;
	if (ystrings_split(s, v->text) < 0)
		return yctx_error(ctx, v, "out of memory");
	for (size_t i = 0; i < s->count; i++) {
		const struct ynode word = {.type = YNODE_SCALAR, .line = v->line,
					   .column = v->column, .text = s->items[i],
					   .len = strlen(s->items[i])};

		if (want_printable(ctx, &word) < 0)
			return -1;
	}
	return 0;
}

int
yparse_time(struct yctx *ctx, const struct ynode *v, void *dst)
{
	char err[256];
	if (want_scalar(ctx, v, "a duration") < 0)
		return -1;
	if (units_parse_time(v->text, dst, err, sizeof err) < 0)
		return yctx_error(ctx, v, "%s", err);
	return 0;
}

int
yparse_bytes(struct yctx *ctx, const struct ynode *v, void *dst)
{
	char err[256];
	if (want_scalar(ctx, v, "a size") < 0)
		return -1;
	if (units_parse_bytes(v->text, dst, err, sizeof err) < 0)
		return yctx_error(ctx, v, "%s", err);
	return 0;
}

int
yparse_count(struct yctx *ctx, const struct ynode *v, void *dst)
{
	if (want_scalar(ctx, v, "a count") < 0)
		return -1;
	char *end;
	errno = 0;
	long long n = strtoll(v->text, &end, 10);
	if (errno || end == v->text || *end || n <= 0 || n > 1000000)
		return yctx_error(ctx, v, "expected a whole number from 1 to 1000000, not '%s'",
				  v->text);
	*(int64_t *)dst = n;
	return 0;
}

const struct ynode *
ymap_value(const struct ynode *m, const char *key)
{
	for (size_t i = 0; m->type == YNODE_MAPPING && i + 1 < m->count; i += 2)
		if (m->items[i]->type == YNODE_SCALAR && !strcmp(m->items[i]->text, key))
			return m->items[i + 1];
	return m;
}
