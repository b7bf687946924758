// Run-time error: reads the input, then throws an exception nobody catches (std::terminate,
// SIGABRT).
#include <iostream>
#include <stdexcept>

int main()
{
	long long n = 0;
	std::cin >> n;
	throw std::runtime_error("giving up after reading " + std::to_string(n));
}
