# Each case's run is set up while the case before it runs, and started as that one
# ends.  The solution reads its input a byte at a time, slowly: a run started early
# gets its whole input once, and its own output only (ahead/slow: 40 cases, -j 1, -j 2).
setup copy ahead/slow {tmp}/t
sh for j in 1 2; do "$JUDGE" run --root {tmp}/t -q --no-cache slow -j $j; echo "rc=$?"; done
exit 0
stdout ^slow: AC  40/40 cases passed
!stdout rc=[^0]
!stdout (^  |: )WA  

# The same with a custom checker that takes 10 ms: it runs in the worker's sandbox
# between two runs, so the next run is set up but starts only when its turn comes.
setup copy ahead/slow {tmp}/t
setup copy ahead/checked {tmp}/t
sh for j in 1 2; do "$JUDGE" run --root {tmp}/t -q --no-cache slow -j $j; echo "rc=$?"; done
exit 0
stdout ^slow: AC  40/40 cases passed
!stdout rc=[^0]
!stdout (^  |: )WA  

# A solution that stops (SIGSTOP) every process it can while the next case's run
# waits, set up ahead: that run has another uid, out of its reach, and still passes
# (ahead/stop, the program judge/tests/sandbox/fixtures/stopall.c; as root only, else
# it would stop the judge, whose uid it keeps)
setup copy ahead/stop {tmp}/t
setup copy ../sandbox/fixtures/stopall.c {tmp}/t/solutions/stop.c
sh [ "$(id -u)" = 0 ] || { echo "skip: not root"; exit 77; }; \
    for j in 1 2; do "$JUDGE" run --root {tmp}/t --no-cache stop -j $j; echo "rc=$?"; done
exit 0
stdout ^stop: AC  4/4 cases passed
!stdout rc=[^0]
!stdout (^  |: )TLE  
