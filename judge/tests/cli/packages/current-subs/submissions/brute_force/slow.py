# Right, but too slow on secret/03 (7 8): never a wrong answer, so brute_force.
a, b = map(int, input().split())
while a == 7:
    pass
print(a + b)
