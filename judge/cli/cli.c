/* Command-line support shared by the commands: fatal errors, numbers, colour. */
#include "cli.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "problem/problem_set.h"
#include "root.h"

void
die(int code, const char *fmt, ...)
{
	va_list ap;
	fflush(stdout);
	fputs("judge: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(code);
}

void
usage_error(const char *cmd, const char *fmt, ...)
{
	va_list ap;
	fputs("judge: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	if (cmd)
		fprintf(stderr, "judge: try 'judge %s --help'\n", cmd);
	else
		fputs("judge: try 'judge --help'\n", stderr);
	exit(EXIT_USAGE);
}

int64_t
cli_number(const char *cmd, const char *opt, const char *text, int64_t min, int64_t max)
{
	char *end;
	errno = 0;
	long long n = strtoll(text, &end, 10);
	if (errno || end == text || *end || n < min || n > max)
		usage_error(cmd, "invalid value '%s' for %s (expected a whole number from %lld to %lld)",
			    text, opt, (long long)min, (long long)max);
	return n;
}

bool
cli_color(const char *cmd, const char *when, FILE *out)
{
	if (when && strcmp(when, "always") == 0)
		return true;
	if (when && strcmp(when, "never") == 0)
		return false;
	if (when && strcmp(when, "auto") != 0)
		usage_error(cmd, "invalid value '%s' for --color (expected auto, always or never)",
			    when);
	const char *no = getenv("NO_COLOR");
	if (no && *no)
		return false;
	return isatty(fileno(out));
}

void
cli_flush_stdout(void)
{
	if (fflush(stdout) != 0 || ferror(stdout))
		die(EXIT_JUDGE_ERROR, "cannot write standard output: %s", strerror(errno));
}

void
cli_load_problems(const char *root_opt, char *root, size_t rootlen, char *const *ids,
		  size_t n, bool all, struct problem_set *set)
{
	char err[512];
	if (root_find(root_opt, root, rootlen, err, sizeof err) < 0)
		die(EXIT_USAGE, "%s", err);

	struct diag d;
	diag_init(&d);
	if (problem_set_load(set, root, ids, n, all, &d) < 0) {
		diag_print(&d, stderr);
		die(EXIT_USAGE, "%zu error%s in problem files; nothing was run", d.errors,
		    d.errors == 1 ? "" : "s");
	}
	diag_print(&d, stderr);
	diag_fini(&d);
}
