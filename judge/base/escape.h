/*
 * Writing untrusted text (program output excerpts, compiler logs, messages)
 * into one-line messages and the report formats so that every byte stays
 * readable and no byte breaks the format, one policy for all of them:
 * - bytes that are not valid UTF-8, and characters a format cannot hold,
 *   become the four characters \xNN (or the format's own lossless escape);
 * - nothing reads as a GitHub Actions workflow command when a report is
 *   shown on a CI log: "##[" anywhere and "::" after only blanks at the start
 *   of a line have their first character escaped, and a lone CR never leaves
 *   a format raw (the runner breaks lines at it);
 * - text is cut on character boundaries (escape_cut).
 * Nothing owned; text is borrowed.
 */
#ifndef JUDGE_ESCAPE_H
#define JUDGE_ESCAPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/*
 * The one-line form of byte c, for messages that quote untrusted bytes: \n,
 * \r, \t and \\ for those four, \xNN (lowercase) for the other control bytes
 * (below 0x20, and 0x7f), any other byte as itself, so that a message stays
 * one line and sends nothing to a terminal.  Writes it NUL-terminated into
 * unit and returns its length: 1, 2 or 4.
 */
size_t escape_byte(unsigned char c, char unit[5]);

/*
 * Appends len bytes of text to the string out (of size outlen) as one line
 * of at most max bytes: trailing whitespace dropped, every byte as
 * escape_byte() writes it, cut before a UTF-8 character with "..." when it
 * does not fit.
 */
void escape_append(char *out, size_t outlen, const char *text, size_t len, size_t max);

/*
 * s on one line, on a terminal or a CI log: as escape_span() below writes
 * it.  The one way an untrusted name (a package's folder and file names,
 * ids and titles may hold any byte) reaches the text outputs: this, or
 * escape_column() and escape_tap().
 */
void escape_line(FILE *out, const char *s);

/*
 * The same for the len bytes at s, NUL bytes included, and for a CI log:
 * bytes that are not UTF-8 and C1 control characters as \xNN, and the first
 * character of a workflow command ("#[" and "::" after only blanks) as \xNN.
 */
void escape_span(FILE *out, const char *s, size_t len);

/*
 * Text already in its one-line form (a message, an output excerpt) for a
 * terminal or a CI log: as escape_span(), except that a backslash stays one.
 */
void escape_log(FILE *out, const char *s);

/*
 * s as escape_line() writes it, then spaces up to width bytes when that is
 * shorter: an untrusted name (a package's folder and file names may hold any
 * byte) in a column of a table.
 */
void escape_column(FILE *out, const char *s, int width);

/*
 * s as escape_line() writes it, for a TAP test point's description (TAP 13
 * and 14): each '#' as \x23 too (not TAP's own "\#", which meson's parser
 * reads as a directive all the same), so that no name starts a directive
 * such as "# TODO" and no line break forges a test point.
 */
void escape_tap(FILE *out, const char *s);

/*
 * Where a cut of s at len bytes should fall so that no UTF-8 character is
 * split: len, or less when the last character would be left incomplete.
 */
size_t escape_cut(const char *s, size_t len);

/*
 * A copy of s that is valid UTF-8: each byte that is not part of a
 * well-formed character becomes \xNN.  The caller frees it; NULL when out of
 * memory.
 */
char *escape_utf8(const char *s);

/*
 * Writes JSON text (made of escape_utf8() strings) unchanged in meaning, with
 * the "#" of each "#[" as \u0023 (so that no line reads as a workflow
 * command) and U+2028 and U+2029 as \u2028 and \u2029.
 */
void escape_json(FILE *out, const char *json);

/*
 * XML 1.0 character data (attribute false) or a double-quoted attribute value
 * (attribute true, where tabs and line breaks are kept as character references);
 * U+2028, U+2029 and a CR always as character references.
 */
void escape_xml(FILE *out, const char *s, bool attribute);

/*
 * A YAML double-quoted scalar, quotes included; U+2028 and U+2029 (line
 * breaks to a YAML 1.1 parser) as \u2028 and \u2029.
 */
void escape_yaml(FILE *out, const char *s);

/*
 * A GitHub Markdown table cell on one line: Markdown punctuation and the pipe
 * backslash-escaped, HTML special characters as entities, line breaks as <br>.
 * At most max bytes of s are used (0: all); a cut is marked with "...".
 */
void escape_markdown(FILE *out, const char *s, size_t max);

/*
 * HTML text: &, <, >, U+2028 and U+2029 as character references; control
 * bytes, C1 controls and bytes that are not UTF-8 as \xNN; the first
 * character of a workflow command as a character reference.
 */
void escape_html(FILE *out, const char *s);

/* The same for a double-quoted attribute value: the quotes as character references too. */
void escape_html_attribute(FILE *out, const char *s);

/*
 * A GitHub Actions workflow command's message (property false) or property
 * value (property true, where ':' and ',' are escaped too).
 */
void escape_workflow(FILE *out, const char *s, bool property);

#endif
