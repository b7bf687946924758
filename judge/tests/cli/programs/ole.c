/* Output limit: prints forever. */
#include <stdio.h>

int
main(void)
{
	for (;;)
		fputs("3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3\n", stdout);
}
