# Each case's run is set up while the case before it runs, and started as that one
# ends.  The solution reads its input a byte at a time, slowly: a run started early
# gets its whole input once, and its own output only (40 cases, -j 1 and -j 2).
sh mkdir -p {tmp}/t/problems/slow {tmp}/t/testdata/slow {tmp}/t/solutions && cp ahead/slowread.c {tmp}/t/solutions/slow.c && printf 'title: Slow reader\nlimits: {time: 1s, memory: 64MiB}\n' > {tmp}/t/problems/slow/problem.yaml && awk 'BEGIN { print "cases:"; for (i = 0; i < 40; i++) printf "  - name: c%d\n    input: \"a%d\\nb%d\\nc%d\\n\"\n    output: \"a%d\\nb%d\\nc%d\\n\"\n", i, i, i, i, i, i, i }' > {tmp}/t/testdata/slow/cases.yaml && for j in 1 2; do "$JUDGE" run --root {tmp}/t -q --no-cache slow -j $j; echo "rc=$?"; done
exit 0
stdout ^slow: AC  40/40 cases passed
!stdout rc=[^0]
!stdout WA

# The same with a custom checker that takes 10 ms: it runs in the worker's sandbox
# between two runs, so the next run is set up but starts only when its turn comes.
sh mkdir -p {tmp}/t/problems/slow {tmp}/t/testdata/slow {tmp}/t/solutions && cp ahead/slowread.c {tmp}/t/solutions/slow.c && cp ahead/slowcheck.c {tmp}/t/problems/slow/check.c && printf 'title: Slow reader\nlimits: {time: 1s, memory: 64MiB}\nchecker: {type: custom, source: check.c, protocol: testlib}\n' > {tmp}/t/problems/slow/problem.yaml && awk 'BEGIN { print "cases:"; for (i = 0; i < 40; i++) printf "  - name: c%d\n    input: \"a%d\\nb%d\\nc%d\\n\"\n    output: \"a%d\\nb%d\\nc%d\\n\"\n", i, i, i, i, i, i, i }' > {tmp}/t/testdata/slow/cases.yaml && for j in 1 2; do "$JUDGE" run --root {tmp}/t -q --no-cache slow -j $j; echo "rc=$?"; done
exit 0
stdout ^slow: AC  40/40 cases passed
!stdout rc=[^0]
!stdout WA
