/* judge check: validate problem and testdata files, and lint the cases, without running anything. */
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <xxhash.h>

#include "base/escape.h"
#include "base/progress.h"
#include "cli.h"
#include "problem/expectation.h"
#include "problem/generated.h"
#include "problem/generators.h"
#include "problem/testdata_tree.h"
#include "pipeline/compile.h"
#include "base/fsutil.h"
#include "problem/problem.h"
#include "problem/problem_set.h"
#include "problem/statement.h"
#include "report/statement_html.h"
#include "root.h"
#include "validate.h"
#include "problem/testdata.h"

static const char usage[] =
	"usage: judge check [OPTIONS] [PROBLEM...]\n"
	"       judge check [OPTIONS] --all\n"
	"\n"
	"Validates problem.yaml and every testdata file of the problems named (all of\n"
	"them when none is named), runs the problem's input validators (problem.yaml's\n"
	"'validator', a package's input_validators/) on every input, in the sandbox,\n"
	"and prints every error in one pass as FILE:LINE:COLUMN: MESSAGE on standard\n"
	"error: \"input of case 'x' rejected by 'validate.c': its message\".  It also\n"
	"runs each checker on its self-tests (testdata's 'checker_tests:', a package's\n"
	"data/valid_output/ and data/invalid_output/): an invalid output it accepts or\n"
	"a valid one it rejects is an error at the test.  Nothing else is compiled or\n"
	"run.\n"
	"It also warns (FILE:LINE:COLUMN: warning: MESSAGE) about cases whose input\n"
	"is byte for byte the input of an earlier case (not when a link makes them one\n"
	"file, as an include: of generators.yaml does), cases with an empty expected\n"
	"output, a problem without a sample case (none whose name or file name starts\n"
	"with 'sample' or that is tagged 'sample'), a missing solutions/PROBLEM.EXT,\n"
	"what 'judge statement' finds in each Markdown statement (a sample it shows in\n"
	"its own code blocks that differs from the sample cases, an unknown constant),\n"
	"and each generic invalid input (the first valid input with a leading zero, no\n"
	"final line break, a trailing space, a byte order mark, CR LF line ends, ...)\n"
	"that every validator accepts.  With a generators/generators.yaml it warns,\n"
	"running no generator, when the test data is not what 'judge generate' would\n"
	"make: a case never generated or whose rule (or a file it is made from)\n"
	"changed since, a file that is not what generate wrote or is missing, a file\n"
	"no rule makes (by generators/generated.yaml, generate's record).  An input\n"
	"listed as invalid (testdata's 'invalid:', a package's data/invalid_input/)\n"
	"must be rejected by one.\n"
	"Standard output gets one line per problem, one for its validators and one\n"
	"for its checker self-tests.\n"
	"\n"
	"Options:\n"
	"  -a, --all         check every problem of the tree (the default)\n"
	"  -j, --jobs N      run N validators at once (default: the number of CPUs)\n"
	"      --no-validate do not run the input validators, nor the checker self-tests\n"
	"      --strict      warnings fail the check too (exit code 1)\n"
	"  -q, --quiet       no line per problem, only the diagnostics\n"
	"  -v, --verbose     also the bounds validators written with judge_validate.h\n"
	"                    read (least and greatest value per bound; warnings for\n"
	"                    those no case reaches), and inputs one past each bound\n"
	"                    (validators then run on every input, not cached); and\n"
	"                    a testlib validator's test-overview log (the ends each\n"
	"                    named variable reached, the features hit)\n"
	"      --root DIR    the problem tree (as for 'judge run')\n"
	"      --trusted     run validators and checkers even where they cannot be\n"
	"                    isolated (as for 'judge run')\n"
	"  -h, --help        print this help\n"
	"\n"
	"A PROBLEM may be a unique prefix of an id, or a folder, as for 'judge run'.\n"
	"\n"
	"Exit codes: 0 no errors (warnings allowed), 1 warnings with --strict, 2 errors\n"
	"in problem or testdata files (a rejected input, a validator that does not\n"
	"compile, a checker failing a self-test), or a usage error, 3 judge error\n"
	"(validation could not happen).\n";

/* What the options say. */
struct check_options {
	bool all, strict, quiet, verbose, no_validate, trusted;
	int jobs;
	const char *root;
};

/* In the order of the help. */
static const struct cli_option check_options[] = {
	CLI_FLAG_OPTION(struct check_options, "all", 'a', all),
	CLI_NUMBER_OPTION(struct check_options, "jobs", 'j', jobs, 1, 256),
	CLI_FLAG_OPTION(struct check_options, "no-validate", 0, no_validate),
	CLI_FLAG_OPTION(struct check_options, "strict", 0, strict),
	CLI_FLAG_OPTION(struct check_options, "quiet", 'q', quiet),
	CLI_FLAG_OPTION(struct check_options, "verbose", 'v', verbose),
	CLI_STRING_OPTION(struct check_options, "root", 0, root),
	CLI_FLAG_OPTION(struct check_options, "trusted", 0, trusted),
};

static const struct cli_command check_command = {
	.name = "check",
	.help = usage,
	CLI_OPTIONS(check_options),
};


/* Hashes the bytes of one side of a case; -1 with errno when its file cannot be read. */
static int
hash_data(const struct case_data *data, XXH128_hash_t *out)
{
	if (data->text) {
		*out = XXH3_128bits(data->text, data->len);
		return 0;
	}
	FILE *f = fopen(data->path, "rb");
	if (!f)
		return -1;
	XXH3_state_t *h = XXH3_createState();
	if (!h) {
		fclose(f);
		errno = ENOMEM;
		return -1;
	}
	XXH3_128bits_reset(h);
	char buf[65536];
	size_t n;
	while ((n = fread(buf, 1, sizeof buf, f)) > 0)
		XXH3_128bits_update(h, buf, n);
	int rc = ferror(f) ? -1 : 0;
	*out = XXH3_128bits_digest(h);
	XXH3_freeState(h);
	fclose(f);
	return rc;
}

struct input_hash {
	XXH128_hash_t hash;
	dev_t dev;               /* the input's file (0 when inline): one file */
	ino_t ino;               /* twice is one case linked into two places */
	size_t index;            /* of the case in its testdata */
	const char *file;        /* borrowed from the testdata */
	int line, column;
	char name[136];          /* case names are at most 128 bytes */
};

static int
cmp_hash(const void *a, const void *b)
{
	const struct input_hash *x = a, *y = b;
	int c = XXH128_cmp(&x->hash, &y->hash);
	if (c)
		return c;
	return (x->index > y->index) - (x->index < y->index);
}

/* Warns about each case whose input repeats an earlier case's, byte for byte. */
static void
lint_duplicates(const struct testdata *td, struct diag *d)
{
	struct input_hash *hs = calloc(td->count ? td->count : 1, sizeof *hs);
	struct testdata_reader *r = testdata_reader_new(td, d);
	struct testcase tc;
	size_t n = 0;

	if (!hs || !r) {
		diag_error(d, NULL, 0, 0, "out of memory");
		goto out;
	}
	while (n < td->count && testdata_read(r, &tc) > 0) {
		if (hash_data(&tc.input, &hs[n].hash) < 0) {
			diag_error(d, tc.file, tc.line, tc.column, "cannot read the input of '%s': %s",
				   tc.name, strerror(errno));
		} else {
			struct stat st;

			hs[n].dev = tc.input.path && stat(tc.input.path, &st) == 0 ? st.st_dev : 0;
			hs[n].ino = hs[n].dev ? st.st_ino : 0;
			hs[n].index = tc.index;
			hs[n].file = tc.file;
			hs[n].line = tc.line;
			hs[n].column = tc.column;
			snprintf(hs[n].name, sizeof hs[n].name, "%s", tc.name);
			n++;
		}
		testcase_fini(&tc);
	}
	qsort(hs, n, sizeof *hs, cmp_hash);
	for (size_t i = 1; i < n; i++) {
		size_t first = i;
		while (first > 0 && XXH128_isEqual(hs[first - 1].hash, hs[i].hash))
			first--;
		if (first == i || (hs[i].dev && hs[i].dev == hs[first].dev &&
				   hs[i].ino == hs[first].ino))
			continue;
		diag_warning(d, hs[i].file, hs[i].line, hs[i].column,
			     "case '%s' has the same input as case '%s' (%s:%d)", hs[i].name,
			     hs[first].name, hs[first].file, hs[first].line);
	}
out:
	testdata_reader_free(r);
	free(hs);
}

static bool
empty_output(const struct case_data *data)
{
	struct stat st;
	if (data->text)
		return data->len == 0;
	return stat(data->path, &st) == 0 && st.st_size == 0;
}

/*
 * Each Markdown statement of p read as 'judge statement' reads it: what it
 * finds (a sample it shows that differs from the sample cases, an unknown
 * constant...) are warnings in d.
 */
static void
lint_statements(const struct problem *p, const struct testdata *td, struct diag *d)
{
	struct statement_files files;
	struct statement_samples samples = {0};
	bool loaded = false;

	if (statement_files_find(p, &files, d) < 0)
		return;
	for (size_t i = 0; i < files.count; i++) {
		const struct statement_file *f = &files.items[i];
		size_t len;
		char *text;

		if (f->format != STATEMENT_MARKDOWN || !(text = statement_text(p, f, &len, d)))
			continue;
		if (!loaded && statement_samples_load(p, td, &samples, d) < 0) {
			free(text);
			break;
		}
		loaded = true;
		struct statement_page page = {.problem = p, .file = f, .text = text, .len = len,
					      .samples = &samples};

		statement_html_write(NULL, &page, NULL, d);
		free(text);
	}
	statement_samples_fini(&samples);
	statement_files_fini(&files);
}

/* The warnings of a problem whose files are valid. */
static void
lint(const struct problem *p, const struct testdata *td, struct diag *d)
{
	struct stat st;
	bool samples = false;

	if (stat(p->solution, &st) < 0)
		diag_warning(d, p->yaml_path, 0, 0, "no main solution '%s' ('judge run %s' needs it)",
			     p->solution, p->id);
	lint_duplicates(td, d);
	struct testdata_reader *r = testdata_reader_new(td, d);
	struct testcase tc;
	while (r && testdata_read(r, &tc) > 0) {
		samples |= testcase_is_sample(p, &tc);
		if (empty_output(&tc.output))
			diag_warning(d, tc.file, tc.line, tc.column,
				     "case '%s' expects an empty output", tc.name);
		testcase_fini(&tc);
	}
	testdata_reader_free(r);
	lint_statements(p, td, d);
	if (!samples && td->count && p->format)
		diag_warning(d, p->testdata_dir, 0, 0, "no sample case (no case in data/sample/)");
	else if (!samples && td->count)
		diag_warning(d, p->testdata_dir, 0, 0,
			     "no sample case (no case named 'sample...', in a 'sample...' file or "
			     "tagged 'sample')");
}

/*
 * With a generators/generators.yaml, the warnings of data/ against it (and
 * its errors): generated_check(), which runs nothing.
 */
static void
lint_generated(const struct problem *p, struct diag *d)
{
	char path[PATH_MAX];
	struct generators g;
	struct stat st;

	generators_path(p, path, sizeof path);
	if (stat(path, &st) < 0 || generators_load(p, &g, d) < 0)
		return;
	if (p->format) {
		generated_check(p, &g, p->testdata_dir, d);
	} else {
		/* The judge's format's testdata, as the tree of cases generate compares. */
		char dir[PATH_MAX], err[256];

		if (compile_cache_subdir("check", dir, sizeof dir, err, sizeof err) < 0) {
			diag_warning(d, p->testdata_dir, 0, 0, "not compared with generators.yaml: %s",
				     err);
		} else {
			snprintf(dir + strlen(dir), sizeof dir - strlen(dir), "/%s.XXXXXX", p->id);
			if (!mkdtemp(dir)) {
				diag_warning(d, p->testdata_dir, 0, 0, "not compared with "
					     "generators.yaml: %s", strerror(errno));
			} else {
				struct diag quiet;

				diag_init(&quiet);
				if (testdata_tree_unpack(p, dir, &quiet) == 0)
					generated_check(p, &g, dir, d);
				diag_fini(&quiet);
				fs_remove_tree(dir);
			}
		}
	}
	generators_fini(&g);
}

/* The sandboxes that input validators run in, made when the first is needed. */
static struct pipeline *
validation_pipeline(const struct check_options *o)
{
	return cli_pipeline(o->jobs, o->trusted, NULL);
}

/* Whether a checker test of td has a custom checker, which runs in a sandbox. */
static bool
custom_checker_tests(const struct testdata *td)
{
	for (size_t i = 0; i < td->nfiles; i++)
		for (size_t k = 0; k < td->files[i].nchecker_tests; k++)
			if (td->files[i].checker_tests[k].checker->type == CHECKER_CUSTOM)
				return true;
	return false;
}

static size_t
count_warnings(const struct diag *d)
{
	size_t n = 0;
	for (size_t i = 0; i < d->count; i++)
		n += d->entries[i].level == DIAG_WARNING;
	return n;
}

int
cmd_check(int argc, char **argv)
{
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	struct check_options o = {.jobs = cpus > 0 ? (int)cpus : 1};
	struct pipeline *pl = NULL;
	bool judge_error = false;
	int first = cli_parse(&check_command, argc, argv, &o);
	size_t nids = (size_t)(argc - first);
	if (o.all && nids > 0)
		usage_error("check", "give problem names or --all, not both");

	char root[PATH_MAX], err[512];
	if (root_find(o.root, root, sizeof root, err, sizeof err) < 0)
		die(EXIT_USAGE, "%s", err);

	struct diag top;
	struct ystrings ids = {0};
	diag_init(&top);
	if (nids == 0) {
		if (problem_list(root, &ids, &top) < 0 || ids.count == 0) {
			cli_print_diag(&top);
			die(EXIT_USAGE, "no problems under '%s/problems'", root);
		}
	} else {
		ids.items = calloc(nids, sizeof *ids.items);
		if (!ids.items)
			die(EXIT_JUDGE_ERROR, "out of memory");
		for (size_t i = 0; i < nids; i++) {
			char name[PATH_MAX];

			if (root_argument(root, argv[first + (int)i], name, sizeof name, err,
					  sizeof err) < 0)
				die(EXIT_USAGE, "%s", err);
			if (!(ids.items[ids.count++] = strdup(name)))
				die(EXIT_JUDGE_ERROR, "out of memory");
		}
	}
	struct language_table languages;

	if (language_table_load(&languages, root, &top) < 0) {
		cli_print_diag(&top);
		die(EXIT_USAGE, "the language table has errors");
	}
	cli_print_diag(&top);

	size_t errors = top.errors, warnings = count_warnings(&top);
	progress_begin(stdout);
	for (size_t i = 0; i < ids.count; i++) {
		struct diag d;
		struct testdata td = {0};
		diag_init(&d);
		progress_show("check %s: problem %zu/%zu", ids.items[i], i + 1, ids.count);
		struct problem *p = problem_set_load_one(root, ids.items[i], &languages, &d);
		if (p && testdata_load(p, &td, &d) == 0) {
			struct expectation_set es;

			/* A package's submissions.yaml is checked as verify reads it. */
			expectation_set_load(&es, p, &languages, &td, &d);
			expectation_set_fini(&es);
			lint(p, &td, &d);
		}
		if (p)
			lint_generated(p, &d);
		cli_print_diag(&d);
		size_t w = count_warnings(&d), bad = d.errors;

		if (p && !d.errors && p->validators.count && !o.no_validate) {
			if (!pl)
				pl = validation_pipeline(&o);
			const struct validation_params params = {
				.languages = &languages, .coverage = o.verbose, .generic = true,
				.on_case = cli_validation_progress, .on_case_arg = "check",
			};

			judge_error |= cli_validate_problem(pl, p, &td, &params,
							    o.quiet ? NULL : stdout, &bad, &w) ==
				       EXIT_JUDGE_ERROR;
		}
		if (p && !d.errors && !o.no_validate && !pipeline_interrupted()) {
			if (!pl && custom_checker_tests(&td))
				pl = validation_pipeline(&o);
			progress_show("check %s: the checkers' tests", p->id);
			judge_error |= cli_check_checkers(pl, p, &td, &languages,
							  o.quiet ? NULL : stdout, &bad) ==
				       EXIT_JUDGE_ERROR;
		}
		/* The problem by its id once resolved, else as given. */
		const char *name = p ? p->id : ids.items[i];

		progress_clear();
		if (!o.quiet) {
			if (bad)
				printf("%s: %zu error%s\n", name, bad, bad == 1 ? "" : "s");
			else if (w)
				printf("%s: ok, %zu case%s, %zu warning%s\n", name, td.count,
				       td.count == 1 ? "" : "s", w, w == 1 ? "" : "s");
			else
				printf("%s: ok, %zu case%s\n", name, td.count,
				       td.count == 1 ? "" : "s");
		}
		errors += bad;
		warnings += w;
		testdata_fini(&td);
		problem_free(p);
		diag_fini(&d);
	}
	progress_end();
	diag_fini(&top);
	pipeline_free(pl);
	language_table_fini(&languages);
	fflush(stdout);
	if (errors || warnings)
		fprintf(stderr, "judge: %zu error%s, %zu warning%s in %zu problem%s\n", errors,
			errors == 1 ? "" : "s", warnings, warnings == 1 ? "" : "s", ids.count,
			ids.count == 1 ? "" : "s");
	ystrings_fini(&ids);
	if (pipeline_interrupted()) {
		fprintf(stderr, "judge: interrupted\n");
		return 128 + cli_caught_signal();
	}
	if (judge_error)
		return EXIT_JUDGE_ERROR;
	if (errors)
		return EXIT_USAGE;
	if (o.strict && warnings)
		return EXIT_NOT_ACCEPTED;
	return EXIT_ALL_ACCEPTED;
}
