/* YAML files as located node trees (libyaml events stay in here), and key tables. */
#include "ydoc.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <yaml.h>

#include "units.h"

/* Deeper nesting than this is no problem file anyone writes; refuse it. */
#define MAX_DEPTH 64

static void
node_free(struct ynode *n)
{
	if (!n)
		return;
	for (size_t i = 0; i < n->count; i++)
		node_free(n->items[i]);
	free(n->items);
	free(n->text);
	free(n);
}

void
ydoc_free(struct ydoc *doc)
{
	if (!doc)
		return;
	node_free(doc->root);
	free(doc->path);
	free(doc);
}

const char *
ynode_kind(const struct ynode *n)
{
	switch (n->type) {
	case YNODE_SCALAR:
		return "a scalar";
	case YNODE_SEQUENCE:
		return "a list";
	case YNODE_MAPPING:
		return "a mapping";
	}
	return "a node";
}

static int
append(struct ynode *parent, struct ynode *child)
{
	struct ynode **grown = realloc(parent->items, (parent->count + 1) * sizeof *grown);
	if (!grown)
		return -1;
	parent->items = grown;
	parent->items[parent->count++] = child;
	return 0;
}

struct loader {
	yaml_parser_t parser;
	const char *path;
	struct diag *diag;
	const unsigned char *data; /* the whole text, for locating reader errors */
	size_t len;
	int end_line, end_column;  /* where the text ends */
};

/* The length of the line break at s (n bytes left) as libyaml counts them, or 0. */
static size_t
line_break(const unsigned char *s, size_t n)
{
	if (s[0] == '\r')
		return n > 1 && s[1] == '\n' ? 2 : 1;
	if (s[0] == '\n')
		return 1;
	if (n > 1 && s[0] == 0xc2 && s[1] == 0x85) /* NEL */
		return 2;
	if (n > 2 && s[0] == 0xe2 && s[1] == 0x80 && (s[2] == 0xa8 || s[2] == 0xa9)) /* LS, PS */
		return 3;
	return 0;
}

/*
 * Turns a byte offset into a 1-based line and a column counted in
 * characters, as libyaml's marks are (reader errors carry an offset only).
 */
static void
locate_offset(const struct loader *l, size_t offset, int *line, int *column)
{
	size_t start = 0;

	*line = 1;
	if (offset > l->len)
		offset = l->len;
	for (size_t i = 0; i < offset;) {
		size_t b = line_break(l->data + i, l->len - i);
		if (b) {
			(*line)++;
			i += b;
			start = i;
		} else {
			i++;
		}
	}
	*column = 1;
	for (size_t i = start; i < offset; i++)
		if ((l->data[i] & 0xc0) != 0x80)
			(*column)++;
}

/*
 * libyaml ends the last line itself, so a mark at the end of the text may
 * name a line after the last one: moves it to just after the last character.
 */
static void
clamp_mark(const struct loader *l, yaml_mark_t *mark)
{
	if (mark->index < l->len && mark->line + 1 <= (size_t)l->end_line)
		return;
	mark->line = (size_t)l->end_line - 1;
	mark->column = (size_t)l->end_column - 1;
}

static int
parser_error(struct loader *l)
{
	yaml_parser_t *p = &l->parser;
	const char *problem = p->problem ? p->problem : "invalid YAML";
	yaml_mark_t mark = p->problem_mark;

	clamp_mark(l, &mark);

	if (p->error == YAML_MEMORY_ERROR)
		return diag_error(l->diag, l->path, 0, 0, "out of memory while reading YAML");
	if (p->error == YAML_READER_ERROR) {
		int line, column;
		locate_offset(l, p->problem_offset, &line, &column);
		if (p->problem_value != -1)
			return diag_error(l->diag, l->path, line, column, "%s (byte 0x%02x)",
					  problem, (unsigned)p->problem_value & 0xff);
		return diag_error(l->diag, l->path, line, column, "%s", problem);
	}
	/* libyaml's words for a tab are obscure; a tab is the usual culprit */
	if (mark.index < l->len && l->data[mark.index] == '\t' && p->error == YAML_SCANNER_ERROR)
		return diag_error(l->diag, l->path, (int)mark.line + 1, (int)mark.column + 1,
				  "tab character: YAML is indented with spaces only");
	if (p->context)
		return diag_error(l->diag, l->path, (int)mark.line + 1, (int)mark.column + 1,
				  "%s %s", problem, p->context);
	return diag_error(l->diag, l->path, (int)mark.line + 1, (int)mark.column + 1, "%s",
			  problem);
}

static struct ynode *
node_new(enum ynode_type type, const yaml_mark_t *mark)
{
	struct ynode *n = calloc(1, sizeof *n);
	if (!n)
		return NULL;
	n->type = type;
	n->line = (int)mark->line + 1;
	n->column = (int)mark->column + 1;
	return n;
}

static int
check_tag(struct loader *l, const yaml_char_t *tag, const yaml_mark_t *mark)
{
	if (!tag)
		return 0;
	/* The core schema's own tags are harmless; anything else we cannot honour. */
	static const char *const core[] = {"str", "int", "float", "bool", "null", "seq", "map"};
	const char *t = (const char *)tag;
	if (strncmp(t, "tag:yaml.org,2002:", 18) == 0)
		for (size_t i = 0; i < sizeof core / sizeof *core; i++)
			if (strcmp(t + 18, core[i]) == 0)
				return 0;
	return diag_error(l->diag, l->path, (int)mark->line + 1, (int)mark->column + 1,
			  "unsupported YAML tag '%s'", (const char *)tag);
}

/*
 * Reads one node whose first event is ev (taken over by this function) and
 * returns it, or NULL after adding an error.
 */
static struct ynode *
read_node(struct loader *l, yaml_event_t *ev, int depth)
{
	struct ynode *n = NULL;
	yaml_mark_t mark = ev->start_mark;

	clamp_mark(l, &mark);

	if (depth > MAX_DEPTH) {
		diag_error(l->diag, l->path, (int)mark.line + 1, (int)mark.column + 1,
			   "nesting deeper than %d levels", MAX_DEPTH);
		goto out;
	}

	switch (ev->type) {
	case YAML_ALIAS_EVENT:
		diag_error(l->diag, l->path, (int)mark.line + 1, (int)mark.column + 1,
			   "YAML aliases are not supported; write the value out");
		goto out;
	case YAML_SCALAR_EVENT:
		if (ev->data.scalar.anchor) {
			diag_error(l->diag, l->path, (int)mark.line + 1, (int)mark.column + 1,
				   "YAML anchors are not supported");
			goto out;
		}
		if (check_tag(l, ev->data.scalar.tag, &mark) < 0)
			goto out;
		n = node_new(YNODE_SCALAR, &mark);
		if (!n)
			goto nomem;
		n->len = ev->data.scalar.length;
		n->text = malloc(n->len + 1);
		if (!n->text)
			goto nomem;
		memcpy(n->text, ev->data.scalar.value, n->len);
		n->text[n->len] = '\0';
		n->quoted = ev->data.scalar.style != YAML_PLAIN_SCALAR_STYLE;
		goto out;
	case YAML_SEQUENCE_START_EVENT:
	case YAML_MAPPING_START_EVENT: {
		bool seq = ev->type == YAML_SEQUENCE_START_EVENT;
		const yaml_char_t *anchor = seq ? ev->data.sequence_start.anchor
						: ev->data.mapping_start.anchor;
		const yaml_char_t *tag = seq ? ev->data.sequence_start.tag
					     : ev->data.mapping_start.tag;
		yaml_event_type_t end = seq ? YAML_SEQUENCE_END_EVENT : YAML_MAPPING_END_EVENT;

		if (anchor) {
			diag_error(l->diag, l->path, (int)mark.line + 1, (int)mark.column + 1,
				   "YAML anchors are not supported");
			goto out;
		}
		if (check_tag(l, tag, &mark) < 0)
			goto out;
		n = node_new(seq ? YNODE_SEQUENCE : YNODE_MAPPING, &mark);
		if (!n)
			goto nomem;
		for (;;) {
			yaml_event_t child;
			if (!yaml_parser_parse(&l->parser, &child)) {
				parser_error(l);
				goto fail;
			}
			if (child.type == end) {
				yaml_event_delete(&child);
				break;
			}
			struct ynode *c = read_node(l, &child, depth + 1);
			if (!c)
				goto fail;
			if (append(n, c) < 0) {
				node_free(c);
				goto nomem;
			}
		}
		goto out;
	}
	default:
		diag_error(l->diag, l->path, (int)mark.line + 1, (int)mark.column + 1,
			   "unexpected YAML event");
		goto out;
	}

nomem:
	diag_error(l->diag, l->path, (int)mark.line + 1, (int)mark.column + 1, "out of memory");
fail:
	node_free(n);
	n = NULL;
out:
	yaml_event_delete(ev);
	return n;
}

/* Reads events up to and including one of type want; -1 after an error. */
static int
expect(struct loader *l, yaml_event_type_t want, yaml_event_t *ev)
{
	if (!yaml_parser_parse(&l->parser, ev))
		return parser_error(l);
	if (ev->type != want) {
		yaml_event_delete(ev);
		return -1;
	}
	return 0;
}

struct ydoc *
ydoc_parse(const char *path, const char *data, size_t len, struct diag *d)
{
	struct loader l = {.path = path, .diag = d, .data = (const unsigned char *)data,
			   .len = len};
	struct ydoc *doc = NULL;
	yaml_event_t ev;
	size_t before = d->errors;

	doc = calloc(1, sizeof *doc);
	if (!doc || !(doc->path = strdup(path))) {
		diag_error(d, path, 0, 0, "out of memory");
		free(doc);
		return NULL;
	}
	if (!yaml_parser_initialize(&l.parser)) {
		diag_error(d, path, 0, 0, "out of memory");
		ydoc_free(doc);
		return NULL;
	}
	yaml_parser_set_input_string(&l.parser, l.data, len);
	locate_offset(&l, len, &l.end_line, &l.end_column);

	if (expect(&l, YAML_STREAM_START_EVENT, &ev) < 0)
		goto fail;
	yaml_event_delete(&ev);
	if (!yaml_parser_parse(&l.parser, &ev)) {
		parser_error(&l);
		goto fail;
	}
	if (ev.type == YAML_STREAM_END_EVENT) {
		/* an empty file: no root */
		yaml_event_delete(&ev);
		goto done;
	}
	yaml_event_delete(&ev); /* DOCUMENT-START */
	if (!yaml_parser_parse(&l.parser, &ev)) {
		parser_error(&l);
		goto fail;
	}
	doc->root = read_node(&l, &ev, 0);
	if (!doc->root)
		goto fail;
	if (expect(&l, YAML_DOCUMENT_END_EVENT, &ev) < 0)
		goto fail;
	yaml_event_delete(&ev);
	if (!yaml_parser_parse(&l.parser, &ev)) {
		parser_error(&l);
		goto fail;
	}
	if (ev.type != YAML_STREAM_END_EVENT) {
		clamp_mark(&l, &ev.start_mark);
		diag_error(d, path, (int)ev.start_mark.line + 1, (int)ev.start_mark.column + 1,
			   "more than one YAML document in the file");
		yaml_event_delete(&ev);
		goto fail;
	}
	yaml_event_delete(&ev);
done:
	yaml_parser_delete(&l.parser);
	return doc;
fail:
	if (d->errors == before)
		diag_error(d, path, 0, 0, "invalid YAML");
	yaml_parser_delete(&l.parser);
	ydoc_free(doc);
	return NULL;
}

/*
 * Reads the regular file at path whole.  Opens without blocking, so that a
 * FIFO in place of a file is refused rather than waited on.  Returns the
 * bytes (NUL-terminated, *len set) or NULL after adding an error to d.
 */
static char *
read_file(const char *path, size_t *len, struct diag *d)
{
	struct stat st;
	char *data = NULL;
	size_t n = 0;
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);

	if (fd < 0) {
		diag_error(d, path, 0, 0, "cannot open: %s", strerror(errno));
		return NULL;
	}
	if (fstat(fd, &st) < 0) {
		diag_error(d, path, 0, 0, "cannot read: %s", strerror(errno));
		goto out;
	}
	if (S_ISDIR(st.st_mode)) {
		diag_error(d, path, 0, 0, "is a directory, not a file");
		goto out;
	}
	if (!S_ISREG(st.st_mode)) {
		diag_error(d, path, 0, 0, "not a regular file");
		goto out;
	}
	if (st.st_size > YDOC_MAX_BYTES) {
		diag_error(d, path, 0, 0,
			   "file too large (%lld bytes; at most %d MiB: keep big data in "
			   "input_file and output_file)",
			   (long long)st.st_size, YDOC_MAX_BYTES >> 20);
		goto out;
	}
	/* One more byte than the size, to see a file that grew meanwhile. */
	size_t cap = (size_t)st.st_size + 1;
	if (!(data = malloc(cap + 1))) {
		diag_error(d, path, 0, 0, "out of memory");
		goto out;
	}
	for (;;) {
		ssize_t got = read(fd, data + n, cap - n);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0) {
			diag_error(d, path, 0, 0, "cannot read: %s", strerror(errno));
			free(data);
			data = NULL;
			goto out;
		}
		if (got == 0)
			break;
		n += (size_t)got;
		if (n == cap) {
			if (cap > YDOC_MAX_BYTES) {
				diag_error(d, path, 0, 0, "file too large (it keeps growing)");
				free(data);
				data = NULL;
				goto out;
			}
			char *grown = realloc(data, 2 * cap + 1);
			if (!grown) {
				diag_error(d, path, 0, 0, "out of memory");
				free(data);
				data = NULL;
				goto out;
			}
			data = grown;
			cap *= 2;
		}
	}
	data[n] = '\0';
	*len = n;
out:
	close(fd);
	return data;
}

struct ydoc *
ydoc_load(const char *path, struct diag *d)
{
	size_t len;
	char *data = read_file(path, &len, d);

	if (!data)
		return NULL;
	struct ydoc *doc = ydoc_parse(path, data, len, d);
	free(data);
	return doc;
}

int
yctx_error(struct yctx *ctx, const struct ynode *n, const char *fmt, ...)
{
	char msg[768];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	return diag_error(ctx->diag, ctx->path, n ? n->line : 0, n ? n->column : 0, "%s", msg);
}

/* Levenshtein distance, for did-you-mean on short keys. */
static size_t
edit_distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);
	if (la > 63 || lb > 63)
		return SIZE_MAX;
	size_t prev[64], cur[64];
	for (size_t j = 0; j <= lb; j++)
		prev[j] = j;
	for (size_t i = 1; i <= la; i++) {
		cur[0] = i;
		for (size_t j = 1; j <= lb; j++) {
			size_t sub = prev[j - 1] + (a[i - 1] != b[j - 1]);
			size_t del = prev[j] + 1, ins = cur[j - 1] + 1;
			cur[j] = sub < del ? (sub < ins ? sub : ins) : (del < ins ? del : ins);
		}
		memcpy(prev, cur, (lb + 1) * sizeof *prev);
	}
	return prev[lb];
}

/* One of a and b starts with the other (and the shorter has 3+ characters). */
static bool
prefix_related(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), n = la < lb ? la : lb;
	return n >= 3 && strncmp(a, b, n) == 0;
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
	if (n > 64)
		return yctx_error(ctx, map, "internal error: key table too large");

	for (size_t i = 0; i + 1 < map->count; i += 2) {
		const struct ynode *key = map->items[i], *value = map->items[i + 1];
		if (key->type != YNODE_SCALAR) {
			rc = yctx_error(ctx, key, "%s keys must be scalars", what);
			continue;
		}
		const struct yfield *f = bsearch(key->text, table, n, sizeof *table, field_cmp);
		if (!f) {
			const char *best = NULL;
			size_t best_d = SIZE_MAX;
			for (size_t k = 0; k < n; k++) {
				size_t dist = edit_distance(key->text, table[k].key);
				/* "time_limit" for "time": a longer spelling of a known key */
				if (prefix_related(key->text, table[k].key))
					dist = 0;
				if (dist < best_d) {
					best_d = dist;
					best = table[k].key;
				}
			}
			if (best && (best_d <= 2 || prefix_related(key->text, best)) &&
			    best_d < strlen(key->text))
				rc = yctx_error(ctx, key, "unknown %s key '%s' (did you mean '%s'?)",
						what, key->text, best);
			else
				rc = yctx_error(ctx, key, "unknown %s key '%s'", what, key->text);
			continue;
		}
		size_t idx = (size_t)(f - table);
		if (seen[idx]) {
			rc = yctx_error(ctx, key, "duplicate key '%s' (first at line %d)", key->text,
					first[idx]->line);
			continue;
		}
		seen[idx] = true;
		first[idx] = key;
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
