/*
 * The result cache: case records of earlier runs of the same binary on the
 * same case under the same limits and checker, so that an unchanged solution
 * is not run again.  The records stay on disk (a sorted file searched in
 * place, new ones in a journal until saved), so memory does not grow with
 * them.  A struct result_cache owns its open files; release it with
 * result_cache_free().
 */
#ifndef JUDGE_RESULT_CACHE_H
#define JUDGE_RESULT_CACHE_H

#include <stdbool.h>
#include <stddef.h>

#include "result.h"
#include "sandbox/sandbox.h"

struct result_cache;

/*
 * Opens the records kept for binary (a path in the compile cache, whose name
 * is the hash of the compilation) under compile_cache_dir()/results.  A
 * missing or unreadable file is an empty cache.  Returns NULL only when out
 * of memory.
 */
struct result_cache *result_cache_open(const char *binary);

/*
 * Computes the key of case tc judged with checker_binary (NULL unless the
 * checker is custom) under checker_limits (its limits then, else NULL), CPU
 * and wall limits scaled by scale, into key: from the input and expected
 * output (files by device, inode, size and modification time, inline text
 * by content), the limits, the checker (type, tolerances, flags, protocol,
 * arguments, binary, limits) and the sandbox.  Returns 0, or -1 when a file
 * cannot be examined (then nothing is cached).
 */
int result_cache_key(const struct testcase *tc, const char *checker,
		     const struct limits *checker_limits, double scale,
		     const struct sandbox_report *sandbox, unsigned char key[16]);

/*
 * The same for a validation of input by the program whose records rc holds
 * (an input validator, spec, under limits), given args: from the input (as
 * above), the validator's protocol (the same binary judges otherwise by
 * another protocol), its limits, the arguments and the sandbox.  Returns 0,
 * or -1 when out of memory.
 */
int result_cache_key_validation(const struct case_data *input, const struct checker_spec *spec,
				const struct limits *limits, const char *const *args,
				size_t nargs, const struct sandbox_report *sandbox,
				unsigned char key[16]);

/* Fills *out with the record under key and returns true, or returns false. */
bool result_cache_get(struct result_cache *rc, const unsigned char key[16],
		      struct case_result *out);

/*
 * Whether cr is worth keeping: a verdict that does not hang on timing (no
 * TLE, no JE, no interruption) and times well inside the limits, so that a
 * run on another day would end the same way.
 */
bool result_cache_keepable(const struct case_result *cr, double scale);

/*
 * Keeps cr under key (a copy, written to the journal; its testcase pointer is
 * not kept).  Returns 0 or -1.
 */
int result_cache_put(struct result_cache *rc, const unsigned char key[16],
		     const struct case_result *cr);

/*
 * Writes the records back if any was added: the kept ones and the journal's,
 * merged in key order into a temporary file, then renamed.
 */
void result_cache_save(struct result_cache *rc);

/* Releases rc.  result_cache_free(NULL) is a no-op. */
void result_cache_free(struct result_cache *rc);

#endif
