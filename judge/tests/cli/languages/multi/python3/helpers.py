# The module main.py imports from its own folder: the numbers after the count.
import sys


def numbers():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    return map(int, data[1:n + 1])
