// Time limit: reads the input, then spins forever on the CPU (a volatile counter, so the
// loop is not optimised away).
#include <iostream>

int main()
{
	long long n = 0;
	std::cin >> n;
	volatile unsigned long long spin = 0;
	for (;;)
		spin = spin + 1;
}
