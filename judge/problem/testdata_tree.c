/*
 * testdata/<id>/ as a tree of cases and back: what lets judge generate make
 * the judge's format's testdata from generators.yaml as it makes data/.  The
 * files are written as scripts/make-testdata wrote them (its render()), byte
 * for byte.
 */
#include "testdata_tree.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/fsutil.h"
#include "testdata.h"
#include "ydoc.h"

/* A case's input and expected output fit inline when both do and their sum is this small. */
#define INLINE_BYTES 400
#define INLINE_LINES 12

/* The name of a testdata file without its folder and .yaml, into out. */
static void
group_of(const char *yaml, char *out, size_t len)
{
	const char *base = strrchr(yaml, '/') ? strrchr(yaml, '/') + 1 : yaml;
	size_t n = strlen(base);

	snprintf(out, len, "%.*s", (int)(n > 5 && !strcmp(base + n - 5, ".yaml") ? n - 5 : n), base);
}

/* Copies the bytes of d into the new file path (its folders made).  0, or -1 with errno. */
static int
put_data(const struct case_data *d, const char *path)
{
	char dir[PATH_MAX], err[256], buf[65536];
	FILE *in = case_data_open(d), *out;
	size_t n;

	snprintf(dir, sizeof dir, "%s", path);
	*strrchr(dir, '/') = '\0';
	if (!in)
		return -1;
	if (fs_mkdirs(dir, 0755, err, sizeof err) < 0 || !(out = fopen(path, "wb"))) {
		fclose(in);
		return -1;
	}
	while ((n = fread(buf, 1, sizeof buf, in)) > 0)
		fwrite(buf, 1, n, out);
	bool bad = ferror(in) != 0;

	fclose(in);
	return fclose(out) != 0 || bad ? -1 : 0;
}

int
testdata_tree_unpack(const struct problem *p, const char *dir, struct diag *d)
{
	struct testdata td = {0};
	struct stat st;
	char path[PATH_MAX], group[256];
	int rc = 0;

	if (stat(p->testdata_dir, &st) < 0)
		return 0;
	if (testdata_load(p, &td, d) < 0)
		return -1;
	struct testdata_reader *r = testdata_reader_new(&td, d);
	struct testcase tc;

	if (!r) {
		testdata_fini(&td);
		return diag_error(d, p->testdata_dir, 0, 0, "out of memory");
	}
	while (rc == 0 && testdata_read(r, &tc) > 0) {
		group_of(tc.file, group, sizeof group);
		snprintf(path, sizeof path, "%s/%s/%s.in", dir, group, tc.name);
		if (put_data(&tc.input, path) < 0)
			rc = -1;
		snprintf(path, sizeof path, "%s/%s/%s.ans", dir, group, tc.name);
		if (rc == 0 && put_data(&tc.output, path) < 0)
			rc = -1;
		if (rc < 0)
			diag_error(d, path, 0, 0, "cannot write it: %s", strerror(errno));
		testcase_fini(&tc);
	}
	testdata_reader_free(r);
	for (size_t f = 0; rc == 0 && f < td.nfiles; f++) {
		group_of(td.files[f].path, group, sizeof group);
		for (size_t k = 0; rc == 0 && k < td.files[f].ninvalid; k++) {
			const struct invalid_input *v = &td.files[f].invalid[k];

			if (!strcmp(group, "invalid"))
				snprintf(path, sizeof path, "%s/invalid/%s.in", dir, v->name);
			else
				snprintf(path, sizeof path, "%s/%s/invalid/%s.in", dir, group, v->name);
			if (put_data(&v->input, path) < 0)
				rc = diag_error(d, path, 0, 0, "cannot write it: %s", strerror(errno));
		}
	}
	testdata_fini(&td);
	return rc;
}

/* Reads the file at path whole into *text (NUL-terminated).  0, or -1 with errno. */
static int
slurp(const char *path, char **text, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *s = NULL;
	size_t n = 0;
	FILE *m;

	*text = NULL;
	*len = 0;
	if (!f)
		return -1;
	m = open_memstream(&s, &n);
	char buf[65536];
	size_t got;

	while (m && (got = fread(buf, 1, sizeof buf, f)) > 0)
		fwrite(buf, 1, got, m);
	fclose(f);
	if (!m || fclose(m) != 0) {
		free(s);
		errno = ENOMEM;
		return -1;
	}
	*text = s;
	*len = n;
	return 0;
}

/* Whether a literal block writes text so that it reads back the same (render()'s can_inline). */
static bool
can_inline(const char *text, size_t len)
{
	if (!len)
		return true;
	if (text[len - 1] != '\n' || text[0] == ' ' || text[0] == '\n')
		return false;
	for (size_t i = 0; i < len; i++)
		if (text[i] != '\n' && (text[i] < ' ' || text[i] > '~'))
			return false;
	return true;
}

static size_t
count_lines(const char *text, size_t len)
{
	size_t n = 0;

	for (size_t i = 0; i < len; i++)
		n += text[i] == '\n';
	return n;
}

/* text as a literal block at indent (render()'s yaml_scalar), or "" as the empty text. */
static void
literal(FILE *f, const char *text, size_t len, int indent)
{
	if (!len) {
		fputs("\"\"", f);
		return;
	}
	/* "|+" keeps trailing empty lines. */
	fputs(len > 1 && text[len - 2] == '\n' ? "|+\n" : "|\n", f);
	/* Each line of the text but its final line break, as split("\n") cuts it. */
	for (size_t i = 0, body = len - 1;;) {
		const char *nl = memchr(text + i, '\n', body - i);
		size_t end = nl ? (size_t)(nl - text) : body;

		if (end > i)
			fprintf(f, "%*s%.*s", indent, "", (int)(end - i), text + i);
		fputc('\n', f);
		if (!nl)
			break;
		i = end + 1;
	}
}

/* text double-quoted, every byte but printable ASCII escaped (render()'s yaml_quoted). */
static void
quoted(FILE *f, const char *text, size_t len)
{
	fputc('"', f);
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)text[i];

		if (c == '\\' || c == '"')
			fprintf(f, "\\%c", c);
		else if (c == '\n')
			fputs("\\n", f);
		else if (c == '\r')
			fputs("\\r", f);
		else if (c == '\t')
			fputs("\\t", f);
		else if (c < ' ' || c > '~')
			fprintf(f, "\\u%04x", c);
		else
			fputc(c, f);
	}
	fputc('"', f);
}

/* A flow node as written: [a, b], {k: v}, a scalar's text. */
static void
flow(FILE *f, const struct ynode *n)
{
	if (n->type == YNODE_SCALAR) {
		fputs(n->text, f);
		return;
	}
	bool map = n->type == YNODE_MAPPING;

	fputc(map ? '{' : '[', f);
	for (size_t i = 0; i < n->count; i += map ? 2 : 1) {
		fputs(i ? ", " : "", f);
		flow(f, n->items[i]);
		if (map) {
			fputs(": ", f);
			flow(f, n->items[i + 1]);
		}
	}
	fputc(map ? '}' : ']', f);
}

/* The value of key in mapping m, or NULL. */
static const struct ynode *
get(const struct ynode *m, const char *key)
{
	for (size_t i = 0; m && m->type == YNODE_MAPPING && i + 1 < m->count; i += 2)
		if (m->items[i]->type == YNODE_SCALAR && !strcmp(m->items[i]->text, key))
			return m->items[i + 1];
	return NULL;
}

/* A case's yaml: (parsed), or NULL. */
static struct ydoc *
case_yaml(const struct generators *g, const struct gen_case *c, struct diag *d)
{
	const char *t = c->text[GEN_EXT_YAML];

	return t ? ydoc_parse(g->path, t, strlen(t), d) : NULL;
}

/* Whether the case path is in folder dir, and it is named base (no further folder). */
static bool
child(const char *path, const char *dir, const char **base)
{
	size_t n = strlen(dir);

	if (strncmp(path, dir, n) || path[n] != '/' || strchr(path + n + 1, '/'))
		return false;
	*base = path + n + 1;
	return true;
}

/* A file of testdata/<id>/: its bytes, written unless it holds them; kept is noted. */
static int
put_file(const struct problem *p, const char *name, const char *text, size_t len,
	 struct ystrings *kept, struct diag *d)
{
	char path[PATH_MAX], *now = NULL;
	size_t nlen;
	struct fs_atomic a;
	FILE *f;
	char **grown = realloc(kept->items, (kept->count + 1) * sizeof *grown);

	if (!grown || !(grown[kept->count] = strdup(name)))
		return diag_error(d, p->testdata_dir, 0, 0, "out of memory");
	kept->items = grown;
	kept->count++;
	snprintf(path, sizeof path, "%s/%s", p->testdata_dir, name);
	if (slurp(path, &now, &nlen) == 0 && nlen == len && !memcmp(now, text, len)) {
		free(now);
		return 0;
	}
	free(now);
	if (!(f = fs_create(path, &a)))
		return diag_error(d, path, 0, 0, "cannot write it: %s", strerror(errno));
	fwrite(text, 1, len, f);
	if (fs_commit(&a) < 0)
		return diag_error(d, path, 0, 0, "cannot write it: %s", strerror(errno));
	return 0;
}

/* The file of folder gd (a folder of data:), rendered into f; big cases' files put. */
static int
render(const struct problem *p, const struct generators *g, const struct gen_dir *gd,
       const char *dir, FILE *f, struct ystrings *kept, struct diag *d)
{
	struct ydoc *tg = gd->test_group ? ydoc_parse(g->path, gd->test_group,
						       strlen(gd->test_group), d) : NULL;
	const struct ynode *set = tg ? tg->root : NULL, *v;
	static const char *const keys[] = {"score", "aggregate", "requires", "limits",
					   "validator_args"};
	char invalid[PATH_MAX];
	size_t ncases = 0;
	bool only_invalid = !strcmp(gd->path, "invalid");
	int rc = 0;

	if (gd->test_group && !tg)
		return -1;
	for (size_t i = 0; set && set->type == YNODE_MAPPING && i + 1 < set->count; i += 2) {
		const char *k = set->items[i]->text;
		bool known = !strcmp(k, "comment");

		for (size_t j = 0; j < sizeof keys / sizeof *keys; j++)
			known |= !strcmp(k, keys[j]);
		if (!known)
			rc = diag_error(d, g->path, set->items[i]->line, set->items[i]->column,
					"test_group.yaml: '%s' is not a key of the judge's testdata "
					"files (comment, score, aggregate, requires, limits, "
					"validator_args)", k);
	}
	if ((v = get(set, "comment")) && v->type == YNODE_SCALAR) {
		size_t n = strlen(v->text);

		/* A block's final line break is the comment's end, not an empty line. */
		n -= n && v->text[n - 1] == '\n';
		for (size_t i = 0; i <= n;) {
			const char *nl = memchr(v->text + i, '\n', n - i);
			size_t end = nl ? (size_t)(nl - v->text) : n;

			if (end > i)
				fprintf(f, "# %.*s\n", (int)(end - i), v->text + i);
			else
				fputs("#\n", f);
			i = end + 1;
			if (!nl)
				break;
		}
	}
	for (size_t j = 0; j < sizeof keys / sizeof *keys; j++)
		if ((v = get(set, keys[j]))) {
			fprintf(f, "%s: ", keys[j]);
			flow(f, v);
			fputc('\n', f);
		}
	snprintf(invalid, sizeof invalid, "%s/invalid", gd->path);
	for (size_t k = 0; k < g->norder; k++) {
		const struct gen_case *c = g->order[k].dir ? NULL : &g->cases[g->order[k].index];
		const char *base;

		ncases += c && !only_invalid && child(c->path, gd->path, &base);
	}
	fputs(ncases ? "cases:\n" : "cases: []\n", f);
	bool first = true, ended_blank = false;

	for (size_t k = 0; rc == 0 && !only_invalid && k < g->norder; k++) {
		const struct gen_case *c = g->order[k].dir ? NULL : &g->cases[g->order[k].index];
		char path[PATH_MAX], *in = NULL, *out = NULL;
		size_t inlen, outlen;
		const char *base;

		if (!c || !child(c->path, gd->path, &base))
			continue;
		snprintf(path, sizeof path, "%s/%s.in", dir, c->path);
		if (slurp(path, &in, &inlen) < 0)
			continue;	/* not made: a failed case is left out */
		snprintf(path, sizeof path, "%s/%s.ans", dir, c->path);
		if (slurp(path, &out, &outlen) < 0) {
			free(in);
			continue;
		}
		struct ydoc *meta = case_yaml(g, c, d);
		const struct ynode *m = meta ? meta->root : NULL, *force = get(m, "inline");
		bool fits = inlen + outlen <= INLINE_BYTES &&
			    count_lines(in, inlen) + count_lines(out, outlen) <= INLINE_LINES &&
			    can_inline(in, inlen) && can_inline(out, outlen);
		bool inline_ = force && force->type == YNODE_SCALAR
			       ? force->text[0] && strchr("tT", force->text[0]) != NULL : fits;

		/* A blank line between cases, unless the last one's "|+" block ended in one. */
		if (!first && !ended_blank)
			fputc('\n', f);
		first = false;
		fprintf(f, "  - name: %s\n", base);
		if (inline_) {
			fputs("    input: ", f);
			literal(f, in, inlen, 6);
			fputs(inlen ? "" : "\n", f);
			fputs("    output: ", f);
			literal(f, out, outlen, 6);
			fputs(outlen ? "" : "\n", f);
		} else {
			char name[PATH_MAX];

			fprintf(f, "    input_file: %s.in\n    output_file: %s.ans\n", base, base);
			snprintf(name, sizeof name, "%s.in", base);
			rc = put_file(p, name, in, inlen, kept, d);
			snprintf(name, sizeof name, "%s.ans", base);
			if (rc == 0)
				rc = put_file(p, name, out, outlen, kept, d);
		}
		ended_blank = inline_ && outlen > 1 && out[outlen - 1] == '\n' &&
			      out[outlen - 2] == '\n' && !get(m, "limits") && !get(m, "tags");
		if ((v = get(m, "limits"))) {
			fputs("    limits: ", f);
			flow(f, v);
			fputc('\n', f);
		}
		if ((v = get(m, "tags"))) {
			fputs("    tags: ", f);
			flow(f, v);
			fputc('\n', f);
		}
		ydoc_free(meta);
		free(in);
		free(out);
	}
	bool header = false;

	for (size_t k = 0; rc == 0 && k < g->norder; k++) {
		const struct gen_case *c = g->order[k].dir ? NULL : &g->cases[g->order[k].index];
		char path[PATH_MAX], *in = NULL;
		size_t inlen;
		const char *base;

		if (!c || !child(c->path, only_invalid ? gd->path : invalid, &base))
			continue;
		snprintf(path, sizeof path, "%s/%s.in", dir, c->path);
		if (slurp(path, &in, &inlen) < 0)
			continue;
		struct ydoc *meta = case_yaml(g, c, d);
		const struct ynode *why = get(meta ? meta->root : NULL, "why");

		if (!header)
			fputs("\ninvalid:\n", f);
		header = true;
		fprintf(f, "  - {name: %s, why: ", base);
		quoted(f, why && why->type == YNODE_SCALAR ? why->text : "",
		       why && why->type == YNODE_SCALAR ? strlen(why->text) : 0);
		if (inlen <= INLINE_BYTES && count_lines(in, inlen) <= INLINE_LINES) {
			fputs(", input: ", f);
			quoted(f, in, inlen);
		} else {
			char name[PATH_MAX];

			fprintf(f, ", input_file: %s.in", base);
			snprintf(name, sizeof name, "%s.in", base);
			rc = put_file(p, name, in, inlen, kept, d);
		}
		fputs("}\n", f);
		ydoc_free(meta);
		free(in);
	}
	ydoc_free(tg);
	return rc;
}

static int
not_dot(const struct dirent *e)
{
	return e->d_name[0] != '.';
}

/* Whether name is a file of testdata/<id>/ that generate makes: .yaml, .in, .ans. */
static bool
generated_name(const char *name)
{
	size_t n = strlen(name);

	return (n > 5 && !strcmp(name + n - 5, ".yaml")) || (n > 3 && !strcmp(name + n - 3, ".in")) ||
	       (n > 4 && !strcmp(name + n - 4, ".ans"));
}

/* Removes the generated files of testdata/<id>/ not in kept (NULL: all), naming them. */
static int
remove_others(const struct problem *p, const struct ystrings *kept, struct ystrings *removed,
	      struct diag *d)
{
	struct dirent **names;
	int n = scandir(p->testdata_dir, &names, not_dot, alphasort), rc = 0;

	if (n < 0)
		return errno == ENOENT ? 0 : diag_error(d, p->testdata_dir, 0, 0, "cannot read it: %s",
							strerror(errno));
	for (int i = 0; i < n; i++) {
		bool keep = !generated_name(names[i]->d_name);
		char path[PATH_MAX];

		for (size_t k = 0; kept && !keep && k < kept->count; k++)
			keep = !strcmp(kept->items[k], names[i]->d_name);
		snprintf(path, sizeof path, "%s/%s", p->testdata_dir, names[i]->d_name);
		if (!keep && rc == 0) {
			char **grown = realloc(removed->items, (removed->count + 1) * sizeof *grown);

			if (unlink(path) < 0)
				rc = diag_error(d, path, 0, 0, "cannot remove it: %s", strerror(errno));
			else if (!grown || !(grown[removed->count] = strdup(names[i]->d_name)))
				rc = diag_error(d, path, 0, 0, "out of memory");
			if (grown)
				removed->items = grown;
			if (rc == 0)
				removed->count++;
		}
		free(names[i]);
	}
	free(names);
	return rc;
}

int
testdata_tree_pack(const struct problem *p, const struct generators *g, const char *dir,
		   struct ystrings *removed, struct diag *d)
{
	struct ystrings kept = {0};
	char err[256];
	int rc = 0;

	if (fs_mkdirs(p->testdata_dir, 0755, err, sizeof err) < 0)
		return diag_error(d, p->testdata_dir, 0, 0, "%s", err);
	/* data:'s own folders are the files, by name (the reader sorts them so). */
	for (size_t i = 0; rc == 0 && i < g->ndirs; i++) {
		const struct gen_dir *gd = &g->dirs[i];
		char name[PATH_MAX], *text = NULL;
		size_t len = 0;
		FILE *f;

		if (!*gd->path || strchr(gd->path, '/'))
			continue;
		if (!(f = open_memstream(&text, &len)))
			return diag_error(d, p->testdata_dir, 0, 0, "out of memory");
		rc = render(p, g, gd, dir, f, &kept, d);
		if (fclose(f) != 0 && rc == 0)
			rc = diag_error(d, p->testdata_dir, 0, 0, "out of memory");
		snprintf(name, sizeof name, "%s.yaml", gd->path);
		if (rc == 0)
			rc = put_file(p, name, text, len, &kept, d);
		free(text);
	}
	if (rc == 0)
		rc = remove_others(p, &kept, removed, d);
	ystrings_fini(&kept);
	return rc;
}

int
testdata_tree_clean(const struct problem *p, struct ystrings *removed, struct diag *d)
{
	return remove_others(p, NULL, removed, d);
}
