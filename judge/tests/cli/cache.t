# A second run of an unchanged binary takes every case from the result cache
sh "$JUDGE" run --root tree -j 1 sum >/dev/null; "$JUDGE" run --root tree -j 1 sum
exit 0
stdout ^  AC  small .*\[cached\]$
stdout ^sum: AC  3/3 cases passed, .*compile cached, 3 from the result cache$

# The cached records are the ones measured: same verdicts, messages and figures
sh "$JUDGE" run --root tree --solution programs/wa.c -j 1 sum --json {tmp}/a.json >/dev/null; \
    "$JUDGE" run --root tree --solution programs/wa.c -j 1 sum --json {tmp}/b.json >/dev/null; \
    python3 rerun-check {tmp}/a.json {tmp}/b.json
exit 0
stdout ^same$
stdout ^cached \[True, True, True\]$

# --no-cache runs every case again
sh "$JUDGE" run --root tree -j 1 sum >/dev/null; "$JUDGE" run --root tree -j 1 --no-cache sum
exit 0
!stdout \[cached\]
!stdout from the result cache

# --repeat measures again
sh "$JUDGE" run --root tree -j 1 sum >/dev/null; "$JUDGE" run --root tree -j 1 --repeat 2 sum
exit 0
!stdout \[cached\]

# A verdict that hangs on timing is never cached
sh "$JUDGE" run --root tree --solution programs/tle.c -j 1 --case small sum >/dev/null; \
    "$JUDGE" run --root tree --solution programs/tle.c -j 1 --case small sum
exit 1
stdout ^  TLE small
!stdout \[cached\]

# A changed case file is run again; the others stay cached
setup copy tree {tmp}/t
sh "$JUDGE" run --root {tmp}/t -j 1 sum >/dev/null && \
    printf '5 5\n' > {tmp}/t/testdata/sum/big.in && \
    printf '10\n' > {tmp}/t/testdata/sum/big.ans && "$JUDGE" run --root {tmp}/t -j 1 sum
exit 0
stdout ^  AC  small .*\[cached\]$
stdout ^  AC  from-files .*wall .*MiB$
stdout 2 from the result cache

# Changed limits are new cases for the cache
setup copy tree {tmp}/t
sh "$JUDGE" run --root {tmp}/t -j 1 sum >/dev/null && \
    sed -i 's/time: 500ms/time: 600ms/' {tmp}/t/problems/sum/problem.yaml && \
    "$JUDGE" run --root {tmp}/t -j 1 sum
exit 0
!stdout \[cached\]

# A changed solution is a new binary: nothing cached
setup copy tree {tmp}/t
sh "$JUDGE" run --root {tmp}/t -j 1 sum >/dev/null && \
    echo '/* changed */' >> {tmp}/t/solutions/sum.c && "$JUDGE" run --root {tmp}/t -j 1 sum
exit 0
!stdout \[cached\]
!stdout compile cached

# Many cases, the first half cached, under -j 2: cached cases leave the window ahead of
# the workers, which must never run a case twice or a slot being refilled; every case
# AC, each counted once, and the JSON has every case once, in order
setup copy many/tree {tmp}/t
setup copy tree/solutions/sum.c {tmp}/t/solutions/many.c
setup mkdir {tmp}/t/testdata/many
setup sh awk -v name=a -v n=1000 -v k=1 -f many/cases.awk > {tmp}/t/testdata/many/a.yaml
setup sh awk -v name=b -v n=1000 -v k=2 -f many/cases.awk > {tmp}/t/testdata/many/b.yaml
sh "$JUDGE" run --root {tmp}/t -q -j 2 many --case 'a*' && \
    "$JUDGE" run --root {tmp}/t -q -j 2 many --json {tmp}/r.json && \
    "$JUDGE" run --root {tmp}/t -q -j 2 many && python3 many/window-check {tmp}/r.json
exit 0
stdout ^many: AC  1000/1000 cases passed
stdout ^many: AC  2000/2000 cases passed, .*1000 from the result cache$
stdout ^many: AC  2000/2000 cases passed, .*2000 from the result cache$
stdout ^order True cached 1000 ac 2000$
