# Reports carry what a program wrote (hostile/: lone CR, "##[", "::", U+2028, bytes that
# are not UTF-8, "]]>", a character cut at 255 bytes) escaped, under a testdata path with
# '&' and '<': each report checked by a strict reader (report-check, xmllint, tap-check).

# JSON: strict UTF-8, parsed, nothing a workflow command; stderr cut on a character boundary
setup copy hostile {tmp}/a&b<c
sh "$JUDGE" run --root '{tmp}/a&b<c' --all --json {tmp}/r.json >/dev/null; \
    python3 report-check json {tmp}/r.json
exit 0
stdout ^ok json
stdout ^case crash stderr='lone\\rCR ##\[warning\]w\\n::error file=x::injected\\n
stdout ^case crash stderr=.* \\\\xFF\\\\xFE \]\]> <&>\\na+'$
stdout ^case wa message=.*received '##\[error\]out'.$
!stdout ^error

# JUnit: well-formed (xmllint) with '&' and '<' in the testdata path, nothing raw
setup copy hostile {tmp}/a&b<c
sh GITHUB_WORKSPACE={tmp} "$JUDGE" run --root '{tmp}/a&b<c' --all --junit {tmp}/r.xml \
    >/dev/null; python3 report-check xml {tmp}/r.xml && python3 junit-check {tmp}/r.xml; \
    grep -c '^at a&amp;b&lt;c/testdata/hostile/cases.yaml:2:5$' {tmp}/r.xml
exit 0
stdout ^ok xml
stdout ^suite hostile tests=3 failures=2 errors=0$
stdout ^stderr hostile/crash 'lone\\rCR ##\[warning\]w\\n::error file=x::injected
stdout ^1$
!stdout ^error

# TAP: strict YAML values (U+2028 as \u2028), no line a workflow command
setup copy hostile {tmp}/a&b<c
sh "$JUDGE" run --root '{tmp}/a&b<c' --all --tap >{tmp}/t.tap 2>/dev/null; \
    python3 report-check lines {tmp}/t.tap && python3 tap-check <{tmp}/t.tap; \
    grep -c 'u2028' {tmp}/t.tap
exit 0
stdout ^ok lines
stdout ^yaml 2 stderr='lone\\rCR ##\[warning\]w\\n::error file=x::injected\\n  ::set-output
stdout ^plan 3$
stdout ^2$
!stdout ^error

# The text table on a CI log, the annotations and the summary: nothing a workflow command
setup copy hostile {tmp}/a&b<c
sh GITHUB_ACTIONS=true "$JUDGE" run --root '{tmp}/a&b<c' --all --summary {tmp}/s.md \
    >{tmp}/out 2>{tmp}/err; python3 report-check lines {tmp}/out {tmp}/s.md && \
    python3 report-check annotations {tmp}/err && python3 summary-check {tmp}/s.md; \
    cat {tmp}/out
exit 0
stdout ^ok lines .*/out$
stdout ^ok annotations
stdout ^table 2 columns 5 rows 3$
stdout ^       stderr: lone\\rCR #\\x23\[warning\]w \.\.\.$
stdout ^       received: #\\x23\[error\]out$
!stdout ^error
