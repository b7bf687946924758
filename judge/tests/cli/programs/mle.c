/* Memory limit: touches 512 MiB, one page at a time. */
#include <stdlib.h>

int
main(void)
{
	size_t n = 512u << 20;
	volatile char *p = malloc(n);
	if (!p)
		return 3;
	for (size_t i = 0; i < n; i += 4096)
		p[i] = 1;
	return p[n / 2] == 1 ? 0 : 1;
}
