/* judge: global options and the table of subcommands. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/suggest.h"
#include "cli/cli.h"

struct command {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *summary;
};

/* Sorted by name. */
static const struct command commands[] = {
	{"calibrate", cmd_calibrate, "measure this machine's speed, for limits that travel"},
	{"check", cmd_check, "validate problem and testdata files without running anything"},
	{"doctor", cmd_doctor, "show what isolation this machine allows and what is used"},
	{"export", cmd_export, "write a problem as a Kattis/ICPC package (a folder or a zip)"},
	{"generate", cmd_generate, "make a problem's test data from its generators/generators.yaml"},
	{"import", cmd_import, "write a package (a folder or a zip) or oj samples into the tree"},
	{"list", cmd_list, "list the problems with their limits, cases and last verdict"},
	{"new", cmd_new, "create a new problem: metadata, statement, solution, samples"},
	{"receive", cmd_receive, "write problems sent from the browser (Competitive Companion)"},
	{"report", cmd_report, "merge shard reports; write other reports from a JSON report"},
	{"run", cmd_run, "judge solutions against their problems' testdata"},
	{"statement", cmd_statement, "write a problem's statement as a page, its samples in it"},
	{"stress", cmd_stress, "find a failing input for a submission, and shrink it"},
	{"test", cmd_test, "run one program on an input of your own or on some cases, and look"},
	{"timelimit", cmd_timelimit, "derive a problem's time limit from its submissions"},
	{"verify", cmd_verify, "check a problem: main solution, wrong submissions, time limits"},
};

static void
print_help(void)
{
	printf("usage: judge [--version] [--help] COMMAND [ARGS]\n"
	       "\n"
	       "A judge for competitive-programming problems: compiles a C solution, runs it\n"
	       "on every test case under time, memory and output limits in a sandbox, and\n"
	       "checks its output.\n"
	       "\n"
	       "Commands:\n");
	for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
		printf("  %-9s %s\n", commands[i].name, commands[i].summary);
	printf("\n"
	       "Exit codes: 0 success (run: every case accepted); 1 some verdict other\n"
	       "than AC (verify: an expectation missed; check, export, import --strict:\n"
	       "warnings; timelimit: no limit separates the submissions); 2 usage error\n"
	       "or invalid problem/testdata files or packages; 3 judge error (run, verify:\n"
	       "also runs not isolated, without --trusted); 4 doctor: runs not isolated.\n"
	       "\n"
	       "On a terminal, run, verify, check and timelimit keep a progress line (what\n"
	       "runs and how far), erased when done; never in a pipe, with CI set or\n"
	       "TERM=dumb.\n"
	       "\n"
	       "Run 'judge COMMAND --help' for a command's options.\n");
}

int
main(int argc, char **argv)
{
	if (argc < 2)
		usage_error(NULL, "no command given");
	const char *name = argv[1];
	if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0 || strcmp(name, "help") == 0) {
		print_help();
		cli_flush_stdout();
		return 0;
	}
	if (strcmp(name, "--version") == 0 || strcmp(name, "version") == 0) {
		printf("judge %s\n", JUDGE_VERSION);
		cli_flush_stdout();
		return 0;
	}
	for (size_t i = 0; i < sizeof commands / sizeof *commands; i++) {
		if (strcmp(commands[i].name, name) == 0) {
			int code = commands[i].run(argc - 1, argv + 1);
			cli_flush_stdout();
			return code;
		}
	}
	const char *names[sizeof commands / sizeof *commands], *near;
	for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
		names[i] = commands[i].name;
	if (suggest(name, names, sizeof names / sizeof *names, &near, 1))
		usage_error(NULL, "unknown command '%s' (did you mean '%s'?)", name, near);
	usage_error(NULL, "unknown command '%s'", name);
}
