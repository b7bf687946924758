/* Resource limits of a run: merging and defaulting. */
#include "limits.h"

void
limits_merge(struct limits *base, const struct limits *over)
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
