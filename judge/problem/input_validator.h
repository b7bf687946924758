/*
 * Input validators: the programs every case's input must satisfy, as
 * problem.yaml's `validator:` names them or a package's input_validators/
 * folder holds them, and the arguments a testdata file or a package's folder
 * gives them.  A struct input_validator_list and a struct input_args own
 * their strings; release them with input_validator_list_fini() and
 * input_args_fini().
 */
#ifndef JUDGE_INPUT_VALIDATOR_H
#define JUDGE_INPUT_VALIDATOR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "base/diag.h"
#include "check/checker.h"
#include "yfield.h"

/*
 * judge/validator/judge_validate.h, the header the judge puts beside the
 * validators it compiles (and exports with them), embedded by the build
 * (scripts/embed-text): its judge_validate_h_len bytes, NUL-terminated.
 */
#define JUDGE_VALIDATE_HEADER "judge_validate.h"
extern const char judge_validate_h[];
extern const size_t judge_validate_h_len;

/* One input validator. */
struct input_validator {
	char *name;               /* its file or folder's name: what reports and
				     argument maps call it */
	struct checker_spec spec; /* type custom: its source (a file or a folder) and
				     protocol: kattis (exit 42 valid, 43 invalid) or
				     testlib (exit 0 valid) */
	char *not_run;            /* why the judge cannot run it (a .ctd or .viva
				     file needs a tool it does not have), else NULL */
};

struct input_validator_list {
	struct input_validator *items;
	size_t count;
};

/* Arguments one input validator gets: the same for all, or by name. */
struct input_args_entry {
	char *name;               /* the validator's name, or NULL: every validator's */
	struct ystrings args;
	int line, column;         /* where the name is written */
};

/*
 * The arguments of a testdata file or a package's folder: set when it gives
 * any (even none: they replace what the folder above gave).
 */
struct input_args {
	bool set;
	struct input_args_entry *entries;
	size_t count;
};

/*
 * problem.yaml's `validator:`: a source, a {source, protocol} mapping, or a
 * list of either (protocol testlib unless it says kattis), each source
 * relative to the problem's folder, a file or a folder.
 */
yfield_parser input_validator_parse_list; /* into struct input_validator_list */

/*
 * A testdata file's `validator_args:` or a package's input_validator_args:
 * a list of strings for every validator, or a mapping of validator names
 * to lists.
 */
yfield_parser input_args_parse;           /* into struct input_args */

/*
 * A legacy package's input_validator_flags: a string of words for every
 * validator, or a mapping {name: VALIDATOR, flags: WORDS}.
 */
yfield_parser input_args_parse_legacy;    /* into struct input_args */

/*
 * Lists the input validators of the package at dir into list (sorted by
 * name): each file or folder in input_validators/ (legacy packages also
 * input_format_validators/, drafts input_validator/), of the Kattis
 * protocol; a .ctd or .viva file is listed with not_run set.  Returns 0
 * (none is no error), or -1 with errors in d.
 */
int input_validator_list_find(const char *dir, struct input_validator_list *list,
			      struct diag *d);

/* The arguments a for validator name: its own, else every validator's, else none (NULL). */
const struct ystrings *input_args_for(const struct input_args *a, const char *name);

/*
 * Checks that every validator a names is in list (a typo would otherwise
 * give the arguments to no one, silently).  Returns 0, or -1 with an error
 * in d located in path, the file a was read from.
 */
int input_args_check(const struct input_args *a, const struct input_validator_list *list,
		     const char *path, struct diag *d);

/* Copies src into dst (empty).  Returns 0, or -1 when out of memory. */
int input_args_copy(struct input_args *dst, const struct input_args *src);

/*
 * Writes a as the YAML mapping entry key: a flow list for every validator,
 * or a block mapping of validators' names to flow lists; nothing when a is
 * not set.
 */
void input_args_write(FILE *f, const char *key, const struct input_args *a);

void input_args_fini(struct input_args *a);
void input_validator_list_fini(struct input_validator_list *list);

#endif
