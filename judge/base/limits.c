/* Resource limits of a run: merging and defaulting. */
#include "limits.h"

#include <stddef.h>
#include <stdint.h>

/* Copies every field set in over (non-zero) into base. */
static void
merge(struct limits *base, const struct limits *over)
{
	if (over->time_ms)
		base->time_ms = over->time_ms;
	if (over->wall_ms)
		base->wall_ms = over->wall_ms;
	if (over->memory_bytes)
		base->memory_bytes = over->memory_bytes;
	if (over->output_bytes)
		base->output_bytes = over->output_bytes;
	if (over->processes)
		base->processes = over->processes;
}

struct limits
limits_for_case(const struct limits *problem, const struct limits *file,
		const struct limits *kase)
{
	const struct limits *levels[] = {problem, file, kase};
	struct limits l = {0};

	for (size_t i = 0; i < sizeof levels / sizeof *levels; i++) {
		if (levels[i])
			merge(&l, levels[i]);
	}
	limits_resolve(&l);
	return l;
}

void
limits_resolve(struct limits *l)
{
	if (!l->time_ms)
		l->time_ms = LIMITS_DEFAULT_TIME_MS;
	if (!l->wall_ms)
		l->wall_ms = l->time_ms * LIMITS_WALL_FACTOR;
	if (!l->memory_bytes)
		l->memory_bytes = LIMITS_DEFAULT_MEMORY_BYTES;
	if (!l->output_bytes)
		l->output_bytes = LIMITS_DEFAULT_OUTPUT_BYTES;
	if (!l->processes)
		l->processes = LIMITS_DEFAULT_PROCESSES;
}

/* ms times factor, rounded, at least 1. */
static int64_t
scale_ms(int64_t ms, double factor)
{
	double v = (double)ms * factor + 0.5;

	return v < 1 ? 1 : v > (double)INT64_MAX / 2 ? INT64_MAX / 2 : (int64_t)v;
}

struct limits
limits_scaled(struct limits l, double factor)
{
	if (factor == 1)
		return l;
	l.time_ms = scale_ms(l.time_ms, factor);
	l.wall_ms = scale_ms(l.wall_ms, factor);
	return l;
}
