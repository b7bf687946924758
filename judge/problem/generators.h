/*
 * generators/generators.yaml: the rules that make a problem's test data, read
 * with BAPCtools' semantics (doc/generators.md and bapctools/generate.py of
 * commit b6e8c800a23d, 2026-08-21): the cases and groups it names, numbered
 * as it numbers them, each case's command, seed, copied and inline files and
 * solution.  The judge's format reads it so too, but for data:'s folders,
 * which are its testdata files (any names, in name order), and a folder's
 * cases, kept in the order written (see testdata_tree.h).  Nothing is run
 * here.  A struct generators owns everything it points to; release it with
 * generators_fini().
 */
#ifndef JUDGE_GENERATORS_H
#define JUDGE_GENERATORS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/diag.h"
#include "problem.h"

/*
 * The files a case may have, in BAPCtools' order (config.KNOWN_DATA_EXTENSIONS):
 * the text ones, which a rule may write inline, then the pictures.
 */
#define GEN_EXTS(X)                                                     \
	X(IN, ".in") X(ANS, ".ans") X(OUT, ".out")                      \
	X(IN_STATEMENT, ".in.statement") X(ANS_STATEMENT, ".ans.statement") \
	X(IN_DOWNLOAD, ".in.download") X(ANS_DOWNLOAD, ".ans.download") \
	X(INTERACTION, ".interaction") X(YAML, ".yaml")                 \
	X(PNG, ".png") X(JPG, ".jpg") X(SVG, ".svg") X(PDF, ".pdf")

enum gen_ext {
#define X(name, ext) GEN_EXT_##name,
	GEN_EXTS(X)
#undef X
	GEN_EXT_COUNT,
};

/* The first GEN_TEXT_EXTS of them may be written inline (in:, ans:, ...). */
#define GEN_TEXT_EXTS (GEN_EXT_YAML + 1)

/* ".in", ".ans", ...; and the extension named by ext ("in.statement"), or -1. */
const char *gen_ext_name(enum gen_ext e);
int gen_ext_find(const char *key);

/* A program generate: commands name: a file or folder in generators/, or a generators: entry. */
struct gen_program {
	char *name;              /* as commands write it ("gen.py", "tree") */
	char *path;              /* the file or folder, absolute; for an entry of
				    generators:, NULL (its deps are the program) */
	char **deps;             /* generators: its files, absolute, the first the
				    entry point */
	size_t ndeps;
	int line, column;        /* where it is first named */
};

/* One case a rule makes (a rule with count: makes several). */
struct gen_case {
	char *path;              /* under data/, without extension: "secret/04-small" */
	char *key;               /* the key in generators.yaml ("small") */
	int line, column;        /* of the rule's value: where its errors point */
	char *error;             /* what is wrong with the rule, or NULL: such a case
				    is failed, the others are made */
	int count;               /* its count: value, 1 without count: */
	bool has_count;
	/* generate: */
	char *command;           /* after {{constants}} and {count}: what the seed is of */
	int program;             /* index in generators.programs, or -1 */
	char **args;             /* its arguments, POSIX-split, {seed} and {name} as written */
	size_t nargs;
	bool uses_seed;
	uint32_t seed;           /* BAPCtools' {seed}: SHA-512 of random_salt, count and
				    command, modulo 2^31 */
	int retries;             /* runs tried, with seeds seed, seed + 1, ... */
	/* copy: */
	char *copy;              /* the files' path without extension, absolute, or NULL */
	/* in:, ans:, ... yaml: written inline, and in.statement: {link: in} */
	char *text[GEN_TEXT_EXTS]; /* NULL when not given */
	int link[GEN_TEXT_EXTS]; /* -1, or the extension this one links to */
	char *solution;          /* what makes its .ans: a path from the problem's
				    folder, absolute; NULL for none */
	bool default_solution;   /* no solution: key on the way: the default one */
	bool sample;             /* under data/sample */
	int same_as;             /* the first case of the same rule (same command,
				    seed, copied and inline files), or -1 */
	bool intended;           /* ... and that is what count: meant (no {seed} or
				    {count}): it is linked, not made again */
	char *identity;          /* what makes two rules the same: the command with its
				    seed, the copied files' and inline files' hashes */
};

/* One folder of data/. */
struct gen_dir {
	char *path;              /* under data/: "" for data/ itself, "secret/1-tight" */
	int line, column;
	char *test_group;        /* test_group.yaml to write (the text), or NULL */
	bool remove_test_group;  /* test_group.yaml: given empty: it is removed */
	size_t *includes;        /* cases include: links into it, by index */
	size_t nincludes;
};

/* In the order BAPCtools walks them: a folder, then what is in it. */
struct gen_item {
	bool dir;
	size_t index;            /* in dirs or cases */
};

struct generators {
	char *path;              /* the generators.yaml read */
	struct gen_program *programs;
	size_t nprograms;
	struct gen_case *cases;
	size_t ncases;
	struct gen_dir *dirs;
	size_t ndirs;
	struct gen_item *order;
	size_t norder;
	bool needs_default;      /* some case takes the default solution */
	char *solution;          /* the top's solution: (absolute), or NULL */
	bool no_solution;        /* ... given empty: none */
};

/* Where a problem's generators.yaml is: <dir>/generators/generators.yaml, into out. */
void generators_path(const struct problem *p, char *out, size_t len);

/*
 * Reads the generators.yaml of p (generators_path), with the constants of its
 * problem.yaml ({{name}} in commands), into g.  Every error goes to d at its
 * file:line:column; errors of one rule are also kept in its cases (their
 * error), which are then failed while the others are made.  Returns 0 when
 * the file can be followed (perhaps with such cases), -1 when it cannot: it
 * is missing (errno ENOENT), not YAML, or wrong in its structure (names,
 * numbering, includes, count:), and then nothing may be written.
 */
int generators_load(const struct problem *p, struct generators *g, struct diag *d);

/*
 * The seed BAPCtools gives a command: the low 31 bits of the SHA-512 of salt,
 * then ":" and count - 1 when count is not 1, then command without its
 * surrounding whitespace.
 */
uint32_t generators_seed(const char *salt, int count, const char *command);

/*
 * Splits text as Python's shlex.split() does (POSIX mode: quotes, backslashes,
 * words at whitespace) into *words (count *n, to free with each word).
 * Returns 0, or -1 with err set: "no closing quotation".
 */
int generators_split(const char *text, char ***words, size_t *n, char *err, size_t errlen);

/*
 * The argument arg with {name} as "testcase" and {seed} or {seed:N} as seed,
 * a new string (NULL when out of memory).
 */
char *generators_expand(const char *arg, uint32_t seed);

/*
 * A call of command (a generate: command, as generators.yaml writes one,
 * for the folder dir of data/) into *c, its program found in g (added to it
 * when new): what judge stress --generator gives.  Returns 0, or -1 with err
 * set (no program, bad quoting, {seed} twice).  Release c with
 * gen_case_fini().
 */
int generators_command(const struct problem *p, struct generators *g, const char *command,
		       const char *dir, struct gen_case *c, char *err, size_t errlen);

/* Releases what c owns and empties it. */
void gen_case_fini(struct gen_case *c);

/* Releases what g owns and empties it. */
void generators_fini(struct generators *g);

#endif
