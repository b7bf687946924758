/* pair A B: the list A B, through pairlib.h (a generator of two files). */
#include <stdio.h>
#include <stdlib.h>

#include "pairlib.h"

int
main(int argc, char **argv)
{
	if (argc != 3)
		return 1;
	print_list(atoi(argv[1]), atoi(argv[2]));
	return 0;
}
