# Accepted: reads all of standard input at once, sums the n numbers after the count.
words = $stdin.read.split
n = words.first.to_i
puts words[1, n].sum(&:to_i)
