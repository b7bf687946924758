/*
 * The input: n (1 <= n <= 100) on a line, then n integers |a| <= max_abs on one
 * line separated by single spaces.  Arguments: --max-abs A (default 1000).
 * Exit 42 when valid, 43 (saying why on standard error) when not.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
reject(const char *why, long max_abs)
{
	fprintf(stderr, "%s (at most 100 integers within %ld)\n", why, max_abs);
	return 43;
}

/* Reads an integer ending at the byte end: no leading zero, no -0.  -1 when it is none. */
static int
number(long *v, int end)
{
	char buf[24];
	int c, k = 0;

	while ((c = getchar()) != EOF && c != end && k < 22)
		buf[k++] = (char)c;
	buf[k] = '\0';
	if (c != end || k == 0)
		return -1;
	const char *d = buf[0] == '-' ? buf + 1 : buf;

	if (!*d || (d[0] == '0' && (d[1] || buf[0] == '-')) || strspn(d, "0123456789") != strlen(d))
		return -1;
	*v = strtol(buf, NULL, 10);
	return 0;
}

int
main(int argc, char **argv)
{
	long max_abs = 1000, n, a;

	if (argc == 3 && !strcmp(argv[1], "--max-abs"))
		max_abs = strtol(argv[2], NULL, 10);
	if (number(&n, '\n') < 0 || n < 1 || n > 100)
		return reject("not a count of integers", max_abs);
	for (long i = 0; i < n; i++)
		if (number(&a, i + 1 < n ? ' ' : '\n') < 0 || labs(a) > max_abs)
			return reject("not a list of integers", max_abs);
	if (getchar() != EOF)
		return reject("more after the list", max_abs);
	return 42;
}
