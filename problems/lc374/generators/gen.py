"""Inputs of lc374: `gen.py NAME` writes testcase.in, the input of the case (or
invalid input) NAME of problems/lc374/generators/generators.yaml; judge generate
runs it, in the sandbox, for each case.

generate() is scripts/gen/lc374.py's as it stood, unchanged (the same random
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


# Test inputs for lc374 (Guess Number Higher or Lower, interactive): the interactor's
# input `n seed`, 1 <= n <= 2^31 - 1, 0 <= seed <= 2^32 - 1; the seed breaks the
# adversary's ties.  The files are scored groups: samples (0), small (every n <= 10),
# medium (n <= 1000) and large (up to 2^31 - 1, after medium).
import random


N_MAX = 2**31 - 1
SEED_MAX = 2**32 - 1


def line(n, seed):
    return f"{n} {seed}\n"


def generate():
    rng = random.Random(374)
    files = []

    files.append(TestFile("00-samples.yaml", [
        Case("sample-1", line(10, 1), tags=["sample"], inline=True),
        Case("sample-2", line(1, 2), tags=["sample"], inline=True),
        Case("sample-3", line(2, 3), tags=["sample"], inline=True),
    ], comment="The examples of the original statement (n = 10, 1, 2), worth nothing.",
        score=0, aggregate="min"))

    # Every n <= 10 with two seeds; the seed's bounds are reached here.
    small = []
    for n in range(1, 11):
        seeds = [0 if n == 1 else rng.randrange(SEED_MAX + 1),
                 SEED_MAX if n == 10 else rng.randrange(SEED_MAX + 1)]
        small += [Case(f"small-n{n}-{i + 1}", line(n, seed)) for i, seed in enumerate(seeds)]
    files.append(TestFile("01-small.yaml", small, score=20, aggregate="min",
                          comment="Every n from 1 to 10, each with two seeds (0 and 2^32 - 1 "
                                  "among them)."))

    medium = [Case(f"medium-n{n}", line(n, rng.randrange(SEED_MAX + 1)))
              for n in (11, 127, 128, 511, 512, 1000)]
    medium += [Case(f"medium-random-{i + 1}", line(rng.randint(11, 1000),
                                                   rng.randrange(SEED_MAX + 1)))
               for i in range(6)]
    files.append(TestFile("02-medium.yaml", medium, score=30, aggregate="min",
                          comment="11 <= n <= 1000: around powers of two, 1000, and seeded "
                                  "random n."))

    large = [
        Case("large-max", line(N_MAX, rng.randrange(SEED_MAX + 1)), tags=["max"],
             inline=False),
        Case("large-max-2", line(N_MAX, rng.randrange(SEED_MAX + 1))),
        Case("large-max-3", line(N_MAX, rng.randrange(SEED_MAX + 1))),
        # The first middle leaves more above it: lo + hi passes 2^31 - 1 next.
        Case("large-max-minus-1", line(N_MAX - 1, rng.randrange(SEED_MAX + 1))),
        Case("large-2p30-minus-1", line(2**30 - 1, rng.randrange(SEED_MAX + 1))),
        Case("large-2p30", line(2**30, rng.randrange(SEED_MAX + 1))),
        Case("large-2p30-plus-1", line(2**30 + 1, rng.randrange(SEED_MAX + 1))),
        Case("large-1001", line(1001, rng.randrange(SEED_MAX + 1))),
    ]
    large += [Case(f"large-random-{i + 1}", line(rng.randint(1001, N_MAX),
                                                 rng.randrange(SEED_MAX + 1)))
              for i in range(4)]
    files.append(TestFile("03-large.yaml", large, score=50, aggregate="min",
                          requires=["02-medium"],
                          comment="1001 <= n <= 2^31 - 1, judged once medium passes: the "
                                  "largest n with three seeds,\nits neighbour, around 2^30, "
                                  "and seeded random n."))

    files.append(TestFile("invalid.yaml", [], invalid=[
        Invalid("n-zero", "1 <= n", line(0, 1)),
        Invalid("n-over", "n <= 2^31 - 1", line(N_MAX + 1, 1)),
        Invalid("n-beyond-64-bits", "n <= 2^31 - 1", "99999999999999999999 1\n"),
        Invalid("seed-negative", "0 <= seed", "10 -1\n"),
        Invalid("seed-over", "seed <= 2^32 - 1", line(10, SEED_MAX + 1)),
        Invalid("n-leading-zero", "n is written without leading zeros", "010 1\n"),
        Invalid("no-seed", "two integers on the line", "10\n"),
        Invalid("three-numbers", "two integers on the line", "10 1 2\n"),
        Invalid("two-spaces", "one space between the numbers", "10  1\n"),
        Invalid("tab", "a space between the numbers", "10\t1\n"),
        Invalid("trailing-space", "nothing after the seed", "10 1 \n"),
        Invalid("crlf", "the line ends with a line feed alone", "10 1\r\n"),
        Invalid("no-final-newline", "the line ends with a line break", "10 1"),
        Invalid("two-lines", "one line", "10 1\n10 1\n"),
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
