// POJ 1143 "Number Game" in C++20: the taken numbers form a set closed under addition;
// a move closes it again from its generators, and a position's value is memoised by the set.
#include <cstdint>
#include <iostream>
#include <sstream>
#include <vector>

namespace {

constexpr int lowest = 2, highest = 20;

// Bit y of a Taken set is set when y (lowest <= y <= highest) can no longer be chosen.
using Taken = std::uint32_t;

constexpr Taken every_number = ((Taken{1} << (highest + 1)) - 1) & ~((Taken{1} << lowest) - 1);

constexpr bool
has(Taken set, int y)
{
	return (set >> y) & 1;
}

// The smallest set containing taken and x that is closed under sums up to highest: going
// upwards, y belongs when it is a generator or the sum of two smaller members.
constexpr Taken
choose(Taken taken, int x)
{
	Taken closed = 0;
	for (int y = lowest; y <= highest; y++) {
		bool in = y == x || has(taken, y);
		for (int a = lowest; !in && a + lowest <= y; a++)
			in = has(closed, a) && has(closed, y - a);
		if (in)
			closed |= Taken{1} << y;
	}
	return closed;
}

class Game {
public:
	// The numbers whose choice leaves the opponent without a winning move, in order.
	std::vector<int> winning_moves(Taken taken)
	{
		std::vector<int> moves;
		for (int x = lowest; x <= highest; x++)
			if (!has(taken, x) && !to_move_wins(choose(taken, x)))
				moves.push_back(x);
		return moves;
	}

private:
	enum class Value : std::uint8_t { unknown, lost, won };

	// Indexed by the available numbers shifted down to bit 0: 2^19 entries.
	std::vector<Value> memo = std::vector<Value>(std::size_t{1} << (highest - lowest + 1));

	bool to_move_wins(Taken taken)
	{
		Value &v = memo[(every_number & ~taken) >> lowest];
		if (v == Value::unknown) {
			v = Value::lost;
			for (int x = lowest; x <= highest && v == Value::lost; x++)
				if (!has(taken, x) && !to_move_wins(choose(taken, x)))
					v = Value::won;
		}
		return v == Value::won;
	}
};

} // namespace

int
main()
{
	std::ios::sync_with_stdio(false);
	std::cin.tie(nullptr);
	Game game;
	std::ostringstream out;
	int n = 0;
	for (int k = 1; std::cin >> n && n > 0; k++) {
		Taken available = 0;
		for (int i = 0; i < n; i++) {
			int a = 0;
			if (!(std::cin >> a)) {
				std::cout << out.str();
				return 0;
			}
			if (a >= lowest && a <= highest)
				available |= Taken{1} << a;
		}
		out << "Test Case #" << k << '\n';
		std::vector<int> moves = game.winning_moves(every_number & ~available);
		if (moves.empty()) {
			out << "There's no winning move.\n\n";
			continue;
		}
		out << "The winning moves are:";
		for (int x : moves)
			out << ' ' << x;
		out << "\n\n";
	}
	std::cout << out.str();
	return std::cout.good() ? 0 : 1;
}
