# The main solution of sum, in Python: found as solutions/sum.py by its extension.
import sys

words = sys.stdin.buffer.read().split()
print(sum(int(w) for w in words[1:int(words[0]) + 1]))
