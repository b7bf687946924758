# Wrong answer: the right sum plus one, on every case.
import sys

data = sys.stdin.buffer.read().split()
print(sum(map(int, data[1:int(data[0]) + 1])) + 1)
