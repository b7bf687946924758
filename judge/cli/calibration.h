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

/* Rounds of the workload per timed run: some 20 ms on a 2020s server. */
#define CALIBRATION_ROUNDS 30
#define CALIBRATION_RUNS 7       /* timed runs of a batch by default, after one not counted */
/*
 * A batch is steady when its fastest and slowest runs (but for its one
 * fastest and one slowest, from five runs on) differ by at most this share
 * of its median; the score is taken from two steady batches in a row whose
 * medians differ by at most as much.
 */
#define CALIBRATION_SPREAD 0.05
#define CALIBRATION_BATCHES 10   /* batches measured at most before giving up */
#define CALIBRATION_WARMUP 3     /* runs first, not counted */
/* After a machine was too noisy to calibrate, commands do not try again for this long. */
#define CALIBRATION_NOISY_SECONDS 600
#define CALIBRATION_SCORE_MAX 1000000 /* scores (and JUDGE_CALIBRATION) from 1 to this */

/* Where a score came from. */
enum calibration_source {
	CALIBRATION_MEASURED,    /* measured now */
	CALIBRATION_CACHED,      /* measured earlier on this machine */
	CALIBRATION_ENV,         /* $JUDGE_CALIBRATION */
};

struct calibration {
	int64_t score;           /* the median run's rounds per CPU second */
	int64_t min, max;        /* the slowest and fastest run's (of the batches taken) */
	int runs;                /* timed runs the score is the median of */
	int batches;             /* batches measured to find two steady ones that agree */
	enum calibration_source source;
	bool noisy;              /* calibration_measure() failed: too noisy to calibrate */
	char machine[512];       /* what identifies the machine: the cache's key */
};

/*
 * The key of this machine: "workload 1; CPU model; N CPUs; kernel release
 * and architecture", into buf.
 */
void calibration_machine(char *buf, size_t len);

/* The most runs a batch may have. */
#define CALIBRATION_RUNS_MAX 101

/*
 * Deciding a score from batches of runs, one batch at a time: how many so
 * far, the last one if it was steady, and each one's spread in words.
 */
struct calibration_settle {
	int runs;                /* runs a batch, 1 to CALIBRATION_RUNS_MAX */
	int batches;             /* batches added */
	bool steady;             /* the last batch was steady: it is in last */
	int64_t last[CALIBRATION_RUNS_MAX];
	char spreads[256];       /* "3.1%, 7.2%, ...": each batch's spread, for a message */
};

/*
 * Adds a batch of s->runs run scores (sorted in place) to s.  When it is
 * steady and so was the one before, and their medians agree (all within
 * CALIBRATION_SPREAD), fills out's score (the median of both batches' runs),
 * min, max, runs and batches, and returns true; else false.
 */
bool calibration_settle_add(struct calibration_settle *s, int64_t *batch, struct calibration *out);

/*
 * Measures the workload in this process's thread CPU time, in batches of
 * runs timed runs (one more first, not counted), until two steady batches
 * in a row agree (CALIBRATION_SPREAD), at most CALIBRATION_BATCHES of them;
 * the score is the median of those two batches' runs.  Returns 0, or -1
 * with err set: the machine is too noisy to measure (err gives each batch's
 * spread), or the workload's result differed between runs.
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
 * This machine's score as $JUDGE_CALIBRATION gives it (a whole number from
 * 1 to CALIBRATION_SCORE_MAX; unset or empty: none).  Returns 1 with *out
 * filled, 0 when it is not set, -1 with err set when it is not such a
 * number.
 */
int calibration_from_env(struct calibration *out, char *err, size_t errlen);

/*
 * This machine's figures: $JUDGE_CALIBRATION, else cached, else measured
 * (CALIBRATION_RUNS a batch) and cached.  Returns 0; -1 with err set when
 * they cannot be had (too noisy: then not measured again for
 * CALIBRATION_NOISY_SECONDS; the cache unwritable); -2 with err set when
 * $JUDGE_CALIBRATION is not a valid score (a usage error).
 */
int calibration_get(struct calibration *out, char *err, size_t errlen);

#endif
