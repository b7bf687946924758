# Wrong answer: the right sum plus one, on every case.
words = $stdin.read.split.map(&:to_i)
puts words[1, words[0]].sum + 1
