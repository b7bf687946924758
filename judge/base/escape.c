/* Escaping untrusted text for messages, XML, YAML, Markdown, HTML and GitHub workflow commands. */
#include "escape.h"

#include <stdint.h>
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

void
escape_span(FILE *out, const char *s, size_t len)
{
	char unit[5];

	for (size_t i = 0; i < len; i++) {
		size_t n = escape_byte((unsigned char)s[i], unit);
		fwrite(unit, 1, n, out);
	}
}

void
escape_xml(FILE *out, const char *text, bool attribute)
{
	const unsigned char *s = (const unsigned char *)text;
	size_t len = strlen(text);
	while (len) {
		uint32_t c;
		size_t n = utf8_decode(s, len, &c);
		if (n == 0) {
			put_hex(out, s, 1);
			n = 1;
		} else if (c == '<') {
			fputs("&lt;", out);
		} else if (c == '>') {
			fputs("&gt;", out);
		} else if (c == '&') {
			fputs("&amp;", out);
		} else if (c == '"' && attribute) {
			fputs("&quot;", out);
		} else if (c == '\r' || ((c == '\n' || c == '\t') && attribute)) {
			/* Kept through attribute-value normalisation and line-end handling. */
			fprintf(out, "&#%u;", (unsigned)c);
		} else if (c == '\n' || c == '\t' || (c >= 0x20 && c <= 0xd7ff) ||
			   (c >= 0xe000 && c <= 0xfffd) || c >= 0x10000) {
			fwrite(s, 1, n, out);
		} else {
			/* Control characters, U+FFFE and U+FFFF cannot appear in XML 1.0 at all. */
			put_hex(out, s, n);
		}
		s += n;
		len -= n;
	}
}

void
escape_yaml(FILE *out, const char *text)
{
	const unsigned char *s = (const unsigned char *)text;
	size_t len = strlen(text);
	fputc('"', out);
	while (len) {
		uint32_t c;
		size_t n = utf8_decode(s, len, &c);
		if (n == 0) {
			/* Not a character: spelled out, so the value stays valid YAML. */
			fprintf(out, "\\\\x%02X", s[0]);
			n = 1;
		} else if (c == '"' || c == '\\') {
			fprintf(out, "\\%c", (char)c);
		} else if (c == '\n') {
			fputs("\\n", out);
		} else if (c == '\t') {
			fputs("\\t", out);
		} else if (c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f)) {
			fprintf(out, "\\x%02X", (unsigned)c);
		} else if (c == 0xfeff || c == 0xfffe || c == 0xffff) {
			fprintf(out, "\\u%04X", (unsigned)c);
		} else {
			fwrite(s, 1, n, out);
		}
		s += n;
		len -= n;
	}
	fputc('"', out);
}

void
escape_markdown(FILE *out, const char *text, size_t max)
{
	const unsigned char *s = (const unsigned char *)text;
	size_t len = strlen(text);
	bool cut = max && len > max;
	if (cut)
		len = max;
	while (len) {
		uint32_t c;
		size_t n = utf8_decode(s, len, &c);
		if (n == 0) {
			if (cut && len < 4)
				break; /* a character split by the cut */
			put_hex(out, s, 1);
			n = 1;
		} else if (c == '<') {
			fputs("&lt;", out);
		} else if (c == '>') {
			fputs("&gt;", out);
		} else if (c == '&') {
			fputs("&amp;", out);
		} else if (c == '\n') {
			if (len > 1)
				fputs("<br>", out);
		} else if (c == '\t') {
			fputc(' ', out);
		} else if (c < 0x20 || c == 0x7f) {
			put_hex(out, s, 1);
		} else if (c < 0x80 && strchr("\\`*_[]|#~", (int)c)) {
			fprintf(out, "\\%c", (char)c);
		} else {
			fwrite(s, 1, n, out);
		}
		s += n;
		len -= n;
	}
	if (cut)
		fputs("...", out);
}

void
escape_html(FILE *out, const char *text)
{
	const unsigned char *s = (const unsigned char *)text;
	size_t len = strlen(text);
	while (len) {
		uint32_t c;
		size_t n = utf8_decode(s, len, &c);
		if (n == 0) {
			put_hex(out, s, 1);
			n = 1;
		} else if (c == '<') {
			fputs("&lt;", out);
		} else if (c == '>') {
			fputs("&gt;", out);
		} else if (c == '&') {
			fputs("&amp;", out);
		} else if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f) {
			put_hex(out, s, 1);
		} else {
			fwrite(s, 1, n, out);
		}
		s += n;
		len -= n;
	}
}

void
escape_workflow(FILE *out, const char *text, bool property)
{
	const unsigned char *s = (const unsigned char *)text;
	size_t len = strlen(text);
	while (len) {
		uint32_t c;
		size_t n = utf8_decode(s, len, &c);
		if (n == 0) {
			put_hex(out, s, 1);
			n = 1;
		} else if (c == '%' || c == '\r' || c == '\n' ||
			   (property && (c == ':' || c == ','))) {
			fprintf(out, "%%%02X", (unsigned)c);
		} else if ((c < 0x20 && c != '\t') || c == 0x7f) {
			put_hex(out, s, 1);
		} else {
			fwrite(s, 1, n, out);
		}
		s += n;
		len -= n;
	}
}
