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

/* Decides on colour from --color=WHEN ("auto", "always", "never"; NULL = auto), NO_COLOR and isatty. */
bool cli_color(const char *cmd, const char *when, FILE *out);

/* Flushes stdout and dies with a judge error if writing it failed. */
void cli_flush_stdout(void);

struct problem_set;

/*
 * Finds the problem tree (--root DIR as root_opt, see root_find()), writes its
 * path into root, and loads the problems named in ids (n of them), or all of
 * them, with their testdata.
 * Prints warnings; on any error prints every one and exits 2, so that nothing
 * runs on a broken problem.
 */
void cli_load_problems(const char *root_opt, char *root, size_t rootlen, char *const *ids,
		       size_t n, bool all, struct problem_set *set);

/* The commands, each in its own cmd_<name>.c. */
int cmd_check(int argc, char **argv);
int cmd_doctor(int argc, char **argv);
int cmd_list(int argc, char **argv);
int cmd_new(int argc, char **argv);
int cmd_run(int argc, char **argv);
int cmd_verify(int argc, char **argv);

#endif
