/*
 * Generic invalid inputs: copies of a valid input with one thing wrong that a
 * strict input validator must reject (a leading zero, no final newline, a
 * trailing space, a byte order mark, CR LF line ends, ...; a number one past
 * a bound the validator reported).  Pure: bytes in, bytes out.  A struct
 * mutation owns its text; release it with mutation_fini().
 */
#ifndef JUDGE_MUTATION_H
#define JUDGE_MUTATION_H

#include <stddef.h>

/* One generic invalid input. */
struct mutation {
	char what[96];           /* what is wrong with it: "a trailing space" */
	char *text;
	size_t len;
};

/* The most format mutations mutation_format() makes. */
#define MUTATION_FORMAT_MAX 8

/*
 * Makes from the valid input text (len bytes) each format mutation that
 * applies to it (a leading zero needs an integer, a trailing space a line
 * end...) into out (room for MUTATION_FORMAT_MAX).  Returns how many, or -1
 * when out of memory (nothing left to release).
 */
int mutation_format(const char *text, size_t len, struct mutation *out);

/*
 * Makes from text a copy with the token of toklen bytes at offset at
 * replaced by value (a number one past a bound), described by what.
 * Returns 0, or -1 when the token is not inside text or out of memory.
 */
int mutation_replace(const char *text, size_t len, size_t at, size_t toklen, long long value,
		     const char *what, struct mutation *out);

void mutation_fini(struct mutation *m);

#endif
