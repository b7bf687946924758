# A validator that forgets the Kattis protocol: it exits 0, which is neither 42 nor 43.
import sys

sys.stdin.read()
