# The progress line of a long command (base/progress.c): on a terminal (pty-run's), what
# runs and how far, each time drawn at the start of the line and erased (CR, ESC [K)
# before any other output; never through a pipe (options.t), nor with CI set.  The
# package: legacy-sum without its slow submissions, with an input validator, and a
# submission whose name holds ESC [2J

# verify: the inputs' validation, then each submission and its cases; a name's control
# bytes escaped; the line erased before the matrix
setup copy packages/legacy-sum {tmp}/p
setup copy validators/strict.c {tmp}/p/input_validators/strict.c
setup sh cd {tmp}/p/submissions && rm time_limit_exceeded/spin.c accepted/sum.py && \
    mv wrong_answer/int32.c "wrong_answer/int32$(printf '\033')[2J.c"
env CI=
sh python3 ./pty-run "$JUDGE" verify {tmp}/p
exit 0
stdout <CR>verify p: validating inputs, case 1/5<ESC>\[K
stdout <ESC>\[K<CR><ESC>\[K<CR>verify p: submission 1/3 accepted/sum\.c<ESC>\[K
stdout <CR>verify p: submission 3/3 wrong_answer/int32\\x1b\[2J\.c(, case [1-5]/5)?<ESC>\[K
stdout <CR><ESC>\[Kp: verdict matrix
!stdout verify p: submission 3/3 wrong_answer/int32<ESC>

# check: each problem, its validation and the checkers' tests
setup copy packages/legacy-sum {tmp}/p
setup copy validators/strict.c {tmp}/p/input_validators/strict.c
env CI=
sh python3 ./pty-run "$JUDGE" check {tmp}/p
exit 0
stdout <CR>check .*/p: problem 1/1<ESC>\[K
stdout <CR>check p: validating inputs, case 1/5<ESC>\[K
stdout <CR><ESC>\[Kp: ok, 5 cases

# timelimit: each submission it measures
setup copy packages/legacy-sum {tmp}/p
setup sh rm {tmp}/p/submissions/time_limit_exceeded/spin.c {tmp}/p/submissions/accepted/sum.py
env CI=
sh python3 ./pty-run "$JUDGE" timelimit -n 1 {tmp}/p
exit 0
stdout <CR>time limit of p: submission 1/3 accepted/sum\.c<ESC>\[K
stdout <CR><ESC>\[Kp: time limit 1s

# CI logs keep every carriage return: with CI set, a terminal shows no progress line
setup copy packages/legacy-sum {tmp}/p
env CI=true
sh python3 ./pty-run "$JUDGE" check {tmp}/p
exit 0
stdout ^p: ok, 5 cases
!stdout <CR>check
!stdout <ESC>

# TERM=dumb cannot erase a line: none either
setup copy packages/legacy-sum {tmp}/p
env CI=
env TERM=dumb
sh python3 ./pty-run "$JUDGE" check {tmp}/p
exit 0
stdout ^p: ok, 5 cases
!stdout <ESC>

