// Wrong answer: the right sum plus one, on every case.
#include <cstdint>
#include <iostream>

int main()
{
	std::ios::sync_with_stdio(false);
	std::int64_t n = 0, sum = 1;
	std::cin >> n;
	for (std::int64_t a; n-- > 0 && std::cin >> a;)
		sum += a;
	std::cout << sum << '\n';
}
