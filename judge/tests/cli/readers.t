# The real readers of each CI report, as installed from Debian (scripts/bootstrap): xmllint
# with the published JUnit schemas (schemas/), node's tap-parser in strict mode, perl's
# prove, GitHub's Markdown renderer cmark-gfm. Over the 'multi' tree (AC, WA, RE, CE) and
# the 'hostile' one (lone CR, "##[", "::", U+2028, bytes not UTF-8, "]]>", '&' and '<' in
# the testdata path). A reader missing is a skip here, a failure in CI (CI=true).

# JUnit: valid against Jenkins' xunit schema and the Ant one, for every tree
sh GITHUB_WORKSPACE=$PWD "$JUDGE" run --root multi --all --junit {tmp}/m.xml >/dev/null; \
    "$JUDGE" run --root multi --stop-on-failure --junit {tmp}/s.xml lc486 >/dev/null; \
    "$JUDGE" run --root checkers --junit {tmp}/c.xml --case '[!lh]*' broken kt tl >/dev/null; \
    python3 report-check xml {tmp}/m.xml {tmp}/s.xml {tmp}/c.xml
exit 0
stdout ^ok xml .*/m.xml$
stdout ^ok xml .*/s.xml$
stdout ^ok xml .*/c.xml$
!stdout ^error

setup copy hostile {tmp}/a&b<c
sh "$JUDGE" run --root '{tmp}/a&b<c' --all --junit {tmp}/h.xml >/dev/null; \
    python3 report-check xml {tmp}/h.xml
exit 0
stdout ^ok xml
!stdout ^error

# JUnit: an interrupted run is valid too (its 'judge' suite has what the schemas require)
setup copy tree {tmp}/t
setup copy programs/sleep.c {tmp}/t/solutions/sum.c
sh "$JUDGE" run --root {tmp}/t -j 1 sum --junit {tmp}/r.xml >/dev/null 2>&1 & pid=$!; \
    ./wait-running $pid; kill -INT $pid; wait $pid; echo "rc=$?"; \
    python3 report-check xml {tmp}/r.xml
exit 0
stdout ^rc=130$
stdout ^ok xml
!stdout ^error

# TAP: node's tap-parser in strict mode keeps every point and the plan
sh GITHUB_WORKSPACE=$PWD "$JUDGE" run --root multi --all --tap 2>/dev/null | node tap-node-check
exit 0
stdout ^version 14$
stdout ^point 5 not ok lc486: tricky \(WA, [0-9.]+ms\)$
stdout ^diag 6 stderr="bad bytes: \\u0001\\u001b\[31m <&> \\\\xFF\\\\xFE \]\]> \\"%,:\\n"$
stdout ^point 7 not ok zce: compile \(CE\)$
stdout ^plan 1\.\.7$
stdout ^count 7 pass 4 fail 3 skip 0$
!stdout ^error

setup copy hostile {tmp}/a&b<c
sh "$JUDGE" run --root '{tmp}/a&b<c' --all --tap 2>/dev/null | node tap-node-check
exit 0
stdout ^diag 2 stderr="lone\\rCR ##\[warning\]w\\n::error file=x::injected\\n
stdout ^point 3 ok hostile: ok
stdout ^plan 1\.\.3$
stdout ^count 3 pass 1 fail 2 skip 0$
!stdout ^error

sh "$JUDGE" run --root multi --stop-on-failure --tap lc486 2>/dev/null | node tap-node-check
exit 0
stdout ^point 3 skip lc486: crash$
stdout ^plan 1\.\.3$
!stdout ^error

# TAP: Debian 12's prove refuses version 14 and reads --tap-version 13 whole
sh "$JUDGE" run --root multi --all --tap >{tmp}/t14 2>/dev/null; \
    "$JUDGE" run --root multi --all --tap --tap-version 13 >{tmp}/t13 2>/dev/null; \
    head -1 {tmp}/t13; prove -e cat {tmp}/t14 2>&1 | grep 'Parse errors'; \
    prove -e cat {tmp}/t13 >{tmp}/p13 2>&1; cat {tmp}/p13; \
    echo "13: $(grep -c 'Parse errors' {tmp}/p13) parse errors"
exit 0
stdout ^TAP version 13$
stdout ^  Parse errors: TAP specified version 14 but we don't know about versions later than 13$
stdout Tests: 7 Failed: 3\)$
stdout ^  Failed tests:  5-7$
stdout ^13: 0 parse errors$

# --tap-version: 13 or 14, and only with --tap
judge run --root multi --tap-version 12 --tap lc464
exit 2
stderr invalid value '12' for --tap-version

judge run --root multi --tap-version 13 lc464
exit 2
stderr --tap-version is for --tap

# Markdown: cmark-gfm renders each table whole, and no HTML of the content's survives
sh "$JUDGE" run --root multi --all --summary {tmp}/s.md >/dev/null; \
    python3 report-check markdown {tmp}/s.md
exit 0
stdout ^rendered table 1 columns 5 rows 3$
stdout ^rendered table 3 columns 5 rows 3$
stdout ^ok markdown
!stdout ^error

setup copy hostile {tmp}/a&b<c
sh "$JUDGE" run --root '{tmp}/a&b<c' --all --summary {tmp}/s.md >/dev/null; \
    python3 report-check markdown {tmp}/s.md
exit 0
stdout ^rendered table 2 columns 5 rows 3$
stdout ^ok markdown
!stdout ^error

# JSON: run reports valid against the published schema (judge/report/schema), hostile ones too
sh GITHUB_WORKSPACE=$PWD "$JUDGE" run --root multi --all --json {tmp}/m.json >/dev/null; \
    "$JUDGE" run --root multi --stop-on-failure --json {tmp}/s.json lc486 >/dev/null; \
    "$JUDGE" run --root checkers --json {tmp}/c.json --case '[!lh]*' broken kt tl >/dev/null; \
    "$JUDGE" run --root multi --case 'none*' --json {tmp}/n.json lc464 >/dev/null; \
    python3 report-check json {tmp}/m.json {tmp}/s.json {tmp}/c.json {tmp}/n.json | grep '^ok'
exit 0
stdout ^ok json .*/m.json$
stdout ^ok json .*/s.json$
stdout ^ok json .*/c.json$
stdout ^ok json .*/n.json$

# A scored problem's run and verify reports (score, max_score, groups, checker_score) too
sh "$JUDGE" run --root scoring sc --json {tmp}/sc.json >/dev/null; \
    "$JUDGE" verify --root scoring sc --json {tmp}/scv.json >/dev/null; \
    python3 report-check json {tmp}/sc.json | grep '^ok'; \
    python3 report-check verify-json {tmp}/scv.json | grep '^ok'
exit 0
stdout ^ok json .*/sc.json$
stdout ^ok verify-json .*/scv.json$

# An interactive problem's report (interactor, transcript), kept transcripts too
sh "$JUDGE" run --root interactive kt --case play --case wa-first --keep {tmp}/k \
    --json {tmp}/i.json >/dev/null; \
    python3 report-check json {tmp}/i.json | grep '^ok'
exit 0
stdout ^ok json .*/i.json$

setup copy hostile {tmp}/a&b<c
sh "$JUDGE" run --root '{tmp}/a&b<c' --all --json {tmp}/h.json >/dev/null; \
    python3 report-check json {tmp}/h.json | grep -v '^case'
exit 0
stdout ^ok json
!stdout ^error

# JSON: verify reports too (own format, a package, hostile bytes in a reason: '##[' escaped)
setup copy hostile {tmp}/a&b<c
sh "$JUDGE" verify --root tree sum --json {tmp}/t.json >/dev/null 2>&1; \
    "$JUDGE" verify --root verify-bad sum --json {tmp}/b.json >/dev/null 2>&1; \
    "$JUDGE" verify packages/legacy-sum --json {tmp}/p.json >/dev/null 2>&1; \
    "$JUDGE" verify --root '{tmp}/a&b<c' --all --json {tmp}/h.json >/dev/null 2>&1; \
    python3 report-check verify-json {tmp}/t.json {tmp}/b.json {tmp}/p.json {tmp}/h.json
exit 0
stdout ^ok verify-json .*/t.json$
stdout ^ok verify-json .*/b.json$
stdout ^ok verify-json .*/p.json$
stdout ^ok verify-json .*/h.json$
!stdout ^error

# The schema lists every member: one it does not know fails the check
sh "$JUDGE" run --root multi --json {tmp}/r.json lc464 >/dev/null; python3 -c \
    'import json,sys; d=json.load(open(sys.argv[1])); d["problems"][0]["extra"]=1; \
    json.dump(d,open(sys.argv[1],"w"))' {tmp}/r.json; python3 report-check json {tmp}/r.json
exit 1
stdout ^error .*problems/0: Additional properties are not allowed \('extra' was unexpected\)

# A scored package whose group folder's name holds a quote, a colon and '#': its TAP score
# point's YAML stays one value for tap-parser in strict mode
setup copy scoring/packages/current-score {tmp}/p
setup sh mv {tmp}/p/data/secret/g3 "{tmp}/p/data/secret/g3 'x': #y"
sh "$JUDGE" run {tmp}/p --tap 2>/dev/null | node tap-node-check
exit 0
stdout ^diag [0-9]+ .*g3 'x': #y
!stdout ^error
