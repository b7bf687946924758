/* Running trusted helper programs (the compiler) with a timeout; nothing owned. */
#ifndef JUDGE_SPAWN_H
#define JUDGE_SPAWN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct spawn_result {
	int status;              /* as from waitpid, when !timed_out */
	bool timed_out;          /* killed after timeout_ms */
	size_t output_len;       /* bytes of stdout+stderr kept in the caller's buffer */
	size_t output_total;     /* bytes it printed in all */
	int64_t elapsed_ms;      /* wall time from start to reaping */
};

/*
 * Runs argv (argv[0] looked up in PATH) in its own process group, with
 * standard input from /dev/null and standard output and error captured
 * together into out (at most cap - 1 bytes kept, NUL-terminated; the rest is
 * drained and counted).  The whole group is killed after timeout_ms.
 * Returns 0 when it ran, -1 with err set when it could not be started.
 */
int spawn_run(char *const argv[], int timeout_ms, char *out, size_t cap, struct spawn_result *res,
	     char *err, size_t errlen);

#endif
