/* Reading a JSON report back: loading it, its recorded times, replaying it through reporters. */
#include "report_doc_impl.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/verdict.h"

/* The most a report may hold; a larger file is refused rather than read into memory. */
#define REPORT_MAX_BYTES ((size_t)1 << 30)

const char *
report_doc_string(const cJSON *obj, const char *key)
{
	const cJSON *m = cJSON_GetObjectItemCaseSensitive(obj, key);
	return cJSON_IsString(m) ? m->valuestring : NULL;
}

const cJSON *
report_doc_number(const cJSON *obj, const char *key)
{
	const cJSON *m = cJSON_GetObjectItemCaseSensitive(obj, key);
	return cJSON_IsNumber(m) ? m : NULL;
}

/* Milliseconds as written (3 decimals, not negative) back to whole microseconds. */
static int64_t
ms_to_us(double ms)
{
	return ms > 0 ? (int64_t)(ms * 1000.0 + 0.5) : 0;
}

const char *
report_kind_name(enum report_kind k)
{
	return k == REPORT_KIND_RUN ? "run" : "verify";
}

/* The whole file at path, NUL-terminated, its length into *len; NULL with errno set. */
static char *
read_all(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t cap = 0, n = 0;

	if (!f)
		return NULL;
	for (;;) {
		if (n + 1 >= cap) {
			char *more = cap >= REPORT_MAX_BYTES ? NULL : realloc(buf, cap ? 2 * cap : 65536);
			if (!more) {
				errno = cap >= REPORT_MAX_BYTES ? EFBIG : ENOMEM;
				break;
			}
			buf = more;
			cap = cap ? 2 * cap : 65536;
		}
		size_t got = fread(buf + n, 1, cap - n - 1, f);
		n += got;
		if (got == 0) {
			if (ferror(f))
				break;
			fclose(f);
			buf[n] = '\0';
			*len = n;
			return buf;
		}
	}
	int e = errno;
	fclose(f);
	free(buf);
	errno = e;
	return NULL;
}

/* Where at (inside text) is, as a line and a column from 1. */
static void
locate(const char *text, const char *at, int *line, int *column)
{
	*line = 1;
	*column = 1;
	for (const char *s = text; s < at && *s; s++) {
		if (*s == '\n') {
			++*line;
			*column = 1;
		} else {
			++*column;
		}
	}
}

struct report_doc *
report_doc_load(const char *path, char *err, size_t errlen)
{
	size_t len;
	char *text = read_all(path, &len);
	if (!text) {
		snprintf(err, errlen, "%s: cannot read: %s", path, strerror(errno));
		return NULL;
	}
	const char *end = NULL;
	cJSON *root = cJSON_ParseWithLengthOpts(text, len + 1, &end, true);
	if (!root) {
		int line, column;
		locate(text, end ? end : cJSON_GetErrorPtr(), &line, &column);
		snprintf(err, errlen, "%s:%d:%d: not valid JSON", path, line, column);
		free(text);
		return NULL;
	}
	free(text);

	const cJSON *schema = report_doc_number(root, "schema");
	const cJSON *judge = cJSON_GetObjectItemCaseSensitive(root, "judge");
	enum report_kind kind = cJSON_IsObject(judge) ? REPORT_KIND_RUN : REPORT_KIND_VERIFY;
	const char *version = cJSON_IsObject(judge) ? report_doc_string(judge, "version")
						    : cJSON_IsString(judge) ? judge->valuestring : NULL;
	const char *why = NULL;
	if (!cJSON_IsObject(root))
		why = "not a JSON object";
	else if (!schema || schema->valuedouble != 1)
		why = "not a judge report of schema 1 (no \"schema\": 1)";
	else if (!version)
		why = "no judge version (\"judge\")";
	else if (!cJSON_IsArray(cJSON_GetObjectItemCaseSensitive(root, "problems")))
		why = "no \"problems\" list";
	struct report_doc *d = why ? NULL : calloc(1, sizeof *d);
	if (!why && (!d || !(d->path = strdup(path))))
		why = "out of memory";
	if (why) {
		snprintf(err, errlen, "%s: %s", path, why);
		cJSON_Delete(root);
		free(d);
		return NULL;
	}
	d->root = root;
	d->kind = kind;
	return d;
}

enum report_kind
report_doc_kind(const struct report_doc *d)
{
	return d->kind;
}

const char *
report_doc_path(const struct report_doc *d)
{
	return d->path;
}

void
report_doc_free(struct report_doc *d)
{
	if (!d)
		return;
	cJSON_Delete(d->root);
	free(d->path);
	free(d);
}

static int
time_order(const void *a, const void *b)
{
	const struct report_time *x = a, *y = b;
	int c = strcmp(x->problem, y->problem);
	if (!c)
		c = strcmp(x->submission, y->submission);
	return c ? c : strcmp(x->name, y->name);
}

/* Adds the timed cases of list (times in key, milliseconds) to *out. */
static int
add_times(const cJSON *list, const char *problem, const char *submission, const char *key,
	  struct report_time **out, size_t *n, size_t *cap)
{
	const cJSON *c;
	cJSON_ArrayForEach(c, list) {
		const char *name = report_doc_string(c, "name");
		const cJSON *ms = report_doc_number(c, key);
		if (!name || !ms || !(ms->valuedouble >= 0))
			continue;
		if (*n == *cap) {
			size_t more = *cap ? 2 * *cap : 256;
			struct report_time *t = realloc(*out, more * sizeof *t);
			if (!t)
				return -1;
			*out = t;
			*cap = more;
		}
		(*out)[(*n)++] = (struct report_time){problem, submission, name,
						      ms_to_us(ms->valuedouble)};
	}
	return 0;
}

int
report_doc_times(const struct report_doc *d, struct report_time **out, size_t *n)
{
	size_t cap = 0;
	const cJSON *p, *s;

	*out = NULL;
	*n = 0;
	cJSON_ArrayForEach(p, cJSON_GetObjectItemCaseSensitive(d->root, "problems")) {
		const char *id = report_doc_string(p, "id");
		if (!id)
			continue;
		if (d->kind == REPORT_KIND_RUN &&
		    add_times(cJSON_GetObjectItemCaseSensitive(p, "cases"), id, "", "wall_ms", out,
			      n, &cap) < 0)
			goto fail;
		cJSON_ArrayForEach(s, cJSON_GetObjectItemCaseSensitive(p, "submissions")) {
			const char *label = report_doc_string(s, "label");
			if (label && add_times(cJSON_GetObjectItemCaseSensitive(s, "cases"), id,
					       label, "time_ms", out, n, &cap) < 0)
				goto fail;
		}
	}
	if (*n)
		qsort(*out, *n, sizeof **out, time_order);
	return 0;
fail:
	free(*out);
	*out = NULL;
	*n = 0;
	return -1;
}

const struct report_time *
report_time_find(const struct report_time *t, size_t n, const char *problem,
		 const char *submission, const char *name)
{
	struct report_time key = {problem, submission ? submission : "", name, 0};
	return n ? bsearch(&key, t, n, sizeof *t, time_order) : NULL;
}

/* Reading members for the replay: the first one missing or mistyped is kept in err. */
struct reading {
	const struct report_doc *d;
	char *err;
	size_t errlen;
	bool bad;
	char where[96];          /* "problems[2].cases[5]" */
};

static void
missing(struct reading *r, const char *key, const char *type)
{
	if (!r->bad)
		snprintf(r->err, r->errlen, "%s: %s: \"%s\" is missing or not %s", r->d->path,
			 r->where, key, type);
	r->bad = true;
}

/* A string member, "" for null when nullable. */
static const char *
text(struct reading *r, const cJSON *obj, const char *key, bool nullable)
{
	const cJSON *m = cJSON_GetObjectItemCaseSensitive(obj, key);
	if (cJSON_IsString(m))
		return m->valuestring;
	if (nullable && (!m || cJSON_IsNull(m)))
		return "";
	missing(r, key, nullable ? "a string or null" : "a string");
	return "";
}

static double
number(struct reading *r, const cJSON *obj, const char *key)
{
	const cJSON *m = report_doc_number(obj, key);
	if (!m) {
		missing(r, key, "a number");
		return 0;
	}
	return m->valuedouble;
}

static bool
flag(struct reading *r, const cJSON *obj, const char *key)
{
	const cJSON *m = cJSON_GetObjectItemCaseSensitive(obj, key);
	if (!cJSON_IsBool(m))
		missing(r, key, "true or false");
	return cJSON_IsTrue(m);
}

static enum verdict
verdict(struct reading *r, const cJSON *obj, const char *key)
{
	enum verdict v = VERDICT_JE;
	if (verdict_parse(text(r, obj, key, false), &v) < 0)
		missing(r, key, "a verdict");
	return v;
}

/* When a problem's judging began: 0 for null or none (a report of an older judge). */
static time_t
started(struct reading *r, const cJSON *obj)
{
	const char *s = text(r, obj, "started", true);
	time_t t = 0;

	if (s[0] && report_parse_utc(s, &t) < 0)
		missing(r, "started", "a moment in UTC (2026-12-02T01:02:03Z) or null");
	return t;
}

/* Copies a string member into a field of the records (cut to fit). */
static void
copy(struct reading *r, char *to, size_t len, const cJSON *obj, const char *key)
{
	snprintf(to, len, "%s", text(r, obj, key, true));
}

/* A scored problem's scores read back: its groups as a plan, their scores as given. */
struct read_score {
	struct score_plan plan;
	struct score_given given;
	double *groups;
	bool *passed;
};

/*
 * Reads o's score, max_score and groups into *s, when o has a score (else s
 * stays empty: not scored).  The names are borrowed from the document.
 * Returns false with r's error set when they are not what the report writes.
 */
static bool
read_score(struct reading *r, const cJSON *o, struct read_score *s)
{
	const cJSON *gs = cJSON_GetObjectItemCaseSensitive(o, "groups"), *x;
	size_t g = 0, n;

	memset(s, 0, sizeof *s);
	if (!cJSON_GetObjectItemCaseSensitive(o, "score"))
		return true;
	if (!cJSON_IsArray(gs)) {
		missing(r, "groups", "a list");
		return false;
	}
	n = (size_t)cJSON_GetArraySize(gs);
	s->plan.groups = calloc(n ? n : 1, sizeof *s->plan.groups);
	s->groups = calloc(n ? n : 1, sizeof *s->groups);
	s->passed = calloc(n ? n : 1, sizeof *s->passed);
	if (!s->plan.groups || !s->groups || !s->passed) {
		snprintf(r->err, r->errlen, "out of memory");
		r->bad = true;
		return false;
	}
	s->plan.ngroups = n;
	s->plan.max = number(r, o, "max_score");
	cJSON_ArrayForEach(x, gs) {
		struct score_group *sg = &s->plan.groups[g];
		sg->name = (char *)text(r, x, "name", false);
		sg->max = number(r, x, "max_score");
		sg->aggregation = score_aggregation_parse(text(r, x, "aggregation", false),
							  SCORE_PASS_FAIL);
		s->groups[g] = number(r, x, "score");
		s->passed[g++] = flag(r, x, "passed");
	}
	s->given = (struct score_given){s->groups, s->passed, number(r, o, "score")};
	return !r->bad;
}

static void
read_score_fini(struct read_score *s)
{
	free(s->plan.groups);
	free(s->groups);
	free(s->passed);
}

static struct limits
limits(struct reading *r, const cJSON *obj)
{
	const cJSON *l = cJSON_GetObjectItemCaseSensitive(obj, "limits");
	if (!cJSON_IsObject(l))
		missing(r, "limits", "an object");
	return (struct limits){
		.time_ms = (int64_t)number(r, l, "time_ms"),
		.wall_ms = (int64_t)number(r, l, "wall_ms"),
		.memory_bytes = (int64_t)number(r, l, "memory_kib") * 1024,
		.output_bytes = (int64_t)number(r, l, "output_kib") * 1024,
		.processes = (int64_t)number(r, l, "processes"),
	};
}

/*
 * A problem's limits_scale back into p, whose limits are those in force
 * (none in an older judge's report: then as they are, not scaled).
 */
static void
read_scale(struct reading *r, const cJSON *o, struct problem *p)
{
	const cJSON *s = cJSON_GetObjectItemCaseSensitive(o, "limits_scale");
	const cJSON *n;

	p->scale.factor = 1;
	if (!s)
		return;
	if (!cJSON_IsObject(s)) {
		missing(r, "limits_scale", "an object");
		return;
	}
	double factor = number(r, s, "factor");
	if (r->bad)
		return;
	if (!(factor >= 1 / PROBLEM_SCALE_MAX && factor <= PROBLEM_SCALE_MAX)) {
		missing(r, "factor", "a number from 1/16 to 16");
		return;
	}
	double time_ms = number(r, s, "written_time_ms"), wall_ms = number(r, s, "written_wall_ms");
	if (r->bad)
		return;
	if (!(time_ms >= 1 && time_ms <= 1e9 && wall_ms >= 1 && wall_ms <= 1e9)) {
		missing(r, "written_time_ms", "milliseconds from 1 to 1e9 (with written_wall_ms)");
		return;
	}
	p->scale.factor = factor;
	p->limits.time_ms = (int64_t)time_ms;
	p->limits.wall_ms = (int64_t)wall_ms;
	/* Scores as `judge calibrate` gives them; anything else is left out. */
	if ((n = report_doc_number(s, "calibration")) && n->valuedouble >= 1 &&
	    n->valuedouble <= 1e6)
		p->calibration = (int64_t)n->valuedouble;
	if ((n = report_doc_number(s, "machine")) && n->valuedouble >= 1 && n->valuedouble <= 1e6)
		p->scale.here = (int64_t)n->valuedouble;
	snprintf(p->scale.why, sizeof p->scale.why, "%s", text(r, s, "why_not", true));
}

/* The signal named name ("SIGSEGV"), or 0. */
static int
signal_number(const char *name)
{
	char buf[32];
	for (int sig = 1; *name && sig < NSIG; sig++)
		if (strcmp(verdict_signal_name(sig, buf, sizeof buf), name) == 0)
			return sig;
	return 0;
}

/* A case's name and where it is written, back into a testcase (no limits). */
static struct testcase
read_place(struct reading *r, const cJSON *c, size_t index)
{
	return (struct testcase){
		.name = (char *)text(r, c, "name", false),
		.index = index,
		.file = text(r, c, "file", false),
		.line = (int)number(r, c, "line"),
		.column = (int)number(r, c, "column"),
	};
}

/* A case object back into its testcase and result. */
static void
read_case(struct reading *r, const cJSON *c, size_t index, struct testcase *tc,
	  struct case_result *cr)
{
	*tc = read_place(r, c, index);
	tc->limits = limits(r, c);
	*cr = (struct case_result){
		.tc = tc,
		.verdict = verdict(r, c, "verdict"),
		.usage = {
			.cpu_us = ms_to_us(number(r, c, "time_ms")),
			.wall_us = ms_to_us(number(r, c, "wall_ms")),
			.memory_bytes = (int64_t)number(r, c, "memory_kib") * 1024,
			.output_bytes = (int64_t)number(r, c, "output_bytes"),
		},
		.rerun = flag(r, c, "rerun"),
		.cached = flag(r, c, "cached"),
		.runs = (int)number(r, c, "runs"),
		.signal = signal_number(text(r, c, "signal", true)),
	};
	const cJSON *code = report_doc_number(c, "exit_code");
	cr->exit_code = code ? code->valueint : -1;
	copy(r, cr->detail, sizeof cr->detail, c, "detail");
	copy(r, cr->message, sizeof cr->message, c, "message");
	copy(r, cr->hint, sizeof cr->hint, c, "hint");
	copy(r, cr->stderr_head, sizeof cr->stderr_head, c, "stderr");
	const cJSON *k = cJSON_GetObjectItemCaseSensitive(c, "difference");
	if (cJSON_IsObject(k)) {
		struct check_result *x = &cr->check;
		cr->checked = true;
		x->verdict = cr->verdict;
		x->line = (int64_t)number(r, k, "line");
		x->column = (int64_t)number(r, k, "column");
		x->token = (int64_t)number(r, k, "token");
		copy(r, x->expected, sizeof x->expected, k, "expected");
		copy(r, x->received, sizeof x->received, k, "received");
		x->numeric = report_doc_number(k, "expected_value") != NULL;
		if (x->numeric) {
			x->expected_value = number(r, k, "expected_value");
			x->received_value = number(r, k, "received_value");
			x->error = number(r, k, "error");
		}
	}
	/* A multi-pass case's passes, each as it ended. */
	const cJSON *ps = cJSON_GetObjectItemCaseSensitive(c, "passes"), *one;
	const cJSON *list = cJSON_GetObjectItemCaseSensitive(ps, "list");
	if (ps && !cJSON_IsNull(ps) && !cJSON_IsArray(list))
		missing(r, "passes", "{\"count\", \"list\"}");
	if (!cJSON_IsArray(list))
		list = NULL;
	char where[sizeof r->where];
	snprintf(where, sizeof where, "%s", r->where);
	cJSON_ArrayForEach(one, list) {
		snprintf(r->where, sizeof r->where, "%.70s.passes[%d]", where, cr->passes);
		if (cr->passes == CHECKER_PASSES_MAX) {
			char most[48];

			snprintf(most, sizeof most, "a list of at most %d passes", CHECKER_PASSES_MAX);
			missing(r, "passes", most);
			break;
		}
		cr->pass[cr->passes++] = (struct case_pass){
			.verdict = verdict(r, one, "verdict"),
			.usage = {
				.cpu_us = ms_to_us(number(r, one, "time_ms")),
				.wall_us = ms_to_us(number(r, one, "wall_ms")),
				.memory_bytes = (int64_t)number(r, one, "memory_kib") * 1024,
			},
		};
	}
	snprintf(r->where, sizeof r->where, "%s", where);
}

/* One problem: begin, its cases, end.  Returns whether it could be read. */
static bool
replay_problem(struct reading *r, const cJSON *o, struct reporter **rs, size_t n)
{
	struct language lang = {0};
	struct problem p = {
		.id = (char *)text(r, o, "id", false),
		.title = (char *)text(r, o, "title", false),
		.solution = (char *)text(r, o, "solution", false),
		.limits = limits(r, o),
	};
	read_scale(r, o, &p);
	const cJSON *compile = cJSON_GetObjectItemCaseSensitive(o, "compile");
	const cJSON *cases = cJSON_GetObjectItemCaseSensitive(o, "cases");
	if (!cJSON_IsObject(compile))
		missing(r, "compile", "an object");
	if (!cJSON_IsArray(cases))
		missing(r, "cases", "a list");
	if (r->bad)
		return false;

	struct problem_result pr = {
		.problem = &p,
		.solution = p.solution,
		.verdict = VERDICT_AC,
		.compile = {
			.ok = strcmp(text(r, compile, "status", false), "ok") == 0,
			.cached = flag(r, compile, "cached"),
			.time_ms = (int64_t)number(r, compile, "time_ms"),
			.log = (char *)text(r, compile, "log", true),
		},
		.selected = (size_t)number(r, o, "selected"),
	};
	lang.id = (char *)text(r, o, "language", true);
	pr.language = lang.id[0] ? &lang : NULL;
	struct read_score score;
	if (!read_score(r, o, &score)) {
		read_score_fini(&score);
		return false;
	}
	if (score.plan.groups)
		pr.score = (struct score_tally){.plan = &score.plan, .given = &score.given};
	copy(r, pr.compiler, sizeof pr.compiler, o, "compiler");
	reporters_begin(rs, n, &p, p.solution);

	const cJSON *c;
	size_t i = 0;
	char where[sizeof r->where];
	snprintf(where, sizeof where, "%s", r->where);
	cJSON_ArrayForEach(c, cases) {
		struct testcase tc;
		struct case_result cr;
		snprintf(r->where, sizeof r->where, "%.60s.cases[%zu]", where, i);
		read_case(r, c, i++, &tc, &cr);
		if (r->bad)
			break;
		pr.count++;
		pr.passed += cr.verdict == VERDICT_AC;
		pr.reruns += cr.rerun;
		pr.cached += cr.cached;
		pr.verdict = verdict_worst(pr.verdict, cr.verdict);
		reporters_case(rs, n, &pr, &cr);
	}
	if (r->bad) {
		read_score_fini(&score);
		return false;
	}
	snprintf(r->where, sizeof r->where, "%s", where);
	/* The selected cases it did not judge (none in an older judge's report). */
	const cJSON *skips = cJSON_GetObjectItemCaseSensitive(o, "not_judged");
	size_t k = 0;
	if (skips && !cJSON_IsArray(skips) && !cJSON_IsNull(skips))
		missing(r, "not_judged", "a list");
	if (!cJSON_IsArray(skips))
		skips = NULL;
	cJSON_ArrayForEach(c, skips) {
		snprintf(r->where, sizeof r->where, "%.60s.not_judged[%zu]", where, k++);
		struct testcase tc = read_place(r, c, i++);
		if (r->bad)
			break;
		reporters_skip(rs, n, &pr, &tc);
	}
	if (r->bad) {
		read_score_fini(&score);
		return false;
	}
	snprintf(r->where, sizeof r->where, "%s", where);
	/* The problem's own verdict (CE, JE), message and stop, as it ended. */
	pr.verdict = verdict(r, o, "verdict");
	pr.stopped = flag(r, o, "stopped");
	pr.started = started(r, o);
	copy(r, pr.message, sizeof pr.message, o, "message");
	if (!r->bad)
		reporters_end(rs, n, &pr);
	read_score_fini(&score);
	return !r->bad;
}

int
report_doc_replay(const struct report_doc *d, struct reporter **rs, size_t n, char *err,
		  size_t errlen)
{
	struct reading r = {.d = d, .err = err, .errlen = errlen};
	const cJSON *p;
	size_t i = 0;

	if (d->kind != REPORT_KIND_RUN) {
		snprintf(err, errlen, "%s: a verify report; only a run report can be rendered",
			 d->path);
		return 1;
	}
	cJSON_ArrayForEach(p, cJSON_GetObjectItemCaseSensitive(d->root, "problems")) {
		snprintf(r.where, sizeof r.where, "problems[%zu]", i++);
		if (!replay_problem(&r, p, rs, n))
			return 1;
	}
	snprintf(r.where, sizeof r.where, "the report");
	bool complete = flag(&r, d->root, "complete");
	if (r.bad)
		return 1;
	return reporters_finish(rs, n, complete, err, errlen) < 0 ? -1 : 0;
}
