"""Inputs of lc486: `gen.py NAME` writes testcase.in, the input of the case (or
invalid input) NAME of problems/lc486/generators/generators.yaml; judge generate
runs it, in the sandbox, for each case.

generate() is scripts/gen/lc486.py's as it stood, unchanged (the same random
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


# Test inputs for lc486 (Predict the Winner): lines `n a1 ... an`, 1 <= n <= 5000, 0 <=
# ai <= 10^7.
import itertools
import random


BIG = 10 ** 7


def lines(arrays):
    return "".join(f"{len(a)} " + " ".join(map(str, a)) + "\n" for a in arrays)


def generate():
    rng = random.Random(486)
    many = random.Random(4861)
    files = []

    files.append(TestFile("00-samples.yaml", [
        Case("sample-1", lines([[1, 5, 2]]), tags=["sample"], inline=True),
        Case("sample-2", lines([[1, 5, 233, 7]]), tags=["sample"], inline=True),
    ], comment="The examples of the original statement."))

    files.append(TestFile("01-boundary.yaml", [
        Case("n-one", lines([[0], [1], [BIG]])),
        Case("zeros", lines([[0] * n for n in (1, 2, 3, 4, 5, 6, 7, 5000, 4999)])),
        # Exact ties (true) next to a difference of one (false or true).
        Case("ties", lines([[1, 1], [2, 2, 2, 2], [1, 2, 1], [3, 1, 1, 1], [1, 1, 1],
                            [0, 1, 0], [0, 2, 1], [5, 1, 3, 1, 2]])),
        Case("max-values", lines([[BIG] * 5000, [BIG] * 4999, [BIG, 0] * 2500,
                                  [0] + [BIG, 0] * 2499])),
        Case("n-max-small-values", lines([[rng.randint(0, 3) for _ in range(n)]
                                          for n in (5000, 4999)])),
        # A generator of its own, so that the cases after it stay as they were.
        Case("most-cases", lines([[many.randint(0, BIG) for _ in range(many.randint(1, 8))]
                                  for _ in range(10000)])),
    ], comment="n = 1, all zeros, ties, largest values, largest n, the most cases an input may\n"
               "have (10 000)."))

    files.append(TestFile("02-exhaustive.yaml", [
        Case("exhaustive-len6-values4",
             lines(list(a) for n in range(1, 7) for a in itertools.product(range(4), repeat=n)),
             tags=["exhaustive"]),
    ], comment="Every array of length 1 to 6 over {0, 1, 2, 3}."))

    files.append(TestFile("03-random.yaml", [
        Case("random-small", lines([rng.randint(0, 10) for _ in range(rng.randint(1, 20))]
                                   for _ in range(1000))),
        Case("random-mid", lines([rng.randint(0, BIG) for _ in range(rng.randint(1, 200))]
                                 for _ in range(200))),
        Case("random-large-odd", lines([rng.randint(0, BIG) for _ in range(n)]
                                       for n in (1001, 2001, 3333, 4999))),
    ], comment="Seeded random arrays (seed 486)."))

    # Score differences beyond 2^31: player 2 can collect 2499 or 2500
    # elements of 10^7 (or close to it), so 32-bit scores wrap.
    def alternating(n, low, high):
        return [rng.randint(low, high) if i % 2 else rng.randint(0, 3) for i in range(n)]

    files.append(TestFile("04-64bit.yaml", [
        Case("needs-64-bit", lines([[0] + [BIG, 0] * 2499, [1] + [BIG, 1] * 2499,
                                    alternating(4999, BIG - 100, BIG),
                                    alternating(4999, BIG // 2, BIG),
                                    alternating(4001, BIG - 10, BIG),
                                    [BIG] * 4999, [BIG] * 429 + [0] * 4570])),
    ], comment="Cases whose scores need 64-bit integers."))

    # Eight arrays of the largest sizes, six of them of odd length.
    files.append(TestFile("05-max.yaml", [
        Case("max-n", lines([rng.randint(0, BIG) for _ in range(n)]
                            for n in (4999, 5000, 4999, 4999, 5000, 4999, 4999, 4999)),
             tags=["max"], inline=False),
        # The sum of n^2 at its bound, 3 * 10^8, in odd lengths (an even one
        # is a first player's win that a solution may answer at once).
        Case("max-sum-squares", lines([rng.randint(0, BIG) for _ in range(n)]
                                      for n in [4999] * 12 + [345, 31, 1, 1]),
             tags=["max"], inline=False),
    ], comment="The largest cases: what the time limit is sized by."))

    files.append(TestFile("invalid.yaml", [], invalid=[
        Invalid("n-zero", "1 <= n", "0\n"),
        Invalid("n-over", "n <= 5000", lines([[0] * 5001])),
        Invalid("a-negative", "0 <= ai", "3 1 -5 2\n"),
        Invalid("a-over", "ai <= 10^7", "3 1 10000001 2\n"),
        Invalid("too-few-numbers", "n numbers follow n", "3 1 5\n"),
        Invalid("too-many-numbers", "exactly n numbers follow n", "3 1 5 2 7\n"),
        Invalid("two-spaces", "one space between numbers", "3 1  5 2\n"),
        Invalid("trailing-space", "nothing after an on its line", "3 1 5 2 \n"),
        Invalid("empty-line", "no empty lines", "3 1 5 2\n\n1 0\n"),
        Invalid("no-final-newline", "the last line ends with a line break", "3 1 5 2"),
        Invalid("too-many-cases", "at most 10 000 cases", lines([[0]] * 10001)),
        Invalid("squares-over", "the sum of n^2 at most 3 * 10^8",
                lines([[0] * 5000] * 12 + [[0]])),
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
