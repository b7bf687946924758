# Custom checkers (checkers/): a testlib checker and a Kattis validator written
# by hand, each giving every outcome by the input's first word; a checker that
# does not compile; checkers chosen per testdata file.

# testlib: exit 0 is AC, the message from standard error (shown with -v); the
# output is a file of its own (its size known), an answer from a file as well
judge run --root checkers tl --case '[af][cr]*' -v
exit 0
stdout ^  AC  accepted
stdout ^       ok answer 42 \(3 bytes of output\)$
stdout ^       ok answer 123456789 \(10 bytes of output\)$
stdout ^tl: AC  2/2 cases passed

# testlib: exit 1 is WA, with the checker's message
judge run --root checkers --solution checkers/programs/off-by-one.c tl --case accepted
exit 1
stdout ^  WA  accepted
stdout ^       wrong answer expected '42', found '43'$
stdout at .*checkers/testdata/tl/cases.yaml:2:5

# testlib: exit 2 is a presentation error, reported as WA with that detail
judge run --root checkers tl --case presentation --json -
exit 1
json problems.0.cases.0.verdict = WA
json problems.0.cases.0.detail = presentation error
json problems.0.cases.0.message = wrong output format expected a number, found '5'
json problems.0.verdict = WA

# testlib: exit 3 is the checker's failure, a judge error (exit 3 of the judge)
judge run --root checkers tl --case fail
exit 3
stdout ^  JE  fail .*\(checker failed\)$
stdout ^       testlib exit code 3: FAIL the checker gives up on '6'$
stdout ^tl: JE  0/1 cases passed

# testlib: the answer file is read (a checker that finds it wrong fails)
judge run --root checkers tl --case bad-answer
exit 3
stdout ^       testlib exit code 3: FAIL answer '14' is not the input's value '13'$

# testlib: exit 7 is partial credit (quitp), the points first in the message: below 1
# a wrong answer in a problem that is not scored (scoring.t has the scored ones)
judge run --root checkers tl --case exit7 --json -
exit 1
json problems.0.cases.0.verdict = WA
json problems.0.cases.0.detail = partial credit
json problems.0.cases.0.message = points 0.5
json problems.0.cases.0.checker_score.value = 0.5

# testlib: any other exit code is a judge error, never a verdict
judge run --root checkers tl --case exit5 --json -
exit 3
json problems.0.cases.0.verdict = JE
json problems.0.cases.0.detail = checker exit code 5
json problems.0.cases.0.message = points 0.5

# A crashing checker: JE with the signal, and what it said before
judge run --root checkers tl --case crash
exit 3
stdout ^  JE  crash .*\(checker killed by SIGSEGV\)$
stdout ^       about to crash$

# A checker that prints megabytes on standard output: JE at its 1 MiB, never AC
judge run --root checkers tl --case flood
exit 3
stdout ^  JE  flood .*\(checker output limit exceeded\)$
stdout ^       over its 1 MiB of standard output$

# A checker that takes more than its 1 GiB: JE, never AC
judge run --root checkers tl --case hog
exit 3
stdout ^  JE  hog .*\(checker out of memory\)$
stdout ^       over its 1 GiB$

# A checker that loops forever: stopped at its own limit (10 s CPU), JE
judge run --root checkers tl --case loop --json -
exit 3
json problems.0.cases.0.verdict = JE
json problems.0.cases.0.detail = checker timed out
json problems.0.cases.0.message ~ ^over its (10 s of CPU|30 s of wall) time$

# A checker's message: one line, control characters and backslashes escaped
judge run --root checkers tl --case control --json -
exit 1
json problems.0.cases.0.verdict = WA
json problems.0.cases.0.message = wrong answer\ttab\x01 and\\ \nsecond line

# A checker's long message is cut at 256 bytes, marked with "..."
judge run --root checkers tl --case chatty --json -
exit 1
json problems.0.cases.0.verdict = WA
json problems.0.cases.0.message ~ ^wrong answer y{240}y*\.\.\.$
json problems.0.cases.0.message ~ ^.{256}$

# Kattis: exit 42 is AC, the message from feedback_dir/judgemessage.txt; the
# feedback folder is empty before each run (the validator checks, and leaves
# a folder behind each time)
judge run --root checkers kt --case '[af][cr]*' -v
exit 0
stdout ^       correct: 42$
stdout ^       correct: 987654321$
stdout ^       correct: 11$
stdout ^kt: AC  3/3 cases passed

# Kattis: exit 43 is WA, with the judge message
judge run --root checkers --solution checkers/programs/off-by-one.c kt --case accepted
exit 1
stdout ^  WA  accepted
stdout ^       expected 42, got '43'$

# Kattis: no judge message, the message is the validator's standard error
judge run --root checkers kt --case stderr-only
exit 1
stdout ^  WA  stderr-only
stdout ^       only on standard error: 5$

# Kattis: any exit code other than 42 and 43 is a judge error, 0 included
judge run --root checkers kt --case 'exit*' --json -
exit 3
json problems.0.cases.0.verdict = JE
json problems.0.cases.0.detail = checker exit code 5
json problems.0.cases.0.message = the validator broke on 6
json problems.0.cases.1.verdict = JE
json problems.0.cases.1.detail = checker exit code 0
json problems.0.cases.1.message = exit 0 is no verdict in this protocol

# Kattis: a crash and a flood are judge errors
judge run --root checkers kt --case '[cf][rl][ao][so]*'
exit 3
stdout ^  JE  crash .*\(checker killed by SIGSEGV\)$
stdout ^  JE  flood .*\(checker output limit exceeded\)$

# A checker that does not compile: the problem is JE (never CE) with the
# compiler's error, and its whole log in the JSON report; nothing runs
judge run --root checkers broken --json -
exit 3
json problems.0.verdict = JE
json problems.0.message ~ ^checker '.*problems/broken/broken.c' does not compile: \
    .*broken.c:5:.*error
json problems.0.compile.status = ok
json problems.0.checkers.0.status = error
json problems.0.checkers.0.log ~ expected .;. before
json problems.0.total = 0

# The same in the text report
judge run --root checkers broken
exit 3
stdout ^broken: JE  checker '.*broken.c' does not compile: .*error: expected
!stdout ^broken: CE

# A solution that does not compile is still CE (its checker never runs)
judge run --root checkers --solution programs/ce.c tl
exit 1
stdout ^tl: CE

# Checkers per testdata file: tokens for one file, testlib and Kattis for two
# others (source relative to the testdata file), each compiled once
judge run --root checkers override --json -
exit 0
json problems.0.verdict = AC
json problems.0.passed = 4
json problems.0.checkers.0.source ~ /problems/tl/testlib.c$
json problems.0.checkers.0.protocol = testlib
json problems.0.checkers.0.status = ok
json problems.0.checkers.1.source ~ /problems/kt/validator.c$
json problems.0.checkers.1.protocol = kattis
json problems.0.cases.1.message = ok answer 8 (2 bytes of output)
json problems.0.cases.2.message = correct: 9

# ... and each case is judged by its own file's checker
judge run --root checkers --solution checkers/programs/off-by-one.c override
exit 1
stdout ^       line 1, column 1 \(token 1\): expected '7', received '8'$
stdout ^       wrong answer expected '8', found '9'$
stdout ^       expected 9, got '10'$
stdout ^       expected 10, got '11'$

# Only the checkers of the selected cases are compiled
judge run --root checkers override --case plain --json -
exit 0
json problems.0.checkers = []

# The second judging serves the checker from the compile cache
sh "$JUDGE" run --root checkers kt --case accepted >/dev/null && \
    "$JUDGE" run --root checkers kt --case accepted --json -
exit 0
json problems.0.checkers.0.cached = true

# Files the checker cannot read where they are (a tree only root may enter)
# are copied, into memory; several workers at once each have their own
setup copy checkers {tmp}/tree
sh chmod 700 {tmp}/tree && "$JUDGE" run --root {tmp}/tree override -j 2 && \
    "$JUDGE" run --root {tmp}/tree tl --case '[af][cr]*' -j 2
exit 0
stdout ^override: AC  4/4 cases passed
stdout ^tl: AC  2/2 cases passed

# A hostile checker sees neither the test data (not even beside the input it is
# given), nor another case's answer, nor the judge's TMPDIR, nor the homes: it is
# given its input and answer as descriptors (/proc/self/fd/3 and 4).  As root
# only (a judge that is not root has no mount namespace to narrow its view with)
setup mkdir {tmp}/s
setup write {tmp}/s/planted x
sh [ "$(id -u)" = 0 ] || { echo "skip: not root"; exit 77; }; \
    chmod 755 {tmp} {tmp}/s && TMPDIR={tmp}/s "$JUDGE" run --root checkers \
    --solution checkers/solutions/tl.c peek --case '[ab]' -v
exit 0
stdout ^  AC  a
stdout ^       could read: nothing$
stdout ^peek: AC  2/2 cases passed

# Nor can another user read a checker's input or answer while it runs (as root:
# nobody tries, snoop), even from a tree only its owner may enter: never copied
# to a file (the answer is SECRET-4242)
setup copy checkers {tmp}/tree
setup mkdir {tmp}/s
sh [ "$(id -u)" = 0 ] || { echo "skip: not root"; exit 77; }; \
    chmod 755 {tmp} {tmp}/s && chmod 700 {tmp}/tree && \
    { TMPDIR={tmp}/s "$JUDGE" run --root {tmp}/tree --solution {tmp}/tree/solutions/tl.c \
    peek --case slow -v & ./snoop {tmp}/s $!; wait; }
exit 0
stdout ^       could read: nothing$
!stdout SECRET
