/*
 * Writes text that tries to speak to a CI system: workflow commands ("##[",
 * "::" at a line start), a lone CR, U+2028, bytes that are not UTF-8, "]]>",
 * and a 3-byte character across the judge's 255-byte cut of standard error.
 */
#include <stdio.h>
#include <string.h>

static void
hostile_stderr(void)
{
	char buf[512];
	int n = snprintf(buf, sizeof buf, "lone\rCR ##[warning]w\n::error file=x::injected\n"
					   "  ::set-output name=a::b \xe2\x80\xa8 \xff\xfe ]]> <&>\n");
	while (n < 253)
		buf[n++] = 'a';
	memcpy(buf + n, "\xe2\x82\xac tail\n", 10); /* U+20AC at bytes 253-255 */
	fwrite(buf, 1, (size_t)n + 10, stderr);
}

int
main(void)
{
	char line[64];
	if (!fgets(line, sizeof line, stdin))
		return 1;
	if (strcmp(line, "ok\n") == 0) {
		fputs("fine\n", stdout);
		return 0;
	}
	hostile_stderr();
	if (strcmp(line, "crash\n") == 0)
		return 3;
	fputs("##[error]out\r::error file=y::z \xe2\x80\xa9\xff\n", stdout);
	return 0;
}
