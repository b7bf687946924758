/* LeetCode 486 "Predict the Winner": O(n^2)-time, O(n)-memory interval DP on score differences. */
#include <stdio.h>
#include <stdlib.h>

/*
 * f(i, j) is the best score difference the player to move can secure on
 * a[i..j]: f(i, i) = a[i], f(i, j) = max(a[i] - f(i+1, j), a[j] - f(i, j-1)).
 * Ranges of one length depend only on ranges one shorter, so a single array
 * updated in place, length by length, holds the current diagonal; its inner
 * loop has no dependency between iterations.  Scores reach 5000 * 10^7, so
 * everything is 64-bit.
 *
 * With an even n the first player can take every even-indexed element or
 * every odd-indexed one (the second player is then always left with ends of
 * the other parity), so the first player never loses and the DP is skipped.
 */

static char *buf;
static size_t buf_len, buf_pos;

static int
read_all(void)
{
	size_t cap = 1 << 16, got;
	char *grown;

	buf = malloc(cap);
	if (!buf)
		return -1;
	while ((got = fread(buf + buf_len, 1, cap - buf_len, stdin)) > 0) {
		buf_len += got;
		if (buf_len == cap) {
			cap *= 2;
			grown = realloc(buf, cap);
			if (!grown)
				return -1;
			buf = grown;
		}
	}
	return ferror(stdin) ? -1 : 0;
}

/* Reads the next non-negative integer; returns 0 at the end of the input. */
static int
next_number(long long *out)
{
	long long v = 0;

	while (buf_pos < buf_len && (buf[buf_pos] < '0' || buf[buf_pos] > '9'))
		buf_pos++;
	if (buf_pos == buf_len)
		return 0;
	while (buf_pos < buf_len && buf[buf_pos] >= '0' && buf[buf_pos] <= '9')
		v = v * 10 + (buf[buf_pos++] - '0');
	*out = v;
	return 1;
}

static int
first_player_wins(const long long *a, long long *f, long n)
{
	long len, i;

	if (n % 2 == 0)
		return 1;
	for (i = 0; i < n; i++)
		f[i] = a[i];
	for (len = 2; len <= n; len++) {
		for (i = 0; i + len <= n; i++) {
			long long take_left = a[i] - f[i + 1];
			long long take_right = a[i + len - 1] - f[i];

			f[i] = take_left > take_right ? take_left : take_right;
		}
	}
	return f[0] >= 0;
}

int
main(void)
{
	long long n, *a = NULL, *f = NULL, *grown;
	long long i, cap = 0;

	if (read_all() < 0)
		return 1;
	while (next_number(&n)) {
		if (n > cap) {
			cap = n;
			grown = realloc(a, (size_t)cap * sizeof(*a));
			if (!grown)
				return 1;
			a = grown;
			grown = realloc(f, (size_t)cap * sizeof(*f));
			if (!grown)
				return 1;
			f = grown;
		}
		for (i = 0; i < n; i++)
			if (!next_number(&a[i]))
				return 1;
		fputs(n < 1 || first_player_wins(a, f, (long)n) ? "true\n" : "false\n", stdout);
	}
	free(f);
	free(a);
	free(buf);
	return fflush(stdout) || ferror(stdout) ? 1 : 0;
}
