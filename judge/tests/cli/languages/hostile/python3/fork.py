# Hostile: forks a child process (os.fork); prints ESCAPED only if the child ran.
import os
import sys

sys.stdin.buffer.read()
try:
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.write(w, b"child")
        os._exit(0)
    os.close(w)
    ran = os.read(r, 16) == b"child"
    os.waitpid(pid, 0)
    print("ESCAPED fork: the child ran" if ran else "blocked fork: the child said nothing")
except OSError as e:
    print(f"blocked fork: {e}")
