/* judge list: every problem of the tree with its limits, cases and last verdict. */
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "cli.h"
#include "report/last_run.h"
#include "problem/problem.h"
#include "problem/problem_set.h"
#include "root.h"
#include "problem/testdata.h"
#include "base/units.h"

static const char usage[] =
	"usage: judge list [OPTIONS]\n"
	"\n"
	"Lists every problem of the tree: id, title, source, limits (CPU time and\n"
	"memory), number of cases and the last verdict 'judge run' recorded for its\n"
	"own solution (with the cases passed, when, and 'changed since' when the\n"
	"solution, problem.yaml or a testdata file is newer).  A problem that fails to\n"
	"load is listed with its first error; 'judge check' shows them all.\n"
	"\n"
	"Options:\n"
	"      --root DIR    the problem tree (as for 'judge run')\n"
	"  -h, --help        print this help\n"
	"\n"
	"Exit codes: 0 listed (even when some problem is broken), 2 usage error or no\n"
	"problem tree.\n";

/* What the options say. */
struct list_options {
	const char *root;
};

static const struct cli_option list_options[] = {
	CLI_STRING_OPTION(struct list_options, "root", 0, root),
};

static const struct cli_command list_command = {
	.name = "list",
	.help = usage,
	CLI_OPTIONS(list_options),
};

#define COLUMNS 7

/* One row of the table; every cell owned. */
struct row {
	char *cell[COLUMNS];
};

static const char *const headings[COLUMNS] = {
	"ID", "TITLE", "SOURCE", "TIME", "MEMORY", "CASES", "LAST",
};

/* Display width of UTF-8 text: one column per character. */
static size_t
width(const char *s)
{
	size_t n = 0;
	for (; *s; s++)
		n += ((unsigned char)*s & 0xc0) != 0x80;
	return n;
}

/* A copy of s on one line (line breaks and tabs become spaces); NULL or "" gives "-". */
static char *
cell(const char *s)
{
	char *c = strdup(s && *s ? s : "-");
	if (!c)
		die(EXIT_JUDGE_ERROR, "out of memory");
	for (char *p = c; *p; p++)
		if (*p == '\n' || *p == '\r' || *p == '\t')
			*p = ' ';
	return c;
}

static bool
newer(const char *path, int64_t when_ms)
{
	struct stat st;
	return path && stat(path, &st) == 0 &&
	       (int64_t)st.st_mtim.tv_sec * 1000 + st.st_mtim.tv_nsec / 1000000 > when_ms;
}

/* Whether the solution, problem.yaml or a testdata file changed since judging began. */
static bool
changed_since(const struct problem *p, const struct testdata *td, int64_t when_ms)
{
	if (newer(p->solution, when_ms) || newer(p->yaml_path, when_ms))
		return true;
	for (size_t i = 0; i < td->nfiles; i++)
		if (newer(td->files[i].path, when_ms))
			return true;

	struct diag d;
	struct testcase tc;
	bool changed = false;
	diag_init(&d);
	struct testdata_reader *r = testdata_reader_new(td, &d);
	while (!changed && r && testdata_read(r, &tc) > 0) {
		changed = newer(tc.input.path, when_ms) || newer(tc.output.path, when_ms);
		testcase_fini(&tc);
	}
	/* Files that cannot be read any more have changed too. */
	changed |= !r || d.errors > 0;
	testdata_reader_free(r);
	diag_fini(&d);
	return changed;
}

static char *
last_cell(const struct last_run_entry *e, const struct problem *p, const struct testdata *td)
{
	char when[32], *s;
	time_t t = (time_t)(e->when_ms / 1000);
	struct tm tm;
	localtime_r(&t, &tm);
	strftime(when, sizeof when, "%Y-%m-%d %H:%M", &tm);
	char cases[64] = "";
	if (e->judged > 0)
		snprintf(cases, sizeof cases, " %zu/%zu%s", e->passed, e->judged,
			 e->judged < td->count ? " (some cases)" : "");
	int n = asprintf(&s, "%s%s on %s%s", verdict_name(e->verdict), cases, when,
			 changed_since(p, td, e->when_ms) ? ", changed since" : "");
	if (n < 0)
		die(EXIT_JUDGE_ERROR, "out of memory");
	return s;
}

/* Fills row for problem id: its figures, or its first load error. */
static void
describe(const char *root, const char *id, const struct last_run *lr, struct row *row)
{
	struct diag d;
	struct testdata td = {0};
	char buf[64];

	diag_init(&d);
	row->cell[0] = cell(id);
	struct problem *p = problem_set_load_id(root, id, &d);
	if (p)
		testdata_load(p, &td, &d);
	if (d.errors) {
		const struct diag_entry *first = diag_first_error(&d);
		char *text = first ? diag_entry_text(first) : NULL;
		for (int i = 1; i < COLUMNS - 1; i++)
			row->cell[i] = cell(i == 1 && p ? p->title : NULL);
		if (!text || asprintf(&row->cell[COLUMNS - 1], "error: %s%s", text,
				      d.errors > 1 ? " (and more: see 'judge check')" : "") < 0)
			die(EXIT_JUDGE_ERROR, "out of memory");
		free(text);
		goto out;
	}
	row->cell[1] = cell(p->title);
	row->cell[2] = cell(p->source);
	struct limits l = limits_for_case(&p->limits, NULL, NULL);
	row->cell[3] = cell(units_format_time(l.time_ms, buf, sizeof buf));
	row->cell[4] = cell(units_format_bytes(l.memory_bytes, buf, sizeof buf));
	/* A package's sample interactions are shown, never run: counted apart. */
	if (p->interactions.count)
		snprintf(buf, sizeof buf, "%zu +%zu shown", td.count, p->interactions.count);
	else
		snprintf(buf, sizeof buf, "%zu", td.count);
	row->cell[5] = cell(buf);
	const struct last_run_entry *e = last_run_find(lr, id);
	row->cell[6] = e ? last_cell(e, p, &td) : cell(NULL);
out:
	testdata_fini(&td);
	problem_free(p);
	diag_fini(&d);
}

static void
print_table(const struct row *rows, size_t n)
{
	size_t w[COLUMNS];
	for (int c = 0; c < COLUMNS; c++) {
		w[c] = width(headings[c]);
		for (size_t r = 0; r < n; r++)
			if (width(rows[r].cell[c]) > w[c])
				w[c] = width(rows[r].cell[c]);
	}
	for (size_t r = 0; r <= n; r++) {
		for (int c = 0; c < COLUMNS; c++) {
			const char *s = r == 0 ? headings[c] : rows[r - 1].cell[c];
			size_t pad = w[c] - width(s);
			if (c == COLUMNS - 1) {
				fputs(s, stdout);
			} else if (c == 5) {
				/* Numbers align right. */
				printf("%*s%s  ", (int)pad, "", s);
			} else {
				printf("%s%*s  ", s, (int)pad, "");
			}
		}
		putchar('\n');
	}
}

int
cmd_list(int argc, char **argv)
{
	struct list_options o = {NULL};
	int first = cli_parse(&list_command, argc, argv, &o);
	if (first < argc)
		usage_error("list", "unexpected argument '%s'", argv[first]);

	char root[PATH_MAX], err[512];
	if (root_find(o.root, root, sizeof root, err, sizeof err) < 0)
		die(EXIT_USAGE, "%s", err);

	struct diag d;
	struct ystrings ids = {0};
	diag_init(&d);
	if (problem_list(root, &ids, &d) < 0) {
		diag_print(&d, stderr);
		die(EXIT_USAGE, "cannot list the problems of '%s'", root);
	}
	diag_fini(&d);

	struct last_run lr;
	if (last_run_load(root, &lr, err, sizeof err) < 0)
		fprintf(stderr, "judge: warning: no last verdicts: %s\n", err);

	struct row *rows = calloc(ids.count ? ids.count : 1, sizeof *rows);
	if (!rows)
		die(EXIT_JUDGE_ERROR, "out of memory");
	for (size_t i = 0; i < ids.count; i++)
		describe(root, ids.items[i], &lr, &rows[i]);
	if (ids.count)
		print_table(rows, ids.count);
	else
		fprintf(stderr, "judge: no problems under '%s/problems'\n", root);

	for (size_t i = 0; i < ids.count; i++)
		for (int k = 0; k < COLUMNS; k++)
			free(rows[i].cell[k]);
	free(rows);
	last_run_fini(&lr);
	ystrings_fini(&ids);
	return EXIT_ALL_ACCEPTED;
}
