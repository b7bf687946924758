# Hostile: writes files outside its working directory (/tmp, /etc, /root, the parent folder,
# the judge's testdata by a relative path and through /proc/*/cwd); prints ESCAPED only if one
# was written.
import glob
import sys

sys.stdin.buffer.read()
targets = ["/tmp/pwned-python3", "/etc/pwned-python3", "/root/pwned-python3",
           "../pwned-python3", "../../pwned-python3",
           "languages/testdata/sum/pwned-python3", "../../testdata/sum/pwned-python3"]
targets += [d + "/languages/testdata/sum/pwned-python3" for d in glob.glob("/proc/[0-9]*/cwd")]
written = []
for path in targets:
    try:
        with open(path, "w") as f:
            f.write("pwned\n")
        written.append(path)
    except OSError:
        pass
print("ESCAPED write: " + ", ".join(written) if written else "blocked write")
