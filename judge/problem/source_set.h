/*
 * A program's sources: one file, or every regular file at the top of a
 * folder (a Kattis submission, an output validator), with the language they
 * are written in and the main one.  A struct source_set owns its strings;
 * release it with source_set_fini().  Its language is borrowed from the
 * table it was opened with.
 */
#ifndef JUDGE_SOURCE_SET_H
#define JUDGE_SOURCE_SET_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>

#include "language.h"
#include "sandbox/sandbox.h"

/* A folder's files all go into the compiler's working directory: at most this many. */
#define SOURCE_SET_MAX RUN_PUTS_MAX

struct source_file {
	char *path;      /* as the judge opens it */
	char *name;      /* its own name, without the folder */
	bool source;     /* in the language, so one of {files}; else copied along
			    (headers, data) */
	bool provided;   /* the judge's own (a header it provides): read wherever it is */
};

struct source_set {
	char *path;                       /* the file or the folder, as given */
	char *root;                       /* the folder its files must lie inside (a
					     package's), or NULL: anywhere */
	bool folder;
	const struct language *language;
	struct source_file *files;        /* a folder's sorted by name (bytes); one for a file */
	size_t count;
	size_t main;                      /* the main source's index in files */
};

/*
 * Opens path: a file, whose language its extension names; or a folder,
 * whose regular files at its top (not in its subfolders, none whose name
 * starts with a dot) are the program, in the language
 * source_set_language() finds for their names, the main source chosen by
 * source_set_main() (for a language that runs a class, {class}, the first
 * source declaring `static void main`).  With root not NULL (a package's
 * folder, which path is in), the file and each of the folder's lie inside
 * root once their links are resolved, by the package file rule
 * (base/pkgfile.h), and are read by it later too (source_set_read_file).
 * Returns 0, or -1 with err set: "no language for 'x.f' (by its extension;
 * see `judge doctor`)", "folder 'sol' is empty", "folder 'sol': languages
 * tie: C++ (a.cpp), Python 3 (b.py)", more than SOURCE_SET_MAX files,
 * unreadable files, "'sol/a.c': outside the package (a link to '/etc/x')",
 * "'a.c': not a regular file (a named pipe)"; or SOURCE_SET_NO_LANGUAGE,
 * with err set too, when no language of t claims the file or any file of
 * the folder (a language the judge does not know, as one not installed is:
 * see language_check_tools).
 */
#define SOURCE_SET_NO_LANGUAGE (-2)
int source_set_open(struct source_set *s, const struct language_table *t, const char *root,
		    const char *path, char *err, size_t errlen);

/*
 * Adds the file at path to s, copied along with the sources (not one of
 * them), unless s has a file of that name already (the program's own wins):
 * a header the judge provides.  Returns 0, or -1 with err set.
 */
int source_set_add_companion(struct source_set *s, const char *path, char *err, size_t errlen);

/*
 * Opens the file i of s for reading, by the package file rule within
 * s->root (the judge's own files anywhere): a descriptor, *st what it is,
 * or -1 with err set ("'sol/a.c': outside the package ...").
 */
int source_set_open_file(const struct source_set *s, size_t i, struct stat *st, char *err,
			 size_t errlen);

/*
 * The language of a program made of the n files names, as Kattis decides
 * it: a language that claims one of them by its whole name (a build or run
 * script: the highest priority of those), else the language that claims
 * the most of them by extension; of several
 * claiming as many, the one language_for_file() prefers (installed, then the
 * highest priority) when they all claim the same files (an extension two
 * languages share), else none.  Returns it,
 * or NULL with err set: "no file of a known language", "languages tie:
 * C++ (a.cpp), Python 3 (b.py)".
 */
const struct language *source_set_language(const struct language_table *t,
					   const char *const *names, size_t n, char *err,
					   size_t errlen);

/*
 * The main one of the n sources names (sorted), as Kattis chooses it: the
 * first whose entry[i] is true, when entry is not NULL and one is; else the
 * first named main.* (any case); else the first.  Returns its index (0
 * when n is 0).
 */
size_t source_set_main(const char *const *names, const bool *entry, size_t n);

/*
 * Adds a package's included files (include, its include/ folder) to s, a
 * program in a language of t: the regular files of include/CODE/ for the
 * first code of s's language (its id, then its aliases) that has a folder,
 * else of include/default/, each a source when the language claims it,
 * overwriting a file of s of the same name (the package format's rule);
 * then the main source is chosen again among them all (a driver named
 * main.* wins), as a folder's is.  Nothing to add is no error.  Returns 0,
 * or -1 with err set (more than SOURCE_SET_MAX files, unreadable ones).
 */
int source_set_include(struct source_set *s, const char *include, char *err, size_t errlen);

/*
 * Makes the source named entry (submissions.yaml's entrypoint: a file's
 * name, or its name without the extension, as a Java class is written) the
 * main one of the folder s.  A single file is its own entry point.  Returns
 * 0, or -1 with err set: "entrypoint 'X' is no source of 'sol'".
 */
int source_set_entry(struct source_set *s, const char *entry, char *err, size_t errlen);

/* Releases what s owns.  Safe on a zeroed set. */
void source_set_fini(struct source_set *s);

#endif
