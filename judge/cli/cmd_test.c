/* judge test: one program, compiled and run in the sandbox on an input of one's own or on cases. */
#include <errno.h>
#include <fnmatch.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "root.h"
#include "base/escape.h"
#include "base/units.h"
#include "pipeline/pipeline.h"
#include "problem/problem_set.h"
#include "report/report.h"

static const char usage[] =
	"usage: judge test [OPTIONS] PROGRAM\n"
	"\n"
	"Compiles PROGRAM (a file or a folder, in any language of the judge's table;\n"
	"through the compile cache) and runs it once in the sandbox, as 'judge run'\n"
	"would, on an input of your own or on cases of its problem, and prints what it\n"
	"wrote (the first 64 KiB, escaped: a control byte as \\xNN), the first bytes\n"
	"of its standard error, its verdict, CPU and wall time and memory; on a case,\n"
	"the checker's word on its output too.  The problem is --problem's, else the\n"
	"one PROGRAM belongs to (solutions/ID.EXT, problems/ID/..., a package's\n"
	"folder); its limits, compiler flags and checker apply.  A program of no\n"
	"problem runs under the judge's default limits (1s CPU, 256MiB).\n"
	"\n"
	"Options:\n"
	"      --input FILE     the input ('-': standard input; the default when no\n"
	"                       --case is given); its output is not checked: AC means\n"
	"                       the program ran cleanly\n"
	"  -c, --case PATTERN   the cases of the problem whose name matches the glob\n"
	"                       PATTERN, one after another, each checked\n"
	"      --problem P      the problem (as for 'judge run')\n"
	"      --root DIR       the problem tree (as for 'judge run')\n"
	"      --trusted        run even where programs cannot be isolated\n"
	"  -h, --help           print this help\n"
	"\n"
	"Exit codes: 0 every run AC, 1 another verdict (or a compilation error), 2 usage\n"
	"error or no such case, 3 judge error (also: runs not isolated, without\n"
	"--trusted).\n";

/* What the options say. */
struct test_options {
	const char *input, *cases, *problem, *root;
	bool trusted;
};

/* In the order of the help. */
static const struct cli_option test_options[] = {
	CLI_STRING_OPTION(struct test_options, "input", 0, input),
	CLI_STRING_OPTION(struct test_options, "case", 'c', cases),
	CLI_STRING_OPTION(struct test_options, "problem", 0, problem),
	CLI_STRING_OPTION(struct test_options, "root", 0, root),
	CLI_FLAG_OPTION(struct test_options, "trusted", 0, trusted),
};

static const struct cli_command test_command = {
	.name = "test",
	.help = usage,
	CLI_OPTIONS(test_options),
};

/* The most of a program's output shown. */
#define SHOWN (64 << 10)
/* The largest input read from standard input. */
#define INPUT_MAX (256 << 20)

/*
 * The problem PROGRAM (real, an absolute path) belongs to in the tree at
 * root, as root_argument() takes it, into name: solutions/ID.EXT is ID, else
 * the nearest folder above it holding problem.yaml.  Returns whether there is one.
 */
static bool
owner(const char *root, const char *real, char *name, size_t len)
{
	char dir[PATH_MAX], err[512];
	size_t n = strlen(root);
	struct stat st;

	if (!strncmp(real, root, n) && !strncmp(real + n, "/solutions/", 11) &&
	    !strchr(real + n + 11, '/')) {
		snprintf(name, len, "%.*s", (int)strcspn(real + n + 11, "."), real + n + 11);
		snprintf(dir, sizeof dir, "%s/problems/%s", root, name);
		return stat(dir, &st) == 0 && S_ISDIR(st.st_mode);
	}
	snprintf(dir, sizeof dir, "%s", real);
	for (char *slash; (slash = strrchr(dir, '/')) && slash != dir;) {
		char yaml[PATH_MAX + 16];

		*slash = '\0';
		snprintf(yaml, sizeof yaml, "%s/problem.yaml", dir);
		if (stat(yaml, &st) == 0 && S_ISREG(st.st_mode))
			return root_argument(root, dir, name, len, err, sizeof err) == 0;
	}
	return false;
}

/* The lines of the len bytes at text, each indented and escaped (a control byte as \xNN). */
static void
print_lines(const char *text, size_t len)
{
	for (size_t at = 0; at < len;) {
		const char *nl = memchr(text + at, '\n', len - at);
		size_t n = nl ? (size_t)(nl - text) - at : len - at;

		fputs("  ", stdout);
		escape_span(stdout, text + at, n);
		fputc('\n', stdout);
		at += n + 1;
	}
}

/* What one run showed: its output (shown of its total bytes), stderr, verdict and usage. */
static bool
show(const char *what, const struct problem_result *pr, const struct case_result *cr,
     const char *output, size_t shown, size_t total)
{
	char cpu[32], wall[32], mem[32];

	printf("%s\n", what);
	if (pr->verdict == VERDICT_CE) {
		fputs("CE  compilation failed:\n", stdout);
		print_lines(pr->compile.log ? pr->compile.log : "",
			    pr->compile.log ? strlen(pr->compile.log) : 0);
		return false;
	}
	printf("output (%zu byte%s%s):\n", total, total == 1 ? "" : "s",
	       total > SHOWN ? ", the first 64 KiB" : "");
	print_lines(output, shown);
	if (cr->stderr_head[0]) {
		fputs("stderr (its first bytes):\n", stdout);
		print_lines(cr->stderr_head, strlen(cr->stderr_head));
	}
	report_format_ms(cr->usage.cpu_us, cpu, sizeof cpu);
	report_format_ms(cr->usage.wall_us, wall, sizeof wall);
	printf("%s  %s CPU, %s wall, %s", verdict_name(cr->verdict), cpu, wall,
	       units_format_bytes(cr->usage.memory_bytes, mem, sizeof mem));
	if (cr->detail[0])
		printf(" (%s)", cr->detail);
	fputc('\n', stdout);
	if (cr->message[0]) {
		fputs("  ", stdout);
		escape_log(stdout, cr->message);
		fputc('\n', stdout);
	}
	if (cr->hint[0])
		printf("  hint: %s\n", cr->hint);
	return cr->verdict == VERDICT_AC;
}

/* One run of program on tc; whether it got AC. */
static bool
try_one(struct pipeline *pl, const struct problem *p, const struct language_table *t,
	const char *program, const struct testcase *tc, bool unchecked, const char *what)
{
	char *output = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&output, &size);
	struct try_params params = {.languages = t, .unchecked = unchecked, .output = f,
				    .output_max = SHOWN};
	struct problem_result pr;
	struct case_result cr;

	if (!f)
		die(EXIT_JUDGE_ERROR, "out of memory");
	int rc = pipeline_try(pl, p, program, tc, &params, &pr, &cr);

	if (fclose(f) != 0)
		die(EXIT_JUDGE_ERROR, "out of memory");
	if (rc < 0 || cr.verdict == VERDICT_JE)
		die(EXIT_JUDGE_ERROR, "%s", rc < 0 ? pr.message : cr.message);
	bool ok = show(what, &pr, &cr, output, size, params.output_total);

	free(output);
	problem_result_fini(&pr);
	return ok;
}

/* The input of --input into in: a file as it is, standard input read whole. */
static void
read_input(const char *path, struct case_data *in)
{
	if (strcmp(path, "-")) {
		struct stat st;

		if (stat(path, &st) < 0)
			die(EXIT_USAGE, "cannot use --input '%s': %s", path, strerror(errno));
		if (!S_ISREG(st.st_mode))
			die(EXIT_USAGE, "cannot use --input '%s': not a regular file", path);
		in->path = (char *)path;
		return;
	}
	size_t cap = 1 << 16, got = 0;
	char *buf = malloc(cap + 1);
	ssize_t n;

	while (buf && (n = read(STDIN_FILENO, buf + got, cap - got)) > 0) {
		got += (size_t)n;
		if (got == cap && cap < INPUT_MAX) {
			char *grown = realloc(buf, cap * 2 + 1);

			if (!grown)
				free(buf);
			buf = grown;
			cap *= 2;
		} else if (got == cap) {
			die(EXIT_USAGE, "standard input is over 256 MiB");
		}
	}
	if (!buf)
		die(EXIT_JUDGE_ERROR, "out of memory");
	buf[got] = '\0';
	in->text = buf;
	in->len = got;
}

int
cmd_test(int argc, char **argv)
{
	struct test_options o = {0};
	int first = cli_parse(&test_command, argc, argv, &o);
	char root[PATH_MAX], real[PATH_MAX], name[PATH_MAX], err[512];

	if (argc - first != 1)
		usage_error("test", "expected one program (got %d)", argc - first);
	if (o.input && o.cases)
		usage_error("test", "give --input or --case, not both");
	const char *program = argv[first];

	if (!realpath(program, real))
		die(EXIT_USAGE, "cannot use '%s': %s", program, strerror(errno));
	if (root_find(o.root, root, sizeof root, err, sizeof err) < 0)
		die(EXIT_USAGE, "%s", err);
	bool known = o.problem ? root_argument(root, o.problem, name, sizeof name, err,
					       sizeof err) == 0
			       : owner(root, real, name, sizeof name);

	if (o.problem && !known)
		die(EXIT_USAGE, "%s", err);
	if (o.cases && !known)
		usage_error("test", "'%s' belongs to no problem: give --problem for --case",
			    program);

	struct language_table t;
	struct testdata td = {0};
	struct diag d;
	struct problem *p = NULL;

	diag_init(&d);
	if (language_table_load(&t, root, &d) == 0) {
		p = known ? problem_set_load_one(root, name, &t, &d) : problem_new(&d);
		if (known && p)
			testdata_load(p, &td, &d);
		else if (p && !(p->id = strdup("test")))
			diag_error(&d, NULL, 0, 0, "out of memory");
	}
	diag_print(&d, stderr);
	if (d.errors)
		die(EXIT_USAGE, "%zu error%s in problem files; nothing was run", d.errors,
		    d.errors == 1 ? "" : "s");
	diag_fini(&d);
	if (!o.cases && (p->checker.interactive || p->checker.passes))
		usage_error("test", "'%s' is %s: give --case (an input of your own has no %s)",
			    p->id, p->checker.interactive ? "interactive" : "multi-pass",
			    p->checker.interactive ? "interactor's side" : "validator's passes");

	struct pipeline *pl = cli_pipeline(1, o.trusted, NULL);
	char limits[96], cpu[32], mem[32], what[PATH_MAX + 256];
	struct limits l = limits_for_case(&p->limits, NULL, NULL);
	bool all = true;
	size_t runs = 0;

	snprintf(limits, sizeof limits, "%s CPU, %s", units_format_time(l.time_ms, cpu, sizeof cpu),
		 units_format_bytes(l.memory_bytes, mem, sizeof mem));
	if (!o.cases) {
		struct testcase tc = {.name = "input", .file = o.input ? o.input : "-",
				      .output = {.text = "", .len = 0}, .limits = l,
				      .checker = &p->checker};

		read_input(o.input ? o.input : "-", &tc.input);
		snprintf(what, sizeof what, "%s on %s (%s%s%s)", program,
			 o.input && strcmp(o.input, "-") ? o.input : "standard input",
			 known ? p->id : "no problem", known ? "'s limits: " : ": ", limits);
		all = try_one(pl, p, &t, program, &tc, true, what);
		runs = 1;
		if (tc.input.text)
			free(tc.input.text);
	} else {
		struct testdata_reader *r = testdata_reader_new(&td, &d);
		struct testcase tc;

		while (r && !pipeline_interrupted() && testdata_read(r, &tc) > 0) {
			if (!fnmatch(o.cases, tc.name, 0)) {
				struct limits cl = tc.limits;

				snprintf(limits, sizeof limits, "%s CPU, %s",
					 units_format_time(cl.time_ms, cpu, sizeof cpu),
					 units_format_bytes(cl.memory_bytes, mem, sizeof mem));
				snprintf(what, sizeof what, "%s%s on case '%s' of %s (%s)",
					 runs ? "\n" : "", program, tc.name, p->id, limits);
				all &= try_one(pl, p, &t, program, &tc, false, what);
				runs++;
			}
			testcase_fini(&tc);
		}
		testdata_reader_free(r);
		diag_print(&d, stderr);
		if (d.errors)
			die(EXIT_USAGE, "cannot read the cases of '%s'", p->id);
		if (!runs)
			die(EXIT_USAGE, "no case of '%s' matches '%s'", p->id, o.cases);
	}
	pipeline_free(pl);
	testdata_fini(&td);
	problem_free(p);
	language_table_fini(&t);
	diag_fini(&d);
	cli_flush_stdout();
	if (cli_caught_signal())
		return 128 + cli_caught_signal();
	return all ? EXIT_ALL_ACCEPTED : EXIT_NOT_ACCEPTED;
}
