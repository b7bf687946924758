/*
 * Comparing a program's output with the expected answer while the program is
 * still writing it.  Once a run's output passes STREAM_CHECK_FROM bytes, a
 * thread starts comparing what the sandbox has moved into the output buffer
 * and waits for more, so a big output is checked by the time the program
 * ends instead of after.  A struct stream_check belongs to one worker and
 * borrows its output buffer; release it with stream_check_free().
 */
#ifndef JUDGE_STREAM_CHECK_H
#define JUDGE_STREAM_CHECK_H

#include <stdbool.h>
#include <stdint.h>

#include "check/checker.h"
#include "problem/testdata.h"

/* Smaller outputs are compared after the run: a thread would cost more than it saves. */
#define STREAM_CHECK_FROM (1 << 20)

struct stream_check;

/* For the output buffer fd (borrowed, read with pread).  NULL when out of memory. */
struct stream_check *stream_check_new(int fd);

/*
 * Prepares for the next run of case tc (borrowed until stream_check_end()):
 * nothing is compared until its output passes STREAM_CHECK_FROM bytes, and
 * never for a custom checker.
 */
void stream_check_begin(struct stream_check *sc, const struct testcase *tc);

/* The sandbox's on_output: the buffer now holds total bytes. */
void stream_check_grown(void *sc, int64_t total);

/*
 * The run is over and the buffer final.  Waits for the comparison when one
 * started and returns true with *res its result; returns false when none
 * started (or it could not start), and the caller compares after the run.
 */
bool stream_check_end(struct stream_check *sc, struct check_result *res);

/* Releases sc.  stream_check_free(NULL) is a no-op. */
void stream_check_free(struct stream_check *sc);

#endif
