/* judge statement: a problem's statement as contestants see it, its samples in it. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "root.h"
#include "problem/problem_set.h"
#include "problem/statement.h"
#include "report/html_page.h"
#include "report/statement_html.h"

static const char usage[] =
	"usage: judge statement [OPTIONS] PROBLEM\n"
	"\n"
	"Writes PROBLEM's Markdown statement (a package's statement/problem.LANG.md,\n"
	"the judge's format's problems/PROBLEM/statement.md) as contestants see it:\n"
	"CommonMark with tables, strikethrough, autolinks and footnotes, the name and\n"
	"the limits above it, each {{name}} and {{name.variant}} of problem.yaml's\n"
	"constants replaced, and the sample cases in it: one at each {{nextsample}},\n"
	"the rest at {{remainingsamples}} or at the end (unless the statement shows its\n"
	"samples in its own code blocks).  A sample shows its .in.statement and\n"
	".ans.statement (or .out) when it has them, an interaction its .interaction\n"
	"file as the lines each side wrote.  Math ($...$, $$...$$) is left as TeX.\n"
	"The page is one file with no script: images beside the statement (PNG, JPEG,\n"
	"SVG) are inlined, the author's raw HTML is left out but for a few plain tags\n"
	"(<b>, <i>, <sup>, <sub>, <br>...), and its Content-Security-Policy lets nothing\n"
	"load.  What it finds is a warning on standard error (as 'judge check' says it\n"
	"too): a sample the statement shows in its own code blocks that differs from\n"
	"the sample cases, an unknown constant, a {{nextsample}} with no sample left,\n"
	"an image it cannot show, raw HTML left out.  LaTeX and PDF statements are\n"
	"listed as not rendered.\n"
	"\n"
	"Options:\n"
	"      --html FILE      write the page to FILE ('-': standard output; the\n"
	"                       default when no --markdown is given)\n"
	"      --markdown FILE  write the Markdown with the constants and samples in it\n"
	"                       ('-': standard output)\n"
	"      --lang L         the statement in language L (en, sv, pt-BR; default:\n"
	"                       English, else the first); for a package\n"
	"      --root DIR       the problem tree (as for 'judge run')\n"
	"  -h, --help           print this help\n"
	"\n"
	"Exit codes: 0 written (warnings allowed), 2 usage error, no such problem or\n"
	"no Markdown statement in that language, 3 a file could not be written.\n";

/* What the options say. */
struct statement_options {
	const char *html, *markdown, *lang, *root;
};

/* In the order of the help. */
static const struct cli_option statement_options[] = {
	CLI_STRING_OPTION(struct statement_options, "html", 0, html),
	CLI_STRING_OPTION(struct statement_options, "markdown", 0, markdown),
	CLI_STRING_OPTION(struct statement_options, "lang", 0, lang),
	CLI_STRING_OPTION(struct statement_options, "root", 0, root),
};

static const struct cli_command statement_command = {
	.name = "statement",
	.help = usage,
	CLI_OPTIONS(statement_options),
};

/* What a write of either output needs. */
struct output {
	const struct statement_page *page;
	bool literal;            /* the statement shows its samples itself */
	struct diag *diag;
};

static int
write_html(FILE *out, void *arg)
{
	struct output *o = arg;

	return statement_html_write(out, o->page, NULL, o->diag);
}

static int
write_markdown(FILE *out, void *arg)
{
	struct output *o = arg;

	statement_write_markdown(out, o->page->file->path, o->page->text, o->page->len,
				 o->page->samples, o->literal, o->diag);
	return ferror(out) ? -1 : 0;
}

/* The names of f's languages, for a message: "en (Markdown), sv (LaTeX)". */
static void
languages(const struct statement_files *f, char *buf, size_t len)
{
	static const char *const kinds[] = {[STATEMENT_MARKDOWN] = "Markdown",
					    [STATEMENT_LATEX] = "LaTeX", [STATEMENT_PDF] = "PDF"};

	buf[0] = '\0';
	for (size_t i = 0; i < f->count; i++) {
		size_t used = strlen(buf);

		snprintf(buf + used, len - used, "%s%s (%s)", i ? ", " : "", f->items[i].lang,
			 kinds[f->items[i].format]);
	}
}

/* Stops on the errors in d, after printing everything in it. */
static void
stop_on_errors(struct diag *d)
{
	diag_print(d, stderr);
	if (d->errors)
		die(EXIT_USAGE, "%zu error%s; nothing was written", d->errors,
		    d->errors == 1 ? "" : "s");
	diag_fini(d);
	diag_init(d);
}

int
cmd_statement(int argc, char **argv)
{
	struct statement_options o = {0};
	int first = cli_parse(&statement_command, argc, argv, &o);

	if (argc - first != 1)
		usage_error("statement", "expected one problem (got %d)", argc - first);
	if (o.html && o.markdown && !strcmp(o.html, "-") && !strcmp(o.markdown, "-"))
		usage_error("statement", "only one of --html - and --markdown - can use standard "
			    "output");
	if (!o.html && !o.markdown)
		o.html = "-";

	char root[PATH_MAX], name[PATH_MAX], err[512], list[1024];
	struct language_table t;
	struct testdata td = {0};
	struct diag d;
	struct problem *p = NULL;

	if (root_find(o.root, root, sizeof root, err, sizeof err) < 0 ||
	    root_argument(root, argv[first], name, sizeof name, err, sizeof err) < 0)
		die(EXIT_USAGE, "%s", err);
	diag_init(&d);
	if (language_table_load(&t, root, &d) == 0 &&
	    (p = problem_set_load_one(root, name, &t, &d)))
		testdata_load(p, &td, &d);
	stop_on_errors(&d);

	struct statement_files files;
	struct statement_samples samples = {0};

	if (statement_files_find(p, &files, &d) < 0)
		stop_on_errors(&d);
	if (!p->format && o.lang)
		usage_error("statement", "'%s' has one statement (statement.md): --lang is for "
			    "packages", p->id);
	const struct statement_file *f = statement_files_pick(&files, o.lang);

	languages(&files, list, sizeof list);
	if (!files.count)
		die(EXIT_USAGE, "'%s' has no statement (%s)", p->id, p->format
		    ? "statement/problem.LANG.md" : "statement.md");
	if (!f)
		die(EXIT_USAGE, "'%s' has no statement in '%s' (it has: %s)", p->id, o.lang, list);
	if (f->format != STATEMENT_MARKDOWN)
		die(EXIT_USAGE, "'%s' is a %s statement, which the judge does not render (it "
		    "renders Markdown: problem.%s.md)", f->path,
		    f->format == STATEMENT_LATEX ? "LaTeX" : "PDF", f->lang);
	for (size_t i = 0; i < files.count; i++)
		if (files.items[i].format != STATEMENT_MARKDOWN)
			fprintf(stderr, "judge: note: '%s' not rendered (%s)\n",
				files.items[i].path,
				files.items[i].format == STATEMENT_LATEX ? "LaTeX" : "PDF");

	size_t len;
	char *text = statement_text(p, f, &len, &d);

	if (text)
		statement_samples_load(p, &td, &samples, &d);
	stop_on_errors(&d);
	if (samples.unshown)
		fprintf(stderr, "judge: note: '%s' is interactive: its %zu sample case%s not "
			"shown (their input is the interactor's; the statement shows the "
			"exchange itself)\n", p->id, samples.unshown,
			samples.unshown == 1 ? " is" : "s are");

	struct statement_page page = {.problem = p, .file = f, .text = text, .len = len,
				      .samples = &samples};
	struct output out = {.page = &page, .diag = &d};
	struct diag again;

	/* The Markdown needs to know whether the statement shows its samples itself. */
	if (statement_html_write(NULL, &page, &out.literal, &d) < 0)
		stop_on_errors(&d);
	diag_init(&again);
	out.diag = &again;
	if (o.html && html_page_write(o.html, write_html, &out, err, sizeof err) < 0)
		die(EXIT_JUDGE_ERROR, "%s", err);
	if (o.markdown && html_page_write(o.markdown, write_markdown, &out, err, sizeof err) < 0)
		die(EXIT_JUDGE_ERROR, "%s", err);
	diag_fini(&again);
	diag_print(&d, stderr);
	const char *paths[] = {o.html, o.markdown};

	for (size_t i = 0; i < 2; i++)
		if (paths[i] && strcmp(paths[i], "-"))
			fprintf(stderr, "judge: wrote '%s' (%s%s%s, %zu sample%s)\n", paths[i],
				p->id, f->lang[0] ? ", " : "", f->lang, samples.count,
				samples.count == 1 ? "" : "s");
	diag_fini(&d);
	free(text);
	statement_samples_fini(&samples);
	statement_files_fini(&files);
	testdata_fini(&td);
	problem_free(p);
	language_table_fini(&t);
	cli_flush_stdout();
	return 0;
}
