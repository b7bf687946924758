# SIGTERM during a run (once the solution runs: wait-running): running programs are killed,
# the partial JSON report is written and marked incomplete, and the judge exits 143 at once
# (under 3 s however loaded the machine, where waiting for the run would take its 4 s)
sh "$JUDGE" run --root tree --solution programs/sleep.c -j 1 sum --json {tmp}/r.json & pid=$!; \
    ./wait-running $pid; kill -TERM $pid; start=$(date +%s%N); wait $pid; code=$?; \
    end=$(date +%s%N); \
    echo "exit $code after $(( (end - start) / 1000000 )) ms"; \
    pgrep -f "^{tmp}/cache" >/dev/null && echo "left running"; exit $code
exit 143
stdout ^exit 143 after ([0-9]{1,3}|[12][0-9]{3}) ms$
!stdout left running
stderr interrupted; reports are marked incomplete
jsonfile {tmp}/r.json complete = false
jsonfile {tmp}/r.json problems.0.id = "sum"

# SIGINT (Ctrl-C) likewise, exit 130
sh "$JUDGE" run --root tree --solution programs/sleep.c -j 2 sum --json {tmp}/r.json & pid=$!; \
    ./wait-running $pid; kill -INT $pid; wait $pid; code=$?; echo "exit $code"; exit $code
exit 130
stdout ^exit 130$
jsonfile {tmp}/r.json complete = false

# judge verify stops on SIGTERM too: exit 143 at once, nothing it started left
# running, no verdict printed for what was cut short
sh ./interrupt TERM 2 "$JUDGE" verify --root slow -j 2 nap
exit 143
stdout ^exit 143 after ([0-9]{1,3}|[12][0-9]{3}) ms$
!stdout left running
!stdout FAIL
!stdout ^verify:
stderr ^judge: interrupted$

# And on SIGINT (Ctrl-C), exit 130
sh ./interrupt INT 2 "$JUDGE" verify --root slow -j 1 nap
exit 130
stdout ^exit 130 after [0-9]{1,3} ms$
!stdout left running
stderr ^judge: interrupted$

# Interrupted while the main solution runs, with submissions still to judge: the same clean
# exit (their columns were never judged, and are let go as such)
setup copy slow {tmp}/s
setup sh mkdir -p {tmp}/s/problems/nap/submissions/accepted && \
    cp {tmp}/s/solutions/nap.c {tmp}/s/problems/nap/submissions/accepted/again.c
sh ./interrupt TERM 2 "$JUDGE" verify --root {tmp}/s -j 1 nap
exit 143
stdout ^exit 143 after ([0-9]{1,3}|[12][0-9]{3}) ms$
stderr ^judge: interrupted$
