# both.py N: writes testcase.in (1, 2, ..., N) and testcase.ans itself.
import sys

n = int(sys.argv[1])
with open("testcase.in", "w") as f:
    f.write(f"{n}\n" + " ".join(str(i) for i in range(1, n + 1)) + "\n")
with open("testcase.ans", "w") as f:
    f.write(f"{n * (n + 1) // 2}\n")
