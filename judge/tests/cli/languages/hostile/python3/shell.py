# Hostile: spawns a shell three ways (os.system, subprocess, os.execv of /bin/sh, last); prints
# ESCAPED only if a shell ran.
import os
import subprocess
import sys

sys.stdin.buffer.read()
ran = []
try:
    if os.system("sh -c 'exit 42'") >> 8 == 42:
        ran.append("os.system")
except OSError:
    pass
try:
    done = subprocess.run(["/bin/sh", "-c", "echo shell-ran"], capture_output=True, timeout=5)
    if done.stdout == b"shell-ran\n":
        ran.append("subprocess")
except (OSError, subprocess.SubprocessError):
    pass
if ran:
    print("ESCAPED shell: " + ", ".join(ran), flush=True)
    sys.exit(0)
print("blocked shell: os.system and subprocess; trying exec", flush=True)
try:
    # Replaces this program: if it works the shell prints ESCAPED itself.
    os.execv("/bin/sh", ["sh", "-c", "echo 'ESCAPED shell: exec'"])
except OSError as e:
    print(f"blocked shell exec: {e}")
