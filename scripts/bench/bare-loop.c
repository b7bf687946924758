/*
 * The physical limit of running cases: fork, exec the program with stdin from
 * a case file and stdout to /dev/null, wait4, for every file named on the
 * command line.  No limits, no sandbox, no checking.  With `--`, the words
 * before it are the program and its arguments (an interpreter and its script),
 * the words after it the case files.
 *
 * usage: bare-loop PROGRAM CASE-FILE...
 *        bare-loop PROGRAM [ARG...] -- CASE-FILE...
 */
#define _DEFAULT_SOURCE /* wait4 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	int first = 2;
	for (int i = 2; i < argc; i++)
		if (strcmp(argv[i], "--") == 0) {
			argv[i] = NULL;
			first = i + 1;
			break;
		}
	if (argc < 3 || first >= argc) {
		fprintf(stderr, "usage: bare-loop PROGRAM [ARG... --] CASE-FILE...\n");
		return 2;
	}
	char *one[] = { argv[1], NULL };
	char **args = first == 2 ? one : argv + 1;
	int out = open("/dev/null", O_WRONLY);
	for (int i = first; i < argc; i++) {
		int in = open(argv[i], O_RDONLY);
		if (in < 0) {
			perror(argv[i]);
			return 1;
		}
		pid_t pid = fork();
		if (pid == 0) {
			dup2(in, 0);
			dup2(out, 1);
			execv(argv[1], args);
			_exit(127);
		}
		int status;
		struct rusage ru;
		if (pid < 0 || wait4(pid, &status, 0, &ru) < 0) {
			perror("fork/wait4");
			return 1;
		}
		close(in);
		if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
			fprintf(stderr, "bare-loop: %s failed on %s\n", argv[1], argv[i]);
			return 1;
		}
	}
	return 0;
}
