/* Diagnostics lists: located error and warning messages. */
#include "diag.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "escape.h"

void
diag_init(struct diag *d)
{
	memset(d, 0, sizeof *d);
}

void
diag_fini(struct diag *d)
{
	for (size_t i = 0; i < d->count; i++)
		free(d->entries[i].text);
	free(d->entries);
	diag_init(d);
}

/*
 * Returns a copy of text with its bytes as escape_byte() writes them, so that
 * every message stays one line and sends nothing to a terminal; frees text.
 * NULL when out of memory.
 */
static char *
escape_controls(char *text)
{
	size_t len = strlen(text), n = 0;
	char *out = malloc(4 * len + 1);

	if (!out) {
		free(text);
		return NULL;
	}
	out[0] = '\0';
	for (const unsigned char *s = (const unsigned char *)text; *s; s++)
		n += escape_byte(*s, out + n);
	free(text);
	return out;
}

static void
vadd(struct diag *d, enum diag_level level, const char *file, int line, int column,
     const char *fmt, va_list ap)
{
	char msg[1024];
	vsnprintf(msg, sizeof msg, fmt, ap);

	char *text = NULL;
	int n;
	if (file && line > 0 && column > 0)
		n = asprintf(&text, "%s:%d:%d: %s", file, line, column, msg);
	else if (file && line > 0)
		n = asprintf(&text, "%s:%d: %s", file, line, msg);
	else if (file)
		n = asprintf(&text, "%s: %s", file, msg);
	else
		n = asprintf(&text, "%s", msg);
	if (n < 0)
		text = NULL;
	else
		text = escape_controls(text);

	struct diag_entry *grown = realloc(d->entries, (d->count + 1) * sizeof *grown);
	if (!grown || !text) {
		/* Out of memory: keep the count right so the run still fails. */
		free(text);
		if (grown)
			d->entries = grown;
		if (level == DIAG_ERROR)
			d->errors++;
		return;
	}
	d->entries = grown;
	d->entries[d->count].level = level;
	d->entries[d->count].text = text;
	d->count++;
	if (level == DIAG_ERROR)
		d->errors++;
}

int
diag_error(struct diag *d, const char *file, int line, int column, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vadd(d, DIAG_ERROR, file, line, column, fmt, ap);
	va_end(ap);
	return -1;
}

int
diag_warning(struct diag *d, const char *file, int line, int column, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vadd(d, DIAG_WARNING, file, line, column, fmt, ap);
	va_end(ap);
	return 0;
}

void
diag_print(const struct diag *d, FILE *out)
{
	for (size_t i = 0; i < d->count; i++)
		fprintf(out, "judge: %s%s\n", d->entries[i].level == DIAG_WARNING ? "warning: " : "",
			d->entries[i].text);
}

const char *
diag_first_error(const struct diag *d)
{
	for (size_t i = 0; i < d->count; i++)
		if (d->entries[i].level == DIAG_ERROR)
			return d->entries[i].text;
	return NULL;
}
