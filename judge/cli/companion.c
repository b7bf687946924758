/* Competitive Companion's JSON, and the problem of the tree it becomes. */
#include "companion.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cjson/cJSON.h>

#include "base/escape.h"
#include "base/units.h"
#include "problem/problem.h"
#include "problem/ydoc.h"
#include "problem/yfield.h"

/* A copy of string member key of o into *out: 0, 1 when absent, -1 with err set. */
static int
string_member(const cJSON *o, const char *key, bool required, char **out, char *err,
	      size_t errlen)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);

	if (!v && !required)
		return 1;
	if (!cJSON_IsString(v) || (required && !*v->valuestring)) {
		snprintf(err, errlen, "'%s' is %s", key, v ? "not a string" : "missing");
		return -1;
	}
	if (!(*out = strdup(v->valuestring))) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	return 0;
}

/* A number member key of o from 1 to max into *out (0 when absent); -1 with err set. */
static int
number_member(const cJSON *o, const char *key, double max, int64_t *out, char *err,
	      size_t errlen)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);

	*out = 0;
	if (!v)
		return 0;
	if (!cJSON_IsNumber(v) || !(v->valuedouble >= 1 && v->valuedouble <= max)) {
		snprintf(err, errlen, "'%s' is not a number from 1 to %.0f", key, max);
		return -1;
	}
	*out = (int64_t)v->valuedouble;
	return 0;
}

/* input or output: {type: stdin|stdout|file|regex, fileName, pattern}: the file, if one. */
static int
stream_member(const cJSON *o, const char *key, char **file, char *err, size_t errlen)
{
	const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key), *type;

	if (!v)
		return 0;
	type = cJSON_GetObjectItemCaseSensitive(v, "type");
	if (!cJSON_IsObject(v) || !cJSON_IsString(type)) {
		snprintf(err, errlen, "'%s' is not an object with a 'type'", key);
		return -1;
	}
	if (!strcmp(type->valuestring, "file"))
		return string_member(v, "fileName", true, file, err, errlen) < 0 ? -1 : 0;
	if (!strcmp(type->valuestring, "regex"))
		return string_member(v, "pattern", true, file, err, errlen) < 0 ? -1 : 0;
	return 0;
}

static int
parse_tests(const cJSON *tests, struct companion_task *t, char *err, size_t errlen)
{
	int n = cJSON_GetArraySize(tests);

	if (!cJSON_IsArray(tests)) {
		snprintf(err, errlen, "'tests' is %s", tests ? "not a list" : "missing");
		return -1;
	}
	if (n > COMPANION_MAX_TESTS) {
		snprintf(err, errlen, "%d tests, over the %d a problem may have", n,
			 COMPANION_MAX_TESTS);
		return -1;
	}
	if (!(t->tests = calloc((size_t)n + 1, sizeof *t->tests))) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	for (int i = 0; i < n; i++) {
		const cJSON *test = cJSON_GetArrayItem(tests, i);
		char *in = NULL, *out = NULL;

		if (!cJSON_IsObject(test) || string_member(test, "input", true, &in, err, errlen) ||
		    string_member(test, "output", true, &out, err, errlen)) {
			free(in);
			if (!cJSON_IsObject(test))
				snprintf(err, errlen, "test %d is not an object", i + 1);
			else
			{
				size_t used = strlen(err);

				snprintf(err + used, errlen - used, " in test %d", i + 1);
			}
			return -1;
		}
		t->tests[t->ntests++] =
			(struct scaffold_sample){in, out, strlen(in), strlen(out), NULL};
	}
	return 0;
}

int
companion_parse(const char *text, size_t len, struct companion_task *t, char *err,
		size_t errlen)
{
	cJSON *root = cJSON_ParseWithLength(text, len);
	const cJSON *v, *batch;
	int64_t size = 0;
	int rc = -1;

	memset(t, 0, sizeof *t);
	if (!cJSON_IsObject(root)) {
		snprintf(err, errlen, "not a JSON object");
		goto out;
	}
	if (string_member(root, "name", true, &t->name, err, errlen) < 0 ||
	    string_member(root, "group", false, &t->group, err, errlen) < 0 ||
	    string_member(root, "url", false, &t->url, err, errlen) < 0 ||
	    number_member(root, "timeLimit", 3600000, &t->time_ms, err, errlen) < 0 ||
	    number_member(root, "memoryLimit", 1 << 20, &t->memory_bytes, err, errlen) < 0 ||
	    stream_member(root, "input", &t->input_file, err, errlen) < 0 ||
	    stream_member(root, "output", &t->output_file, err, errlen) < 0 ||
	    parse_tests(cJSON_GetObjectItemCaseSensitive(root, "tests"), t, err, errlen) < 0)
		goto out;
	t->memory_bytes <<= 20;
	v = cJSON_GetObjectItemCaseSensitive(root, "interactive");
	if (v && !cJSON_IsBool(v)) {
		snprintf(err, errlen, "'interactive' is not true or false");
		goto out;
	}
	t->interactive = cJSON_IsTrue(v);
	batch = cJSON_GetObjectItemCaseSensitive(root, "batch");
	if (batch && (!cJSON_IsObject(batch) ||
		      string_member(batch, "id", true, &t->batch_id, err, errlen) < 0 ||
		      number_member(batch, "size", 10000, &size, err, errlen) < 0))
		goto out;
	t->batch_size = (size_t)size;
	rc = 0;
out:
	cJSON_Delete(root);
	if (rc < 0)
		companion_task_fini(t);
	return rc;
}

void
companion_task_fini(struct companion_task *t)
{
	for (size_t i = 0; i < t->ntests; i++) {
		free((char *)t->tests[i].input);
		free((char *)t->tests[i].output);
	}
	free(t->tests);
	free(t->name);
	free(t->group);
	free(t->url);
	free(t->input_file);
	free(t->output_file);
	free(t->batch_id);
	memset(t, 0, sizeof *t);
}

/* The URL problems/ID/problem.yaml of the tree at root gives, or NULL. */
static char *
url_of(const char *root, const char *id)
{
	char path[PATH_MAX];
	struct diag quiet;
	struct ydoc *doc;
	char *url = NULL;

	snprintf(path, sizeof path, "%s/problems/%s/problem.yaml", root, id);
	diag_init(&quiet);
	if ((doc = ydoc_load(path, &quiet)) && doc->root) {
		const struct ynode *v = ymap_value(doc->root, "url");

		if (v != doc->root && v->type == YNODE_SCALAR)
			url = strdup(v->text);
	}
	ydoc_free(doc);
	diag_fini(&quiet);
	return url;
}

/* The last part of url's path ("954G" of .../problem/954/G?x), reduced to an id. */
static void
id_of_url(const char *url, char *id, size_t len)
{
	char path[256];
	const char *start = strstr(url, "://");

	snprintf(path, sizeof path, "%s", start ? start + 3 : url);
	path[strcspn(path, "?#")] = '\0';
	for (size_t n = strlen(path); n && path[n - 1] == '/'; n--)
		path[n - 1] = '\0';
	char *last = strrchr(path, '/');

	scaffold_id(last ? last + 1 : "", id, len);
}

/* Whether the tree at root has anything of problem id yet. */
static bool
taken(const char *root, const char *id)
{
	char path[PATH_MAX];
	struct stat st;

	snprintf(path, sizeof path, "%s/problems/%s", root, id);
	if (lstat(path, &st) == 0)
		return true;
	snprintf(path, sizeof path, "%s/testdata/%s", root, id);
	return lstat(path, &st) == 0;
}

/*
 * Markdown text for s, which reads as itself: the characters that mark up
 * inline text backslash-escaped, and at the start what would begin a list, a
 * heading or a quote; line breaks as spaces.
 */
static void
markdown_text(FILE *f, const char *s)
{
	size_t digits = strspn(s, "0123456789");

	for (const char *c = s; *c; c++) {
		bool lead = (c == s && strchr("#-+>=", *c)) ||
			    (digits && c == s + digits && (*c == '.' || *c == ')'));

		if (*c == '\n' || *c == '\r')
			fputc(' ', f);
		else if ((*c && strchr("\\`*_[]<>|~!&", *c)) || lead)
			fprintf(f, "\\%c", *c);
		else
			fputc(*c, f);
	}
}

/* Whether url can be a Markdown autolink: http(s), no blank, no angle bracket. */
static bool
linkable(const char *url)
{
	if (strncmp(url, "https://", 8) && strncmp(url, "http://", 7))
		return false;
	for (const char *s = url; *s; s++)
		if ((unsigned char)*s <= ' ' || *s == '<' || *s == '>' || *s == 0x7f)
			return false;
	return true;
}

/* statement.md: the name, where the problem is, and an interactive problem's transcript. */
static char *
statement(const struct companion_task *t, const char *id)
{
	char *text = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&text, &size);

	if (!f)
		return NULL;
	fputs("# ", f);
	markdown_text(f, t->name);
	fputs("\n\n", f);
	if (t->group) {
		markdown_text(f, t->group);
		fputs(". ", f);
	}
	if (t->url && linkable(t->url))
		fprintf(f, "The statement is at <%s>.", t->url);
	else
		fputs("The statement is on the site it came from.", f);
	if (!t->interactive) {
		fprintf(f, " The samples are testdata/%s/samples.yaml; `judge statement %s` shows "
			"them.\n", id, id);
	} else {
		fputs(" An interactive problem: the judge needs its interactor (problem.yaml's "
		      "'interactor:'). What the site shows of each sample:\n", f);
		for (size_t i = 0; i < t->ntests; i++) {
			fprintf(f, "\nThe site's sample %zu, what the program reads, then what it "
				"writes:\n\n~~~~\n", i + 1);
			fwrite(t->tests[i].input, 1, t->tests[i].input_len, f);
			fputs("~~~~\n\n~~~~\n", f);
			fwrite(t->tests[i].output, 1, t->tests[i].output_len, f);
			fputs("~~~~\n", f);
		}
	}
	if (fclose(f) != 0) {
		free(text);
		return NULL;
	}
	return text;
}

enum companion_outcome
companion_write(const char *root, const struct companion_task *t, FILE *out, char *err,
		size_t errlen)
{
	char base[72], id[80], time[32], memory[32];

	scaffold_id(t->name, base, sizeof base);
	/* "A - 足し算" leaves "a": the URL's abc999_a says more. */
	if (strlen(base) < 3 && t->url) {
		char from_url[72];

		id_of_url(t->url, from_url, sizeof from_url);
		if (strlen(from_url) > strlen(base))
			snprintf(base, sizeof base, "%s", from_url);
	}
	if (!base[0])
		snprintf(base, sizeof base, "problem");
	/* Another problem of that id: the next free one; the same URL: received before. */
	for (int n = 1;; n++) {
		snprintf(id, sizeof id, n == 1 ? "%.64s" : "%.60s-%d", base, n);
		if (!taken(root, id))
			break;
		char *url = url_of(root, id);
		bool same = url && t->url && !strcmp(url, t->url);

		free(url);
		if (same) {
			fputs("received '", out);
			escape_line(out, t->name);
			fprintf(out, "' again: the tree has it as problem '%s' (the same URL); "
				"nothing was written\n", id);
			return COMPANION_THERE;
		}
		if (n == 99) {
			snprintf(err, errlen, "problems '%s' to '%s-99' are taken", base, base);
			return COMPANION_FAILED;
		}
	}
	char *text = statement(t, id);
	const struct scaffold s = {
		.id = id, .title = t->name, .source = t->group, .url = t->url,
		.time_ms = t->time_ms, .memory_bytes = t->memory_bytes, .statement = text,
		.samples = t->interactive ? NULL : t->tests,
		.nsamples = t->interactive ? 0 : t->ntests,
	};

	if (!text) {
		snprintf(err, errlen, "out of memory");
		return COMPANION_FAILED;
	}
	fputs("received '", out);
	escape_line(out, t->name);
	fputc('\'', out);
	if (t->group) {
		fputs(" (", out);
		escape_line(out, t->group);
		fputc(')', out);
	}
	fprintf(out, ": problem '%s', %zu sample%s, %s, %s\n", id, s.nsamples,
		s.nsamples == 1 ? "" : "s", units_format_time(t->time_ms ? t->time_ms : 1000,
							     time, sizeof time),
		units_format_bytes(t->memory_bytes ? t->memory_bytes : 256LL << 20, memory,
				   sizeof memory));
	int rc = scaffold_write(root, &s, out, err, errlen);

	free(text);
	if (rc < 0)
		return COMPANION_FAILED;
	if (t->interactive)
		fputs("  interactive: the site's samples are in statement.md, not cases; the "
		      "judge needs an interactor (problems/README.md)\n", out);
	const char *files[] = {t->input_file, t->output_file};

	for (int i = 0; i < 2; i++)
		if (files[i]) {
			fputs(i ? "  note: the site's program writes '"
				: "  note: the site's program reads '", out);
			escape_line(out, files[i]);
			fputs("'; the judge's reads standard input and writes standard output\n",
			      out);
		}
	fprintf(out, "next: write solutions/%s.EXT (any language), then: judge run %s\n", id, id);
	return COMPANION_WRITTEN;
}
