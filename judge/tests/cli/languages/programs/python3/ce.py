# Compile error: a SyntaxError (an unclosed call), found by py_compile before any run.
import sys

print(sum(map(int, sys.stdin.read().split()[1:]))
