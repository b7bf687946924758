"""Inputs of lc375: `gen.py NAME` writes testcase.in, the input of the case (or
invalid input) NAME of problems/lc375/generators/generators.yaml; judge generate
runs it, in the sandbox, for each case.

generate() is scripts/gen/lc375.py's as it stood, unchanged (the same random
sequence), so every input is byte for byte the one scripts/make-testdata
wrote; it is computed whole for each case (it takes well under a second).
"""
import sys


class Case:
    """A case: its name, input, tags, limits, and whether it is written inline."""

    def __init__(self, name, input_text, tags=None, limits=None, inline=None):
        self.name, self.input = name, input_text


class Invalid:
    """An input the validator must reject, and why."""

    def __init__(self, name, why, input_text):
        self.name, self.input = name, input_text


class TestFile:
    """A testdata file: its cases and invalid inputs (its settings are in generators.yaml)."""

    def __init__(self, name, cases, comment=None, limits=None, validator_args=None,
                 invalid=None, score=None, aggregate=None, requires=None):
        self.cases, self.invalid = cases, list(invalid or [])


# Test inputs for lc375 (Guess Number Higher or Lower II): one n per line, 1 <= n <=
# 2000.
import random


def lines(ns):
    return "".join(f"{n}\n" for n in ns)


def generate():
    rng = random.Random(375)
    files = []

    files.append(TestFile("00-samples.yaml", [
        Case("sample-1", lines([10]), tags=["sample"], inline=True),
        Case("sample-2", lines([1]), tags=["sample"], inline=True),
        Case("sample-3", lines([2]), tags=["sample"], inline=True),
    ], comment="The examples of the original statement."))

    files.append(TestFile("01-boundary.yaml", [
        Case("n-small", lines(range(1, 11))),
        Case("n-max", lines([2000])),
        Case("n-max-first", lines([2000, 1, 2, 1999, 3, 1000])),
        # A generator of its own, so that the cases after it stay as they were.
        Case("most-lines", lines(random.Random(3751).randint(1, 2000) for _ in range(10000))),
    ], comment="Small n (n = 1 is sample-2), the largest n, the largest n before smaller ones,\n"
               "and the most lines an input may have (10 000)."))

    shuffled = list(range(1, 2001))
    rng.shuffle(shuffled)
    files.append(TestFile("02-exhaustive.yaml", [
        Case("exhaustive-all-n", lines(range(1, 2001)), tags=["exhaustive"]),
        Case("exhaustive-all-n-shuffled", lines(shuffled), tags=["exhaustive"]),
    ], comment="Every n from 1 to 2000, ascending and in a seeded random order."))

    files.append(TestFile("03-random.yaml", [
        Case("random-small", lines(rng.randint(1, 300) for _ in range(200))),
        Case("random-wide", lines(rng.randint(1, 2000) for _ in range(50))),
        Case("repeats", lines(rng.choice((7, 150, 1234, 1999)) for _ in range(100))),
    ], comment="Seeded random queries (seed 375)."))

    # Several n near the maximum: recomputing the O(n^3) DP for each one, or
    # even once, is far too slow.
    files.append(TestFile("04-max.yaml", [
        Case("max-near-2000", lines([2000, 1999, 1998, 1997]), tags=["max"], inline=False),
    ], comment="The largest case: what the time limit is sized by."))

    files.append(TestFile("invalid.yaml", [], invalid=[
        Invalid("n-zero", "1 <= n", "10\n0\n"),
        Invalid("n-over", "n <= 2000", "10\n2001\n"),
        Invalid("n-beyond-64-bits", "n <= 2000", "99999999999999999999\n"),
        Invalid("n-leading-zero", "n is written without leading zeros", "010\n"),
        Invalid("n-not-integer", "n is an integer", "1.5\n"),
        Invalid("two-on-a-line", "one integer per line", "10 1\n"),
        Invalid("empty-line", "no empty lines", "10\n\n1\n"),
        Invalid("trailing-space", "nothing after n on its line", "10 \n"),
        Invalid("crlf", "lines end with a line feed alone", "10\r\n"),
        Invalid("no-final-newline", "the last line ends with a line break", "10"),
        Invalid("too-many-lines", "at most 10 000 lines", lines([1] * 10001)),
    ], comment="Inputs the validator must reject, each with what is wrong with it."))
    return files


def main():
    name = sys.argv[1]
    for test_file in generate():
        for case in test_file.cases + test_file.invalid:
            if case.name == name:
                with open("testcase.in", "wb") as f:
                    f.write(case.input.encode())
                return 0
    print(f"gen.py: no case {name!r}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
