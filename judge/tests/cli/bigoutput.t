# Outputs past 1 MiB are compared while the program writes them (judge/pipeline/stream_check.c).
# Each test copies big/tree to {tmp}/t: big.c prints N lines "i i*7%1000003";
# the answers are written by big/answer (awk, a second implementation) and changed with sed.

# A 3.3 MB output, compared as it streams: AC
setup copy big/tree {tmp}/t
setup sh big/answer > {tmp}/t/testdata/big/big.ans
sh "$JUDGE" run --root {tmp}/t big --no-cache --json {tmp}/r.json && \
    echo "answer bytes $(wc -c < {tmp}/t/testdata/big/big.ans)"
exit 0
stdout ^  AC  big
stdout ^answer bytes 3357142$
jsonfile {tmp}/r.json problems.0.cases.0.output_bytes = 3357142
jsonfile {tmp}/r.json problems.0.cases.0.verdict = "AC"

# A difference deep in a big output: WA at its line, token and excerpt (line 200000 holds
# i = 199999, whose second token is 199999 * 7 % 1000003 = 399990)
setup copy big/tree {tmp}/t
setup sh big/answer | sed '200000s/ .*/ 5/' > {tmp}/t/testdata/big/big.ans
sh "$JUDGE" run --root {tmp}/t big --no-cache --json {tmp}/r.json
exit 1
stdout ^  WA  big
jsonfile {tmp}/r.json problems.0.cases.0.verdict = "WA"
jsonfile {tmp}/r.json problems.0.cases.0.difference.line = 200000
jsonfile {tmp}/r.json problems.0.cases.0.difference.token = 400000
jsonfile {tmp}/r.json problems.0.cases.0.difference.expected = "5"
jsonfile {tmp}/r.json problems.0.cases.0.difference.received = "399990"

# A big output that only an exact comparison refuses (big/exact): WA with the hint,
# which reads the output again
setup copy big/tree {tmp}/t
setup copy big/exact {tmp}/t
setup sh big/answer | sed '123456s/ /  /' > {tmp}/t/testdata/big/big.ans
sh "$JUDGE" run --root {tmp}/t big --no-cache
exit 1
stdout ^  WA  big
stdout line 123456
stdout hint: would pass with whitespace-insensitive comparison

# A program that stops writing and hangs (big/hang, wall 1s): TLE, the comparison given
# up with the run
setup copy big/tree {tmp}/t
setup copy big/hang {tmp}/t
setup sh big/answer > {tmp}/t/testdata/big/big.ans
sh "$JUDGE" run --root {tmp}/t big --no-cache
exit 1
stdout ^  TLE big .*\(wall\)

# Past the output limit while being compared (big/ole, output 2MiB): OLE
setup copy big/tree {tmp}/t
setup copy big/ole {tmp}/t
setup sh big/answer > {tmp}/t/testdata/big/big.ans
sh "$JUDGE" run --root {tmp}/t big --no-cache
exit 1
stdout ^  OLE big

# Two big cases at once (-j 2, a comparing thread per worker) and --repeat: every run
# compared (big/three: big, short and big2)
setup copy big/tree {tmp}/t
setup copy big/three {tmp}/t
setup sh big/answer > {tmp}/t/testdata/big/big.ans
sh "$JUDGE" run --root {tmp}/t big --no-cache -j 2 --repeat 2
exit 1
stdout ^  AC  big
stdout ^  WA  short .*
stdout ^  AC  big2
stdout ^big: WA  2/3 cases passed
