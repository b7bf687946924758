/* order: any for lines and tokens: both outputs read into memory, sorted and compared. */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "checker_impl.h"

/* A token or line of one output: its bytes are in the bag's data. */
struct item {
	size_t off, len;
	int64_t line;
	const unsigned char *p; /* set once the data no longer moves */
};

struct bag {
	unsigned char *data;
	size_t len, cap;
	struct item *items;
	size_t n, cap_items;
};

static int
bag_append(struct bag *b, const unsigned char *s, size_t n)
{
	if (n == 0)
		return 0;
	if (b->len + n > b->cap) {
		size_t cap = b->cap ? b->cap : 1 << 16;
		while (cap < b->len + n)
			cap *= 2;
		unsigned char *data = realloc(b->data, cap);
		if (!data)
			return -1;
		b->data = data;
		b->cap = cap;
	}
	memcpy(b->data + b->len, s, n);
	b->len += n;
	return 0;
}

static int
bag_push(struct bag *b, size_t off, int64_t line)
{
	if (b->n == b->cap_items) {
		size_t cap = b->cap_items ? 2 * b->cap_items : 1024;
		struct item *items = realloc(b->items, cap * sizeof *items);
		if (!items)
			return -1;
		b->items = items;
		b->cap_items = cap;
	}
	b->items[b->n++] = (struct item){ .off = off, .len = b->len - off, .line = line };
	return 0;
}

static void
bag_free(struct bag *b)
{
	free(b->data);
	free(b->items);
}

/*
 * Appends the bytes of x up to the first byte that is in stop (or the end)
 * to b, consuming them; they hold no newline.  Returns 0 or -1.
 */
static int
take_until(struct reader *x, struct bag *b, bool newline_only)
{
	for (;;) {
		size_t i = x->pos;
		if (newline_only) {
			const unsigned char *nl = memchr(x->buf + i, '\n', x->len - i);
			i = nl ? (size_t)(nl - x->buf) : x->len;
		} else {
			while (i < x->len && !reader_ws[x->buf[i]])
				i++;
		}
		if (bag_append(b, x->buf + x->pos, i - x->pos) < 0)
			return -1;
		x->pos = i;
		if (i < x->len || reader_fill(x, 0) == 0)
			return 0;
	}
}

static int
collect(struct reader *x, struct bag *b, bool lines)
{
	for (;;) {
		if (!lines)
			reader_skip_ws(x);
		if (reader_peek(x) < 0)
			break;
		size_t off = b->len;
		int64_t line = x->line;
		if (take_until(x, b, lines) < 0)
			return -1;
		if (lines) {
			if (reader_peek(x) == '\n')
				reader_advance(x);
			while (b->len > off && b->data[b->len - 1] != '\n' &&
			       reader_ws[b->data[b->len - 1]])
				b->len--;
		}
		if (bag_push(b, off, line) < 0)
			return -1;
	}
	if (lines)
		while (b->n > 0 && b->items[b->n - 1].len == 0)
			b->n--;
	for (size_t i = 0; i < b->n; i++)
		b->items[i].p = b->data + b->items[i].off;
	return 0;
}

static int
compare_bytes(const struct item *a, const struct item *b, bool fold)
{
	size_t n = a->len < b->len ? a->len : b->len;

	if (fold) {
		for (size_t i = 0; i < n; i++) {
			int d = checker_fold(a->p[i]) - checker_fold(b->p[i]);
			if (d)
				return d;
		}
	} else if (n > 0) {
		int d = memcmp(a->p, b->p, n);
		if (d)
			return d;
	}
	return (a->len > b->len) - (a->len < b->len);
}

/* Ties in order of appearance, so that a report names the first one. */
static int
by_bytes(const void *x, const void *y)
{
	const struct item *a = x, *b = y;
	int d = compare_bytes(a, b, false);

	return d ? d : (a->off > b->off) - (a->off < b->off);
}

static int
by_folded_bytes(const void *x, const void *y)
{
	const struct item *a = x, *b = y;
	int d = compare_bytes(a, b, true);

	return d ? d : (a->off > b->off) - (a->off < b->off);
}

/* Number of items equal to v around index i of sorted b; *first is the first. */
static size_t
run(const struct bag *b, size_t i, const struct item *v, bool fold, size_t *first)
{
	size_t lo = i, hi = i;

	while (lo > 0 && compare_bytes(&b->items[lo - 1], v, fold) == 0)
		lo--;
	while (hi < b->n && compare_bytes(&b->items[hi], v, fold) == 0)
		hi++;
	*first = lo;
	return hi - lo;
}

int
unordered_compare(struct compare *c)
{
	struct check_result *res = c->res;
	bool lines = c->spec->type == CHECKER_LINES;
	bool fold = c->spec->case_insensitive;
	const char *unit = lines ? "line" : "token";
	struct bag e = { 0 }, r = { 0 };
	int rc = 0;

	if (collect(&c->e, &e, lines) < 0 || collect(&c->r, &r, lines) < 0) {
		excerpt_result(res, VERDICT_JE, "cannot compare outputs in any order: %s",
			       strerror(ENOMEM));
		rc = -1;
		goto out;
	}
	if (c->e.err || c->r.err)
		goto out;
	if (e.n > 1)
		qsort(e.items, e.n, sizeof *e.items, fold ? by_folded_bytes : by_bytes);
	if (r.n > 1)
		qsort(r.items, r.n, sizeof *r.items, fold ? by_folded_bytes : by_bytes);

	size_t i = 0, j = 0;
	while (i < e.n && j < r.n && compare_bytes(&e.items[i], &r.items[j], fold) == 0) {
		i++;
		j++;
	}
	if (i == e.n && j == r.n)
		goto out;

	/* The smaller of the two items that differ occurs more often on its side. */
	const struct item *v;
	if (j == r.n || (i < e.n && compare_bytes(&e.items[i], &r.items[j], fold) < 0))
		v = &e.items[i];
	else
		v = &r.items[j];
	size_t ei, ri;
	size_t ne = run(&e, i, v, fold, &ei), nr = run(&r, j, v, fold, &ri);
	if (nr > 0) {
		res->line = r.items[ri].line;
		res->column = 1;
		excerpt_escape(v->p, v->len, false, false, res->received, sizeof res->received);
	}
	if (ne > 0) {
		res->expected_line = e.items[ei].line;
		res->expected_column = 1;
		excerpt_escape(v->p, v->len, false, false, res->expected, sizeof res->expected);
	}
	if (ne > nr)
		excerpt_result(res, VERDICT_WA,
			       "%ss in any order: expected '%s' %zu time%s (first at line %" PRId64
			       "), received it %zu time%s (%zu %ss expected, %zu received)",
			       unit, res->expected, ne, ne == 1 ? "" : "s", res->expected_line, nr,
			       nr == 1 ? "" : "s", e.n, unit, r.n);
	else
		excerpt_result(res, VERDICT_WA,
			       "%ss in any order: received '%s' %zu time%s (first at line %" PRId64
			       "), expected it %zu time%s (%zu %ss expected, %zu received)",
			       unit, res->received, nr, nr == 1 ? "" : "s", res->line, ne,
			       ne == 1 ? "" : "s", e.n, unit, r.n);
out:
	bag_free(&e);
	bag_free(&r);
	return rc;
}
