/* Copies standard input to standard output, but changes its last byte but one to 'X'. */
#include <stdio.h>
#include <string.h>

int
main(void)
{
	static char buf[2][1 << 16];
	size_t n, held = 0;
	int cur = 0;

	/* Holds back the last block read, so that its end can be changed. */
	while ((n = fread(buf[cur], 1, sizeof buf[cur], stdin)) > 0) {
		if (held)
			fwrite(buf[!cur], 1, held, stdout);
		held = n;
		cur = !cur;
	}
	if (held >= 2)
		buf[!cur][held - 2] = 'X';
	fwrite(buf[!cur], 1, held, stdout);
	return 0;
}
