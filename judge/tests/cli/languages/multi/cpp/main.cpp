// Accepted, in two sources and a header: g++ gets main.cpp and sum.cpp, sum.h is beside them.
#include <iostream>

#include "sum.h"

int
main()
{
	std::ios::sync_with_stdio(false);
	std::cin.tie(nullptr);
	std::cout << read_sum(std::cin) << '\n';
}
