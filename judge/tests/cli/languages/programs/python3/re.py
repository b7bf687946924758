# Run-time error: reads the input, then divides by zero (ZeroDivisionError, exit code 1).
import sys

data = sys.stdin.buffer.read().split()
print(int(data[0]) // (len(data) - len(data)))
