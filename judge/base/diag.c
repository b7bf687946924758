/* Diagnostics lists: error and warning messages with their locations, escaped when printed. */
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
	for (size_t i = 0; i < d->count; i++) {
		free(d->entries[i].file);
		free(d->entries[i].message);
	}
	free(d->entries);
	diag_init(d);
}

static void
vadd(struct diag *d, enum diag_level level, const char *file, int line, int column,
     const char *fmt, va_list ap)
{
	char msg[1024];
	vsnprintf(msg, sizeof msg, fmt, ap);

	/* A line only with a file, a column only with a line. */
	if (!file || line < 0)
		line = 0;
	if (!line || column < 0)
		column = 0;
	struct diag_entry e = {
		.level = level, .file = file ? strdup(file) : NULL, .line = line,
		.column = column, .message = strdup(msg),
	};
	struct diag_entry *grown = NULL;
	if (e.message && (e.file || !file))
		grown = realloc(d->entries, (d->count + 1) * sizeof *grown);
	if (level == DIAG_ERROR)
		d->errors++;
	if (!grown) {
		/* Out of memory: the count is kept right so the run still fails. */
		free(e.file);
		free(e.message);
		return;
	}
	d->entries = grown;
	d->entries[d->count++] = e;
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

const struct diag_entry *
diag_first_error(const struct diag *d)
{
	for (size_t i = 0; i < d->count; i++)
		if (d->entries[i].level == DIAG_ERROR)
			return &d->entries[i];
	return NULL;
}

void
diag_entry_print_location(const struct diag_entry *e, FILE *out)
{
	if (!e->file)
		return;
	escape_line(out, e->file);
	if (e->line)
		fprintf(out, ":%d", e->line);
	if (e->column)
		fprintf(out, ":%d", e->column);
	fputs(": ", out);
}

void
diag_entry_print(const struct diag_entry *e, FILE *out, const char *prefix)
{
	fprintf(out, "%s%s", prefix, e->level == DIAG_WARNING ? "warning: " : "");
	diag_entry_print_location(e, out);
	escape_line(out, e->message);
	fputc('\n', out);
}

char *
diag_entry_text(const struct diag_entry *e)
{
	char *text = NULL;
	size_t len;
	FILE *f = open_memstream(&text, &len);

	if (!f)
		return NULL;
	diag_entry_print_location(e, f);
	escape_line(f, e->message);
	if (fclose(f) != 0) {
		free(text);
		return NULL;
	}
	return text;
}

void
diag_print(const struct diag *d, FILE *out)
{
	for (size_t i = 0; i < d->count; i++)
		diag_entry_print(&d->entries[i], out, "judge: ");
}
