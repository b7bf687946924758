/*
 * A problem's statements as its files give them: which files there are (a
 * package's statement/problem.LANG.md, .tex or .pdf; the judge's format's
 * problems/ID/statement.md), the samples a statement shows (a case's input
 * and answer, or its .in.statement, .ans.statement or .out, or its
 * .interaction), the {{constants}} of problem.yaml, and the statement with
 * its samples as Markdown.  Rendering is report/statement_html.c's.  A
 * struct statement_files and a struct statement_samples own what they hold;
 * release them with their _fini().
 */
#ifndef JUDGE_STATEMENT_H
#define JUDGE_STATEMENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "base/diag.h"
#include "problem.h"
#include "testdata.h"

/* The largest statement file read. */
#define STATEMENT_MAX_BYTES (1 << 20)

/* The most bytes of a sample's input or output shown; the rest is said to be left out. */
#define STATEMENT_SAMPLE_SHOWN (64 << 10)

enum statement_format {
	STATEMENT_MARKDOWN,
	STATEMENT_LATEX,
	STATEMENT_PDF,
};

struct statement_file {
	char *path;
	char *lang;              /* "en", "sv", "pt-BR"; "" for the judge's format's one */
	enum statement_format format;
};

struct statement_files {
	struct statement_file *items; /* by language, then Markdown, LaTeX, PDF */
	size_t count;
};

/*
 * Lists p's statements into f: a package's statement/ (legacy:
 * problem_statement/, where problem.tex is English), the judge's format's
 * statement.md.  None is no error.  Returns 0, or -1 with an error in d.
 */
int statement_files_find(const struct problem *p, struct statement_files *f, struct diag *d);

void statement_files_fini(struct statement_files *f);

/*
 * The statement of f in language lang (NULL: English, else the first
 * language), preferring Markdown; NULL when it has none in that language.
 */
const struct statement_file *statement_files_pick(const struct statement_files *f,
						  const char *lang);

/* p's name in language lang (problem.yaml's name map), else its title. */
const char *statement_title(const struct problem *p, const char *lang);

/* One sample as a statement shows it. */
struct statement_sample {
	char *name;              /* its case's */
	char *input, *output;    /* what is shown (NUL-terminated), or NULL for an interaction */
	size_t input_len, output_len;
	size_t input_cut, output_cut; /* bytes left out past STATEMENT_SAMPLE_SHOWN */
	char *interaction;       /* a .interaction file's text ("<" and ">" lines, "---"
				    between passes), or NULL */
	size_t interaction_len;
	char *interaction_path;  /* ...that file */
};

struct statement_samples {
	struct statement_sample *items; /* in the order the cases are judged */
	size_t count;
	bool interactive;        /* the problem is interactive */
	size_t unshown;          /* samples of an interactive problem of the judge's format:
				    their interactor's input says nothing a reader can use */
};

/*
 * Reads the samples of p (its cases td, testcase_is_sample()) as a
 * statement shows them: a package case's NAME.interaction, else its
 * NAME.in.statement or input, and its NAME.ans.statement, NAME.out or
 * answer.  Returns 0, or -1 with an error in d (a file that cannot be read).
 */
int statement_samples_load(const struct problem *p, const struct testdata *td,
			   struct statement_samples *s, struct diag *d);

void statement_samples_fini(struct statement_samples *s);

/*
 * The statement file at path, whole: a regular file of at most
 * STATEMENT_MAX_BYTES, NUL-terminated, *len bytes.  NULL with an error in d.
 */
char *statement_read(const char *path, size_t *len, struct diag *d);

/*
 * text (len bytes of path) with each {{name}} and {{name.variant}} of p's
 * constants replaced by its value or variant; {{nextsample}} and
 * {{remainingsamples}} stay, and so does an unknown name, with a warning in d
 * at its line and column.  Returns a new string of *outlen bytes (the caller
 * frees it), or NULL when out of memory.
 */
char *statement_substitute(const struct problem *p, const char *path, const char *text,
			   size_t len, size_t *outlen, struct diag *d);

/*
 * The Markdown statement f of p as statement_read() reads it, with
 * statement_substitute()'s constants: a new string of *len bytes, or NULL
 * with an error in d.
 */
char *statement_text(const struct problem *p, const struct statement_file *f, size_t *len,
		     struct diag *d);

/*
 * Writes the Markdown text (constants substituted) with the samples s in it:
 * each {{nextsample}} the next one, each {{remainingsamples}} those not yet
 * shown, and those left at the end unless shown_literally (the statement
 * shows its samples in its own code blocks).  A sample is a bold heading and
 * a fenced code block each for input and output, or one for an interaction.
 * A {{nextsample}} with none left is a warning in d (path's).
 */
void statement_write_markdown(FILE *out, const char *path, const char *text, size_t len,
			      const struct statement_samples *s, bool shown_literally,
			      struct diag *d);

/* The two placeholders a statement may hold (the spec's Markdown environment). */
#define STATEMENT_NEXT_SAMPLE "{{nextsample}}"
#define STATEMENT_REMAINING_SAMPLES "{{remainingsamples}}"

/*
 * The samples of s a placeholder shows, *next being the first not shown yet:
 * {{nextsample}} (remaining false) the next one, {{remainingsamples}} all
 * the rest.  Sets *first and advances *next past them; returns how many (0
 * for a {{nextsample}} with none left, which the caller reports).
 */
size_t statement_placeholder(const struct statement_samples *s, bool remaining, size_t *next,
			     size_t *first);

#endif
