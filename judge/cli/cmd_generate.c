/* judge generate: a problem's test data made from its generators/generators.yaml. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/escape.h"
#include "cli.h"
#include "pipeline/generate.h"
#include "pipeline/pipeline.h"
#include "problem/generators.h"
#include "problem/problem_set.h"
#include "report/generate_json.h"
#include "root.h"

static const char usage[] =
	"usage: judge generate [OPTIONS] DIR|PROBLEM...\n"
	"\n"
	"Makes each problem's test data from its generators/generators.yaml, read as\n"
	"BAPCtools reads it (its doc/generators.md; the same names, numbering, {seed}s\n"
	"and files): a package's data/, the judge's format's testdata/PROBLEM/.  Each\n"
	"generator, the solutions that write missing answers and the input\n"
	"validators are compiled through the cache and run in the sandbox; every\n"
	"input is validated with its folder's arguments (those under\n"
	"data/invalid_input/ must be rejected).  A case is made again exactly when\n"
	"something it depends on changed (its rule, the files of its generator,\n"
	"copied files, its solution, the validators: by content, as recorded in\n"
	"generators/generated.yaml), its generator run twice the first time (it must\n"
	"write the same bytes again); a file whose bytes did not change is not\n"
	"written (its time and inode stay).  Files of data/ that no rule makes are\n"
	"removed and named (moved into the cache's trash).  A failed case is not\n"
	"written and the others are; every error is reported at its rule's\n"
	"generators.yaml:LINE:COLUMN.  Prints one line per problem:\n"
	"  P: 64 cases: 3 generated, 61 up to date, 0 failed, 0 removed\n"
	"\n"
	"Options:\n"
	"  -j, --jobs N           run N programs at once (default: the number of CPUs)\n"
	"      --check-deterministic\n"
	"                         run every generator again, up-to-date cases too, and\n"
	"                         check that changing its {seed} changes its output\n"
	"      --clean            remove every file generate wrote, and its record\n"
	"      --dry-run          say what would be made and removed; run nothing\n"
	"  -q, --quiet            no line per problem, only the diagnostics\n"
	"  -v, --verbose          also a line per case, and each file removed\n"
	"      --json FILE        write a JSON report to FILE ('-' for standard output)\n"
	"      --root DIR         the problem tree (as for 'judge run')\n"
	"      --trusted          run programs even where they cannot be isolated\n"
	"  -h, --help             print this help\n"
	"\n"
	"A PROBLEM is an id of the tree (or a unique prefix of one), a DIR a\n"
	"package's folder.\n"
	"\n"
	"Exit codes: 0 every case generated, 1 a case failed, 2 a generators.yaml\n"
	"invalid or missing (nothing written for that problem) or a usage error, 3\n"
	"judge error.\n";

struct generate_cli {
	bool check_deterministic, clean, dry_run, quiet, verbose, trusted;
	int jobs;
	const char *json, *root;
};

static const struct cli_option generate_options[] = {
	CLI_NUMBER_OPTION(struct generate_cli, "jobs", 'j', jobs, 1, 256),
	CLI_FLAG_OPTION(struct generate_cli, "check-deterministic", 0, check_deterministic),
	CLI_FLAG_OPTION(struct generate_cli, "clean", 0, clean),
	CLI_FLAG_OPTION(struct generate_cli, "dry-run", 0, dry_run),
	CLI_FLAG_OPTION(struct generate_cli, "quiet", 'q', quiet),
	CLI_FLAG_OPTION(struct generate_cli, "verbose", 'v', verbose),
	CLI_STRING_OPTION(struct generate_cli, "json", 0, json),
	CLI_STRING_OPTION(struct generate_cli, "root", 0, root),
	CLI_FLAG_OPTION(struct generate_cli, "trusted", 0, trusted),
};

static const struct cli_command generate_command = {
	.name = "generate",
	.help = usage,
	CLI_OPTIONS(generate_options),
};

/* Where the per-case lines go (standard error when --json - takes standard output). */
struct progress {
	FILE *out;
	const char *id;
	bool verbose;
};

static const char *
state_word(enum generate_state s)
{
	switch (s) {
	case GENERATE_UP_TO_DATE:
		return "up to date";
	case GENERATE_MADE:
		return "generated";
	case GENERATE_UNCHANGED:
		return "generated, unchanged";
	case GENERATE_FAILED:
		return "failed";
	case GENERATE_PLANNED:
		return "would be generated";
	}
	return "?";
}

static void
on_item(void *arg, const struct generate_item *it)
{
	const struct progress *pr = arg;

	if (!pr->verbose)
		return;
	fprintf(pr->out, "  %s: ", pr->id);
	escape_line(pr->out, it->path);
	fprintf(pr->out, ": %s\n", state_word(it->state));
}

/* One problem: returns its exit code. */
static int
generate_one(const struct generate_cli *o, struct pipeline **pl, const char *root,
	     const char *name, const struct language_table *languages, FILE *human,
	     struct generate_json *json)
{
	struct diag d;
	struct generators g;
	struct generate_report rep = {0};
	char err[512];
	int code = EXIT_ALL_ACCEPTED;

	diag_init(&d);
	struct problem *p = problem_set_load_one(root, name, languages, &d);

	if (!p) {
		cli_print_diag(&d);
		diag_fini(&d);
		return EXIT_USAGE;
	}
	if (o->clean) {
		if (pipeline_generate_clean(p, &rep, err, sizeof err) < 0) {
			fprintf(stderr, "judge: %s\n", err);
			code = EXIT_JUDGE_ERROR;
		}
		for (size_t i = 0; o->verbose && i < rep.nremoved; i++) {
			fprintf(human, "  %s: removed ", p->id);
			escape_line(human, rep.removed[i]);
			fputc('\n', human);
		}
		if (!o->quiet)
			fprintf(human, "%s: %zu files removed\n", p->id, rep.nremoved);
		goto out;
	}
	if (generators_load(p, &g, &d) < 0) {
		cli_print_diag(&d);
		if (errno == ENOENT)
			fprintf(stderr, "judge: %s: no generators/generators.yaml: nothing to "
				"generate\n", p->id);
		else
			fprintf(stderr, "judge: %s: generators.yaml cannot be followed: nothing "
				"written\n", p->id);
		code = EXIT_USAGE;
		goto out;
	}
	if (!*pl)
		*pl = cli_pipeline(o->jobs, o->trusted, NULL);
	struct progress pr = {human, p->id, o->verbose};
	const struct generate_options go = {
		.languages = languages, .check_deterministic = o->check_deterministic,
		.dry_run = o->dry_run, .on_item = on_item, .arg = &pr,
	};
	int rc = pipeline_generate(*pl, p, &g, &go, &d, &rep);

	cli_print_diag(&d);
	for (size_t i = 0; o->verbose && i < rep.nremoved; i++) {
		fprintf(human, "  %s: %s ", p->id, o->dry_run ? "would remove" : "removed");
		escape_line(human, rep.removed[i]);
		fputc('\n', human);
	}
	if (rc < 0) {
		fprintf(stderr, "judge: %s: %s\n", p->id, rep.error);
		code = EXIT_JUDGE_ERROR;
	} else {
		if (!o->quiet && o->dry_run)
			fprintf(human, "%s: %zu cases: %zu to generate, %zu up to date, %zu failed, "
				"%zu to remove\n", p->id, rep.count, rep.planned, rep.up_to_date,
				rep.failed, rep.nremoved);
		else if (!o->quiet)
			fprintf(human, "%s: %zu cases: %zu generated, %zu up to date, %zu failed, "
				"%zu removed\n", p->id, rep.count, rep.made + rep.unchanged,
				rep.up_to_date, rep.failed, rep.nremoved);
		if (rep.nremoved && rep.trash[0])
			fprintf(stderr, "judge: %s: %zu files no rule makes were removed (kept in "
				"'%s')\n", p->id, rep.nremoved, rep.trash);
		if (rep.failed)
			code = EXIT_NOT_ACCEPTED;
	}
	if (json && report_generate_json_add(json, p->id, &rep, rc < 0) < 0)
		code = EXIT_JUDGE_ERROR;
	generators_fini(&g);
out:
	generate_report_fini(&rep);
	problem_free(p);
	diag_fini(&d);
	return code;
}

int
cmd_generate(int argc, char **argv)
{
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	struct generate_cli o = {.jobs = cpus > 0 ? (int)cpus : 1};
	int first = cli_parse(&generate_command, argc, argv, &o), code = EXIT_ALL_ACCEPTED;
	char root[PATH_MAX], err[512];
	struct language_table languages;
	struct pipeline *pl = NULL;
	struct diag d;

	if (first >= argc)
		usage_error("generate", "name a problem (an id, or a package's folder)");
	if (o.quiet && o.verbose)
		usage_error("generate", "give -q or -v, not both");
	if (o.clean && o.dry_run)
		usage_error("generate", "give --clean or --dry-run, not both");
	if (root_find(o.root, root, sizeof root, err, sizeof err) < 0)
		die(EXIT_USAGE, "%s", err);
	diag_init(&d);
	if (language_table_load(&languages, root, &d) < 0) {
		cli_print_diag(&d);
		die(EXIT_USAGE, "the language table has errors");
	}
	cli_print_diag(&d);
	diag_fini(&d);
	bool json_stdout = o.json && !strcmp(o.json, "-");
	FILE *human = json_stdout ? stderr : stdout;
	struct generate_json *json = o.json ? report_generate_json_new() : NULL;

	if (o.json && !json)
		die(EXIT_JUDGE_ERROR, "out of memory");
	for (int i = first; i < argc && !pipeline_interrupted(); i++) {
		int c = generate_one(&o, &pl, root, argv[i], &languages, human, json);

		/* The worst: a judge error, then a bad problem, then a failed case. */
		code = c > code ? c : code;
	}
	if (json && report_generate_json_write(json, o.json, err, sizeof err) < 0) {
		fprintf(stderr, "judge: %s\n", err);
		code = EXIT_JUDGE_ERROR;
	}
	report_generate_json_free(json);
	pipeline_free(pl);
	language_table_fini(&languages);
	if (pipeline_interrupted()) {
		fprintf(stderr, "judge: interrupted\n");
		return 128 + cli_caught_signal();
	}
	return code;
}
