/*
 * Runs saved fuzz inputs through a harness without libFuzzer: each argument
 * is a file, or a folder whose files are run.  Built with any compiler, so
 * the corpus and every past crash replay in the ordinary test suite.
 */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

static int
run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	uint8_t *data = NULL;
	size_t len = 0, cap = 0, n;

	if (!f) {
		fprintf(stderr, "replay: cannot open '%s': %s\n", path, strerror(errno));
		return -1;
	}
	do {
		if (len == cap) {
			cap = cap ? 2 * cap : 4096;
			uint8_t *grown = realloc(data, cap);
			if (!grown) {
				fprintf(stderr, "replay: out of memory\n");
				free(data);
				fclose(f);
				return -1;
			}
			data = grown;
		}
		n = fread(data + len, 1, cap - len, f);
		len += n;
	} while (n > 0);
	fclose(f);
	/* A copy of exactly len bytes, so that a read past the end is caught. */
	uint8_t *exact = malloc(len ? len : 1);
	if (!exact) {
		free(data);
		return -1;
	}
	memcpy(exact, data, len);
	free(data);
	LLVMFuzzerTestOneInput(exact, len);
	free(exact);
	return 0;
}

static int
cmp_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Runs the files of dir in name order; returns how many ran, or -1. */
static int
run_dir(const char *dir)
{
	DIR *dp = opendir(dir);
	struct dirent *de;
	char **names = NULL;
	size_t n = 0;
	int ran = 0;

	if (!dp) {
		fprintf(stderr, "replay: cannot open '%s': %s\n", dir, strerror(errno));
		return -1;
	}
	while ((de = readdir(dp))) {
		if (de->d_name[0] == '.')
			continue;
		char **grown = realloc(names, (n + 1) * sizeof *names);
		if (!grown || !(grown[n] = strdup(de->d_name))) {
			names = grown ? grown : names;
			ran = -1;
			break;
		}
		names = grown;
		n++;
	}
	closedir(dp);
	if (n > 0)
		qsort(names, n, sizeof *names, cmp_names);
	for (size_t i = 0; i < n; i++) {
		char path[PATH_MAX];
		snprintf(path, sizeof path, "%s/%s", dir, names[i]);
		if (ran >= 0 && run_file(path) == 0)
			ran++;
		else
			ran = -1;
		free(names[i]);
	}
	free(names);
	return ran;
}

int
main(int argc, char **argv)
{
	int total = 0;

	LLVMFuzzerInitialize(&argc, &argv);
	for (int i = 1; i < argc; i++) {
		struct stat st;
		int ran;
		if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode))
			ran = run_dir(argv[i]);
		else
			ran = run_file(argv[i]) == 0 ? 1 : -1;
		if (ran < 0)
			return 1;
		printf("%s: %d input%s\n", argv[i], ran, ran == 1 ? "" : "s");
		total += ran;
	}
	printf("replayed %d inputs, no failure\n", total);
	return 0;
}
