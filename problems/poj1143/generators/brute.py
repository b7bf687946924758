#!/usr/bin/env python3
"""Brute force for poj1143: game-tree search over explicit sets, closure by definition.

Independent of solutions/poj1143.c: a position is the frozenset of numbers
still available; choosing x makes unavailable the closure under addition of
the unavailable numbers together with x (computed by adding pairs until
nothing changes, capped at 20).  A position is winning when some move leads
to a losing one.  Run as a program it reads the judge input from stdin and
writes the expected output; imported, it offers the move and the enumeration
of reachable positions to the generator.
"""
import functools
import sys

NUMBERS = frozenset(range(2, 21))


def closure(unavailable):
    """The smallest superset of `unavailable` closed under sums up to 20."""
    closed = set(unavailable)
    changed = True
    while changed:
        changed = False
        for a in list(closed):
            for b in list(closed):
                if a + b <= 20 and a + b not in closed:
                    closed.add(a + b)
                    changed = True
    return closed


def play(available, x):
    """The position after choosing x (which must be available)."""
    return frozenset(NUMBERS - closure((NUMBERS - available) | {x}))


@functools.lru_cache(maxsize=None)
def winning_moves(available):
    return tuple(x for x in sorted(available) if not winning_moves(play(available, x)))


def reachable_positions():
    """Every position reachable from the full set, the full set included."""
    seen = {NUMBERS}
    stack = [NUMBERS]
    while stack:
        position = stack.pop()
        for x in position:
            after = play(position, x)
            if after not in seen:
                seen.add(after)
                stack.append(after)
    return seen


def main():
    tokens = sys.stdin.read().split()
    pos = 0
    case = 0
    out = []
    while pos < len(tokens):
        n = int(tokens[pos])
        pos += 1
        if n == 0 or pos + n > len(tokens):
            break
        available = frozenset(int(t) for t in tokens[pos:pos + n])
        pos += n
        if len(available) != n or not available <= NUMBERS:
            sys.exit(f"bad position in case {case + 1}")
        case += 1
        moves = winning_moves(available)
        out.append(f"Test Case #{case}")
        if moves:
            out.append("The winning moves are: " + " ".join(map(str, moves)))
        else:
            out.append("There's no winning move.")
        out.append("")
    sys.stdout.write("".join(line + "\n" for line in out))


if __name__ == "__main__":
    sys.setrecursionlimit(10000)
    main()
