/*
 * The record of what `judge generate` wrote (generators/generated.yaml,
 * beside generators.yaml): for each case the key of what it was made from
 * (its rule, its programs' and copied files' bytes, its validators) and the
 * hash of each file it left in data/.  Generate decides from it what is up
 * to date; `judge check` compares it with generators.yaml and data/ without
 * running anything.  A struct generated owns its entries; release it with
 * generated_fini().
 */
#ifndef JUDGE_GENERATED_H
#define JUDGE_GENERATED_H

#include <stdbool.h>
#include <stddef.h>

#include "base/diag.h"
#include "generators.h"
#include "problem.h"

/* A key or a file's hash: 32 lowercase hex digits of an XXH128, and a NUL. */
#define GENERATED_HASH 33

/* One file of a case or folder: its bytes' hash, or where the link it is points. */
struct generated_file {
	char hash[GENERATED_HASH]; /* "" for a link */
	char *link;              /* a symbolic link's target as written, or NULL */
};

struct generated_case {
	char *path;              /* under data/, without extension */
	char rule[GENERATED_HASH]; /* the key of what made it (generated_key) */
	char solution[GENERATED_HASH]; /* its .ans came from this solution, else "" */
	struct generated_file files[GEN_EXT_COUNT]; /* hash "" and link NULL: none */
};

struct generated {
	struct generated_case *cases; /* sorted by path */
	size_t count;
	char **dirs;             /* folders made, under data/ ("" is data/) */
	char (*test_groups)[GENERATED_HASH]; /* each one's test_group.yaml's hash, or "" */
	size_t ndirs;
};

/* Where p's record is: <dir>/generators/generated.yaml, into out. */
void generated_path(const struct problem *p, char *out, size_t len);

/*
 * Reads p's record into r (empty when there is none).  Returns 0, or -1 with
 * a warning in d when it cannot be read (r is then empty: every case is made
 * again).
 */
int generated_load(const struct problem *p, struct generated *r, struct diag *d);

/* Writes r as p's record (sorted).  Returns 0, or -1 with err set. */
int generated_save(const struct problem *p, const struct generated *r, char *err, size_t errlen);

/* The entry of path, or NULL. */
const struct generated_case *generated_find(const struct generated *r, const char *path);

/*
 * Puts a copy of c in r, in place of its entry for the same path if any.
 * Returns 0, or -1 when out of memory.
 */
int generated_put(struct generated *r, const struct generated_case *c);

/* Adds folder dir with the hash of its test_group.yaml (or "") to r.  -1 when out of memory. */
int generated_put_dir(struct generated *r, const char *dir, const char *test_group);

/*
 * The hash of the file at path (its bytes) into out, or "" with errno set
 * when it cannot be read.  Returns 0 or -1.
 */
int generated_hash_file(const char *path, char out[GENERATED_HASH]);

/* The hash of the len bytes at data into out. */
void generated_hash(const void *data, size_t len, char out[GENERATED_HASH]);

/*
 * The key of case c of g (problem p): everything its files depend on but
 * its solution: the generator's files and the command it runs (seed put
 * in), the copied files, the inline ones, its links, and the input
 * validators' files with the arguments its folder gives them.  Returns 0,
 * or -1 with err set when a file cannot be read.
 */
int generated_key(const struct problem *p, const struct generators *g, const struct gen_case *c,
		  char out[GENERATED_HASH], char *err, size_t errlen);

/* The key of a case that links to the case path (a count: repeat, an include). */
void generated_link_key(const char *path, char out[GENERATED_HASH]);

/* The key of a solution (its files), into out; -1 with err set. */
int generated_solution_key(const char *solution, char out[GENERATED_HASH], char *err,
			   size_t errlen);

/*
 * The input validators' arguments for the cases of folder dir (a path of
 * g's dirs, "" for data/): the nearest test_group.yaml of generators.yaml
 * on the way down from data/ that gives input_validator_args (the judge's
 * format: validator_args), into *out (empty when none does).  Returns 0, or
 * -1 with errors in d.
 */
int generated_input_args(const struct problem *p, const struct generators *g, const char *dir,
			 struct input_args *out, struct diag *d);

/*
 * The hash of a program's files (a file, a folder's regular files, or a
 * generators: entry's files), by name and bytes, into out.  Returns 0, or -1
 * with err set.
 */
int generated_program_key(const char *path, char *const *deps, size_t ndeps,
			  char out[GENERATED_HASH], char *err, size_t errlen);

/*
 * Whether the files of rec are in the folder data as the record says (the
 * bytes' hashes, the links' targets): 0, or 1 with why ("'secret/1.in' is
 * not what generate wrote", "... is missing").
 */
int generated_compare(const char *data, const struct generated_case *rec, char *why, size_t len);

/*
 * judge check's warnings about p's data/ (the folder data: a package's, or
 * testdata_tree's tree of the judge's format's testdata) against its
 * generators.yaml (g) and the record, each at the rule's generators.yaml:LINE:COLUMN or the file: a
 * case never generated or whose rule changed since, a file of data/ that is
 * not what generate wrote, missing, or that no rule makes.  Runs nothing.
 */
void generated_check(const struct problem *p, const struct generators *g, const char *data,
		     struct diag *d);

void generated_case_fini(struct generated_case *c);
void generated_fini(struct generated *r);

#endif
