# judge check: validate problem and testdata files without running anything.

# A valid tree: one line per problem on stdout, nothing on stderr, exit 0
judge check --root multi
exit 0
stdout ^lc464: ok, 3 cases$
stdout ^lc486: ok, 3 cases$
stdout ^zce: ok, 1 case$
!stderr .

# Every error of every file, in one pass, as FILE:LINE:COLUMN: MESSAGE; exit 2
judge check --root checkbad
exit 2
stderr ^/.*/checkbad/problems/p1/problem.yaml:3:1: unknown problem key 'time_limt'
stderr ^/.*/checkbad/problems/p1/problem.yaml:5:11: unknown unit 'XB'
stderr ^/.*/checkbad/testdata/p2/a.yaml:3:5: case has no 'output' or 'output_file'$
stderr ^/.*/checkbad/testdata/p2/a.yaml:6:17: cannot open 'missing.in'
stderr ^/.*/checkbad/testdata/p2/b.yaml:7:13: invalid duration 'fast'
stderr ^judge: 5 errors, 0 warnings in 2 problems$
stdout ^p1: 2 errors$
stdout ^p2: 3 errors$

# Nothing is compiled or run: the cache stays empty
sh "$JUDGE" check --root multi >/dev/null && ls -A {tmp}/cache 2>/dev/null | wc -l
exit 0
stdout ^0$

# Warnings: identical input (same bytes, inline or from a file), empty expected output,
# no sample case, no main solution; exit 0 without --strict
judge check --root lint
exit 0
stderr ^/.*/lint/testdata/dups/cases.yaml:10:5: warning: \
    case 'again' has the same input as case 'first' \(/.*/cases.yaml:4\)$
stderr ^/.*/lint/testdata/dups/cases.yaml:13:5: warning: case 'silent' expects an empty output$
stderr ^/.*/lint/testdata/dups: warning: no sample case
stderr ^/.*/lint/problems/tagged/problem.yaml: warning: no main solution '.*/solutions/tagged.c'
stderr ^judge: 0 errors, 4 warnings in 3 problems$
!stderr 'other'
!stderr /fine
stdout ^dups: ok, 4 cases, 3 warnings$
stdout ^fine: ok, 1 case$
stdout ^tagged: ok, 1 case, 1 warning$

# --strict: warnings fail with exit 1
judge check --root lint --strict
exit 1

# --strict on a problem without warnings passes
judge check --root lint --strict fine
exit 0

# Errors beat warnings: exit 2 even with --strict
judge check --root checkbad --strict
exit 2

# Inputs that differ in one byte are not duplicates
setup copy lint {tmp}/t
setup write {tmp}/t/testdata/dups/again.in 1 2 \n
sh "$JUDGE" check --root {tmp}/t dups
exit 0
!stderr same input
stdout ^dups: ok, 4 cases, 2 warnings$

# A large input file is hashed whole (a difference in its last byte counts)
setup copy lint {tmp}/t
setup sh head -c 3000000 /dev/zero > {tmp}/t/testdata/dups/again.in
setup copy {tmp}/t/testdata/dups/again.in {tmp}/t/testdata/dups/b.in
setup copy lint-big {tmp}/t
sh "$JUDGE" check --root {tmp}/t dups && printf x >> {tmp}/t/testdata/dups/b.in && \
    "$JUDGE" check --root {tmp}/t dups
exit 0
stderr more.yaml:2:5: warning: case 'big' has the same input as case 'again'
stdout ^dups: ok, 5 cases, 3 warnings$
stdout ^dups: ok, 5 cases, 2 warnings$

# -q: only the diagnostics
judge check --root lint -q
exit 0
!stdout .
stderr warning

# --all is the default; names and --all exclude each other
judge check --root multi --all
exit 0
stdout ^zce: ok

# Problem names and --all exclude each other
judge check --root multi --all lc464
exit 2
stderr give problem names or --all, not both

# An unknown problem is an error, and the others are still checked
judge check --root multi nosuch zce
exit 2
stderr no such problem 'nosuch'
stdout ^zce: ok

# An unknown option is a usage error
judge check --frob
exit 2
stderr try 'judge check --help'

# --help prints the usage on stdout, exit 0
judge check --help
exit 0
stdout ^usage: judge check
stdout --strict
