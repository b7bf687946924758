// Accepted: reads the count and the numbers through unsynchronised iostreams, sums in 64 bits.
#include <cstdint>
#include <iostream>

int main()
{
	std::ios::sync_with_stdio(false);
	std::cin.tie(nullptr);
	std::int64_t n = 0, sum = 0;
	std::cin >> n;
	for (std::int64_t i = 0; i < n; i++) {
		std::int64_t a;
		std::cin >> a;
		sum += a;
	}
	std::cout << sum << '\n';
}
