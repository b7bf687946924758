# A validator whose message would be a terminal escape and a GitHub workflow command raw.
import sys

sys.stdin.read()
sys.stderr.write("\x1b[31m\n::error file=x.c::fake\n")
sys.exit(43)
