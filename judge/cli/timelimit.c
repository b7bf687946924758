/* Deriving a time limit from the submissions bounding it, as the format says. */
#include "timelimit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/progress.h"
#include "base/units.h"
#include "pipeline/case.h"
#include "problem/timing.h"

/* What one submission's cases told: its slowest case. */
struct probe {
	const char *label;
	size_t number, of;       /* its place among the problem's submissions, from 1 */
	int64_t slowest_us;
	char slowest[512];
	bool stopped;            /* that case ended TLE */
	bool by_wall;            /* a case ended TLE by the wall clock (waiting, idle) */
};

/* The progress line while pb's submission runs (pr NULL: before its first case). */
static void
show(const struct problem *p, const struct probe *pb, const struct problem_result *pr)
{
	char cases[64] = "";

	if (pr)
		snprintf(cases, sizeof cases, ", case %zu/%zu", pr->count, pr->selected);
	progress_show("time limit of %s: submission %zu/%zu %s%s", p->id, pb->number, pb->of,
		      pb->label, cases);
}

static void
on_case(void *arg, const struct problem_result *pr, const struct case_result *cr)
{
	struct probe *pb = arg;

	show(pr->problem, pb, pr);
	/* Its CPU time says nothing of the limit: it holds on any machine. */
	if (case_tle_by_wall(cr)) {
		pb->by_wall = true;
		return;
	}
	if (cr->usage.cpu_us > pb->slowest_us) {
		pb->slowest_us = cr->usage.cpu_us;
		pb->stopped = cr->verdict == VERDICT_TLE;
		snprintf(pb->slowest, sizeof pb->slowest, "%s on %s", pb->label, cr->tc->name);
	}
}

/*
 * Judges each submission of s on the cases where it bounds the limit from
 * below (or above), each up to its first failing case, with params' other
 * fields; gives each one's slowest case to fold.  Returns how many ran.
 */
static size_t
probe_all(struct pipeline *pl, const struct problem *p, const struct testdata *td,
	  const struct expectation_set *s, bool above, struct judge_params params,
	  bool *only, void (*fold)(struct timelimit_derived *, const struct probe *),
	  struct timelimit_derived *out)
{
	size_t judged = 0;

	for (size_t j = 0; j < s->nsubs && !pipeline_interrupted(); j++) {
		const struct expected_submission *x = &s->subs[j];
		struct probe pb = {.label = x->label, .number = j + 1, .of = s->nsubs,
				   .slowest_us = -1};
		struct problem_result pr;
		bool any = false;

		for (size_t i = 0; i < td->count; i++)
			any |= only[i] = above ? expectation_bounds_above(s, x, i)
					       : expectation_bounds_below(s, x, i);
		if (!any)
			continue;
		params.only = only;
		params.entrypoint = x->entrypoint;
		params.on_case = on_case;
		params.on_case_arg = &pb;
		show(p, &pb, NULL);
		pipeline_judge(pl, p, td, x->path, &params, &pr);
		/* A TLE by the wall clock bounds no CPU time from above. */
		if (pr.count > 0 && pb.slowest_us >= 0 && !(above && pb.by_wall)) {
			judged++;
			fold(out, &pb);
		}
		problem_result_fini(&pr);
	}
	return judged;
}

/* The slowest of the submissions bounding the limit from below. */
static void
fold_below(struct timelimit_derived *out, const struct probe *pb)
{
	if (pb->slowest_us > out->slowest_us) {
		out->slowest_us = pb->slowest_us;
		snprintf(out->slowest, sizeof out->slowest, "%s", pb->slowest);
	}
}

/* The fastest of those bounding it from above. */
static void
fold_above(struct timelimit_derived *out, const struct probe *pb)
{
	if (out->fastest_tle_us < 0 || pb->slowest_us < out->fastest_tle_us) {
		out->fastest_tle_us = pb->slowest_us;
		out->fastest_stopped = pb->stopped;
		snprintf(out->fastest, sizeof out->fastest, "%s", pb->slowest);
	}
}

int
timelimit_measure(struct pipeline *pl, const struct language_table *t, struct problem *p,
		  const struct testdata *td, const struct expectation_set *s,
		  const struct timelimit_how *how, struct timelimit_derived *out, char *err,
		  size_t errlen)
{
	bool *only = calloc(td->count ? td->count : 1, sizeof *only);
	/* As verify judges it: nothing after a first failure is run. */
	struct judge_params params = {
		.languages = t, .repeat = how->repeat, .no_cache = how->repeat > 0,
		.no_rerun = true, .stop_on_failure = true,
	};

	if (!only) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	memset(out, 0, sizeof *out);
	out->fastest_tle_us = -1;
	problem_set_time_limit_here(p, TIMELIMIT_PROBE_MS);
	out->judged = probe_all(pl, p, td, s, false, params, only, fold_below, out);
	if (!out->judged) {
		free(only);
		problem_set_time_limit_here(p, 0);
		snprintf(err, errlen, "no time limit: problem.yaml sets none, there is no "
			 ".timelimit, and no submission bounding it from below (accepted, or "
			 "as submissions.yaml says) could run to derive one");
		return -1;
	}
	out->limit_ms = timing_limit_for(&p->timing, out->slowest_us);
	problem_set_time_limit_here(p, out->limit_ms);
	if (how->upper) {
		params.time_scale = p->timing.time_limit_to_tle * TIMELIMIT_TLE_CAP;
		out->judged_tle = probe_all(pl, p, td, s, true, params, only, fold_above, out);
	}
	free(only);
	return 0;
}

int
timelimit_derive(struct pipeline *pl, const struct language_table *t, struct problem *p,
		 const struct testdata *td, const struct expectation_set *s,
		 struct timelimit_derived *out, char *err, size_t errlen)
{
	const struct timelimit_how once = {0};

	return timelimit_measure(pl, t, p, td, s, &once, out, err, errlen);
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
