/* The Kattis exit codes, and the judge message written beside them. */
#include <stdio.h>

enum { ACCEPTED = 42, WRONG = 43 };

static int
verdict(const char *feedback_dir, int code, const char *why)
{
	char path[4096];
	FILE *f;

	snprintf(path, sizeof path, "%s/judgemessage.txt", feedback_dir);
	if ((f = fopen(path, "w"))) {
		fputs(why, f);
		fclose(f);
	}
	return code;
}
