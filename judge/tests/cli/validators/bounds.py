# An input validator (Kattis protocol: exit 42 valid, 43 invalid) for "sum of two": one line
# of two integers, one space between, each of absolute value at most --max (default 10^9).
import sys

limit = 10**9
args = sys.argv[1:]
while args:
    if args[0] == "--max" and len(args) > 1:
        limit = int(args[1])
        args = args[2:]
    else:
        print("unknown argument", args[0], file=sys.stderr)
        sys.exit(1)
text = sys.stdin.read()
parts = text.split(" ")
if len(parts) != 2 or not text.endswith("\n") or text.count("\n") != 1:
    print("expected two integers on one line", file=sys.stderr)
    sys.exit(43)
for p in parts:
    p = p.strip("\n")
    if not p.lstrip("-").isdigit() or (p.lstrip("-").startswith("0") and p != "0"):
        print(f"'{p}' is not an integer", file=sys.stderr)
        sys.exit(43)
    if abs(int(p)) > limit:
        print(f"{p} is out of range (|x| <= {limit})", file=sys.stderr)
        sys.exit(43)
sys.exit(42)
