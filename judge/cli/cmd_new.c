/* judge new: scaffold a problem that `judge check` accepts and `judge run` can judge at once. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "base/escape.h"
#include "problem/problem.h"
#include "root.h"

static const char usage[] =
	"usage: judge new [OPTIONS] ID\n"
	"\n"
	"Creates a new problem in the tree:\n"
	"  problems/ID/problem.yaml    title, source and limits (1s CPU, 256MiB)\n"
	"  problems/ID/statement.md    a statement outline\n"
	"  solutions/ID.c              a solution reading stdin and writing stdout\n"
	"  testdata/ID/samples.yaml    one sample case\n"
	"The placeholder solution adds two integers and the sample expects their sum,\n"
	"so 'judge run ID' works at once; replace all four with the real problem.\n"
	"Nothing is overwritten: when any of the four files exists, nothing is created.\n"
	"ID is 1 to 64 letters, digits, '-', '_' and '.', not starting with '.' or '-'.\n"
	"\n"
	"Options:\n"
	"  -t, --title TITLE   the problem's title (default: ID)\n"
	"  -s, --source TEXT   where the problem comes from (e.g. 'LeetCode 464')\n"
	"      --root DIR      the problem tree (default as for 'judge run'); DIR may\n"
	"                      still lack problems/, which is then created\n"
	"  -h, --help          print this help\n"
	"\n"
	"Exit codes: 0 created, 2 usage error (a bad ID, an existing file), 3 a file\n"
	"could not be written (nothing is left behind).\n";

/* What the options say. */
struct new_options {
	const char *title, *source, *root;
};

/* In the order of the help. */
static const struct cli_option new_options[] = {
	CLI_STRING_OPTION(struct new_options, "title", 't', title),
	CLI_STRING_OPTION(struct new_options, "source", 's', source),
	CLI_STRING_OPTION(struct new_options, "root", 0, root),
};

static const struct cli_command new_command = {
	.name = "new",
	.help = usage,
	CLI_OPTIONS(new_options),
};

/* The folders and files of a new problem. */
enum { PROBLEMS, PROBLEM, SOLUTIONS, TESTDATA, TESTDIR, NDIRS };
enum { YAML, STATEMENT, SOLUTION, SAMPLES, NFILES };

/* What was created so far, removed again if a later step fails. */
struct created {
	char path[NDIRS + NFILES][PATH_MAX];
	bool is_dir[NDIRS + NFILES];
	int count;
};

static void
undo(struct created *c)
{
	for (int i = c->count - 1; i >= 0; i--) {
		if (c->is_dir[i])
			rmdir(c->path[i]);
		else
			unlink(c->path[i]);
	}
	c->count = 0;
}

static int
make_dir(struct created *c, const char *path, char *err, size_t errlen)
{
	if (mkdir(path, 0777) == 0) {
		snprintf(c->path[c->count], PATH_MAX, "%s", path);
		c->is_dir[c->count++] = true;
		return 0;
	}
	struct stat st;
	if (errno == EEXIST && stat(path, &st) == 0 && S_ISDIR(st.st_mode))
		return 0;
	snprintf(err, errlen, "cannot create folder '%s': %s", path,
		 errno == EEXIST ? "a file is in the way" : strerror(errno));
	return -1;
}

/* Writes text into the new file path; never replaces an existing one. */
static int
make_file(struct created *c, const char *path, const char *text, char *err, size_t errlen)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
	if (fd < 0) {
		snprintf(err, errlen, "cannot create '%s': %s", path, strerror(errno));
		return -1;
	}
	snprintf(c->path[c->count], PATH_MAX, "%s", path);
	c->is_dir[c->count++] = false;
	FILE *f = fdopen(fd, "w");
	if (!f) {
		close(fd);
		snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
		return -1;
	}
	fputs(text, f);
	int failed = ferror(f);
	if (fclose(f) != 0 || failed) {
		snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

/* The text of problem.yaml, with title and source quoted for YAML. */
static char *
problem_yaml(const char *id, const char *title, const char *source)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	if (!f)
		return NULL;
	fprintf(f, "# %s: what the problem is and how its answers are checked.\ntitle: ", id);
	escape_yaml(f, title);
	if (source) {
		fputs("\nsource: ", f);
		escape_yaml(f, source);
		fputc('\n', f);
	} else {
		fputs("\n# source: where the problem comes from\n", f);
	}
	fputs("limits:\n"
	      "  time: 1s\n"
	      "  memory: 256MiB\n"
	      "# checker: lines   (the default is tokens; also exact, float and custom)\n",
	      f);
	if (fclose(f) != 0) {
		free(text);
		return NULL;
	}
	return text;
}

static const char statement_fmt[] =
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

static const char solution_fmt[] =
	"/* %s: reads the input from standard input, writes the answer to standard output. */\n"
	"#include <stdio.h>\n"
	"\n"
	"int\n"
	"main(void)\n"
	"{\n"
	"\tlong long a, b;\n"
	"\n"
	"\tif (scanf(\"%%lld %%lld\", &a, &b) != 2)\n"
	"\t\treturn 1;\n"
	"\tprintf(\"%%lld\\n\", a + b);\n"
	"\treturn 0;\n"
	"}\n";

static const char samples_fmt[] =
	"# The examples of the statement of %s; more files (NAME.yaml) hold further cases.\n"
	"cases:\n"
	"  - name: sample-1\n"
	"    input: |\n"
	"      1 2\n"
	"    output: |\n"
	"      3\n";

/* The root to create in: --root as given (problems/ may be missing), else the usual search. */
static void
find_root(const char *option, char *root, size_t len)
{
	char err[512];
	if (!option) {
		if (root_find(NULL, root, len, err, sizeof err) < 0)
			die(EXIT_USAGE, "%s", err);
		return;
	}
	char real[PATH_MAX];
	struct stat st;
	if (!realpath(option, real) || stat(real, &st) < 0)
		die(EXIT_USAGE, "cannot use --root '%s': %s", option, strerror(errno));
	if (!S_ISDIR(st.st_mode))
		die(EXIT_USAGE, "--root '%s' is not a folder", option);
	snprintf(root, len, "%s", real);
}

int
cmd_new(int argc, char **argv)
{
	struct new_options o = {NULL};
	int first = cli_parse(&new_command, argc, argv, &o);
	if (first == argc)
		usage_error("new", "no problem id given");
	if (argc - first > 1)
		usage_error("new", "one problem at a time (got '%s' and '%s')", argv[first],
			    argv[first + 1]);
	const char *id = argv[first];
	if (!problem_id_valid(id))
		usage_error("new",
			    "invalid problem id '%s' (use 1 to 64 letters, digits, '-', '_' and "
			    "'.', not starting with '.' or '-')",
			    id);
	if (o.title && !*o.title)
		usage_error("new", "--title must not be empty");
	if (o.source && !*o.source)
		usage_error("new", "--source must not be empty");

	char root[PATH_MAX];
	find_root(o.root, root, sizeof root);

	char dirs[NDIRS][PATH_MAX], files[NFILES][PATH_MAX + 32];
	snprintf(dirs[PROBLEMS], PATH_MAX, "%s/problems", root);
	snprintf(dirs[PROBLEM], PATH_MAX, "%s/problems/%s", root, id);
	snprintf(dirs[SOLUTIONS], PATH_MAX, "%s/solutions", root);
	snprintf(dirs[TESTDATA], PATH_MAX, "%s/testdata", root);
	snprintf(dirs[TESTDIR], PATH_MAX, "%s/testdata/%s", root, id);
	snprintf(files[YAML], sizeof files[YAML], "%s/problem.yaml", dirs[PROBLEM]);
	snprintf(files[STATEMENT], sizeof files[STATEMENT], "%s/statement.md", dirs[PROBLEM]);
	snprintf(files[SOLUTION], sizeof files[SOLUTION], "%s/%s.c", dirs[SOLUTIONS], id);
	snprintf(files[SAMPLES], sizeof files[SAMPLES], "%s/samples.yaml", dirs[TESTDIR]);

	/* Look before touching anything: all four must be new. */
	int existing = 0;
	for (int i = 0; i < NFILES; i++) {
		struct stat st;
		if (lstat(files[i], &st) == 0) {
			fprintf(stderr, "judge: '%s' already exists\n", files[i]);
			existing++;
		}
	}
	if (existing)
		die(EXIT_USAGE, "nothing was created: problem '%s' would overwrite %d file%s", id,
		    existing, existing == 1 ? "" : "s");

	char *yaml = problem_yaml(id, o.title ? o.title : id, o.source);
	char *statement = NULL, *solution = NULL, *samples = NULL;
	if (!yaml || asprintf(&statement, statement_fmt, o.title ? o.title : id) < 0 ||
	    asprintf(&solution, solution_fmt, id) < 0 || asprintf(&samples, samples_fmt, id) < 0)
		die(EXIT_JUDGE_ERROR, "out of memory");

	struct created made = {0};
	char err[PATH_MAX + 128];
	const char *texts[NFILES] = {yaml, statement, solution, samples};
	int rc = 0;
	for (int i = 0; i < NDIRS && rc == 0; i++)
		rc = make_dir(&made, dirs[i], err, sizeof err);
	for (int i = 0; i < NFILES && rc == 0; i++)
		rc = make_file(&made, files[i], texts[i], err, sizeof err);
	free(yaml);
	free(statement);
	free(solution);
	free(samples);
	if (rc < 0) {
		undo(&made);
		die(EXIT_JUDGE_ERROR, "%s; nothing was created", err);
	}
	for (int i = 0; i < NFILES; i++)
		printf("created %s\n", files[i]);
	printf("next: write the statement, the solution and the testdata, then run\n"
	       "  judge check %s && judge run %s\n",
	       id, id);
	return 0;
}
