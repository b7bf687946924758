/*
 * A checker by the testlib protocol, written by hand: `testlib input output
 * answer`, exit 0 accepted, 1 wrong answer, 2 presentation error, 3 failure,
 * the message on standard error.  The input is "MODE VALUE"; MODE says what
 * to do, so that one checker gives every outcome.
 */
#define _GNU_SOURCE /* mmap's MAP_ANONYMOUS, madvise's MADV_HUGEPAGE */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* The first word of path into w ("" when there is none); exits 3 when it cannot be read. */
static long
first_word(const char *path, char *w, size_t len, int skip)
{
	char fmt[16];
	FILE *f = fopen(path, "rb");

	if (!f) {
		fprintf(stderr, "FAIL cannot open '%s'\n", path);
		exit(3);
	}
	snprintf(fmt, sizeof fmt, "%%%zus", len - 1);
	w[0] = '\0';
	for (int i = 0; i <= skip; i++)
		if (fscanf(f, fmt, w) != 1)
			w[0] = '\0';
	/* The output must be a file of its own: seekable, its size known. */
	fseek(f, 0, SEEK_END);
	long size = ftell(f);
	fclose(f);
	return size;
}

int
main(int argc, char **argv)
{
	char mode[64], value[64], out[64], ans[64];

	if (argc != 4) {
		fprintf(stderr, "FAIL expected 3 arguments, got %d\n", argc - 1);
		return 3;
	}
	first_word(argv[1], mode, sizeof mode, 0);
	first_word(argv[1], value, sizeof value, 1);
	long size = first_word(argv[2], out, sizeof out, 0);
	first_word(argv[3], ans, sizeof ans, 0);
	if (strcmp(ans, value) != 0) {
		fprintf(stderr, "FAIL answer '%s' is not the input's value '%s'\n", ans, value);
		return 3;
	}
	if (!strcmp(mode, "check")) {
		if (!strcmp(out, ans)) {
			fprintf(stderr, "ok answer %s (%ld bytes of output)\n", ans, size);
			return 0;
		}
		fprintf(stderr, "wrong answer expected '%s', found '%s'\n", ans, out);
		return 1;
	}
	if (!strcmp(mode, "pe")) {
		fprintf(stderr, "wrong output format expected a number, found '%s'\n", out);
		return 2;
	}
	if (!strcmp(mode, "fail")) {
		fprintf(stderr, "FAIL the checker gives up on '%s'\n", value);
		return 3;
	}
	if (!strcmp(mode, "exit7")) {
		fprintf(stderr, "points 0.5\n");
		return 7;
	}
	if (!strcmp(mode, "exit5")) {
		fprintf(stderr, "points 0.5\n");
		return 5;
	}
	if (!strcmp(mode, "segv")) {
		fprintf(stderr, "about to crash\n");
		raise(SIGSEGV);
	}
	if (!strcmp(mode, "loop")) {
		volatile unsigned long n = 0;
		for (;;)
			n++;
	}
	if (!strcmp(mode, "hog")) {
		/*
		 * 4 GiB, touched: far over the checker's memory limit.  In huge pages
		 * where the kernel has them: on a VM whose host backs memory on first
		 * touch, 1 GiB of 4 KiB pages took 7s of CPU time, near the checker's 10.
		 */
		size_t size = (size_t)4 << 30;
		char *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			       -1, 0);
		if (p == MAP_FAILED)
			abort();
		madvise(p, size, MADV_HUGEPAGE);
		for (size_t i = 0; i < size; i += 4096)
			p[i] = 1;
		fprintf(stderr, "ok all that memory\n");
		return 0;
	}
	if (!strcmp(mode, "flood")) {
		static char line[4096];
		memset(line, 'x', sizeof line);
		for (int i = 0; i < 2048; i++)
			fwrite(line, 1, sizeof line, stdout);
		return 0;
	}
	if (!strcmp(mode, "chatty")) {
		fprintf(stderr, "wrong answer ");
		for (int i = 0; i < 100000; i++)
			fputc('y', stderr);
		return 1;
	}
	if (!strcmp(mode, "control")) {
		fprintf(stderr, "wrong answer\ttab\x01 and\\ \nsecond line\n");
		return 1;
	}
	fprintf(stderr, "FAIL unknown mode '%s'\n", mode);
	return 3;
}
