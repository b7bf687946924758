/*
 * YAML documents as located trees, whole or a node at a time (libyaml stays
 * in ydoc.c).  A struct ydoc owns every node in it; release it with
 * ydoc_free().  Nodes are borrowed from their document.
 */
#ifndef JUDGE_YDOC_H
#define JUDGE_YDOC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/diag.h"

enum ynode_type {
	YNODE_SCALAR,
	YNODE_SEQUENCE,
	YNODE_MAPPING,
};

struct ynode {
	enum ynode_type type;
	int line, column;        /* 1-based position of the node's start */
	int end_line, end_column; /* ... of its end: just past a scalar, at a flow
				     collection's closing bracket (a block one's: 0) */
	bool flow;               /* a collection written in brackets */
	char *text;              /* scalar: its value, NUL-terminated */
	size_t len;              /* scalar: its length in bytes (may hold NULs) */
	bool quoted;             /* scalar: written in quotes or as a block */
	char style;              /* scalar: how: 0 plain, '\'' or '"' quoted, '|' a literal
				    block, '>' a folded one */
	struct ynode **items;    /* sequence: items; mapping: key, value, key, value... */
	size_t count;            /* number of items (twice the pairs for a mapping) */
};

struct ydoc {
	char *path;              /* as given to ydoc_load, for messages */
	struct ynode *root;      /* NULL for an empty file */
};

/* The largest YAML file read (big inputs belong in files of their own). */
#define YDOC_MAX_BYTES (64 << 20)

/*
 * Reads and parses the YAML file at path (one document; aliases, anchors and
 * tags other than the core ones are rejected).  The file must be a regular
 * file of at most YDOC_MAX_BYTES.  On failure returns NULL and adds a
 * "path:line:column: message" error to d.
 */
struct ydoc *ydoc_load(const char *path, struct diag *d);

/*
 * ydoc_load() of a package's file: it must also lie inside the folder root
 * once its links are resolved (base/pkgfile.h, the rule for every file a
 * package supplies).
 */
struct ydoc *ydoc_load_in(const char *root, const char *path, struct diag *d);

/*
 * Parses the len bytes at data (borrowed) as ydoc_load() parses a file, and
 * names path in messages.  Returns the document, or NULL after adding errors.
 */
struct ydoc *ydoc_parse(const char *path, const char *data, size_t len, struct diag *d);

/* Releases doc and every node in it.  ydoc_free(NULL) is a no-op. */
void ydoc_free(struct ydoc *doc);

/* Releases a node read with yreader_node() or yreader_enter().  NULL is a no-op. */
void ynode_free(struct ynode *n);

/*
 * A YAML file read a node at a time, so that a long list never has to be in
 * memory whole: yreader_enter() starts a mapping or a sequence without its
 * items, and yreader_node() then reads its items one by one, each whole.
 * The checks and messages are ydoc_load()'s.  A struct yreader owns its file
 * and parser; release it with yreader_free().  Nodes it returns are the
 * caller's (ynode_free()).
 */
struct yreader;

/*
 * Opens the file at path (as ydoc_load() would) and reads up to its
 * document's start.  Returns NULL after adding an error to d, where every
 * later error of the reader goes too.
 */
struct yreader *yreader_open(const char *path, struct diag *d);

/* Like yreader_open(), on the len bytes at data (borrowed); path names it in messages. */
struct yreader *yreader_open_string(const char *path, const char *data, size_t len,
				    struct diag *d);

/* Whether the file holds no document at all (then nothing is to be read). */
bool yreader_empty(const struct yreader *r);

/*
 * Reads the next node whole into *out.  Returns 1, or 0 at the end of the
 * collection entered last (its end read, *out NULL), or -1 after an error.
 */
int yreader_node(struct yreader *r, struct ynode **out);

/*
 * Like yreader_node(), but a mapping or a sequence comes without its items
 * (count 0): they are read next, with yreader_node() or yreader_enter(),
 * until one of them returns 0.  A scalar comes whole.
 */
int yreader_enter(struct yreader *r, struct ynode **out);

/*
 * Reads the rest of n, the collection yreader_enter() returned last, into n
 * (its items, whole, up to its end).  Returns 0 or -1.
 */
int yreader_rest(struct yreader *r, struct ynode *n);

/* Reads the end of the document, checking no other follows.  Returns 0 or -1. */
int yreader_finish(struct yreader *r);

/* The path given when r was opened. */
const char *yreader_path(const struct yreader *r);

/* Releases r.  yreader_free(NULL) is a no-op. */
void yreader_free(struct yreader *r);

/* What a scalar stands for, as YAML 1.2's core schema resolves it (as ruamel.yaml does). */
enum yscalar {
	YSCALAR_NULL,            /* plain empty, ~, null */
	YSCALAR_BOOL,            /* plain true, false (any of three cases) */
	YSCALAR_INT,             /* plain 12, -3, 0x1F, 0o17, 1_000 */
	YSCALAR_FLOAT,           /* plain 1.5, 1e9, .inf, .nan */
	YSCALAR_STRING,          /* anything else, and every quoted or block scalar */
};

/* The type of scalar n (a node of another type is YSCALAR_STRING's opposite: never asked). */
enum yscalar ynode_scalar(const struct ynode *n);

/* A short English name of a node's type, for messages ("a mapping"). */
const char *ynode_kind(const struct ynode *n);

/*
 * Whether n is YAML's null: a plain scalar that is empty (`key:` with
 * nothing after it), `~` or `null` (any of YAML's three spellings).  A
 * quoted "" is an empty string, not null.
 */
bool ynode_null(const struct ynode *n);

#endif
