/* Shared command-line helpers for main.c and the cmd_*.c commands; nothing owned. */
#ifndef JUDGE_CLI_H
#define JUDGE_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Exit codes, documented in README.md and `judge --help`. */
enum {
	EXIT_ALL_ACCEPTED = 0,
	EXIT_NOT_ACCEPTED = 1,
	EXIT_USAGE = 2,       /* bad arguments or a bad problem definition */
	EXIT_JUDGE_ERROR = 3,
	EXIT_NOT_ISOLATED = 4, /* doctor: programs would not be isolated (a normal user) */
};

/* Prints "judge: MESSAGE" to stderr and exits with code. */
_Noreturn void die(int code, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Prints "judge: MESSAGE" and "judge: try 'judge CMD --help'" to stderr, exits 2. */
_Noreturn void usage_error(const char *cmd, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/*
 * Parses text as a whole number in [min, max] for option opt; on failure a
 * usage error naming the option.
 */
int64_t cli_number(const char *cmd, const char *opt, const char *text, int64_t min, int64_t max);

/* What an option stores into the command's options struct. */
enum cli_kind {
	CLI_FLAG,                /* a bool, set true */
	CLI_STRING,              /* a const char *, the argument (borrowed from argv) */
	CLI_NUMBER,              /* an int, the argument as a whole number in [min, max] */
};

/* One option of a command: a row of its table. */
struct cli_option {
	const char *name;        /* the long name, without "--" */
	int letter;              /* the short option's letter, or 0 for none */
	enum cli_kind kind;
	size_t offset;           /* of the field it stores into (offsetof) */
	int64_t min, max;        /* CLI_NUMBER's range */
};

/*
 * The rows of a table for the options struct type, each checking when it
 * compiles that field has the type its kind stores into.
 */
#define CLI_FIELD(type, field, T) \
	(offsetof(type, field) + 0 * sizeof(_Generic(((type *)0)->field, T: 1)))
#define CLI_FLAG_OPTION(type, name, letter, field) \
	{name, letter, CLI_FLAG, CLI_FIELD(type, field, bool), 0, 0}
#define CLI_STRING_OPTION(type, name, letter, field) \
	{name, letter, CLI_STRING, CLI_FIELD(type, field, const char *), 0, 0}
#define CLI_NUMBER_OPTION(type, name, letter, field, min, max) \
	{name, letter, CLI_NUMBER, CLI_FIELD(type, field, int), min, max}

/* A command's options: its table, in the order of --help, and its help text. */
struct cli_command {
	const char *name;        /* "run", for messages */
	const char *help;        /* printed by -h and --help */
	const char *help_more;   /* or NULL: printed after help (a help longer than
				    the 4095 bytes a C string literal may hold) */
	const struct cli_option *options;
	size_t count;
	bool version;            /* whether --version prints the judge's version */
};

/* Names a table in a struct cli_command's initializer. */
#define CLI_OPTIONS(table) .options = (table), .count = sizeof(table) / sizeof *(table)

/*
 * Parses the options of argv (argv[0] is the command's name) into the struct
 * at out, through cmd's table; fields of options not given keep their value.
 * -h and --help print cmd->help to stdout and exit 0, as --version does when
 * cmd->version is set; an unknown option or a bad value is a usage error
 * (exit 2).  Returns the index in argv of the first operand.
 */
int cli_parse(const struct cli_command *cmd, int argc, char **argv, void *out);

/* Decides on colour from --color=WHEN ("auto", "always", "never"; NULL = auto), NO_COLOR and isatty. */
bool cli_color(const char *cmd, const char *when, FILE *out);

/*
 * From now on SIGINT and SIGTERM stop judging cleanly (pipeline_interrupt():
 * running programs are killed, no new case starts); a second one is not needed.
 */
void cli_catch_signals(void);

/* The signal cli_catch_signals() caught, or 0. */
int cli_caught_signal(void);

struct diag;

/* Every entry of d as FILE:LINE:COLUMN: [warning: ]MESSAGE on standard error, escaped. */
void cli_print_diag(const struct diag *d);

/* Flushes stdout and dies with a judge error if writing it failed. */
void cli_flush_stdout(void);

struct sandbox_report;

/*
 * Refuses to judge (a judge error naming what follows) when sb's runs are
 * not isolated, unless trusted (--trusted): the code judged is then the
 * user's own.
 */
void cli_require_isolation(const struct sandbox_report *sb, bool trusted);

struct pipeline;

/*
 * A pipeline of workers sandboxes (pipeline_new(), 0 or 1: one) whose runs
 * are isolated, unless trusted (cli_require_isolation()), with what its
 * sandbox enforces into *sb when sb is not NULL; from then on SIGINT and
 * SIGTERM stop judging (cli_catch_signals()).  Dies with a judge error when
 * the sandbox cannot be set up.
 */
struct pipeline *cli_pipeline(int workers, bool trusted, struct sandbox_report *sb);

struct problem_set;
struct problem;

/*
 * Decides the limits in force of the n problems ps on this machine
 * (problem_scale_limits()), before any of their cases is read: a limit set
 * at a recorded calibration is scaled by that score over this machine's
 * ($JUDGE_CALIBRATION, else cached, else measured: only when some problem
 * records one), unless exact (--exact-limits) or the machine is too noisy
 * to calibrate.  Says on standard error, once for each different outcome,
 * how the limits were decided ("judge: limits x1.09: set at calibration
 * 1711, this machine 1570 (lc464, lc486)"); a recorded calibration not
 * used though not asked is a warning.  A bad $JUDGE_CALIBRATION exits 2.
 */
void cli_scale_limits(struct problem *const *ps, size_t n, bool exact);

/*
 * Finds the problem tree (--root DIR as root_opt, see root_find()), writes its
 * path into root, and loads the problems named in ids (n of them), or all of
 * them, with their testdata.
 * Prints warnings; on any error prints every one and exits 2, so that nothing
 * runs on a broken problem.
 */
void cli_load_problems(const char *root_opt, char *root, size_t rootlen, char *const *ids,
		       size_t n, bool all, struct problem_set *set);

struct expectation_set;
struct language_table;
struct problem;
struct testdata;

/*
 * Loads what the submissions of problem p (with the tree's languages t and
 * p's testdata td) must do into s (expectation_set_load()); on any error
 * prints every one and exits 2.
 */
void cli_load_expectations(const struct problem *p, const struct language_table *t,
			   const struct testdata *td, struct expectation_set *s);

/* The commands, each in its own cmd_<name>.c. */
int cmd_calibrate(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_doctor(int argc, char **argv);
int cmd_export(int argc, char **argv);
int cmd_generate(int argc, char **argv);
int cmd_import(int argc, char **argv);
int cmd_list(int argc, char **argv);
int cmd_new(int argc, char **argv);
int cmd_receive(int argc, char **argv);
int cmd_report(int argc, char **argv);
int cmd_run(int argc, char **argv);
int cmd_statement(int argc, char **argv);
int cmd_stress(int argc, char **argv);
int cmd_test(int argc, char **argv);
int cmd_timelimit(int argc, char **argv);
int cmd_verify(int argc, char **argv);

#endif
