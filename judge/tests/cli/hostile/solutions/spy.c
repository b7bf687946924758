/*
 * A solution that attacks what the judge runs it with (the tree's path on its
 * input): reads the expected answers, writes into the tree, and kills its
 * parent and every process /proc lists (tkill, which the filter allows).
 * Prints what worked, and "ok" at the end.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

static void
try_open(const char *tree, const char *file, int flags, const char *what)
{
	char path[4200];
	int fd;

	snprintf(path, sizeof path, "%s/%s", tree, file);
	fd = open(path, flags, 0644);
	if (fd >= 0) {
		printf("%s %s\n", what, path);
		close(fd);
	}
}

int
main(void)
{
	char tree[4096];
	long self = syscall(SYS_gettid);
	DIR *proc;
	struct dirent *de;

	if (scanf("%4095s", tree) != 1)
		return 1;
	try_open(tree, "testdata/spy/cases.yaml", O_RDONLY, "read");
	try_open(tree, "testdata/spy/pwned", O_WRONLY | O_CREAT, "wrote");
	fflush(stdout);
	syscall(SYS_tkill, getppid(), SIGKILL);
	proc = opendir("/proc");
	while (proc && (de = readdir(proc))) {
		long pid = strtol(de->d_name, NULL, 10);

		if (pid > 0 && pid != self)
			syscall(SYS_tkill, pid, SIGKILL);
	}
	printf("ok\n");
	return 0;
}
