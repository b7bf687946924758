# The sum, then exit(): site's, which python -S would leave undefined (a NameError, RE).
a, b = map(int, input().split())
print(a + b)
exit()
