/*
 * A compiled program made ready to run in the sandbox, whatever its
 * language: what the sandbox executes, the files it puts in the working
 * directory, the language's policy, and the run command expanded per run.
 * A struct program owns its descriptors; release it with program_close().
 * It borrows its language.
 */
#ifndef JUDGE_PROGRAM_H
#define JUDGE_PROGRAM_H

#include <limits.h>
#include <stddef.h>

#include "compile.h"
#include "problem/language.h"
#include "sandbox/sandbox.h"

struct program {
	const struct language *language;
	char exec[PATH_MAX];          /* what the sandbox executes: the binary, or the
					 runtime the run command names first */
	char binary[PATH_MAX];        /* {binary} when run: the binary in the folder */
	char main[256];               /* {main} */
	char klass[256];              /* {class} */
	char key[64];                 /* the folder's name in the cache: the program's identity */
	struct language_exec own;     /* how a run command starting with its own file
					 (./run) starts it; else own.path is empty */
	/*
	 * The folder's files, put in the working directory of each run, unless
	 * the program is its binary (executed where it is, nothing copied).
	 * The names are p's own strings, so a struct program may be moved.
	 */
	struct run_put puts[RUN_PUTS_MAX];
	int nputs;
};

/*
 * Opens the program that cr (ok) holds, of language lang.  Returns 0, or -1
 * with err set (a folder of more than RUN_PUTS_MAX files, unreadable files,
 * a runtime not found).
 */
int program_open(struct program *p, const struct language *lang, const struct compile_result *cr,
		 char *err, size_t errlen);

/*
 * Fills what spec needs of p: path, policy and puts; borrowed from p.
 * Then program_argv() expands the run command for spec's limits in sb
 * (with args after it, NULL-terminated, or NULL): a NULL-terminated argv
 * to free with language_argv_free(), or NULL with err set.
 */
void program_spec(const struct program *p, struct run_spec *spec);
char **program_argv(const struct program *p, const struct sandbox *sb,
		    const struct run_spec *spec, char *const *args, char *err, size_t errlen);

/*
 * The language's run environment for spec's run in sb into *env (NULL when
 * it has none; else free it with language_argv_free()).  Returns 0, or -1
 * with err set.
 */
int program_env(const struct program *p, const struct sandbox *sb, const struct run_spec *spec,
		char ***env, char *err, size_t errlen);

/* How program_run() runs a program once; everything borrowed. */
struct program_run {
	char *const *args;       /* after its run command, NULL-terminated, or NULL */
	int stdin_fd;            /* its standard input, or -1 for /dev/null */
	int stdout_fd;           /* where its standard output goes (a file or memfd) */
	int take_dir;            /* -1, or a folder open for the files it leaves (run_spec) */
	int64_t take_max;
	struct limits limits;    /* every field set */
	enum sandbox_profile profile;
	int cancel_fd;           /* -1, or stops it when readable */
};

/*
 * Runs p once in sb as how says (the language's policy and environment,
 * its files put in the working directory) and fills *rr.  Returns 0 when it
 * ran (whatever its outcome but RUN_FAILED), -1 with err set when it could
 * not be run.
 */
int program_run(const struct program *p, struct sandbox *sb, const struct program_run *how,
		struct run_result *rr, char *err, size_t errlen);

/* Closes what p holds open.  Safe on a program opened or zeroed. */
void program_close(struct program *p);

#endif
