/*
 * Diagnostics: a list of error and warning messages, each already carrying
 * its location.  A struct diag owns its messages; release it with diag_fini().
 */
#ifndef JUDGE_DIAG_H
#define JUDGE_DIAG_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

enum diag_level {
	DIAG_ERROR,
	DIAG_WARNING,
};

struct diag_entry {
	enum diag_level level;
	char *text;             /* "file:line:column: message" */
};

struct diag {
	struct diag_entry *entries;
	size_t count;
	size_t errors;
};

/* Initialises an empty list. */
void diag_init(struct diag *d);

/* Releases every message. */
void diag_fini(struct diag *d);

/*
 * Appends an error about file at line:column (1-based; 0 leaves them out) and
 * returns -1, so that callers can write `return diag_error(...)`.
 */
int diag_error(struct diag *d, const char *file, int line, int column, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

/* Appends a warning; otherwise like diag_error(), but returns 0. */
int diag_warning(struct diag *d, const char *file, int line, int column, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

/* The text of the first error in d, or NULL when there is none. */
const char *diag_first_error(const struct diag *d);

/* Prints every message, one per line, prefixed with "judge: " and a level word for warnings. */
void diag_print(const struct diag *d, FILE *out);

#endif
