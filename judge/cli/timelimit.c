/* Deriving a package's time limit from the submissions bounding it, as the format says. */
#include "timelimit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"

/* What one submission's cases told: its slowest case. */
struct probe {
	struct timelimit_derived *out;
	const char *label;
};

static void
on_case(void *arg, const struct problem_result *pr, const struct case_result *cr)
{
	struct probe *pb = arg;

	(void)pr;
	if (cr->usage.cpu_us > pb->out->slowest_us) {
		pb->out->slowest_us = cr->usage.cpu_us;
		snprintf(pb->out->slowest, sizeof pb->out->slowest, "%s on %s", pb->label,
			 cr->tc->name);
	}
}

int
timelimit_derive(struct pipeline *pl, const struct language_table *t, struct problem *p,
		 const struct testdata *td, const struct expectation_set *s,
		 struct timelimit_derived *out, char *err, size_t errlen)
{
	bool *only = calloc(td->count ? td->count : 1, sizeof *only);

	if (!only) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	memset(out, 0, sizeof *out);
	p->limits.time_ms = TIMELIMIT_PROBE_MS;
	for (size_t j = 0; j < s->nsubs && !pipeline_interrupted(); j++) {
		const struct expected_submission *x = &s->subs[j];
		struct problem_result pr;
		bool any = false;

		for (size_t i = 0; i < td->count; i++)
			any |= only[i] = expectation_bounds_below(s, x, i);
		if (!any)
			continue;
		struct probe pb = {out, x->label};
		/* As verify judges it: nothing after a first failure is run. */
		const struct judge_params params = {
			.languages = t, .only = only, .on_case = on_case, .on_case_arg = &pb,
			.no_rerun = true, .stop_on_failure = true,
		};

		pipeline_judge(pl, p, td, x->path, &params, &pr);
		out->judged += pr.count > 0;
		problem_result_fini(&pr);
	}
	free(only);
	if (!out->judged) {
		p->limits.time_ms = 0;
		snprintf(err, errlen, "no time limit: problem.yaml sets none, there is no "
			 ".timelimit, and no submission bounding it from below (accepted, or "
			 "as submissions.yaml says) could run to derive one");
		return -1;
	}
	/* The smallest multiple of the resolution at least slowest times the multiplier. */
	double exact = (double)out->slowest_us / 1000.0 * p->timing.ac_to_time_limit;
	int64_t steps = (int64_t)(exact / (double)p->timing.resolution_ms);

	if ((double)steps * (double)p->timing.resolution_ms < exact)
		steps++;
	out->limit_ms = (steps > 0 ? steps : 1) * p->timing.resolution_ms;
	p->limits.time_ms = out->limit_ms;
	return 0;
}

void
timelimit_describe(const struct problem *p, const struct timelimit_derived *out, char *buf,
		   size_t len)
{
	char limit[32], slowest[32], step[32], tle[32];

	units_format_time(out->limit_ms, limit, sizeof limit);
	units_format_time((out->slowest_us + 999) / 1000, slowest, sizeof slowest);
	units_format_time(p->timing.resolution_ms, step, sizeof step);
	units_format_time((int64_t)((double)out->limit_ms * p->timing.time_limit_to_tle + 0.5),
			  tle, sizeof tle);
	snprintf(buf, len,
		 "time limit %s (derived: slowest case bounding it from below %s, %s, x %g, up to "
		 "a multiple "
		 "of %s); time_limit_exceeded submissions must exceed %s", limit, slowest,
		 out->slowest, p->timing.ac_to_time_limit, step, tle);
}
