# Accepted by sumcheck's checker only: the sum with leading zeros amid blank lines and tabs
# (the tokens checker would say WA).
import sys

data = sys.stdin.buffer.read().split()
total = sum(map(int, data[1:int(data[0]) + 1]))
sign = "-" if total < 0 else ""
sys.stdout.write(f"\n\t  {sign}000{abs(total)}  \n\n")
