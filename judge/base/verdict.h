/* Verdicts: the outcome of judging one case or one problem; plain values, nothing owned. */
#ifndef JUDGE_VERDICT_H
#define JUDGE_VERDICT_H

#include <stddef.h>

/*
 * Listed once, from best to worst: a problem's verdict is the worst of its
 * cases' verdicts, so the order matters.
 */
#define VERDICTS(X)                                  \
	X(AC, "accepted")                            \
	X(WA, "wrong answer")                        \
	X(OLE, "output limit exceeded")              \
	X(MLE, "memory limit exceeded")              \
	X(TLE, "time limit exceeded")                \
	X(RE, "run-time error")                      \
	X(CE, "compilation error")                   \
	X(JE, "judge error")

enum verdict {
#define X(code, text) VERDICT_##code,
	VERDICTS(X)
#undef X
	VERDICT_COUNT
};

/* Returns the short code of v ("AC", "WA", ...). */
const char *verdict_name(enum verdict v);

/* Returns the long English name of v ("wrong answer"). */
const char *verdict_text(enum verdict v);

/*
 * Parses a short code such as "TLE" (case-insensitive) into *out.
 * Returns 0, or -1 when name is not a verdict.
 */
int verdict_parse(const char *name, enum verdict *out);

/* Returns the worse of a and b, by the order of VERDICTS. */
enum verdict verdict_worst(enum verdict a, enum verdict b);

/*
 * Writes the name of signal sig, the detail of an RE verdict, into buf:
 * "SIGSEGV", or "signal 77" for a number without a name.  Returns buf.
 */
char *verdict_signal_name(int sig, char *buf, size_t len);

#endif
