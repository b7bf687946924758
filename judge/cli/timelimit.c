/* Deriving a package's time limit from its accepted submissions, as the package format says. */
#include "timelimit.h"

#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/units.h"

/* What one accepted submission's cases told: its slowest case. */
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

static int
not_dot(const struct dirent *de)
{
	return de->d_name[0] != '.';
}

int
timelimit_derive(struct pipeline *pl, const struct language_table *t, struct problem *p,
		 const struct testdata *td, struct timelimit_derived *out, char *err,
		 size_t errlen)
{
	char dir[PATH_MAX];
	struct dirent **names;
	int n;

	memset(out, 0, sizeof *out);
	snprintf(dir, sizeof dir, "%s/submissions/accepted", p->dir);
	n = scandir(dir, &names, not_dot, alphasort);
	p->limits.time_ms = TIMELIMIT_PROBE_MS;
	for (int i = 0; i < n; i++) {
		char src[PATH_MAX + 256], label[300];
		struct problem_result pr;

		snprintf(src, sizeof src, "%s/%s", dir, names[i]->d_name);
		snprintf(label, sizeof label, "accepted/%s", names[i]->d_name);
		free(names[i]);
		if (!language_for_file(t, src) || pipeline_interrupted())
			continue;
		struct probe pb = {out, label};
		const struct judge_params params = {
			.languages = t, .on_case = on_case, .on_case_arg = &pb, .no_rerun = true,
		};

		pipeline_judge(pl, p, td, src, &params, &pr);
		out->judged += pr.count > 0;
		problem_result_fini(&pr);
	}
	if (n >= 0)
		free(names);
	if (!out->judged) {
		p->limits.time_ms = 0;
		snprintf(err, errlen, "no time limit: problem.yaml sets none, there is no "
			 ".timelimit, and no accepted submission could run to derive one");
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
		 "time limit %s (derived: slowest accepted case %s, %s, x %g, up to a multiple "
		 "of %s); time_limit_exceeded submissions must exceed %s", limit, slowest,
		 out->slowest, p->timing.ac_to_time_limit, step, tle);
}
