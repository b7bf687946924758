/*
 * Writing untrusted text (program output excerpts, compiler logs, messages)
 * into one-line messages and the report formats so that every byte stays
 * readable and no byte breaks the format: bytes that are not valid UTF-8 and
 * characters a format cannot hold become the four characters \xNN.  Nothing
 * owned; text is borrowed.
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

/* s on one line: every byte of it as escape_byte() writes it. */
void escape_line(FILE *out, const char *s);

/* The same for the len bytes at s, NUL bytes included. */
void escape_span(FILE *out, const char *s, size_t len);

/*
 * XML 1.0 character data (attribute false) or a double-quoted attribute value
 * (attribute true, where tabs and line breaks are kept as character references).
 */
void escape_xml(FILE *out, const char *s, bool attribute);

/* A YAML double-quoted scalar, quotes included. */
void escape_yaml(FILE *out, const char *s);

/*
 * A GitHub Markdown table cell on one line: Markdown punctuation and the pipe
 * backslash-escaped, HTML special characters as entities, line breaks as <br>.
 * At most max bytes of s are used (0: all); a cut is marked with "...".
 */
void escape_markdown(FILE *out, const char *s, size_t max);

/* HTML text (for <pre> blocks): only &, < and > become entities. */
void escape_html(FILE *out, const char *s);

/*
 * A GitHub Actions workflow command's message (property false) or property
 * value (property true, where ':' and ',' are escaped too).
 */
void escape_workflow(FILE *out, const char *s, bool property);

#endif
