/*
 * A new problem of the tree in the judge's format, as `judge new` makes it
 * and `judge receive` and `judge import --oj` make it from what they got:
 * problems/ID/problem.yaml, problems/ID/statement.md, testdata/ID/samples.yaml
 * (and the files of samples YAML cannot hold inline), perhaps
 * solutions/ID.c.  Nothing is replaced; a failure removes what was made.
 * Everything is borrowed.
 */
#ifndef JUDGE_SCAFFOLD_H
#define JUDGE_SCAFFOLD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* A sample case: its input and expected output, any bytes. */
struct scaffold_sample {
	const char *input, *output;
	size_t input_len, output_len;
	const char *name;        /* or NULL: sample-N, N its place from 1 */
};

struct scaffold {
	const char *id;          /* problem_id_valid() */
	const char *title;
	const char *source;      /* or NULL */
	const char *url;         /* or NULL */
	int64_t time_ms;         /* 0: 1s */
	int64_t memory_bytes;    /* 0: 256MiB */
	const char *statement;   /* statement.md's text, or NULL: an outline */
	const struct scaffold_sample *samples;
	size_t nsamples;
	const char *solution;    /* solutions/ID.c's text, or NULL: none */
};

/*
 * How many of the files s would make exist already in the tree at root,
 * each named on out ("judge: 'PATH' already exists") when out is not NULL.
 */
int scaffold_existing(const char *root, const struct scaffold *s, FILE *out);

/*
 * Writes problem s into the tree at root (problems/ may be missing), naming
 * each file made on made ("created PATH") when made is not NULL.  No file is
 * replaced (see scaffold_existing()).  Returns 0, or -1 with err set when a
 * file could not be written (what was made is removed).
 */
int scaffold_write(const char *root, const struct scaffold *s, FILE *made, char *err,
		   size_t errlen);

/*
 * A problem id made of text (a problem's name, a folder's name): its letters
 * and digits lowercased, every other run of bytes one '-', at most 64 bytes,
 * into id (of len bytes, 65 at least); "" when none is left.
 */
void scaffold_id(const char *text, char *id, size_t len);

#endif
