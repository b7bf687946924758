/* The JSON report (schema 1), built with cJSON; cJSON trees never leave this file. */
#include "report.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "base/escape.h"
#include "base/fsutil.h"
#include "json_impl.h"

#define REPORT_SCHEMA 1

/*
 * The document is written as it grows, so that memory stays flat however many
 * cases there are: the head at the first problem, a problem's name and limits
 * at begin, each case's object at on_case (built, printed and deleted), each
 * case not judged at on_skip, the problem's verdict and counts at end, the
 * summary at finish.
 */
struct report_json {
	struct reporter base;
	char *path;
	cJSON *head;             /* "schema", "judge" and "sandbox", written first */
	FILE *out;               /* the document so far, or NULL before it is started */
	struct fs_atomic file;   /* out written aside, except for standard output's unnamed file */
	bool started;
	int open_errno;          /* why out could not be created, or 0 */
	int write_errno;         /* the first write error, or 0; nothing is written after it */
	bool sharded;            /* each case says its index */
	size_t problems;         /* problems begun */
	size_t problem_cases;    /* cases written for the current problem */
	size_t problem_skips;    /* ... and its selected cases not judged (on_skip) */
	size_t cases, passed, failed_problems;
	enum verdict worst;
	bool out_of_memory;
};

static void json_free(struct reporter *r);

/*
 * Adds s as a string member, valid UTF-8 whatever bytes s holds (see
 * escape_utf8); out of memory, the member is left out and cJSON's own
 * failures are treated alike.
 */
static void
add_text(cJSON *obj, const char *key, const char *s)
{
	char *t = escape_utf8(s);
	if (t)
		cJSON_AddStringToObject(obj, key, t);
	free(t);
}

static const struct reporter_ops json_ops;

/* A fact of the sandbox as a JSON member (see SANDBOX_FACTS). */
#define JSON_STR add_text
#define JSON_BOOL cJSON_AddBoolToObject
#define JSON_TEXT add_text
#define JSON_LINES add_text

struct reporter *
report_json_new(const char *path, const struct sandbox_report *sb,
		const struct report_shard *shard)
{
	struct report_json *rj = calloc(1, sizeof *rj);
	if (!rj)
		return NULL;
	rj->base.ops = &json_ops;
	rj->path = strdup(path);
	rj->head = cJSON_CreateObject();
	if (!rj->path || !rj->head)
		goto fail;
	cJSON_AddNumberToObject(rj->head, "schema", REPORT_SCHEMA);
	cJSON *judge = cJSON_AddObjectToObject(rj->head, "judge");
	add_text(judge, "version", JUDGE_VERSION);
	if (sb) {
		cJSON *s = cJSON_AddObjectToObject(rj->head, "sandbox");
		/* Every fact of the sandbox, a member each, named as its field. */
#define X(type, name, label, key) JSON_##type(s, #name, sb->name);
		SANDBOX_FACTS(X)
#undef X
	}
	if (shard && shard->count > 0) {
		cJSON *k = cJSON_AddObjectToObject(rj->head, "shard");
		rj->sharded = true;
		if (!k || !cJSON_AddNumberToObject(k, "index", shard->index) ||
		    !cJSON_AddNumberToObject(k, "count", shard->count))
			goto fail;
	}
	return &rj->base;
fail:
	json_free(&rj->base);
	return NULL;
}

/* Writes s, unless an earlier write failed; the first failure is kept for finish. */
static void
put(struct report_json *rj, const char *s)
{
	if (!rj->out || rj->write_errno)
		return;
	escape_json(rj->out, s);
	if (ferror(rj->out))
		rj->write_errno = errno ? errno : EIO;
}

/* Writes item's value on one line. */
static void
put_value(struct report_json *rj, const cJSON *item)
{
	char *text = cJSON_PrintUnformatted(item);
	if (!text) {
		rj->out_of_memory = true;
		return;
	}
	put(rj, text);
	free(text);
}

/* Writes each member of obj as "key": value, a line each, after sep. */
static void
put_members(struct report_json *rj, const cJSON *obj, const char *sep, const char *indent)
{
	for (const cJSON *m = obj ? obj->child : NULL; m; m = m->next) {
		put(rj, sep);
		put(rj, indent);
		put(rj, "\"");
		put(rj, m->string);   /* keys are this file's own, no escaping needed */
		put(rj, "\": ");
		put_value(rj, m);
		sep = ",\n";
	}
}

/*
 * Creates the output file (next to the report, or unnamed for standard
 * output) and writes the document's head, once.
 */
static void
start(struct report_json *rj)
{
	if (rj->started)
		return;
	rj->started = true;
	if (strcmp(rj->path, "-") == 0) {
		rj->out = tmpfile();
	} else {
		rj->out = fs_create(rj->path, &rj->file);
	}
	if (!rj->out) {
		rj->open_errno = errno;
		return;
	}
	put(rj, "{\n");
	put_members(rj, rj->head, "", "  ");
	put(rj, ",\n  \"problems\": [");
}

static void
add_limits(cJSON *obj, const struct limits *l)
{
	cJSON *o = cJSON_AddObjectToObject(obj, "limits");
	cJSON_AddNumberToObject(o, "time_ms", (double)l->time_ms);
	cJSON_AddNumberToObject(o, "wall_ms", (double)l->wall_ms);
	cJSON_AddNumberToObject(o, "memory_kib", (double)(l->memory_bytes / 1024));
	cJSON_AddNumberToObject(o, "output_kib", (double)(l->output_bytes / 1024));
	cJSON_AddNumberToObject(o, "processes", (double)l->processes);
}

static void
add_string_or_null(cJSON *obj, const char *key, const char *s)
{
	if (s && *s)
		add_text(obj, key, s);
	else
		cJSON_AddNullToObject(obj, key);
}

static void
add_count_or_null(cJSON *obj, const char *key, int64_t n)
{
	if (n)
		cJSON_AddNumberToObject(obj, key, (double)n);
	else
		cJSON_AddNullToObject(obj, key);
}

void
report_json_add_scale(cJSON *obj, const struct problem *p)
{
	struct limits w = limits_for_case(&p->limits, NULL, NULL);
	cJSON *o = cJSON_AddObjectToObject(obj, "limits_scale");
	char note[256];

	problem_scale_describe(p, note, sizeof note);
	cJSON_AddNumberToObject(o, "factor", p->scale.factor);
	cJSON_AddNumberToObject(o, "written_time_ms", (double)w.time_ms);
	cJSON_AddNumberToObject(o, "written_wall_ms", (double)w.wall_ms);
	add_count_or_null(o, "calibration", p->calibration);
	add_count_or_null(o, "machine", p->scale.here);
	add_string_or_null(o, "why_not", p->scale.why);
	add_string_or_null(o, "note", note);
}

/* A case's name and where it is written (and in a shard's report its index), into a new object. */
static cJSON *
case_place(const struct testcase *tc, bool sharded)
{
	cJSON *c = cJSON_CreateObject();
	if (!c)
		return NULL;
	if (sharded)
		cJSON_AddNumberToObject(c, "index", (double)tc->index);
	add_text(c, "name", tc->name);
	add_text(c, "file", tc->file);
	cJSON_AddNumberToObject(c, "line", tc->line);
	cJSON_AddNumberToObject(c, "column", tc->column);
	return c;
}

static cJSON *
case_json(const struct case_result *cr, bool sharded)
{
	cJSON *c = case_place(cr->tc, sharded);
	if (!c)
		return NULL;
	add_text(c, "verdict", verdict_name(cr->verdict));
	add_string_or_null(c, "detail", cr->detail);
	cJSON_AddNumberToObject(c, "time_ms", (double)cr->usage.cpu_us / 1000.0);
	cJSON_AddNumberToObject(c, "wall_ms", (double)cr->usage.wall_us / 1000.0);
	cJSON_AddNumberToObject(c, "memory_kib", (double)(cr->usage.memory_bytes / 1024));
	cJSON_AddNumberToObject(c, "output_bytes", (double)cr->usage.output_bytes);
	if (cr->exit_code >= 0)
		cJSON_AddNumberToObject(c, "exit_code", cr->exit_code);
	else
		cJSON_AddNullToObject(c, "exit_code");
	if (cr->signal) {
		char name[32];
		add_text(c, "signal",
					verdict_signal_name(cr->signal, name, sizeof name));
	} else {
		cJSON_AddNullToObject(c, "signal");
	}
	add_string_or_null(c, "message", cr->message);
	add_string_or_null(c, "hint", cr->hint);
	cJSON_AddBoolToObject(c, "rerun", cr->rerun);
	cJSON_AddBoolToObject(c, "cached", cr->cached);
	cJSON_AddNumberToObject(c, "runs", cr->runs);
	add_limits(c, &cr->tc->limits);
	if (cr->checked && cr->verdict != VERDICT_AC) {
		const struct check_result *k = &cr->check;
		cJSON *d = cJSON_AddObjectToObject(c, "difference");
		cJSON_AddNumberToObject(d, "line", (double)k->line);
		cJSON_AddNumberToObject(d, "column", (double)k->column);
		cJSON_AddNumberToObject(d, "token", (double)k->token);
		add_text(d, "expected", k->expected);
		add_text(d, "received", k->received);
		if (k->numeric) {
			cJSON_AddNumberToObject(d, "expected_value", k->expected_value);
			cJSON_AddNumberToObject(d, "received_value", k->received_value);
			cJSON_AddNumberToObject(d, "error", k->error);
		}
	}
	if (cr->stderr_head[0])
		add_text(c, "stderr", cr->stderr_head);
	if (cr->check.score_kind != CHECK_SCORE_NONE) {
		cJSON *k = cJSON_AddObjectToObject(c, "checker_score");
		bool points = cr->check.score_kind == CHECK_SCORE_POINTS;
		add_text(k, "kind", points ? "points" : "fraction");
		cJSON_AddNumberToObject(k, "value", cr->check.score);
	}
	if (cr->passes) {
		cJSON *ps = cJSON_AddObjectToObject(c, "passes");
		cJSON_AddNumberToObject(ps, "count", cr->passes);
		cJSON *list = cJSON_AddArrayToObject(ps, "list");
		for (int i = 0; list && i < cr->passes; i++) {
			const struct case_pass *one = &cr->pass[i];
			cJSON *e = cJSON_CreateObject();
			if (!e || !cJSON_AddItemToArray(list, e))
				break;
			add_text(e, "verdict", verdict_name(one->verdict));
			cJSON_AddNumberToObject(e, "time_ms", (double)one->usage.cpu_us / 1000.0);
			cJSON_AddNumberToObject(e, "wall_ms", (double)one->usage.wall_us / 1000.0);
			cJSON_AddNumberToObject(e, "memory_kib",
						(double)(one->usage.memory_bytes / 1024));
		}
	}
	if (cr->interactive) {
		/* What the interactor said, whoever the verdict went to. */
		cJSON *i = cJSON_AddObjectToObject(c, "interactor");
		add_text(i, "verdict", verdict_name(cr->check.verdict));
		add_string_or_null(i, "message", cr->check.message);
		add_string_or_null(c, "transcript", cr->transcript_path);
	}
	return c;
}

/* A scored problem's score and max_score, and each group's (with what it requires). */
static void
add_score(cJSON *p, const struct score_tally *t)
{
	if (!score_tally_scored(t))
		return;
	cJSON_AddNumberToObject(p, "score", score_tally_total(t));
	cJSON_AddNumberToObject(p, "max_score", t->plan->max);
	add_text(p, "aggregation", score_aggregation_name(t->plan->aggregation));
	cJSON *gs = cJSON_AddArrayToObject(p, "groups");
	for (size_t g = 0; gs && g < t->plan->ngroups; g++) {
		const struct score_group *sg = &t->plan->groups[g];
		cJSON *o = cJSON_CreateObject();

		if (!o)
			return;
		cJSON_AddItemToArray(gs, o);
		add_text(o, "name", sg->name);
		cJSON_AddNumberToObject(o, "score", score_tally_group(t, g));
		cJSON_AddNumberToObject(o, "max_score", sg->max);
		add_text(o, "aggregation", score_aggregation_name(sg->aggregation));
		cJSON_AddBoolToObject(o, "passed", score_tally_passed(t, g));
		cJSON *rs = cJSON_AddArrayToObject(o, "requires");
		for (size_t k = 0; rs && k < sg->nrequires; k++) {
			const char *name = t->plan->groups[sg->requires[k]].name;
			cJSON_AddItemToArray(rs, cJSON_CreateString(name));
		}
	}
}

static void
json_begin(struct reporter *r, const struct problem *p, const char *solution)
{
	struct report_json *rj = (struct report_json *)r;
	start(rj);
	cJSON *o = cJSON_CreateObject();
	if (!o) {
		rj->out_of_memory = true;
		return;
	}
	add_text(o, "id", p->id);
	add_text(o, "title", p->title);
	add_text(o, "solution", solution);
	struct limits l = problem_case_limits(p, NULL, NULL);
	add_limits(o, &l);
	report_json_add_scale(o, p);
	put(rj, rj->problems++ ? ",\n    {\n" : "\n    {\n");
	put_members(rj, o, "", "      ");
	put(rj, ",\n      \"cases\": [");
	cJSON_Delete(o);
	rj->problem_cases = 0;
	rj->problem_skips = 0;
}

/* Writes the case's object and lets it go: nothing of it is kept. */
static void
json_case(struct reporter *r, const struct problem_result *pr, const struct case_result *cr)
{
	struct report_json *rj = (struct report_json *)r;
	cJSON *c = case_json(cr, rj->sharded);
	/* A scored problem's case names its group (judge report merge scores by it). */
	if (c && score_tally_scored(&pr->score) && cr->tc->score_group < pr->score.plan->ngroups)
		add_text(c, "group", pr->score.plan->groups[cr->tc->score_group].name);
	if (!c) {
		rj->out_of_memory = true;
		return;
	}
	put(rj, rj->problem_cases++ ? ",\n        " : "\n        ");
	put_value(rj, c);
	cJSON_Delete(c);
}

/*
 * A selected case not judged (after every case): the first closes "cases"
 * and opens "not_judged", which lists each by its place.
 */
static void
json_skip(struct reporter *r, const struct problem_result *pr, const struct testcase *tc)
{
	struct report_json *rj = (struct report_json *)r;
	cJSON *c = case_place(tc, rj->sharded);

	(void)pr;
	if (!c) {
		rj->out_of_memory = true;
		return;
	}
	if (!rj->problem_skips++)
		put(rj, rj->problem_cases ? "\n      ],\n      \"not_judged\": ["
					  : "],\n      \"not_judged\": [");
	put(rj, rj->problem_skips > 1 ? ",\n        " : "\n        ");
	put_value(rj, c);
	cJSON_Delete(c);
}

/* The problem's verdict, compilation and counts, after its cases. */
static void
json_end(struct reporter *r, const struct problem_result *pr)
{
	struct report_json *rj = (struct report_json *)r;
	if (rj->problem_skips)
		put(rj, "\n      ]");
	else
		put(rj, rj->problem_cases ? "\n      ],\n      \"not_judged\": []"
					  : "],\n      \"not_judged\": []");
	cJSON *p = cJSON_CreateObject();
	if (!p) {
		rj->out_of_memory = true;
		return;
	}
	add_text(p, "verdict", verdict_name(pr->verdict));
	add_string_or_null(p, "message", pr->message);
	/* The solution's language (its table id) and the version line of its tools. */
	add_string_or_null(p, "language", pr->language ? pr->language->id : "");
	add_string_or_null(p, "compiler", pr->compiler);
	cJSON *c = cJSON_AddObjectToObject(p, "compile");
	add_text(c, "status", pr->compile.ok ? "ok" : "error");
	cJSON_AddBoolToObject(c, "cached", pr->compile.cached);
	cJSON_AddNumberToObject(c, "time_ms", (double)pr->compile.time_ms);
	add_string_or_null(c, "log", pr->compile.log);
	/* Custom checkers, each compiled once for the problem's cases. */
	cJSON *ks = cJSON_AddArrayToObject(p, "checkers");
	for (size_t i = 0; ks && i < pr->checkers.count; i++) {
		const struct custom_checker_build *b = &pr->checkers.builds[i];
		cJSON *k = cJSON_CreateObject();
		if (!k) {
			rj->out_of_memory = true;
			break;
		}
		cJSON_AddItemToArray(ks, k);
		add_text(k, "source", b->spec->source);
		add_text(k, "role", checker_spec_role(b->spec));
		add_text(k, "protocol", b->spec->protocol == CHECKER_PROTOCOL_KATTIS
							       ? "kattis" : "testlib");
		add_text(k, "status", b->compile.ok ? "ok" : "error");
		cJSON_AddBoolToObject(k, "cached", b->compile.cached);
		cJSON_AddNumberToObject(k, "time_ms", (double)b->compile.time_ms);
		add_string_or_null(k, "log", b->compile.log);
	}
	cJSON_AddNumberToObject(p, "passed", (double)pr->passed);
	cJSON_AddNumberToObject(p, "total", (double)pr->count);
	cJSON_AddNumberToObject(p, "selected", (double)pr->selected);
	cJSON_AddBoolToObject(p, "stopped", pr->stopped);
	if (pr->started) {
		char when[32];

		report_format_utc(pr->started, true, when, sizeof when);
		add_text(p, "started", when);
	} else {
		cJSON_AddNullToObject(p, "started");
	}
	add_score(p, &pr->score);
	put_members(rj, p, ",\n", "      ");
	put(rj, "\n    }");
	cJSON_Delete(p);
	rj->cases += pr->count;
	rj->passed += pr->passed;
	if (pr->verdict != VERDICT_AC)
		rj->failed_problems++;
	rj->worst = verdict_worst(rj->worst, pr->verdict);
}

/* Closes the output and removes it: a report that fails leaves no half file behind. */
static void
discard(struct report_json *rj)
{
	/* A file's stream is rj->file's to close. */
	if (rj->out && strcmp(rj->path, "-") == 0)
		fclose(rj->out);
	rj->out = NULL;
	fs_abort(&rj->file);
}

/* Closes the output and moves it into place (or copies it to standard output). */
static int
deliver(struct report_json *rj, char *err, size_t errlen)
{
	FILE *out = rj->out;
	rj->out = NULL;
	if (strcmp(rj->path, "-") == 0) {
		int rc = 0;
		if (rj->write_errno || fflush(out) != 0) {
			snprintf(err, errlen, "cannot write the JSON report to a temporary file: %s",
				 strerror(rj->write_errno ? rj->write_errno : errno));
			rc = -1;
		} else if (report_copy(out, stdout) < 0) {
			snprintf(err, errlen, "cannot write the report to standard output");
			rc = -1;
		}
		fclose(out);
		return rc;
	}
	int e = rj->write_errno;
	if (e)
		fs_abort(&rj->file);
	else if (fs_commit(&rj->file) < 0)
		e = errno;
	if (e)
		snprintf(err, errlen, "cannot write '%s': %s", rj->path, strerror(e));
	return e ? -1 : 0;
}

static int
json_finish(struct reporter *r, bool complete, char *err, size_t errlen)
{
	struct report_json *rj = (struct report_json *)r;
	start(rj);
	if (rj->open_errno) {
		if (strcmp(rj->path, "-") == 0)
			snprintf(err, errlen, "cannot create a temporary file for the JSON report: %s",
				 strerror(rj->open_errno));
		else
			snprintf(err, errlen, "cannot write '%s': %s", rj->path,
				 strerror(rj->open_errno));
		return -1;
	}
	cJSON *summary = cJSON_CreateObject();
	if (!summary) {
		rj->out_of_memory = true;
	} else {
		cJSON_AddNumberToObject(summary, "problems", (double)rj->problems);
		cJSON_AddNumberToObject(summary, "failed_problems", (double)rj->failed_problems);
		cJSON_AddNumberToObject(summary, "cases", (double)rj->cases);
		cJSON_AddNumberToObject(summary, "passed", (double)rj->passed);
		add_text(summary, "verdict", verdict_name(rj->worst));
		put(rj, rj->problems ? "\n  ],\n  \"summary\": " : "],\n  \"summary\": ");
		put_value(rj, summary);
		put(rj, complete ? ",\n  \"complete\": true\n}\n" : ",\n  \"complete\": false\n}\n");
		cJSON_Delete(summary);
	}
	if (rj->out_of_memory) {
		snprintf(err, errlen, "out of memory while building the JSON report");
		discard(rj);
		return -1;
	}
	return deliver(rj, err, errlen);
}

static void
json_free(struct reporter *r)
{
	struct report_json *rj = (struct report_json *)r;
	discard(rj);
	cJSON_Delete(rj->head);
	free(rj->path);
	free(rj);
}

static const struct reporter_ops json_ops = {
	.begin = json_begin,
	.on_case = json_case,
	.on_skip = json_skip,
	.end = json_end,
	.finish = json_finish,
	.free = json_free,
};
