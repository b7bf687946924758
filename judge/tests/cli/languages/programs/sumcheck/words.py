# A presentation error for sumcheck's checker: the sum in words, not an integer.
import sys

sys.stdin.buffer.read()
print("the sum")
