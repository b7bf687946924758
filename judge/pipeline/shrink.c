/*
 * Shrinking a counterexample by passes over its text, each candidate kept only
 * when smaller in a total order and still failing: ddmin over lines and tokens,
 * counts lowered with what they count, integers towards 0.
 */
#include "shrink.h"

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <xxhash.h>

/* A token: bytes [start, end) of the text. */
struct token {
	size_t start, end;
	size_t line;             /* its line, from 0 */
	bool integer;            /* -?[0-9]+ */
	long long value;
};

struct shrink_memo {
	uint64_t *slots;         /* open addressing; 0 is empty (a hash of 0 is stored as 1) */
	size_t cap, count;
};

/* What one shrinking works on. */
struct state {
	char *cur;               /* the smallest counterexample so far */
	size_t len;
	shrink_oracle *oracle;
	void *arg;
	struct shrink_memo *memo;
	int64_t deadline_ns;
	struct shrink_result *out;
	struct token *tokens;    /* of cur */
	size_t ntokens;
	size_t *lines;           /* the start of each line of cur */
	size_t nlines;
};

size_t
shrink_tokens(const char *text, size_t len)
{
	size_t n = 0;

	for (size_t i = 0; i < len; i++)
		if (!isspace((unsigned char)text[i]) && (i == 0 || isspace((unsigned char)text[i - 1])))
			n++;
	return n;
}

int
shrink_compare(const char *a, size_t alen, const char *b, size_t blen)
{
	size_t ta = shrink_tokens(a, alen), tb = shrink_tokens(b, blen);

	if (ta != tb)
		return ta < tb ? -1 : 1;
	if (alen != blen)
		return alen < blen ? -1 : 1;
	return memcmp(a, b, alen);
}

size_t
shrink_towards(long long x, long long out[64])
{
	size_t n = 0;

	/* -x first for a negative x, then x - x/2^k: 0, x/2, ..., x - 1 (shrinkIntegral). */
	if (x < 0 && x > -LLONG_MAX)
		out[n++] = -x;
	for (long long d = x; d != 0 && n < 64; d /= 2)
		out[n++] = x - d;
	return n;
}

struct shrink_memo *
shrink_memo_new(void)
{
	struct shrink_memo *m = calloc(1, sizeof *m);

	if (m && !(m->slots = calloc(m->cap = 1024, sizeof *m->slots))) {
		free(m);
		return NULL;
	}
	return m;
}

static bool
memo_put(uint64_t *slots, size_t cap, uint64_t h)
{
	for (size_t i = h & (cap - 1);; i = (i + 1) & (cap - 1)) {
		if (slots[i] == h)
			return false;
		if (!slots[i]) {
			slots[i] = h;
			return true;
		}
	}
}

int
shrink_memo_add(struct shrink_memo *m, const char *text, size_t len)
{
	uint64_t h = XXH3_64bits(text, len);

	h += h == 0;
	if (2 * (m->count + 1) > m->cap) {
		uint64_t *grown = calloc(2 * m->cap, sizeof *grown);

		if (!grown)
			return -1;
		for (size_t i = 0; i < m->cap; i++)
			if (m->slots[i])
				memo_put(grown, 2 * m->cap, m->slots[i]);
		free(m->slots);
		m->slots = grown;
		m->cap *= 2;
	}
	if (!memo_put(m->slots, m->cap, h))
		return 0;
	m->count++;
	return 1;
}

void
shrink_memo_free(struct shrink_memo *m)
{
	if (!m)
		return;
	free(m->slots);
	free(m);
}

static int64_t
now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* Splits s->cur into tokens and lines.  Returns 0, or -1 when out of memory. */
static int
scan(struct state *s)
{
	size_t cap = 16;

	s->ntokens = 0;
	s->nlines = 0;
	free(s->tokens);
	free(s->lines);
	s->tokens = malloc(cap * sizeof *s->tokens);
	s->lines = malloc((s->len + 2) * sizeof *s->lines);
	if (!s->tokens || !s->lines)
		return -1;
	size_t line = 0;

	if (s->len)
		s->lines[s->nlines++] = 0;
	for (size_t i = 0; i < s->len;) {
		if (s->cur[i] == '\n') {
			line++;
			if (i + 1 < s->len)
				s->lines[s->nlines++] = i + 1;
			i++;
			continue;
		}
		if (isspace((unsigned char)s->cur[i])) {
			i++;
			continue;
		}
		if (s->ntokens == cap) {
			struct token *grown = realloc(s->tokens, 2 * cap * sizeof *grown);

			if (!grown)
				return -1;
			s->tokens = grown;
			cap *= 2;
		}
		struct token *t = &s->tokens[s->ntokens++];
		size_t j = i;

		while (j < s->len && !isspace((unsigned char)s->cur[j]))
			j++;
		*t = (struct token){.start = i, .end = j, .line = line};
		const char *d = s->cur + i + (s->cur[i] == '-');
		size_t digits = (size_t)(s->cur + j - d);

		t->integer = digits > 0 && digits <= 18;
		for (size_t k = 0; t->integer && k < digits; k++)
			t->integer = isdigit((unsigned char)d[k]) != 0;
		if (t->integer)
			t->value = strtoll(s->cur + i, NULL, 10);
		i = j;
	}
	return 0;
}

/*
 * Asks about cand (clen bytes, owned here) when it is smaller and new;
 * keeps it as s->cur when the oracle says so.  Returns 1 kept, 0 not, -1 stop.
 */
static int
try(struct state *s, char *cand, size_t clen)
{
	int rc = 0;

	if (shrink_compare(cand, clen, s->cur, s->len) >= 0) {
		free(cand);
		return 0;
	}
	if (s->memo) {
		rc = shrink_memo_add(s->memo, cand, clen);
		if (rc <= 0) {
			free(cand);
			return rc;
		}
	}
	if (s->deadline_ns && now_ns() > s->deadline_ns) {
		s->out->timed_out = true;
		free(cand);
		return -1;
	}
	s->out->candidates++;
	rc = s->oracle(s->arg, cand, clen);
	if (rc < 0)
		s->out->stopped = true;
	if (rc != 1) {
		free(cand);
		return rc < 0 ? -1 : 0;
	}
	s->out->kept++;
	free(s->cur);
	s->cur = cand;
	s->len = clen;
	return scan(s) < 0 ? -1 : 1;
}

/*
 * cur with bytes [from, to) replaced by the len bytes at with, and the token
 * at index count (or SIZE_MAX: none) replaced by value (it lies before from).
 */
static char *
splice(const struct state *s, size_t from, size_t to, const char *with, size_t len,
       size_t count, long long value, size_t *out_len)
{
	char num[32];
	size_t nlen = 0, cs = 0, ce = 0;

	if (count != SIZE_MAX) {
		nlen = (size_t)snprintf(num, sizeof num, "%lld", value);
		cs = s->tokens[count].start;
		ce = s->tokens[count].end;
	}
	size_t total = s->len - (to - from) + len - (ce - cs) + nlen;
	char *c = malloc(total + 1), *p = c;

	if (!c)
		return NULL;
	if (count != SIZE_MAX) {
		memcpy(p, s->cur, cs);
		p += cs;
		memcpy(p, num, nlen);
		p += nlen;
		memcpy(p, s->cur + ce, from - ce);
		p += from - ce;
	} else {
		memcpy(p, s->cur, from);
		p += from;
	}
	memcpy(p, with, len);
	p += len;
	memcpy(p, s->cur + to, s->len - to);
	p += s->len - to;
	*p = '\0';
	*out_len = total;
	return c;
}

/*
 * Deletes bytes [from, to) of cur, which held k items: first with a count
 * before them lowered by k (the last integer token before from, then the
 * first of the input), then as it is.  Returns as try().
 */
static int
delete_counted(struct state *s, size_t from, size_t to, size_t k)
{
	size_t counts[2] = {SIZE_MAX, SIZE_MAX};

	for (size_t i = 0; i < s->ntokens && s->tokens[i].end <= from; i++)
		if (s->tokens[i].integer)
			counts[0] = i;
	for (size_t i = 0; i < s->ntokens && s->tokens[i].end <= from; i++)
		if (s->tokens[i].integer) {
			counts[1] = i == counts[0] ? SIZE_MAX : i;
			break;
		}
	for (int v = 0; v < 3; v++) {
		size_t count = v < 2 ? counts[v] : SIZE_MAX;
		size_t clen;

		if (v < 2 && (count == SIZE_MAX || s->tokens[count].value < (long long)k))
			continue;
		char *c = splice(s, from, to, "", 0, count,
				 count == SIZE_MAX ? 0 : s->tokens[count].value - (long long)k, &clen);

		if (!c)
			return -1;
		int rc = try(s, c, clen);

		if (rc)
			return rc;
	}
	return 0;
}

/* ddmin over lines: chunks of k lines, k halving, each deleted (with its count lowered). */
static int
pass_lines(struct state *s)
{
	int changed = 0;

	for (size_t k = s->nlines / 2 ? s->nlines / 2 : 1;; k /= 2) {
		for (size_t i = 0; i < s->nlines;) {
			size_t from = s->lines[i];
			size_t to = i + k < s->nlines ? s->lines[i + k] : s->len;
			int rc = delete_counted(s, from, to, k < s->nlines - i ? k : s->nlines - i);

			if (rc < 0)
				return -1;
			if (rc)
				changed = 1;
			else
				i += k;
		}
		if (k <= 1)
			break;
	}
	return changed;
}

/* ddmin over the tokens of each line: chunks of k tokens and a space beside them. */
static int
pass_tokens(struct state *s)
{
	int changed = 0;

	for (size_t line = 0; line < s->nlines; line++) {
		size_t first = 0, n = 0;

		while (first < s->ntokens && s->tokens[first].line < line)
			first++;
		while (first + n < s->ntokens && s->tokens[first + n].line == line)
			n++;
		if (n < 2)
			continue;
		for (size_t k = n / 2;; k /= 2) {
			for (size_t i = 0; i < n;) {
				size_t m = i + k < n ? k : n - i;
				const struct token *a = &s->tokens[first + i];
				const struct token *z = &s->tokens[first + i + m - 1];
				/* With the space after it, or before it for the line's last. */
				size_t from = i + m < n ? a->start : s->tokens[first + i - 1].end;
				size_t to = i + m < n ? s->tokens[first + i + m].start : z->end;
				int rc = i == 0 && m == n ? 0 : delete_counted(s, from, to, m);

				if (rc < 0)
					return -1;
				if (rc) {
					changed = 1;
					/* The line's tokens, again. */
					n = 0;
					while (first + n < s->ntokens && s->tokens[first + n].line == line)
						n++;
				} else {
					i += k;
				}
			}
			if (k <= 1)
				break;
		}
	}
	return changed;
}

/* cur with every integer token of value v (on line line, or SIZE_MAX: any) written as w. */
static char *
replace_all(const struct state *s, long long v, long long w, size_t line, size_t *out_len)
{
	char num[32], *out = NULL;
	size_t len = 0, at = 0;
	int nlen = snprintf(num, sizeof num, "%lld", w);
	FILE *f = open_memstream(&out, &len);

	if (!f)
		return NULL;
	for (size_t i = 0; i < s->ntokens; i++) {
		const struct token *t = &s->tokens[i];

		if (!t->integer || t->value != v || (line != SIZE_MAX && t->line != line))
			continue;
		fwrite(s->cur + at, 1, t->start - at, f);
		fwrite(num, 1, (size_t)nlen, f);
		at = t->end;
	}
	fwrite(s->cur + at, 1, s->len - at, f);
	if (fclose(f) != 0) {
		free(out);
		return NULL;
	}
	*out_len = len;
	return out;
}

/*
 * Integers that repeat, lowered together towards 0: every token of the
 * value, then those on one line (a count elsewhere may hold the value too).
 */
static int
pass_repeated(struct state *s)
{
	int changed = 0;

	for (size_t i = 0; i < s->ntokens; i++) {
		for (int scope = 0; scope < 2 && i < s->ntokens && s->tokens[i].integer; scope++) {
			size_t line = scope ? s->tokens[i].line : SIZE_MAX, times = 0;

			for (size_t j = 0; j < s->ntokens; j++)
				times += s->tokens[j].integer && s->tokens[j].value == s->tokens[i].value &&
					 (line == SIZE_MAX || s->tokens[j].line == line);
			for (bool again = times >= 2; again && i < s->ntokens && s->tokens[i].integer;) {
				long long v = s->tokens[i].value, to[64];
				size_t n = shrink_towards(v, to);

				again = false;
				for (size_t k = 0; k < n; k++) {
					size_t clen;
					char *c = replace_all(s, v, to[k], line, &clen);
					int rc = c ? try(s, c, clen) : -1;

					if (rc < 0)
						return -1;
					if (rc) {
						changed = again = 1;
						break;
					}
				}
			}
		}
	}
	return changed;
}

/* Each integer towards 0. */
static int
pass_integers(struct state *s)
{
	int changed = 0;

	for (size_t i = 0; i < s->ntokens; i++) {
		for (bool again = true; again && i < s->ntokens && s->tokens[i].integer;) {
			long long v = s->tokens[i].value, to[64];
			size_t n = shrink_towards(v, to);

			again = false;
			for (size_t k = 0; k < n; k++) {
				char num[32];
				size_t clen;
				int nlen = snprintf(num, sizeof num, "%lld", to[k]);
				char *c = splice(s, s->tokens[i].start, s->tokens[i].end, num,
						 (size_t)nlen, SIZE_MAX, 0, &clen);
				int rc = c ? try(s, c, clen) : -1;

				if (rc < 0)
					return -1;
				if (rc) {
					changed = again = 1;
					break;
				}
			}
		}
	}
	return changed;
}

int
shrink_text(const char *text, size_t len, shrink_oracle *oracle, void *arg,
	    struct shrink_memo *memo, int64_t deadline_ns, struct shrink_result *out)
{
	static int (*const passes[])(struct state *) = {
		pass_lines, pass_tokens, pass_repeated, pass_integers,
	};
	struct state s = {
		.len = len, .oracle = oracle, .arg = arg, .memo = memo, .deadline_ns = deadline_ns,
		.out = out,
	};
	int rc = 0;

	memset(out, 0, sizeof *out);
	if (!(s.cur = malloc(len + 1)))
		return -1;
	memcpy(s.cur, text, len);
	s.cur[len] = '\0';
	if (memo && shrink_memo_add(memo, text, len) < 0)
		rc = -1;
	if (rc == 0 && scan(&s) < 0)
		rc = -1;
	/* Round after round until none finds a smaller one. */
	for (int changed = 1; rc == 0 && changed;) {
		changed = 0;
		for (size_t p = 0; p < sizeof passes / sizeof *passes; p++) {
			int c = passes[p](&s);

			if (c < 0) {
				rc = out->stopped || out->timed_out ? 0 : -1;
				changed = 0;
				break;
			}
			changed |= c;
		}
	}
	out->text = s.cur;
	out->len = s.len;
	free(s.tokens);
	free(s.lines);
	return rc;
}

void
shrink_result_fini(struct shrink_result *r)
{
	free(r->text);
	memset(r, 0, sizeof *r);
}
