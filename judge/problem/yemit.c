/* YAML written back as ruamel.yaml's round trip writes it (BAPCtools' settings). */
#include "yemit.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A scalar in the style it was written in; a literal block's lines at indent. */
static void
scalar(FILE *f, const struct ynode *n, int indent)
{
	switch (n->style) {
	case '\'':
		fputc('\'', f);
		for (size_t i = 0; i < n->len; i++)
			fputs(n->text[i] == '\'' ? "''" : (char[2]){n->text[i], 0}, f);
		fputc('\'', f);
		return;
	case '|': {
		size_t len = n->len;
		const char *chomp = len && n->text[len - 1] == '\n' ?
				    (len > 1 && n->text[len - 2] == '\n' ? "+" : "") : "-";

		fprintf(f, "|%s\n", chomp);
		for (size_t i = 0; i < len;) {
			const char *nl = memchr(n->text + i, '\n', len - i);
			size_t end = nl ? (size_t)(nl - n->text) : len;

			if (end > i)
				fprintf(f, "%*s%.*s", indent, "", (int)(end - i), n->text + i);
			fputc('\n', f);
			i = end + 1;
		}
		return;
	}
	case 0:
		/* As written (007 stays 007), a null as nothing. */
		fputs(ynode_scalar(n) == YSCALAR_NULL ? "" : n->text, f);
		return;
	default:
		/* Double-quoted, and a folded block (its folds are not kept) as one. */
		break;
	}
	fputc('"', f);
	for (size_t i = 0; i < n->len; i++) {
		unsigned char c = (unsigned char)n->text[i];
		static const char from[] = "\\\"\n\t\r\a\b\v\f\033";
		static const char to[] = "\\\"ntrabvfe";
		const char *at = c ? strchr(from, c) : NULL;

		if (!c)
			fputs("\\0", f);
		else if (at)
			fprintf(f, "\\%c", to[at - from]);
		else if (c < 0x20 || c == 0x7f)
			fprintf(f, "\\x%02X", c);
		else
			fputc(c, f);
	}
	fputc('"', f);
}

static void
flow(FILE *f, const struct ynode *n)
{
	if (n->type == YNODE_SCALAR) {
		scalar(f, n, 0);
		return;
	}
	bool map = n->type == YNODE_MAPPING;

	fputc(map ? '{' : '[', f);
	for (size_t i = 0; i < n->count; i += map ? 2 : 1) {
		fputs(i ? ", " : "", f);
		flow(f, n->items[i]);
		if (map) {
			fputs(": ", f);
			flow(f, n->items[i + 1]);
		}
	}
	fputc(map ? '}' : ']', f);
}

static void block(FILE *f, const struct ynode *n, int indent, bool inline_first);

/* What follows "key:" or "- ": a scalar or flow collection on the line, a block one below. */
static void
value(FILE *f, const struct ynode *v, int indent, bool item)
{
	if (v->type == YNODE_SCALAR && v->style == 0 && ynode_scalar(v) == YSCALAR_NULL) {
		fputc('\n', f);
	} else if (v->type == YNODE_SCALAR || v->flow || !v->count) {
		fputc(' ', f);
		if (v->type == YNODE_SCALAR && v->style == '|')
			scalar(f, v, indent + 2);
		else {
			flow(f, v);
			fputc('\n', f);
		}
	} else if (item && v->type == YNODE_MAPPING) {
		/* A mapping in a list starts on the dash's line. */
		fputc(' ', f);
		block(f, v, indent + 2, true);
	} else {
		fputc('\n', f);
		block(f, v, indent + 2, false);
	}
}

/* A block collection at indent; with inline_first its first line's indent is written already. */
static void
block(FILE *f, const struct ynode *n, int indent, bool inline_first)
{
	bool map = n->type == YNODE_MAPPING;

	for (size_t i = 0; i < n->count; i += map ? 2 : 1) {
		if (i || !inline_first)
			fprintf(f, "%*s", indent, "");
		if (map) {
			flow(f, n->items[i]);
			fputc(':', f);
			value(f, n->items[i + 1], indent, false);
		} else {
			fputc('-', f);
			value(f, n->items[i], indent, true);
		}
	}
}

char *
yemit_ruamel(const struct ynode *n)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	if (!f)
		return NULL;
	if (n->type == YNODE_SCALAR) {
		scalar(f, n, 2);
		/* ruamel ends a document of one scalar so. */
		fputs(n->style == '|' ? "" : "\n...\n", f);
	} else if (n->flow || !n->count) {
		flow(f, n);
		fputc('\n', f);
	} else {
		block(f, n, 0, false);
	}
	if (fclose(f) != 0) {
		free(text);
		return NULL;
	}
	return text;
}
