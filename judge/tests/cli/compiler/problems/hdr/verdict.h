/* The Kattis exit code of an accepted output. */
#define VERDICT_ACCEPTED 42
