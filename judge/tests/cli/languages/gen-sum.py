#!/usr/bin/env python3
"""Writes the big cases of languages/testdata/sum/: 10^5 numbers one per line (big.in) and
the same count on one line of about a megabyte (one-line.in), seeded, with the expected
sums (big.ans, one-line.ans) computed here by Python's sum, independently of any solution.
Run from anywhere: python3 gen-sum.py (it writes beside itself)."""
import os
import random

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "testdata", "sum")


def write(name, numbers, sep):
    with open(os.path.join(HERE, name + ".in"), "w") as f:
        f.write(f"{len(numbers)}\n" + sep.join(map(str, numbers)) + "\n")
    with open(os.path.join(HERE, name + ".ans"), "w") as f:
        f.write(f"{sum(numbers)}\n")


def main():
    rng = random.Random(14)
    n = 100000
    # Mostly large positive numbers: the sum (about 5e13) needs 64 bits.
    write("big", [rng.randint(-10**8, 10**9) for _ in range(n)], "\n")
    write("one-line", [rng.randint(-10**9, 10**9) for _ in range(n)], " ")


if __name__ == "__main__":
    main()
