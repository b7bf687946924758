# Wrong: prints the first number, not the sum.
n = int(input())
print(input().split()[0])
