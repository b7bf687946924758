/* Editing one scalar of a YAML document in place. */
#include "yedit.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ydoc.h"

/* The length of the line break at s (CR LF, CR or LF), or 0. */
static size_t
line_break(const char *s, const char *end)
{
	if (s < end && *s == '\r')
		return s + 1 < end && s[1] == '\n' ? 2 : 1;
	return s < end && *s == '\n';
}

/* The byte offset of a 1-based line and column (in characters, as ydoc's). */
static size_t
offset_at(const char *text, size_t len, int line, int column)
{
	const char *s = text, *end = text + len;

	for (int l = 1; l < line && s < end;) {
		size_t b = line_break(s, end);

		s += b ? b : 1;
		l += b != 0;
	}
	for (int c = 1; c < column && s < end; c++)
		do
			s++;
		while (s < end && ((unsigned char)*s & 0xc0) == 0x80);
	return (size_t)(s - text);
}

/* The value of key in mapping m, or NULL. */
static const struct ynode *
lookup(const struct ynode *m, const char *key)
{
	for (size_t i = 0; i + 1 < m->count; i += 2)
		if (m->items[i]->type == YNODE_SCALAR && !strcmp(m->items[i]->text, key))
			return m->items[i + 1];
	return NULL;
}

/* A growing string; NULL once out of memory. */
struct buf {
	char *s;
	size_t len;
};

static void
put(struct buf *b, const char *s, size_t n)
{
	char *grown = b->s ? realloc(b->s, b->len + n + 1) : NULL;

	if (!grown) {
		free(b->s);
		b->s = NULL;
		return;
	}
	memcpy(grown + b->len, s, n);
	b->len += n;
	grown[b->len] = '\0';
	b->s = grown;
}

static void
puts_buf(struct buf *b, const char *s)
{
	put(b, s, strlen(s));
}

/* keys[0..n) with value: as block lines indented by indent and deeper, or as flow. */
static void
new_entries(struct buf *b, const char *const *keys, size_t n, const char *value, int indent,
	    bool flow)
{
	for (size_t j = 0; j < n; j++) {
		if (!flow)
			for (int k = 0; k < indent + 2 * (int)j; k++)
				puts_buf(b, " ");
		puts_buf(b, keys[j]);
		puts_buf(b, ":");
		if (j + 1 == n) {
			puts_buf(b, " ");
			puts_buf(b, value);
		} else {
			puts_buf(b, flow ? " {" : "");
		}
		if (!flow)
			puts_buf(b, "\n");
	}
	for (size_t j = 1; flow && j < n; j++)
		puts_buf(b, "}");
}

/* Where and what to put into the text: replace [at, at + cut) with what. */
struct splice {
	size_t at, cut;
	struct buf what;
};

/* The splice adding keys[0..n) with value to mapping m of text. */
static void
add_to(const char *text, size_t len, const struct ynode *m, const char *const *keys, size_t n,
       const char *value, struct splice *sp)
{
	const struct ynode *last = m->count ? m->items[m->count - 1] : NULL;

	if (m->flow) {
		/* After the last value (a scalar, or a flow collection: past its bracket). */
		if (last) {
			sp->at = offset_at(text, len, last->end_line, last->end_column) +
				 (last->type != YNODE_SCALAR);
			puts_buf(&sp->what, ", ");
		} else {
			sp->at = offset_at(text, len, m->end_line, m->end_column);
		}
		new_entries(&sp->what, keys, n, value, 0, true);
		return;
	}
	const struct ynode *first = m->items[0];

	if (last->type == YNODE_SCALAR && last->end_line == last->line) {
		/* On the next line: past the last value's line and its comment. */
		size_t at = offset_at(text, len, last->end_line, last->end_column);

		while (at < len && !line_break(text + at, text + len))
			at++;
		if (at < len)
			at += line_break(text + at, text + len);
		else
			puts_buf(&sp->what, "\n");
		sp->at = at;
	} else {
		sp->at = offset_at(text, len, first->line, 1);
	}
	new_entries(&sp->what, keys, n, value, first->column - 1, false);
}

/* Plans the edit of doc (parsed from text) into sp, or says why not. */
static int
plan(const struct ydoc *doc, const char *text, size_t len, const char *const *keys, size_t n,
     const char *value, struct splice *sp, char *err, size_t errlen)
{
	const struct ynode *m = doc->root;

	if (!m) {
		/* An empty document: the entries go at its end. */
		sp->at = len;
		if (len && !line_break(text + len - 1, text + len))
			puts_buf(&sp->what, "\n");
		new_entries(&sp->what, keys, n, value, 0, false);
		return 0;
	}
	for (size_t i = 0; i < n; i++) {
		if (m->type != YNODE_MAPPING || (!m->flow && !m->count)) {
			snprintf(err, errlen, "%s:%d:%d: %s%s is %s, not a mapping", doc->path,
				 m->line, m->column, i ? "the value of " : "the document",
				 i ? keys[i - 1] : "", ynode_kind(m));
			return -1;
		}
		const struct ynode *v = lookup(m, keys[i]);

		if (!v) {
			add_to(text, len, m, keys + i, n - i, value, sp);
			return 0;
		}
		if (i + 1 == n) {
			if (v->type != YNODE_SCALAR) {
				snprintf(err, errlen, "%s:%d:%d: %s is %s, not a single value",
					 doc->path, v->line, v->column, keys[i], ynode_kind(v));
				return -1;
			}
			sp->at = offset_at(text, len, v->line, v->column);
			sp->cut = offset_at(text, len, v->end_line, v->end_column) - sp->at;
			puts_buf(&sp->what, value);
			return 0;
		}
		m = v;
	}
	return 0;
}

/* The first error of d as text, into err. */
static void
first_error(struct diag *d, char *err, size_t errlen)
{
	const struct diag_entry *e = diag_first_error(d);
	char *t = e ? diag_entry_text(e) : NULL;

	snprintf(err, errlen, "%s", t ? t : "out of memory");
	free(t);
}

/* Whether text holds value at keys. */
static bool
holds(const char *path, const char *text, size_t len, const char *const *keys, size_t n,
      const char *value)
{
	struct diag d;
	struct ydoc *doc;
	const struct ynode *v;

	diag_init(&d);
	doc = ydoc_parse(path, text, len, &d);
	v = doc ? doc->root : NULL;
	for (size_t i = 0; i < n && v; i++)
		v = v->type == YNODE_MAPPING ? lookup(v, keys[i]) : NULL;
	bool ok = v && v->type == YNODE_SCALAR && !strcmp(v->text, value);

	ydoc_free(doc);
	diag_fini(&d);
	return ok;
}

char *
yedit_set(const char *path, const char *text, size_t len, const char *const *keys, size_t n,
	  const char *value, size_t *outlen, char *err, size_t errlen)
{
	struct diag d;
	struct splice sp = {.what = {strdup(""), 0}};
	struct buf out = {strdup(""), 0};

	diag_init(&d);
	struct ydoc *doc = ydoc_parse(path, text, len, &d);

	if (!doc)
		first_error(&d, err, errlen);
	diag_fini(&d);
	if (!doc || plan(doc, text, len, keys, n, value, &sp, err, errlen) < 0) {
		ydoc_free(doc);
		free(sp.what.s);
		free(out.s);
		return NULL;
	}
	ydoc_free(doc);
	bool planned = sp.what.s != NULL;

	if (planned) {
		put(&out, text, sp.at);
		put(&out, sp.what.s, sp.what.len);
		put(&out, text + sp.at + sp.cut, len - sp.at - sp.cut);
	}
	free(sp.what.s);
	if (!planned || !out.s) {
		free(out.s);
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	if (!holds(path, out.s, out.len, keys, n, value)) {
		snprintf(err, errlen, "%s: cannot set %s in place (the edited text would not "
			 "read back): edit it by hand", path, keys[n - 1]);
		free(out.s);
		return NULL;
	}
	*outlen = out.len;
	return out.s;
}
