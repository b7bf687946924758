// Reads the count and the numbers, sums them in 64 bits.
#include "sum.h"

std::int64_t
read_sum(std::istream &in)
{
	std::int64_t n = 0, sum = 0;
	in >> n;
	for (std::int64_t i = 0; i < n; i++) {
		std::int64_t a;
		in >> a;
		sum += a;
	}
	return sum;
}
