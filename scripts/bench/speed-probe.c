/*
 * The reference workload of `judge calibrate` (judge/cli/speed.c) as a program of its own,
 * for scripts/bench-calibration: prints the score of each of N timed runs (rounds per CPU
 * second of this thread), after three runs to warm up, so that a machine the judge itself
 * cannot run on (an emulator) can be scored the same way.
 *
 * Usage: speed-probe [N]      (default 15)
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cli/speed.h"

#define ROUNDS 30   /* as CALIBRATION_ROUNDS */

static double
thread_cpu_s(void)
{
	struct timespec t;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int
main(int argc, char **argv)
{
	int runs = argc > 1 ? atoi(argv[1]) : 15;
	unsigned long long want = speed_run(ROUNDS);

	speed_run(ROUNDS);
	speed_run(ROUNDS);
	for (int r = 0; r < runs; r++) {
		double start = thread_cpu_s();
		unsigned long long sum = speed_run(ROUNDS);
		double s = thread_cpu_s() - start;

		if (sum != want)
			return 2;
		printf("%.0f\n", ROUNDS / (s > 0 ? s : 1e-9));
	}
	return 0;
}
