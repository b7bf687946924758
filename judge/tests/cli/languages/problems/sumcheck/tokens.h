// Whitespace-separated tokens of a file, and integers read from them, for checker.cpp.
#pragma once

#include <charconv>
#include <cstdint>
#include <fstream>
#include <optional>
#include <string>
#include <system_error>

namespace tokens {

// Reads a file token by token; a token is a maximal run of bytes that are not whitespace.
class Reader {
public:
	explicit Reader(const char *path) : in(path, std::ios::binary) {}

	bool is_open() const { return in.is_open(); }

	// The next token, or nothing at the end of the file.
	std::optional<std::string> next()
	{
		std::string word;
		if (!(in >> word))
			return std::nullopt;
		return word;
	}

private:
	std::ifstream in;
};

// The value of word when it is an integer, an optional '-' then digits, that fits in 64 bits.
inline std::optional<std::int64_t>
integer(const std::string &word)
{
	std::int64_t value = 0;
	const char *end = word.data() + word.size();
	auto [at, error] = std::from_chars(word.data(), end, value);
	if (error != std::errc() || at != end)
		return std::nullopt;
	return value;
}

} // namespace tokens
