/* Verdict names, generated from the VERDICTS table. */
#include "verdict.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

static const char *const names[] = {
#define X(code, text) #code,
	VERDICTS(X)
#undef X
};

static const char *const texts[] = {
#define X(code, text) text,
	VERDICTS(X)
#undef X
};

const char *
verdict_name(enum verdict v)
{
	return (unsigned)v < VERDICT_COUNT ? names[v] : "??";
}

const char *
verdict_text(enum verdict v)
{
	return (unsigned)v < VERDICT_COUNT ? texts[v] : "unknown verdict";
}

int
verdict_parse(const char *name, enum verdict *out)
{
	for (int v = 0; v < VERDICT_COUNT; v++) {
		if (strcasecmp(name, names[v]) == 0) {
			*out = (enum verdict)v;
			return 0;
		}
	}
	return -1;
}

enum verdict
verdict_worst(enum verdict a, enum verdict b)
{
	return a > b ? a : b;
}

char *
verdict_signal_name(int sig, char *buf, size_t len)
{
	const char *abbrev = sigabbrev_np(sig);
	if (abbrev)
		snprintf(buf, len, "SIG%s", abbrev);
	else
		snprintf(buf, len, "signal %d", sig);
	return buf;
}
