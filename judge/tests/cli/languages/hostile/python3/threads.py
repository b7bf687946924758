# Hostile: a thread bomb, 10000 threads alive at once; prints ESCAPED only if all started.
import sys
import threading

sys.stdin.buffer.read()
stop = threading.Event()
started = 0
try:
    for _ in range(10000):
        threading.Thread(target=stop.wait, daemon=True).start()
        started += 1
except RuntimeError as e:
    print(f"blocked threads: {started} started, then {e}", file=sys.stderr)
stop.set()
print(f"ESCAPED threads: {started}" if started == 10000 else f"blocked threads: {started}")
