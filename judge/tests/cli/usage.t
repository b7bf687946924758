# --help prints to stdout and exits 0
judge --help
exit 0
stdout ^usage: judge
stdout run

# judge run --help
judge run --help
exit 0
stdout ^usage: judge run

# --version
judge --version
exit 0
stdout ^judge \d+\.\d+\.\d+$

# judge run --version too
judge run --version
exit 0
stdout ^judge \d+\.\d+\.\d+$

# An unknown command is a usage error, exit 2
judge frobnicate
exit 2
stderr unknown command 'frobnicate'
stderr try 'judge --help'

# A mistyped command gets a did-you-mean
judge rn
exit 2
stderr ^judge: unknown command 'rn' \(did you mean 'run'\?\)$
stderr ^judge: try 'judge --help'$

# An unknown option is a usage error
judge run --frob sum
exit 2
stderr try 'judge run --help'

# No problem named
judge run --root tree
exit 2
stderr no problem given

# --solution needs exactly one problem
judge run --root tree --all --solution programs/wa.c
exit 2
stderr --solution

# An unknown problem
judge run --root tree nosuch
exit 2
stderr no such problem 'nosuch'

# The tree is found from an ancestor of the working directory
sh cd tree/testdata/sum && "$JUDGE" run -q sum
exit 0
stdout ^sum: AC

# JUDGE_ROOT names the tree
env JUDGE_ROOT=tree
judge run -q sum
exit 0
stdout ^sum: AC

# A --root without problems/ is an error
judge run --root programs sum
exit 2
stderr has no 'problems' folder
