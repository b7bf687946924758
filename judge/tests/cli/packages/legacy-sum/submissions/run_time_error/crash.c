/* Crashes on negative input. */
#include <stdio.h>
#include <stdlib.h>
int main(void) { long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 1; if (a < 0) abort(); printf("%lld\n", a + b); return 0; }
