/* The margins of a time limit, and verdicts on slower and faster machines. */
#include "margins.h"

#include "base/escape.h"
#include "base/units.h"
#include "problem/timing.h"

/* ms as units_format_time() writes it, with ">= " for a lower bound. */
static const char *
show(int64_t us, bool at_least, char *buf, size_t len)
{
	char t[32];

	units_format_time((us + 500) / 1000, t, sizeof t);
	snprintf(buf, len, "%s%s", at_least ? ">= " : "", t);
	return buf;
}

/* The entry bounding the limit from below with the greatest time, or from above the least. */
static const struct margins_entry *
extreme(const struct margins_entry *e, size_t n, bool tle)
{
	const struct margins_entry *best = NULL;

	for (size_t i = 0; i < n; i++)
		if (e[i].tle == tle && (!best || (tle ? e[i].time_us < best->time_us
						      : e[i].time_us > best->time_us)))
			best = &e[i];
	return best;
}

/* "accepted/a.c on secret/1": a submission's and a case's names, as a package spells them. */
static void
on_case(FILE *out, const struct margins_entry *e)
{
	escape_line(out, e->label);
	fputs(" on ", out);
	escape_line(out, e->case_name);
}

static void
print_limit(FILE *out, const struct problem *p, int64_t limit_ms, const struct margins_entry *e,
	    size_t n)
{
	const struct margins_entry *lo = extreme(e, n, false), *hi = extreme(e, n, true);
	char a[32], b[32];

	fprintf(out, "  time limit %s:", units_format_time(limit_ms, a, sizeof a));
	if (lo) {
		fprintf(out, " slowest accepted %s (", show(lo->time_us, false, b, sizeof b));
		on_case(out, lo);
		fprintf(out, "), limit/slowest %.2f (wanted >= %g)",
			timing_ac_margin(limit_ms, lo->time_us), p->timing.ac_to_time_limit);
	}
	if (hi) {
		fprintf(out, "%s fastest time_limit_exceeded %s (", lo ? ";" : "",
			show(hi->time_us, hi->stopped, b, sizeof b));
		on_case(out, hi);
		fprintf(out, "), /limit %s%.2f (wanted >= %g)", hi->stopped ? ">= " : "",
			timing_tle_margin(limit_ms, hi->time_us), p->timing.time_limit_to_tle);
	}
	fprintf(out, "%s\n", lo || hi ? "" : " no submission bounds it");
	for (size_t i = 0; i < n; i++) {
		if (e[i].tle || timing_ac_margin(limit_ms, e[i].time_us) >=
				p->timing.ac_to_time_limit)
			continue;
		fputs("  warn ", out);
		escape_line(out, e[i].label);
		fprintf(out, ": within the margin: %s on '", show(e[i].time_us, false, a, sizeof a));
		escape_line(out, e[i].case_name);
		fprintf(out, "' asks for a limit of %s (x %g)\n",
			units_format_time(timing_limit_for(&p->timing, e[i].time_us), b, sizeof b),
			p->timing.ac_to_time_limit);
	}
}

/*
 * "holds 25% slower (est. 276ms)" for entry x on a machine whose times are
 * factor times, under the share of the limit it was judged under.
 */
static void
print_hold(FILE *out, const struct margins_entry *x, int64_t limit_ms, double factor,
	   const char *machine)
{
	static const char *const words[] = {
		[TIMING_HOLDS] = "holds", [TIMING_FLIPS] = "flips", [TIMING_UNKNOWN] = "may flip",
	};
	enum timing_hold h = timing_hold(x->tle, x->time_us,
					 (int64_t)((double)limit_ms * x->scale), factor);
	char t[32];

	fprintf(out, "%s %s (est. %s)", words[h], machine,
		show((int64_t)((double)x->time_us * factor), x->tle && x->stopped, t, sizeof t));
}

void
margins_print(FILE *out, const struct problem *p, int64_t limit_ms,
	      const struct margins_entry *e, size_t n)
{
	int64_t here = p->scale.here;
	/* Times there are times here times here's speed over there's. */
	double ratio = here && p->calibration ? (double)here / (double)p->calibration : 1;

	print_limit(out, p, limit_ms, e, n);
	if (!n)
		return;
	/* Times estimated there are judged against the limit as written, set there. */
	limit_ms = limits_for_case(&p->limits, NULL, NULL).time_ms;
	if (here && p->calibration)
		fprintf(out, "  speed: limit set at calibration %lld, this machine %lld: times there "
			"x %.2f\n", (long long)p->calibration, (long long)here, ratio);
	else if (p->calibration)
		fprintf(out, "  speed: limit set at calibration %lld, this machine's score unknown "
			"(%s): machines compared with this one\n", (long long)p->calibration,
			p->scale.why);
	else
		fprintf(out, "  speed: no limits: calibration: recorded; machines compared with "
			"this one\n");
	for (size_t i = 0; i < n; i++) {
		fputs("  speed ", out);
		escape_line(out, e[i].label);
		fprintf(out, " %s", e[i].tle ? "TLE" : "AC");
		if (e[i].scale != 1) {
			char under[32];

			fprintf(out, " under %s (the limit / %g)",
				units_format_time((int64_t)((double)limit_ms * e[i].scale), under,
						  sizeof under), 1 / e[i].scale);
		}
		fprintf(out, ": ");
		print_hold(out, &e[i], limit_ms, ratio / (1 - MARGINS_SPEED_STEP), "25% slower");
		fprintf(out, ", ");
		print_hold(out, &e[i], limit_ms, ratio / (1 + MARGINS_SPEED_STEP), "25% faster");
		fputc('\n', out);
	}
}
