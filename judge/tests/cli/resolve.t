# Problem names on the command line: exact ids, unique prefixes, ambiguity, typos
# (one rule in problem_set.c for run, verify and check).

# An ambiguous prefix is a usage error that lists the candidates; nothing runs
judge run --root multi lc4
exit 2
stderr ambiguous problem 'lc4' \(matches lc464, lc486\)
!stdout .

# A unique prefix stands for its problem
judge run -q --root multi lc48
exit 1
stdout ^lc486: RE

# An exact id wins even when it is also a prefix of another
setup copy multi {tmp}/t
setup copy multi/problems/lc464/problem.yaml {tmp}/t/problems/lc4/problem.yaml
setup copy multi/testdata/lc464 {tmp}/t/testdata/lc4
setup copy multi/solutions/lc464.c {tmp}/t/solutions/lc4.c
sh "$JUDGE" run -q --root {tmp}/t lc4
exit 0
stdout ^lc4: AC

# An unknown id suggests the closest ids (typos, transpositions, case)
judge run --root multi lc465
exit 2
stderr no such problem 'lc465' \(did you mean 'lc464'\?\)

# A transposition: the one close id is suggested
judge run --root multi lc846
exit 2
stderr no such problem 'lc846' \(did you mean 'lc486'\?\)

# Several equally close ids are all suggested
judge run --root multi lc648
exit 2
stderr no such problem 'lc648' \(did you mean 'lc464' or 'lc486'\?\)

# Case does not matter for suggestions
judge run --root multi LC464
exit 2
stderr did you mean 'lc464'

# Nothing close: no suggestion
judge run --root multi nothing-like-it
exit 2
stderr no such problem 'nothing-like-it' \(no folder

# verify and check resolve names the same way
judge verify --root multi lc4
exit 2
stderr ambiguous problem 'lc4'

# check takes a unique prefix too
judge check --root multi lc46
exit 0
stdout ^lc464: ok, 3 cases$

# check reports an ambiguous name and still checks the others
judge check --root multi lc4 zc
exit 2
stderr ambiguous problem 'lc4'
stdout ^zce: ok

# A folder holding a package is that package in any command, without a slash too (cli/root.c):
# beside {tmp}/lc464 (legacy-sum, 5 cases), 'lc464' is it, not the tree's lc464 (3 cases),
# and a note says so
setup copy packages/legacy-sum {tmp}/lc464
sh cd {tmp} && "$JUDGE" check --root "$OLDPWD/multi" lc464
exit 0
stdout ^lc464: ok, 5 cases$
stderr ^judge: note: 'lc464' is the package in this folder, not the tree's problem 'lc464' \
    \(to judge that one, name its folder .*/multi/problems/lc464\)$
setup copy packages/legacy-sum {tmp}/lc464
sh cd {tmp} && "$JUDGE" run -q --root "$OLDPWD/multi" lc464
exit 0
stdout ^lc464: AC  5/5 cases passed
setup copy packages/legacy-sum {tmp}/lc464
sh cd {tmp} && "$JUDGE" export --root "$OLDPWD/multi" lc464 {tmp}/out
exit 2
stderr 'lc464' is a package already \(.*/lc464\): copy its folder

# '.' in a package, and a name no problem of the tree has: no note
setup copy packages/legacy-sum {tmp}/guess
sh cd {tmp}/guess && "$JUDGE" check --root "$OLDPWD/multi" .
exit 0
stdout ^guess: ok, 5 cases$
!stderr note
setup copy packages/legacy-sum {tmp}/guess
sh cd {tmp} && "$JUDGE" check --root "$OLDPWD/multi" guess
exit 0
stdout ^guess: ok, 5 cases$
!stderr note

# A folder of the tree's problems/ is that problem: '.' in it (the tree found from there),
# its path; a problem folder of another tree is refused with the --root to give
sh cd multi/problems/lc464 && "$JUDGE" check .
exit 0
stdout ^lc464: ok, 3 cases$
judge check --root multi multi/problems/lc464
exit 0
stdout ^lc464: ok, 3 cases$
judge check --root tree multi/problems/lc464
exit 2
stderr ^judge: 'multi/problems/lc464' is a problem of the tree '.*/cli/multi', not of \
    '.*/cli/tree' \(give --root .*/cli/multi\)$
