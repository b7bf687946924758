# The HTML reports (--html): one inert, self-contained page whose numbers are the JSON
# report's (html-check parses both), rendered by headless Chromium with no console message.
# html/: a problem whose title and programs' messages hold markup, quotes, '&', U+2028 and
# bytes that are not UTF-8; run_time_error/mixed.c gets AC, WA, TLE and RE on its cases.

# run: every case a row with the JSON's verdict, detail, CPU, wall and memory; inert
sh "$JUDGE" run --root html mix -s html/problems/mix/submissions/run_time_error/mixed.c \
    --html {tmp}/r.html --json {tmp}/r.json >/dev/null; echo "rc=$?"; \
    python3 html-check run {tmp}/r.html {tmp}/r.json && python3 report-check lines {tmp}/r.html
exit 0
stdout ^rc=1$
stdout ^problem mix rows 8 of 8$
stdout ^ok run$
stdout ^ok lines
!stdout ^error

# A problem stopped early names the cases it did not judge, as the JSON does
sh "$JUDGE" run --root shards parity --stop-on-failure -j 1 --html {tmp}/r.html \
    --json {tmp}/r.json >/dev/null; python3 html-check run {tmp}/r.html {tmp}/r.json
exit 0
stdout ^problem parity not judged 4$
stdout ^problem parity rows 5 of 5$
stdout ^ok run$

# What the programs wrote is escaped, never markup; the title too
sh "$JUDGE" run --root html mix -s html/problems/mix/submissions/run_time_error/mixed.c \
    --html {tmp}/r.html >/dev/null; grep -o 'stderr: [^<]*' {tmp}/r.html; \
    grep -c '<h2>.*Mixed &lt;b&gt;"bold"&lt;/b&gt; &amp; .quoted.</h2>' {tmp}/r.html
exit 0
stdout ^stderr: &lt;img src=x onerror=alert\(1\)&gt; &#8232; \\xFE\\xFF &amp;lt;$
stdout ^1$

# In a real browser: a screenshot, no console message (a blocked script or load would be
# one), the script sorts by #sort=cpu-desc, and the DOM shows the JSON's numbers
sh "$JUDGE" run --root html mix -s html/problems/mix/submissions/run_time_error/mixed.c \
    --html {tmp}/r.html --json {tmp}/r.json >/dev/null; \
    python3 html-check browser run {tmp}/r.html {tmp}/r.json {tmp}/r.png
exit 0
stdout ^problem mix rows 8 of 8$
stdout ^browser ok: sorted, no console messages, [0-9]+ bytes of PNG$

# verify: the grid's cells are the JSON's verdicts, outlined where a verdict is not
# permitted (mixed.c's WA); rendered in the browser too
sh "$JUDGE" verify --root html mix --html {tmp}/v.html --json {tmp}/v.json >/dev/null; \
    echo "rc=$?"; python3 html-check verify {tmp}/v.html {tmp}/v.json && \
    python3 html-check browser verify {tmp}/v.html {tmp}/v.json {tmp}/v.png; \
    grep -o '<td class="v-WA bad"[^>]*>WA!</td>' {tmp}/v.html
exit 0
stdout ^rc=1$
stdout ^problem mix submissions 4$
stdout ^cells 32$
stdout ^ok verify$
stdout ^browser ok
stdout ^<td class="v-WA bad" data-v="WA" title="wrong: WA in [0-9.]+ ms, not permitted \
    \(permitted: AC, RE\)">WA!</td>$

# Beyond 60 cases the grid's columns are the testdata files (their worst verdict: main's
# WA on b7 in b.yaml, not permitted), or runs of neighbouring cases within one file
setup copy many/tree {tmp}/t
setup copy tree/solutions/sum.c {tmp}/t/solutions/many.c
setup mkdir {tmp}/t/testdata/many
setup sh awk -v name=a -v n=40 -v k=1 -f many/cases.awk > {tmp}/t/testdata/many/a.yaml
setup sh awk -v name=b -v n=40 -v k=1 -v wrong=7 -f many/cases.awk \
    > {tmp}/t/testdata/many/b.yaml
sh "$JUDGE" verify --root {tmp}/t many --html {tmp}/v.html --json {tmp}/v.json >/dev/null; \
    echo "rc=$?"; python3 html-check verify {tmp}/v.html {tmp}/v.json; \
    grep -o 'Columns are testdata files[^<]*' {tmp}/v.html; \
    grep -o '<td class="v-WA bad" data-v="WA" data-cases="41-80"' {tmp}/v.html
exit 0
stdout ^rc=1$
stdout ^cells 2$
stdout ^Columns are testdata files \(their cases. worst verdict\): \
    1 a.yaml \(40 cases\), 2 b.yaml \(40 cases\).$
stdout ^<td class="v-WA bad" data-v="WA" data-cases="41-80"$

setup copy many/tree {tmp}/t
setup copy tree/solutions/sum.c {tmp}/t/solutions/many.c
setup mkdir {tmp}/t/testdata/many
setup sh awk -v name=a -v n=200 -v k=1 -f many/cases.awk > {tmp}/t/testdata/many/a.yaml
sh "$JUDGE" verify --root {tmp}/t many --html {tmp}/v.html --json {tmp}/v.json >/dev/null; \
    echo "rc=$?"; python3 html-check verify {tmp}/v.html {tmp}/v.json; \
    grep -o '200 cases: a column is [0-9]* neighbouring cases' {tmp}/v.html
exit 0
stdout ^rc=0$
stdout ^cells 50$
stdout ^200 cases: a column is 4 neighbouring cases$

# The hostile fixture under a path with '&' and '<': nothing raw, numbers as in the JSON
setup copy hostile {tmp}/a&b<c
sh "$JUDGE" run --root '{tmp}/a&b<c' --all --html {tmp}/r.html --json {tmp}/r.json \
    >/dev/null; python3 html-check run {tmp}/r.html {tmp}/r.json && \
    python3 report-check lines {tmp}/r.html; grep -c 'a&amp;b&lt;c/solutions' {tmp}/r.html
exit 0
stdout ^ok run$
stdout ^ok lines
stdout ^1$

# Bounded: of 3,000 cases (3 failing) the table shows 500 accepted and every failing one,
# says how many more, and a chart's bar is the largest of 16 cases (188 bars a chart)
setup copy many/tree {tmp}/t
setup copy tree/solutions/sum.c {tmp}/t/solutions/many.c
setup mkdir {tmp}/t/testdata/many
setup sh awk -v name=a -v n=3000 -v k=1 -v wrong=7 -f many/cases.awk \
    > {tmp}/t/testdata/many/a.yaml
sh "$JUDGE" run --root {tmp}/t -q many --html {tmp}/r.html --json {tmp}/r.json; \
    python3 html-check run {tmp}/r.html {tmp}/r.json; \
    grep -o '[0-9]* more cases not shown ([0-9]* accepted, [0-9]* not)' {tmp}/r.html; \
    grep -o 'a bar is the largest of [0-9]* cases' {tmp}/r.html; \
    grep -c '<rect .*<title>cases .* (the largest)' {tmp}/r.html; wc -c < {tmp}/r.html
exit 0
stdout ^many: WA  2997/3000 cases passed
stdout ^problem many rows 503 of 3000$
stdout ^2497 more cases not shown \(2497 accepted, 0 not\)$
stdout ^a bar is the largest of 16 cases$
stdout ^376$
stdout ^[0-9]{6}$

# --html - writes the page on standard output, the table going to standard error
judge run --root multi --html - lc464
exit 0
stdout ^<!DOCTYPE html>$
stderr ^lc464: AC  3/3 cases passed

# One report on standard output; an unwritable path is a judge error
judge verify --root html mix --json - --html -
exit 2
stderr only one of --json - and --html - can use standard output

judge run --root multi --html /nonexistent/dir/r.html lc464
exit 3
stderr cannot write '/nonexistent/dir/r.html'

# An interrupted run's page says it is incomplete, and holds what was judged
sh ./interrupt TERM 1 "$JUDGE" run --root tree --solution programs/sleep.c -j 1 sum \
    --html {tmp}/r.html --json {tmp}/r.json; echo "rc=$?"; \
    python3 html-check run {tmp}/r.html {tmp}/r.json; grep -c 'id="incomplete"' {tmp}/r.html
exit 0
stdout ^rc=143$
stdout ^ok run$
stdout ^1$
