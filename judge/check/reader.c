/* The checkers' reader: a stream read in big blocks, with positions for diagnostics. */
#include <errno.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "checker_impl.h"

const bool reader_ws[256] = {
	[' '] = true, ['\t'] = true, ['\n'] = true, ['\r'] = true, ['\v'] = true, ['\f'] = true,
};

/*
 * Reads more data at the end of the buffer, first sliding the buffer so that
 * at most keep bytes before pos stay.  Returns the number of bytes added; 0
 * at the end of the stream or on a read error (r->err is then set).
 */
size_t
reader_fill(struct reader *r, size_t keep)
{
	size_t from, want, n;

	if (r->eof)
		return 0;
	from = r->pos > keep ? r->pos - keep : 0;
	if (from > 0) {
		memmove(r->buf, r->buf + from, r->len - from);
		r->base += (int64_t)from;
		r->pos -= from;
		r->len -= from;
	}
	want = READER_CAP - r->len;
	if (want == 0)
		return 0;
	n = fread(r->buf + r->len, 1, want, r->f);
	r->len += n;
	if (n < want) {
		if (ferror(r->f))
			r->err = errno ? errno : EIO;
		if (n == 0 || feof(r->f) || r->err)
			r->eof = true;
	}
	return n;
}

/*
 * Buffers of readers gone, kept for the thread's next ones: a comparison
 * takes two, and allocating 256 KiB per case cost page faults and a heap
 * trim each time.  Released when the thread ends (spare_release).
 */
static _Thread_local unsigned char *spare[2];
static _Thread_local bool spare_armed;
static pthread_key_t spare_key;
static pthread_once_t spare_once = PTHREAD_ONCE_INIT;

static void
spare_release(void *unused)
{
	(void)unused;
	free(spare[0]);
	free(spare[1]);
	spare[0] = spare[1] = NULL;
}

static void
spare_key_make(void)
{
	pthread_key_create(&spare_key, spare_release);
}

int
reader_init(struct reader *r, FILE *f)
{
	memset(r, 0, sizeof *r);
	r->f = f;
	r->line = 1;
	r->in_ws = true;
	for (int i = 0; i < 2 && !r->buf; i++) {
		r->buf = spare[i];
		spare[i] = NULL;
	}
	if (!r->buf)
		r->buf = malloc(READER_CAP + 1);
	return r->buf ? 0 : -1;
}

void
reader_fini(struct reader *r)
{
	if (!spare_armed) {
		/* A value the key holds, so that the thread's end calls spare_release. */
		pthread_once(&spare_once, spare_key_make);
		spare_armed = pthread_setspecific(spare_key, &spare_armed) == 0;
	}
	for (int i = 0; i < 2 && r->buf; i++) {
		if (!spare[i]) {
			spare[i] = r->buf;
			r->buf = NULL;
		}
	}
	free(r->buf);
	r->buf = NULL;
}

/* Skips whitespace, counting lines. */
void
reader_skip_ws(struct reader *r)
{
	int c;

	while ((c = reader_peek(r)) >= 0 && reader_ws[c])
		reader_advance(r);
}

/* Skips horizontal whitespace (whitespace but '\n'). */
void
reader_skip_hws(struct reader *r)
{
	int c;

	while ((c = reader_peek(r)) >= 0 && reader_ws[c] && c != '\n')
		reader_advance(r);
}

/* Fast path: both streams' longest common prefix, compared a block at a time. */

static inline uint64_t
load64(const unsigned char *s)
{
	uint64_t w;

	memcpy(&w, s, sizeof w);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	w = __builtin_bswap64(w);
#endif
	return w;
}

/*
 * GCC/clang vector extensions: SSE2 on x86-64, NEON on arm64, plain code
 * elsewhere.  A comparison yields lanes of all ones (true) or zeros.
 */
typedef unsigned char v16 __attribute__((vector_size(16)));

static inline v16
splat(unsigned char c)
{
	v16 v;

	memset(&v, c, sizeof v);
	return v;
}

/* All ones in the lanes of v that are whitespace: ' ' or '\t'..'\r'. */
static inline v16
vector_ws(v16 v)
{
	return (v16)(v == splat(' ')) | (v16)(v - splat('\t') <= splat('\r' - '\t'));
}

/* Sum of the 16 lanes of v. */
static inline int64_t
vector_sum(v16 v)
{
	const uint64_t m = UINT64_C(0x00ff00ff00ff00ff);
	uint64_t w[2];
	int64_t sum = 0;

	memcpy(w, &v, sizeof w);
	for (int i = 0; i < 2; i++) {
		uint64_t x = (w[i] & m) + ((w[i] >> 8) & m);
		sum += (int64_t)((x * UINT64_C(0x0001000100010001)) >> 48);
	}
	return sum;
}

/* Index of the first byte where a and b differ; they are known to differ. */
static size_t
first_difference(const unsigned char *a, const unsigned char *b, size_t n)
{
	size_t i = 0;

	for (; i + 8 <= n; i += 8) {
		uint64_t x = load64(a + i) ^ load64(b + i);
		if (x)
			return i + (size_t)__builtin_ctzll(x) / 8;
	}
	while (i < n && a[i] == b[i])
		i++;
	return i;
}

/*
 * Moves both readers over n bytes holding lines newlines (the last at nl_at)
 * and tokens token starts (the last at start_at), ending in_ws.
 */
static void
advance_both(struct reader *e, struct reader *r, size_t n, int64_t lines, int64_t nl_at,
	     int64_t tokens, int64_t start_at, bool in_ws)
{
	struct reader *both[2] = { e, r };

	for (int t = 0; t < 2; t++) {
		struct reader *x = both[t];
		int64_t at = x->base + (int64_t)x->pos;
		if (lines) {
			x->line += lines;
			x->line_start = at + nl_at + 1;
		}
		if (tokens) {
			x->tokens += tokens;
			x->tok_start = at + start_at;
		}
		x->in_ws = in_ws;
		x->pos += n;
	}
}

/*
 * Moves both readers over n bytes that are the same in both (s points at
 * them in e), updating lines, line starts, tokens and token starts.
 */
static void
consume_same(struct reader *e, struct reader *r, const unsigned char *s, size_t n)
{
	int64_t lines = 0, tokens = 0;
	unsigned k = 0;
	size_t i = 0;
	bool prev;

	if (n == 0)
		return;
	if (n < 32) {
		/* Short spans (outputs that differ often): one pass, no setup. */
		int64_t nl_at = -1, start_at = -1;
		prev = e->in_ws;
		for (; i < n; i++) {
			bool ws = reader_ws[s[i]];
			if (s[i] == '\n') {
				lines++;
				nl_at = (int64_t)i;
			}
			if (!ws && prev) {
				tokens++;
				start_at = (int64_t)i;
			}
			prev = ws;
		}
		advance_both(e, r, n, lines, nl_at, tokens, start_at, prev);
		return;
	}
	/*
	 * 16 bytes at a time, each against the byte before it (so the first
	 * byte alone, against the carried state): newlines and token starts
	 * summed per lane, the lanes added up before they can overflow.
	 */
	prev = e->in_ws;
	lines += s[0] == '\n';
	tokens += !reader_ws[s[0]] && prev;
	i = 1;
	const v16 newline = splat('\n');
	v16 nl_acc = splat(0), start_acc = splat(0);
	for (; i + 16 <= n; i += 16) {
		v16 v, p;
		memcpy(&v, s + i, sizeof v);
		memcpy(&p, s + i - 1, sizeof p);
		/* A true lane is all ones: subtracting it adds one. */
		start_acc -= ~vector_ws(v) & vector_ws(p);
		nl_acc -= (v16)(v == newline);
		if (++k == 255) {
			lines += vector_sum(nl_acc);
			tokens += vector_sum(start_acc);
			nl_acc = start_acc = splat(0);
			k = 0;
		}
	}
	lines += vector_sum(nl_acc);
	tokens += vector_sum(start_acc);
	prev = reader_ws[s[i - 1]];
	for (; i < n; i++) {
		bool ws = reader_ws[s[i]];
		lines += s[i] == '\n';
		tokens += !ws && prev;
		prev = ws;
	}

	int64_t nl_at = -1, start_at = -1;
	if (lines) {
		const unsigned char *nl = memrchr(s, '\n', n);
		nl_at = nl - s;
	}
	if (tokens) {
		size_t j = n;
		while (j > 0 && reader_ws[s[j - 1]])
			j--;
		while (j > 0 && !reader_ws[s[j - 1]])
			j--;
		start_at = (int64_t)j;
	}

	advance_both(e, r, n, lines, nl_at, tokens, start_at, prev);
}

void
reader_skip_common(struct reader *e, struct reader *r)
{
	for (;;) {
		if (e->pos == e->len && reader_fill(e, READER_HISTORY) == 0)
			return;
		if (r->pos == r->len && reader_fill(r, READER_HISTORY) == 0)
			return;
		size_t avail = e->len - e->pos;
		if (r->len - r->pos < avail)
			avail = r->len - r->pos;
		while (avail > 0) {
			const unsigned char *a = e->buf + e->pos, *b = r->buf + r->pos;
			size_t n = avail < COMPARE_BLOCK ? avail : COMPARE_BLOCK;
			/* Outputs that differ often differ in the first words. */
			for (size_t i = 0; i + 8 <= n && i < 32; i += 8) {
				uint64_t x = load64(a + i) ^ load64(b + i);
				if (x) {
					consume_same(e, r, a, i + (size_t)__builtin_ctzll(x) / 8);
					return;
				}
			}
			if (memcmp(a, b, n) != 0) {
				consume_same(e, r, a, first_difference(a, b, n));
				return;
			}
			consume_same(e, r, a, n);
			avail -= n;
		}
	}
}
