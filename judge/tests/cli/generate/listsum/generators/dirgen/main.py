# dirgen N: a folder program: N copies of helper.VALUE.
import sys

import helper

n = int(sys.argv[1])
print(n)
print(" ".join([str(helper.VALUE)] * n))
