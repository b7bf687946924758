# Memory limit: builds 1 GiB in 16 MiB chunks (each byte written), keeping every chunk.
import sys

sys.stdin.buffer.read()
CHUNK = 16 << 20
kept = []
for i in range(64):
    kept.append(bytes([i + 1]) * CHUNK)
print(sum(c[-1] for c in kept))
