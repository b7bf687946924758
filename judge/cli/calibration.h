/*
 * This machine's speed: the reference workload (speed.h) timed several
 * times, and the figures cached per machine in the cache folder
 * (<cache>/calibration/<hash of the machine's key>).  Nothing owned.
 */
#ifndef JUDGE_CALIBRATION_H
#define JUDGE_CALIBRATION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Rounds of the workload per timed run: some 50 ms on a 2020s server. */
#define CALIBRATION_ROUNDS 100
#define CALIBRATION_RUNS 7       /* timed runs by default, after one not counted */

struct calibration {
	int64_t score;           /* the median run's rounds per CPU second */
	int64_t min, max;        /* the slowest and fastest run's */
	int runs;                /* timed runs */
	char machine[512];       /* what identifies the machine: the cache's key */
};

/*
 * The key of this machine: "workload 1; CPU model; N CPUs; kernel release
 * and architecture", into buf.
 */
void calibration_machine(char *buf, size_t len);

/*
 * Times runs runs of the workload (one more first, not counted) in this
 * process's thread CPU time into *out.  Returns 0, or -1 with err set (the
 * workload's result differed between runs: the machine is not computing
 * reliably).
 */
int calibration_measure(int runs, struct calibration *out, char *err, size_t errlen);

/*
 * Reads this machine's cached figures into *out.  Returns 1, or 0 when
 * there are none (or they are for another machine), or -1 with err set.
 */
int calibration_load(struct calibration *out, char *err, size_t errlen);

/* Caches c as this machine's figures.  Returns 0, or -1 with err set. */
int calibration_store(const struct calibration *c, char *err, size_t errlen);

/*
 * This machine's figures: cached, or else measured (CALIBRATION_RUNS) and
 * cached.  Returns 0, or -1 with err set.
 */
int calibration_get(struct calibration *out, char *err, size_t errlen);

#endif
