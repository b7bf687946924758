/* Resource limits for one run: plain values, nothing owned. */
#ifndef JUDGE_LIMITS_H
#define JUDGE_LIMITS_H

#include <stdint.h>

/*
 * Limits applied to one run of a program.  A field of 0 means "not set" while
 * limits are being merged (problem defaults, then testdata file, then case);
 * limits_resolve() fills every field before a run.
 */
struct limits {
	int64_t time_ms;      /* CPU time (user + sys) of the whole process tree */
	int64_t wall_ms;      /* wall-clock time from start to the last exit */
	int64_t memory_bytes; /* peak resident memory of the whole process tree */
	int64_t output_bytes; /* bytes written to standard output */
	int64_t processes;    /* processes and threads alive at once */
};

/* Defaults used when a problem sets nothing. */
#define LIMITS_DEFAULT_TIME_MS 1000
#define LIMITS_DEFAULT_MEMORY_BYTES (256LL << 20)
#define LIMITS_DEFAULT_OUTPUT_BYTES (64LL << 20)
#define LIMITS_DEFAULT_PROCESSES 1
/* The wall-clock limit defaults to this many times the CPU limit. */
#define LIMITS_WALL_FACTOR 3

/* Copies every field set in over (non-zero) into base. */
void limits_merge(struct limits *base, const struct limits *over);

/* Fills every unset field of l with its default. */
void limits_resolve(struct limits *l);

#endif
