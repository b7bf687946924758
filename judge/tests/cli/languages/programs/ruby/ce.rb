# Compile error: a syntax error (a method that is never closed), found by ruby -c.
def total(words)
  words.sum(&:to_i)

puts total($stdin.read.split)
