# A validator (or output validator) that never ends: it spins on the CPU.
while True:
    pass
