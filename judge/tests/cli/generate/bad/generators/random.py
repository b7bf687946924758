# random.py: another list at every run (it ignores its seed): not deterministic.
import os

print(1)
print(int.from_bytes(os.urandom(2), "big") % 1000)
