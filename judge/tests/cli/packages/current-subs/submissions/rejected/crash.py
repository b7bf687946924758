# Right, except that it crashes on secret/02 (5 6): rejected, any failure will do.
a, b = map(int, input().split())
if a == 5:
    raise ZeroDivisionError("on purpose")
print(a + b)
