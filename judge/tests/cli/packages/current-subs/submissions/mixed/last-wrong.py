# Right on the sample, secret/01 and secret/02, wrong on secret/03: submissions.yaml's
# rules per test group say exactly that.
a, b = map(int, input().split())
print(a + b + (a == 7))
