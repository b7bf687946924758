/* judge new: scaffold a problem that `judge check` accepts and `judge run` can judge at once. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "problem/problem.h"
#include "root.h"
#include "scaffold.h"

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

	char root[PATH_MAX], err[PATH_MAX + 128];
	if (root_find_new(o.root, root, sizeof root, err, sizeof err) < 0)
		die(EXIT_USAGE, "%s", err);

	/* The placeholder: a sum the sample expects, so that 'judge run ID' works at once. */
	static const struct scaffold_sample sample = {"1 2\n", "3\n", 4, 2, NULL};
	char *solution = NULL;

	if (asprintf(&solution, solution_fmt, id) < 0)
		die(EXIT_JUDGE_ERROR, "out of memory");
	const struct scaffold s = {.id = id, .title = o.title ? o.title : id, .source = o.source,
				   .samples = &sample, .nsamples = 1, .solution = solution};
	/* Look before touching anything: all four must be new. */
	int existing = scaffold_existing(root, &s, stderr);

	if (existing)
		die(EXIT_USAGE, "nothing was created: problem '%s' would overwrite %d file%s", id,
		    existing, existing == 1 ? "" : "s");
	if (scaffold_write(root, &s, stdout, err, sizeof err) < 0)
		die(EXIT_JUDGE_ERROR, "%s; nothing was created", err);
	free(solution);
	printf("next: write the statement, the solution and the testdata, then run\n"
	       "  judge check %s && judge run %s\n",
	       id, id);
	return 0;
}
