/*
 * Compiling a program of any language into a content-addressed cache: one
 * folder per program.  A struct compile_result owns its strings; release
 * them with compile_result_fini().
 */
#ifndef JUDGE_COMPILE_H
#define JUDGE_COMPILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "problem/language.h"
#include "problem/problem.h"
#include "problem/source_set.h"
#include "problem/yfield.h"
#include "sandbox/sandbox.h"

/* The compiler's output in its working directory: "{binary}" of the language table. */
#define BINARY_NAME "judge-binary"

struct compile_result {
	bool ok;                 /* false: a compilation error (verdict CE) */
	bool cached;             /* served from the cache, no compiler started */
	int64_t time_ms;         /* compiler wall time (0 when cached) */
	char *dir;               /* the program's folder in the cache (every file the
				    compiler left, BINARY_NAME among them when the
				    language runs it), when ok */
	char *log;               /* the compiler's messages, possibly truncated */
	char main[256];          /* the main source's name in the working directory */
	char klass[256];         /* the class to run: see language_main_class */
};

/*
 * Returns the cache folder: $JUDGE_CACHE, else $XDG_CACHE_HOME/judge, else
 * $HOME/.cache/judge, else /tmp/judge-cache-UID.  The string is static.
 */
const char *compile_cache_dir(void);

/* What to compile, and how; everything borrowed. */
struct compile_job {
	const struct source_set *sources;      /* a file, or a folder's files, and their
						  language (its tools must be there: see
						  language_check_tools) */
	const struct ystrings *flags;          /* the command's {flags}, or NULL */
	const char *include_dir;               /* or NULL: a folder the compiler may read,
						  given as {include} (a checker's own folder) */
	const struct compiler_limits *limits;  /* as written (unset fields 0), or NULL */
	int cancel_fd;                         /* -1, or stops the compiler when readable */
};

/*
 * Makes the cache folder (mode 0700, with its parents) when it is missing,
 * and refuses it when it is a symbolic link, or not a folder, or not owned by
 * the judge's euid, or writable by its group or others: another user could
 * plant binaries and verdicts in it, or links that the judge writes through.
 * Then removes the temporary files that killed judges left in it
 * (fs_sweep_tmp).  Returns 0, or -1 with err set: "cache folder
 * '/tmp/judge-cache-0' is not owned by you".
 */
int compile_cache_check(char *err, size_t errlen);

/*
 * Compiles job->sources with its language's compile command as an untrusted
 * run in sb (profile SANDBOX_COMPILER) in the sandbox's working directory,
 * on copies of the files: a single source named as the language says
 * (Java's "{class}.java"), a folder's files by their own names, every one
 * there and its sources as {files}, the main one as {main}; under the
 * compiler's limits (job->limits over the defaults of compile.c: CPU 30 s,
 * wall 60 s, memory 1 GiB, output 1 MiB, 64 tasks, output files 64 MiB in
 * all, sources 1 MiB in all), unless the cache already holds the result for
 * the same files (names and bytes), language entry, flags, include folder
 * (its path, and the names and bytes of the files at its top: a checker's
 * headers), limits and tools.  Every regular file the compiler leaves at the top of its working
 * directory becomes the program's folder in the cache; a language with no
 * compile command gets a folder holding the sources alone.  A source or
 * output over its limit, a compiler over one of its limits, or no binary
 * where the language runs one, is a compilation error saying so.  Failed
 * compilations (the compiler's own errors) are cached too.  Folders appear
 * whole (made aside, then renamed), so several judges may share one cache.
 * Returns 0 with res filled (res->ok false for a compilation error), or -1
 * with err set when the judge itself failed (unreadable source, missing
 * tools, unwritable or refused cache, the sandbox failing, cancelled).
 */
int compile_program(struct sandbox *sb, const struct compile_job *job, struct compile_result *res,
		    char *err, size_t errlen);

/* One compilation of compile_all(): job in, res out, rc and err as compile_program()'s. */
struct compile_task {
	const struct compile_job *job;
	struct compile_result *res;
	int rc;
	char err[256];
};

/*
 * Runs compile_program() for each of the n tasks, as many at once as there
 * are sandboxes (nsb; each runs one compilation at a time), in threads of
 * their own when there are more than one of both.  Each task's rc and err
 * say how it went.
 */
void compile_all(struct sandbox *const *sbs, size_t nsb, struct compile_task *tasks, size_t n);

/*
 * Runs lang's version command in sb (as a compiler, its standard error with
 * its output) and writes the first line it prints (past warnings) into out;
 * the line is kept in the cache's versions/ folder under the tool's identity
 * (path, size, inode, modification time), so a toolchain is asked once.
 * Returns 0, or -1 with out empty when the tool is missing or fails.
 */
int compile_version(struct sandbox *sb, const struct language *lang, char *out, size_t len);

/*
 * Writes the defaults of compilers' limits into buf ("CPU 30s, wall 60s,
 * ..."), for `judge doctor`; returns buf.
 */
char *compile_describe(char *buf, size_t len);

/*
 * compile_cache_check(), then creates the folder name inside
 * compile_cache_dir() (for other caches kept beside the binaries), refusing
 * it as compile_cache_check() refuses the cache folder and sweeping it as
 * well, and writes its path into out.  Returns 0, or -1 with err set.
 */
int compile_cache_subdir(const char *name, char *out, size_t len, char *err, size_t errlen);

/* Releases what res owns. */
void compile_result_fini(struct compile_result *res);

#endif
