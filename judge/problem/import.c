/* Writing a Kattis/ICPC package, as package.c read it, in the judge's own format. */
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
#include "base/units.h"
#include "package.h"

/* The tree being written: its root, the problem's id, where errors go, how it went. */
struct tree {
	struct outdir out;       /* the tree's root */
	const char *id;
	struct diag *d;          /* out.d */
};

/* A number that reads back the same. */
static void
number(FILE *f, double x)
{
	char buf[40];

	fputs(units_format_double(x, buf, sizeof buf), f);
}

/*
 * The checker c as a `checker:` value; folder is the path from the YAML
 * file's folder to problems/ID (for a custom validator's source).
 */
static void
write_checker(struct tree *t, FILE *f, const struct checker_spec *c, const char *folder,
	      const char *where)
{
	if (c->type == CHECKER_CUSTOM) {
		struct stat st;
		bool file = stat(c->source, &st) == 0 && !S_ISDIR(st.st_mode);
		char source[PATH_MAX * 2];

		/* An interactive package's validator is the problem's interactor. */
		snprintf(source, sizeof source, "%soutput_validator%s", folder,
			 file ? strrchr(c->source, '/') : "");
		fputs(c->interactive ? "interactor: {source: " : "checker: {type: custom, source: ",
		      f);
		escape_yaml(f, source);
		fputs(", protocol: kattis}\n", f);
		if (c->nargs)
			diag_warning(t->d, where, 0, 0, "output validator arguments have no place "
				     "in the judge's format; '%s'%s dropped", c->args[0],
				     c->nargs > 1 ? " and the rest" : "");
		return;
	}
	fputs("checker: {type: kattis", f);
	if (!c->case_insensitive)
		fputs(", case_sensitive: true", f);
	if (c->space_change_sensitive)
		fputs(", space_change_sensitive: true", f);
	if (c->float_tokens) {
		fputs(", float_absolute_tolerance: ", f);
		number(f, c->abs_tol);
		fputs(", float_relative_tolerance: ", f);
		number(f, c->rel_tol);
	}
	fputs("}\n", f);
}

/* Do two validators check alike (the same type, flags and source)? */
static bool
same_checker(const struct checker_spec *a, const struct checker_spec *b)
{
	return a->type == b->type && a->case_insensitive == b->case_insensitive &&
	       a->space_change_sensitive == b->space_change_sensitive &&
	       a->float_tokens == b->float_tokens && a->abs_tol == b->abs_tol &&
	       a->rel_tol == b->rel_tol && (a->type != CHECKER_CUSTOM || a->nargs == b->nargs);
}

/* The checker every folder of td uses, or NULL when they differ. */
static const struct checker_spec *
common_checker(const struct problem *p, const struct testdata *td)
{
	const struct checker_spec *first = NULL;

	for (size_t i = 0; i < td->nfiles; i++) {
		const struct checker_spec *c = td->files[i].checker ? td->files[i].checker
					       : &p->checker;

		if (!first)
			first = c;
		else if (!same_checker(first, c))
			return NULL;
	}
	return first ? first : &p->checker;
}

/*
 * `validator:` for the package's input validators, copied into
 * problems/ID/input_validators/; one the judge cannot run (.ctd, .viva) is
 * named and left out.
 */
static void
write_validators(struct tree *t, FILE *f, const struct problem *p)
{
	bool any = false;

	for (size_t i = 0; i < p->validators.count; i++) {
		const struct input_validator *v = &p->validators.items[i];
		char rel[PATH_MAX];

		if (v->not_run) {
			diag_warning(t->d, v->spec.source, 0, 0, "%s; not imported", v->not_run);
			continue;
		}
		fputs(any ? ", " : "validator: [", f);
		any = true;
		fputs("{source: ", f);
		snprintf(rel, sizeof rel, "input_validators/%s", v->name);
		escape_yaml(f, rel);
		fputs(", protocol: kattis}", f);
		snprintf(rel, sizeof rel, "problems/%s/input_validators/%s", t->id, v->name);
		outdir_copy(&t->out, v->spec.source, rel);
	}
	if (any)
		fputs("]\n", f);
}

/* problems/ID/problem.yaml, and the custom validator beside it. */
static void
write_problem_yaml(struct tree *t, const struct problem *p, const struct checker_spec *common)
{
	char rel[PATH_MAX];
	FILE *f;

	snprintf(rel, sizeof rel, "problems/%s/problem.yaml", t->id);
	if (!(f = outdir_create(&t->out, rel)))
		return;
	fprintf(f, "# Imported by judge from a package (problem_format_version %s).\ntitle: ",
		p->format);
	escape_yaml(f, p->title);
	if (p->source) {
		fputs("\nsource: ", f);
		escape_yaml(f, p->source);
	}
	if (p->url) {
		fputs("\nurl: ", f);
		escape_yaml(f, p->url);
	}
	if (p->tags.count) {
		fputs("\ntags: [", f);
		for (size_t i = 0; i < p->tags.count; i++) {
			fputs(i ? ", " : "", f);
			escape_yaml(f, p->tags.items[i]);
		}
		fputc(']', f);
	}
	fprintf(f, "\nlimits:\n  time: %lldms\n  memory: %lldMiB\n  output: %lldMiB\n",
		(long long)p->limits.time_ms, (long long)(p->limits.memory_bytes >> 20),
		(long long)(p->limits.output_bytes >> 20));
	/* The package's .calibration, when its limit is the one it wrote (not derived here). */
	if (p->calibration && p->timing.fixed)
		fprintf(f, "  calibration: %lld\n", (long long)p->calibration);
	if (p->compiler.run.time_ms || p->compiler.run.memory_bytes) {
		fputs("compiler:\n", f);
		if (p->compiler.run.time_ms)
			fprintf(f, "  time: %lldms\n", (long long)p->compiler.run.time_ms);
		if (p->compiler.run.memory_bytes)
			fprintf(f, "  memory: %lldMiB\n",
				(long long)(p->compiler.run.memory_bytes >> 20));
	}
	if (common)
		write_checker(t, f, common, "", p->yaml_path);
	write_validators(t, f, p);
	outdir_finish(&t->out, f, rel);
	if (!p->timing.fixed)
		diag_warning(t->d, p->yaml_path, 0, 0, "the time limit was derived from the "
			     "accepted submissions (x %g); the judge's format keeps it as a fixed "
			     "%lldms", p->timing.ac_to_time_limit, (long long)p->limits.time_ms);
	if (p->checker.type == CHECKER_CUSTOM) {
		struct stat st;

		snprintf(rel, sizeof rel, "problems/%s/output_validator", t->id);
		if (stat(p->checker.source, &st) == 0 && !S_ISDIR(st.st_mode))
			snprintf(rel + strlen(rel), sizeof rel - strlen(rel), "%s",
				 strrchr(p->checker.source, '/'));
		outdir_copy(&t->out, p->checker.source, rel);
	}
}

/* A case's name made of the judge's letters: each other byte of s becomes '-'. */
static void
case_name(const char *s, char *out, size_t len)
{
	size_t n = 0;

	for (; *s && n + 1 < len; s++)
		out[n++] = (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
			   (*s >= '0' && *s <= '9') || *s == '.' || *s == '_' ? *s : '-';
	out[n] = '\0';
}

/* Are the base names of td's cases (without their folders) all different? */
static bool
bases_unique(const struct testdata *td)
{
	for (size_t i = 0; i < td->nfiles; i++)
		for (size_t c = 0; c < td->files[i].count; c++)
			for (size_t j = i; j < td->nfiles; j++)
				for (size_t e = j == i ? c + 1 : 0; e < td->files[j].count; e++)
					if (!strcmp(strrchr(td->files[i].cases[c], '/'),
						    strrchr(td->files[j].cases[e], '/')))
						return false;
	return true;
}

/* A testdata file's invalid: list for the invalid inputs of f, their files in stem/. */
static void
write_invalid(struct tree *t, FILE *y, const struct testdata_file *f, const char *stem)
{
	if (!f->ninvalid)
		return;
	fputs("invalid:\n", y);
	for (size_t i = 0; i < f->ninvalid; i++) {
		const struct invalid_input *v = &f->invalid[i];
		const char *base = strrchr(v->input.path, '/') + 1;
		char name[PATH_MAX], file[PATH_MAX * 2];

		case_name(v->name, name, sizeof name);
		fputs("  - name: ", y);
		escape_yaml(y, name);
		fputs("\n    why: ", y);
		escape_yaml(y, v->why ? v->why : "an input of the package's data/invalid_input/");
		snprintf(file, sizeof file, "%s/%s", stem, base);
		fputs("\n    input_file: ", y);
		escape_yaml(y, file);
		fputc('\n', y);
		snprintf(file, sizeof file, "testdata/%s/%s/%s", t->id, stem, base);
		outdir_copy(&t->out, v->input.path, file);
	}
}

/*
 * A testdata file's checker_tests: list for the checker tests of f (a
 * package's data/valid_output/ or data/invalid_output/ folder), their
 * .in, .ans and .out in stem/.
 */
static void
write_checker_tests(struct tree *t, FILE *y, const struct testdata_file *f, const char *stem)
{
	if (!f->nchecker_tests)
		return;
	fputs("checker_tests:\n", y);
	for (size_t i = 0; i < f->nchecker_tests; i++) {
		const struct checker_test *ct = &f->checker_tests[i];
		const struct case_data *sides[] = {&ct->input, &ct->answer, &ct->output};
		static const char *const keys[] = {"input_file", "answer_file", "output_file"};
		char name[PATH_MAX], file[PATH_MAX * 2];

		case_name(ct->name, name, sizeof name);
		fputs("  - name: ", y);
		escape_yaml(y, name);
		fprintf(y, "\n    verdict: %s\n", verdict_name(ct->expect));
		for (size_t s = 0; s < 3; s++) {
			const char *base = strrchr(sides[s]->path, '/') + 1;

			snprintf(file, sizeof file, "%s/%s", stem, base);
			fprintf(y, "    %s: ", keys[s]);
			escape_yaml(y, file);
			fputc('\n', y);
			snprintf(file, sizeof file, "testdata/%s/%s/%s", t->id, stem, base);
			outdir_copy(&t->out, sides[s]->path, file);
		}
	}
}

/*
 * testdata/ID/NN-GROUP.yaml per folder of cases, their files in
 * testdata/ID/NN-GROUP/; a case is named by its file's name, or (when two
 * folders have one of the same name) by its path under data/.
 */
static void
write_testdata(struct tree *t, const struct problem *p, const struct testdata *td,
	       const struct checker_spec *common)
{
	bool short_names = bases_unique(td);

	for (size_t i = 0; i < td->nfiles; i++) {
		const struct testdata_file *f = &td->files[i];
		char stem[PATH_MAX], rel[PATH_MAX * 2], name[PATH_MAX];
		FILE *y;

		case_name(f->group, name, sizeof name);
		snprintf(stem, sizeof stem, "%02zu-%s", i, name);
		snprintf(rel, sizeof rel, "testdata/%s/%s.yaml", t->id, stem);
		if (!(y = outdir_create(&t->out, rel)))
			return;
		/* The folder's name as a quoted scalar: even in a comment, a line break is one. */
		fputs("# The cases of the package's folder data/", y);
		escape_yaml(y, f->group);
		fputs(".\n", y);
		/* From testdata/ID/ to problems/ID/, where the validator is copied. */
		snprintf(name, sizeof name, "../../problems/%s/", t->id);
		if (!common)
			write_checker(t, y, f->checker ? f->checker : &p->checker, name, f->path);
		input_args_write(y, "validator_args", &f->input_args);
		write_invalid(t, y, f, stem);
		write_checker_tests(t, y, f, stem);
		fputs(f->count ? "cases:\n" : "cases: []\n", y);
		for (size_t c = 0; c < f->count; c++) {
			struct testcase tc;
			char file[PATH_MAX * 3];

			if (package_case(p, f, c, 0, &tc) < 0) {
				diag_error(t->d, f->path, 0, 0, "out of memory");
				outdir_fail(&t->out, CONVERT_UNWRITTEN);
				break;
			}
			const char *base = strrchr(tc.input.path, '/') + 1;

			if (short_names)
				snprintf(name, sizeof name, "%.*s", (int)strlen(base) - 3, base);
			else
				case_name(tc.name, name, sizeof name);

			fputs("  - name: ", y);
			escape_yaml(y, name);
			fputs("\n    input_file: ", y);
			snprintf(file, sizeof file, "%s/%s", stem, base);
			escape_yaml(y, file);
			fputs("\n    output_file: ", y);
			snprintf(file + strlen(file) - 3, 5, ".ans");
			escape_yaml(y, file);
			fputc('\n', y);
			if (!strncmp(f->group, "sample", 6))
				fputs("    tags: [sample]\n", y);
			snprintf(file, sizeof file, "testdata/%s/%s/%s", t->id, stem, base);
			outdir_copy(&t->out, tc.input.path, file);
			snprintf(file + strlen(file) - 3, 5, ".ans");
			outdir_copy(&t->out, tc.output.path, file);
			if (tc.description || tc.hint)
				diag_warning(t->d, tc.input.path, 0, 0, "the case's .desc and .hint "
					     "have no place in the judge's format; dropped");
			testcase_fini(&tc);
		}
		outdir_finish(&t->out, y, rel);
	}
}

/*
 * The submissions: the main solution (an accepted ID.EXT, else
 * package_resolve()'s, when it is one file) as solutions/ID.EXT, every other one of the four verdicts the judge
 * knows under problems/ID/submissions/.
 */
static void
write_submissions(struct tree *t, const struct problem *p)
{
	static const char *const verdicts[] = {"accepted", "run_time_error", "time_limit_exceeded",
					      "wrong_answer"};
	char dir[PATH_MAX], rel[PATH_MAX * 2], from[PATH_MAX * 2], main[PATH_MAX * 2];
	struct dirent **names;
	struct stat st;
	size_t idlen = strlen(t->id);
	int n;

	/* An accepted ID.EXT (what export wrote the main solution as) wins over the first. */
	snprintf(main, sizeof main, "%s", p->solution);
	snprintf(dir, sizeof dir, "%s/submissions/accepted", p->dir);
	n = scandir(dir, &names, NULL, alphasort);
	for (int i = 0; i < n; i++) {
		const char *e = names[i]->d_name;

		snprintf(from, sizeof from, "%s/%s", dir, e);
		if (!strncmp(e, t->id, idlen) && e[idlen] == '.' && !strchr(e + idlen + 1, '.') &&
		    stat(from, &st) == 0 && S_ISREG(st.st_mode))
			snprintf(main, sizeof main, "%s", from);
		free(names[i]);
	}
	if (n >= 0)
		free(names);
	bool main_file = stat(main, &st) == 0 && S_ISREG(st.st_mode);

	if (main_file) {
		const char *ext = strrchr(main, '.');

		snprintf(rel, sizeof rel, "solutions/%s%s", t->id, ext ? ext : "");
		outdir_copy(&t->out, main, rel);
	} else {
		diag_warning(t->d, p->solution, 0, 0, "no accepted submission of one file: the "
			     "problem has no main solution (solutions/%s.EXT)", t->id);
	}
	snprintf(dir, sizeof dir, "%s/submissions", p->dir);
	n = scandir(dir, &names, NULL, alphasort);
	for (int i = 0; i < n; i++) {
		const char *e = names[i]->d_name;
		struct dirent **subs;
		bool known = false;
		int m;

		for (size_t v = 0; v < sizeof verdicts / sizeof *verdicts; v++)
			known |= !strcmp(e, verdicts[v]);
		snprintf(from, sizeof from, "%s/%s", dir, e);
		if (!known && e[0] != '.')
			diag_warning(t->d, from, 0, 0, "not one of the judge's four verdicts "
				     "(accepted, wrong_answer, time_limit_exceeded, run_time_error); "
				     "not imported");
		m = known ? scandir(from, &subs, NULL, alphasort) : -1;
		for (int j = 0; j < m; j++) {
			char sub[PATH_MAX * 3];

			snprintf(sub, sizeof sub, "%s/%s", from, subs[j]->d_name);
			if (subs[j]->d_name[0] != '.' && (!main_file || strcmp(sub, main))) {
				snprintf(rel, sizeof rel, "problems/%s/submissions/%s/%s", t->id, e,
					 subs[j]->d_name);
				outdir_copy(&t->out, sub, rel);
			}
			free(subs[j]);
		}
		if (m >= 0)
			free(subs);
		free(names[i]);
	}
	if (n >= 0)
		free(names);
}

/* The statement, from statement/ (current) or problem_statement/ (legacy), if Markdown. */
static void
write_statement(struct tree *t, const struct problem *p)
{
	static const char *const tries[] = {"statement/problem.en.md", "problem_statement/problem.en.md",
					    "statement/problem.md", "problem_statement/problem.md"};
	char path[PATH_MAX * 2], rel[PATH_MAX];
	struct stat st;

	for (size_t i = 0; i < sizeof tries / sizeof *tries; i++) {
		snprintf(path, sizeof path, "%s/%s", p->dir, tries[i]);
		if (stat(path, &st) == 0) {
			snprintf(rel, sizeof rel, "problems/%s/statement.md", t->id);
			outdir_copy(&t->out, path, rel);
			return;
		}
	}
	diag_warning(t->d, p->dir, 0, 0, "no English Markdown statement (statement/problem.en.md): "
		     "the problem has no statement.md (a LaTeX or PDF one stays in the package)");
}

/*
 * Warns (why) of each entry of the folder dir that is none of the n names
 * in used, a dot file or (yaml) a .yaml file.
 */
static void
name_unused(struct tree *t, const char *dir, const char *const *used, size_t n, bool yaml,
	    const char *why)
{
	char path[PATH_MAX * 2];
	struct dirent **names;
	int k = scandir(dir, &names, NULL, alphasort);

	for (int i = 0; i < k; i++) {
		const char *e = names[i]->d_name;
		size_t len = strlen(e);
		bool known = e[0] == '.' || (yaml && len > 5 && !strcmp(e + len - 5, ".yaml"));

		for (size_t u = 0; u < n; u++)
			known |= !strcmp(e, used[u]);
		snprintf(path, sizeof path, "%s/%s", dir, e);
		if (!known)
			diag_warning(t->d, path, 0, 0, "%s; not imported", why);
		free(names[i]);
	}
	if (k >= 0)
		free(names);
}

/* Names what the package holds that the judge's format has no place for. */
static void
name_the_rest(struct tree *t, const struct problem *p)
{
	static const char *const used[] = {"data", "input_format_validators", "input_validator",
					   "input_validators", "output_validator",
					   "output_validators", "problem.yaml", "problem_statement",
					   "statement", "submissions"};
	static const char *const data_used[] = {"invalid_input", "invalid_output", "sample",
						"secret", "valid_output"};

	name_unused(t, p->dir, used, sizeof used / sizeof *used, false, "the judge's format has "
		    "no place for it (attachments, generators...)");
	name_unused(t, p->testdata_dir, data_used, sizeof data_used / sizeof *data_used, true,
		    "only data/sample, data/secret, data/invalid_input, data/valid_output and "
		    "data/invalid_output are read");
}

int
convert_write_tree(const struct problem *p, const struct testdata *td, const char *root,
		   const char *id, struct diag *d)
{
	struct tree w = {.out = {.dir = root, .from = p->dir, .d = d, .rc = CONVERT_OK}, .id = id,
			 .d = d};
	const struct checker_spec *common = common_checker(p, td);

	if (!p->limits.time_ms) {
		diag_error(d, p->yaml_path, 0, 0, "no time limit: derive it before importing");
		return CONVERT_INVALID;
	}
	if (td->score.ngroups) {
		diag_error(d, p->yaml_path, 0, 0, "a scoring package is not imported yet (its "
			   "groups' points would be lost)");
		return CONVERT_INVALID;
	}
	write_problem_yaml(&w, p, common);
	write_statement(&w, p);
	write_testdata(&w, p, td, common);
	write_submissions(&w, p);
	name_the_rest(&w, p);
	return w.out.rc;
}
