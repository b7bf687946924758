# judge run|verify --shard K/N and judge report merge|render: N shards run at once (background
# processes) and merged give one run's report, every case once (shard-check); then the errors.
# The 'shards' tree: add (AC, 11 cases in two files, four submissions), parity (WA on two of
# 9 cases), broken (CE).  'multi' adds hostile bytes in names, stderr and messages.

# run and verify on the shards tree, 1 to 4 shards at once
sh JUDGE="$JUDGE" python3 shard-check run shards 1 --all --no-cache
exit 0
stdout ^ok run 1 shards: each of 20 cases in exactly one shard$
stdout ^ok run 1 shards: merged report is one run's, times aside$

sh JUDGE="$JUDGE" python3 shard-check run shards 2 --all --no-cache
exit 0
stdout ^ok run 2 shards: merge exits 1 as one run does$
stdout ^ok run 2 shards: each of 20 cases in exactly one shard$
stdout ^ok run 2 shards: merged report is one run's, times aside$
stdout ^ok run 2 shards: rendered xml is one run's, times aside$
stdout ^ok run 2 shards: rendered tap is one run's, times aside$
stdout ^ok run 2 shards: rendered md is one run's, times aside$

sh JUDGE="$JUDGE" python3 shard-check run shards 3 --all --no-cache
exit 0
stdout ^ok run 3 shards: each of 20 cases in exactly one shard$
stdout ^ok run 3 shards: rendered md is one run's, times aside$

sh JUDGE="$JUDGE" python3 shard-check run shards 4 --all --no-cache
exit 0
stdout ^ok run 4 shards: each of 20 cases in exactly one shard$
stdout ^ok run 4 shards: rendered xml is one run's, times aside$

sh JUDGE="$JUDGE" python3 shard-check verify shards 1 --all
exit 0
stdout ^ok verify 1 shards: each of 6 submissions in exactly one shard$
stdout ^ok verify 1 shards: merged report is one run's, times aside$

sh JUDGE="$JUDGE" python3 shard-check verify shards 2 --all
exit 0
stdout ^ok verify 2 shards: merge exits 1 as one run does$
stdout ^ok verify 2 shards: each of 6 submissions in exactly one shard$
stdout ^ok verify 2 shards: merged report is one run's, times aside$

sh JUDGE="$JUDGE" python3 shard-check verify shards 3 --all
exit 0
stdout ^ok verify 3 shards: merged report is one run's, times aside$

sh JUDGE="$JUDGE" python3 shard-check verify shards 4 --all
exit 0
stdout ^ok verify 4 shards: each of 6 submissions in exactly one shard$
stdout ^ok verify 4 shards: merged report is one run's, times aside$

# Hostile bytes and a CE survive the round trip through the JSON reader
sh JUDGE="$JUDGE" python3 shard-check run multi 3 --all --no-cache
exit 0
stdout ^ok run 3 shards: each of 6 cases in exactly one shard$
stdout ^ok run 3 shards: rendered xml is one run's, times aside$
stdout ^ok run 3 shards: rendered tap is one run's, times aside$

# A shard report says which shard it is and each case its index; one run's says neither
judge run --root shards add --shard 2/3 --json -
exit 0
json shard = {"index": 2, "count": 3}
json problems.0.cases.0.index = 4
json problems.0.total = 3
json summary.cases = 3

# A shard with nothing to do (one case selected, in shard 3 of 4) writes a valid empty report
judge run --root shards add --case one --shard 1/4 --json -
exit 0
json problems.0.cases = []
json problems.0.total = 0
json summary.verdict = "AC"
json complete = true

# Equal weights (no times recorded): 11 cases as 4 + 3 + 4, by the midpoint of each case's
# share; the same in every run: shard 2 of 3 holds cases 4 to 6 (neg to mixed-1), again
judge run --root shards add --shard 2/3 --json -
exit 0
json problems.0.cases.0.name = "neg"
json problems.0.cases.2.name = "mixed-1"

# --shard-times: a case recorded as slow (100 s) weighs half the work: shard 1 of 2 is it alone
setup sh "$JUDGE" run --root shards --all --no-cache --json {tmp}/t.json >/dev/null; \
    python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); \
    d["problems"][0]["cases"][0]["wall_ms"]=100000; json.dump(d,open(sys.argv[1],"w"))' {tmp}/t.json
judge run --root shards --all --shard 1/2 --shard-times {tmp}/t.json --json -
exit 1
json problems.0.cases.0.name = "one"
json problems.0.total = 1
json problems.1.verdict = "CE"
json problems.2.total = 0
json summary.cases = 1

# Bad --shard values, and options that do not go with it: usage errors
judge run --root shards --all --shard 0/2
exit 2
stderr invalid value '0/2' for --shard \(expected K/N, 1 <= K <= N <= 1000\)

judge run --root shards --all --shard 3/2
exit 2
stderr invalid value '3/2' for --shard

judge verify --root shards --all --shard 1/x
exit 2
stderr invalid value '1/x' for --shard

judge run --root shards --all --shard 1/2 --stop-on-failure
exit 2
stderr --stop-on-failure cannot be split

judge run --root shards --all --shard-times x.json
exit 2
stderr --shard-times balances --shard; give --shard K/N too

# --shard-times takes a report of the same kind
setup sh "$JUDGE" verify --root shards add --json {tmp}/v.json >/dev/null
judge run --root shards --all --shard 1/2 --shard-times {tmp}/v.json
exit 2
stderr --shard-times: .*/v.json: a verify report, not a run report$

# merge refuses: a missing shard, a shard twice, overlapping shards, mixed kinds, another
# judge version, other problems, a report that is no shard, a file that is not JSON
setup sh for k in 1 2 3; do "$JUDGE" run --root shards --all --shard $k/3 \
    --json {tmp}/s$k.json >/dev/null; done; true
judge report merge {tmp}/m.json {tmp}/s1.json {tmp}/s2.json
exit 2
stderr ^judge: .*/s1.json: shard 1 of 3, but 2 reports are merged$

setup sh for k in 1 2 3; do "$JUDGE" run --root shards --all --shard $k/3 \
    --json {tmp}/s$k.json >/dev/null; done; true
judge report merge {tmp}/m.json {tmp}/s1.json {tmp}/s2.json {tmp}/s2.json
exit 2
stderr ^judge: .*/s2.json: shard 2 of 3 again \(also .*/s2.json\)$

setup sh for k in 1 2 3; do "$JUDGE" run --root shards --all --shard $k/3 \
    --json {tmp}/s$k.json >/dev/null; done; true
setup sh python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); \
    d["problems"][0]["cases"][0]["index"]=0; json.dump(d,open(sys.argv[1],"w"))' {tmp}/s2.json
judge report merge {tmp}/m.json {tmp}/s1.json {tmp}/s2.json {tmp}/s3.json
exit 2
stderr ^judge: .*/s1.json and .*/s2.json: both hold case 0 of problem 'add' \(shards overlap\)$

setup sh for k in 1 2 3; do "$JUDGE" run --root shards --all --shard $k/3 \
    --json {tmp}/s$k.json >/dev/null; done; true
setup sh "$JUDGE" verify --root shards --all --shard 3/3 --json {tmp}/v3.json >/dev/null; true
judge report merge {tmp}/m.json {tmp}/s1.json {tmp}/s2.json {tmp}/v3.json
exit 2
stderr ^judge: .*/v3.json: a verify report, but .*/s1.json is a run report$

setup sh for k in 1 2 3; do "$JUDGE" run --root shards --all --shard $k/3 \
    --json {tmp}/s$k.json >/dev/null; done; true
setup sh sed 's/"version":"[^"]*"/"version":"0.0.9"/' {tmp}/s3.json > {tmp}/old.json
judge report merge {tmp}/m.json {tmp}/s1.json {tmp}/s2.json {tmp}/old.json
exit 2
stderr ^judge: .*/old.json: written by judge 0.0.9, but .*/s1.json by judge
!stdout .

setup sh "$JUDGE" run --root shards add --shard 2/2 --json {tmp}/a2.json >/dev/null; true
setup sh "$JUDGE" run --root shards --all --shard 1/2 --json {tmp}/b1.json >/dev/null; true
judge report merge {tmp}/m.json {tmp}/b1.json {tmp}/a2.json
exit 2
stderr ^judge: .*/a2.json: its problems differ from those of .*/b1.json

setup sh "$JUDGE" run --root shards add --json {tmp}/one.json >/dev/null
judge report merge {tmp}/m.json {tmp}/one.json
exit 2
stderr ^judge: .*/one.json: not a shard report \(no "shard": written without --shard K/N\)$

setup write {tmp}/bad.json {"schema": 1,\n "problems": [1,,2]}\n
judge report merge {tmp}/m.json {tmp}/bad.json
exit 2
stderr ^judge: .*/bad.json:2:17: not valid JSON$

judge report merge {tmp}/m.json
exit 2
stderr merge takes OUT.json and at least one IN.json

# render: from one run's report too; a verify report or a broken member is refused
setup sh "$JUDGE" run --root shards --all --json {tmp}/r.json >/dev/null; true
judge report render {tmp}/r.json --junit -
exit 0
stdout ^<testsuites>$
stdout ^  <testsuite name="add" package="add" id="0" tests="11" failures="0" errors="0"
stdout ^    <testcase classname="parity" name="minus-3"

# JUnit's timestamp is when judging each problem began, the JSON's started (UTC), live
# and when rendered later; a report without it (null) is rendered with the render's time
sh "$JUDGE" run --root shards --all --json {tmp}/r.json --junit {tmp}/r.xml >/dev/null; \
    python3 -c 'import json, re, sys; d = json.load(open(sys.argv[1])); \
    x = re.findall(r"<testsuite name=\"(\w+)\".*? timestamp=\"([^\"]+)\"", \
    open(sys.argv[2]).read()); s = {p["id"]: p["started"] for p in d["problems"]}; \
    print(len(x), "suites at their start:", all(s[n] == t + "Z" for n, t in x))' \
    {tmp}/r.json {tmp}/r.xml
exit 0
stdout ^3 suites at their start: True$
setup sh "$JUDGE" run --root shards --all --json {tmp}/r.json >/dev/null; true
setup sh sed 's/"started": "[^"]*"/"started": "2001-02-03T04:05:06Z"/' {tmp}/r.json > {tmp}/t.json
judge report render {tmp}/t.json --junit -
exit 0
stdout ^  <testsuite name="add" .* timestamp="2001-02-03T04:05:06" hostname=
!stdout timestamp="(?!2001-02-03T04:05:06")
setup sh sed 's/"started": "[^"]*"/"started": null/' {tmp}/r.json > {tmp}/t.json
judge report render {tmp}/t.json --junit -
exit 0
stdout ^  <testsuite name="add" .* timestamp="2[0-9]{3}-[01][0-9]-[0-3][0-9]T
!stdout timestamp="2001
setup sh sed 's/"started": "[^"]*"/"started": "yesterday"/' {tmp}/r.json > {tmp}/t.json
judge report render {tmp}/t.json --junit -
exit 2
stderr ^judge: .*/t.json: problems\[0\]: "started" is missing or not a moment in UTC \
    \(2026-12-02T01:02:03Z\) or null$

# A run stopped early lists the selected cases it did not judge (not_judged, in testdata
# order); JUnit and TAP rendered from its report skip the cases the live ones skipped
sh "$JUDGE" run --root shards parity --stop-on-failure -j 1 --json {tmp}/r.json \
    --junit {tmp}/live.xml --tap >{tmp}/live.tap 2>/dev/null; \
    "$JUDGE" report render {tmp}/r.json --junit {tmp}/again.xml --tap {tmp}/again.tap && \
    python3 -c 'import json, sys; p = json.load(open(sys.argv[1]))["problems"][0]; \
    print("not judged:", *(c["name"] for c in p["not_judged"]))' {tmp}/r.json && \
    grep SKIP {tmp}/live.tap >{tmp}/a && grep SKIP {tmp}/again.tap >{tmp}/b && \
    cmp {tmp}/a {tmp}/b && \
    grep -c '<skipped message="not judged: stopped early"/>' {tmp}/live.xml {tmp}/again.xml
exit 0
stdout ^not judged: minus-4 n11 minus-9 n100$
stdout ^.*/live.xml:4$
stdout ^.*/again.xml:4$

# Merged, the shards' cases not judged (an interrupted shard's) are one list in testdata
# order: here each shard's last two parity cases, moved to not_judged
setup sh for k in 1 2; do "$JUDGE" run --root shards parity --shard $k/2 \
    --json {tmp}/p$k.json >/dev/null; done; python3 -c 'import json, sys; \
    [(d := json.load(open(f)), p := d["problems"][0], p.update(not_judged=[ \
    {k: c[k] for k in ("index", "name", "file", "line", "column")} \
    for c in p["cases"][-2:]], cases=p["cases"][:-2], total=p["total"] - 2), \
    json.dump(d, open(f, "w"))) for f in sys.argv[1:]]' {tmp}/p1.json {tmp}/p2.json
sh "$JUDGE" report merge {tmp}/m.json {tmp}/p1.json {tmp}/p2.json; python3 -c 'import json; \
    p = json.load(open("{tmp}/m.json"))["problems"][0]; \
    print("not judged:", *(c["name"] for c in p["not_judged"]), "| judged:", \
    *(c["name"] for c in p["cases"]))'
exit 0
stdout ^not judged: n2 n7 minus-9 n100 \| judged: n0 n1 minus-3 minus-4 n11$

# A merged report's problems began when the earliest shard's did
setup sh "$JUDGE" run --root shards --all --shard 1/2 --json {tmp}/s1.json >/dev/null; \
    "$JUDGE" run --root shards --all --shard 2/2 --json {tmp}/s2.json >/dev/null; \
    sed -i 's/"started": "[^"]*"/"started": "2002-01-01T00:00:00Z"/' {tmp}/s1.json; \
    sed -i 's/"started": "[^"]*"/"started": "2001-06-30T23:59:59Z"/' {tmp}/s2.json; true
sh "$JUDGE" report merge {tmp}/m.json {tmp}/s1.json {tmp}/s2.json; \
    python3 -c 'import json, sys; \
    print(sorted({p["started"] for p in json.load(open(sys.argv[1]))["problems"]}))' {tmp}/m.json
exit 0
stdout ^\['2001-06-30T23:59:59Z'\]$

# render --html: the page of the report's own cases and numbers, as html-check reads them
setup sh "$JUDGE" run --root shards --all --json {tmp}/r.json >/dev/null; true
sh "$JUDGE" report render {tmp}/r.json --html {tmp}/r.html && \
    python3 html-check run {tmp}/r.html {tmp}/r.json
exit 0
stdout ^ok

# Shard reports and their merge keep to the JSON Schema (shard, index, column), run and verify
sh "$JUDGE" run --root shards --all --shard 1/2 --json {tmp}/s1.json >/dev/null; \
    "$JUDGE" run --root shards --all --shard 2/2 --json {tmp}/s2.json >/dev/null; \
    "$JUDGE" report merge {tmp}/m.json {tmp}/s1.json {tmp}/s2.json; \
    "$JUDGE" verify --root shards --all --shard 1/2 --json {tmp}/v1.json >/dev/null; \
    python3 report-check json {tmp}/s1.json {tmp}/m.json | grep '^ok'; \
    python3 report-check verify-json {tmp}/v1.json | grep '^ok'
exit 0
stdout ^ok json .*/s1.json$
stdout ^ok json .*/m.json$
stdout ^ok verify-json .*/v1.json$

# A verify report says when judging each submission began
judge verify --root shards add --json -
exit 0
json problems.0.submissions.0.started ~ ^20\d\d-\d\d-\d\dT\d\d:\d\d:\d\dZ$

setup sh "$JUDGE" verify --root shards add --json {tmp}/v.json >/dev/null
judge report render {tmp}/v.json --junit {tmp}/x.xml
exit 2
stderr ^judge: .*/v.json: a verify report; only a run report can be rendered$

setup sh "$JUDGE" run --root shards --all --json {tmp}/r.json >/dev/null; true
setup sh sed 's/"verdict":"WA"/"verdict":"XX"/' {tmp}/r.json > {tmp}/xx.json
judge report render {tmp}/xx.json --tap -
exit 2
stderr ^judge: .*/xx.json: problems\[2\].cases\[4\]: "verdict" is missing or not a verdict$

judge report frobnicate
exit 2
stderr unknown subcommand 'frobnicate' \(merge or render\)

# The GitHub Actions workflow parses, and its jobs run here in order: shards, artifacts, merge
sh JUDGE="$JUDGE" python3 workflow-check ../../../.github/workflows/judge-shards.yml shards
exit 0
stdout ^ok the workflow parses: times, 4 shards, merge$
stdout ^ok each of 4 shard jobs uploaded its report$
stdout ^ok the merge job merged 20 cases as one run, wrote report.xml$
stdout ^ok the merge job fails as one run \(exit 1\)$

# The GitLab example in README.md parses, and its jobs run here: 4 nodes, then the report job
sh JUDGE="$JUDGE" python3 workflow-check --gitlab ../../../README.md shards
exit 0
stdout ^ok the GitLab example parses: judge \(parallel: 4\), judge-report$
stdout ^ok the GitLab jobs merged 20 cases as one run, exit 1 as it$
