# Wrong answer for sumcheck's checker: the right sum, then a second number.
import sys

data = sys.stdin.buffer.read().split()
print(sum(map(int, data[1:int(data[0]) + 1])), 0)
