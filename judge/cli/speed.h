/*
 * The reference workload of `judge calibrate`: fixed, deterministic,
 * CPU-bound C code run in the judge's own process.  Built on its own with
 * -O2 and no sanitizer whatever the build (meson.build), so that its speed
 * depends on the machine, not on how the judge was built.  Nothing owned.
 */
#ifndef JUDGE_SPEED_H
#define JUDGE_SPEED_H

#include <stdint.h>

/* The work of one round: 100000 simple steps over a 64 KiB table. */
#define SPEED_ROUND_STEPS 100000

/* Runs rounds rounds of the workload; returns its checksum (the same on every machine). */
uint64_t speed_run(int rounds);

#endif
