/* judge export and judge import: a problem to a Kattis/ICPC package and back. */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "base/fsutil.h"
#include "pipeline/pipeline.h"
#include "problem/convert.h"
#include "problem/package.h"
#include "problem/problem_set.h"
#include "problem/zipfile.h"
#include "root.h"
#include "scaffold.h"
#include "sandbox/sandbox.h"
#include "timelimit.h"

static const char export_usage[] =
	"usage: judge export [OPTIONS] PROBLEM DIR\n"
	"       judge export --zip [OPTIONS] PROBLEM FILE.zip\n"
	"\n"
	"Writes PROBLEM, a problem of the tree in the judge's format, to the folder DIR\n"
	"as a Kattis/ICPC problem package (problem_format_version 2025-09):\n"
	"  problem.yaml               name, source, keywords, limits (time_limit in seconds,\n"
	"                             memory and output in MiB)\n"
	"  statement/problem.en.md    the statement\n"
	"  data/sample/               the cases tagged sample\n"
	"  data/secret/STEM/          the cases of testdata/PROBLEM/STEM.yaml, a test data\n"
	"                             group whose test_group.yaml holds its checker as the\n"
	"                             default validator's output_validator_args\n"
	"  output_validator/          a custom checker of the Kattis protocol\n"
	"  submissions/EXPECTED/      the submissions, and the main solution as accepted\n"
	"What a package cannot express is a warning, never dropped silently: a wall-clock\n"
	"limit, per-file or per-case limits, tags, compile: flags, and a built-in checker\n"
	"the default validator does not mean exactly (lines, float, order: any: exported\n"
	"as the nearest flags).  A testlib-protocol checker cannot be exported (exit 2).\n"
	"DIR must be missing or empty.\n"
	"With --zip, the package is written as a zip archive at FILE.zip instead, its\n"
	"files at the archive's top as DOMjudge and Kattis take it; a problem that is a\n"
	"package already is archived as it is (names starting with '.' left out, but\n"
	".timelimit).\n"
	"\n"
	"Options:\n"
	"      --zip           write a zip archive, not a folder\n"
	"      --force         replace DIR's contents (or the archive)\n"
	"      --strict        a loss is an error: write nothing and exit 1\n"
	"      --root DIR      the problem tree (default as for 'judge run')\n"
	"  -h, --help          print this help\n"
	"\n"
	"Exit codes: 0 exported (perhaps with warnings), 1 --strict and something would be\n"
	"lost, 2 usage error, invalid problem, something that cannot be exported or a\n"
	"non-empty DIR, 3 a file could not be written (nothing is left behind).\n";

static const char import_usage[] =
	"usage: judge import [OPTIONS] DIR [ID]\n"
	"       judge import --oj [OPTIONS] DIR [ID]\n"
	"\n"
	"Writes the Kattis/ICPC problem package DIR (any format version the judge reads)\n"
	"into the tree as problem ID (default: DIR's name) in the judge's format:\n"
	"  problems/ID/problem.yaml        title, source, tags, limits; the checker: kattis\n"
	"                                  with the validator's flags, or the custom one\n"
	"                                  copied to problems/ID/output_validator\n"
	"  problems/ID/statement.md        from statement/problem.en.md\n"
	"  testdata/ID/NN-GROUP.yaml       a file per folder of cases, in the package's order\n"
	"  solutions/ID.EXT                the first accepted submission of one file\n"
	"  problems/ID/submissions/...     the other submissions, under their verdicts\n"
	"A package without a time limit has it derived first, from its accepted\n"
	"submissions (they are run), and imported as fixed.  What the judge's format cannot\n"
	"express is a warning, never dropped silently: input validators, .desc and .hint,\n"
	"output validator arguments, other submission folders, a LaTeX statement...\n"
	"With --oj, DIR is a folder of online-judge-tools (oj download): its samples,\n"
	"test/NAME.in and test/NAME.out (or DIR's own), become the sample cases of a new\n"
	"problem ID (default: DIR's name, reduced to lowercase letters, digits and '-'),\n"
	"as 'judge new' and 'judge receive' make one: problem.yaml (1s, 256MiB: set the\n"
	"problem's), statement.md and testdata/ID/samples.yaml.\n"
	"\n"
	"Options:\n"
	"      --oj            DIR is an oj folder of samples, not a package\n"
	"      --force         replace an existing problem ID (problem, testdata, solution)\n"
	"      --strict        a loss is an error: write nothing and exit 1\n"
	"      --root DIR      the problem tree (default as for 'judge run')\n"
	"      --trusted       derive a time limit even where runs would not be isolated\n"
	"  -h, --help          print this help\n"
	"\n"
	"Exit codes: 0 imported (perhaps with warnings), 1 --strict and something would be\n"
	"lost, 2 usage error, invalid package or an existing problem ID, 3 a file could not\n"
	"be written or the time limit not derived (nothing is left behind).\n";

/* What the options say. */
struct convert_options {
	bool force, strict, trusted, oj, zip;
	const char *root;
};

static const struct cli_option export_options[] = {
	CLI_FLAG_OPTION(struct convert_options, "zip", 0, zip),
	CLI_FLAG_OPTION(struct convert_options, "force", 0, force),
	CLI_FLAG_OPTION(struct convert_options, "strict", 0, strict),
	CLI_STRING_OPTION(struct convert_options, "root", 0, root),
};

static const struct cli_option import_options[] = {
	CLI_FLAG_OPTION(struct convert_options, "oj", 0, oj),
	CLI_FLAG_OPTION(struct convert_options, "force", 0, force),
	CLI_FLAG_OPTION(struct convert_options, "strict", 0, strict),
	CLI_STRING_OPTION(struct convert_options, "root", 0, root),
	CLI_FLAG_OPTION(struct convert_options, "trusted", 0, trusted),
};

static const struct cli_command export_command = {
	.name = "export",
	.help = export_usage,
	CLI_OPTIONS(export_options),
};

static const struct cli_command import_command = {
	.name = "import",
	.help = import_usage,
	CLI_OPTIONS(import_options),
};

/* Prints d and exits 2 when it holds an error. */
static void
stop_on_errors(struct diag *d, const char *what)
{
	diag_print(d, stderr);
	if (d->errors)
		die(EXIT_USAGE, "%zu error%s in %s; nothing was written", d->errors,
		    d->errors == 1 ? "" : "s", what);
	diag_fini(d);
	diag_init(d);
}

/*
 * After a conversion into stage: prints d, and on an error or (strict) a
 * loss removes stage and exits.  Returns how many losses were named.
 */
static size_t
settle(int rc, struct diag *d, const char *stage, bool strict)
{
	size_t losses = d->count - d->errors;

	diag_print(d, stderr);
	if (rc < 0 || (strict && losses)) {
		fs_remove_tree(stage);
		if (rc < 0)
			die(rc == CONVERT_UNWRITTEN ? EXIT_JUDGE_ERROR : EXIT_USAGE,
			    "%zu error%s; nothing was written", d->errors, d->errors == 1 ? "" : "s");
		die(EXIT_NOT_ACCEPTED, "%zu loss%s (warnings above); nothing was written "
		    "(--strict)", losses, losses == 1 ? "" : "es");
	}
	diag_fini(d);
	return losses;
}

/* Is path a folder with something in it (missing: no)? A file there is a usage error. */
static bool
occupied(const char *path)
{
	struct stat st;
	DIR *dh;
	struct dirent *de;
	bool any = false;

	if (lstat(path, &st) < 0)
		return false;
	if (!S_ISDIR(st.st_mode))
		die(EXIT_USAGE, "'%s' is not a folder", path);
	if (!(dh = opendir(path)))
		die(EXIT_USAGE, "cannot open '%s': %s", path, strerror(errno));
	while (!any && (de = readdir(dh)))
		any = strcmp(de->d_name, ".") && strcmp(de->d_name, "..");
	closedir(dh);
	return any;
}

/*
 * export --zip: p (a package, as it is; else converted into a folder aside)
 * as the zip archive path.
 */
static int
export_zip(const struct convert_options *o, struct problem *p, struct testdata *td,
	   const char *path, struct language_table *t)
{
	char stage[PATH_MAX + 32];
	struct diag d;
	size_t files, losses = 0;

	struct stat st;

	if (lstat(path, &st) == 0 && !o->force)
		die(EXIT_USAGE, "'%s' exists; nothing was written (--force replaces it)", path);
	diag_init(&d);
	if (p->format) {
		snprintf(stage, sizeof stage, "%s", p->dir);
	} else {
		snprintf(stage, sizeof stage, "%s.export-XXXXXX", path);
		if (!mkdtemp(stage))
			die(EXIT_JUDGE_ERROR, "cannot create '%s': %s", stage, strerror(errno));
		losses = settle(convert_write_package(p, td, stage, &d), &d, stage, o->strict);
		diag_init(&d);
	}
	int rc = zipfile_write(stage, path, o->force, &files, &d);

	if (!p->format)
		fs_remove_tree(stage);
	diag_print(&d, stderr);
	if (rc < 0)
		die(EXIT_JUDGE_ERROR, "nothing was written");
	losses += d.count;
	printf("exported %s to %s (%zu file%s, %zu warning%s)\n", p->id, path, files,
	       files == 1 ? "" : "s", losses, losses == 1 ? "" : "s");
	diag_fini(&d);
	testdata_fini(td);
	problem_free(p);
	language_table_fini(t);
	return EXIT_ALL_ACCEPTED;
}

int
cmd_export(int argc, char **argv)
{
	struct convert_options o = {0};
	int first = cli_parse(&export_command, argc, argv, &o);

	if (argc - first != 2)
		usage_error("export", "expected a problem and a folder (got %d operand%s)",
			    argc - first, argc - first == 1 ? "" : "s");
	char name[PATH_MAX], dir[PATH_MAX], root[PATH_MAX], err[512], stage[PATH_MAX + 32];

	snprintf(dir, sizeof dir, "%s", argv[first + 1]);
	for (size_t n = strlen(dir); n > 1 && dir[n - 1] == '/'; n--)
		dir[n - 1] = '\0';
	if (root_find(o.root, root, sizeof root, err, sizeof err) < 0 ||
	    root_argument(root, argv[first], name, sizeof name, err, sizeof err) < 0)
		die(EXIT_USAGE, "%s", err);

	struct language_table t;
	struct testdata td = {0};
	struct diag d;
	struct problem *p = NULL;

	diag_init(&d);
	if (language_table_load(&t, root, &d) == 0 &&
	    (p = problem_set_load_one(root, name, &t, &d)) && !d.errors)
		testdata_load(p, &td, &d);
	stop_on_errors(&d, "problem files");
	if (p->format && !o.zip)
		die(EXIT_USAGE, "'%s' is a package already (%s): copy its folder, or give --zip",
		    p->id, p->dir);
	if (o.zip)
		return export_zip(&o, p, &td, dir, &t);
	if (occupied(dir) && !o.force)
		die(EXIT_USAGE, "'%s' is not empty; nothing was written (--force replaces it)", dir);

	/* DIR's parent folders, made if missing; the package is made aside, then renamed. */
	snprintf(stage, sizeof stage, "%s", dir);
	char *slash = strrchr(stage, '/');

	if (slash && slash != stage) {
		*slash = '\0';
		if (fs_mkdirs(stage, 0777, err, sizeof err) < 0)
			die(EXIT_JUDGE_ERROR, "%s", err);
	}
	snprintf(stage, sizeof stage, "%s.export-XXXXXX", dir);
	if (!mkdtemp(stage))
		die(EXIT_JUDGE_ERROR, "cannot create '%s': %s", stage, strerror(errno));
	size_t losses = settle(convert_write_package(p, &td, stage, &d), &d, stage, o.strict);

	if (fs_remove_tree(dir) < 0 || rename(stage, dir) < 0) {
		int e = errno;

		fs_remove_tree(stage);
		die(EXIT_JUDGE_ERROR, "cannot put the package at '%s': %s", dir, strerror(e));
	}
	printf("exported %s to %s (%zu warning%s)\n", p->id, dir, losses, losses == 1 ? "" : "s");
	testdata_fini(&td);
	problem_free(p);
	language_table_fini(&t);
	return EXIT_ALL_ACCEPTED;
}

/* Derives package p's time limit from the submissions that bound it, as `judge run` does. */
static void
derive(struct problem *p, const struct language_table *t, const struct testdata *td,
       bool trusted)
{
	struct pipeline_options popts = {0};
	struct timelimit_derived tl;
	struct sandbox_report sb;
	char err[1024];
	struct pipeline *pl = pipeline_new(&popts, err, sizeof err);

	if (!pl)
		die(EXIT_JUDGE_ERROR, "cannot set up the sandbox: %s", err);
	pipeline_describe(pl, &sb);
	cli_require_isolation(&sb, trusted);
	struct expectation_set es;

	cli_load_expectations(p, t, td, &es);
	if (timelimit_derive(pl, t, p, td, &es, &tl, err, sizeof err) < 0)
		die(EXIT_JUDGE_ERROR, "%s: %s; nothing was written", p->id, err);
	timelimit_describe(p, &tl, err, sizeof err);
	fprintf(stderr, "judge: %s: %s\n", p->id, err);
	expectation_set_fini(&es);
	pipeline_free(pl);
}

/* The paths problem id takes in the tree at root: its folders, then its solutions' folder. */
enum { T_PROBLEM, T_TESTDATA, T_COUNT };

/* Removes (remove) or lists what of id the tree at root holds; returns how many. */
static int
existing(const char *root, const char *id, bool remove)
{
	static const char *const parts[T_COUNT] = {"problems", "testdata"};
	char path[PATH_MAX * 2];
	struct stat st;
	DIR *dh;
	struct dirent *de;
	size_t n = strlen(id);
	int found = 0;

	for (int i = 0; i < T_COUNT; i++) {
		snprintf(path, sizeof path, "%s/%s/%s", root, parts[i], id);
		if (lstat(path, &st) < 0)
			continue;
		found++;
		if (remove ? fs_remove_tree(path) < 0 : fprintf(stderr, "judge: '%s' exists\n",
								  path) < 0)
			die(EXIT_JUDGE_ERROR, "cannot remove '%s': %s", path, strerror(errno));
	}
	snprintf(path, sizeof path, "%s/solutions", root);
	if (!(dh = opendir(path)))
		return found;
	while ((de = readdir(dh))) {
		if (strncmp(de->d_name, id, n) || de->d_name[n] != '.' || !de->d_name[n + 1])
			continue;
		found++;
		snprintf(path, sizeof path, "%s/solutions/%s", root, de->d_name);
		if (remove ? fs_remove_tree(path) < 0 : fprintf(stderr, "judge: '%s' exists\n",
								  path) < 0)
			die(EXIT_JUDGE_ERROR, "cannot remove '%s': %s", path, strerror(errno));
	}
	closedir(dh);
	return found;
}

/* Moves what stage holds under folder part (problems, testdata, solutions) into root's. */
static int
move_part(const char *stage, const char *root, const char *part, char *err, size_t errlen)
{
	char from[PATH_MAX * 2], to[PATH_MAX * 2];
	struct dirent *de;
	DIR *dh;
	int rc = 0;

	snprintf(from, sizeof from, "%s/%s", stage, part);
	if (!(dh = opendir(from)))
		return 0;
	snprintf(to, sizeof to, "%s/%s", root, part);
	if (fs_mkdirs(to, 0777, err, errlen) < 0) {
		closedir(dh);
		return -1;
	}
	while (rc == 0 && (de = readdir(dh))) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		snprintf(from, sizeof from, "%s/%s/%s", stage, part, de->d_name);
		snprintf(to, sizeof to, "%s/%s/%s", root, part, de->d_name);
		if ((rc = rename(from, to)) < 0)
			snprintf(err, errlen, "cannot move '%s' to '%s': %s", from, to,
				 strerror(errno));
	}
	closedir(dh);
	return rc;
}

/* The file at path whole, at most max bytes, into a new string of *len bytes; NULL with errno. */
static char *
read_whole(const char *path, size_t max, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *text = f ? malloc(max + 1) : NULL;
	size_t got = 0, n;

	if (!text) {
		if (f)
			fclose(f);
		return NULL;
	}
	while ((n = fread(text + got, 1, max + 1 - got, f)) > 0 && got <= max)
		got += n;
	int failed = ferror(f);

	fclose(f);
	if (failed || got > max) {
		free(text);
		errno = failed ? EIO : EFBIG;
		return NULL;
	}
	text[got] = '\0';
	*len = got;
	return text;
}

/* The largest oj sample read. */
#define OJ_SAMPLE_MAX (16 << 20)

/* scandir's filter: NAME.in files. */
static int
dot_in(const struct dirent *de)
{
	size_t n = strlen(de->d_name);

	return de->d_name[0] != '.' && n > 3 && !strcmp(de->d_name + n - 3, ".in");
}

/* scandir's filter: no name that starts with a dot. */
static int
not_dot(const struct dirent *de)
{
	return de->d_name[0] != '.';
}

/* The folder a zip archive is extracted into, removed at exit. */
static char unzip_dir[PATH_MAX];

static void
remove_unzipped(void)
{
	if (unzip_dir[0])
		fs_remove_tree(unzip_dir);
}

/*
 * Extracts the zip archive path into a folder of its own (removed when the
 * judge exits) and returns the package in it: its top, or its one folder
 * (the spec's "archive of such a directory"); *stem is the archive's name
 * without .zip or .kpp, the problem's id by default.
 */
static const char *
unzip(const char *path, char *out, size_t len, char **stem)
{
	const char *tmp = getenv("TMPDIR");
	const char *base = strrchr(path, '/');
	struct diag d;
	struct dirent **names;
	int n, folders = 0, others = 0;

	snprintf(unzip_dir, sizeof unzip_dir, "%s/judge-import-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	if (!mkdtemp(unzip_dir))
		die(EXIT_JUDGE_ERROR, "cannot create '%s': %s", unzip_dir, strerror(errno));
	atexit(remove_unzipped);
	diag_init(&d);
	if (zipfile_extract(path, unzip_dir, &d) < 0) {
		diag_print(&d, stderr);
		die(EXIT_USAGE, "'%s' cannot be imported", path);
	}
	diag_fini(&d);
	base = base ? base + 1 : path;
	size_t stemlen = strlen(base);

	if (stemlen > 4 && (!strcmp(base + stemlen - 4, ".zip") ||
			    !strcmp(base + stemlen - 4, ".kpp")))
		stemlen -= 4;
	if (!(*stem = strndup(base, stemlen)))
		die(EXIT_JUDGE_ERROR, "out of memory");
	snprintf(out, len, "%s", unzip_dir);
	if (package_detect(out))
		return out;
	/* The one folder at the top (a Mac's __MACOSX beside it aside). */
	if ((n = scandir(unzip_dir, &names, not_dot, alphasort)) < 0)
		die(EXIT_JUDGE_ERROR, "cannot read '%s': %s", unzip_dir, strerror(errno));
	for (int i = 0; i < n; i++) {
		struct stat st;
		char inner[PATH_MAX * 2];

		snprintf(inner, sizeof inner, "%s/%s", unzip_dir, names[i]->d_name);
		if (strcmp(names[i]->d_name, "__MACOSX") && stat(inner, &st) == 0 &&
		    S_ISDIR(st.st_mode) && ++folders == 1)
			snprintf(out, len, "%s", inner);
		else if (strcmp(names[i]->d_name, "__MACOSX"))
			others++;
		free(names[i]);
	}
	free(names);
	if (folders != 1 || others || !package_detect(out))
		die(EXIT_USAGE, "'%s' holds no package: no problem.yaml and data/ at its top, nor "
		    "in its one folder", path);
	return out;
}

/* judge import --oj: oj's test/NAME.in and NAME.out as the samples of a new problem. */
static int
import_oj(const struct convert_options *o, const char *dir, const char *given)
{
	char folder[PATH_MAX], real[PATH_MAX], root[PATH_MAX], id[72], err[PATH_MAX + 128];
	struct dirent **names;
	struct stat st;
	int n;

	snprintf(folder, sizeof folder, "%s/test", dir);
	if (stat(folder, &st) < 0 || !S_ISDIR(st.st_mode))
		snprintf(folder, sizeof folder, "%s", dir);
	if (!realpath(dir, real) || (n = scandir(folder, &names, dot_in, versionsort)) < 0)
		die(EXIT_USAGE, "cannot read '%s': %s", folder, strerror(errno));
	/* DIR's name; oj's test/ itself given: its parent's. */
	char *base = strrchr(real, '/');

	if (base && !strcmp(base, "/test") && base != real) {
		*base = '\0';
		base = strrchr(real, '/');
	}
	if (given)
		snprintf(id, sizeof id, "%s", given);
	else
		scaffold_id(base ? base + 1 : real, id, sizeof id);
	if (!problem_id_valid(id))
		usage_error("import", "invalid problem id '%s' (use 1 to 64 letters, digits, '-', "
			    "'_' and '.', not starting with '.' or '-'; give one after DIR)", id);
	if (root_find(o->root, root, sizeof root, err, sizeof err) < 0)
		die(EXIT_USAGE, "%s", err);
	if (existing(root, id, false) && !o->force)
		die(EXIT_USAGE, "problem '%s' exists in '%s'; nothing was written (--force "
		    "replaces it)", id, root);

	struct scaffold_sample *samples = calloc((size_t)n + 1, sizeof *samples);
	size_t count = 0;

	if (!samples)
		die(EXIT_JUDGE_ERROR, "out of memory");
	for (int i = 0; i < n; i++) {
		char in[PATH_MAX * 2], out[PATH_MAX * 2];
		struct scaffold_sample *sm = &samples[count];

		snprintf(in, sizeof in, "%s/%s", folder, names[i]->d_name);
		snprintf(out, sizeof out, "%.*s.out", (int)strlen(in) - 3, in);
		names[i]->d_name[strlen(names[i]->d_name) - 3] = '\0';
		sm->name = strdup(names[i]->d_name);
		free(names[i]);
		if (!sm->name)
			die(EXIT_JUDGE_ERROR, "out of memory");
		if (stat(out, &st) < 0) {
			fprintf(stderr, "judge: warning: '%s' has no '.out': left out\n", in);
			free((char *)sm->name);
			sm->name = NULL;
			continue;
		}
		if (!(sm->input = read_whole(in, OJ_SAMPLE_MAX, &sm->input_len)) ||
		    !(sm->output = read_whole(out, OJ_SAMPLE_MAX, &sm->output_len)))
			die(EXIT_USAGE, "cannot read '%s': %s", sm->input ? out : in,
			    strerror(errno));
		count++;
	}
	free(names);
	if (!count)
		die(EXIT_USAGE, "'%s' has no samples (oj's NAME.in and NAME.out)", folder);
	char *statement = NULL;

	if (asprintf(&statement, "# %s\n\nThe samples came from online-judge-tools (`oj "
		     "download`), in %s; `judge statement %s` shows them.\n", id, folder, id) < 0)
		die(EXIT_JUDGE_ERROR, "out of memory");
	const struct scaffold s = {.id = id, .title = id, .statement = statement,
				   .samples = samples, .nsamples = count};

	if (o->force)
		existing(root, id, true);
	if (scaffold_write(root, &s, stdout, err, sizeof err) < 0)
		die(EXIT_JUDGE_ERROR, "%s; nothing was written", err);
	printf("imported %zu sample%s of %s as %s into %s; set its limits in "
	       "problems/%s/problem.yaml\n", count, count == 1 ? "" : "s", folder, id, root, id);
	for (size_t i = 0; i < count; i++) {
		free((char *)samples[i].input);
		free((char *)samples[i].output);
		free((char *)samples[i].name);
	}
	free(samples);
	free(statement);
	return EXIT_ALL_ACCEPTED;
}

int
cmd_import(int argc, char **argv)
{
	struct convert_options o = {0};
	int first = cli_parse(&import_command, argc, argv, &o);

	if (argc - first < 1 || argc - first > 2)
		usage_error("import", "expected a package's folder and an optional id");
	const char *dir = argv[first];

	if (o.oj)
		return import_oj(&o, dir, argc - first == 2 ? argv[first + 1] : NULL);
	/* A zip archive: extracted aside, every entry checked, then read as any package. */
	char unzipped[PATH_MAX];
	char *stem = NULL;

	if (zipfile_detect(dir))
		dir = unzip(dir, unzipped, sizeof unzipped, &stem);
	char root[PATH_MAX], err[PATH_MAX * 4], stage[PATH_MAX + 32];
	char *id = argc - first == 2 ? strdup(argv[first + 1]) : stem ? stem : package_id(dir);

	if (stem && id != stem)
		free(stem);

	if (!package_detect(dir))
		die(EXIT_USAGE, "'%s' is not a package (a folder with problem.yaml and data/)", dir);
	if (!id || !problem_id_valid(id))
		usage_error("import", "invalid problem id '%s' (use 1 to 64 letters, digits, '-', "
			    "'_' and '.', not starting with '.' or '-'; give one after DIR)",
			    id ? id : dir);
	if (root_find(o.root, root, sizeof root, err, sizeof err) < 0)
		die(EXIT_USAGE, "%s", err);
	if (existing(root, id, false) && !o.force)
		die(EXIT_USAGE, "problem '%s' exists in '%s'; nothing was written (--force "
		    "replaces it)", id, root);

	struct language_table t;
	struct testdata td = {0};
	struct diag d;
	struct problem *p = NULL;

	diag_init(&d);
	if (language_table_load(&t, root, &d) == 0 && (p = package_load(dir, id, &d))) {
		package_resolve(&t, p);
		testdata_load(p, &td, &d);
	}
	stop_on_errors(&d, "the package");
	if (!p->timing.fixed)
		derive(p, &t, &td, o.trusted);

	snprintf(stage, sizeof stage, "%s/.import-XXXXXX", root);
	if (!mkdtemp(stage))
		die(EXIT_JUDGE_ERROR, "cannot create '%s': %s", stage, strerror(errno));
	size_t losses = settle(convert_write_tree(p, &td, stage, id, &d), &d, stage, o.strict);

	if (o.force)
		existing(root, id, true);
	if (move_part(stage, root, "problems", err, sizeof err) < 0 ||
	    move_part(stage, root, "testdata", err, sizeof err) < 0 ||
	    move_part(stage, root, "solutions", err, sizeof err) < 0) {
		fs_remove_tree(stage);
		die(EXIT_JUDGE_ERROR, "%s", err);
	}
	fs_remove_tree(stage);
	printf("imported %s as %s into %s (%zu warning%s)\n", argv[first], id, root, losses,
	       losses == 1 ? "" : "s");
	testdata_fini(&td);
	problem_free(p);
	language_table_fini(&t);
	free(id);
	return EXIT_ALL_ACCEPTED;
}
