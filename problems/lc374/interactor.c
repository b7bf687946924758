/*
 * Interactor of lc374 (protocol kattis): run as `interactor INPUT ANSWER FEEDBACK_DIR`,
 * the solution's standard output on standard input and standard output to the
 * solution's standard input.  INPUT holds `n seed`, ANSWER the optimum K, the fewest
 * guesses (the answer `! x` counted as one) that always find the number.
 *
 * The number is not chosen in advance: the interactor keeps the interval [lo, hi] of
 * the numbers consistent with every reply so far, and on a guess inside it keeps the
 * larger side (a tie broken by a generator seeded with `seed`), so that no strategy
 * needs fewer than K guesses.  It says 0 only to a guess that is the one number left.
 *
 * Exit 42 with FEEDBACK_DIR/score_multiplier.txt (case_score()) when the answer is
 * right within 2K guesses; 43 otherwise; 1 when INPUT, ANSWER or FEEDBACK_DIR are unusable.  The
 * reason goes to FEEDBACK_DIR/judgemessage.txt, one short line, the solution's bytes
 * escaped.
 */
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
	LINE_MAX_BYTES = 32,  /* "? 2147483647" is 12: longer lines are malformed */
	SHOWN_MAX_BYTES = 24, /* of a line quoted in the judge message */
	EXIT_ACCEPT = 42,
	EXIT_REJECT = 43,
	EXIT_JUDGE = 1,
};

static const char *feedback_dir;

/* The game: the consistent interval, the queries asked and the guess budget. */
struct game {
	long long n, lo, hi, optimum;
	long long queries;
	uint64_t rng;
};

/*
 * The fraction of a case's worth for a right answer after guesses guesses (the
 * answer counted) when optimum is the best worst case: 1 within the optimum, from
 * 1/2 down to 1/(2 * optimum) up to twice it, then 0.  Only this decides a score.
 */
static double
case_score(long long guesses, long long optimum)
{
	if (guesses <= optimum)
		return 1.0;
	if (guesses <= 2 * optimum)
		return (double)(2 * optimum - guesses + 1) / (double)(2 * optimum);
	return 0.0;
}

/* Writes text to FEEDBACK_DIR/name; exits as a judge error when it cannot. */
static void
feedback_write(const char *name, const char *text)
{
	char path[4096];
	FILE *f;

	if (snprintf(path, sizeof path, "%s/%s", feedback_dir, name) >= (int)sizeof path) {
		fprintf(stderr, "interactor: feedback path too long\n");
		exit(EXIT_JUDGE);
	}
	f = fopen(path, "w");
	if (!f || fputs(text, f) < 0 || fclose(f) != 0) {
		fprintf(stderr, "interactor: %s: %s\n", path, strerror(errno));
		exit(EXIT_JUDGE);
	}
}

/* Ends the run: the message (printf-style) to judgemessage.txt, exit code code. */
__attribute__((format(printf, 2, 3))) static void
finish(int code, const char *fmt, ...)
{
	char message[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(message, sizeof message - 1, fmt, ap);
	va_end(ap);
	strcat(message, "\n");
	feedback_write("judgemessage.txt", message);
	exit(code);
}

/* The judge's own files are wrong: a message on standard error, exit 1. */
static void
judge_fail(const char *what, const char *path)
{
	fprintf(stderr, "interactor: %s: %s\n", path, what);
	exit(EXIT_JUDGE);
}

/* splitmix64: the tie-breaking bits, from the input's seed. */
static int
game_coin(struct game *g)
{
	uint64_t z = (g->rng += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return (int)((z ^ (z >> 31)) >> 63);
}

/* The reply to guess x in [1, n]: -1 (the number is lower), 1 (higher) or 0. */
static int
game_reply(struct game *g, long long x)
{
	long long below, above;

	if (x < g->lo)
		return 1;
	if (x > g->hi)
		return -1;
	if (g->lo == g->hi)
		return 0;
	below = x - g->lo;
	above = g->hi - x;
	if (below > above || (below == above && game_coin(g))) {
		g->hi = x - 1;
		return -1;
	}
	g->lo = x + 1;
	return 1;
}

/* text (len bytes, from the solution) quoted into out: escaped, cut with "...". */
static void
quote_line(const char *text, size_t len, char *out, size_t size)
{
	size_t at = 0;

	for (size_t i = 0; i < len && at + 8 < size; i++) {
		unsigned char c = (unsigned char)text[i];

		if (i == SHOWN_MAX_BYTES) {
			at += (size_t)snprintf(out + at, size - at, "...");
			break;
		}
		if (c == '\\')
			at += (size_t)snprintf(out + at, size - at, "\\\\");
		else if (c == '\'')
			at += (size_t)snprintf(out + at, size - at, "\\'");
		else if (c >= ' ' && c < 0x7f)
			out[at++] = (char)c;
		else
			at += (size_t)snprintf(out + at, size - at, "\\x%02x", c);
	}
	out[at] = '\0';
}

/*
 * Reads one line of the solution into line (its length in *len, without the '\n'):
 * 1 for a line, 0 at the end of the output, -1 for a line of more than
 * LINE_MAX_BYTES bytes, -2 for one the end of the output cuts (line holds its start).
 */
static int
line_read(char *line, size_t *len)
{
	int c;

	*len = 0;
	while ((c = getchar()) != EOF && c != '\n') {
		if (*len == LINE_MAX_BYTES)
			return -1;
		line[(*len)++] = (char)c;
	}
	if (c == EOF)
		return *len ? -2 : 0;
	return 1;
}

/*
 * Parses "? x" or "! x" (one space, a decimal integer, nothing more) into *kind and
 * *x; 0 when malformed.  A number of more than 18 digits is kept as LLONG_MAX, out of
 * every range.
 */
static int
line_parse(const char *line, size_t len, char *kind, long long *x)
{
	size_t i = 2;
	int negative;
	long long v = 0;

	if (len < 3 || (line[0] != '?' && line[0] != '!') || line[1] != ' ')
		return 0;
	*kind = line[0];
	negative = line[i] == '-';
	i += (size_t)negative;
	if (i == len)
		return 0;
	for (; i < len; i++) {
		if (line[i] < '0' || line[i] > '9')
			return 0;
		if (v < 100000000000000000LL)
			v = v * 10 + (line[i] - '0');
		else
			v = 0x7fffffffffffffffLL;
	}
	*x = negative ? -v : v;
	return 1;
}

/* Reads n and the seed from INPUT and the optimum from ANSWER. */
static void
game_load(struct game *g, const char *input, const char *answer)
{
	unsigned long long seed;
	FILE *f = fopen(input, "r");

	if (!f)
		judge_fail(strerror(errno), input);
	if (fscanf(f, "%lld %llu", &g->n, &seed) != 2 || g->n < 1 || g->n > 2147483647LL)
		judge_fail("expected `n seed`, 1 <= n <= 2^31 - 1", input);
	fclose(f);
	f = fopen(answer, "r");
	if (!f)
		judge_fail(strerror(errno), answer);
	if (fscanf(f, "%lld", &g->optimum) != 1 || g->optimum < 1 || g->optimum > 64)
		judge_fail("expected the optimum number of guesses, 1 to 64", answer);
	fclose(f);
	g->lo = 1;
	g->hi = g->n;
	g->queries = 0;
	g->rng = seed;
}

/* After a right answer: the output must end there. */
static void
game_expect_end(long long lineno)
{
	char line[LINE_MAX_BYTES + 1], shown[128];
	size_t len;
	int got = line_read(line, &len);

	if (got == 0)
		return;
	quote_line(line, len, shown, sizeof shown);
	finish(EXIT_REJECT, "line %lld: output after the answer: '%s'", lineno, shown);
}

int
main(int argc, char **argv)
{
	struct game g;
	char line[LINE_MAX_BYTES + 1], shown[128], score[64], score_line[72], kind;
	size_t len;
	long long lineno = 0, x;

	if (argc < 4) {
		fprintf(stderr, "usage: interactor INPUT ANSWER FEEDBACK_DIR\n");
		return EXIT_JUDGE;
	}
	feedback_dir = argv[3];
	/* A solution that quits makes writes fail, not kill: its end shows as EOF. */
	signal(SIGPIPE, SIG_IGN);
	game_load(&g, argv[1], argv[2]);
	printf("%lld\n", g.n);
	fflush(stdout);
	for (;;) {
		int got = line_read(line, &len);

		lineno++;
		quote_line(line, len, shown, sizeof shown);
		if (got == 0)
			finish(EXIT_REJECT, "no answer: the output ended after %lld queries",
			       g.queries);
		if (got == -1)
			finish(EXIT_REJECT, "line %lld: over %d bytes: '%s'", lineno,
			       LINE_MAX_BYTES, shown);
		if (got == -2)
			finish(EXIT_REJECT, "line %lld: the output ends inside it: '%s'", lineno,
			       shown);
		if (!line_parse(line, len, &kind, &x))
			finish(EXIT_REJECT, "line %lld: expected '? g' or '! x', got '%s'", lineno,
			       shown);
		if (x < 1 || x > g.n)
			finish(EXIT_REJECT, "line %lld: '%s': not in [1, %lld]", lineno, shown,
			       g.n);
		if (kind == '!')
			break;
		/* A query now makes at least 2K + 1 guesses with the answer: no score left. */
		if (++g.queries >= 2 * g.optimum)
			finish(EXIT_REJECT,
			       "too many queries: %lld, and the answer would make "
			       "%lld guesses, over twice the optimum %lld",
			       g.queries, g.queries + 1, g.optimum);
		printf("%d\n", game_reply(&g, x));
		fflush(stdout);
	}
	if (g.lo != g.hi || x != g.lo) {
		long long other = x != g.lo ? g.lo : g.hi;
		finish(EXIT_REJECT,
		       "wrong answer %lld after %lld queries: the replies allow "
		       "[%lld, %lld], and the number was %lld",
		       x, g.queries, g.lo, g.hi, other);
	}
	game_expect_end(lineno + 1);
	snprintf(score, sizeof score, "%.9g", case_score(g.queries + 1, g.optimum));
	snprintf(score_line, sizeof score_line, "%s\n", score);
	feedback_write("score_multiplier.txt", score_line);
	finish(EXIT_ACCEPT,
	       "right: %lld after %lld queries, %lld guesses with the answer "
	       "(optimum %lld): score %s",
	       x, g.queries, g.queries + 1, g.optimum, score);
	return EXIT_ACCEPT;
}
