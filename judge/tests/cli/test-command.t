# judge test (issue 32): one program compiled and run in the sandbox on an input of one's
# own (not checked: AC means it ran cleanly) or on cases of its problem (checked), and what
# it wrote, escaped, with its verdict, times and memory.

# An input of one's own from a file, a program of no problem: the judge's default limits;
# its output and stderr shown with every control byte escaped
setup copy programs/echo-escapes.c {tmp}/echo.c
setup write {tmp}/in.txt hello\n
judge test {tmp}/echo.c --input {tmp}/in.txt
exit 0
stdout ^.*/echo\.c on .*/in\.txt \(no problem: 1s CPU, 256MiB\)$
stdout ^output \(15 bytes\):$
stdout ^  hello$
stdout ^  \\x1b\[2J\\x00end$
stdout ^stderr \(its first bytes\):$
stdout ^  debug: x = 42$
stdout ^AC  [0-9.]+ms CPU, [0-9.]+ms wall, [0-9.]+[KM]iB$
!stdout \x1b

# Standard input, a program of a package (its folder's problem and limits)
sh printf '2\n1 2\n3 4\n' | "$JUDGE" test statement/submissions/accepted/sum.c
exit 0
stdout ^statement/submissions/accepted/sum\.c on standard input \(statement's limits: 1s CPU, \
    256MiB\)$
stdout ^  7$

# Cases of its problem, by a glob: each run and checked
judge test statement/submissions/accepted/sum.c --case 'sample*'
exit 0
stdout ^statement/submissions/accepted/sum\.c on case 'sample/3' of statement \(1s CPU, 256MiB\)$
stdout ^  15$
judge test --root tree tree/problems/sum/submissions/wrong_answer/overflow.c -c from-files
exit 1
stdout ^WA  .* CPU
stdout ^  line 1, column 1 \(token 1\): expected '4000000000', received '-294967296'$
judge test --root tree tree/problems/sum/submissions/run_time_error/segv.c -c small
exit 1
stdout ^RE  .* \(SIGSEGV\)$

# A compilation error shows the compiler's messages
setup copy programs/ce.c {tmp}/ce.c
sh "$JUDGE" test {tmp}/ce.c < /dev/null
exit 1
stdout ^CE  compilation failed:$
stdout error: expected .;. before

# An interactive problem: a case's exchange; an input of one's own has no interactor
judge test --root ../../.. ../../../solutions/lc374.c --case sample-1
exit 0
stdout ^  >\? 5$
stdout ^  right: 7 after 3 queries
judge test --root ../../.. ../../../solutions/lc374.c --input /dev/null
exit 2
stderr 'lc374' is interactive: give --case

# Usage: --case needs a problem, a pattern must match, one program
setup copy programs/echo-escapes.c {tmp}/echo.c
judge test {tmp}/echo.c --case x
exit 2
stderr belongs to no problem: give --problem for --case
judge test --root tree tree/solutions/sum.c --case nothing
exit 2
stderr no case of 'sum' matches 'nothing'
judge test
exit 2
stderr expected one program
