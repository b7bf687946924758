# CI reports of 'judge run': JUnit, TAP, Markdown summaries, GitHub annotations.
# The 'multi' tree judges to AC (lc464), WA + RE with hostile bytes (lc486), CE (zce).

# --junit: parsed by a real XML parser; counts, classnames and times add up
sh GITHUB_WORKSPACE=$PWD "$JUDGE" run --root multi --all --junit {tmp}/r.xml >/dev/null; \
    echo "rc=$?"; python3 junit-check {tmp}/r.xml
exit 0
stdout ^rc=1$
stdout ^suites 3 tests 7 failures 2 errors 1$
stdout ^suite lc464 tests=3 failures=0 errors=0$
stdout ^suite lc486 tests=3 failures=2 errors=0$
stdout ^suite zce tests=1 failures=0 errors=1$
stdout ^case lc464/sample-1 ok$
stdout ^property lc486 title=Echo <&"'> 100%$
stdout ^property lc486 solution=multi/solutions/lc486.c$
stdout ^property lc486 verdict=RE$
stdout ^case lc486/tricky failure WA message=wrong answer: \
    line 1, column 1 .*expected '<tag>', received '<tag.*&"'>\|\*_%'$
stdout ^body lc486/tricky wrong answer \(WA\)\\nat multi/testdata/lc486/cases.yaml:5:5\\n
stdout ^case lc486/crash failure RE message=run-time error \(exit code 3\)$
stdout ^stderr lc486/crash 'bad bytes: \\\\x01\\\\x1B\[31m <&> \\\\xFF\\\\xFE \]\]> "%,:\\n'$
stdout ^case zce/compile error CE message=compilation error: compilation of '.*zce.c' failed$
stdout ^body zce/compile .*zce.c:4:17: error: expected

# The raw file: only attributes both JUnit schemas know, times with 3 decimals; a failure
# points at its testdata file and line; control bytes never appear raw
sh GITHUB_WORKSPACE=$PWD "$JUDGE" run --root multi --all --junit {tmp}/r.xml >/dev/null; \
    cat {tmp}/r.xml; tr -d '\t\n\040-\176\200-\377' < {tmp}/r.xml | wc -c
stdout ^<\?xml version="1.0" encoding="UTF-8"\?>$
stdout ^<testsuites>$
stdout ^    <testcase classname="lc486" name="crash" time="[0-9]+\.[0-9]{3}">$
stdout ^at multi/testdata/lc486/cases.yaml:8:5$
stdout ^      <failure type="RE" message="run-time error \(exit code 3\)">
stdout ^      <error type="CE" message=
stdout ^0$

# --junit - writes XML on stdout; the table moves to stderr
judge run --root multi --junit - lc464
exit 0
stdout ^  <testsuite name="lc464" package="lc464" id="0" tests="3" failures="0" errors="0"
stderr ^lc464: AC  3/3 cases passed

# JUnit times are wall times (a wall-time TLE shows its wall time, not its CPU time of about
# 0), with 3 decimals; the CPU time is the suite's cpu_time property
setup copy tree {tmp}/t
setup copy programs/sleep.c {tmp}/t/solutions/sum.c
setup write {tmp}/t/problems/sum/problem.yaml title: Sum\nlimits: {time: 200ms, wall: 400ms}\n
sh "$JUDGE" run --root {tmp}/t -j 1 sum --case small --junit {tmp}/r.xml >/dev/null; \
    grep -E 'testsuite |testcase |cpu_time|^cpu' {tmp}/r.xml
exit 0
stdout ^  <testsuite .* time="0\.(39[5-9]|[4-9][0-9][0-9])" timestamp=
stdout ^    <testcase classname="sum" name="small" time="0\.(39[5-9]|[4-9][0-9][0-9])">$
stdout ^      <property name="cpu_time" value="0\.0[0-4][0-9]"/>$
stdout ^cpu [0-9.]+ms \(limit 200ms\), wall 4[0-9][0-9]\.[0-9]ms,

# A judge error (no compiler: the tree's languages.yaml names one that is not there)
# is an <error type="JE">, exit 3
setup copy multi {tmp}/t
setup write {tmp}/t/languages.yaml c: {compile: [/nonexistent/cc]}\n
sh "$JUDGE" run --root {tmp}/t --junit {tmp}/r.xml lc464 >/dev/null; \
    echo "rc=$?"; python3 junit-check {tmp}/r.xml
exit 0
stdout ^rc=3$
stdout ^suite lc464 tests=1 failures=0 errors=1$
stdout ^case lc464/setup error JE message=judge error: cannot judge .*: no compiler for C \
    \(/nonexistent/cc not found; apt-get install gcc\)

# An unwritable JUnit path is a judge error, exit 3
judge run --root multi --junit /nonexistent/dir/r.xml lc464
exit 3
stderr cannot write '/nonexistent/dir/r.xml'

# --tap: TAP 14 on stdout, one point per case; meson's own parser reads it
sh GITHUB_WORKSPACE=$PWD "$JUDGE" run --root multi --all --tap >{tmp}/tap 2>{tmp}/err; \
    echo "rc=$?"; python3 tap-check <{tmp}/tap && echo parsed; head -1 {tmp}/tap; \
    grep -c '^lc486: RE' {tmp}/err
exit 0
stdout ^rc=1$
stdout ^parsed$
stdout ^TAP version 14$
stdout ^parser (meson|builtin)$
stdout ^version 14$
stdout ^test 1 OK lc464: large \(AC, [0-9.]+ms\)$
stdout ^test 4 OK lc486: sample-1 \(AC, [0-9.]+ms\)$
stdout ^test 5 FAIL lc486: tricky \(WA, [0-9.]+ms\)$
stdout ^yaml 5 verdict='WA'$
stdout ^yaml 5 at='multi/testdata/lc486/cases.yaml:5:5'$
stdout ^yaml 5 message=.line 1, column 1 .*expected .*<tag>.*, received .*<tag.*&.*>\|\*_%
stdout ^test 6 FAIL lc486: crash \(RE, [0-9.]+ms\)$
stdout ^yaml 6 detail='exit code 3'$
stdout ^yaml 6 exit_code=3$
stdout ^yaml 6 stderr='bad bytes: \\x01\\x1b\[31m <&> \\\\xFF\\\\xFE \]\]> "%,:\\n'$
stdout ^test 7 FAIL zce: compile \(CE\)$
stdout ^yaml 7 log='.*zce.c:4:17: error: expected
stdout ^plan 7$
stdout ^1$
!stdout ^error
!stdout ^yaml [1-4] 

# --tap with no case selected is a skipped plan, still valid TAP
sh "$JUDGE" run --root multi --tap --case 'none*' lc464 | python3 tap-check
exit 0
stdout ^plan 0$
!stdout ^error

# Only one report may use stdout
judge run --root multi --tap --json - lc464
exit 2
stderr only one of --json -, --junit -, --html - and --tap

# --summary: an overview row per problem, a table per problem, failures open
sh "$JUDGE" run --root multi --all --summary {tmp}/s.md >/dev/null; cat {tmp}/s.md; \
    python3 summary-check {tmp}/s.md
exit 0
stdout ^## judge: 2 of 3 problems not accepted, 4/6 cases passed$
stdout ^\| problem \| title \| verdict \| passed \| slowest \|$
stdout ^\| lc464 \| Sum of two \| AC \| 3/3 \| [0-9.]+ ms \|$
stdout ^\| lc486 \| Echo &lt;&amp;"'&gt; 100% \| \*\*RE\*\* \| 1/3 \| [0-9.]+ ms \|$
stdout ^\| zce \| Broken build \| \*\*CE\*\* \| 0/0 \|  \|$
stdout ^<details><summary>lc464: Sum of two &mdash; AC, 3/3 cases passed</summary>$
stdout ^<details open><summary>lc486: \
    Echo &lt;&amp;"'&gt; 100% &mdash; RE, 1/3 cases passed</summary>$
stdout ^\| sample-1 \| AC \| [0-9.]+ ms \| [0-9.]+[KM]iB \|  \|$
stdout ^\| tricky \| \*\*WA\*\* \| .* received '&lt;tag.*&amp;"'&gt;\\\|\\\*\\_%' \|$
stdout ^\| crash \| \*\*RE\*\* \| [0-9.]+ ms \| [0-9.]+(B|KiB|MiB) \| exit code 3 \|$
stdout ^<pre>.*zce.c: In function
stdout ^table 1 columns 5 rows 3$
stdout ^table 2 columns 5 rows 3$
stdout ^table 3 columns 5 rows 3$
!stdout ^error

# A problem stopped early: its cases not judged counted in both headings, each a row
sh "$JUDGE" run --root shards parity --stop-on-failure -j 1 --summary {tmp}/s.md >/dev/null; \
    cat {tmp}/s.md; python3 summary-check {tmp}/s.md
exit 0
stdout ^\| parity \| Parity \| \*\*WA\*\* \| 4/5, 4 not judged \(stopped early\) \| [0-9.]+ ms \|$
stdout ^<details open><summary>parity: Parity &mdash; WA, 4/5 cases passed, \
    4 not judged \(stopped early\)</summary>$
stdout ^\| minus-4 \| not judged \| \| \| stopped early \|$
stdout ^\| n100 \| not judged \| \| \| stopped early \|$
stdout ^table 2 columns 5 rows 9$
!stdout ^error

# $GITHUB_STEP_SUMMARY is appended to, alongside --summary
sh echo '# earlier step' > {tmp}/step.md && \
    GITHUB_STEP_SUMMARY={tmp}/step.md "$JUDGE" run -q --root multi --summary {tmp}/s.md lc464 \
    >/dev/null && cat {tmp}/step.md && cat {tmp}/s.md
exit 0
stdout ^# earlier step$
stdout ^## judge: 1 problem accepted, 3/3 cases passed$
stdout ^\| large \| AC \|

# GitHub Actions: ::error annotations on stderr at the failing case, paths from the repository root
sh GITHUB_ACTIONS=true GITHUB_WORKSPACE=$PWD "$JUDGE" run -q --root multi --all 2>&1 >/dev/null
exit 1
stdout ^::error file=multi/testdata/lc486/cases.yaml,line=5,col=5,title=lc486%3A WA on case \
    tricky::wrong answer for multi/solutions/lc486.c: line 1, column 1 .*%25'$
stdout ^::error file=multi/testdata/lc486/cases.yaml,line=8,col=5,title=lc486%3A RE on case \
    crash::run-time error \(exit code 3\) for multi/solutions/lc486.c$
stdout ^::error file=multi/solutions/zce.c,line=4,col=17,title=zce%3A compilation error::expected \
    .;. before .}. token$
!stdout ^::error .*lc464

# GitHub keeps 10 annotations a step: 12 failures are 9 annotations and a 10th saying that 3
# more are not annotated; 10 failures are 10 annotations
setup copy many/tree {tmp}/t
setup copy tree/solutions/answer.c {tmp}/t/solutions/many.c
setup mkdir {tmp}/t/testdata/many
setup sh awk -v name=c -v n=12 -v k=1 -f many/cases.awk > {tmp}/t/testdata/many/cases.yaml
sh GITHUB_ACTIONS=true "$JUDGE" run -q --root {tmp}/t many 2>{tmp}/err >/dev/null; \
    grep -c '^::error file=.*WA on case' {tmp}/err; tail -1 {tmp}/err; \
    sed -i '/c1[01]$/,$d' {tmp}/t/testdata/many/cases.yaml; \
    GITHUB_ACTIONS=true "$JUDGE" run -q --root {tmp}/t many 2>&1 >/dev/null | grep -c '^::error'
exit 0
stdout ^9$
stdout ^::error title=judge%3A 3 more failures not annotated::3 more failures not annotated \
    \(GitHub shows 10 annotations per step\)
stdout ^10$

# A checker that does not compile is annotated on the checker, at the compiler's line
sh GITHUB_ACTIONS=true GITHUB_WORKSPACE=$PWD "$JUDGE" run -q --root checkers broken 2>&1 >/dev/null
exit 3
stdout ^::error file=checkers/problems/broken/broken.c,line=5,col=17,title=broken%3A checker \
    does not compile::expected
!stdout solutions/broken.c

# Without GITHUB_WORKSPACE the repository root is the folder holding .git
setup mkdir {tmp}/repo/.git
setup copy multi {tmp}/repo/t
sh GITHUB_ACTIONS=true "$JUDGE" run -q --root {tmp}/repo/t lc486 2>&1 >/dev/null
exit 1
stdout ^::error file=t/testdata/lc486/cases.yaml,line=5,col=5,title=lc486%3A WA on case tricky::

# No annotations outside GitHub Actions
sh GITHUB_ACTIONS=false "$JUDGE" run -q --root multi --all 2>&1 >/dev/null
exit 1
!stdout ::error

# An interrupted run: TAP bails out, JUnit and the summary are written and marked (JUnit
# with an <error> testcase every reader counts), no verdict is recorded
setup copy tree {tmp}/t
sh "$JUDGE" run --root {tmp}/t -j 1 sum --case small >/dev/null; \
    cp programs/sleep.c {tmp}/t/solutions/sum.c; \
    "$JUDGE" run --root {tmp}/t -j 1 sum --tap --junit {tmp}/r.xml --summary {tmp}/s.md >{tmp}/tap \
    2>/dev/null & pid=$!; ./wait-running $pid; kill -INT $pid; wait $pid; echo "rc=$?"; \
    cat {tmp}/tap; \
    head -2 {tmp}/r.xml; head -1 {tmp}/s.md; "$JUDGE" list --root {tmp}/t; \
    python3 junit-check {tmp}/r.xml | grep interrupted
exit 0
stdout ^case judge/interrupted error interrupted \
    message=the run was interrupted: this report is incomplete$
stdout ^rc=130$
stdout ^TAP version 14$
stdout ^Bail out! interrupted$
!stdout ^1\.\.
stdout ^<!-- the run was interrupted: this report is incomplete -->$
stdout ^## judge: .*\(interrupted: incomplete\)$
stdout ^sum .* AC 1/1 \(some cases\) on .*, changed since$
!stdout ^sum .* JE

# --stop-on-failure: each case not judged is a skipped testcase and a TAP SKIP point, by name
sh "$JUDGE" run --root multi --stop-on-failure --junit {tmp}/r.xml --tap lc486 \
    >{tmp}/tap 2>/dev/null; python3 junit-check {tmp}/r.xml; python3 tap-check <{tmp}/tap
exit 0
stdout ^suite lc486 tests=3 failures=1 errors=0$
stdout ^case lc486/crash skipped message=not judged: stopped early$
stdout ^test 3 SKIP lc486: crash$
stdout ^plan 3$
!stdout ^error

# ... those that were running when judging stopped and those never read alike (12 cases, all
# WA, 2 at once: the first is judged, the other 11 are named)
setup copy many/tree {tmp}/t
setup copy tree/solutions/answer.c {tmp}/t/solutions/many.c
setup mkdir {tmp}/t/testdata/many
setup sh awk -v name=c -v n=12 -v k=1 -f many/cases.awk > {tmp}/t/testdata/many/cases.yaml
sh "$JUDGE" run --root {tmp}/t -j 2 --stop-on-failure --junit {tmp}/r.xml --tap many \
    >{tmp}/tap 2>/dev/null; python3 junit-check {tmp}/r.xml | grep -c skipped; \
    python3 junit-check {tmp}/r.xml | grep -E '^suite|c1 |c11 '; grep -c SKIP {tmp}/tap
exit 0
stdout ^11$
stdout ^suite many tests=12 failures=1 errors=0$
stdout ^case many/c1 skipped
stdout ^case many/c11 skipped
!stdout ^case many/c0 skipped

# --summary "$GITHUB_STEP_SUMMARY" is one summary, appended
sh echo '# earlier step' > {tmp}/step.md && GITHUB_STEP_SUMMARY={tmp}/step.md \
    "$JUDGE" run -q --root multi --summary {tmp}/step.md lc464 >/dev/null; \
    grep -c '^## judge: ' {tmp}/step.md; head -1 {tmp}/step.md
exit 0
stdout ^1$
stdout ^# earlier step$
!stdout ^2$

# The step summary keeps within its 1,000,000-byte budget: the cases left out are counted
setup mkdir {tmp}/t/problems/wide {tmp}/t/solutions {tmp}/t/testdata/wide
setup copy multi/problems/lc486/problem.yaml {tmp}/t/problems/wide/problem.yaml
setup copy multi/problems/lc486/statement.md {tmp}/t/problems/wide/statement.md
setup copy multi/solutions/lc486.c {tmp}/t/solutions/wide.c
sh python3 summary-wide {tmp}/t/testdata/wide/cases.yaml 10000 && \
    "$JUDGE" run -q --root {tmp}/t --summary {tmp}/s.md wide >/dev/null; \
    python3 summary-wide --check {tmp}/s.md
exit 0
stdout ^bytes [0-9]+ within 1000000$
stdout ^not shown [1-9][0-9]* cases$
