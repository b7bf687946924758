# Each case's run is set up while the case before it runs, and started as that one
# ends.  The solution reads its input a byte at a time, slowly: a run started early
# gets its whole input once, and its own output only (ahead/slow: 40 cases, -j 1, -j 2).
setup copy ahead/slow {tmp}/t
sh for j in 1 2; do "$JUDGE" run --root {tmp}/t -q --no-cache slow -j $j; echo "rc=$?"; done
exit 0
stdout ^slow: AC  40/40 cases passed
!stdout rc=[^0]
!stdout WA

# The same with a custom checker that takes 10 ms: it runs in the worker's sandbox
# between two runs, so the next run is set up but starts only when its turn comes.
setup copy ahead/slow {tmp}/t
setup copy ahead/checked {tmp}/t
sh for j in 1 2; do "$JUDGE" run --root {tmp}/t -q --no-cache slow -j $j; echo "rc=$?"; done
exit 0
stdout ^slow: AC  40/40 cases passed
!stdout rc=[^0]
!stdout WA
