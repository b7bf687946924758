/* The transcript of an interactive case, as .interaction lines. */
#include "transcript.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/escape.h"

/* Room for the last line's ending and the count of dropped bytes. */
#define TRANSCRIPT_TAIL 64

void
transcript_init(struct transcript *t)
{
	memset(t, 0, sizeof *t);
	t->open = -1;
}

void
transcript_reset(struct transcript *t)
{
	t->len = 0;
	if (t->text)
		t->text[0] = '\0';
	t->open = -1;
	t->dropped = 0;
}

void
transcript_fini(struct transcript *t)
{
	free(t->text);
	transcript_init(t);
}

/* Appends n bytes of s; the buffer always has room for TRANSCRIPT_TAIL more. */
static int
put(struct transcript *t, const char *s, size_t n)
{
	if (!t->text && !(t->text = malloc(TRANSCRIPT_MAX + TRANSCRIPT_TAIL)))
		return -1;
	memcpy(t->text + t->len, s, n);
	t->len += n;
	t->text[t->len] = '\0';
	return 0;
}

int
transcript_add(struct transcript *t, enum transcript_side side, const char *data, size_t len)
{
	static const char marks[] = {'>', '<'};

	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)data[i];
		char unit[8];
		size_t n = 0;

		if (t->open != (int)side) {
			if (t->open >= 0)
				unit[n++] = '\n';
			unit[n++] = marks[side];
		}
		if (c == '\n') {
			unit[n++] = '\n';
		} else {
			n += escape_byte(c, unit + n);
		}
		if (t->dropped || t->len + n > TRANSCRIPT_MAX) {
			t->dropped += (int64_t)(len - i);
			return 0;
		}
		if (put(t, unit, n) < 0)
			return -1;
		t->open = c == '\n' ? -1 : (int)side;
	}
	return 0;
}

const char *
transcript_text(struct transcript *t)
{
	char tail[TRANSCRIPT_TAIL];
	int n = 0;

	if (t->open >= 0)
		n += snprintf(tail, sizeof tail, "\n");
	if (t->dropped)
		n += snprintf(tail + n, sizeof tail - (size_t)n, "... %" PRId64 " more bytes\n",
			      t->dropped);
	t->open = -1;
	t->dropped = 0;
	if ((n > 0 && put(t, tail, (size_t)n) < 0) || !t->text)
		return "";
	return t->text;
}

void
transcript_join_passes(const char *const *heads, int n, char *out, size_t len)
{
	size_t used = 0, share = n > 0 ? len / (size_t)n : len;

	out[0] = '\0';
	for (int i = 0; i < n && used + 1 < len; i++) {
		int label = snprintf(out + used, len - used, "pass %d:\n", i + 1);

		if (label < 0 || (size_t)label >= len - used)
			return;
		used += (size_t)label;
		/* What is left of this pass's share, and never past out's end. */
		size_t room = share > (size_t)label ? share - (size_t)label : 1;
		if (room > len - used)
			room = len - used;
		transcript_head(heads[i], out + used, room);
		used += strlen(out + used);
	}
}

void
transcript_head(const char *text, char *out, size_t len)
{
	size_t used = 0;

	out[0] = '\0';
	for (const char *p = text; *p;) {
		size_t n = strcspn(p, "\n") + (p[strcspn(p, "\n")] == '\n');

		if (used + n + 5 >= len) {
			/* The start of a line too long for the rest (the first, say), then "...". */
			size_t part = len - used > 6 ? escape_cut(p, len - used - 6) : 0;
			snprintf(out + used, len - used, "%.*s%s...\n", (int)part, p,
				 part ? "\n" : "");
			return;
		}
		memcpy(out + used, p, n);
		used += n;
		out[used] = '\0';
		p += n;
	}
}
