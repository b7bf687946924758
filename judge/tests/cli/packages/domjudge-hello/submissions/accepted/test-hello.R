# R, a language outside the judge's table (DOMjudge's hello has one): listed, not judged.
x <- scan(file("stdin"))
cat(sum(x), "\n")
