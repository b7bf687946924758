/* YAML files as located node trees, whole or a node at a time (libyaml events stay in here). */
#include "ydoc.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <yaml.h>

#include "base/pkgfile.h"

/* Deeper nesting than this is no problem file anyone writes; refuse it. */
#define MAX_DEPTH 64

void
ynode_free(struct ynode *n)
{
	if (!n)
		return;
	for (size_t i = 0; i < n->count; i++)
		ynode_free(n->items[i]);
	free(n->items);
	free(n->text);
	free(n);
}

void
ydoc_free(struct ydoc *doc)
{
	if (!doc)
		return;
	ynode_free(doc->root);
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

/* Whether s is all of [-+]? then one or more of the bytes digits (and '_'), past prefix. */
static bool
plain_number(const char *s, const char *prefix, const char *digits)
{
	if (*s == '-' || *s == '+')
		s++;
	size_t n = strlen(prefix);

	if (strncmp(s, prefix, n))
		return false;
	s += n;
	if (!*s)
		return false;
	for (; *s; s++)
		if (!strchr(digits, *s) && *s != '_')
			return false;
	return true;
}

/* Whether s is a float of the core schema: 1.5, -2., 1e9, .5e-3. */
static bool
plain_float(const char *s)
{
	bool digits = false, dot = false;

	if (*s == '-' || *s == '+')
		s++;
	if (!strcmp(s, ".inf") || !strcmp(s, ".Inf") || !strcmp(s, ".INF"))
		return true;
	for (; *s && (isdigit((unsigned char)*s) || *s == '_' || (*s == '.' && !dot)); s++) {
		digits |= isdigit((unsigned char)*s) != 0;
		dot |= *s == '.';
	}
	if (!digits)
		return false;
	if (*s == 'e' || *s == 'E') {
		s++;
		if (*s == '-' || *s == '+')
			s++;
		if (!isdigit((unsigned char)*s))
			return false;
		while (isdigit((unsigned char)*s))
			s++;
		return !*s;
	}
	return dot && !*s;
}

enum yscalar
ynode_scalar(const struct ynode *n)
{
	static const char *const nulls[] = {"", "~", "null", "Null", "NULL"};
	static const char *const bools[] = {"true", "True", "TRUE", "false", "False", "FALSE"};
	const char *s = n->text;

	if (n->type != YNODE_SCALAR || n->quoted)
		return YSCALAR_STRING;
	for (size_t i = 0; i < sizeof nulls / sizeof *nulls; i++)
		if (!strcmp(s, nulls[i]))
			return YSCALAR_NULL;
	for (size_t i = 0; i < sizeof bools / sizeof *bools; i++)
		if (!strcmp(s, bools[i]))
			return YSCALAR_BOOL;
	if (plain_number(s, "0x", "0123456789abcdefABCDEF") || plain_number(s, "0o", "01234567") ||
	    plain_number(s, "0b", "01") || plain_number(s, "", "0123456789"))
		return YSCALAR_INT;
	if (plain_float(s) || !strcmp(s, ".nan") || !strcmp(s, ".NaN") || !strcmp(s, ".NAN"))
		return YSCALAR_FLOAT;
	return YSCALAR_STRING;
}

bool
ynode_null(const struct ynode *n)
{
	return ynode_scalar(n) == YSCALAR_NULL;
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

/*
 * A YAML text being read: a string in memory, or a file read in chunks
 * through a descriptor so that a big file never sits in memory whole.
 */
struct yreader {
	yaml_parser_t parser;
	char *path;
	struct diag *diag;
	int fd;                    /* the file, or -1 for a string */
	const unsigned char *data; /* the whole text, when known (see whole_text) */
	size_t len;
	unsigned char *owned;      /* data when read back from the file for a message */
	size_t size;               /* the file's size when opened, or len */
	size_t consumed;           /* bytes handed to libyaml from the file */
	bool too_large;            /* the file grew past YDOC_MAX_BYTES */
	int end_line, end_column;  /* where the text read so far ends */
	unsigned char last[2];     /* its last two bytes, for breaks split across reads */
	bool empty;                /* the stream holds no document */
	int depth;                 /* collections entered with yreader_enter */
};

/*
 * Reads the file from its start for a message that needs the text (reader
 * errors carry a byte offset, not a line).  Returns 0, or -1 when it cannot.
 */
static int
whole_text(struct yreader *r)
{
	if (r->data)
		return 0;
	size_t cap = r->consumed > r->size ? r->consumed : r->size, n = 0;
	unsigned char *buf = malloc(cap + 1);
	if (!buf)
		return -1;
	while (n < cap) {
		ssize_t got = pread(r->fd, buf + n, cap - n, (off_t)n);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0)
			break;
		n += (size_t)got;
	}
	r->owned = buf;
	r->data = buf;
	r->len = n;
	return 0;
}

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
locate_offset(struct yreader *r, size_t offset, int *line, int *column)
{
	size_t start = 0;

	*line = 1;
	*column = 1;
	if (whole_text(r) < 0)
		return;
	if (offset > r->len)
		offset = r->len;
	for (size_t i = 0; i < offset;) {
		size_t b = line_break(r->data + i, r->len - i);
		if (b) {
			(*line)++;
			i += b;
			start = i;
		} else {
			i++;
		}
	}
	for (size_t i = start; i < offset; i++)
		if ((r->data[i] & 0xc0) != 0x80)
			(*column)++;
}

/*
 * Follows the position of the end of the text as bytes come: line breaks
 * counted as libyaml counts them (CR LF, CR, LF, NEL, LS, PS), columns in
 * characters.
 */
static void
track_end(struct yreader *r, const unsigned char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		unsigned char c = s[i], p1 = r->last[1], p2 = r->last[0];
		bool brk = c == '\r' || (c == '\n' && p1 != '\r') || (c == 0x85 && p1 == 0xc2) ||
			   ((c == 0xa8 || c == 0xa9) && p1 == 0x80 && p2 == 0xe2);
		if (brk) {
			r->end_line++;
			r->end_column = 1;
		} else if ((c & 0xc0) != 0x80 && !(c == '\n' && p1 == '\r')) {
			r->end_column++;
		}
		r->last[0] = p1;
		r->last[1] = c;
	}
}

/*
 * libyaml ends the last line itself, so a mark at the end of the text may
 * name a line after the last one: moves it to just after the last character.
 * libyaml never marks a line it has not read, so the end read so far serves.
 */
static void
clamp_mark(struct yreader *r, yaml_mark_t *mark)
{
	if (mark->index < r->size && mark->line + 1 <= (size_t)r->end_line)
		return;
	mark->line = (size_t)r->end_line - 1;
	mark->column = (size_t)r->end_column - 1;
}

static int
parser_error(struct yreader *r)
{
	yaml_parser_t *p = &r->parser;
	const char *problem = p->problem ? p->problem : "invalid YAML";
	yaml_mark_t mark = p->problem_mark;

	if (r->too_large)
		return diag_error(r->diag, r->path, 0, 0, "file too large (it keeps growing)");
	if (p->error == YAML_MEMORY_ERROR)
		return diag_error(r->diag, r->path, 0, 0, "out of memory while reading YAML");
	if (p->error == YAML_READER_ERROR) {
		int line, column;
		locate_offset(r, p->problem_offset, &line, &column);
		if (p->problem_value != -1)
			return diag_error(r->diag, r->path, line, column, "%s (byte 0x%02x)",
					  problem, (unsigned)p->problem_value & 0xff);
		return diag_error(r->diag, r->path, line, column, "%s", problem);
	}
	clamp_mark(r, &mark);
	/* libyaml's words for a tab are obscure; a tab is the usual culprit */
	if (p->error == YAML_SCANNER_ERROR && whole_text(r) == 0 && mark.index < r->len &&
	    r->data[mark.index] == '\t')
		return diag_error(r->diag, r->path, (int)mark.line + 1, (int)mark.column + 1,
				  "tab character: YAML is indented with spaces only");
	if (p->context)
		return diag_error(r->diag, r->path, (int)mark.line + 1, (int)mark.column + 1,
				  "%s %s", problem, p->context);
	return diag_error(r->diag, r->path, (int)mark.line + 1, (int)mark.column + 1, "%s",
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

/* Records mark as where n ends. */
static void
set_end(struct yreader *r, struct ynode *n, const yaml_mark_t *mark)
{
	yaml_mark_t m = *mark;

	clamp_mark(r, &m);
	n->end_line = (int)m.line + 1;
	n->end_column = (int)m.column + 1;
}

static int
check_tag(struct yreader *r, const yaml_char_t *tag, const yaml_mark_t *mark)
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
	return diag_error(r->diag, r->path, (int)mark->line + 1, (int)mark->column + 1,
			  "unsupported YAML tag '%s'", (const char *)tag);
}

/* Reads the next event; -1 after an error. */
static int
next_event(struct yreader *r, yaml_event_t *ev)
{
	if (!yaml_parser_parse(&r->parser, ev))
		return parser_error(r);
	return 0;
}

static struct ynode *read_node(struct yreader *r, yaml_event_t *ev, int depth);

/*
 * Starts the node whose first event is ev (not taken over): a scalar whole,
 * or a mapping or a sequence without its items.  Returns NULL after adding an
 * error.
 */

/* How a scalar was written: 0 plain, '\'' or '"' quoted, '|' literal or '>' folded. */
static char
scalar_style(yaml_scalar_style_t style)
{
	switch (style) {
	case YAML_SINGLE_QUOTED_SCALAR_STYLE:
		return '\'';
	case YAML_DOUBLE_QUOTED_SCALAR_STYLE:
		return '"';
	case YAML_LITERAL_SCALAR_STYLE:
		return '|';
	case YAML_FOLDED_SCALAR_STYLE:
		return '>';
	default:
		return 0;
	}
}

static struct ynode *
start_node(struct yreader *r, yaml_event_t *ev, int depth)
{
	struct ynode *n = NULL;
	yaml_mark_t mark = ev->start_mark;

	clamp_mark(r, &mark);
	if (depth > MAX_DEPTH) {
		diag_error(r->diag, r->path, (int)mark.line + 1, (int)mark.column + 1,
			   "nesting deeper than %d levels", MAX_DEPTH);
		return NULL;
	}
	switch (ev->type) {
	case YAML_ALIAS_EVENT:
		diag_error(r->diag, r->path, (int)mark.line + 1, (int)mark.column + 1,
			   "YAML aliases are not supported; write the value out");
		return NULL;
	case YAML_SCALAR_EVENT:
		if (ev->data.scalar.anchor) {
			diag_error(r->diag, r->path, (int)mark.line + 1, (int)mark.column + 1,
				   "YAML anchors are not supported");
			return NULL;
		}
		if (check_tag(r, ev->data.scalar.tag, &mark) < 0)
			return NULL;
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
		n->style = scalar_style(ev->data.scalar.style);
		set_end(r, n, &ev->end_mark);
		return n;
	case YAML_SEQUENCE_START_EVENT:
	case YAML_MAPPING_START_EVENT: {
		bool seq = ev->type == YAML_SEQUENCE_START_EVENT;
		const yaml_char_t *anchor = seq ? ev->data.sequence_start.anchor
						: ev->data.mapping_start.anchor;
		const yaml_char_t *tag = seq ? ev->data.sequence_start.tag
					     : ev->data.mapping_start.tag;

		if (anchor) {
			diag_error(r->diag, r->path, (int)mark.line + 1, (int)mark.column + 1,
				   "YAML anchors are not supported");
			return NULL;
		}
		if (check_tag(r, tag, &mark) < 0)
			return NULL;
		n = node_new(seq ? YNODE_SEQUENCE : YNODE_MAPPING, &mark);
		if (!n)
			goto nomem;
		n->flow = seq ? ev->data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
			      : ev->data.mapping_start.style == YAML_FLOW_MAPPING_STYLE;
		return n;
	}
	default:
		diag_error(r->diag, r->path, (int)mark.line + 1, (int)mark.column + 1,
			   "unexpected YAML event");
		return NULL;
	}
nomem:
	diag_error(r->diag, r->path, (int)mark.line + 1, (int)mark.column + 1, "out of memory");
	ynode_free(n);
	return NULL;
}

/*
 * Reads the items of the collection n up to its end event.  Returns 0, or -1
 * after adding an error.
 */
static int
read_items(struct yreader *r, struct ynode *n, int depth)
{
	for (;;) {
		yaml_event_t child;
		if (next_event(r, &child) < 0)
			return -1;
		if (child.type == YAML_SEQUENCE_END_EVENT || child.type == YAML_MAPPING_END_EVENT) {
			if (n->flow)
				set_end(r, n, &child.start_mark);
			yaml_event_delete(&child);
			return 0;
		}
		struct ynode *c = read_node(r, &child, depth + 1);
		if (!c)
			return -1;
		if (append(n, c) < 0) {
			ynode_free(c);
			return diag_error(r->diag, r->path, n->line, n->column, "out of memory");
		}
	}
}

/*
 * Reads one node whose first event is ev (taken over by this function) and
 * returns it, or NULL after adding an error.
 */
static struct ynode *
read_node(struct yreader *r, yaml_event_t *ev, int depth)
{
	struct ynode *n = start_node(r, ev, depth);
	bool collection = ev->type == YAML_SEQUENCE_START_EVENT ||
			  ev->type == YAML_MAPPING_START_EVENT;

	yaml_event_delete(ev);
	if (n && collection && read_items(r, n, depth) < 0) {
		ynode_free(n);
		return NULL;
	}
	return n;
}

/* Hands libyaml the next bytes of the file, refusing one that outgrows the limit. */
static int
read_chunk(void *arg, unsigned char *buf, size_t size, size_t *got)
{
	struct yreader *r = arg;
	ssize_t n;

	do
		n = read(r->fd, buf, size);
	while (n < 0 && errno == EINTR);
	if (n < 0)
		return 0;
	r->consumed += (size_t)n;
	if (r->consumed > YDOC_MAX_BYTES) {
		r->too_large = true;
		return 0;
	}
	track_end(r, buf, (size_t)n);
	*got = (size_t)n;
	return 1;
}

/* Reads the stream's start and, unless it is empty, its document's start. */
static int
read_prologue(struct yreader *r)
{
	yaml_event_t ev;

	if (next_event(r, &ev) < 0)
		return -1;
	yaml_event_delete(&ev); /* STREAM-START */
	if (next_event(r, &ev) < 0)
		return -1;
	r->empty = ev.type == YAML_STREAM_END_EVENT;
	yaml_event_delete(&ev); /* DOCUMENT-START or STREAM-END */
	return 0;
}

static struct yreader *
reader_new(const char *path, struct diag *d)
{
	struct yreader *r = calloc(1, sizeof *r);
	if (!r || !(r->path = strdup(path))) {
		free(r);
		diag_error(d, path, 0, 0, "out of memory");
		return NULL;
	}
	r->diag = d;
	r->fd = -1;
	r->end_line = 1;
	r->end_column = 1;
	if (!yaml_parser_initialize(&r->parser)) {
		free(r->path);
		free(r);
		diag_error(d, path, 0, 0, "out of memory");
		return NULL;
	}
	return r;
}

/*
 * Opens the regular file at path (not a FIFO, not too large; inside root
 * unless that is NULL) by the package file rule (base/pkgfile.h).
 */
static int
open_regular(const char *root, const char *path, size_t *size, struct diag *d)
{
	struct stat st;
	char why[PATH_MAX + 64];
	int fd = pkgfile_open(root, path, 0, &st, why, sizeof why);

	if (fd < 0)
		return diag_error(d, path, 0, 0, "%s", why);
	if (st.st_size > YDOC_MAX_BYTES) {
		close(fd);
		return diag_error(d, path, 0, 0,
				  "file too large (%lld bytes; at most %d MiB: keep big data in "
				  "input_file and output_file)",
				  (long long)st.st_size, YDOC_MAX_BYTES >> 20);
	}
	*size = (size_t)st.st_size;
	return fd;
}

/* yreader_open() of a file that must lie inside root (NULL: anywhere). */
static struct yreader *
open_in(const char *root, const char *path, struct diag *d)
{
	size_t size = 0;
	int fd = open_regular(root, path, &size, d);
	if (fd < 0)
		return NULL;
	struct yreader *r = reader_new(path, d);
	if (!r) {
		close(fd);
		return NULL;
	}
	r->fd = fd;
	r->size = size;
	yaml_parser_set_input(&r->parser, read_chunk, r);
	if (read_prologue(r) < 0) {
		yreader_free(r);
		return NULL;
	}
	return r;
}

struct yreader *
yreader_open(const char *path, struct diag *d)
{
	return open_in(NULL, path, d);
}

struct yreader *
yreader_open_string(const char *path, const char *data, size_t len, struct diag *d)
{
	struct yreader *r = reader_new(path, d);
	if (!r)
		return NULL;
	r->data = (const unsigned char *)data;
	r->len = len;
	r->size = len;
	track_end(r, r->data, len);
	yaml_parser_set_input_string(&r->parser, r->data, len);
	if (read_prologue(r) < 0) {
		yreader_free(r);
		return NULL;
	}
	return r;
}

bool
yreader_empty(const struct yreader *r)
{
	return r->empty;
}

/*
 * The event that starts the next item of the collection being read, into
 * ev: returns 1, 0 at the collection's end (left), -1 on error.
 */
static int
next_item(struct yreader *r, yaml_event_t *ev)
{
	if (next_event(r, ev) < 0)
		return -1;
	if (ev->type == YAML_SEQUENCE_END_EVENT || ev->type == YAML_MAPPING_END_EVENT) {
		yaml_event_delete(ev);
		r->depth--;
		return 0;
	}
	return 1;
}

int
yreader_node(struct yreader *r, struct ynode **out)
{
	yaml_event_t ev;
	int rc;

	*out = NULL;
	if ((rc = next_item(r, &ev)) <= 0)
		return rc;
	*out = read_node(r, &ev, r->depth);
	return *out ? 1 : -1;
}

int
yreader_enter(struct yreader *r, struct ynode **out)
{
	yaml_event_t ev;
	int rc;

	*out = NULL;
	if ((rc = next_item(r, &ev)) <= 0)
		return rc;
	*out = start_node(r, &ev, r->depth);
	if (*out && (*out)->type != YNODE_SCALAR)
		r->depth++;
	yaml_event_delete(&ev);
	return *out ? 1 : -1;
}

int
yreader_rest(struct yreader *r, struct ynode *n)
{
	r->depth--; /* read_items() counts from the collection's own depth */
	int rc = read_items(r, n, r->depth);
	return rc < 0 ? -1 : 0;
}

int
yreader_finish(struct yreader *r)
{
	yaml_event_t ev;

	if (r->empty)
		return 0;
	if (next_event(r, &ev) < 0)
		return -1;
	yaml_event_delete(&ev); /* DOCUMENT-END */
	if (next_event(r, &ev) < 0)
		return -1;
	if (ev.type != YAML_STREAM_END_EVENT) {
		clamp_mark(r, &ev.start_mark);
		diag_error(r->diag, r->path, (int)ev.start_mark.line + 1,
			   (int)ev.start_mark.column + 1, "more than one YAML document in the file");
		yaml_event_delete(&ev);
		return -1;
	}
	yaml_event_delete(&ev);
	return 0;
}

const char *
yreader_path(const struct yreader *r)
{
	return r->path;
}

void
yreader_free(struct yreader *r)
{
	if (!r)
		return;
	yaml_parser_delete(&r->parser);
	if (r->fd >= 0)
		close(r->fd);
	free(r->owned);
	free(r->path);
	free(r);
}

/* Reads the one document of r whole into a struct ydoc, and releases r. */
static struct ydoc *
read_document(struct yreader *r, struct diag *d)
{
	struct ydoc *doc;
	size_t before = d->errors;

	if (!r)
		return NULL;
	doc = calloc(1, sizeof *doc);
	if (!doc || !(doc->path = strdup(r->path))) {
		diag_error(d, r->path, 0, 0, "out of memory");
		free(doc);
		yreader_free(r);
		return NULL;
	}
	if (!r->empty && (yreader_node(r, &doc->root) <= 0 || yreader_finish(r) < 0)) {
		if (d->errors == before)
			diag_error(d, r->path, 0, 0, "invalid YAML");
		ydoc_free(doc);
		doc = NULL;
	}
	yreader_free(r);
	return doc;
}

struct ydoc *
ydoc_parse(const char *path, const char *data, size_t len, struct diag *d)
{
	return read_document(yreader_open_string(path, data, len, d), d);
}

struct ydoc *
ydoc_load(const char *path, struct diag *d)
{
	return read_document(open_in(NULL, path, d), d);
}

struct ydoc *
ydoc_load_in(const char *root, const char *path, struct diag *d)
{
	return read_document(open_in(root, path, d), d);
}
