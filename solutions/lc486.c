/* LeetCode 486 "Predict the Winner": O(n^2)-time, O(n)-memory interval DP on score differences. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * f(i, j) is the best score difference the player to move can secure on
 * a[i..j]: f(i, i) = a[i], f(i, j) = max(a[i] - f(i+1, j), a[j] - f(i, j-1)).
 * Ranges of one length depend only on ranges one shorter, so a single array
 * updated in place, length by length, holds the current diagonal; its inner
 * loop has no dependency between iterations, so two cells are done at once
 * (GCC's and Clang's vector types, SSE2 on x86-64; plain C elsewhere).
 *
 * Scores reach 5000 * 10^7 and every difference stays within 10^11 in
 * magnitude, far below 2^53: in doubles every value is an integer held
 * exactly, so the doubles' max and subtraction are the 64-bit integers'.
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

#if defined(__GNUC__)
typedef double pair __attribute__((vector_size(16)));
typedef long long pair_mask __attribute__((vector_size(16)));

static pair
load2(const double *p)
{
	pair v;

	memcpy(&v, p, sizeof v);
	return v;
}

/* f[i], f[i+1] = max(a[i] - f[i+1], b[i] - f[i]) and the same one cell on. */
static void
step2(const double *a, const double *b, double *f, long i)
{
	pair left = load2(a + i) - load2(f + i + 1), right = load2(b + i) - load2(f + i);
	pair_mask take_left = left > right;
	pair best = (pair)((take_left & (pair_mask)left) | (~take_left & (pair_mask)right));

	memcpy(f + i, &best, sizeof best);
}
#define STEP 2
#else
#define STEP 1
#define step2(a, b, f, i) ((void)0)
#endif

static int
first_player_wins(const double *a, double *f, long n)
{
	long len, i;

	if (n % 2 == 0)
		return 1;
	for (i = 0; i < n; i++)
		f[i] = a[i];
	for (len = 2; len <= n; len++) {
		long cells = n - len + 1;
		const double *b = a + len - 1; /* b[i]: the right end of the range at i */

		/* Reading f[i + 1] before f[i] is written keeps every read the shorter length's. */
		for (i = 0; STEP > 1 && i + STEP <= cells; i += STEP)
			step2(a, b, f, i);
		for (; i < cells; i++) {
			double take_left = a[i] - f[i + 1], take_right = b[i] - f[i];

			f[i] = take_left > take_right ? take_left : take_right;
		}
	}
	return f[0] >= 0;
}

int
main(void)
{
	long long n, v, i, cap = 0;
	double *a = NULL, *f = NULL, *grown;

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
		for (i = 0; i < n; i++) {
			if (!next_number(&v))
				return 1;
			a[i] = (double)v;
		}
		fputs(n < 1 || first_player_wins(a, f, (long)n) ? "true\n" : "false\n", stdout);
	}
	free(f);
	free(a);
	free(buf);
	return fflush(stdout) || ferror(stdout) ? 1 : 0;
}
