"""Inputs of poj1143: `gen.py NAME` writes testcase.in, the input of the case (or
invalid input) NAME of problems/poj1143/generators/generators.yaml; judge generate
runs it, in the sandbox, for each case.

generate() is scripts/gen/poj1143.py's as it stood, unchanged (the same random
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


# Test inputs for poj1143 (Number Game): lines `n a1 ... an` (a reachable position),
# then `0`.
import os
import random
import sys

import brute as reference  # noqa: E402  (brute.py, beside it)


def lines(positions, terminator="0\n"):
    return "".join(f"{len(p)} " + " ".join(map(str, p)) + "\n" for p in positions) + terminator


def generate():
    rng = random.Random(1143)
    files = []
    # Every reachable position but the empty one (n = 0 ends the input).
    reachable = sorted((sorted(p) for p in reference.reachable_positions() if p),
                       key=lambda p: (len(p), p))

    def shuffled(position):
        position = list(position)
        rng.shuffle(position)
        return position

    files.append(TestFile("00-samples.yaml", [
        Case("sample-1", lines([[2, 5], [2, 3], [2, 3, 4, 5, 6]]), tags=["sample"], inline=True),
    ], comment="The example of the original statement."))

    full = list(range(2, 21))
    with_20 = sorted((p for p in reachable if 20 in p), key=lambda p: (len(p), p))
    files.append(TestFile("01-boundary.yaml", [
        Case("full-position", lines([full, full[::-1], shuffled(full)])),
        Case("fewest-numbers", lines(p for p in reachable if len(p) <= 3)),
        Case("one-move-played", lines(shuffled(p) for p in reachable if len(p) == 18)),
        Case("fewest-with-20", lines(shuffled(p) for p in with_20[:10])),
        Case("only-terminator", lines([])),
    ], comment="The full position, the smallest positions, those after one move, the smallest\n"
               "with 20 available, an input of only `0`."))

    # The statement answers an input that ends without `0`; the validator
    # accepts that, and a last line without its line break, only when told.
    files.append(TestFile("01-loose-ends.yaml", [
        Case("no-terminator", lines([[2, 5], [2, 3], full], terminator="")),
        Case("no-final-newline", lines([[2, 3], [5, 2]], terminator="0")),
    ], validator_args=["optional-terminator", "optional-final-newline"], invalid=[
        Invalid("incomplete-last-case", "a case is whole even where the input may end early",
                "2 2 5\n2 2"),
        Invalid("after-terminator-loose", "nothing after the line 0, even here", "0\n2 2 5\n"),
    ], comment="An input that ends without `0`, a last line without a newline."))

    files.append(TestFile("02-exhaustive.yaml", [
        Case("exhaustive-sorted", lines(reachable), tags=["exhaustive"]),
        Case("exhaustive-unsorted", lines(shuffled(p) for p in rng.sample(reachable, len(reachable))),
             tags=["exhaustive"]),
    ], comment=f"All {len(reachable)} reachable non-empty positions, sorted; then in random\n"
               "order with each list shuffled."))

    files.append(TestFile("03-random.yaml", [
        Case("random-" + str(k), lines(shuffled(rng.choice(reachable)) for _ in range(count)))
        for k, count in enumerate((10, 100, 1000), 1)
    ], comment="Seeded random reachable positions, lists shuffled (seed 1143)."))

    many = [shuffled(p) for _ in range(3) for p in reachable]
    rng.shuffle(many)
    files.append(TestFile("04-max.yaml", [
        Case("max-all-three-times", lines(many), tags=["max"], inline=False),
    ], comment="The largest case: what the time limit is sized by."))

    files.append(TestFile("invalid.yaml", [], invalid=[
        Invalid("missing-terminator", "the line 0 ends the input", "2 2 5\n"),
        Invalid("after-terminator", "nothing after the line 0", "0\n2 2 5\n"),
        Invalid("terminator-extra", "the line 0 holds 0 alone", "2 2 5\n0 0\n"),
        Invalid("terminator-no-newline", "the line 0 ends with a line break", "2 2 5\n0"),
        Invalid("n-over", "n <= 19", lines([full + [2]])),
        Invalid("a-under", "2 <= ai", "2 1 2\n0\n"),
        Invalid("a-over", "ai <= 20", "2 2 21\n0\n"),
        Invalid("repeat", "no integer listed twice", "2 2 2\n0\n"),
        Invalid("unreachable", "a position play reaches: 4 available, 2 not", "1 4\n0\n"),
        Invalid("too-few-numbers", "n integers follow n", "3 2 5\n0\n"),
        Invalid("too-many-numbers", "exactly n integers follow n", "1 2 5\n0\n"),
        Invalid("two-spaces", "one space between integers", "2 2  5\n0\n"),
        Invalid("empty-line", "no empty lines", "2 2 5\n\n0\n"),
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
