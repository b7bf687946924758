/* judge stress: generated inputs against a reference, counterexamples shrunk. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/escape.h"
#include "base/fsutil.h"
#include "cli.h"
#include "pipeline/pipeline.h"
#include "pipeline/stress.h"
#include "problem/expectation.h"
#include "problem/generators.h"
#include "problem/problem_set.h"
#include "problem/yedit.h"
#include "report/stress_json.h"
#include "root.h"

static const char usage[] =
	"usage: judge stress [OPTIONS] DIR|PROBLEM\n"
	"\n"
	"Stress-tests submissions: calls generators with fresh seeds (test T gets seed\n"
	"SEED + T), small inputs first (the integer arguments grow from 1% to their\n"
	"whole over the first 100 rounds), validates each input (an invalid one is\n"
	"skipped and counted), runs the reference on it and judges every submission\n"
	"with the problem's checker against the reference's answer: any verdict but\n"
	"AC is a counterexample.  Then shrinks each counterexample: the generator's\n"
	"integer arguments towards 0 (with the same and with fresh seeds), then the\n"
	"text (lines and tokens deleted, a count before them lowered with them,\n"
	"repeated integers lowered together, each integer towards 0); a candidate is\n"
	"kept only if every input validator accepts it, the reference runs cleanly on\n"
	"it, the submission gets the same verdict, and it is smaller (fewer tokens,\n"
	"then bytes, then the bytes compared).  Prints each submission's\n"
	"counterexample, shrunk, with the generator call that makes it and a command\n"
	"that finds it again.\n"
	"\n"
	"Options:\n"
	"      --generator CMD    a generator call with {seed}, as generators.yaml\n"
	"                         writes one ('gen.py {seed} 100'; more than once for\n"
	"                         several; default: every rule of generators.yaml with\n"
	"                         a {seed})\n"
	"      --submission FILE  a submission to test (more than once for several;\n"
	"                         default: every submission but the reference)\n"
	"      --reference FILE   what answers (default: generators.yaml's solution:,\n"
	"                         else the main solution)\n"
	"      --seed N           the first test's seed (default: from the clock, printed)\n"
	"      --count N          tests at most\n"
	"      --time S           seconds at most (default 60 without --count)\n"
	"      --findings N       counterexamples per submission before it is done\n"
	"                         (default 1)\n"
	"      --no-shrink        report counterexamples as found\n"
	"      --shrink-time S    seconds each shrinking may take (default 60)\n"
	"      --keep DIR         write each counterexample's input, answer and output\n"
	"                         into DIR/LABEL/ (found.*, shrunk.*)\n"
	"      --add              add each shrunk counterexample to generators.yaml as a\n"
	"                         rule of data/secret (its generator call, or a copy:\n"
	"                         of generators/stress/NAME.in); without it the problem\n"
	"                         is not changed\n"
	"      --json FILE        write a JSON report to FILE ('-' for standard output)\n"
	"  -j, --jobs N           run N tests at once (default: the number of CPUs)\n"
	"      --root DIR         the problem tree (as for 'judge run')\n"
	"      --trusted          run programs even where they cannot be isolated\n"
	"  -h, --help             print this help\n"
	"\n"
	"Exit codes: 0 no counterexample, 1 one found, 2 a usage or problem error,\n"
	"3 judge error.\n";

#define MAX_GIVEN 64

struct stress_cli {
	bool no_shrink, add, trusted;
	int jobs, findings;
	const char *seed, *count, *time, *shrink_time, *reference, *keep, *json, *root;
	const char *generators[MAX_GIVEN], *submissions[MAX_GIVEN];
	size_t ngenerators, nsubmissions;
};

/* The options that may be given more than once are taken out of argv first. */
static int
take_repeated(int argc, char **argv, const char *name, const char **out, size_t *n)
{
	size_t len = strlen(name);
	int k = 1;

	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (!strcmp(a, "--")) {
			while (i < argc)
				argv[k++] = argv[i++];
			break;
		}
		if (!strncmp(a, "--", 2) && !strncmp(a + 2, name, len) &&
		    (a[2 + len] == '=' || !a[2 + len])) {
			const char *v = a[2 + len] == '=' ? a + 3 + len : i + 1 < argc ? argv[++i] : NULL;

			if (!v)
				usage_error("stress", "option '--%s' requires an argument", name);
			if (*n == MAX_GIVEN)
				usage_error("stress", "--%s given more than %d times", name, MAX_GIVEN);
			out[(*n)++] = v;
			continue;
		}
		argv[k++] = argv[i];
	}
	argv[k] = NULL;
	return k;
}

static const struct cli_option stress_options[] = {
	CLI_STRING_OPTION(struct stress_cli, "reference", 0, reference),
	CLI_STRING_OPTION(struct stress_cli, "seed", 0, seed),
	CLI_STRING_OPTION(struct stress_cli, "count", 0, count),
	CLI_STRING_OPTION(struct stress_cli, "time", 0, time),
	CLI_NUMBER_OPTION(struct stress_cli, "findings", 0, findings, 1, 100),
	CLI_FLAG_OPTION(struct stress_cli, "no-shrink", 0, no_shrink),
	CLI_STRING_OPTION(struct stress_cli, "shrink-time", 0, shrink_time),
	CLI_STRING_OPTION(struct stress_cli, "keep", 0, keep),
	CLI_FLAG_OPTION(struct stress_cli, "add", 0, add),
	CLI_STRING_OPTION(struct stress_cli, "json", 0, json),
	CLI_NUMBER_OPTION(struct stress_cli, "jobs", 'j', jobs, 1, 256),
	CLI_STRING_OPTION(struct stress_cli, "root", 0, root),
	CLI_FLAG_OPTION(struct stress_cli, "trusted", 0, trusted),
	/* Listed for --help's order and the manual; taken out before parsing. */
	CLI_STRING_OPTION(struct stress_cli, "generator", 0, generators[0]),
	CLI_STRING_OPTION(struct stress_cli, "submission", 0, submissions[0]),
};

static const struct cli_command stress_command = {
	.name = "stress",
	.help = usage,
	CLI_OPTIONS(stress_options),
};

/* Prints text (an input or an output) indented, escaped, at most 12 lines. */
static void
print_text(FILE *out, const char *what, const char *text, size_t len)
{
	size_t lines = 0;

	fprintf(out, "    %s (%zu bytes):\n", what, len);
	for (size_t i = 0; i < len && lines < 12; lines++) {
		const char *nl = memchr(text + i, '\n', len - i);
		size_t end = nl ? (size_t)(nl - text) : len;
		char *line = strndup(text + i, end - i);

		fputs("      ", out);
		escape_line(out, line ? line : "");
		fputc('\n', out);
		free(line);
		i = end + 1;
	}
	if (lines == 12)
		fputs("      ...\n", out);
}

/* A submission's label as a folder name (its '/' as '-'). */
static void
label_dir(const char *label, char *out, size_t len)
{
	snprintf(out, len, "%s", label);
	for (char *s = out; *s; s++)
		if (*s == '/' || *s == '.')
			*s = *s == '/' ? '-' : *s;
}

/* Writes len bytes at text as dir/name.  Returns 0 or -1 with err. */
static int
write_kept(const char *dir, const char *name, const char *text, size_t len, char *err,
	   size_t errlen)
{
	char path[PATH_MAX];
	struct fs_atomic a;
	FILE *f;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	if (!text)
		return 0;
	if (!(f = fs_create(path, &a))) {
		snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
		return -1;
	}
	fwrite(text, 1, len, f);
	if (fs_commit(&a) < 0) {
		snprintf(err, errlen, "cannot write '%s': %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

/* --keep: DIR/LABEL/found.in, shrunk.in, shrunk.ans, shrunk.out. */
static int
keep_finding(const char *keep, const struct stress_submission *sub,
	     const struct stress_finding *f, size_t k, char *err, size_t errlen)
{
	char dir[PATH_MAX], label[256], name[64];

	label_dir(sub->label, label, sizeof label);
	snprintf(dir, sizeof dir, "%s/%s", keep, label);
	if (fs_mkdirs(dir, 0755, err, errlen) < 0)
		return -1;
	snprintf(name, sizeof name, k ? "found-%zu.in" : "found.in", k + 1);
	if (write_kept(dir, name, f->found.text, f->found.len, err, errlen) < 0)
		return -1;
	if (!f->shrunk)
		return 0;
	snprintf(name, sizeof name, k ? "shrunk-%zu.in" : "shrunk.in", k + 1);
	if (write_kept(dir, name, f->small.text, f->small.len, err, errlen) < 0)
		return -1;
	snprintf(name, sizeof name, k ? "shrunk-%zu.ans" : "shrunk.ans", k + 1);
	if (write_kept(dir, name, f->small.answer, f->small.answer_len, err, errlen) < 0)
		return -1;
	snprintf(name, sizeof name, k ? "shrunk-%zu.out" : "shrunk.out", k + 1);
	return write_kept(dir, name, f->small.output, f->small.output_len, err, errlen);
}

/*
 * --add: the shrunk counterexample as a rule of data/secret: its generator
 * call when one makes it, else a copy: of generators/stress/NAME.in written
 * for it.  generators.yaml keeps every other byte.  Returns 0, or -1 with err.
 */
static int
add_rule(const struct problem *p, const struct generators *g, const struct stress_submission *sub,
	 const struct stress_finding *f, size_t k, char *err, size_t errlen)
{
	char name[300], label[256], value[PATH_MAX], dir[PATH_MAX];
	char *text = NULL, *edited;
	size_t len, outlen;
	FILE *in = fopen(g->path, "rb");

	label_dir(sub->label, label, sizeof label);
	for (char *s = label; *s; s++)
		if (*s == '.')
			*s = '-';
	snprintf(name, sizeof name, "stress-%s%s%zu", label, k ? "-" : "", k ? k + 1 : 0);
	if (!k)
		name[strlen(name) - 1] = '\0';
	if (!in) {
		snprintf(err, errlen, "cannot read '%s': %s", g->path, strerror(errno));
		return -1;
	}
	FILE *mem = open_memstream(&text, &len);
	char buf[65536];
	size_t n;

	while (mem && (n = fread(buf, 1, sizeof buf, in)) > 0)
		fwrite(buf, 1, n, mem);
	fclose(in);
	if (!mem || fclose(mem) != 0) {
		free(text);
		snprintf(err, errlen, "out of memory");
		return -1;
	}
	const char *keys[] = {"data", "secret", "data", name, "copy"};
	size_t nkeys = 5;

	if (f->small.command) {
		snprintf(value, sizeof value, "%s", f->small.command);
		nkeys = 4;
	} else {
		snprintf(dir, sizeof dir, "%s/generators/stress", p->dir);
		if (fs_mkdirs(dir, 0755, err, errlen) < 0) {
			free(text);
			return -1;
		}
		snprintf(value, sizeof value, "%s.in", name);
		if (write_kept(dir, value, f->small.text, f->small.len, err, errlen) < 0) {
			free(text);
			return -1;
		}
		snprintf(value, sizeof value, "stress/%s", name);
	}
	edited = yedit_set(g->path, text, len, keys, nkeys, value, &outlen, err, errlen);
	free(text);
	if (!edited)
		return -1;
	struct fs_atomic a;
	FILE *out = fs_create(g->path, &a);

	if (!out) {
		free(edited);
		snprintf(err, errlen, "cannot write '%s': %s", g->path, strerror(errno));
		return -1;
	}
	fwrite(edited, 1, outlen, out);
	free(edited);
	if (fs_commit(&a) < 0) {
		snprintf(err, errlen, "cannot write '%s': %s", g->path, strerror(errno));
		return -1;
	}
	return 0;
}

/* Appends a copy of s to l. */
static void
append(struct ystrings *l, const char *s)
{
	char **grown = realloc(l->items, (l->count + 1) * sizeof *grown);

	if (!grown || !(grown[l->count] = strdup(s)))
		die(EXIT_JUDGE_ERROR, "out of memory");
	l->items = grown;
	l->count++;
}

/* A double in [min, max] for option opt (seconds), as a number of milliseconds. */
static int64_t
seconds(const char *opt, const char *text, double max)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(text, &end);
	if (errno || end == text || *end || !(v > 0) || v > max)
		usage_error("stress", "--%s: '%s' is not a number of seconds from 0 to %g", opt, text,
			    max);
	return (int64_t)(v * 1000 + 0.5);
}

/*
 * What a submission given by its path is called: its path under the
 * problem's submissions/ when it is there ("wrong_answer/adjacent.c"), else
 * its name.
 */
static void
submission_label(const struct problem *p, const char *path, char *out, size_t len)
{
	char subs[PATH_MAX], *real = realpath(path, NULL), *top;
	const char *base = strrchr(path, '/');

	snprintf(subs, sizeof subs, "%s/submissions", p->dir);
	top = realpath(subs, NULL);
	size_t n = top ? strlen(top) : 0;

	if (real && top && !strncmp(real, top, n) && real[n] == '/')
		snprintf(out, len, "%s", real + n + 1);
	else
		snprintf(out, len, "%s", base ? base + 1 : path);
	free(real);
	free(top);
}

/* The default submissions: every one of the problem's but the reference. */
static void
default_submissions(const struct problem *p, const struct language_table *t, const char *ref,
		    struct ystrings *files, struct ystrings *labels)
{
	struct testdata td = {.problem = p};
	struct expectation_set es;
	struct diag d;
	char *real_ref = realpath(ref, NULL);

	diag_init(&d);
	expectation_set_load(&es, p, t, &td, &d);
	for (size_t i = 0; i < es.nsubs; i++) {
		char *real = realpath(es.subs[i].path, NULL);
		bool same = real && real_ref && !strcmp(real, real_ref);

		free(real);
		if (same)
			continue;
		append(files, es.subs[i].path);
		append(labels, es.subs[i].label);
	}
	expectation_set_fini(&es);
	diag_fini(&d);
	free(real_ref);
}

/* What to print, and the command that finds a counterexample again. */
static void
reproduce(const char *problem, const struct stress_cli *o, const char *gen, const char *file,
	  uint32_t seed, size_t test, char *out, size_t len)
{
	snprintf(out, len, "judge stress %s --generator '%s' --submission %s --seed %u --count "
		 "%zu%s", problem, gen, file, (unsigned)seed, test + 1,
		 o->no_shrink ? " --no-shrink" : "");
}

int
cmd_stress(int argc, char **argv)
{
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	struct stress_cli o = {.jobs = cpus > 0 ? (int)cpus : 1, .findings = 1};

	argc = take_repeated(argc, argv, "generator", o.generators, &o.ngenerators);
	argc = take_repeated(argc, argv, "submission", o.submissions, &o.nsubmissions);
	int first = cli_parse(&stress_command, argc, argv, &o);
	char root[PATH_MAX], err[512];
	struct language_table languages;
	struct diag d;
	struct generators g;
	struct gen_case *calls = NULL;
	const struct gen_case **gens = NULL;
	size_t ngens = 0;
	struct ystrings files = {0}, labels = {0};
	uint32_t seed = (uint32_t)time(NULL) & 0x7fffffffu;

	if (first != argc - 1)
		usage_error("stress", "name one problem (an id, or a package's folder)");
	if (o.count && o.time)
		usage_error("stress", "give --count or --time, not both");
	if (o.seed)
		seed = (uint32_t)cli_number("stress", "--seed", o.seed, 0, 0x7fffffff);
	long long count = o.count ? cli_number("stress", "--count", o.count, 1, 100000000) : 0;
	int64_t time_ms = o.time ? seconds("time", o.time, 1e6) : count ? 0 : 60000;
	int64_t shrink_ms = o.shrink_time ? seconds("shrink-time", o.shrink_time, 1e6) : 60000;

	if (root_find(o.root, root, sizeof root, err, sizeof err) < 0)
		die(EXIT_USAGE, "%s", err);
	diag_init(&d);
	if (language_table_load(&languages, root, &d) < 0) {
		cli_print_diag(&d);
		die(EXIT_USAGE, "the language table has errors");
	}
	struct problem *p = problem_set_load_one(root, argv[first], &languages, &d);

	if (!p) {
		cli_print_diag(&d);
		return EXIT_USAGE;
	}
	if (p->checker.interactive || p->checker.passes > 1)
		die(EXIT_USAGE, "%s: stress testing an interactive or multi-pass problem is not "
		    "supported yet", p->id);
	if (generators_load(p, &g, &d) < 0) {
		cli_print_diag(&d);
		die(EXIT_USAGE, "%s: stress needs its generators/generators.yaml", p->id);
	}
	cli_print_diag(&d);
	diag_fini(&d);
	/* The calls: those given, else every rule of generators.yaml with a {seed}. */
	calls = calloc(o.ngenerators + 1, sizeof *calls);
	gens = calloc(o.ngenerators + g.ncases + 1, sizeof *gens);
	if (!calls || !gens)
		die(EXIT_JUDGE_ERROR, "out of memory");
	for (size_t i = 0; i < o.ngenerators; i++) {
		if (generators_command(p, &g, o.generators[i], "secret", &calls[i], err,
				       sizeof err) < 0)
			usage_error("stress", "--generator '%s': %s", o.generators[i], err);
		if (!calls[i].uses_seed)
			usage_error("stress", "--generator '%s': a call needs {seed}", o.generators[i]);
		gens[ngens++] = &calls[i];
	}
	for (size_t i = 0; !o.ngenerators && i < g.ncases; i++)
		if (g.cases[i].uses_seed && !g.cases[i].error && g.cases[i].program >= 0)
			gens[ngens++] = &g.cases[i];
	if (!ngens)
		die(EXIT_USAGE, "%s: no rule of generators.yaml has a {seed}: give --generator",
		    p->id);
	const char *reference = o.reference ? o.reference : g.solution ? g.solution : p->solution;

	if (o.nsubmissions) {
		for (size_t i = 0; i < o.nsubmissions; i++) {
			char label[PATH_MAX];

			submission_label(p, o.submissions[i], label, sizeof label);
			append(&files, o.submissions[i]);
			append(&labels, label);
		}
	} else {
		default_submissions(p, &languages, reference, &files, &labels);
	}
	if (!files.count)
		die(EXIT_USAGE, "%s: no submission to stress test", p->id);
	bool json_stdout = o.json && !strcmp(o.json, "-");
	FILE *human = json_stdout ? stderr : stdout;
	struct pipeline *pl = cli_pipeline(o.jobs, o.trusted, NULL);
	const struct stress_options so = {
		.languages = &languages, .generators = gens, .ngenerators = ngens,
		.submissions = files.items, .labels = labels.items, .nsubmissions = files.count,
		.reference = reference, .seed = seed, .count = count, .time_ms = time_ms,
		.findings = o.findings, .shrink = !o.no_shrink, .shrink_ms = shrink_ms,
	};
	struct stress_report rep;
	int code = EXIT_ALL_ACCEPTED;
	int rc = pipeline_stress(pl, p, &g, &so, &rep);
	char line[2048];
	struct ystrings commands = {0}, again = {0};

	for (size_t i = 0; i < ngens; i++)
		append(&commands, gens[i]->command);

	if (rc < 0) {
		fprintf(stderr, "judge: %s: %s\n", p->id, rep.error);
		code = EXIT_JUDGE_ERROR;
	}
	fprintf(human, "%s: %zu tests (%zu invalid, %zu failed), seed %u, %.1f s\n", p->id,
		rep.tests, rep.invalid, rep.failed, (unsigned)seed, (double)rep.time_ms / 1000);
	if (rep.failed)
		fprintf(stderr, "judge: %s: %zu tests skipped: %s\n", p->id, rep.failed,
			rep.first_failure);
	for (size_t s = 0; s < rep.nsubs; s++) {
		const struct stress_submission *sub = &rep.subs[s];

		fprintf(human, "  %s: ", sub->label);
		if (!sub->usable || !sub->nfindings)
			append(&again, "");
		if (!sub->usable) {
			fprintf(human, "not tested: %s\n", sub->error);
			code = code > EXIT_USAGE ? code : EXIT_USAGE;
			continue;
		}
		if (!sub->nfindings) {
			fprintf(human, "no counterexample in %zu tests\n", sub->tests);
			continue;
		}
		code = code > EXIT_NOT_ACCEPTED ? code : EXIT_NOT_ACCEPTED;
		for (size_t k = 0; k < sub->nfindings; k++) {
			const struct stress_finding *f = &sub->findings[k];
			const struct stress_input *in = f->shrunk ? &f->small : &f->found;

			fprintf(human, "%s%s on test %zu after %.1f s: %s (seed %u)\n", k ? "  " : "",
				verdict_name(f->found.verdict), f->test + 1,
				(double)sub->time_to_first_ms / 1000, f->found.command,
				(unsigned)f->found.seed);
			if (f->shrunk)
				fprintf(human, "    shrunk from %zu tokens (%zu bytes) to %zu (%zu bytes) "
					"in %zu candidates, %.1f s%s%s\n", f->found.tokens, f->found.len,
					in->tokens, in->len, f->candidates, (double)f->shrink_ms / 1000,
					in->command ? "; made by " : "", in->command ? in->command : "");
			print_text(human, f->shrunk ? "shrunk input" : "input", in->text, in->len);
			reproduce(argv[first], &o, gens[f->test % ngens]->command, sub->file, seed,
				  f->test, line, sizeof line);
			fprintf(human, "    again: %s\n", line);
			if (k == 0)
				append(&again, line);
			if (o.keep && keep_finding(o.keep, sub, f, k, err, sizeof err) < 0) {
				fprintf(stderr, "judge: %s\n", err);
				code = EXIT_JUDGE_ERROR;
			}
			if (o.add && f->shrunk && add_rule(p, &g, sub, f, k, err, sizeof err) < 0) {
				fprintf(stderr, "judge: --add: %s\n", err);
				code = EXIT_JUDGE_ERROR;
			}
		}
	}
	if (o.json) {
		/* The command finding each submission's counterexample again, or none. */
		for (size_t s = 0; s < again.count; s++)
			if (!again.items[s][0]) {
				free(again.items[s]);
				again.items[s] = NULL;
			}
		struct stress_json_run run = {
			.seed = seed, .reference = reference, .generators = commands.items,
			.ngenerators = commands.count, .reproduce = again.items, .keep = o.keep,
		};

		if (report_stress_json_write(&run, &rep, o.json, err, sizeof err) < 0) {
			fprintf(stderr, "judge: %s\n", err);
			code = EXIT_JUDGE_ERROR;
		}
	}
	stress_report_fini(&rep);
	ystrings_fini(&commands);
	ystrings_fini(&again);
	pipeline_free(pl);
	for (size_t i = 0; i < o.ngenerators; i++)
		gen_case_fini(&calls[i]);
	free(calls);
	free(gens);
	ystrings_fini(&files);
	ystrings_fini(&labels);
	generators_fini(&g);
	problem_free(p);
	language_table_fini(&languages);
	if (pipeline_interrupted()) {
		fprintf(stderr, "judge: interrupted\n");
		return 128 + cli_caught_signal();
	}
	return code;
}
