/*
 * A testlib checker (input output answer) that kills what it can: every
 * process its uid may signal (kill -1), its parent, and every process /proc
 * lists.  Then, if it is still there, accepts an output that is the answer
 * (the solution's "ok": none of its attacks worked) and prints the output
 * otherwise.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

/* Reads the file at path into buf (at most len - 1 bytes, NUL-terminated). */
static void
slurp(const char *path, char *buf, size_t len)
{
	FILE *f = fopen(path, "r");
	size_t n = f ? fread(buf, 1, len - 1, f) : 0;

	buf[n] = '\0';
	if (f)
		fclose(f);
}

int
main(int argc, char **argv)
{
	char out[4096], ans[4096];
	DIR *proc;
	struct dirent *de;

	if (argc < 4)
		return 3;
	kill(-1, SIGKILL);
	kill(getppid(), SIGKILL);
	proc = opendir("/proc");
	while (proc && (de = readdir(proc))) {
		long pid = strtol(de->d_name, NULL, 10);

		if (pid > 0 && pid != getpid())
			kill((pid_t)pid, SIGKILL);
	}
	slurp(argv[2], out, sizeof out);
	slurp(argv[3], ans, sizeof ans);
	if (!strcmp(out, ans))
		return 0;
	fprintf(stderr, "the solution says: %s", out);
	return 1;
}
