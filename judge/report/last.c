/* A reporter that records each problem's last verdict for `judge list`. */
#include "report.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "last_run.h"

struct report_last {
	struct reporter base;
	char *root;
	bool main_solution;      /* the problem being judged uses its own solution */
	int64_t began_ms;        /* when judging it began */
	int64_t slowest_us;      /* its slowest case's CPU time so far */
	struct last_run got;
};

/* Whether a and b name the same file. */
static bool
same_file(const char *a, const char *b)
{
	char ra[PATH_MAX], rb[PATH_MAX];
	if (strcmp(a, b) == 0)
		return true;
	return realpath(a, ra) && realpath(b, rb) && strcmp(ra, rb) == 0;
}

static void
last_begin(struct reporter *r, const struct problem *p, const char *solution)
{
	struct report_last *self = (struct report_last *)r;
	struct timespec ts;
	self->main_solution = same_file(solution, p->solution);
	self->slowest_us = 0;
	clock_gettime(CLOCK_REALTIME, &ts);
	self->began_ms = (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void
last_case(struct reporter *r, const struct problem_result *pr, const struct case_result *cr)
{
	struct report_last *self = (struct report_last *)r;
	if (cr->usage.cpu_us > self->slowest_us)
		self->slowest_us = cr->usage.cpu_us;
}

static void
last_end(struct reporter *r, const struct problem_result *pr)
{
	struct report_last *self = (struct report_last *)r;
	/*
	 * Another file judged against the problem says nothing about its
	 * solution, and an interrupted problem (AC or JE so far) has no verdict.
	 */
	if (!self->main_solution ||
	    (pr->stopped && (pr->verdict == VERDICT_AC || pr->verdict == VERDICT_JE)))
		return;
	struct last_run_entry e = {
		.verdict = pr->verdict,
		.passed = pr->passed,
		.judged = pr->count,
		.when_ms = self->began_ms,
		.slowest_us = self->slowest_us,
	};
	snprintf(e.id, sizeof e.id, "%s", pr->problem->id);
	struct last_run_entry *grown =
		realloc(self->got.entries, (self->got.count + 1) * sizeof *grown);
	if (!grown)
		return;
	self->got.entries = grown;
	self->got.entries[self->got.count++] = e;
}

static int
last_finish(struct reporter *r, bool complete, char *err, size_t errlen)
{
	struct report_last *self = (struct report_last *)r;
	char why[512];
	if (self->got.count == 0)
		return 0;
	/* A record that cannot be kept must not fail the run it describes. */
	if (last_run_update(self->root, self->got.entries, self->got.count, why, sizeof why) < 0)
		fprintf(stderr, "judge: warning: cannot record the last verdicts: %s\n", why);
	return 0;
}

static void
last_free(struct reporter *r)
{
	struct report_last *self = (struct report_last *)r;
	last_run_fini(&self->got);
	free(self->root);
	free(self);
}

static const struct reporter_ops last_ops = {
	.begin = last_begin,
	.on_case = last_case,
	.end = last_end,
	.finish = last_finish,
	.free = last_free,
};

struct reporter *
report_last_new(const char *root)
{
	struct report_last *self = calloc(1, sizeof *self);
	if (!self)
		return NULL;
	self->base.ops = &last_ops;
	if (!(self->root = strdup(root))) {
		free(self);
		return NULL;
	}
	return &self->base;
}
