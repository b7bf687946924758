/*
 * A testlib checker (input output answer) that kills what it can: every
 * process its uid may signal (kill -1), its parent, and every process /proc
 * lists.  Accepts, if it is still there to.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/types.h>
#include <unistd.h>

int
main(void)
{
	DIR *proc;
	struct dirent *de;

	kill(-1, SIGKILL);
	kill(getppid(), SIGKILL);
	proc = opendir("/proc");
	while (proc && (de = readdir(proc))) {
		long pid = strtol(de->d_name, NULL, 10);

		if (pid > 0 && pid != getpid())
			kill((pid_t)pid, SIGKILL);
	}
	return 0;
}
