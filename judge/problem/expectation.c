/* What each submission must do: folder defaults, submissions.yaml, the tally of its cases. */
#include "expectation.h"

#include <dirent.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/suggest.h"
#include "source_set.h"
#include "ydoc.h"
#include "yfield.h"

#define BIT EXPECTATION_BIT
#define ALL (BIT(VERDICT_AC) | BIT(VERDICT_WA) | BIT(VERDICT_TLE) | BIT(VERDICT_RE))
#define FAILS (ALL & ~BIT(VERDICT_AC))

/* A folder under submissions/ and its default rule. */
struct default_rule {
	const char *dir;
	unsigned permitted;      /* 0: not given */
	unsigned required;
	enum expectation_time time;
};

/*
 * The judge's format: its verdict on some case, AC on the others.  Only the
 * accepted ones (and the main solution) bound the time limit from below.
 */
static const struct default_rule own_defaults[] = {
	{"accepted", BIT(VERDICT_AC), 0, EXPECTATION_TIME_DEFAULT},
	{"partially_accepted", ALL | BIT(VERDICT_MLE) | BIT(VERDICT_OLE), 0, EXPECTATION_TIME_NO},
	{"run_time_error", BIT(VERDICT_AC) | BIT(VERDICT_RE), BIT(VERDICT_RE),
	 EXPECTATION_TIME_NO},
	{"time_limit_exceeded", BIT(VERDICT_AC) | BIT(VERDICT_TLE), BIT(VERDICT_TLE),
	 EXPECTATION_TIME_DEFAULT},
	{"wrong_answer", BIT(VERDICT_AC) | BIT(VERDICT_WA), BIT(VERDICT_WA),
	 EXPECTATION_TIME_NO},
};

/* The folder of the judge's format whose submissions give their score in a comment. */
#define PARTIAL_DIR "partially_accepted"


/* The legacy package format's table: only accepted submissions bound the limit from below. */
static const struct default_rule legacy_defaults[] = {
	{"accepted", BIT(VERDICT_AC), 0, EXPECTATION_TIME_DEFAULT},
	{"run_time_error", 0, BIT(VERDICT_RE), EXPECTATION_TIME_NO},
	{"time_limit_exceeded", BIT(VERDICT_AC) | BIT(VERDICT_WA) | BIT(VERDICT_TLE),
	 BIT(VERDICT_TLE), EXPECTATION_TIME_DEFAULT},
	{"wrong_answer", BIT(VERDICT_AC) | BIT(VERDICT_WA), BIT(VERDICT_WA), EXPECTATION_TIME_NO},
};

/* The current format's "default directories". */
static const struct default_rule current_defaults[] = {
	{"accepted", BIT(VERDICT_AC), 0, EXPECTATION_TIME_DEFAULT},
	{"brute_force", BIT(VERDICT_AC) | BIT(VERDICT_RE) | BIT(VERDICT_TLE),
	 BIT(VERDICT_RE) | BIT(VERDICT_TLE), EXPECTATION_TIME_DEFAULT},
	{"rejected", 0, FAILS, EXPECTATION_TIME_DEFAULT},
	{"run_time_error", BIT(VERDICT_AC) | BIT(VERDICT_RE), BIT(VERDICT_RE),
	 EXPECTATION_TIME_DEFAULT},
	{"time_limit_exceeded", BIT(VERDICT_AC) | BIT(VERDICT_TLE), BIT(VERDICT_TLE),
	 EXPECTATION_TIME_DEFAULT},
	{"wrong_answer", BIT(VERDICT_AC) | BIT(VERDICT_WA), BIT(VERDICT_WA),
	 EXPECTATION_TIME_DEFAULT},
};

/*
 * Whether path, or one of the folders it lies in, matches pattern: fnmatch
 * with '*' inside one name, after expanding {a,b} alternatives.
 */
static bool
glob_match(const char *pattern, const char *path)
{
	const char *open = strchr(pattern, '{');

	if (open) {
		int depth = 0;
		const char *close = NULL;

		for (const char *c = open; *c && !close; c++) {
			depth += *c == '{';
			depth -= *c == '}';
			if (!depth)
				close = c;
		}
		if (close) {
			char buf[PATH_MAX];
			const char *alt = open + 1;

			for (;;) {
				const char *end = alt;
				for (depth = 0; end < close && (depth || *end != ','); end++) {
					depth += *end == '{';
					depth -= *end == '}';
				}
				snprintf(buf, sizeof buf, "%.*s%.*s%s", (int)(open - pattern), pattern,
					 (int)(end - alt), alt, close + 1);
				if (glob_match(buf, path))
					return true;
				if (end >= close)
					return false;
				alt = end + 1;
			}
		}
	}
	char prefix[PATH_MAX];
	size_t n = strlen(path);

	for (size_t k = 1; k <= n && k < sizeof prefix; k++) {
		if (k < n && path[k] != '/')
			continue;
		memcpy(prefix, path, k);
		prefix[k] = '\0';
		if (fnmatch(pattern, prefix, FNM_PATHNAME) == 0)
			return true;
	}
	return false;
}

static int
add_rule(struct expectation_set *s, const char *submissions, const char *cases,
	 struct expectation_rule **out)
{
	struct expectation_rule *grown = realloc(s->rules, (s->nrules + 1) * sizeof *grown);

	if (!grown)
		return -1;
	s->rules = grown;
	struct expectation_rule *r = &grown[s->nrules];
	memset(r, 0, sizeof *r);
	r->permitted = ALL;
	r->submissions = strdup(submissions);
	r->cases = cases ? strdup(cases) : NULL;
	s->nrules++;
	if (!r->submissions || (cases && !r->cases))
		return -1;
	*out = r;
	return 0;
}

static int
add_submission(struct expectation_set *s, const char *path, const char *label, bool main)
{
	struct expected_submission *grown = realloc(s->subs, (s->nsubs + 1) * sizeof *grown);

	if (!grown)
		return -1;
	s->subs = grown;
	struct expected_submission *x = &grown[s->nsubs++];
	memset(x, 0, sizeof *x);
	x->path = strdup(path);
	x->label = strdup(label);
	x->main = main;
	return x->path && x->label ? 0 : -1;
}

static int
not_hidden(const struct dirent *de)
{
	return de->d_name[0] != '.';
}

/*
 * The programs in submissions/dir, in name order; with dir NULL, those of
 * every folder of submissions/ (a package's).
 */
static int
collect(struct expectation_set *s, const struct problem *p, const struct language_table *t,
	const char *dir)
{
	char path[PATH_MAX];
	struct dirent **names;
	int rc = 0;

	snprintf(path, sizeof path, "%s/submissions%s%s", p->dir, dir ? "/" : "", dir ? dir : "");
	int k = scandir(path, &names, not_hidden, alphasort);
	for (int i = 0; i < k; i++) {
		char src[PATH_MAX * 2], label[PATH_MAX];
		struct stat st;
		bool folder;

		snprintf(src, sizeof src, "%s/%s", path, names[i]->d_name);
		snprintf(label, sizeof label, "%s/%s", dir ? dir : "", names[i]->d_name);
		folder = stat(src, &st) == 0 && S_ISDIR(st.st_mode);
		/*
		 * A package's file in a language outside the table is listed too
		 * (not judged, saying why), as BAPCtools lists what it cannot build.
		 */
		if (!dir && folder && collect(s, p, t, names[i]->d_name) < 0)
			rc = -1;
		else if (dir && (folder || language_for_file(t, src) ||
				 (p->format && S_ISREG(st.st_mode))) &&
			 add_submission(s, src, label, false) < 0)
			rc = -1;
		free(names[i]);
	}
	if (k >= 0)
		free(names);
	return rc;
}

/* The case names of td, by index. */
static int
read_cases(struct expectation_set *s, const struct testdata *td, struct diag *d)
{
	struct testcase tc;
	struct testdata_reader *r = testdata_reader_new(td, d);
	int got, rc = 0;

	s->cases = calloc(td->count ? td->count : 1, sizeof *s->cases);
	if (!r || !s->cases) {
		testdata_reader_free(r);
		return diag_error(d, td->problem->dir, 0, 0, "out of memory");
	}
	s->ncases = td->count;
	while ((got = testdata_read(r, &tc)) > 0) {
		if (tc.index < s->ncases && !(s->cases[tc.index] = strdup(tc.name)))
			rc = -1;
		testcase_fini(&tc);
	}
	testdata_reader_free(r);
	if (rc < 0)
		return diag_error(d, td->problem->dir, 0, 0, "out of memory");
	return got < 0 ? -1 : 0;
}

/* The verdicts of a permitted or required list: AC, WA, TLE, RTE. */
static int
parse_verdicts(struct yctx *ctx, const struct ynode *v, unsigned *out)
{
	static const struct {
		const char *name;
		enum verdict v;
	} names[] = {{"AC", VERDICT_AC}, {"WA", VERDICT_WA}, {"TLE", VERDICT_TLE},
		     {"RTE", VERDICT_RE}};
	const struct ynode *one = v;
	size_t n = 1;
	int rc = 0;

	if (v->type == YNODE_SEQUENCE)
		n = v->count;
	else if (v->type != YNODE_SCALAR)
		return yctx_error(ctx, v, "expected a list of verdicts, not %s", ynode_kind(v));
	*out = 0;
	for (size_t i = 0; i < n; i++) {
		size_t k = 0;

		if (v->type == YNODE_SEQUENCE)
			one = v->items[i];
		while (k < 4 && (one->type != YNODE_SCALAR || strcmp(one->text, names[k].name)))
			k++;
		if (k == 4)
			rc = yctx_error(ctx, one, "expected a verdict (AC, WA, TLE or RTE), not '%s'",
					one->type == YNODE_SCALAR ? one->text : ynode_kind(one));
		else
			*out |= BIT(names[k].v);
	}
	if (!rc && !*out)
		rc = yctx_error(ctx, v, "an empty list of verdicts");
	return rc;
}

/* The keys a rule takes, for a submission glob and for a test group under it. */
static const char *const rule_keys[] = {
	"authors", "entrypoint", "language", "message", "model_solution", "permitted",
	"required", "score", "use_for_time_limit",
};
#define NRULE_KEYS (sizeof rule_keys / sizeof *rule_keys)

static bool
is_group_key(const char *key)
{
	return strcmp(key, "message") && strcmp(key, "permitted") && strcmp(key, "required") &&
	       strcmp(key, "score") && strcmp(key, "use_for_time_limit");
}

/* Applies key: value to rule r (nested: under a test group). */
static int
apply_key(struct yctx *ctx, const struct expectation_set *s, const struct language_table *t,
	  struct expectation_rule *r, const struct ynode *key, const struct ynode *v)
{
	const char *k = key->text;

	/* YAML's null: not given. */
	if (ynode_null(v))
		return 0;
	if (!strcmp(k, "permitted")) {
		r->permitted_given = true;
		return parse_verdicts(ctx, v, &r->permitted);
	}
	if (!strcmp(k, "required"))
		return parse_verdicts(ctx, v, &r->required);
	if (!strcmp(k, "message"))
		return yparse_string(ctx, v, &r->message);
	if (!strcmp(k, "use_for_time_limit")) {
		bool b;

		if (v->type == YNODE_SCALAR && !strcmp(v->text, "lower"))
			r->time = EXPECTATION_TIME_LOWER;
		else if (v->type == YNODE_SCALAR && !strcmp(v->text, "upper"))
			r->time = EXPECTATION_TIME_UPPER;
		else if (yparse_bool(ctx, v, &b) < 0)
			return yctx_error(ctx, v, "use_for_time_limit is true, false, lower or upper");
		else
			r->time = b ? EXPECTATION_TIME_DEFAULT : EXPECTATION_TIME_NO;
		return 0;
	}
	if (!strcmp(k, "score") && s->scored) {
		r->score_given = true;
		return score_range_parse(ctx, v, &r->score);
	}
	if (!strcmp(k, "score"))
		return yctx_error(ctx, key, "'score' is only for scoring problems (this one is "
				  "pass-fail)");
	if (!strcmp(k, "entrypoint")) {
		if (yparse_string(ctx, v, &r->entrypoint) < 0)
			return -1;
		if (strchr(r->entrypoint, '/'))
			return yctx_error(ctx, v, "an entrypoint is a file or class of the "
					  "submission, not a path: '%s'", r->entrypoint);
		return 0;
	}
	if (!strcmp(k, "model_solution")) {
		bool b;
		return yparse_bool(ctx, v, &b);
	}
	if (!strcmp(k, "language")) {
		bool known = false;

		for (size_t i = 0; v->type == YNODE_SCALAR && i < t->count; i++)
			known |= language_is(&t->items[i], v->text);
		if (!known)
			return yctx_error(ctx, v, "unknown language '%s' (see 'judge doctor')",
					  v->type == YNODE_SCALAR ? v->text : ynode_kind(v));
		/* The judge finds a language by the files: one naming another is refused. */
		for (size_t i = 0; i < s->nsubs; i++) {
			struct source_set ss = {0};
			char err[256];

			if (!glob_match(r->submissions, s->subs[i].label))
				continue;
			int bad = source_set_open(&ss, t, s->root, s->subs[i].path, err,
						  sizeof err) == 0 &&
				  !language_is(ss.language, v->text);
			if (bad)
				yctx_error(ctx, v, "language '%s' for '%s' (written in %s) is not "
					   "supported yet", v->text, s->subs[i].label,
					   ss.language->name);
			source_set_fini(&ss);
			if (bad)
				return -1;
		}
		return 0;
	}
	/* authors: a person or a list of them; not used here. */
	return 0;
}

/* The rule of folder dir's defaults, or NULL. */
static struct expectation_rule *
default_rule(struct expectation_set *s, const char *dir)
{
	for (size_t i = 0; i < s->nrules; i++) {
		if (!s->rules[i].line && !s->rules[i].cases && !strcmp(s->rules[i].submissions, dir))
			return &s->rules[i];
	}
	return NULL;
}

static bool
matches_case(const struct expectation_set *s, const char *glob)
{
	for (size_t i = 0; i < s->ncases; i++) {
		if (s->cases[i] && glob_match(glob, s->cases[i]))
			return true;
	}
	return false;
}

/* One submission glob's mapping: its own keys and its test groups'. */
static int
parse_entry(struct yctx *ctx, struct expectation_set *s, const struct language_table *t,
	    const struct ynode *key, const struct ynode *map)
{
	struct expectation_rule *r = default_rule(s, key->text);
	int rc = 0;

	if (map->type != YNODE_MAPPING && !ynode_null(map))
		return yctx_error(ctx, map, "the rules for '%s' must be a mapping, not %s",
				  key->text, ynode_kind(map));
	if (!r && add_rule(s, key->text, NULL, &r) < 0)
		return yctx_error(ctx, key, "out of memory");
	r->line = key->line;
	r->column = key->column;
	size_t own = (size_t)(r - s->rules);
	for (size_t i = 0; i + 1 < map->count; i += 2) {
		const struct ynode *k = map->items[i], *v = map->items[i + 1];
		const char *best;

		if (k->type != YNODE_SCALAR) {
			rc = yctx_error(ctx, k, "keys must be scalars");
			continue;
		}
		for (size_t j = 0; j < i; j += 2) {
			if (map->items[j]->type == YNODE_SCALAR && !strcmp(map->items[j]->text, k->text))
				rc = yctx_error(ctx, k, "duplicate key '%s' (first at line %d)", k->text,
						map->items[j]->line);
		}
		bool known = false;
		for (size_t j = 0; j < NRULE_KEYS; j++)
			known |= !strcmp(k->text, rule_keys[j]);
		if (known) {
			if (apply_key(ctx, s, t, &s->rules[own], k, v) < 0)
				rc = -1;
			continue;
		}
		if (v->type != YNODE_MAPPING) {
			if (suggest(k->text, rule_keys, NRULE_KEYS, &best, 1))
				rc = yctx_error(ctx, k, "unknown submissions.yaml key '%s' (did you mean "
						"'%s'?)", k->text, best);
			else
				rc = yctx_error(ctx, k, "unknown submissions.yaml key '%s' (a test group "
						"takes a mapping)", k->text);
			continue;
		}
		/* As BAPCtools reads it: a rule over no case holds nothing, but is no error. */
		if (!matches_case(s, k->text)) {
			yctx_warning(ctx, k, "'%s' matches no test group or case under data/",
				     k->text);
			continue;
		}
		struct expectation_rule *g;
		if (add_rule(s, key->text, k->text, &g) < 0)
			return yctx_error(ctx, k, "out of memory");
		g->line = k->line;
		g->column = k->column;
		for (size_t j = 0; j + 1 < v->count; j += 2) {
			const struct ynode *gk = v->items[j];

			if (gk->type != YNODE_SCALAR || is_group_key(gk->text)) {
				const char *name = gk->type == YNODE_SCALAR ? gk->text : "?";
				if (suggest(name, rule_keys, NRULE_KEYS, &best, 1))
					rc = yctx_error(ctx, gk, "unknown test group rule key '%s' (did "
							"you mean '%s'?)", name, best);
				else
					rc = yctx_error(ctx, gk, "unknown test group rule key '%s'", name);
			} else if (apply_key(ctx, s, t, &s->rules[s->nrules - 1], gk, v->items[j + 1]) <
				   0) {
				rc = -1;
			}
		}
	}
	return rc;
}

/* use_for_time_limit: lower and upper as the constraints they stand for. */
static int
apply_time(struct yctx *ctx, struct expectation_rule *r)
{
	const struct ynode at = {.line = r->line, .column = r->column};
	unsigned lower = BIT(VERDICT_AC) | BIT(VERDICT_WA) | BIT(VERDICT_RE);

	if (r->time == EXPECTATION_TIME_LOWER) {
		if (r->permitted_given && (r->permitted & BIT(VERDICT_TLE)))
			return yctx_error(ctx, &at, "use_for_time_limit: lower, but TLE is permitted");
		r->permitted &= lower;
		r->permitted_given = true;
	}
	if (r->time == EXPECTATION_TIME_UPPER) {
		if (r->required && r->required != BIT(VERDICT_TLE))
			return yctx_error(ctx, &at, "use_for_time_limit: upper, but required is not "
					  "[TLE]");
		r->required = BIT(VERDICT_TLE);
	}
	return 0;
}

static int
load_yaml(struct expectation_set *s, const struct language_table *t, struct diag *d)
{
	struct yctx ctx = {.path = s->yaml, .diag = d};
	struct ydoc *doc = ydoc_load(s->yaml, d);
	int rc = 0;

	if (!doc)
		return -1;
	const struct ynode *root = doc->root;
	if (root && root->type != YNODE_MAPPING) {
		rc = yctx_error(&ctx, root, "submissions.yaml must be a mapping, not %s",
				ynode_kind(root));
		root = NULL;
	}
	for (size_t i = 0; root && i + 1 < root->count; i += 2) {
		const struct ynode *key = root->items[i];
		bool any = false;

		if (key->type != YNODE_SCALAR) {
			rc = yctx_error(&ctx, key, "keys must be scalars");
			continue;
		}
		for (size_t j = 0; j < s->nsubs && !any; j++)
			any = glob_match(key->text, s->subs[j].label);
		/* BAPCtools' own tests keep such rules on purpose: one is no error. */
		if (!any) {
			yctx_warning(&ctx, key, "'%s' matches no submission under submissions/",
				     key->text);
			continue;
		}
		if (parse_entry(&ctx, s, t, key, root->items[i + 1]) < 0)
			rc = -1;
	}
	for (size_t i = 0; i < s->nrules; i++) {
		const struct expectation_rule *r = &s->rules[i];

		if (apply_time(&ctx, &s->rules[i]) < 0)
			rc = -1;
		if (r->score_given && r->cases)
			rc = yctx_error(&ctx, &(struct ynode){.line = r->line, .column = r->column},
					"a score for some cases only ('%s') is not supported yet: "
					"give the submission's whole score", r->cases);
	}
	ydoc_free(doc);
	return rc;
}

bool
expectation_covers(const struct expectation_set *s, const struct expectation_rule *r, size_t i)
{
	return !r->cases || (i < s->ncases && s->cases[i] && glob_match(r->cases, s->cases[i]));
}

/*
 * x's entrypoint from its rules: the least of those given, as BAPCtools takes
 * it, with a warning when they differ.
 */
static void
entrypoint_of(const struct expectation_set *s, struct expected_submission *x, struct yctx *ctx)
{
	const struct expectation_rule *first = NULL;
	bool differ = false;

	for (size_t k = 0; k < x->nrules; k++) {
		const struct expectation_rule *r = &s->rules[x->rules[k]];

		if (!r->entrypoint)
			continue;
		differ |= first && strcmp(first->entrypoint, r->entrypoint);
		if (!first || strcmp(r->entrypoint, first->entrypoint) < 0)
			first = r;
	}
	x->entrypoint = first ? first->entrypoint : NULL;
	if (differ)
		yctx_warning(ctx, &(struct ynode){.line = first->line, .column = first->column},
			     "'%s' is given several entrypoints: '%s' is used", x->label,
			     first->entrypoint);
}

/* Each submission's rules; checked for rules that contradict each other. */
static int
match_rules(struct expectation_set *s, struct diag *d)
{
	struct yctx ctx = {.path = s->yaml, .diag = d};
	int rc = 0;

	for (size_t j = 0; j < s->nsubs; j++) {
		struct expected_submission *x = &s->subs[j];

		x->rules = calloc(s->nrules ? s->nrules : 1, sizeof *x->rules);
		if (!x->rules)
			return diag_error(d, s->cases ? "submissions" : "", 0, 0, "out of memory");
		for (size_t r = 0; r < s->nrules; r++) {
			if (glob_match(s->rules[r].submissions, x->main ? "accepted" : x->label))
				x->rules[x->nrules++] = r;
		}
		entrypoint_of(s, x, &ctx);
		for (size_t i = 0; i < s->ncases && s->yaml; i++) {
			if (expectation_permitted(s, x, i))
				continue;
			const struct expectation_rule *last = &s->rules[x->rules[x->nrules - 1]];
			rc = yctx_error(&ctx, &(struct ynode){.line = last->line, .column = last->column},
					"the rules for '%s' permit no verdict on '%s'", x->label,
					s->cases[i]);
			break;
		}
		for (size_t k = 0; k < x->nrules && s->yaml; k++) {
			const struct expectation_rule *r = &s->rules[x->rules[k]];
			bool possible = !r->required;

			for (size_t i = 0; i < s->ncases && !possible; i++)
				possible = expectation_covers(s, r, i) &&
					   (expectation_permitted(s, x, i) & r->required);
			if (!possible)
				rc = yctx_error(&ctx, &(struct ynode){.line = r->line, .column = r->column},
						"'%s' can never meet the required verdicts of '%s': no "
						"case it covers permits them", x->label, r->submissions);
		}
	}
	return rc;
}

/*
 * DOMjudge's result names (its SubmissionService remaps the format's folder
 * names onto them), as the package format's verdicts: what a folder of that
 * name, or an @EXPECTED_RESULTS@ tag, expects as the submission's result.
 * A run with no output is a wrong answer here.
 */
static const struct {
	const char *name;
	enum verdict v;
} domjudge_results[] = {
	{"ACCEPTED", VERDICT_AC}, {"CORRECT", VERDICT_AC}, {"NO-OUTPUT", VERDICT_WA},
	{"NO_OUTPUT", VERDICT_WA}, {"RUN-ERROR", VERDICT_RE}, {"RUN_TIME_ERROR", VERDICT_RE},
	{"TIMELIMIT", VERDICT_TLE}, {"TIME_LIMIT_EXCEEDED", VERDICT_TLE},
	{"WRONG-ANSWER", VERDICT_WA}, {"WRONG_ANSWER", VERDICT_WA},
};

/* The verdict bit of DOMjudge's result name (any case, n bytes), or 0. */
static unsigned
domjudge_result(const char *name, size_t n)
{
	for (size_t i = 0; i < sizeof domjudge_results / sizeof *domjudge_results; i++)
		if (strlen(domjudge_results[i].name) == n &&
		    !strncasecmp(name, domjudge_results[i].name, n))
			return BIT(domjudge_results[i].v);
	return 0;
}

/*
 * A rule that the submission's result (the verdict of its first case that
 * is not AC, as DOMjudge judges lazily) is one of results: any case AC or
 * one of them, and one of them on some case unless AC is one.
 */
static void
result_rule(struct expectation_rule *r, unsigned results)
{
	r->permitted_given = true;
	r->permitted = results | BIT(VERDICT_AC);
	r->required = results & BIT(VERDICT_AC) ? 0 : results;
	r->time = EXPECTATION_TIME_NO;
}

/* The tag found in a source file: its results and where it is. */
struct domjudge_tag {
	unsigned results;
	char unknown[64];        /* the first name that is no result here, or "" */
	char file[PATH_MAX];
	int line;
};

/*
 * Reads an @EXPECTED_RESULTS@: tag (DOMjudge's: the first in the file, any
 * case, a comma-separated list to the line's end) from the first 64 KiB of
 * the source file path into *tag.  Returns whether it holds one.
 */
static bool
read_tag(const char *path, struct domjudge_tag *tag)
{
	static const char mark[] = "@EXPECTED_RESULTS@: ";
	char text[65536];
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
	ssize_t n = fd < 0 ? -1 : read(fd, text, sizeof text - 1);

	if (fd >= 0)
		close(fd);
	if (n <= 0)
		return false;
	text[n] = '\0';
	const char *at = strcasestr(text, mark);

	if (!at)
		return false;
	memset(tag, 0, sizeof *tag);
	snprintf(tag->file, sizeof tag->file, "%s", path);
	tag->line = 1;
	for (const char *c = text; c < at; c++)
		tag->line += *c == '\n';
	for (const char *c = at + strlen(mark); *c && *c != '\n';) {
		c += strspn(c, " \t\r");
		size_t len = strcspn(c, ",\n");
		size_t word = len;

		while (word && strchr(" \t\r", c[word - 1]))
			word--;
		unsigned bit = domjudge_result(c, word);

		if (!bit && word && !tag->unknown[0])
			snprintf(tag->unknown, sizeof tag->unknown, "%.*s", (int)word, c);
		tag->results |= bit;
		c += len + (c[len] == ',');
	}
	return true;
}

/* x's tag: in its file, or the first of its folder's files (by name) that holds one. */
static bool
find_tag(const struct expected_submission *x, struct domjudge_tag *tag)
{
	struct dirent **names;
	struct stat st;
	bool found = false;

	if (stat(x->path, &st) < 0 || !S_ISDIR(st.st_mode))
		return S_ISREG(st.st_mode) && read_tag(x->path, tag);
	int n = scandir(x->path, &names, not_hidden, alphasort);

	for (int i = 0; i < n; i++) {
		char path[PATH_MAX * 2];

		snprintf(path, sizeof path, "%s/%s", x->path, names[i]->d_name);
		if (!found && stat(path, &st) == 0 && S_ISREG(st.st_mode))
			found = read_tag(path, tag);
		free(names[i]);
	}
	if (n >= 0)
		free(names);
	return found;
}

/*
 * DOMjudge's conventions in a package: a folder named as a result of its
 * (wrong-answer/, timelimit/, run-error/, no-output/...) expects that
 * result, and a source's @EXPECTED_RESULTS@: tag expects one of its results
 * of a submission no folder's rule covers (mixed-verdicts/).  Under a
 * folder that has a rule, the folder's stands, as problemtools and
 * BAPCtools judge it: a tag that says otherwise, or more, is a warning,
 * as DOMjudge warns.  Returns 0, or -1 when out of memory.
 */
static int
domjudge_rules(struct expectation_set *s, const struct problem *p, struct diag *d)
{
	for (size_t i = 0, count = s->nsubs; i < count; i++) {
		const struct expected_submission *x = &s->subs[i];
		size_t len = strcspn(x->label, "/");
		char folder[PATH_MAX];
		struct expectation_rule *r;
		struct domjudge_tag tag;

		snprintf(folder, sizeof folder, "%.*s", (int)len, x->label);
		if (!default_rule(s, folder) && domjudge_result(folder, len)) {
			if (add_rule(s, folder, NULL, &r) < 0)
				return diag_error(d, p->dir, 0, 0, "out of memory");
			result_rule(r, domjudge_result(folder, len));
		}
		if (!find_tag(x, &tag))
			continue;
		if (tag.unknown[0])
			diag_warning(d, tag.file, tag.line, 1, "'%s' of @EXPECTED_RESULTS@ is no "
				     "result the judge can expect (CORRECT, WRONG-ANSWER, TIMELIMIT, "
				     "RUN-ERROR, NO-OUTPUT): left out", tag.unknown);
		const struct expectation_rule *own = default_rule(s, folder);
		unsigned said = own ? own->required ? own->required : own->permitted : 0;

		if (own && !(said & tag.results))
			diag_warning(d, tag.file, tag.line, 1, "@EXPECTED_RESULTS@ does not match "
				     "the folder '%s/', whose rule is kept", folder);
		else if (own && tag.results & ~said)
			diag_warning(d, tag.file, tag.line, 1, "@EXPECTED_RESULTS@ restricted to the "
				     "folder '%s/'", folder);
		else if (!own && tag.results) {
			if (add_rule(s, x->label, NULL, &r) < 0)
				return diag_error(d, p->dir, 0, 0, "out of memory");
			result_rule(r, tag.results);
		}
	}
	return 0;
}

/*
 * The judge's format: a rule per partially_accepted submission, its score
 * range from its first comment; one without, or any in a problem that is
 * not scored, is an error.
 */
static int
partial_scores(struct expectation_set *s, const struct problem *p, struct diag *d)
{
	size_t n = strlen(PARTIAL_DIR);
	int rc = 0;

	for (size_t i = 0, count = s->nsubs; i < count; i++) {
		const struct expected_submission *x = &s->subs[i];
		struct expectation_rule *r;
		struct score_range range;
		char err[PATH_MAX + 128];

		if (strncmp(x->label, PARTIAL_DIR, n) || x->label[n] != '/')
			continue;
		int got = s->scored ? score_range_read_comment(x->path, &range, err, sizeof err)
				    : -1;
		if (!s->scored)
			rc = diag_error(d, x->path, 0, 0, "a partially accepted submission, but the "
					"problem is not scored (no testdata file sets 'score')");
		else if (got < 0)
			rc = diag_error(d, x->path, 0, 0, "%s", err);
		else if (got == 0)
			rc = diag_error(d, x->path, 1, 1, "a partially accepted submission needs "
					"its score in its first comment: /* score: LO-HI */");
		else if (add_rule(s, x->label, NULL, &r) < 0)
			return diag_error(d, p->dir, 0, 0, "out of memory");
		else {
			r->permitted = ALL | BIT(VERDICT_MLE) | BIT(VERDICT_OLE);
			r->time = EXPECTATION_TIME_NO;
			r->score_given = true;
			r->score = range;
		}
	}
	return rc;
}

int
expectation_set_load(struct expectation_set *s, const struct problem *p,
		     const struct language_table *t, const struct testdata *td, struct diag *d)
{
	const struct default_rule *defaults = own_defaults;
	size_t ndefaults = sizeof own_defaults / sizeof *own_defaults;
	bool current = p->format && strcmp(p->format, "legacy") && strcmp(p->format, "legacy-icpc");
	struct stat st;
	int rc = 0;

	memset(s, 0, sizeof *s);
	s->package = p->format != NULL;
	s->root = problem_files_root(p, p->dir);
	s->scored = td->score.ngroups > 0;
	if (p->format && !current) {
		defaults = legacy_defaults;
		ndefaults = sizeof legacy_defaults / sizeof *legacy_defaults;
	} else if (current) {
		defaults = current_defaults;
		ndefaults = sizeof current_defaults / sizeof *current_defaults;
	}
	if (read_cases(s, td, d) < 0)
		return -1;
	for (size_t i = 0; i < ndefaults; i++) {
		struct expectation_rule *r;

		if (add_rule(s, defaults[i].dir, NULL, &r) < 0)
			return diag_error(d, p->dir, 0, 0, "out of memory");
		r->permitted_given = defaults[i].permitted != 0;
		r->permitted = defaults[i].permitted ? defaults[i].permitted : ALL;
		r->required = defaults[i].required;
		r->time = defaults[i].time;
	}
	if (!p->format && add_submission(s, p->solution, "main", true) < 0)
		return diag_error(d, p->dir, 0, 0, "out of memory");
	for (size_t i = 0; i < ndefaults && !p->format; i++) {
		if (collect(s, p, t, defaults[i].dir) < 0)
			return diag_error(d, p->dir, 0, 0, "out of memory");
	}
	if (!p->format && partial_scores(s, p, d) < 0)
		rc = -1;
	if (p->format && (collect(s, p, t, NULL) < 0 || domjudge_rules(s, p, d) < 0))
		return diag_error(d, p->dir, 0, 0, "out of memory");
	if (current && asprintf(&s->yaml, "%s/submissions/submissions.yaml", p->dir) < 0) {
		s->yaml = NULL;
		return diag_error(d, p->dir, 0, 0, "out of memory");
	}
	if (s->yaml && stat(s->yaml, &st) != 0) {
		free(s->yaml);
		s->yaml = NULL;
	}
	if (s->yaml && load_yaml(s, t, d) < 0)
		rc = -1;
	if (match_rules(s, d) < 0)
		rc = -1;
	return rc;
}

void
expectation_set_fini(struct expectation_set *s)
{
	for (size_t i = 0; i < s->nrules; i++) {
		free(s->rules[i].submissions);
		free(s->rules[i].cases);
		free(s->rules[i].message);
		free(s->rules[i].entrypoint);
	}
	for (size_t i = 0; i < s->nsubs; i++) {
		free(s->subs[i].path);
		free(s->subs[i].label);
		free(s->subs[i].rules);
	}
	for (size_t i = 0; i < s->ncases; i++)
		free(s->cases[i]);
	free(s->cases);
	free(s->rules);
	free(s->subs);
	free(s->yaml);
	memset(s, 0, sizeof *s);
}

unsigned
expectation_permitted(const struct expectation_set *s, const struct expected_submission *x,
		      size_t i)
{
	unsigned bits = ALL;

	for (size_t k = 0; k < x->nrules; k++) {
		if (expectation_covers(s, &s->rules[x->rules[k]], i))
			bits &= s->rules[x->rules[k]].permitted;
	}
	return bits;
}

unsigned
expectation_expected(const struct expectation_set *s, const struct expected_submission *x)
{
	unsigned required = 0, permitted = ALL;

	for (size_t k = 0; k < x->nrules; k++) {
		required |= s->rules[x->rules[k]].required;
		if (!s->rules[x->rules[k]].cases)
			permitted &= s->rules[x->rules[k]].permitted;
	}
	return x->nrules ? required ? required : permitted : 0;
}

/* Whether a rule of x covering case i bounds the time limit from above (or from below). */
static bool
bounds(const struct expectation_set *s, const struct expected_submission *x, size_t i,
       bool above)
{
	for (size_t k = 0; k < x->nrules; k++) {
		const struct expectation_rule *r = &s->rules[x->rules[k]];
		bool which = above ? r->required == BIT(VERDICT_TLE)
				   : r->permitted_given && !(r->permitted & BIT(VERDICT_TLE));

		if (which && r->time != EXPECTATION_TIME_NO && expectation_covers(s, r, i))
			return true;
	}
	return false;
}

bool
expectation_bounds_below(const struct expectation_set *s, const struct expected_submission *x,
			 size_t i)
{
	return bounds(s, x, i, false);
}

bool
expectation_bounds_above(const struct expectation_set *s, const struct expected_submission *x,
			 size_t i)
{
	return bounds(s, x, i, true);
}

int
expectation_tally_init(struct expectation_tally *t, const struct expected_submission *x)
{
	size_t n = x->nrules ? x->nrules : 1;

	memset(t, 0, sizeof *t);
	t->required_seen = calloc(n, sizeof *t->required_seen);
	t->message_seen = calloc(n, sizeof *t->message_seen);
	t->failed = calloc(n, sizeof *t->failed);
	if (!t->required_seen || !t->message_seen || !t->failed) {
		expectation_tally_fini(t);
		return -1;
	}
	return 0;
}

void
expectation_tally_fini(struct expectation_tally *t)
{
	free(t->required_seen);
	free(t->message_seen);
	free(t->failed);
	memset(t, 0, sizeof *t);
}

void
expectation_observe(const struct expectation_set *s, const struct expected_submission *x,
		    struct expectation_tally *t, size_t i, enum verdict v, const char *msg)
{
	/* The package format has no memory verdict: Kattis judges it a run-time error. */
	if (s->package && v == VERDICT_MLE)
		v = VERDICT_RE;
	if (!(expectation_permitted(s, x, i) & BIT(v)) && !t->violated) {
		t->violated = true;
		t->bad = v;
		t->bad_case = i;
	}
	for (size_t k = 0; k < x->nrules; k++) {
		const struct expectation_rule *r = &s->rules[x->rules[k]];

		if (!expectation_covers(s, r, i))
			continue;
		t->required_seen[k] |= (r->required & BIT(v)) != 0;
		t->message_seen[k] |= r->message && msg && strstr(msg, r->message);
		t->failed[k] |= v != VERDICT_AC;
	}
}

void
expectation_observe_score(struct expectation_tally *t, double score)
{
	t->scored = true;
	t->score = score;
}

bool
expectation_settled(const struct expectation_set *s, const struct expected_submission *x,
		    const struct expectation_tally *t)
{
	if (t->violated)
		return true;
	for (size_t k = 0; k < x->nrules; k++) {
		const struct expectation_rule *r = &s->rules[x->rules[k]];

		/* A score needs every case. */
		if ((r->required && !t->required_seen[k]) || (r->message && !t->message_seen[k]) ||
		    r->score_given)
			return false;
	}
	return true;
}

char *
expectation_format(unsigned bits, const char *last_word, char *buf, size_t len)
{
	size_t n = 0, left = 0;
	enum verdict order[VERDICT_COUNT];

	for (int v = 1; v < VERDICT_COUNT; v++) {
		if (bits & BIT(v))
			order[n++] = (enum verdict)v;
	}
	if (bits & BIT(VERDICT_AC))
		order[n++] = VERDICT_AC;
	buf[0] = '\0';
	for (size_t k = 0; k < n && left < len; k++)
		left += (size_t)snprintf(buf + left, len - left, "%s%s",
					 k == 0 ? "" : k + 1 == n ? last_word : ", ",
					 verdict_name(order[k]));
	return buf;
}

bool
expectation_met(const struct expectation_set *s, const struct expected_submission *x,
		const struct expectation_tally *t, char *note, size_t len)
{
	char set[64];

	note[0] = '\0';
	if (t->violated) {
		snprintf(note, len, "expected %s, got %s on '%s'",
			 expectation_format(expectation_permitted(s, x, t->bad_case), " or ", set,
					    sizeof set),
			 verdict_name(t->bad), s->cases[t->bad_case]);
		return false;
	}
	for (size_t k = 0; k < x->nrules; k++) {
		const struct expectation_rule *r = &s->rules[x->rules[k]];
		char of[PATH_MAX];

		snprintf(of, sizeof of, r->cases ? " of '%s'" : "%s", r->cases ? r->cases : "");
		if (r->required && !t->required_seen[k]) {
			snprintf(note, len, "expected %s on at least one case%s, got %s",
				 expectation_format(r->required, " or ", set, sizeof set), of,
				 t->failed[k] ? "none" : r->cases ? "AC on every one" : "AC everywhere");
			return false;
		}
		if (r->message && !t->message_seen[k]) {
			snprintf(note, len, "no judge message%s contains '%s'", of, r->message);
			return false;
		}
		if (r->score_given && (!t->scored || !score_range_contains(&r->score, t->score))) {
			char want[64];

			score_range_format(&r->score, want, sizeof want);
			if (t->scored)
				snprintf(note, len, "expected a score of %s, got %g", want, t->score);
			else
				snprintf(note, len, "expected a score of %s, got none", want);
			return false;
		}
	}
	return true;
}
