/* Writing a problem of the judge's own format as a Kattis/ICPC package (2025-09). */
#include "convert.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/escape.h"
#include "outdir.h"
#include "package.h"
#include "base/units.h"

/* The package being written: its folder, where errors go, and how it went. */
struct pkg {
	struct outdir out;            /* the package's folder */
	struct diag *d;               /* out.d */
	const struct checker_spec *custom; /* the custom validator written, or NULL */
	bool builtin;                 /* some folder uses the default validator */
};

/* A whole number of MiB for bytes, rounded up: a warning when it is not one already. */
static long long
mib(struct pkg *k, const struct problem *p, int64_t bytes, const char *what)
{
	long long n = (long long)((bytes + (1 << 20) - 1) >> 20);
	char b[32];

	if (bytes % (1 << 20))
		diag_warning(k->d, p->yaml_path, 0, 0, "the %s limit %s is not a whole number of "
			     "MiB, as a package writes it; the package says %lld MiB", what,
			     units_format_bytes(bytes, b, sizeof b), n);
	return n;
}

/* problem.yaml: the name, the source, the keywords, the limits. */
static void
write_problem_yaml(struct pkg *k, const struct problem *p)
{
	struct limits l = limits_for_case(&p->limits, NULL, NULL);
	const struct limits *w = &p->limits;
	const struct compiler_limits *c = &p->compiler;
	FILE *f = outdir_create(&k->out, "problem.yaml");
	int64_t res = 1000;
	char t[32];

	if (!f)
		return;
	/* The time limit must be a multiple of time_resolution: the coarsest that divides it. */
	while (l.time_ms % res)
		res /= 10;
	fprintf(f, "# Exported by judge from problem '%s'.\nproblem_format_version: 2025-09\n"
		"name: ", p->id);
	escape_yaml(f, p->title);
	/* A uuid is required: one the id decides, so that exporting again gives the same. */
	uint64_t h1 = 0xcbf29ce484222325ULL, h2 = 0x84222325cbf29ce4ULL;

	for (const char *s = p->id; *s; s++) {
		h1 = (h1 ^ (unsigned char)*s) * 0x100000001b3ULL;
		h2 = (h2 ^ (unsigned char)*s) * 0x1000193ULL + 0x9e3779b97f4a7c15ULL;
	}
	fprintf(f, "\nuuid: %08llx-%04llx-4%03llx-8%03llx-%012llx\n",
		(unsigned long long)(h1 >> 32), (unsigned long long)(h1 >> 16 & 0xffff),
		(unsigned long long)(h1 & 0xfff), (unsigned long long)(h2 >> 48 & 0xfff),
		(unsigned long long)(h2 & 0xffffffffffffULL));
	if (p->checker.interactive)
		fputs("type: interactive\n", f);
	if (p->checker.interactive && p->checker.protocol != CHECKER_PROTOCOL_KATTIS) {
		diag_error(k->d, p->yaml_path, 0, 0, "the testlib-protocol interactor '%s' cannot "
			   "be a package's: the format's interactors speak the Kattis protocol "
			   "(argv input answer feedback_dir, the submission on standard input and "
			   "output; exit 42 accepts, 43 rejects); rewrite it for that protocol",
			   p->checker.source);
		outdir_fail(&k->out, CONVERT_INVALID);
	}
	if (p->source || p->url) {
		fputs("source:\n  name: ", f);
		escape_yaml(f, p->source ? p->source : p->url);
		if (p->url) {
			fputs("\n  url: ", f);
			escape_yaml(f, p->url);
		}
		fputc('\n', f);
	}
	if (p->tags.count) {
		fputs("keywords:\n", f);
		for (size_t i = 0; i < p->tags.count; i++) {
			fputs("  - ", f);
			escape_yaml(f, p->tags.items[i]);
			fputc('\n', f);
		}
	}
	fprintf(f, "limits:\n  time_limit: %g\n  time_resolution: %g\n  memory: %lld\n"
		"  output: %lld\n", (double)l.time_ms / 1000, (double)res / 1000,
		mib(k, p, l.memory_bytes, "memory"), mib(k, p, l.output_bytes, "output"));
	if (c->run.time_ms)
		fprintf(f, "  compilation_time: %lld\n",
			(long long)((c->run.time_ms + 999) / 1000));
	if (c->run.memory_bytes)
		fprintf(f, "  compilation_memory: %lld\n",
			mib(k, p, c->run.memory_bytes, "compiler's memory"));
	outdir_finish(&k->out, f, "problem.yaml");
	/* The machine the limit was set on, where the package format keeps it: beside it. */
	if (p->calibration && (f = outdir_create(&k->out, PACKAGE_CALIBRATION_FILE))) {
		fprintf(f, "%lld\n", (long long)p->calibration);
		outdir_finish(&k->out, f, PACKAGE_CALIBRATION_FILE);
	}

	if (w->wall_ms)
		diag_warning(k->d, p->yaml_path, 0, 0, "a wall-clock limit (%s) has no place in a "
			     "package (the judging system chooses its own); dropped",
			     units_format_time(w->wall_ms, t, sizeof t));
	if (w->processes)
		diag_warning(k->d, p->yaml_path, 0, 0, "a limit of %lld processes has no place in "
			     "a package; dropped", (long long)w->processes);
	if (c->run.time_ms % 1000)
		diag_warning(k->d, p->yaml_path, 0, 0, "the compiler's time limit %s is not a "
			     "whole number of seconds; the package says %llds",
			     units_format_time(c->run.time_ms, t, sizeof t),
			     (long long)((c->run.time_ms + 999) / 1000));
	if (c->run.wall_ms || c->run.output_bytes || c->run.processes || c->binary_bytes ||
	    c->source_bytes)
		diag_warning(k->d, p->yaml_path, 0, 0, "compiler limits other than time and memory "
			     "have no place in a package; dropped");
	if (p->compile.count)
		diag_warning(k->d, p->yaml_path, 0, 0, "compile: flags have no place in a package "
			     "(submissions compile as the judging system compiles them); dropped");
}

/* Appends the flag name to the n words of w (room for 8), and the number x after it when with. */
static void
word(char w[][40], size_t *n, const char *name, bool with, double x)
{
	snprintf(w[(*n)++], 40, "%s", name);
	if (with)
		units_format_double(x, w[(*n)++], 40);
}

/*
 * The default validator's flags for checker c into w (n words); NULL when
 * they mean exactly what c means, else why they do not (the nearest were
 * written).
 */
static const char *
flags_for(const struct checker_spec *c, char w[][40], size_t *n)
{
	bool tol = c->type == CHECKER_FLOAT || (c->type == CHECKER_KATTIS && c->float_tokens);

	*n = 0;
	if (!c->case_insensitive)
		word(w, n, "case_sensitive", false, 0);
	if (c->type == CHECKER_EXACT || (c->type == CHECKER_KATTIS && c->space_change_sensitive))
		word(w, n, "space_change_sensitive", false, 0);
	if (tol && c->abs_tol == c->rel_tol) {
		word(w, n, "float_tolerance", true, c->abs_tol);
	} else if (tol) {
		if (c->type == CHECKER_KATTIS || c->abs_tol > 0) {
			word(w, n, "float_absolute_tolerance", true, c->abs_tol);
		}
		if (c->type == CHECKER_KATTIS || c->rel_tol > 0) {
			word(w, n, "float_relative_tolerance", true, c->rel_tol);
		}
	}
	if (c->order_any)
		return "'order: any' has no equivalent in the default validator; exported in "
		       "strict order, so a correct output in another order is rejected";
	if (c->type == CHECKER_LINES)
		return "the 'lines' checker has no equivalent in the default validator; exported "
		       "as tokens, so whitespace within and at the start of lines is not compared";
	if (c->type == CHECKER_FLOAT)
		return "the 'float' checker has no exact equivalent in the default validator; "
		       "exported with its tolerances, under which integers compare with the "
		       "tolerance too and numbers read as C's strtod reads them (hexadecimal too)";
	return NULL;
}

/* The output validator of a folder with checker c: its test_group.yaml's arguments. */
static void
write_validator(struct pkg *k, FILE *f, const struct checker_spec *c, const char *where,
		int line, int column)
{
	char w[8][40];
	size_t n = 0;

	if (c->type == CHECKER_CUSTOM) {
		if (c->protocol != CHECKER_PROTOCOL_KATTIS) {
			/* (an interactor's is refused at problem.yaml: write_problem_yaml) */
			if (!c->interactive)
				diag_error(k->d, where, line, column, "the testlib-protocol "
					   "checker '%s' cannot run as a Kattis output validator "
					   "unchanged (exit 42 accepts, 43 rejects; argv input "
					   "answer feedback_dir); rewrite it for that protocol or "
					   "use a built-in checker", c->source);
			outdir_fail(&k->out, CONVERT_INVALID);
			return;
		}
		if (k->custom && strcmp(k->custom->source, c->source)) {
			diag_error(k->d, where, line, column, "a package has one output validator: "
				   "'%s' and '%s' cannot both be exported", k->custom->source,
				   c->source);
			outdir_fail(&k->out, CONVERT_INVALID);
			return;
		}
		if (!k->custom) {
			struct stat st;

			k->custom = c;
			if (stat(c->source, &st) == 0 && S_ISDIR(st.st_mode)) {
				outdir_copy(&k->out, c->source, "output_validator");
			} else {
				char rel[PATH_MAX];

				snprintf(rel, sizeof rel, "output_validator/%s",
					 strrchr(c->source, '/') + 1);
				outdir_copy(&k->out, c->source, rel);
			}
		}
		if (c->nargs) {
			fputs("output_validator_args:\n", f);
			for (size_t i = 0; i < c->nargs; i++) {
				fputs("  - ", f);
				escape_yaml(f, c->args[i]);
				fputc('\n', f);
			}
		}
		return;
	}
	k->builtin = true;
	const char *loss = flags_for(c, w, &n);

	if (loss)
		diag_warning(k->d, where, line, column, "%s", loss);
	if (n) {
		fputs("output_validator_args:\n", f);
		for (size_t i = 0; i < n; i++)
			fprintf(f, "  - \"%s\"\n", w[i]);
	}
}

/* Copies the bytes of a case's input or answer to dir/rel. */
static void
write_data(struct pkg *k, const struct case_data *cd, const char *rel)
{
	FILE *in = case_data_open(cd), *out;
	char buf[65536];
	size_t n;

	if (!in) {
		diag_error(k->d, cd->path, 0, 0, "cannot open: %s", strerror(errno));
		outdir_fail(&k->out, CONVERT_UNWRITTEN);
		return;
	}
	if ((out = outdir_create(&k->out, rel))) {
		while ((n = fread(buf, 1, sizeof buf, in)) > 0)
			fwrite(buf, 1, n, out);
		if (ferror(in)) {
			diag_error(k->d, cd->path, 0, 0, "cannot read: %s", strerror(errno));
			outdir_fail(&k->out, CONVERT_UNWRITTEN);
		}
		outdir_finish(&k->out, out, rel);
	}
	fclose(in);
}

/*
 * input_validators/: each validator of the Kattis protocol, a file or a
 * folder as it is; a file that includes judge_validate.h (which the judge
 * provides) as a folder of it and the header.  A testlib one cannot be a
 * package's validator unchanged (exit 0 accepts, not 42): named, not
 * exported.
 */
static void
write_input_validators(struct pkg *k, const struct problem *p)
{
	for (size_t i = 0; i < p->validators.count; i++) {
		const struct input_validator *v = &p->validators.items[i];
		char rel[PATH_MAX], header[PATH_MAX * 2];
		struct stat st;

		if (v->spec.protocol != CHECKER_PROTOCOL_KATTIS) {
			diag_warning(k->d, p->yaml_path, 0, 0, "validator '%s' is of the testlib "
				     "protocol (exit 0 accepts): a package's input validator exits "
				     "42; not exported", v->name);
			continue;
		}
		bool file = stat(v->spec.source, &st) == 0 && S_ISREG(st.st_mode);
		const char *dot = strrchr(v->name, '.');

		snprintf(header, sizeof header, "%.*s/" JUDGE_VALIDATE_HEADER,
			 (int)(strrchr(v->spec.source, '/') - v->spec.source), v->spec.source);
		if (file && stat(header, &st) < 0) {
			/* Its own folder, with the header the judge would have put beside it. */
			snprintf(rel, sizeof rel, "input_validators/%.*s/" JUDGE_VALIDATE_HEADER,
				 dot ? (int)(dot - v->name) : (int)strlen(v->name), v->name);
			FILE *f = outdir_create(&k->out, rel);

			if (f) {
				fwrite(judge_validate_h, 1, judge_validate_h_len, f);
				outdir_finish(&k->out, f, rel);
			}
			snprintf(rel, sizeof rel, "input_validators/%.*s/%s",
				 dot ? (int)(dot - v->name) : (int)strlen(v->name), v->name, v->name);
		} else {
			snprintf(rel, sizeof rel, "input_validators/%s", v->name);
		}
		outdir_copy(&k->out, v->spec.source, rel);
	}
}

/* data/invalid_input/STEM/: testdata file f's invalid inputs, each with its why as .desc. */
static void
write_invalid(struct pkg *k, const struct testdata_file *f, const char *stem)
{
	for (size_t i = 0; i < f->ninvalid; i++) {
		const struct invalid_input *v = &f->invalid[i];
		char rel[PATH_MAX];
		FILE *desc;

		snprintf(rel, sizeof rel, "data/invalid_input/%s/%s.in", stem, v->name);
		write_data(k, &v->input, rel);
		snprintf(rel, sizeof rel, "data/invalid_input/%s/%s.desc", stem, v->name);
		if (v->why && (desc = outdir_create(&k->out, rel))) {
			fprintf(desc, "%s\n", v->why);
			outdir_finish(&k->out, desc, rel);
		}
	}
	if (f->ninvalid && f->input_args.set) {
		char rel[PATH_MAX];
		FILE *g;

		snprintf(rel, sizeof rel, "data/invalid_input/%s/test_group.yaml", stem);
		if ((g = outdir_create(&k->out, rel))) {
			input_args_write(g, "input_validator_args", &f->input_args);
			outdir_finish(&k->out, g, rel);
		}
	}
}

static bool
is_sample(const struct testcase *tc)
{
	for (size_t i = 0; i < tc->tags.count; i++)
		if (!strcmp(tc->tags.items[i], "sample"))
			return true;
	return false;
}

/* The name of testdata file f without its folder and .yaml, into buf. */
static const char *
stem(const struct testdata_file *f, char *buf, size_t len);

/*
 * data/valid_output/STEM/ and data/invalid_output/STEM/: testdata file f's
 * checker tests, each an .in, .ans and .out, its checker as the folders'
 * output validator arguments; warned: what is lost of that checker was
 * said already (for f's cases).
 */
static void
write_checker_tests(struct pkg *k, const struct testdata_file *f, const char *stem, bool warned)
{
	for (int part = 0; part < 2; part++) {
		const char *dir = part ? "invalid_output" : "valid_output";
		const struct checker_test *first = NULL;
		char rel[PATH_MAX];

		for (size_t i = 0; i < f->nchecker_tests; i++) {
			const struct checker_test *t = &f->checker_tests[i];

			if ((t->expect == VERDICT_AC) == (part == 1))
				continue;
			first = first ? first : t;
			snprintf(rel, sizeof rel, "data/%s/%s/%s.in", dir, stem, t->name);
			write_data(k, &t->input, rel);
			snprintf(rel, sizeof rel, "data/%s/%s/%s.ans", dir, stem, t->name);
			write_data(k, &t->answer, rel);
			snprintf(rel, sizeof rel, "data/%s/%s/%s.out", dir, stem, t->name);
			write_data(k, &t->output, rel);
		}
		FILE *g;
		struct diag quiet, *said = k->d;

		snprintf(rel, sizeof rel, "data/%s/%s/test_group.yaml", dir, stem);
		if (!first || !(g = outdir_create(&k->out, rel)))
			continue;
		diag_init(&quiet);
		if (warned)
			k->d = &quiet;
		fprintf(g, "# The checker tests of the testdata file %s.yaml.\n", stem);
		write_validator(k, g, first->checker, first->file, first->line, first->column);
		k->d = said;
		diag_fini(&quiet);
		outdir_finish(&k->out, g, rel);
	}
}

static const char *
stem(const struct testdata_file *f, char *buf, size_t len)
{
	const char *base = strrchr(f->path, '/') ? strrchr(f->path, '/') + 1 : f->path;
	size_t n = strlen(base);

	if (n > 5 && !strcmp(base + n - 5, ".yaml"))
		n -= 5;
	snprintf(buf, len, "%.*s", (int)n, base);
	return buf;
}

/*
 * data/: the cases tagged sample into data/sample/, every other case into
 * the group data/secret/STEM/ of its testdata file, each group with its
 * checker's test_group.yaml.
 */
static void
write_data_folders(struct pkg *k, const struct testdata *td)
{
	const struct problem *p = td->problem;
	struct limits plim = limits_for_case(&p->limits, NULL, NULL);
	struct testdata_reader *r = testdata_reader_new(td, k->d);
	const struct checker_spec *sample_checker = NULL;
	bool *group = calloc(td->nfiles ? td->nfiles : 1, sizeof *group);
	struct testcase tc;
	int got;

	if (!r || !group) {
		testdata_reader_free(r);
		free(group);
		diag_error(k->d, NULL, 0, 0, "out of memory");
		outdir_fail(&k->out, CONVERT_UNWRITTEN);
		return;
	}
	while ((got = testdata_read(r, &tc)) > 0) {
		size_t i = 0;
		char rel[PATH_MAX], s[256];

		while (i + 1 < td->nfiles && strcmp(td->files[i].path, tc.file))
			i++;
		bool sample = is_sample(&tc);

		if (memcmp(&tc.limits, &plim, sizeof plim))
			diag_warning(k->d, tc.file, tc.line, tc.column, "per-case and per-file "
				     "limits have no place in a package; the case '%s' keeps the "
				     "problem's", tc.name);
		if (tc.tags.count > (size_t)sample)
			diag_warning(k->d, tc.file, tc.line, tc.column, "the case '%s' has tags "
				     "other than 'sample', which have no place in a package; "
				     "dropped", tc.name);
		if (sample) {
			snprintf(rel, sizeof rel, "data/sample/%s", tc.name);
			if (!sample_checker) {
				FILE *f = outdir_create(&k->out, "data/sample/test_group.yaml");

				sample_checker = tc.checker;
				if (f) {
					fputs("# The cases tagged sample.\n", f);
					write_validator(k, f, tc.checker, tc.file, tc.line,
							tc.column);
					input_args_write(f, "input_validator_args", &td->files[i].input_args);
					outdir_finish(&k->out, f, "data/sample/test_group.yaml");
				}
			} else if (sample_checker != tc.checker) {
				diag_warning(k->d, tc.file, tc.line, tc.column, "the samples of "
					     "several testdata files with different checkers share "
					     "data/sample/; the case '%s' is checked as the first "
					     "sample is", tc.name);
			}
		} else {
			stem(&td->files[i], s, sizeof s);
			snprintf(rel, sizeof rel, "data/secret/%s/%s", s, tc.name);
			if (!group[i]) {
				char g[PATH_MAX];
				FILE *f;

				group[i] = true;
				snprintf(g, sizeof g, "data/secret/%s/test_group.yaml", s);
				if ((f = outdir_create(&k->out, g))) {
					fprintf(f, "# The cases of testdata/%s/%s.yaml.\n", p->id, s);
					write_validator(k, f, tc.checker, td->files[i].path, 0, 0);
					input_args_write(f, "input_validator_args", &td->files[i].input_args);
					outdir_finish(&k->out, f, g);
				}
			}
		}
		size_t len = strlen(rel);

		snprintf(rel + len, sizeof rel - len, ".in");
		write_data(k, &tc.input, rel);
		snprintf(rel + len, sizeof rel - len, ".ans");
		write_data(k, &tc.output, rel);
		testcase_fini(&tc);
	}
	if (got < 0)
		outdir_fail(&k->out, CONVERT_INVALID);
	for (size_t i = 0; i < td->nfiles; i++) {
		char s[256];

		write_invalid(k, &td->files[i], stem(&td->files[i], s, sizeof s));
		write_checker_tests(k, &td->files[i], s, group[i]);
	}
	bool secret = false;

	for (size_t i = 0; i < td->nfiles; i++)
		secret |= group[i];
	if (!secret && got == 0) {
		diag_error(k->d, p->testdata_dir, 0, 0, "every case is tagged sample, and a "
			   "package needs data/secret");
		outdir_fail(&k->out, CONVERT_INVALID);
	}
	if (td->score.ngroups) {
		diag_error(k->d, p->testdata_dir, 0, 0, "a scored problem is not exported yet "
			   "(its groups' points would be lost)");
		outdir_fail(&k->out, CONVERT_INVALID);
	}
	if (k->custom && k->builtin) {
		diag_error(k->d, p->testdata_dir, 0, 0, "some cases use the custom checker '%s' "
			   "and some a built-in one: a package's output validator checks every case",
			   k->custom->source);
		outdir_fail(&k->out, CONVERT_INVALID);
	}
	free(group);
	testdata_reader_free(r);
}

/* submissions/: the known programs under their verdicts, the main solution accepted. */
static void
write_submissions(struct pkg *k, const struct problem *p)
{
	static const char *const verdicts[] = {"accepted", "run_time_error", "time_limit_exceeded",
					      "wrong_answer"};
	char dir[PATH_MAX], rel[PATH_MAX];
	struct dirent **names;
	struct stat st;
	int n;

	snprintf(dir, sizeof dir, "%s/submissions", p->dir);
	n = scandir(dir, &names, NULL, alphasort);
	for (int i = 0; i < n; i++) {
		const char *e = names[i]->d_name;
		bool known = false;

		for (size_t v = 0; v < sizeof verdicts / sizeof *verdicts; v++)
			known |= !strcmp(e, verdicts[v]);
		char from[PATH_MAX * 2];

		snprintf(from, sizeof from, "%s/%s", dir, e);
		if (known) {
			snprintf(rel, sizeof rel, "submissions/%s", e);
			outdir_copy(&k->out, from, rel);
		} else if (e[0] != '.') {
			diag_warning(k->d, from, 0, 0, "not a verdict the judge knows; not exported");
		}
		free(names[i]);
	}
	if (n >= 0)
		free(names);
	if (stat(p->solution, &st) < 0) {
		diag_warning(k->d, p->solution, 0, 0, "no main solution; the package has no "
			     "accepted submission of it");
		return;
	}
	snprintf(rel, sizeof rel, "submissions/accepted/%s", strrchr(p->solution, '/') + 1);
	snprintf(dir, sizeof dir, "%s/%s", k->out.dir, rel);
	if (stat(dir, &st) == 0)
		snprintf(rel, sizeof rel, "submissions/accepted/main-%s",
			 strrchr(p->solution, '/') + 1);
	outdir_copy(&k->out, p->solution, rel);
}

int
convert_write_package(const struct problem *p, const struct testdata *td, const char *dir,
		      struct diag *d)
{
	struct pkg k = {.out = {.dir = dir, .d = d, .rc = CONVERT_OK}, .d = d};
	char statement[PATH_MAX];
	struct stat st;

	write_problem_yaml(&k, p);
	snprintf(statement, sizeof statement, "%s/statement.md", p->dir);
	if (stat(statement, &st) == 0)
		outdir_copy(&k.out, statement, "statement/problem.en.md");
	else
		diag_warning(d, statement, 0, 0, "no statement: the package has none, which the "
			     "format requires");
	write_input_validators(&k, p);
	write_data_folders(&k, td);
	write_submissions(&k, p);
	return k.out.rc;
}
