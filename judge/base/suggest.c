/* Did-you-mean by edit distance, for YAML keys, problem ids and commands. */
#include "suggest.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <strings.h>

/* Words longer than this are not typos anyone corrects by hand. */
#define LONGEST 64

/*
 * Optimal string alignment distance between a and b, ignoring case: changes,
 * additions, removals and swaps of adjacent characters.  SIZE_MAX when either
 * is longer than LONGEST.
 */
static size_t
distance(const char *a, const char *b)
{
	size_t n = strlen(a), m = strlen(b);
	size_t rows[3][LONGEST + 1];

	if (n > LONGEST || m > LONGEST)
		return SIZE_MAX;
	for (size_t j = 0; j <= m; j++)
		rows[0][j] = j;
	for (size_t i = 1; i <= n; i++) {
		size_t *cur = rows[i % 3], *up = rows[(i - 1) % 3], *up2 = rows[(i + 1) % 3];
		cur[0] = i;
		for (size_t j = 1; j <= m; j++) {
			int ca = tolower((unsigned char)a[i - 1]);
			int cb = tolower((unsigned char)b[j - 1]);
			size_t best = up[j - 1] + (ca != cb);
			if (up[j] + 1 < best)
				best = up[j] + 1;
			if (cur[j - 1] + 1 < best)
				best = cur[j - 1] + 1;
			if (i > 1 && j > 1 && ca == tolower((unsigned char)b[j - 2]) &&
			    tolower((unsigned char)a[i - 2]) == cb && up2[j - 2] + 1 < best)
				best = up2[j - 2] + 1;
			cur[j] = best;
		}
	}
	return rows[n % 3][m];
}

/* One of a and b starts with the other, and the shorter has 3 characters or more. */
static bool
prefix_related(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), n = la < lb ? la : lb;

	return n >= 3 && strncasecmp(a, b, n) == 0;
}

size_t
suggest(const char *word, const char *const *words, size_t n, const char **out, size_t max)
{
	size_t best = SIZE_MAX, found = 0, len = strlen(word);

	for (size_t i = 0; i < n; i++) {
		size_t d = prefix_related(word, words[i]) ? 0 : distance(word, words[i]);
		if (d > 2 || d >= len)
			continue;
		if (d < best) {
			best = d;
			found = 0;
		}
		if (d == best && found < max)
			out[found++] = words[i];
	}
	return found;
}
