/* A Kattis validator that accepts everything, with the exit code from a header beside it. */
#include "verdict.h"

int
main(void)
{
	return VERDICT_ACCEPTED;
}
