/* Command-line support shared by the commands: fatal errors, numbers, colour. */
#include "cli.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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
