/* --shard K/N: splitting the cases (run) or submissions (verify) into N balanced runs. */
#include "shard.h"

#include <fnmatch.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "problem/expectation.h"
#include "problem/problem_set.h"

/* What a unit costs besides its recorded time: starting a program and checking it. */
#define SHARD_CASE_COST_US 2000

void
shard_parse(const char *cmd, const char *text, struct report_shard *s)
{
	*s = (struct report_shard){0};
	if (!text)
		return;
	char *slash = strchr(text, '/'), *end;
	long k = strtol(text, &end, 10), n = slash ? strtol(slash + 1, &end, 10) : 0;
	if (!slash || text[0] < '0' || text[0] > '9' || slash[1] < '0' || slash[1] > '9' || *end ||
	    k < 1 || n < 1 || k > n || n > SHARD_MAX)
		usage_error(cmd, "invalid value '%s' for --shard (expected K/N, 1 <= K <= N <= %d)",
			    text, SHARD_MAX);
	s->index = (int)k;
	s->count = (int)n;
}

void
shard_times_load(const char *path, enum report_kind kind, struct shard_times *st)
{
	char err[512];

	*st = (struct shard_times){0};
	if (!path)
		return;
	if (!(st->doc = report_doc_load(path, err, sizeof err)))
		die(EXIT_USAGE, "--shard-times: %s", err);
	if (report_doc_kind(st->doc) != kind)
		die(EXIT_USAGE, "--shard-times: %s: a %s report, not a %s report", path,
		    report_kind_name(report_doc_kind(st->doc)), report_kind_name(kind));
	if (report_doc_times(st->doc, &st->times, &st->count) < 0)
		die(EXIT_JUDGE_ERROR, "out of memory");
}

void
shard_times_fini(struct shard_times *st)
{
	free(st->times);
	report_doc_free(st->doc);
	*st = (struct shard_times){0};
}

/*
 * Marks in mine the units of shard s among the n weighed w, in order: unit i
 * goes to the shard its weight's midpoint falls in, when the total weight is
 * laid out in count equal parts.  Integer arithmetic only: the same on every
 * machine.
 */
static void
assign(const struct report_shard *s, const int64_t *w, size_t n, bool *mine)
{
	int64_t total = 0, before = 0;

	for (size_t i = 0; i < n; i++)
		total += w[i];
	for (size_t i = 0; i < n; i++) {
		/* (before + w/2) / total * count, doubled to stay in integers. */
		int64_t part = total ? (2 * before + w[i]) * s->count / (2 * total) : 0;
		if (part >= s->count)
			part = s->count - 1;
		mine[i] = part == s->index - 1;
		before += w[i];
	}
}

/* The recorded time of one case (submission NULL for a run), or -1. */
static int64_t
recorded(const struct shard_times *st, const char *problem, const char *submission,
	 const char *name)
{
	const struct report_time *t = report_time_find(st->times, st->count, problem, submission,
						       name);
	return t ? t->us : -1;
}

/* Weighs n units of recorded times in w (-1: none) with the mean of those known, plus a cost each. */
static void
weigh(int64_t *w, size_t n, int64_t cost)
{
	int64_t sum = 0, known = 0;

	for (size_t i = 0; i < n; i++)
		if (w[i] >= 0) {
			sum += w[i];
			known++;
		}
	for (size_t i = 0; i < n; i++)
		w[i] = (w[i] >= 0 ? w[i] : known ? sum / known : 0) + cost;
}

/* The weights of problem p's cases (td->count into w): its selected ones' times, 0 for the rest. */
static void
weigh_cases(const struct problem *p, const struct testdata *td, const char *pattern,
	    const struct shard_times *st, int64_t *w)
{
	struct testcase tc;
	struct diag d;
	int got = 0;
	bool *chosen = calloc(td->count ? td->count : 1, sizeof *chosen);

	if (!chosen)
		die(EXIT_JUDGE_ERROR, "out of memory");
	diag_init(&d);
	struct testdata_reader *r = testdata_reader_new(td, &d);
	while (r && (got = testdata_read(r, &tc)) > 0) {
		if (tc.index < td->count) {
			chosen[tc.index] = !pattern || fnmatch(pattern, tc.name, 0) == 0;
			w[tc.index] = recorded(st, p->id, NULL, tc.name);
		}
		testcase_fini(&tc);
	}
	if (!r || got < 0) {
		diag_print(&d, stderr);
		die(EXIT_USAGE, "%s: cannot read the testdata to split it", p->id);
	}
	testdata_reader_free(r);
	diag_fini(&d);
	weigh(w, td->count, SHARD_CASE_COST_US);
	for (size_t i = 0; i < td->count; i++)
		w[i] = chosen[i] ? w[i] : 0;
	free(chosen);
}

bool **
shard_split_cases(const struct report_shard *s, const struct problem_set *set,
		  const char *pattern, const struct shard_times *st)
{
	size_t total = 0, at = 0;
	bool **flags = calloc(set->count ? set->count : 1, sizeof *flags);

	for (size_t k = 0; flags && k < set->count; k++)
		total += set->testdata[k].count;
	int64_t *w = flags ? calloc(total ? total : 1, sizeof *w) : NULL;
	bool *mine = w ? calloc(total ? total : 1, sizeof *mine) : NULL;
	if (!mine)
		die(EXIT_JUDGE_ERROR, "out of memory");
	for (size_t k = 0; k < set->count; k++) {
		weigh_cases(set->problems[k], &set->testdata[k], pattern, st, w + at);
		at += set->testdata[k].count;
	}
	assign(s, w, total, mine);
	at = 0;
	for (size_t k = 0; k < set->count; k++) {
		size_t n = set->testdata[k].count;
		if (!(flags[k] = malloc(n ? n : 1)))
			die(EXIT_JUDGE_ERROR, "out of memory");
		memcpy(flags[k], mine + at, n * sizeof *mine);
		at += n;
	}
	free(w);
	free(mine);
	return flags;
}

bool *
shard_split_submissions(const struct report_shard *s, const struct problem_set *set,
			const struct expectation_set *sets, const struct shard_times *st)
{
	size_t total = 0, at = 0;

	for (size_t k = 0; k < set->count; k++)
		total += sets[k].nsubs;
	int64_t *w = calloc(total ? total : 1, sizeof *w);
	bool *mine = calloc(total ? total : 1, sizeof *mine);
	if (!w || !mine)
		die(EXIT_JUDGE_ERROR, "out of memory");
	for (size_t k = 0; k < set->count; k++) {
		const struct expectation_set *es = &sets[k];
		int64_t *times = calloc(es->ncases ? es->ncases : 1, sizeof *times);
		if (!times)
			die(EXIT_JUDGE_ERROR, "out of memory");
		for (size_t j = 0; j < es->nsubs; j++, at++) {
			for (size_t i = 0; i < es->ncases; i++)
				times[i] = recorded(st, set->problems[k]->id, es->subs[j].label,
						    es->cases[i]);
			weigh(times, es->ncases, SHARD_CASE_COST_US);
			for (size_t i = 0; i < es->ncases; i++)
				w[at] += times[i];
		}
		free(times);
	}
	assign(s, w, total, mine);
	free(w);
	return mine;
}

void
shard_flags_free(bool **flags, size_t n)
{
	for (size_t k = 0; flags && k < n; k++)
		free(flags[k]);
	free(flags);
}
