# crash.py: fails, as a generator with a bug does.
import sys

print("no input today", file=sys.stderr)
sys.exit(3)
