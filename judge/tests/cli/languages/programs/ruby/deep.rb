# Correct, after recursing 10^5 deep: needs the VM stack that run_env gives Ruby.
def depth(n) = n.zero? ? 0 : 1 + depth(n - 1)
nums = STDIN.read.split.map(&:to_i)
puts nums[1..].sum + depth(100_000) - 100_000
