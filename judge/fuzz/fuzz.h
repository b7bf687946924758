/*
 * Fuzz harnesses: each fuzz_<name>.c defines the two libFuzzer entry points,
 * so that the same file links with libFuzzer (clang, -Dfuzz=true) and with
 * replay.c (any compiler), which runs saved inputs as ordinary tests.  The
 * helpers here own nothing across calls but the scratch tree, which
 * fuzz_tree_make() creates once and removes at exit.
 */
#ifndef JUDGE_FUZZ_H
#define JUDGE_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include "base/diag.h"

/* Called once before any input: sets up what the harness needs.  Returns 0. */
int LLVMFuzzerInitialize(int *argc, char ***argv);

/* Runs one input; aborts (a crash to the fuzzer) when an invariant breaks.  Returns 0. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/*
 * Creates a fresh scratch folder (under $TMPDIR, else /dev/shm, else /tmp) with the files
 * named in files, a NULL-terminated list of path, content pairs (paths
 * relative to the folder; a path ending in '/' is a folder).  The folder is
 * removed at exit.  Returns its path (static storage); aborts on failure.
 */
const char *fuzz_tree_make(const char *const *files);

/* Writes size bytes of data to path, replacing it; aborts on failure. */
void fuzz_write_file(const char *path, const uint8_t *data, size_t size);

/*
 * Checks the messages in d after loading the file path whose bytes are data:
 * every one prints as a single printable line, and every location in that
 * file lies inside it.  Aborts with the message when one does not.
 */
void fuzz_check_diag(const struct diag *d, const char *path, const uint8_t *data, size_t size);

/*
 * Marks a harness's own reference code, so that its loops neither slow the
 * fuzzer down nor feed it coverage that is not the judge's.
 */
#if defined(__clang__)
#define FUZZ_NO_COVERAGE __attribute__((no_sanitize("coverage")))
#else
#define FUZZ_NO_COVERAGE
#endif

/* Prints why and aborts: a crash the fuzzer saves with its input. */
_Noreturn void fuzz_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
