/* Spins on the big case. */
#include <stdio.h>
int main(void) { long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 1; if (a > 1000) for (volatile unsigned long i = 0;; i++) ; printf("%lld\n", a + b); return 0; }
