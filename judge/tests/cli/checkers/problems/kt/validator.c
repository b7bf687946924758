/*
 * An output validator by the Kattis protocol, written by hand: `validator
 * input answer feedback_dir < output`, exit 42 accepted, 43 wrong answer,
 * the message in feedback_dir/judgemessage.txt.  The input is "MODE VALUE";
 * MODE says what to do, so that one validator gives every outcome.  It also
 * checks that the feedback folder is empty and writable, and leaves a
 * folder behind in it for the judge to clear.
 */
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static char feedback[4096];

/* Writes the judge message and exits with code. */
static void
judge_message(int code, const char *text, const char *arg)
{
	char path[4200];
	FILE *f;

	snprintf(path, sizeof path, "%sjudgemessage.txt", feedback);
	f = fopen(path, "w");
	if (!f) {
		perror(path);
		exit(1);
	}
	fprintf(f, text, arg);
	fclose(f);
	exit(code);
}

int
main(int argc, char **argv)
{
	char mode[64] = "", value[64] = "", ans[64] = "", out[64] = "", path[4200];
	struct dirent *e;
	FILE *f;
	DIR *d;

	if (argc < 4) {
		fprintf(stderr, "usage: validator input answer feedback_dir < output\n");
		return 1;
	}
	snprintf(feedback, sizeof feedback, "%s", argv[3]);
	if (feedback[0] == '\0' || feedback[strlen(feedback) - 1] != '/') {
		fprintf(stderr, "feedback_dir '%s' does not end with '/'\n", feedback);
		return 1;
	}
	d = opendir(feedback);
	if (!d) {
		perror(feedback);
		return 1;
	}
	while ((e = readdir(d)))
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
			judge_message(1, "feedback_dir holds '%s' from an earlier run", e->d_name);
	closedir(d);
	snprintf(path, sizeof path, "%sleftover", feedback);
	if (mkdir(path, 0700) != 0)
		judge_message(1, "cannot write in feedback_dir: %s", path);
	snprintf(path, sizeof path, "%sleftover/file", feedback);
	f = fopen(path, "w");
	if (f)
		fclose(f);

	f = fopen(argv[1], "r");
	if (!f || fscanf(f, "%63s %63s", mode, value) != 2)
		judge_message(1, "cannot read the input '%s'", argv[1]);
	fclose(f);
	f = fopen(argv[2], "r");
	if (!f || fscanf(f, "%63s", ans) != 1)
		judge_message(1, "cannot read the answer '%s'", argv[2]);
	fclose(f);
	if (scanf("%63s", out) != 1)
		out[0] = '\0';

	if (!strcmp(mode, "check")) {
		if (!strcmp(out, ans))
			judge_message(42, "correct: %s", ans);
		snprintf(path, sizeof path, "expected %s, got '%s'", ans, out);
		judge_message(43, "%s", path);
	}
	if (!strcmp(mode, "stderr")) {
		fprintf(stderr, "only on standard error: %s\n", out);
		return 43;
	}
	if (!strcmp(mode, "exit5"))
		judge_message(5, "the validator broke on %s", value);
	if (!strcmp(mode, "exit0"))
		judge_message(0, "exit 0 is no verdict in this protocol%s", "");
	if (!strcmp(mode, "segv")) {
		fprintf(stderr, "about to crash\n");
		raise(SIGSEGV);
	}
	if (!strcmp(mode, "loop")) {
		volatile unsigned long n = 0;
		for (;;)
			n++;
	}
	if (!strcmp(mode, "flood")) {
		static char line[4096];
		memset(line, 'x', sizeof line);
		for (int i = 0; i < 2048; i++)
			fwrite(line, 1, sizeof line, stdout);
		judge_message(42, "flooded%s", "");
	}
	judge_message(1, "unknown mode '%s'", mode);
	return 1;
}
