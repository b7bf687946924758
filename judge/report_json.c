/* The JSON report (schema 1), built with cJSON; cJSON trees never leave this file. */
#include "report.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#define REPORT_SCHEMA 1

struct report_json {
	struct reporter base;
	char *path;
	cJSON *root;
	cJSON *problems;
	size_t cases, passed, failed_problems;
	enum verdict worst;
	bool out_of_memory;
};

static int add_problem(struct report_json *rj, const struct problem_result *pr);
static void json_free(struct reporter *r);

static const struct reporter_ops json_ops;

struct reporter *
report_json_new(const char *path, const struct sandbox_report *sb)
{
	struct report_json *rj = calloc(1, sizeof *rj);
	if (!rj)
		return NULL;
	rj->base.ops = &json_ops;
	rj->path = strdup(path);
	rj->root = cJSON_CreateObject();
	if (!rj->path || !rj->root)
		goto fail;
	cJSON_AddNumberToObject(rj->root, "schema", REPORT_SCHEMA);
	cJSON *judge = cJSON_AddObjectToObject(rj->root, "judge");
	cJSON_AddStringToObject(judge, "version", JUDGE_VERSION);
	if (sb) {
		cJSON *s = cJSON_AddObjectToObject(rj->root, "sandbox");
		cJSON_AddStringToObject(s, "cgroup", sb->cgroup);
		cJSON_AddStringToObject(s, "memory", sb->memory);
		cJSON_AddBoolToObject(s, "seccomp", sb->seccomp);
		cJSON_AddBoolToObject(s, "net_namespace", sb->net_namespace);
		cJSON_AddBoolToObject(s, "pid_namespace", sb->pid_namespace);
		cJSON_AddBoolToObject(s, "mount_namespace", sb->mount_namespace);
		cJSON_AddBoolToObject(s, "drops_privileges", sb->drops_privileges);
		cJSON_AddStringToObject(s, "warnings", sb->warnings);
	}
	rj->problems = cJSON_AddArrayToObject(rj->root, "problems");
	if (!rj->problems)
		goto fail;
	return &rj->base;
fail:
	json_free(&rj->base);
	return NULL;
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
		cJSON_AddStringToObject(obj, key, s);
	else
		cJSON_AddNullToObject(obj, key);
}

static cJSON *
case_json(const struct case_result *cr)
{
	cJSON *c = cJSON_CreateObject();
	if (!c)
		return NULL;
	cJSON_AddStringToObject(c, "name", cr->tc->name);
	cJSON_AddStringToObject(c, "file", cr->tc->file);
	cJSON_AddNumberToObject(c, "line", cr->tc->line);
	cJSON_AddStringToObject(c, "verdict", verdict_name(cr->verdict));
	add_string_or_null(c, "detail", cr->detail);
	cJSON_AddNumberToObject(c, "time_ms", (double)cr->cpu_us / 1000.0);
	cJSON_AddNumberToObject(c, "wall_ms", (double)cr->wall_us / 1000.0);
	cJSON_AddNumberToObject(c, "memory_kib", (double)(cr->memory_bytes / 1024));
	cJSON_AddNumberToObject(c, "output_bytes", (double)cr->output_bytes);
	if (cr->exit_code >= 0)
		cJSON_AddNumberToObject(c, "exit_code", cr->exit_code);
	else
		cJSON_AddNullToObject(c, "exit_code");
	if (cr->signal) {
		char name[32];
		cJSON_AddStringToObject(c, "signal",
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
		cJSON_AddStringToObject(d, "expected", k->expected);
		cJSON_AddStringToObject(d, "received", k->received);
		if (k->numeric) {
			cJSON_AddNumberToObject(d, "expected_value", k->expected_value);
			cJSON_AddNumberToObject(d, "received_value", k->received_value);
			cJSON_AddNumberToObject(d, "error", k->error);
		}
	}
	if (cr->stderr_head[0])
		cJSON_AddStringToObject(c, "stderr", cr->stderr_head);
	return c;
}

/* Adds a judged problem; on out of memory the report is marked and fails at finish. */
static void
json_end(struct reporter *r, const struct problem_result *pr)
{
	struct report_json *rj = (struct report_json *)r;
	if (add_problem(rj, pr) < 0)
		rj->out_of_memory = true;
}

static int
add_problem(struct report_json *rj, const struct problem_result *pr)
{
	cJSON *p = cJSON_CreateObject();
	if (!p)
		return -1;
	cJSON_AddItemToArray(rj->problems, p);
	cJSON_AddStringToObject(p, "id", pr->problem->id);
	cJSON_AddStringToObject(p, "title", pr->problem->title);
	cJSON_AddStringToObject(p, "solution", pr->solution);
	cJSON_AddStringToObject(p, "verdict", verdict_name(pr->verdict));
	add_string_or_null(p, "message", pr->message);
	cJSON *c = cJSON_AddObjectToObject(p, "compile");
	cJSON_AddStringToObject(c, "status", pr->compile.ok ? "ok" : "error");
	cJSON_AddBoolToObject(c, "cached", pr->compile.cached);
	cJSON_AddNumberToObject(c, "time_ms", (double)pr->compile.time_ms);
	add_string_or_null(c, "log", pr->compile.log);
	/* Custom checkers, each compiled once for the problem's cases. */
	cJSON *ks = cJSON_AddArrayToObject(p, "checkers");
	for (size_t i = 0; ks && i < pr->checkers.count; i++) {
		const struct checker_custom_build *b = &pr->checkers.builds[i];
		cJSON *k = cJSON_CreateObject();
		if (!k)
			return -1;
		cJSON_AddItemToArray(ks, k);
		cJSON_AddStringToObject(k, "source", b->spec->source);
		cJSON_AddStringToObject(k, "protocol", b->spec->protocol == CHECKER_PROTOCOL_KATTIS
							       ? "kattis" : "testlib");
		cJSON_AddStringToObject(k, "status", b->compile.ok ? "ok" : "error");
		cJSON_AddBoolToObject(k, "cached", b->compile.cached);
		cJSON_AddNumberToObject(k, "time_ms", (double)b->compile.time_ms);
		add_string_or_null(k, "log", b->compile.log);
	}
	add_limits(p, &pr->problem->limits);
	cJSON_AddNumberToObject(p, "passed", (double)pr->passed);
	cJSON_AddNumberToObject(p, "total", (double)pr->count);
	cJSON_AddNumberToObject(p, "selected", (double)pr->selected);
	cJSON_AddBoolToObject(p, "stopped", pr->stopped);
	cJSON *cases = cJSON_AddArrayToObject(p, "cases");
	if (!cases)
		return -1;
	for (size_t i = 0; i < pr->count; i++) {
		cJSON *cj = case_json(&pr->cases[i]);
		if (!cj)
			return -1;
		cJSON_AddItemToArray(cases, cj);
	}
	rj->cases += pr->count;
	rj->passed += pr->passed;
	if (pr->verdict != VERDICT_AC)
		rj->failed_problems++;
	rj->worst = verdict_worst(rj->worst, pr->verdict);
	return 0;
}

static int
json_finish(struct reporter *r, bool complete, char *err, size_t errlen)
{
	struct report_json *rj = (struct report_json *)r;
	const char *path = rj->path;
	if (rj->out_of_memory) {
		snprintf(err, errlen, "out of memory while building the JSON report");
		return -1;
	}
	cJSON *summary = cJSON_CreateObject();
	if (!summary) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	cJSON_AddNumberToObject(summary, "problems", cJSON_GetArraySize(rj->problems));
	cJSON_AddNumberToObject(summary, "failed_problems", (double)rj->failed_problems);
	cJSON_AddNumberToObject(summary, "cases", (double)rj->cases);
	cJSON_AddNumberToObject(summary, "passed", (double)rj->passed);
	cJSON_AddStringToObject(summary, "verdict", verdict_name(rj->worst));
	cJSON_DeleteItemFromObject(rj->root, "summary");
	cJSON_AddItemToObject(rj->root, "summary", summary);
	cJSON_DeleteItemFromObject(rj->root, "complete");
	cJSON_AddBoolToObject(rj->root, "complete", complete);

	char *text = cJSON_Print(rj->root);
	if (!text) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	int rc = 0;
	if (strcmp(path, "-") == 0) {
		if (fputs(text, stdout) == EOF || fputc('\n', stdout) == EOF) {
			snprintf(err, errlen, "cannot write the report to standard output");
			rc = -1;
		}
		free(text);
		return rc;
	}
	char tmp[PATH_MAX];
	snprintf(tmp, sizeof tmp, "%s.%d.tmp", path, (int)getpid());
	FILE *f = fopen(tmp, "w");
	if (!f) {
		snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
		free(text);
		return -1;
	}
	fputs(text, f);
	fputc('\n', f);
	if (fclose(f) != 0 || rename(tmp, path) < 0) {
		snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
		unlink(tmp);
		rc = -1;
	}
	free(text);
	return rc;
}

static void
json_free(struct reporter *r)
{
	struct report_json *rj = (struct report_json *)r;
	cJSON_Delete(rj->root);
	free(rj->path);
	free(rj);
}

static const struct reporter_ops json_ops = {
	.end = json_end,
	.finish = json_finish,
	.free = json_free,
};
