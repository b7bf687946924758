/*
 * An input validator that writes 8 MiB to descriptor 3, where judge_validate.h
 * writes its bounds, and then accepts (Kattis: exit 42).  It ignores SIGXFSZ,
 * so a write past a file size limit fails (EFBIG) instead of ending it.
 */
#include <signal.h>
#include <string.h>
#include <unistd.h>

int
main(void)
{
	static char chunk[1 << 16];

	signal(SIGXFSZ, SIG_IGN);
	memset(chunk, 'x', sizeof chunk);
	for (int i = 0; i < 128; i++)
		if (write(3, chunk, sizeof chunk) < 0)
			continue;
	return 42;
}
