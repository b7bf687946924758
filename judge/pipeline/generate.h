/*
 * judge generate's engine: a problem's test data made from its
 * generators.yaml (problem/generators.h) as BAPCtools makes it: generators
 * and solutions compiled through the cache and run in the sandbox, every
 * input validated, files written only when their bytes change, files no rule
 * makes removed, and the record (problem/generated.h) kept.  A struct
 * generate_report owns its lists; release it with generate_report_fini().
 */
#ifndef JUDGE_GENERATE_H
#define JUDGE_GENERATE_H

#include <stdbool.h>
#include <stddef.h>

#include "pipeline.h"
#include "problem/generators.h"
#include "problem/language.h"
#include "problem/problem.h"

/* What became of one case. */
enum generate_state {
	GENERATE_UP_TO_DATE,     /* nothing it depends on changed: not run, not written */
	GENERATE_MADE,           /* made (its files written where their bytes changed) */
	GENERATE_UNCHANGED,      /* made again, and every file was as it is: none written */
	GENERATE_FAILED,         /* not written: message says why */
	GENERATE_PLANNED,        /* --dry-run: would be made */
};

struct generate_item {
	char *path;              /* under data/, without extension */
	enum generate_state state;
	char *message;           /* why it failed, or NULL */
	int line, column;        /* its rule in generators.yaml */
};

struct generate_report {
	struct generate_item *items; /* every case, in generators.yaml's order, then the
					included ones */
	size_t count;
	size_t made, unchanged, up_to_date, failed, planned;
	char **removed;          /* files removed (paths under data/), in order */
	size_t nremoved;
	char trash[4096];        /* where the removed files were put, or "" */
	bool judge_error;        /* generation could not happen: error says why */
	char error[512];
};

struct generate_options {
	const struct language_table *languages;
	bool check_deterministic; /* also run up-to-date generators again, and check that
				     a {seed} changes what they make */
	bool dry_run;            /* say what would be made and removed; run and write
				    nothing */
	bool no_cache;           /* validators run whatever the result cache holds */
	/* Or NULL: called, in order, as each case is decided (for progress). */
	void (*on_item)(void *arg, const struct generate_item *item);
	void *arg;
};

/*
 * Makes the test data of p (a package: data/) from g, its generators.yaml:
 * builds every program it names (generators, solutions, the input
 * validators); for each case whose key (problem/generated.h) or files differ
 * from the record, runs its generator in the sandbox (its files taken from
 * the working directory, standard output as its .in when it wrote none),
 * twice the first time (a generator must make the same bytes again), writes
 * copied and inline files, validates the input with its folder's
 * arguments (a case of data/invalid_input/ must be rejected), runs the
 * solution for a missing .ans; then writes each file whose bytes changed,
 * links what count: and include: repeat, writes test_group.yaml files, and
 * removes every file of data/ no rule makes (moved into the cache's trash),
 * and saves the record.  A failed case is not written (its files stay as
 * they were) and the others are.  Errors of cases go to d at their rules;
 * out says what became of each.  Returns 0, or -1 when generation could not
 * happen (out->judge_error; nothing written).
 */
int pipeline_generate(struct pipeline *pl, const struct problem *p, const struct generators *g,
		      const struct generate_options *o, struct diag *d,
		      struct generate_report *out);

/*
 * --clean: removes every file the record says generate wrote (and the
 * folders left empty), and the record.  Returns 0, or -1 with err set.
 */
int pipeline_generate_clean(const struct problem *p, struct generate_report *out, char *err,
			    size_t errlen);

void generate_report_fini(struct generate_report *r);

/*
 * The generators of g (problem p) compiled once, through the cache, to run
 * commands one at a time (generate, stress).  A struct generator_set owns its
 * compiled programs and borrows p and g; release it with generator_set_free().
 */
struct generator_set;

/*
 * Compiles the programs of g that used marks (by index; NULL: all) on pl's
 * sandboxes: a file or folder of generators/, or a generators: entry's files
 * copied into a folder of the cache (the first one its entry point).
 * Returns it, or NULL with err set (one does not compile, no language).
 */
struct generator_set *generator_set_new(struct pipeline *pl, const struct problem *p,
					const struct generators *g,
					const struct language_table *languages, const bool *used,
					char *err, size_t errlen);

/* The compiled program of g's programs[program], or NULL when it was not built. */
const struct program *generator_set_program(const struct generator_set *gs, int program);

/*
 * Runs program (an index of g's programs) with args (NULL-terminated, {seed}
 * and {name} put in) once in sb, in the checker profile under generate's
 * limits (CPU 60 s, wall 180 s, 2 GiB), in folder dir (made anew): the files
 * it leaves in its working directory go to dir, its standard output becomes
 * dir/testcase.in when it wrote none.  Returns 1 when it made a
 * testcase.in, 0 when it failed (msg says how; *timeout when by time), -1
 * with msg set when the judge failed.
 */
int generator_set_run(struct generator_set *gs, struct sandbox *sb, int program,
		      char *const *args, const char *dir, bool *timeout, char *msg, size_t len);

void generator_set_free(struct generator_set *gs);

#endif
