/* Human units for limits ("500ms", "1.5s", "64MiB"): pure functions, nothing owned. */
#ifndef JUDGE_UNITS_H
#define JUDGE_UNITS_H

#include <stddef.h>
#include <stdint.h>

/*
 * Parses a duration such as "1s", "1.5s", "500ms", "2min" into whole
 * milliseconds.  A unit is required; the value must be positive, a whole
 * number of milliseconds and at most one day.  Returns 0, or -1 with a
 * reason (without location) in err.
 */
int units_parse_time(const char *text, int64_t *ms, char *err, size_t errlen);

/*
 * Parses a size such as "64MiB", "512KiB", "1GiB", "100B", "1MB" into bytes.
 * KiB/MiB/GiB/TiB (also K, M, G) are powers of 1024; KB/MB/GB/TB are powers
 * of 1000.  A unit is required; the value must be positive and at most 1 TiB.
 * Returns 0, or -1 with a reason in err.
 */
int units_parse_bytes(const char *text, int64_t *bytes, char *err, size_t errlen);

/* Formats ms as "1s", "1.5s" or "250ms" into buf.  Returns buf. */
char *units_format_time(int64_t ms, char *buf, size_t len);

/* Formats bytes as "64MiB", "1.5GiB", "900KiB" or "12B" into buf.  Returns buf. */
char *units_format_bytes(int64_t bytes, char *buf, size_t len);

/* Formats x as the shortest %g that reads back (strtod) as exactly x into buf.  Returns buf. */
char *units_format_double(double x, char *buf, size_t len);

#endif
