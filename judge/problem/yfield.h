/*
 * YAML mappings onto structs: a sorted table of {key, parser, offset} rows,
 * ymap_apply() and the field parsers the loaders share.  Nothing here owns
 * the nodes it reads; a struct ystrings owns its strings.
 */
#ifndef JUDGE_YFIELD_H
#define JUDGE_YFIELD_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "ydoc.h"

/* Where errors go while a document is mapped onto structs. */
struct yctx {
	const char *path;        /* the file, for messages */
	struct diag *diag;
	const char *dir;         /* the file's folder, for relative paths */
};

/* Adds an error located at node n; returns -1. */
int yctx_error(struct yctx *ctx, const struct ynode *n, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Adds a warning located at node n (the reading goes on); returns 0. */
int yctx_warning(struct yctx *ctx, const struct ynode *n, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Parses value into the field at dst; adds an error and returns -1 when it is wrong. */
typedef int yfield_parser(struct yctx *ctx, const struct ynode *value, void *dst);

struct yfield {
	const char *key;
	yfield_parser *parse;
	size_t offset;           /* of the destination inside the struct */
	bool required;
};

/*
 * Maps every key of the mapping map onto obj through table (sorted by key, n
 * rows): each value goes to its row's parser at obj + offset, except a null
 * one (ynode_null: `key:` with nothing after it), which counts as not given
 * (but is the empty text to yparse_text, inline data).
 * Unknown keys (with a did-you-mean), duplicate keys, missing required keys
 * and a map that is not a mapping are errors.  Keeps going after an error so that one pass
 * reports them all.  what names the mapping in messages ("problem", "case").
 * Returns 0, or -1 when any error was added.
 */
int ymap_apply(struct yctx *ctx, const struct ynode *map, const char *what,
	       const struct yfield *table, size_t n, void *obj);

/* The value of key in the mapping m, or m itself when it has none (to locate a message). */
const struct ynode *ymap_value(const struct ynode *m, const char *key);

/* Field parsers shared by the loaders. */
yfield_parser yparse_string;      /* char *, strdup'ed; an empty string is an error */
yfield_parser yparse_text;        /* char *, strdup'ed, may be empty (inline data) */
yfield_parser yparse_prose;       /* char *: a sentence or more (a case's description),
				     its line breaks and tabs made spaces */
yfield_parser yparse_bool;        /* bool: YAML 1.1's words as PyYAML reads them (true,
				     True, TRUE, yes, on... and their opposites) */
yfield_parser yparse_string_list; /* struct ystrings: a string or a list of strings */
yfield_parser yparse_words;       /* struct ystrings: the words of one string (the legacy
				     package format's flags), split at whitespace */
yfield_parser yparse_time;        /* int64_t milliseconds from "1s" / "500ms" */
yfield_parser yparse_bytes;       /* int64_t bytes from "64MiB" */
yfield_parser yparse_count;       /* int64_t, a positive whole number */
yfield_parser yparse_program;     /* char *: a program's source, a file or a folder that
				     exists, relative to ctx->dir, made absolute */

/* A list of strings owned by its holder; release with ystrings_fini(). */
struct ystrings {
	char **items;
	size_t count;
};

/*
 * Appends the words of text (split at spaces, tabs and line breaks) to s.
 * Returns 0, or -1 when out of memory (the words added so far stay).
 */
int ystrings_split(struct ystrings *s, const char *text);

void ystrings_fini(struct ystrings *s);

#endif
