/*
 * Zip archives of problem packages (libzip stays in zipfile.c): a package
 * folder written as the zip DOMjudge and Kattis take (its files at the
 * archive's top), and an untrusted zip extracted with every entry checked
 * before any byte of it is written: no link or special file, no absolute
 * path, no '..', no control byte, not encrypted, its size, the sizes of all
 * and the number of entries bounded by what is written, not by what the
 * archive says.  What is extracted is then a folder like any other, for the
 * package loader to read.  Nothing is owned.
 */
#ifndef JUDGE_ZIPFILE_H
#define JUDGE_ZIPFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/diag.h"

/* What an extracted archive may hold. */
#define ZIPFILE_MAX_ENTRIES 100000
#define ZIPFILE_MAX_DEPTH 32
#define ZIPFILE_MAX_FILE_BYTES (2LL << 30)
#define ZIPFILE_MAX_TOTAL_BYTES (8LL << 30)

/* Whether path is a regular file that starts as a zip archive does. */
bool zipfile_detect(const char *path);

/*
 * Extracts the zip archive at path into the folder dir (existing, empty),
 * refusing it whole at its first bad entry: an error in d names the archive
 * and the entry ("'p.zip': entry '../x': a path out of the archive ('..')").
 * Files are made 0644, or 0755 when the archive marks them executable.
 * Returns 0, or -1 (what was extracted is left in dir for the caller to
 * remove).
 */
int zipfile_extract(const char *path, const char *dir, struct diag *d);

/*
 * Writes the files and folders under dir into a new zip archive at path
 * (replacing one there only when replace is set), names relative to dir, in
 * name order: names starting with '.' are left out (but .timelimit, which
 * DOMjudge reads), and so is a link, with a warning in d.  The archive
 * appears whole (libzip writes it aside and renames it).  Sets *count to the
 * files written.  Returns 0, or -1 with an error in d.
 */
int zipfile_write(const char *dir, const char *path, bool replace, size_t *count,
		  struct diag *d);

#endif
