/* Expected scores: read from submissions.yaml or a submission's first comment. */
#include "score_range.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* How far a score may be outside a range and still be in it (scores have 6 decimals). */
#define RANGE_EPSILON 5e-7

/* A number >= 0 at text into *x; returns where it ends, or NULL. */
static const char *
number(const char *text, double *x)
{
	char *end;

	errno = 0;
	*x = strtod(text, &end);
	if (end == text || errno || !isfinite(*x) || *x < 0)
		return NULL;
	return end;
}

int
score_range_parse(struct yctx *ctx, const struct ynode *v, void *dst)
{
	struct score_range *r = dst;
	const struct ynode *lo = v, *hi = v;

	if (v->type == YNODE_SEQUENCE && v->count == 2) {
		lo = v->items[0];
		hi = v->items[1];
	} else if (v->type != YNODE_SCALAR) {
		return yctx_error(ctx, v, "'score' must be a number or a list [lo, hi]");
	}
	const char *a = lo->type == YNODE_SCALAR ? number(lo->text, &r->lo) : NULL;
	const char *b = hi->type == YNODE_SCALAR ? number(hi->text, &r->hi) : NULL;
	if (!a || *a || !b || *b)
		return yctx_error(ctx, !a || *a ? lo : hi, "invalid score '%s' (expected a number "
				  ">= 0)", (!a || *a ? lo : hi)->type == YNODE_SCALAR
				  ? (!a || *a ? lo : hi)->text : "a list");
	if (r->lo > r->hi)
		return yctx_error(ctx, v, "score range [%s, %s] is empty", lo->text, hi->text);
	return 0;
}

/* The comment the text starts with (after blank lines and "#!"), into out; false if none. */
static bool
first_comment(const char *text, char *out, size_t len)
{
	const char *p = text;
	size_t n = 0;

	for (;;) {
		p += strspn(p, " \t\r\n");
		if (strncmp(p, "#!", 2))
			break;
		p += strcspn(p, "\n");
	}
	if (!strncmp(p, "/*", 2)) {
		const char *end = strstr(p, "*/");
		n = end ? (size_t)(end - p) : strlen(p);
		snprintf(out, len, "%.*s", (int)n, p);
		return true;
	}
	static const char *const leaders[] = {"//", "#", "--"};
	for (size_t i = 0; i < sizeof leaders / sizeof *leaders; i++) {
		size_t k = strlen(leaders[i]);

		if (strncmp(p, leaders[i], k))
			continue;
		out[0] = '\0';
		/* Lines that start with the same leader, one comment. */
		while (!strncmp(p, leaders[i], k) && n + 1 < len) {
			size_t line = strcspn(p, "\n");
			n += (size_t)snprintf(out + n, len - n, "%.*s\n", (int)line, p);
			p += line + (p[line] == '\n');
			p += strspn(p, " \t");
		}
		return true;
	}
	return false;
}

int
score_range_read_comment(const char *path, struct score_range *out, char *err,
			 size_t errlen)
{
	char text[4096], comment[4096];
	FILE *f = fopen(path, "rb");

	if (!f) {
		snprintf(err, errlen, "cannot open '%s': %s", path, strerror(errno));
		return -1;
	}
	size_t n = fread(text, 1, sizeof text - 1, f);
	fclose(f);
	text[n] = '\0';
	if (!first_comment(text, comment, sizeof comment))
		return 0;
	const char *s = strstr(comment, "score:");
	if (!s)
		return 0;
	s += 6;
	s += strspn(s, " \t");
	const char *e = number(s, &out->lo);
	out->hi = out->lo;
	if (e && *e == '-')
		e = number(e + 1, &out->hi);
	if (!e || !strchr(" \t\r\n*", *e) || out->lo > out->hi) {
		snprintf(err, errlen, "'%s': its first comment's 'score:' is not N or LO-HI "
			 "(numbers >= 0, LO <= HI)", path);
		return -1;
	}
	return 1;
}

bool
score_range_contains(const struct score_range *r, double x)
{
	return x >= r->lo - RANGE_EPSILON && x <= r->hi + RANGE_EPSILON;
}

void
score_range_format(const struct score_range *r, char *out, size_t len)
{
	if (r->lo == r->hi)
		snprintf(out, len, "%g", r->lo);
	else
		snprintf(out, len, "%g-%g", r->lo, r->hi);
}
