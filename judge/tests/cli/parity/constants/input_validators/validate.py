#!/usr/bin/env python3
# Accepts one integer n with 1 <= n <= {{MAXN}} on a line; {{MAXN}} is replaced by the
# constant before the validator runs (left as it is, it is a set of a set: TypeError).
import sys

line = sys.stdin.readline()
n = int(line)
if line != "%d\n" % n or not 1 <= n <= {{MAXN}} or sys.stdin.read():
    sys.exit(43)
sys.exit(42)
