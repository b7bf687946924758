/* Echoes its line, except that it garbles "<tag>" and crashes on "crash". */
#include <stdio.h>
#include <string.h>

int
main(void)
{
	char line[256];
	if (!fgets(line, sizeof line, stdin))
		return 1;
	if (strcmp(line, "crash\n") == 0) {
		fputs("bad bytes: \x01\x1b[31m <&> \xff\xfe ]]> \"%,:\n", stderr);
		return 3;
	}
	if (strcmp(line, "<tag>\n") == 0) {
		fputs("<tag\x01&\"'>|*_%\n", stdout);
		return 0;
	}
	fputs(line, stdout);
	return 0;
}
