/* The main file of a folder solution of the tree's sum; attacks.t names its other file '-o.c'. */
#include <stdio.h>

long long add(long long a, long long b);

int
main(void)
{
	long long a, b;

	if (scanf("%lld %lld", &a, &b) != 2)
		return 1;
	printf("%lld\n", add(a, b));
	return 0;
}
