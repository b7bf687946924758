/*
 * judge stress --json: the run's seed, generators and reference, and per
 * submission its first counterexample as found and shrunk.  Nothing here is
 * kept: the document is written and released in one call.
 */
#ifndef JUDGE_STRESS_JSON_H
#define JUDGE_STRESS_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pipeline/stress.h"

/* What the report says of the run besides the engine's report; everything borrowed. */
struct stress_json_run {
	uint32_t seed;
	const char *reference;
	char *const *generators;   /* the calls, as commands */
	size_t ngenerators;
	char *const *reproduce;    /* per submission: the command that finds its
				      counterexample again, or NULL */
	const char *keep;          /* --keep's folder, or NULL */
};

/*
 * Writes {"kind": "stress", "seed", "generators", "reference",
 * "submissions": [...], "complete"} for r to path ("-": standard output); an
 * input of more than 1 MiB is written to a file beside (input_file).
 * Returns 0, or -1 with err set.
 */
int report_stress_json_write(const struct stress_json_run *run, const struct stress_report *r,
			     const char *path, char *err, size_t errlen);

#endif
