# Time limit: reads the input, then spins forever on the CPU.
import sys

sys.stdin.buffer.read()
spin = 0
while True:
    spin += 1
