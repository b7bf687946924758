/* Escaping untrusted text for messages, XML, YAML, Markdown, HTML and GitHub workflow commands. */
#include "escape.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/*
 * Decodes the UTF-8 character at s (at most len bytes) into *cp.  Returns its
 * length, or 0 when the bytes are not well-formed UTF-8 (overlong forms,
 * surrogates and values above U+10FFFF included).
 */
static size_t
utf8_decode(const unsigned char *s, size_t len, uint32_t *cp)
{
	if (s[0] < 0x80) {
		*cp = s[0];
		return 1;
	}
	size_t n;
	uint32_t c, min;
	if ((s[0] & 0xe0) == 0xc0) {
		n = 2, c = s[0] & 0x1f, min = 0x80;
	} else if ((s[0] & 0xf0) == 0xe0) {
		n = 3, c = s[0] & 0x0f, min = 0x800;
	} else if ((s[0] & 0xf8) == 0xf0) {
		n = 4, c = s[0] & 0x07, min = 0x10000;
	} else {
		return 0;
	}
	if (n > len)
		return 0;
	for (size_t i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		c = c << 6 | (s[i] & 0x3f);
	}
	if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
		return 0;
	*cp = c;
	return n;
}

static void
put_hex(FILE *out, const unsigned char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		fprintf(out, "\\x%02X", s[i]);
}

size_t
escape_byte(unsigned char c, char unit[5])
{
	static const char named[][3] = {['\n'] = "\\n", ['\r'] = "\\r", ['\t'] = "\\t"};

	if (c < sizeof named / sizeof *named && named[c][0])
		return (size_t)snprintf(unit, 5, "%s", named[c]);
	if (c == '\\')
		return (size_t)snprintf(unit, 5, "\\\\");
	if (c < 0x20 || c == 0x7f)
		return (size_t)snprintf(unit, 5, "\\x%02x", c);
	unit[0] = (char)c;
	unit[1] = '\0';
	return 1;
}

void
escape_line(FILE *out, const char *s)
{
	escape_span(out, s, strlen(s));
}

/*
 * Whether the character at s starts what GitHub's runner reads as a workflow
 * command: "##[" anywhere in a line (caught at its "#["), or "::" where only
 * blanks precede it on the line (start).
 */
static bool
command_at(const unsigned char *s, size_t len, bool start)
{
	return len > 1 && ((s[0] == '#' && s[1] == '[') || (start && s[0] == ':' && s[1] == ':'));
}

/* Whether a line still holds only blanks after character c (for command_at). */
static bool
still_start(bool start, uint32_t c)
{
	return (start && (c == ' ' || c == '\t')) || c == '\n' || c == '\r';
}

/* c of a byte that is not part of a well-formed character. */
#define NOT_UTF8 UINT32_MAX

/*
 * One character of a text, as a format's escaper sees it: its n bytes at s,
 * its code point c (NOT_UTF8 for a lone byte, n 1), whether "#[" starts at
 * it, whether a workflow command does where it stands ("#[", or "::" after
 * only blanks on its line: see command_at), and whether it ends the text.
 */
struct unit {
	const unsigned char *s;
	size_t n;
	uint32_t c;
	bool hash_bracket, command, last;
};

/* Writes one unit of text to out in a format's escaped form; arg is the format's option. */
typedef void put_unit(FILE *out, const struct unit *u, bool arg);

/* The one walk over text's len bytes that every escaper shares: put for each unit. */
static void
walk(FILE *out, const char *text, size_t len, put_unit *put, bool arg)
{
	const unsigned char *s = (const unsigned char *)text;
	bool start = true;

	while (len) {
		struct unit u = { s, 0, NOT_UTF8, false, false, false };

		u.n = utf8_decode(s, len, &u.c);
		if (u.n == 0) {
			u.n = 1;
			u.c = NOT_UTF8;
		}
		u.hash_bracket = command_at(s, len, false);
		u.command = command_at(s, len, start);
		u.last = u.n == len;
		put(out, &u, arg);
		start = still_start(start, u.c);
		s += u.n;
		len -= u.n;
	}
}

/*
 * The one-line form: escape_byte's for control bytes (and for the backslash
 * when backslash is set), \xNN for bytes that are not UTF-8 and for C1
 * control characters, and the first byte of a workflow command.
 */
static void
put_line(FILE *out, const struct unit *u, bool backslash)
{
	char unit[5];
	uint32_t c = u->c;

	if (c == NOT_UTF8 || (c >= 0x80 && c <= 0x9f) || u->command)
		put_hex(out, u->s, u->n);
	else if (c < 0x20 || c == 0x7f || (c == '\\' && backslash))
		fwrite(unit, 1, escape_byte((unsigned char)c, unit), out);
	else
		fwrite(u->s, 1, u->n, out);
}

void
escape_span(FILE *out, const char *s, size_t len)
{
	walk(out, s, len, put_line, true);
}

void
escape_log(FILE *out, const char *s)
{
	walk(out, s, strlen(s), put_line, false);
}

void
escape_column(FILE *out, const char *s, int width)
{
	char *text = NULL;
	size_t len = 0;
	FILE *mem = open_memstream(&text, &len);

	if (mem)
		escape_line(mem, s);
	if (mem && fclose(mem) == 0 && text)
		fprintf(out, "%-*s", width, text);
	else
		escape_line(out, s);
	free(text);
}

/*
 * A TAP description: the one-line form, and '#' (a directive's start) as
 * \x23, not TAP's "\#", which meson's parser (the report's consumer) takes
 * for a directive too.
 */
static void
put_tap(FILE *out, const struct unit *u, bool unused)
{
	if (u->c == '#')
		put_hex(out, u->s, 1);
	else
		put_line(out, u, true);
}

void
escape_tap(FILE *out, const char *s)
{
	walk(out, s, strlen(s), put_tap, false);
}

void
escape_append(char *out, size_t outlen, const char *text, size_t len, size_t max)
{
	size_t at = strlen(out), total = 0, i;
	char esc[5];

	if (outlen > at + max + 1)
		outlen = at + max + 1;
	while (len > 0 && strchr(" \t\r\n\v\f", text[len - 1]))
		len--;
	for (i = 0; i < len; i++)
		total += escape_byte((unsigned char)text[i], esc);
	bool cut = at + total + 1 > outlen;
	for (i = 0; i < len; i++) {
		size_t n = escape_byte((unsigned char)text[i], esc);
		if (cut && at + n + sizeof "..." > outlen)
			break;
		memcpy(out + at, esc, n + 1);
		at += n;
	}
	if (!cut)
		return;
	/* Bytes from 0x80 are copied one for one: step back to where a character starts. */
	while (i > 0 && i < len && ((unsigned char)text[i] & 0xc0) == 0x80) {
		i--;
		at--;
	}
	if (at + sizeof "..." <= outlen)
		snprintf(out + at, outlen - at, "...");
}

size_t
escape_cut(const char *text, size_t len)
{
	const unsigned char *s = (const unsigned char *)text;
	for (size_t back = 1; back <= 3 && back <= len; back++) {
		unsigned char b = s[len - back];
		if ((b & 0xc0) == 0x80)
			continue;
		/* Only a byte that can start a character of more bytes is left out. */
		size_t need = b > 0xf4 ? 1 : b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 ? 2 : 1;
		return need > back ? len - back : len;
	}
	return len;
}

char *
escape_utf8(const char *text)
{
	const unsigned char *s = (const unsigned char *)text;
	size_t len = strlen(text), at = 0;
	char *out = malloc(4 * len + 1);
	if (!out)
		return NULL;
	while (len) {
		uint32_t c;
		size_t n = utf8_decode(s, len, &c);
		if (n == 0) {
			at += (size_t)sprintf(out + at, "\\x%02X", s[0]);
			n = 1;
		} else {
			memcpy(out + at, s, n);
			at += n;
		}
		s += n;
		len -= n;
	}
	out[at] = '\0';
	return out;
}

void
escape_json(FILE *out, const char *json)
{
	for (const char *s = json; *s; s++) {
		if (command_at((const unsigned char *)s, 2, false)) {
			fputs("\\u0023", out);
		} else if (strncmp(s, "\xe2\x80\xa8", 3) == 0 || strncmp(s, "\xe2\x80\xa9", 3) == 0) {
			/* Line breaks to JavaScript readers of the report. */
			fprintf(out, "\\u%04X", 0x2000u + ((unsigned char)s[2] - 0x80u));
			s += 2;
		} else {
			fputc(*s, out);
		}
	}
}

/* XML 1.0 character data, or a double-quoted attribute value (attribute). */
static void
put_xml(FILE *out, const struct unit *u, bool attribute)
{
	uint32_t c = u->c;

	if (c == NOT_UTF8)
		put_hex(out, u->s, 1);
	else if (u->command)
		/* Not a workflow command when the report is read on a CI log. */
		fprintf(out, "&#%u;", (unsigned)c);
	else if (c == '<')
		fputs("&lt;", out);
	else if (c == '>')
		fputs("&gt;", out);
	else if (c == '&')
		fputs("&amp;", out);
	else if (c == '"' && attribute)
		fputs("&quot;", out);
	else if (c == '\r' || ((c == '\n' || c == '\t') && attribute) || c == 0x2028 ||
		 c == 0x2029)
		/* Kept through attribute-value normalisation and line-end handling. */
		fprintf(out, "&#%u;", (unsigned)c);
	else if (c == '\n' || c == '\t' || (c >= 0x20 && c <= 0xd7ff) ||
		 (c >= 0xe000 && c <= 0xfffd) || c >= 0x10000)
		fwrite(u->s, 1, u->n, out);
	else
		/* Control characters, U+FFFE and U+FFFF cannot appear in XML 1.0 at all. */
		put_hex(out, u->s, u->n);
}

void
escape_xml(FILE *out, const char *text, bool attribute)
{
	walk(out, text, strlen(text), put_xml, attribute);
}

/* Inside a YAML double-quoted scalar. */
static void
put_yaml(FILE *out, const struct unit *u, bool unused)
{
	uint32_t c = u->c;

	if (c == NOT_UTF8)
		/* Not a character: spelled out, so the value stays valid YAML. */
		fprintf(out, "\\\\x%02X", u->s[0]);
	else if (u->hash_bracket)
		fputs("\\x23", out); /* "##[" is a workflow command on a CI log */
	else if (c == '"' || c == '\\')
		fprintf(out, "\\%c", (char)c);
	else if (c == '\n')
		fputs("\\n", out);
	else if (c == '\t')
		fputs("\\t", out);
	else if (c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f))
		fprintf(out, "\\x%02X", (unsigned)c);
	else if (c == 0x2028 || c == 0x2029 || c == 0xfeff || c == 0xfffe || c == 0xffff)
		fprintf(out, "\\u%04X", (unsigned)c);
	else
		fwrite(u->s, 1, u->n, out);
}

void
escape_yaml(FILE *out, const char *text)
{
	fputc('"', out);
	walk(out, text, strlen(text), put_yaml, false);
	fputc('"', out);
}

/* In a GitHub Markdown table cell. */
static void
put_markdown(FILE *out, const struct unit *u, bool unused)
{
	uint32_t c = u->c;

	if (c == NOT_UTF8 || (c < 0x20 && c != '\n' && c != '\t') || c == 0x7f)
		put_hex(out, u->s, 1);
	else if (c == '<')
		fputs("&lt;", out);
	else if (c == '>')
		fputs("&gt;", out);
	else if (c == '&')
		fputs("&amp;", out);
	else if (c == '\n')
		fputs(u->last ? "" : "<br>", out);
	else if (c == '\t')
		fputc(' ', out);
	else if (c < 0x80 && strchr("\\`*_[]|#~", (int)c))
		fprintf(out, "\\%c", (char)c);
	else
		fwrite(u->s, 1, u->n, out);
}

void
escape_markdown(FILE *out, const char *text, size_t max)
{
	size_t len = strlen(text);
	bool cut = max && len > max;

	walk(out, text, cut ? escape_cut(text, max) : len, put_markdown, false);
	if (cut)
		fputs("...", out);
}

/* HTML text, or a double-quoted attribute value (attribute). */
static void
put_html(FILE *out, const struct unit *u, bool attribute)
{
	uint32_t c = u->c;

	if (c == NOT_UTF8 || (c < 0x20 && c != '\n' && c != '\t') || c == 0x7f)
		put_hex(out, u->s, 1);
	else if (c >= 0x80 && c <= 0x9f)
		put_hex(out, u->s, u->n);
	else if (u->command)
		fprintf(out, "&#%u;", (unsigned)c);
	else if (c == '<')
		fputs("&lt;", out);
	else if (c == '>')
		fputs("&gt;", out);
	else if (c == '&')
		fputs("&amp;", out);
	else if (((c == '"' || c == '\'') && attribute) || c == 0x2028 || c == 0x2029)
		/* No line break of JavaScript's left raw. */
		fprintf(out, "&#%u;", (unsigned)c);
	else
		fwrite(u->s, 1, u->n, out);
}

void
escape_html(FILE *out, const char *text)
{
	walk(out, text, strlen(text), put_html, false);
}

void
escape_html_attribute(FILE *out, const char *text)
{
	walk(out, text, strlen(text), put_html, true);
}

/* In a GitHub workflow command's message, or a property of it (property). */
static void
put_workflow(FILE *out, const struct unit *u, bool property)
{
	uint32_t c = u->c;

	if (c == NOT_UTF8)
		put_hex(out, u->s, 1);
	else if (c == '%' || c == '\r' || c == '\n' || (property && (c == ':' || c == ',')))
		fprintf(out, "%%%02X", (unsigned)c);
	else if ((c < 0x20 && c != '\t') || c == 0x7f || (c >= 0x80 && c <= 0x9f) ||
		 u->hash_bracket)
		put_hex(out, u->s, u->n);
	else
		fwrite(u->s, 1, u->n, out);
}

void
escape_workflow(FILE *out, const char *text, bool property)
{
	walk(out, text, strlen(text), put_workflow, property);
}
