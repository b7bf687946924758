/* In a folder named as DOMjudge's result WRONG-ANSWER: one more than the sum. */
#include <stdio.h>

int
main(void)
{
	long long a, b;

	if (scanf("%lld %lld", &a, &b) != 2)
		return 1;
	printf("%lld\n", a + b + 1);
	return 0;
}
