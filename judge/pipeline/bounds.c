/* Constraint coverage: the bounds validators tell of, from either source, merged in one place. */
#include "bounds.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The most bounds and features one run may tell of (testlib keeps at most 255 variables). */
#define BOUNDS_PER_RUN_MAX 1024

/* Whether b's extremes are values read, not only ends hit. */
static bool
has_extremes(const struct validation_bound *b)
{
	return b->kind == BOUND_VALUE || b->kind == BOUND_LENGTH;
}

/* Whether b, read in its min_case, gives a better least than have: lower, or first. */
static bool
better_min(const struct validation_bound *have, const struct validation_bound *b)
{
	if (has_extremes(b))
		return b->min < have->min || (b->min == have->min && b->min_case < have->min_case);
	return b->min_hit && (!have->min_hit || b->min_case < have->min_case);
}

static bool
better_max(const struct validation_bound *have, const struct validation_bound *b)
{
	if (has_extremes(b))
		return b->max > have->max || (b->max == have->max && b->max_case < have->max_case);
	return b->max_hit && (!have->max_hit || b->max_case < have->max_case);
}

/*
 * Merges b into set: the same validator, kind, name and declared ends are
 * one bound, whose extremes are the best of each; cases come in any order,
 * so the first case to reach an extreme keeps it.  Returns 0, or -1 when
 * out of memory.
 */
static int
merge(struct bound_set *set, struct validation_bound *b)
{
	if (has_extremes(b)) {
		b->min_hit = b->min == b->lo;
		b->max_hit = b->max == b->hi;
	}
	for (size_t k = 0; k < set->count; k++) {
		struct validation_bound *have = &set->items[k];

		if (have->validator != b->validator || have->kind != b->kind ||
		    strcmp(have->name, b->name) || strcmp(have->lo_text, b->lo_text) ||
		    strcmp(have->hi_text, b->hi_text))
			continue;
		if (better_min(have, b)) {
			have->min = b->min;
			have->min_hit = b->min_hit;
			have->min_case = b->min_case;
			have->min_at = b->min_at;
			have->min_len = b->min_len;
			memcpy(have->min_name, b->min_name, sizeof b->min_name);
		}
		if (better_max(have, b)) {
			have->max = b->max;
			have->max_hit = b->max_hit;
			have->max_case = b->max_case;
			have->max_at = b->max_at;
			have->max_len = b->max_len;
			memcpy(have->max_name, b->max_name, sizeof b->max_name);
		}
		return 0;
	}
	struct validation_bound *grown = realloc(set->items, (set->count + 1) * sizeof *grown);

	if (!grown)
		return -1;
	set->items = grown;
	grown[set->count++] = *b;
	return 0;
}

/* Merges the n bounds read of one run into set. */
static int
merge_all(struct bound_set *set, struct validation_bound *read, size_t n, char *why, size_t whylen)
{
	for (size_t i = 0; i < n; i++) {
		if (merge(set, &read[i]) < 0) {
			snprintf(why, whylen, "out of memory");
			return -1;
		}
	}
	return 0;
}

/* A new bound of origin o, of kind, into read[*n]; NULL when there are too many. */
static struct validation_bound *
add(struct validation_bound *read, size_t *n, const struct bound_origin *o, enum bound_kind kind)
{
	if (*n == BOUNDS_PER_RUN_MAX)
		return NULL;
	struct validation_bound *b = &read[(*n)++];

	*b = (struct validation_bound){
		.validator = o->validator, .kind = kind, .min_case = o->index, .max_case = o->index,
	};
	snprintf(b->lo_text, sizeof b->lo_text, "?");
	snprintf(b->hi_text, sizeof b->hi_text, "?");
	snprintf(b->min_name, sizeof b->min_name, "%s", o->name);
	snprintf(b->max_name, sizeof b->max_name, "%s", o->name);
	return b;
}

/* Calls line() on each line of text (its number, its bytes without the newline) until one fails. */
static int
each_line(const char *text, size_t len, int (*line)(void *, size_t, const char *, size_t,
						    char *, size_t),
	  void *arg, char *why, size_t whylen)
{
	size_t number = 1;

	for (size_t at = 0; at < len; number++) {
		const char *nl = memchr(text + at, '\n', len - at);
		size_t n = nl ? (size_t)(nl - text) - at : len - at;

		if (memchr(text + at, '\0', n)) {
			snprintf(why, whylen, "line %zu has a NUL byte", number);
			return -1;
		}
		if (line(arg, number, text + at, n, why, whylen) < 0)
			return -1;
		at += n + 1;
	}
	return 0;
}

/* What one run told, while it is read. */
struct reading {
	struct validation_bound *read;
	size_t n;
	const struct bound_origin *origin;
};

static int
header_line(void *arg, size_t number, const char *s, size_t len, char *why, size_t whylen)
{
	struct reading *r = arg;
	char line[512], kind, end;
	struct validation_bound *b;

	if (len == 0)
		return 0;
	if (len >= sizeof line) {
		snprintf(why, whylen, "line %zu is too long", number);
		return -1;
	}
	if (!(b = add(r->read, &r->n, r->origin, BOUND_VALUE))) {
		snprintf(why, whylen, "more than %d bounds at line %zu", BOUNDS_PER_RUN_MAX, number);
		return -1;
	}
	memcpy(line, s, len);
	line[len] = '\0';
	if (sscanf(line, "%c %lld %lld %lld %lld %zu %zu %zu %zu %63s %c", &kind, &b->lo, &b->hi,
		   &b->min, &b->max, &b->min_at, &b->min_len, &b->max_at, &b->max_len, b->name,
		   &end) != 10 || (kind != BOUND_VALUE && kind != BOUND_LENGTH)) {
		snprintf(why, whylen, "line %zu is not a bound", number);
		return -1;
	}
	b->kind = (enum bound_kind)kind;
	snprintf(b->lo_text, sizeof b->lo_text, "%lld", b->lo);
	snprintf(b->hi_text, sizeof b->hi_text, "%lld", b->hi);
	return 0;
}

/* Reads one run's text, a line at a time through line(), and merges what it told into set. */
static int
read_run(struct bound_set *set, const struct bound_origin *o, const char *text, size_t len,
	 int (*line)(void *, size_t, const char *, size_t, char *, size_t), char *why,
	 size_t whylen)
{
	struct reading r = {.read = calloc(BOUNDS_PER_RUN_MAX, sizeof *r.read), .origin = o};
	int rc = -1;

	if (!r.read)
		snprintf(why, whylen, "out of memory");
	else if (each_line(text, len, line, &r, why, whylen) == 0)
		rc = merge_all(set, r.read, r.n, why, whylen);
	free(r.read);
	return rc;
}

int
bound_set_read_header(struct bound_set *set, const struct bound_origin *o, const char *text,
		      size_t len, char *why, size_t whylen)
{
	return read_run(set, o, text, len, header_line, why, whylen);
}

/* Whether the len bytes at s end with suffix; if so, len loses it. */
static bool
cut_suffix(const char *s, size_t *len, const char *suffix)
{
	size_t n = strlen(suffix);

	if (*len < n || memcmp(s + *len - n, suffix, n))
		return false;
	*len -= n;
	return true;
}

/*
 * The name in `PREFIX"NAME":` (s, len bytes: all of it) into name: 0, or -1
 * when it is not one, -2 when the name is too long.
 */
static int
quoted_name(const char *s, size_t len, const char *prefix, char *name, size_t size,
	    bool colon)
{
	size_t n = strlen(prefix);

	if (len < n + 2 + colon || memcmp(s, prefix, n) || s[n] != '"' ||
	    s[len - 1 - colon] != '"' || (colon && s[len - 1] != ':'))
		return -1;
	len -= n + 2 + colon;
	if (len >= size)
		return -2;
	if (len == 0)
		return -1;
	memcpy(name, s + n + 1, len);
	name[len] = '\0';
	return 0;
}

/* A declared end as testlib writes it: a number (integer or real) or "?", into out. */
static int
end_text(const char *s, size_t len, char *out, size_t size)
{
	if (len == 0 || len >= size || len != strspn(s, "0123456789+-.eE?"))
		return -1;
	memcpy(out, s, len);
	out[len] = '\0';
	return 0;
}

/* The testlib bound in read named name, or NULL. */
static struct validation_bound *
find(struct reading *r, const char *name)
{
	for (size_t i = 0; i < r->n; i++)
		if (r->read[i].kind == BOUND_TESTLIB && !strcmp(r->read[i].name, name))
			return &r->read[i];
	return NULL;
}

/* constant-bounds "NAME": LO HI, whose name may hold spaces and quotes: the ends are last. */
static int
constant_bounds(struct reading *r, const char *s, size_t len)
{
	const char *hi = memrchr(s, ' ', len), *lo;
	char name[64], lo_text[32], hi_text[32];
	struct validation_bound *b;

	if (!hi || !(lo = memrchr(s, ' ', (size_t)(hi - s))) ||
	    end_text(lo + 1, (size_t)(hi - lo - 1), lo_text, sizeof lo_text) < 0 ||
	    end_text(hi + 1, len - (size_t)(hi + 1 - s), hi_text, sizeof hi_text) < 0 ||
	    quoted_name(s, (size_t)(lo - s), "constant-bounds ", name, sizeof name, true) < 0)
		return -1;
	/* testlib writes the hits first; ends of a variable never hit tell nothing. */
	if ((b = find(r, name))) {
		memcpy(b->lo_text, lo_text, sizeof lo_text);
		memcpy(b->hi_text, hi_text, sizeof hi_text);
	}
	return 0;
}

static int
testlib_line(void *arg, size_t number, const char *s, size_t len, char *why, size_t whylen)
{
	struct reading *r = arg;
	char name[64];
	struct validation_bound *b;
	bool hit;
	size_t n = len;
	int got = -1;

	if (len == 0)
		return 0;
	if (r->n == BOUNDS_PER_RUN_MAX) {
		snprintf(why, whylen, "more than %d bounds at line %zu", BOUNDS_PER_RUN_MAX, number);
		return -1;
	}
	if (len > 16 && !memcmp(s, "constant-bounds ", 16)) {
		if (constant_bounds(r, s, len) == 0)
			return 0;
	} else if (len > 9 && !memcmp(s, "variable ", 9)) {
		if ((got = quoted_name(s, len, "variable ", name, sizeof name, false)) == 0)
			return 0;
	} else if (len > 8 && !memcmp(s, "feature ", 8)) {
		hit = cut_suffix(s, &n, " hit");
		if ((got = quoted_name(s, n, "feature ", name, sizeof name, true)) == 0) {
			b = add(r->read, &r->n, r->origin, BOUND_FEATURE);
			memcpy(b->name, name, sizeof name);
			b->max_hit = hit;
			return 0;
		}
	} else {
		bool max = cut_suffix(s, &n, " max-value-hit");
		bool min = cut_suffix(s, &n, " min-value-hit");

		if ((got = quoted_name(s, n, "", name, sizeof name, true)) == 0 && !find(r, name)) {
			b = add(r->read, &r->n, r->origin, BOUND_TESTLIB);
			memcpy(b->name, name, sizeof name);
			b->min_hit = min;
			b->max_hit = max;
			return 0;
		}
	}
	if (got == -2)
		snprintf(why, whylen, "line %zu names a bound of over %zu bytes", number,
			 sizeof name - 1);
	else
		snprintf(why, whylen, "line %zu is not a line of testlib's log", number);
	return -1;
}

int
bound_set_read_testlib(struct bound_set *set, const struct bound_origin *o, const char *text,
		       size_t len, char *why, size_t whylen)
{
	return read_run(set, o, text, len, testlib_line, why, whylen);
}

static int
compare(long long x, long long y)
{
	return (x > y) - (x < y);
}

static int
by_bound(const void *a, const void *b)
{
	const struct validation_bound *x = a, *y = b;
	int c = (x->validator > y->validator) - (x->validator < y->validator);

	if (!c)
		c = strcmp(x->name, y->name);
	if (!c)
		c = compare(x->kind, y->kind);
	if (!c && has_extremes(x))
		c = compare(x->lo, y->lo) ? compare(x->lo, y->lo) : compare(x->hi, y->hi);
	if (!c)
		c = strcmp(x->lo_text, y->lo_text);
	return c ? c : strcmp(x->hi_text, y->hi_text);
}

void
bound_set_sort(struct bound_set *set)
{
	/* NULL when empty, which qsort() must not get. */
	if (set->count > 1)
		qsort(set->items, set->count, sizeof *set->items, by_bound);
}

void
bound_set_fini(struct bound_set *set)
{
	free(set->items);
	set->items = NULL;
	set->count = 0;
}
