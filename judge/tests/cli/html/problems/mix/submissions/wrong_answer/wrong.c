/* Wrong answer on "wa" only. */
#include <stdio.h>
#include <string.h>

int
main(void)
{
	char line[64];
	if (!fgets(line, sizeof line, stdin))
		return 1;
	puts(strcmp(line, "wa\n") == 0 ? "wrong" : "fine");
	return 0;
}
