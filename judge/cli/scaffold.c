/* A new problem of the tree: the files judge new, judge receive and judge import --oj make. */
#include "scaffold.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/escape.h"
#include "base/units.h"

/* The longest sample written inline in samples.yaml; a longer one goes to files. */
#define INLINE_MAX 4096

/* What was made so far, removed again if a later step fails. */
struct made {
	char **paths;
	bool *dirs;
	size_t count;
};

static int
remember(struct made *m, const char *path, bool dir)
{
	char **paths = realloc(m->paths, (m->count + 1) * sizeof *paths);
	bool *dirs = paths ? realloc(m->dirs, (m->count + 1) * sizeof *dirs) : NULL;

	if (paths)
		m->paths = paths;
	if (dirs)
		m->dirs = dirs;
	if (!dirs || !(paths[m->count] = strdup(path)))
		return -1;
	dirs[m->count++] = dir;
	return 0;
}

/* Removes what m made (undo true), in reverse order, and forgets it. */
static void
forget(struct made *m, bool undo)
{
	for (size_t i = m->count; i-- > 0;) {
		if (undo)
			(m->dirs[i] ? rmdir : unlink)(m->paths[i]);
		free(m->paths[i]);
	}
	free(m->paths);
	free(m->dirs);
	memset(m, 0, sizeof *m);
}

static int
make_dir(struct made *m, const char *path, char *err, size_t errlen)
{
	struct stat st;

	if (mkdir(path, 0777) == 0) {
		if (remember(m, path, true) == 0)
			return 0;
		rmdir(path);
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	if (errno == EEXIST && stat(path, &st) == 0 && S_ISDIR(st.st_mode))
		return 0;
	snprintf(err, errlen, "cannot create folder '%s': %s", path,
		 errno == EEXIST ? "a file is in the way" : strerror(errno));
	return -1;
}

/* Writes the len bytes at text into the new file path; never replaces one. */
static int
make_file(struct made *m, const char *path, const char *text, size_t len, char *err,
	  size_t errlen)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
	FILE *f;

	if (fd < 0) {
		snprintf(err, errlen, "cannot create '%s': %s", path, strerror(errno));
		return -1;
	}
	if (remember(m, path, false) < 0) {
		close(fd);
		unlink(path);
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	if (!(f = fdopen(fd, "w"))) {
		close(fd);
		snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
		return -1;
	}
	fwrite(text, 1, len, f);
	int failed = ferror(f);

	if (fclose(f) != 0 || failed) {
		snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno ? errno : EIO));
		return -1;
	}
	return 0;
}

/*
 * Whether YAML's literal block (`|`) holds the len bytes at text exactly:
 * printable ASCII lines (tabs too), the first not starting with a space, one
 * line break at the end, not too long.
 */
static bool
inline_fits(const char *text, size_t len)
{
	if (!len || len > INLINE_MAX || text[len - 1] != '\n' ||
	    (len > 1 && text[len - 2] == '\n') || text[0] == ' ')
		return false;
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)text[i];

		if ((c < 0x20 && c != '\n' && c != '\t') || c >= 0x7f)
			return false;
	}
	return true;
}

/* The lines of text (inline_fits()) as a literal block, indented by six spaces. */
static void
literal_block(FILE *f, const char *key, const char *text, size_t len)
{
	fprintf(f, "    %s: |\n", key);
	for (size_t at = 0; at < len;) {
		const char *nl = memchr(text + at, '\n', len - at);
		size_t n = (size_t)(nl - (text + at));

		if (n)
			fprintf(f, "      %.*s", (int)n, text + at);
		fputc('\n', f);
		at += n + 1;
	}
}

/* The text of problem.yaml, with title, source and url quoted for YAML. */
static char *
problem_yaml(const struct scaffold *s)
{
	char *text = NULL, t[32], m[32];
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	if (!f)
		return NULL;
	fprintf(f, "# %s: what the problem is and how its answers are checked.\ntitle: ", s->id);
	escape_yaml(f, s->title);
	if (s->source) {
		fputs("\nsource: ", f);
		escape_yaml(f, s->source);
		fputc('\n', f);
	} else {
		fputs("\n# source: where the problem comes from\n", f);
	}
	if (s->url) {
		fputs("url: ", f);
		escape_yaml(f, s->url);
		fputc('\n', f);
	}
	fprintf(f, "limits:\n  time: %s\n  memory: %s\n"
		"# checker: lines   (the default is tokens; also exact, float and custom)\n",
		units_format_time(s->time_ms ? s->time_ms : 1000, t, sizeof t),
		units_format_bytes(s->memory_bytes ? s->memory_bytes : 256LL << 20, m, sizeof m));
	if (fclose(f) != 0) {
		free(text);
		return NULL;
	}
	return text;
}

static const char outline_fmt[] =
	"# %s\n"
	"\n"
	"The task, in a few sentences.\n"
	"\n"
	"## Input\n"
	"\n"
	"Two integers a and b on one line.\n"
	"\n"
	"## Output\n"
	"\n"
	"Their sum.\n"
	"\n"
	"## Example\n"
	"\n"
	"Input:\n"
	"\n"
	"    1 2\n"
	"\n"
	"Output:\n"
	"\n"
	"    3\n";

/* Writes testdata/ID/samples.yaml and the files of the samples it cannot hold inline. */
static int
write_samples(struct made *m, const char *dir, const struct scaffold *s, char *err,
	      size_t errlen)
{
	char *text = NULL, path[PATH_MAX];
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	int rc = 0;

	if (!f) {
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	fprintf(f, "# The examples of the statement of %s; more files (NAME.yaml) hold further "
		"cases.\n%s", s->id, s->nsamples ? "cases:\n" : "cases: []\n");
	for (size_t i = 0; i < s->nsamples && rc == 0; i++) {
		const struct scaffold_sample *sm = &s->samples[i];

		fputs(i ? "\n  - name: " : "  - name: ", f);
		if (sm->name)
			escape_yaml(f, sm->name);
		else
			fprintf(f, "sample-%zu", i + 1);
		fputc('\n', f);
		if (inline_fits(sm->input, sm->input_len) &&
		    inline_fits(sm->output, sm->output_len)) {
			literal_block(f, "input", sm->input, sm->input_len);
			literal_block(f, "output", sm->output, sm->output_len);
		} else {
			fprintf(f, "    input_file: sample-%zu.in\n"
				"    output_file: sample-%zu.ans\n", i + 1, i + 1);
			snprintf(path, sizeof path, "%s/sample-%zu.in", dir, i + 1);
			rc = make_file(m, path, sm->input, sm->input_len, err, errlen);
			snprintf(path, sizeof path, "%s/sample-%zu.ans", dir, i + 1);
			if (rc == 0)
				rc = make_file(m, path, sm->output, sm->output_len, err, errlen);
		}
		fputs("    tags: [sample]\n", f);
	}
	if (fclose(f) != 0 && rc == 0) {
		snprintf(err, errlen, "out of memory");
		rc = -1;
	}
	snprintf(path, sizeof path, "%s/samples.yaml", dir);
	if (rc == 0)
		rc = make_file(m, path, text, len, err, errlen);
	free(text);
	return rc;
}

/* The folders and files of a new problem. */
enum { PROBLEMS, PROBLEM, SOLUTIONS, TESTDATA, TESTDIR, NDIRS };
enum { YAML, STATEMENT, SOLUTION, SAMPLES, NFILES };

struct layout {
	char dirs[NDIRS][PATH_MAX], files[NFILES][PATH_MAX + 32];
};

static void
lay_out(struct layout *l, const char *root, const char *id)
{
	snprintf(l->dirs[PROBLEMS], PATH_MAX, "%s/problems", root);
	snprintf(l->dirs[PROBLEM], PATH_MAX, "%s/problems/%s", root, id);
	snprintf(l->dirs[SOLUTIONS], PATH_MAX, "%s/solutions", root);
	snprintf(l->dirs[TESTDATA], PATH_MAX, "%s/testdata", root);
	snprintf(l->dirs[TESTDIR], PATH_MAX, "%s/testdata/%s", root, id);
	snprintf(l->files[YAML], sizeof l->files[YAML], "%s/problem.yaml", l->dirs[PROBLEM]);
	snprintf(l->files[STATEMENT], sizeof l->files[STATEMENT], "%s/statement.md",
		 l->dirs[PROBLEM]);
	snprintf(l->files[SOLUTION], sizeof l->files[SOLUTION], "%s/%s.c", l->dirs[SOLUTIONS], id);
	snprintf(l->files[SAMPLES], sizeof l->files[SAMPLES], "%s/samples.yaml", l->dirs[TESTDIR]);
}

int
scaffold_existing(const char *root, const struct scaffold *s, FILE *out)
{
	struct layout l;
	int n = 0;

	lay_out(&l, root, s->id);
	for (int i = 0; i < NFILES; i++) {
		struct stat st;

		if ((i != SOLUTION || s->solution) && lstat(l.files[i], &st) == 0) {
			if (out) {
				fputs("judge: '", out);
				escape_line(out, l.files[i]);
				fputs("' already exists\n", out);
			}
			n++;
		}
	}
	return n;
}

int
scaffold_write(const char *root, const struct scaffold *s, FILE *made, char *err, size_t errlen)
{
	struct layout l;
	struct made m = {0};
	int rc = 0;

	lay_out(&l, root, s->id);
	char *yaml = problem_yaml(s), *statement = NULL;

	if (!yaml || (s->statement ? !(statement = strdup(s->statement))
			: asprintf(&statement, outline_fmt, s->title) < 0)) {
		free(yaml);
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	for (int i = 0; i < NDIRS && rc == 0; i++)
		if (i != SOLUTIONS || s->solution)
			rc = make_dir(&m, l.dirs[i], err, errlen);
	if (rc == 0)
		rc = make_file(&m, l.files[YAML], yaml, strlen(yaml), err, errlen);
	if (rc == 0)
		rc = make_file(&m, l.files[STATEMENT], statement, strlen(statement), err, errlen);
	if (rc == 0 && s->solution)
		rc = make_file(&m, l.files[SOLUTION], s->solution, strlen(s->solution), err,
			       errlen);
	if (rc == 0)
		rc = write_samples(&m, l.dirs[TESTDIR], s, err, errlen);
	free(yaml);
	free(statement);
	for (size_t i = 0; rc == 0 && made && i < m.count; i++)
		if (!m.dirs[i])
			fprintf(made, "created %s\n", m.paths[i]);
	forget(&m, rc < 0);
	return rc;
}

void
scaffold_id(const char *text, char *id, size_t len)
{
	size_t n = 0;
	bool dash = false;

	for (const unsigned char *s = (const unsigned char *)text; *s && n + 2 < len && n < 63;
	     s++) {
		if (isalnum(*s) && *s < 0x80) {
			if (dash && n)
				id[n++] = '-';
			id[n++] = (char)tolower(*s);
			dash = false;
		} else {
			dash = true;
		}
	}
	id[n] = '\0';
}
