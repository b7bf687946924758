# Accepts the sum of the input's two numbers, leading zeros allowed (the default validator
# would not): argv[1] is the input, the team's output comes on standard input.
import sys

a, b = map(int, open(sys.argv[1]).read().split())
words = sys.stdin.read().split()
sys.exit(42 if len(words) == 1 and words[0].isdigit() and int(words[0]) == a + b else 43)
