/* Echoes its input, then writes a terminal escape and a NUL to stdout, a message to stderr. */
#include <stdio.h>

int
main(void)
{
	int c;

	while ((c = getchar()) != EOF)
		putchar(c);
	fwrite("\033[2J\0end\n", 1, 9, stdout);
	fputs("debug: x = 42\n", stderr);
	return 0;
}
