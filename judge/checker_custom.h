/*
 * Custom checkers: compiled once per judging, run after each case in the
 * worker's sandbox, by the testlib or the Kattis protocol (problems/README.md).
 * A struct checker_custom_set owns its compile results; release it with
 * checker_custom_set_fini().  A struct checker_custom owns its descriptors and
 * borrows its sandbox; release it with checker_custom_free().
 */
#ifndef JUDGE_CHECKER_CUSTOM_H
#define JUDGE_CHECKER_CUSTOM_H

#include <stddef.h>

#include "checker.h"
#include "compile.h"
#include "sandbox.h"
#include "testdata.h"

/* A checker's own limits, whatever the problem's: fixed. */
#define CHECKER_CUSTOM_TIME_MS 10000
#define CHECKER_CUSTOM_WALL_MS 30000
#define CHECKER_CUSTOM_MEMORY_BYTES (1LL << 30)
#define CHECKER_CUSTOM_OUTPUT_BYTES (1LL << 20)
#define CHECKER_CUSTOM_PROCESSES 8
/* At most this many bytes of a checker's message (escaped) go into a report. */
#define CHECKER_CUSTOM_MESSAGE_MAX 256

/* One custom checker and its compilation. */
struct checker_custom_build {
	const struct checker_spec *spec; /* borrowed from the problem or a testdata file */
	struct compile_result compile;
};

/* The custom checkers of one judging, each compiled once. */
struct checker_custom_set {
	struct checker_custom_build *builds;
	size_t count;
};

/*
 * Compiles, through the compile cache, every custom checker among
 * specs[0..count-1] (the checkers of the files whose cases are judged), once
 * each (a spec shared by several files is compiled once).  Borrows the specs for the set's life.
 * Returns 0, or -1 with msg saying which checker failed and why: the
 * compiler's first error, or what kept the judge from compiling it.  The
 * whole compiler log stays in the set.
 */
int checker_custom_set_compile(struct checker_custom_set *set,
			       const struct checker_spec *const *specs, size_t count, char *msg,
			       size_t msglen);

/* The compiled checker for spec, or NULL when the set has none. */
const char *checker_custom_set_binary(const struct checker_custom_set *set,
				      const struct checker_spec *spec);

/* Releases what set owns and empties it.  Safe on a zeroed set. */
void checker_custom_set_fini(struct checker_custom_set *set);

/*
 * Makes what one worker needs to run custom checkers in sb: two folders in
 * the sandbox's scratch directory (copies of inline inputs and answers, the
 * judge's; the Kattis feedback folder, the checker's) and an output buffer.
 * Borrows sb, which must outlive it.  Returns NULL with err set on failure.
 */
struct checker_custom *checker_custom_new(struct sandbox *sb, char *err, size_t errlen);

/*
 * Runs the checker binary (compiled for spec) on case tc, whose program's
 * output is in output_fd (a regular file or memfd, read from its start), in
 * the sandbox under the CHECKER_CUSTOM_* limits, and fills *res: AC, WA or JE
 * with the checker's message (escaped, one line), and detail with
 * "presentation error" (testlib exit 2, a WA) or, for a JE, the reason
 * ("checker timed out", "checker killed by SIGSEGV", ...), else "".
 * cancel_fd, or -1, stops the checker when it becomes readable.  Returns 0
 * when the checker ran, -1 (verdict JE, the reason in res->message) when it
 * could not be run.
 */
int checker_custom_run(struct checker_custom *cc, const char *binary,
		       const struct checker_spec *spec, const struct testcase *tc, int output_fd,
		       int cancel_fd, struct check_result *res, char *detail, size_t detaillen);

/* Releases cc (its folders go with the sandbox).  checker_custom_free(NULL) is a no-op. */
void checker_custom_free(struct checker_custom *cc);

#endif
