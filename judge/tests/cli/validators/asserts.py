# A validator in the style of many packages': asserts, so an invalid input exits 1 (not 43),
# which the package format counts as a rejection like any code but 42.
import sys

line = sys.stdin.readline()
a, b = map(int, line.split())
assert line == f"{a} {b}\n", "not two integers with one space"
assert abs(a) <= 10**9 and abs(b) <= 10**9, "out of range"
assert sys.stdin.read() == "", "more after the line"
sys.exit(42)
