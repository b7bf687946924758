// Compile error: a name that is never declared, and a missing semicolon.
#include <iostream>

int main()
{
	std::cout << undeclared_total << '\n'
}
