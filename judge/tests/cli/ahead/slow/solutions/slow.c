/*
 * Echoes its three input lines, reading a byte at a time and waiting 20 ms
 * after each line: a run started ahead of its turn is still reading its
 * input while the judge checks the case before it (see ahead.t).
 */
#include <time.h>
#include <unistd.h>

int
main(void)
{
	struct timespec pause = { 0, 20 * 1000 * 1000 };
	int lines = 0;
	char c;

	while (lines < 3 && read(0, &c, 1) == 1) {
		if (write(1, &c, 1) != 1)
			return 1;
		if (c == '\n' && ++lines < 3)
			nanosleep(&pause, NULL);
	}
	return 0;
}
