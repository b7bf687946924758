# judge list: every problem with title, source, limits, case count and last verdict.

# Before any run: no last verdict
judge list --root multi
exit 0
stdout ^ID +TITLE +SOURCE +TIME +MEMORY +CASES +LAST$
stdout ^lc464 +Sum of two +judge fixtures +1s +64MiB +3  -$
stdout ^lc486 +Echo <&"'> 100% +judge fixtures, hostile text +1s +64MiB +3  -$
stdout ^zce +Broken build +- +1s +64MiB +1  -$

# 'judge run' records each problem's verdict; list shows it with the cases passed and when
sh "$JUDGE" run -q --root multi --all >/dev/null; "$JUDGE" list --root multi
exit 0
stdout ^lc464 .* 3  AC 3/3 on \d{4}-\d\d-\d\d \d\d:\d\d$
stdout ^lc486 .* 3  RE 1/3 on \d{4}-\d\d-\d\d \d\d:\d\d$
stdout ^zce .* 1  CE on \d{4}-\d\d-\d\d \d\d:\d\d$

# The newest run wins; other problems keep theirs
sh "$JUDGE" run -q --root multi --all >/dev/null; cp -r multi {tmp}/t; \
    "$JUDGE" run -q --root multi lc464 >/dev/null; "$JUDGE" list --root multi
stdout ^lc464 .* AC 3/3 on
stdout ^zce .* CE on

# Judging another file is not the problem's verdict; judging some cases is marked
sh "$JUDGE" run -q --root multi --solution multi/solutions/lc486.c lc464 >/dev/null; \
    "$JUDGE" list --root multi
stdout ^lc464 .* 3  -$

# ...and judging only some cases is marked
sh "$JUDGE" run -q --root multi --case 'sample-*' lc464 >/dev/null; "$JUDGE" list --root multi
stdout ^lc464 .* AC 2/2 \(some cases\) on

# A solution or testdata changed after the run is flagged
setup copy multi {tmp}/t
sh "$JUDGE" run -q --root {tmp}/t lc464 >/dev/null && \
    touch -d '+1 hour' {tmp}/t/testdata/lc464/large.yaml && "$JUDGE" list --root {tmp}/t
exit 0
stdout ^lc464 .* AC 3/3 on .*, changed since$

# Records are per tree: a copy of the tree starts empty
setup copy multi {tmp}/t
sh "$JUDGE" run -q --root multi lc464 >/dev/null && "$JUDGE" list --root {tmp}/t
stdout ^lc464 .* 3  -$

# Two judges at once keep each other's records
sh "$JUDGE" run -q --root multi lc464 >/dev/null & "$JUDGE" run -q --root multi zce >/dev/null & \
    wait; "$JUDGE" list --root multi
stdout ^lc464 .* AC 3/3 on
stdout ^zce .* CE on

# A problem that fails to load is listed with its first error; the others still are
setup copy multi {tmp}/t
setup copy list-broken {tmp}/t
sh "$JUDGE" list --root {tmp}/t
exit 0
stdout ^lc486 +- +- +- +- +- +error: .*/problems/lc486/problem.yaml:2:1: \
    unknown problem key 'time_limt' \(and more: see 'judge check'\)$
stdout ^lc464 +Sum of two
stdout ^zce +Broken build

# Broken testdata: the title is known, the error is shown
setup copy multi {tmp}/t
setup write {tmp}/t/testdata/lc464/large.yaml cases: 3\n
sh "$JUDGE" list --root {tmp}/t
exit 0
stdout ^lc464 +Sum of two +- +- +- +- +error: .*/testdata/lc464/large.yaml:1:8: \
    'cases' must be a list

# A damaged record is ignored, line by line
sh "$JUDGE" run -q --root multi --all >/dev/null; f=$(ls {tmp}/cache/last/*.tsv); \
    sed -i -e 's/^lc464\t.*/lc464\tXX\t1/' -e 's/^zce\t.*/zce\tCE\t0\t1\t1e9\t0/' "$f"; \
    "$JUDGE" list --root multi
exit 0
stdout ^lc464 .* 3  -$
stdout ^lc486 .* RE 1/3 on
stdout ^zce .* 1  -$

# A record written for another tree (same file name) is not used
sh "$JUDGE" run -q --root multi --all >/dev/null; f=$(ls {tmp}/cache/last/*.tsv); \
    sed -i 's|^# root .*|# root /elsewhere|' "$f"; "$JUDGE" list --root multi
exit 0
stdout ^lc486 .* 3  -$

# --help, and usage errors
judge list --help
exit 0
stdout ^usage: judge list
stdout --root DIR

# An unknown option is a usage error
judge list --frob
exit 2
stderr try 'judge list --help'

# list takes no problem names
judge list --root multi lc464
exit 2
stderr unexpected argument 'lc464'

# A --root without problems/ is an error
judge list --root programs
exit 2
stderr has no 'problems' folder
