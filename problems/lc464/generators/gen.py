"""Inputs of lc464: `gen.py NAME` writes testcase.in, the input of the case (or
invalid input) NAME of problems/lc464/generators/generators.yaml; judge generate
runs it, in the sandbox, for each case.

generate() is scripts/gen/lc464.py's as it stood, unchanged (the same random
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


# Test inputs for lc464 (Can I Win): one query `M T` per line, 1 <= M <= 20, 0 <= T <=
# 300.
import random


def total(m):
    return m * (m + 1) // 2


def lines(queries):
    return "".join(f"{m} {t}\n" for m, t in queries)


def generate():
    rng = random.Random(464)
    files = []

    files.append(TestFile("00-samples.yaml", [
        Case("sample-1", lines([(10, 11)]), tags=["sample"], inline=True),
        Case("sample-2", lines([(10, 0)]), tags=["sample"], inline=True),
        Case("sample-3", lines([(10, 1)]), tags=["sample"], inline=True),
    ], comment="The examples of the original statement."))

    boundary = [
        Case("m-one", lines([(1, 0), (1, 1), (1, 2), (1, 300)])),
        Case("t-zero", lines((m, 0) for m in range(1, 21))),
        # T = M: the first move wins; T = M + 1: it never does.
        Case("t-near-m", lines(q for m in range(1, 21) for q in ((m, m), (m, m + 1)))),
        # T just below, at and just above 1+2+...+M, the largest reachable total.
        Case("t-near-sum", lines(q for m in range(1, 21)
                                 for q in ((m, total(m) - 1), (m, total(m)), (m, total(m) + 1)))),
        Case("t-max", lines((m, 300) for m in range(1, 21))),
        Case("m-max-one-query", lines([(20, 100)])),
    ]
    # The most queries an input may have, small ones (the brute force resets its
    # memo per query), from a generator of their own.
    few = random.Random(4641)
    boundary.append(Case("most-queries", lines((few.randint(1, 12), few.randint(0, 80))
                                               for _ in range(10000))))
    files.append(TestFile("01-boundary.yaml", boundary,
                          comment="Smallest and largest M and T, T around M and around 1+...+M,\n"
                                  "and the most queries an input may have (10 000)."))

    files.append(TestFile("02-exhaustive.yaml", [
        Case("exhaustive-m12-t80", lines((m, t) for m in range(1, 13) for t in range(81)),
             tags=["exhaustive"]),
        # The whole input space: every M <= 20 with every T <= 300.
        Case("exhaustive-all", lines((m, t) for m in range(1, 21) for t in range(301)),
             tags=["exhaustive"]),
    ], comment="Every M <= 12 with every T <= 80; then every possible query."))

    randoms = []
    randoms.append(Case("random-small", lines(
        (m, rng.randint(0, 80)) for m in (rng.randint(1, 12) for _ in range(500)))))
    randoms.append(Case("random-mid", lines(
        (m, rng.randint(0, 160)) for m in (rng.randint(13, 17) for _ in range(500)))))
    randoms.append(Case("random-wide", lines(
        (rng.randint(1, 20), rng.randint(0, 300)) for _ in range(1000))))
    # Queries sharing a slack 1+...+M - T but with different M, interleaved:
    # a memo shared across queries must key on the right thing.
    same_slack = [(m, total(m) - d) for d in (0, 1, 5, 17, 40, 77, 100)
                  for m in range(1, 21) if m < total(m) - d <= 300]
    rng.shuffle(same_slack)
    randoms.append(Case("same-slack", lines(same_slack)))
    # Few distinct queries, many times each, in random order.
    pool = [(rng.randint(14, 20), rng.randint(0, 210)) for _ in range(12)]
    randoms.append(Case("repeats", lines(rng.choice(pool) for _ in range(400))))
    files.append(TestFile("03-random.yaml", randoms, comment="Seeded random queries (seed 464)."))

    # 2000 queries with M in {19, 20} and T between M+1 and 1+...+M: repeated
    # queries are certain, and one full search per query (a memo cleared per
    # query) is far too slow.
    big = []
    for _ in range(2000):
        m = rng.choice((19, 20))
        big.append((m, rng.randint(m + 1, total(m))))
    files.append(TestFile("04-max.yaml", [
        Case("max-many-queries", lines(big), tags=["max"], inline=False),
    ], comment="The largest case: what the time limit is sized by."))

    files.append(TestFile("invalid.yaml", [], invalid=[
        Invalid("m-zero", "1 <= M", "10 11\n0 5\n"),
        Invalid("m-over", "M <= 20", "10 11\n21 5\n"),
        Invalid("t-negative", "0 <= T", "10 -1\n"),
        Invalid("t-over", "T <= 300", "10 301\n"),
        Invalid("t-minus-zero", "T is written as 0, not -0", "10 -0\n"),
        Invalid("t-missing", "two integers per line", "10\n"),
        Invalid("three-numbers", "two integers per line, nothing after T", "10 11 1\n"),
        Invalid("two-spaces", "one space between M and T", "10  11\n"),
        Invalid("tab", "a space, not a tab, between M and T", "10\t11\n"),
        Invalid("empty-line", "no empty lines", "10 11\n\n10 0\n"),
        Invalid("no-final-newline", "the last line ends with a line break", "10 11"),
        Invalid("too-many-queries", "at most 10 000 queries", lines([(1, 1)] * 10001)),
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
