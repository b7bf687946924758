/*
 * Diagnostics: a list of error and warning messages, each with its location
 * kept apart.  A struct diag owns its entries and their strings; release it
 * with diag_fini().
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

/* The strings are as given, unescaped: the printers escape them. */
struct diag_entry {
	enum diag_level level;
	char *file;             /* what the message is about; NULL when no file */
	int line, column;       /* 1-based; 0 when unknown (column 0 when line is) */
	char *message;
};

struct diag {
	struct diag_entry *entries;
	size_t count;
	size_t errors;
};

/* Initialises an empty list. */
void diag_init(struct diag *d);

/* Releases every entry. */
void diag_fini(struct diag *d);

/*
 * Appends an error about file at line:column (1-based; 0 leaves them out) and
 * returns -1, so that callers can write `return diag_error(...)`.  When out of
 * memory the error is counted all the same, without an entry.
 */
int diag_error(struct diag *d, const char *file, int line, int column, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

/* Appends a warning; otherwise like diag_error(), but returns 0. */
int diag_warning(struct diag *d, const char *file, int line, int column, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

/* The first error in d, or NULL when there is none. */
const struct diag_entry *diag_first_error(const struct diag *d);

/*
 * Writes e's location to out as "file:line:column: ", "file:line: " or
 * "file: ", as far as it is known (nothing without a file), escaped as
 * escape_line() does.
 */
void diag_entry_print_location(const struct diag_entry *e, FILE *out);

/*
 * Writes e to out on one line: prefix, "warning: " for a warning, its location
 * and its message, escaped as escape_line() does, and a newline.
 */
void diag_entry_print(const struct diag_entry *e, FILE *out, const char *prefix);

/*
 * e's location and message as diag_entry_print() writes them, without prefix,
 * level or newline, in a string the caller frees; NULL when out of memory.
 */
char *diag_entry_text(const struct diag_entry *e);

/* Prints every entry with diag_entry_print() and the prefix "judge: ". */
void diag_print(const struct diag *d, FILE *out);

#endif
