/*
 * The progress line of a long command: one line on a terminal saying what is
 * running and how far, rewritten in place, erased before other output and
 * when the command is done; never written to a pipe, a file or a CI log.
 * There is one terminal, so there is one line per process: its state is this
 * module's own, behind a lock (any thread may report), and the caller owns
 * nothing.  Every call is a no-op until progress_begin() says yes.
 */
#ifndef JUDGE_PROGRESS_H
#define JUDGE_PROGRESS_H

#include <stdbool.h>
#include <stdio.h>

/*
 * Shows progress on out from now on when out is a terminal, TERM is not
 * "dumb" and CI is unset or empty (CI systems set CI=true, and their logs
 * keep every carriage return).  Returns whether it will.
 */
bool progress_begin(FILE *out);

/*
 * Makes the line say what fmt says ("verify lc464: 3/12 submissions,
 * accepted/a.c case 17/40"), escaped as escape_line() does (a package names
 * its problems and submissions) and cut with "..." to the terminal's width.
 * It is drawn at once after progress_begin() or progress_clear(), else at
 * most ten times a second: a later call carries the news.
 */
void progress_show(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/*
 * Erases the line, if it is shown, so that the caller can write a row or a
 * message on the terminal; the next progress_show() draws it again.
 */
void progress_clear(void);

/* Erases the line and stops showing progress until the next progress_begin(). */
void progress_end(void);

#endif
