# Time limit: reads the input, then spins forever on the CPU.
$stdin.read
spin = 0
loop { spin += 1 }
