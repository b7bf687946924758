/*
 * The interactor: sends the input file's pairs (after their count) one by
 * one and expects each product back; exit 42 or 43, judgemessage.txt.
 */
#include <stdio.h>

int
main(int argc, char **argv)
{
	char path[4096];
	long long count, x, y, answer;

	if (argc < 4)
		return 2;
	snprintf(path, sizeof path, "%sjudgemessage.txt", argv[3]);
	FILE *data = fopen(argv[1], "r"), *say = fopen(path, "w");
	if (!data || !say || fscanf(data, "%lld", &count) != 1)
		return 2;
	while (count-- > 0 && fscanf(data, "%lld %lld", &x, &y) == 2) {
		printf("%lld %lld\n", x, y);
		fflush(stdout);
		if (scanf("%lld", &answer) != 1 || answer != x * y) {
			fprintf(say, "wanted %lld for %lld x %lld\n", x * y, x, y);
			return 43;
		}
	}
	fprintf(say, "all products right\n");
	return 42;
}
