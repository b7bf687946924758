/* The reference workload: integer arithmetic, branches and table reads and writes. */
#include "speed.h"

#include <string.h>

/* 64 KiB: fits the level-2 cache of any machine a judge runs on, not always level 1. */
#define TABLE_WORDS (1u << 14)

uint64_t
speed_run(int rounds)
{
	static uint32_t table[TABLE_WORDS];
	uint64_t x = 0x9e3779b97f4a7c15ull, sum = 0;

	memset(table, 0, sizeof table);
	for (int r = 0; r < rounds; r++) {
		for (uint32_t i = 0; i < SPEED_ROUND_STEPS; i++) {
			x ^= x << 13;
			x ^= x >> 7;
			x ^= x << 17;
			uint32_t k = (uint32_t)x & (TABLE_WORDS - 1);
			uint32_t v = table[k] + (uint32_t)(x >> 40);

			/* A branch the predictor cannot learn, and a division now and then. */
			if (v & 1)
				v = v / 3 + i;
			table[k] = v;
			sum += v;
		}
	}
	return sum ^ x;
}
