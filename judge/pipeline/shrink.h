/*
 * Shrinking a counterexample: smaller inputs proposed in passes (delta
 * debugging over lines and over tokens, a count before what was deleted
 * lowered with it, repeated integers lowered together, each integer towards 0,
 * as QuickCheck's shrinkIntegral and Hypothesis's passes do), each kept only
 * when an oracle says it still fails the same way and it is smaller in a total
 * order (tokens, then bytes, then the bytes compared), so that shrinking ends.
 * Candidates are tried once each (remembered by hash).  A struct
 * shrink_result owns its text; release it with shrink_result_fini().
 */
#ifndef JUDGE_SHRINK_H
#define JUDGE_SHRINK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * Asked about a candidate (len bytes at text, borrowed for the call): 1 when
 * it is still a counterexample (valid, the reference runs cleanly, the
 * submission fails the same way), 0 when not, -1 to stop shrinking (the
 * judge failed, or was interrupted).
 */
typedef int shrink_oracle(void *arg, const char *text, size_t len);

struct shrink_result {
	char *text;              /* the smallest counterexample found (NUL-terminated) */
	size_t len;
	size_t candidates;       /* the oracle's calls */
	size_t kept;             /* candidates it kept */
	bool stopped;            /* the oracle said stop */
	bool timed_out;          /* the deadline came first */
};

/* The number of tokens (runs of bytes other than whitespace) in text. */
size_t shrink_tokens(const char *text, size_t len);

/* The order: fewer tokens, then fewer bytes, then the bytes compared.  <0, 0 or >0. */
int shrink_compare(const char *a, size_t alen, const char *b, size_t blen);

/*
 * Whether a candidate is worth asking about: smaller than the best so far
 * and not asked about before.  The memory of what was asked.
 */
struct shrink_memo;
struct shrink_memo *shrink_memo_new(void);
/* Returns 1 when text was not seen (and remembers it), 0 when it was, -1 out of memory. */
int shrink_memo_add(struct shrink_memo *m, const char *text, size_t len);
void shrink_memo_free(struct shrink_memo *m);

/*
 * Shrinks the counterexample text (len bytes, borrowed) with oracle, asking
 * only about smaller candidates that memo (may be NULL; borrowed) has not
 * seen, until no pass finds a smaller one, or CLOCK_MONOTONIC passes
 * deadline_ns (0: none).  Fills *out with the smallest (text itself when none
 * is found).  Returns 0, or -1 when out of memory.
 */
int shrink_text(const char *text, size_t len, shrink_oracle *oracle, void *arg,
		struct shrink_memo *memo, int64_t deadline_ns, struct shrink_result *out);

/*
 * The values QuickCheck's shrinkIntegral tries for x, towards 0: -x for a
 * negative x, then 0, x/2, 3x/4, ..., x-1 (x - x/2^k for k = 0, 1, ...),
 * into out (room for 64); returns how many.  None for 0.
 */
size_t shrink_towards(long long x, long long out[64]);

void shrink_result_fini(struct shrink_result *r);

#endif
