# Hostile: reads files outside the view (the case's .ans by relative paths and through
# /proc/*/cwd, /root, /home, /etc/shadow); prints ESCAPED only if one was read.
import glob
import os
import sys

sys.stdin.buffer.read()
paths = ["languages/testdata/sum/big.ans", "../../testdata/sum/big.ans",
         "../testdata/sum/big.ans", "/root/.bashrc", "/root/.profile", "/etc/shadow"]
paths += [d + "/languages/testdata/sum/big.ans" for d in glob.glob("/proc/[0-9]*/cwd")]
got = []
for path in paths:
    try:
        with open(path, "rb") as f:
            f.read()
        got.append(path)
    except OSError:
        pass
for folder in ("/home", "/root"):
    try:
        if os.listdir(folder):
            got.append(folder + "/")
    except OSError:
        pass
print("ESCAPED read: " + ", ".join(got) if got else "blocked read")
