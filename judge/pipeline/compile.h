/*
 * Compiling C sources into a content-addressed cache.  A struct compile_result
 * owns its strings; release them with compile_result_fini().
 */
#ifndef JUDGE_COMPILE_H
#define JUDGE_COMPILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "problem/yfield.h"

struct compile_result {
	bool ok;                 /* false: a compilation error (verdict CE) */
	bool cached;             /* served from the cache, no compiler started */
	int64_t time_ms;         /* compiler wall time (0 when cached) */
	char *binary;            /* the executable in the cache, when ok */
	char *log;               /* the compiler's messages, possibly truncated */
};

/*
 * Returns the cache folder: $JUDGE_CACHE, else $XDG_CACHE_HOME/judge, else
 * $HOME/.cache/judge, else /tmp/judge-cache-UID.  The string is static.
 */
const char *compile_cache_dir(void);

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
 * Compiles the C file source with `$CC` (default `cc`) as
 * `cc -std=c17 -O2 FLAGS -o BIN SOURCE -lm`, unless the cache already holds the
 * result for the same source bytes, flags and compiler.  Failed compilations
 * are cached too.  New entries appear atomically (write, then rename), so
 * several judges may share one cache.  Returns 0 with res filled (res->ok
 * false for a compilation error), or -1 with err set when the judge itself
 * failed (unreadable source, unwritable or refused cache, no compiler).
 */
int compile_c(const char *source, const struct ystrings *flags, struct compile_result *res,
	      char *err, size_t errlen);

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
