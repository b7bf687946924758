# Accepted: reads all of standard input at once, sums the n numbers after the count.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    sys.stdout.write(f"{sum(map(int, data[1:n + 1]))}\n")


main()
