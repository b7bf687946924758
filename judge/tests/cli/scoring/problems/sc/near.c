/*
 * A testlib-protocol checker with partial credit: the output's number equal
 * to the answer is accepted (exit 0), one off is worth half (exit 7, the
 * message "points 0.5 ..." as testlib's quitp() writes it), anything else is
 * a wrong answer (exit 1).
 */
#include <stdio.h>

int
main(int argc, char **argv)
{
	long out, ans;
	FILE *o = argc == 4 ? fopen(argv[2], "r") : NULL;
	FILE *a = argc == 4 ? fopen(argv[3], "r") : NULL;

	if (!o || !a || fscanf(a, "%ld", &ans) != 1) {
		fprintf(stderr, "FAIL cannot read the answer\n");
		return 3;
	}
	if (fscanf(o, "%ld", &out) != 1) {
		fprintf(stderr, "wrong answer no number\n");
		return 1;
	}
	if (out == ans) {
		fprintf(stderr, "ok %ld\n", out);
		return 0;
	}
	if (out == ans + 1 || out == ans - 1) {
		fprintf(stderr, "points 0.5 one off: %ld for %ld\n", out, ans);
		return 7;
	}
	fprintf(stderr, "wrong answer %ld for %ld\n", out, ans);
	return 1;
}
