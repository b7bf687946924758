# The entry point submissions.yaml names.
a, b = map(int, input().split())
print(a + b)
