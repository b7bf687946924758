/*
 * `judge verify --html`: the verify report as one self-contained page (see
 * html_page.h): per problem its time limit and margins, and the verdict
 * matrix as a coloured grid, a row per submission and a column per case (per
 * testdata file, or run of cases, when there are many), each cell whose
 * verdict its submission may not get outlined.  A struct verify_html owns
 * its page until verify_html_close(); what is given to it is borrowed for the
 * call only.
 */
#ifndef JUDGE_VERIFY_HTML_H
#define JUDGE_VERIFY_HTML_H

#include <stdbool.h>
#include <stddef.h>

#include "problem/testdata.h"
#include "verify_json.h"

struct verify_html;

/* Starts the page for path ("-": standard output).  NULL with err set when it cannot. */
struct verify_html *verify_html_open(const char *path, char *err, size_t errlen);

/*
 * Adds problem p: its testdata td (whose files can be the grid's columns),
 * its time limit tl and its n submissions.
 */
void verify_html_problem(struct verify_html *v, const struct problem *p,
			 const struct testdata *td, const struct verify_time_limit *tl,
			 const struct verify_submission *subs, size_t n);

/*
 * Writes the page (saying so when interrupted: complete false) and frees v.
 * Returns 0, or -1 with err set.
 */
int verify_html_close(struct verify_html *v, bool complete, char *err, size_t errlen);

#endif
