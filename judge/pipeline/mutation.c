/* Generic invalid inputs: a valid input with one thing wrong. */
#include "mutation.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * m becomes text with the bytes [at, at + cut) replaced by the n bytes of
 * insert.  Returns 0, or -1 when out of memory.
 */
static int
splice(struct mutation *m, const char *what, const char *text, size_t len, size_t at,
       size_t cut, const char *insert, size_t n)
{
	snprintf(m->what, sizeof m->what, "%s", what);
	m->len = len - cut + n;
	if (!(m->text = malloc(m->len + 1)))
		return -1;
	memcpy(m->text, text, at);
	memcpy(m->text + at, insert, n);
	memcpy(m->text + at + n, text + at + cut, len - at - cut);
	m->text[m->len] = '\0';
	return 0;
}

/* Where the first integer's first digit other than a lone 0 is, or len. */
static size_t
first_integer(const char *text, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		bool starts = i == 0 || text[i - 1] == ' ' || text[i - 1] == '\n' ||
			      text[i - 1] == '-';
		if (starts && text[i] >= '1' && text[i] <= '9')
			return i;
	}
	return len;
}

/* text with every line feed as CR LF. */
static int
crlf(struct mutation *m, const char *text, size_t len)
{
	size_t lines = 0, at = 0;

	for (size_t i = 0; i < len; i++)
		lines += text[i] == '\n';
	snprintf(m->what, sizeof m->what, "CR LF line ends");
	m->len = len + lines;
	if (!(m->text = malloc(m->len + 1)))
		return -1;
	for (size_t i = 0; i < len; i++) {
		if (text[i] == '\n')
			m->text[at++] = '\r';
		m->text[at++] = text[i];
	}
	m->text[at] = '\0';
	return 0;
}

int
mutation_format(const char *text, size_t len, struct mutation *out)
{
	const char *newline = memchr(text, '\n', len), *space = memchr(text, ' ', len);
	size_t digit = first_integer(text, len);
	int n = 0, rc = 0;

	memset(out, 0, MUTATION_FORMAT_MAX * sizeof *out);
	if (digit < len)
		rc |= splice(&out[n++], "a leading zero", text, len, digit, 0, "0", 1);
	if (len && text[len - 1] == '\n')
		rc |= splice(&out[n++], "no line break at the end", text, len, len - 1, 1, "", 0);
	if (newline)
		rc |= splice(&out[n++], "a space at the end of a line", text, len,
			     (size_t)(newline - text), 0, " ", 1);
	if (len)
		rc |= splice(&out[n++], "a space at the start", text, len, 0, 0, " ", 1);
	rc |= splice(&out[n++], "a byte order mark", text, len, 0, 0, "\xef\xbb\xbf", 3);
	if (newline)
		rc |= crlf(&out[n++], text, len);
	rc |= splice(&out[n++], "an empty line at the end", text, len, len, 0, "\n", 1);
	if (space)
		rc |= splice(&out[n++], "a tab for a space", text, len, (size_t)(space - text), 1,
			     "\t", 1);
	if (rc) {
		for (int i = 0; i < n; i++)
			mutation_fini(&out[i]);
		return -1;
	}
	return n;
}

int
mutation_replace(const char *text, size_t len, size_t at, size_t toklen, long long value,
		 const char *what, struct mutation *out)
{
	char number[32];

	memset(out, 0, sizeof *out);
	if (at > len || toklen > len - at)
		return -1;
	snprintf(number, sizeof number, "%lld", value);
	return splice(out, what, text, len, at, toklen, number, strlen(number));
}

void
mutation_fini(struct mutation *m)
{
	free(m->text);
	memset(m, 0, sizeof *m);
}
