/*
 * AC (one after touching 24 MiB), WA, TLE and RE on the cases of mix, with what a page must keep inert in
 * its output and stderr: markup, quotes, '&', U+2028 and bytes that are not UTF-8.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main(void)
{
	char line[64];
	if (!fgets(line, sizeof line, stdin))
		return 1;
	if (strcmp(line, "wa\n") == 0) {
		puts("<script>alert('x')</script></textarea>\"&amp; \xe2\x80\xa8 \xff");
		return 0;
	}
	if (strcmp(line, "spin\n") == 0) {
		volatile unsigned long n = 0;
		for (;;)
			n++;
	}
	if (strcmp(line, "mem\n") == 0) {
		size_t n = 24u << 20;
		volatile char *p = malloc(n);
		if (!p)
			return 2;
		for (size_t i = 0; i < n; i += 4096)
			p[i] = 1;
		puts(p[n - 4096] == 1 ? "fine" : "lost");
		return 0;
	}
	if (strcmp(line, "crash\n") == 0) {
		fputs("<img src=x onerror=alert(1)> \xe2\x80\xa8 \xfe\xff &lt;\n", stderr);
		return 3;
	}
	puts("fine");
	return 0;
}
