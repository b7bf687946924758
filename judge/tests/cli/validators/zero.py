# A validator that forgets the Kattis protocol: it exits 0, not 42, so it rejects every input.
import sys

sys.stdin.read()
