/*
 * The language table: how to compile and run a program of each language, as
 * data.  The judge's built-in entries (language.c) with a tree's own
 * languages.yaml merged over them, id by id and key by key.  A struct
 * language_table owns its entries; release it with language_table_fini().
 * Entries are borrowed from their table.
 */
#ifndef JUDGE_LANGUAGE_H
#define JUDGE_LANGUAGE_H

#include <limits.h>
#include <regex.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/diag.h"
#include "sandbox/sandbox.h"
#include "yfield.h"

/*
 * One language.  Commands are argument lists (no shell) whose words may
 * hold placeholders, expanded by language_expand(): see LANGUAGE_WORDS.
 */
struct language {
	char *id;                 /* "cpp": the key in the table */
	char *name;               /* "C++" */
	struct ystrings extensions; /* without the dot, case-sensitive: "cpp", "cc" */
	struct ystrings names;    /* whole file names it claims ("build"): a program
				     holding one is in this language, whatever else */
	struct ystrings aliases;  /* other codes it answers to: the package format's
				     ("python3" for PyPy's entry), in submissions.yaml's
				     language and include/CODE/ */
	char *package;            /* the Debian package with its tools ("g++"), or NULL */
	struct ystrings version;  /* prints the version on its first line, or empty */
	struct ystrings compile;  /* empty: nothing to compile */
	struct ystrings run;      /* first word "{binary}": the compiler's output */
	struct ystrings compile_env; /* more "NAME=value" for the compiler */
	struct ystrings run_env;  /* ... and for the program's runs */
	char *source;             /* the name the main source gets, or NULL: its own */
	char *shebang;            /* or NULL: an extended regular expression a file's first
				     line must match for the language to claim it */
	regex_t shebang_re;       /* compiled, when shebang is set */
	int64_t priority;         /* of two languages with one extension, the higher wins */
	struct sandbox_policy sandbox; /* what its programs need beyond every program's */
};

struct language_table {
	struct language *items;
	size_t count;
	char *origin;             /* "<tree>/languages.yaml", or NULL for built-ins only */
};

/*
 * The words a placeholder in a command may be, what it stands for, and
 * whether it stands for whole words (several, or none) rather than text
 * inside a word: X(placeholder, whole, meaning).
 */
#define LANGUAGE_WORDS(X)                                                              \
	X("{files}", true, "every source, by its name in the working directory")       \
	X("{include}", true, "-I and the program's own folder (its headers), if any")  \
	X("{flags}", true, "the problem's extra compiler flags (problem.yaml compile:)") \
	X("{main}", false, "the main source's name in the working directory")          \
	X("{binary}", false, "the compiler's output: a name, and the program to run") \
	X("{class}", false, "the main source's class with main, else its public one")  \
	X("{memory_mib}", false, "the run's memory limit in MiB")                      \
	X("{stack_kib}", false, "three quarters of the run's stack limit, in KiB")

/* What language_expand() puts in place of the placeholders; borrowed. */
struct language_vars {
	const char *const *files;
	size_t nfiles;
	const char *include;      /* or NULL */
	const struct ystrings *flags; /* or NULL */
	const char *main;
	const char *binary;
	const char *klass;
	int64_t memory_mib;
	int64_t stack_kib;
};

/*
 * Loads the built-in table and, when root holds one, root/languages.yaml
 * over it: an entry of a known id changes only the keys it names (a key's
 * value replaces the built-in's whole); a new id needs name, extensions and
 * run.  Unknown keys, bad values, system calls the sandbox cannot allow and
 * an extension two languages of one priority claim are errors in d, with
 * file, line and column.  Returns 0, or -1 (the table is then empty).
 */
int language_table_load(struct language_table *t, const char *root, struct diag *d);

/*
 * The language of path by its name (names) or extension (and, for a
 * language with a shebang, its first line): of those claiming it, one whose
 * tools are installed (language_check_tools) before one whose are not, then
 * the highest priority, as BAPCtools falls back to a lower one (PyPy where
 * it is installed, else CPython); or NULL.
 */
const struct language *language_for_file(const struct language_table *t, const char *path);

/*
 * Whether lang claims path: one of its names is path's name, or one of its
 * extensions is path's (the part of its name after the last dot).
 */
bool language_claims(const struct language *lang, const char *path);

/* Whether lang should win over b for a file both claim (see language_for_file). */
bool language_better(const struct language *a, const struct language *b);

/* Whether lang's tools are here (language_check_tools, without its message). */
bool language_installed(const struct language *lang);

/* Whether lang is code: its id or one of its aliases. */
bool language_is(const struct language *lang, const char *code);

/* The entry of id, or NULL. */
const struct language *language_find(const struct language_table *t, const char *id);

/*
 * A command's first word may be "./NAME": the program's own file NAME (a
 * build or run script, which the program's folder holds or its build makes).
 * Returns NAME for such a word, else NULL.
 */
const char *language_own_file(const char *word);

/* How the sandbox starts a program's own file, as the kernel would. */
struct language_exec {
	char path[PATH_MAX];      /* what to execute: the file itself, or its interpreter */
	bool script;              /* path is an interpreter: the file's name follows */
	char arg[256];            /* the interpreter's one argument (its #! line's), or "" */
};

/*
 * How to start the file at path (a program's own: see language_own_file):
 * by the interpreter its first line names (#!, with that line's argument),
 * itself when it is an ELF binary, else by /bin/sh (a POSIX shell script,
 * as the package format says build and run scripts are).  Returns 0, or -1
 * with err set: the file cannot be read, or its interpreter is not found.
 */
int language_exec_file(const char *path, struct language_exec *out, char *err, size_t errlen);

/*
 * The argv to start x's file with: argv itself (its first word the file's
 * "./NAME") when the file is a binary, else the interpreter's path and its
 * argument before it.  Takes argv (NULL-terminated, language_argv_free's);
 * returns the argv to run (language_argv_free), or NULL with err set (argv
 * freed).
 */
char **language_exec_argv(const struct language_exec *x, char **argv, char *err, size_t errlen);

/*
 * Finds word (a command's first word) as the sandbox will run it: a path
 * as written, else in LANGUAGE_PATH; its real path goes to out.  Returns 0,
 * or -1 when there is no such executable.
 */
#define LANGUAGE_PATH "/usr/local/bin:/usr/bin:/bin"
int language_find_tool(const char *word, char *out, size_t len);

/*
 * Whether lang can be used here: 0, or -1 with why in err: "no compiler
 * for C++ (g++ not found; apt-get install g++)", "no runtime for Python 3
 * (python3 ...)".
 */
int language_check_tools(const struct language *lang, char *err, size_t errlen);

/*
 * Expands the command cmd with vars into a NULL-terminated argv (the
 * words, and the strings, are the caller's to free with
 * language_argv_free()).  Returns NULL with err set when out of memory or
 * a word holds a placeholder that is unknown, or a whole-word one inside
 * other text.
 */
char **language_expand(const struct ystrings *cmd, const struct language_vars *vars, char *err,
		       size_t errlen);
void language_argv_free(char **argv);

/* The largest source language_main_class() reads (a compiler gets 1 MiB by default). */
#define LANGUAGE_SOURCE_MAX (64 << 20)

/*
 * The classes of a Java-like source, comments and strings skipped: into
 * klass (len bytes) the top-level class that declares the entry point
 * (`static ... void main(`), as DOMjudge and the package tools find the
 * class to run whatever the file is named; else the public top-level class
 * (`public class NAME`, `public final class NAME`...); else the file's
 * stem.  Into pub (when not NULL; len bytes) the public class, else klass:
 * the name javac wants the file to have.  *entry (when not NULL) tells
 * whether the file declares an entry point.  The file is read by the package
 * file rule within root (NULL: anywhere), at most LANGUAGE_SOURCE_MAX bytes.
 * Returns 0, or -1 with errno and err set ("'a.java': not a regular file (a
 * named pipe)").
 */
int language_main_class(const char *root, const char *path, char *klass, char *pub, size_t len,
			bool *entry, char *err, size_t errlen);

/* Releases what t owns; the table is then empty. */
void language_table_fini(struct language_table *t);

#endif
