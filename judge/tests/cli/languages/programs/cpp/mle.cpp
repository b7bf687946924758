// Memory limit: allocates 1 GiB in 16 MiB chunks, writing every byte and keeping every chunk.
#include <cstring>
#include <iostream>
#include <memory>
#include <vector>

int main()
{
	constexpr std::size_t chunk = 16 << 20;
	std::vector<std::unique_ptr<char[]>> kept;
	for (int i = 0; i < 64; i++) {
		kept.push_back(std::make_unique<char[]>(chunk));
		std::memset(kept.back().get(), i + 1, chunk);
	}
	long total = 0;
	for (auto &c : kept)
		total += c[chunk - 1];
	std::cout << total << '\n';
}
