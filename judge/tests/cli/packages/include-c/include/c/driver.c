/* The driver: reads the two numbers and prints the submission's add() of them. */
#include <stdio.h>

#include "add.h"

int
main(void)
{
	long long a, b;

	if (scanf("%lld %lld", &a, &b) != 2)
		return 1;
	printf("%lld\n", add(a, b));
	return 0;
}
