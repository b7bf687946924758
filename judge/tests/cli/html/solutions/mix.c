/* The main solution: "fine" for every input, after touching 24 MiB for "mem". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main(void)
{
	char line[64];
	if (!fgets(line, sizeof line, stdin))
		return 1;
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
	puts("fine");
	return 0;
}
