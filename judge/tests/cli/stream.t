# 3000 generated inline cases (many/cases.awk; c7, c1007, c2007 expect a wrong 0: 3 WA)
# through --json, --junit, --summary, --tap at once: every report parses and counts
# every case in order; no temporary file is left beside them
setup copy many/tree {tmp}/t
setup copy tree/solutions/sum.c {tmp}/t/solutions/many.c
setup mkdir {tmp}/t/testdata/many {tmp}/out
setup sh awk -v name=c -v n=3000 -v k=1 -v wrong=7 -f many/cases.awk \
    > {tmp}/t/testdata/many/cases.yaml
sh "$JUDGE" run --root {tmp}/t -q many --json {tmp}/out/r.json --junit {tmp}/out/r.xml \
    --summary {tmp}/out/s.md --tap >{tmp}/tap 2>{tmp}/err; echo "rc=$?"; \
    ls -a {tmp}/out; cat {tmp}/err; python3 tap-check <{tmp}/tap | grep -v '^yaml'; \
    python3 junit-check {tmp}/out/r.xml | grep -v '^body'; \
    python3 summary-check {tmp}/out/s.md; head -1 {tmp}/out/s.md; \
    python3 many/stream-check {tmp}/out/r.json
exit 0
stdout ^rc=1$
!stdout \.tmp$
stdout ^many: WA  2997/3000 cases passed, slowest c[0-9]+ \([0-9.]+ms\)$
stdout ^plan 3000$
stdout ^test 3000 OK many: c2999 \(AC, [0-9.]+ms\)$
stdout ^test 1008 FAIL many: c1007 \(WA, [0-9.]+ms\)$
!stdout ^test (1|1007|1009|2999) FAIL
!stdout ^error
stdout ^suites 1 tests 3000 failures 3 errors 0$
stdout ^suite many tests=3000 failures=3 errors=0$
stdout ^case many/c0 ok$
stdout ^case many/c2999 ok$
stdout ^case many/c2007 failure WA message=wrong answer: .*expected '0', received '2008'$
stdout ^table 1 columns 5 rows 1$
stdout ^table 2 columns 5 rows 3000$
stdout ^## judge: 1 of 1 problem not accepted, 2997/3000 cases passed$
stdout ^json cases 3000 wa c7 c1007 c2007 ordered True$
jsonfile {tmp}/out/r.json schema = 1
jsonfile {tmp}/out/r.json complete = true
jsonfile {tmp}/out/r.json problems.0.id = "many"
jsonfile {tmp}/out/r.json problems.0.verdict = "WA"
jsonfile {tmp}/out/r.json problems.0.passed = 2997
jsonfile {tmp}/out/r.json problems.0.total = 3000
jsonfile {tmp}/out/r.json problems.0.selected = 3000
jsonfile {tmp}/out/r.json problems.0.stopped = false
jsonfile {tmp}/out/r.json problems.0.compile.status = "ok"
jsonfile {tmp}/out/r.json problems.0.checkers = []
jsonfile {tmp}/out/r.json problems.0.limits.time_ms = 1000
jsonfile {tmp}/out/r.json problems.0.cases.0.name = "c0"
jsonfile {tmp}/out/r.json problems.0.cases.2007.verdict = "WA"
jsonfile {tmp}/out/r.json problems.0.cases.2007.difference.received = "2008"
jsonfile {tmp}/out/r.json problems.0.cases.2999.name = "c2999"
jsonfile {tmp}/out/r.json problems.0.cases.2999.line = 8999
jsonfile {tmp}/out/r.json summary.problems = 1
jsonfile {tmp}/out/r.json summary.failed_problems = 1
jsonfile {tmp}/out/r.json summary.cases = 3000
jsonfile {tmp}/out/r.json summary.passed = 2997
jsonfile {tmp}/out/r.json summary.verdict = "WA"

# --json - goes through an unnamed temporary file and reaches standard output whole at the end
setup copy many/tree {tmp}/t
setup copy tree/solutions/sum.c {tmp}/t/solutions/many.c
setup mkdir {tmp}/t/testdata/many
setup sh awk -v name=c -v n=3000 -v k=1 -v wrong=7 -f many/cases.awk \
    > {tmp}/t/testdata/many/cases.yaml
sh "$JUDGE" run --root {tmp}/t many --stop-on-failure --json -
exit 1
stderr ^many: WA  7/8 cases passed, slowest c[0-7] .*stopped early \(8 of 3000 cases run\)$
json complete = true
json problems.0.total = 8
json problems.0.passed = 7
json problems.0.selected = 3000
json problems.0.stopped = true
json problems.0.cases.7.name = "c7"
json problems.0.cases.7.verdict = "WA"
json summary.cases = 8
