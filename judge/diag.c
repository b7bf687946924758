/* Diagnostics lists: located error and warning messages. */
#include "diag.h"

#include <stdlib.h>
#include <string.h>

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
