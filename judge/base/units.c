/* Parsing and formatting of durations and sizes in human units. */
#include "units.h"

#include <ctype.h>
#include <stdbool.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

struct unit {
	const char *name;
	int64_t scale; /* in the base unit: ms or bytes */
};

static const struct unit time_units[] = {
	{"ms", 1}, {"s", 1000}, {"sec", 1000}, {"min", 60000},
};

static const struct unit byte_units[] = {
	{"B", 1},
	{"K", 1LL << 10}, {"KiB", 1LL << 10}, {"KB", 1000},
	{"M", 1LL << 20}, {"MiB", 1LL << 20}, {"MB", 1000000},
	{"G", 1LL << 30}, {"GiB", 1LL << 30}, {"GB", 1000000000},
	{"TiB", 1LL << 40}, {"TB", 1000000000000LL},
};

/*
 * Parses "123" or "1.25" exactly as numerator / 10^decimals, without floating
 * point, and leaves *end at the first character after the number.  Returns 0,
 * -1 for no number, or -2 for more digits than fit.
 */
static int
parse_decimal(const char *s, int64_t *num, int *decimals, const char **end)
{
	int64_t n = 0;
	int digits = 0, dec = 0;
	bool seen_point = false;

	for (; *s; s++) {
		if (*s == '.' && !seen_point) {
			seen_point = true;
			continue;
		}
		if (!isdigit((unsigned char)*s))
			break;
		if (n > (INT64_MAX - 9) / 10)
			return -2;
		n = n * 10 + (*s - '0');
		digits++;
		if (seen_point)
			dec++;
	}
	if (digits == 0 || dec > 9 || (seen_point && dec == 0))
		return -1;
	*num = n;
	*decimals = dec;
	*end = s;
	return 0;
}

static int
parse_with_units(const char *text, const struct unit *units, size_t nunits, int64_t max,
		 const char *what, const char *example, int64_t *out, char *err, size_t errlen)
{
	const char *s = text, *rest;
	int64_t num;
	int dec;

	while (isspace((unsigned char)*s))
		s++;
	if (*s == '-') {
		snprintf(err, errlen, "%s '%s' must be positive", what, text);
		return -1;
	}
	int bad = parse_decimal(s, &num, &dec, &rest);
	if (bad == -2) {
		snprintf(err, errlen, "%s '%s' is too large", what, text);
		return -1;
	}
	if (bad < 0) {
		snprintf(err, errlen, "invalid %s '%s' (expected a number and a unit, such as '%s')",
			 what, text, example);
		return -1;
	}
	while (*rest == ' ')
		rest++;
	if (*rest == '\0') {
		snprintf(err, errlen, "%s '%s' has no unit (write it as, for example, '%s')", what,
			 text, example);
		return -1;
	}

	const struct unit *u = NULL;
	for (size_t i = 0; i < nunits; i++) {
		if (strcmp(rest, units[i].name) == 0) {
			u = &units[i];
			break;
		}
	}
	if (!u) {
		snprintf(err, errlen, "unknown unit '%s' in %s '%s'", rest, what, text);
		return -1;
	}

	int64_t pow10 = 1;
	for (int i = 0; i < dec; i++)
		pow10 *= 10;
	/* value = num * scale / 10^dec, checked for overflow and exactness */
	if (num != 0 && u->scale > INT64_MAX / num) {
		snprintf(err, errlen, "%s '%s' is too large", what, text);
		return -1;
	}
	int64_t scaled = num * u->scale;
	if (scaled % pow10 != 0) {
		snprintf(err, errlen, "%s '%s' is finer than the resolution of 1%s", what, text,
			 units[0].name);
		return -1;
	}
	int64_t value = scaled / pow10;
	if (value <= 0) {
		snprintf(err, errlen, "%s '%s' must be positive", what, text);
		return -1;
	}
	if (value > max) {
		snprintf(err, errlen, "%s '%s' is too large", what, text);
		return -1;
	}
	*out = value;
	return 0;
}

int
units_parse_time(const char *text, int64_t *ms, char *err, size_t errlen)
{
	return parse_with_units(text, time_units, sizeof time_units / sizeof *time_units,
				24LL * 3600 * 1000, "duration", "1s", ms, err, errlen);
}

int
units_parse_bytes(const char *text, int64_t *bytes, char *err, size_t errlen)
{
	return parse_with_units(text, byte_units, sizeof byte_units / sizeof *byte_units,
				1LL << 40, "size", "64MiB", bytes, err, errlen);
}

char *
units_format_time(int64_t ms, char *buf, size_t len)
{
	if (ms >= 1000 && ms % 1000 == 0)
		snprintf(buf, len, "%" PRId64 "s", ms / 1000);
	else if (ms >= 1000 && ms % 100 == 0)
		snprintf(buf, len, "%" PRId64 ".%" PRId64 "s", ms / 1000, ms % 1000 / 100);
	else
		snprintf(buf, len, "%" PRId64 "ms", ms);
	return buf;
}

char *
units_format_bytes(int64_t bytes, char *buf, size_t len)
{
	static const char *const names[] = {"B", "KiB", "MiB", "GiB", "TiB"};
	int i = 0;
	int64_t whole = bytes, rem = 0, unit = 1;

	while (i < 4 && bytes >= unit * 1024) {
		unit *= 1024;
		i++;
	}
	whole = bytes / unit;
	rem = bytes % unit;
	if (rem == 0 || whole >= 100)
		snprintf(buf, len, "%" PRId64 "%s", whole, names[i]);
	else
		snprintf(buf, len, "%.1f%s", (double)bytes / (double)unit, names[i]);
	return buf;
}

char *
units_format_double(double x, char *buf, size_t len)
{
	for (int prec = 1; prec <= 17; prec++) {
		snprintf(buf, len, "%.*g", prec, x);
		if (strtod(buf, NULL) == x)
			break;
	}
	return buf;
}
