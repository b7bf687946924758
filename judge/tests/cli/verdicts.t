# A correct solution gets AC on every case, exit 0
judge run --root tree sum
exit 0
stdout ^  AC  small
stdout ^sum: AC  3/3 cases passed

# The second run serves the binary from the compile cache
sh "$JUDGE" run --root tree sum >/dev/null && "$JUDGE" run --root tree sum
exit 0
stdout ^sum: AC .*compile cached

# Wrong answer: exit 1, the case, where it comes from, and the first difference
judge run --root tree --solution programs/wa.c sum
exit 1
stdout ^  WA  from-files
stdout at .*tree/testdata/sum/cases.yaml:8:5
stdout expected.*4000000000
stdout ^       received: -294967296$
stdout ^                 \^$
stdout ^sum: WA  2/3 cases passed

# CPU time limit
judge run --root tree --solution programs/tle.c sum --case small
exit 1
stdout ^  TLE small .*\(cpu\)

# Wall-clock limit: a sleeping program is stopped too
judge run --root tree --solution programs/sleep.c sum --case small
exit 1
stdout ^  TLE small .*\(wall\)

# Memory limit, under a CPU limit no page-by-page filling of 64MiB nears on any machine (on a
# fresh VM whose host backs memory on first touch, 256MiB took over a second of CPU time)
setup copy tree {tmp}/t
setup sh sed -i 's/^  time: 500ms$/  time: 10s/; s/^  wall: 4s$/  wall: 30s/' \
    {tmp}/t/problems/sum/problem.yaml
judge run --root {tmp}/t --solution programs/mle.c sum --case small
exit 1
stdout ^sum: .*limits 10s CPU, 64MiB memory
stdout ^  MLE small

# What a program wrote reaches the table escaped: no terminal escape or lone CR gets through
# (a raw CR would split the line that the first pattern matches whole)
judge run --root tree --solution programs/stderr-escapes.c sum --case small
exit 1
stdout ^       stderr: \\x1b\[2J\\x1b\[H\\rsum: AC  3/3 cases passed\\x07 \.\.\.$
!stdout \x1b
!stdout \a

# So does a compiler's log quoting the source
judge run --root tree --solution programs/ce-escapes.c sum
exit 1
stdout ^  \| .*error: #error "\\x1b\[2J\\x1b\[H$
!stdout \x1b

# Output limit
judge run --root tree --solution programs/ole.c sum --case small
exit 1
stdout ^  OLE small

# Run-time error: exit code, with the program's stderr shown
judge run --root tree --solution programs/exit3.c sum --case small
exit 1
stdout ^  RE  small .*\(exit code 3\)
stdout stderr: giving up

# Run-time error: a signal, by name
judge run --root tree --solution programs/segv.c sum --case small
exit 1
stdout ^  RE  small .*\(SIGSEGV\)

# A signal the program raises itself is no measurement: the right answer, then SIGXCPU after
# 1 ms is RE under the signal's name, not TLE; SIGXFSZ after 3 bytes is RE, not OLE
judge run --root tree --solution programs/xcpu-self.c sum --case small
exit 1
stdout ^  RE  small .*\(SIGXCPU\)
!stdout (^  |: )TLE  

judge run --root tree --solution programs/xfsz-self.c sum --case small
exit 1
stdout ^  RE  small .*\(SIGXFSZ\)
!stdout (^  |: )OLE  

# Compilation error: verdict CE and the compiler's first errors
judge run --root tree --solution programs/ce.c sum
exit 1
stdout ^sum: CE
stdout \| .*error: expected

# --case selects cases by glob
judge run --root tree sum --case 'neg*'
exit 0
stdout ^sum: AC  1/1 cases passed
!stdout small

# -q prints only the summary line
judge run --root tree -q sum
exit 0
stdout ^sum: AC
!stdout ^  AC

# The JSON report on stdout is valid and complete
judge run --root tree sum --json -
exit 0
json schema = 1
json complete = true
json problems.0.id = "sum"
json problems.0.verdict = "AC"
json problems.0.compile.status = "ok"
json problems.0.cases.0.name = "small"
json problems.0.cases.0.verdict = "AC"
json problems.0.cases.0.exit_code = 0
json problems.0.cases.0.signal = null
json problems.0.limits.time_ms = 500
json problems.0.limits.wall_ms = 4000
json summary.passed = 3

# --all --json - covers every problem, in name order
judge run --root tree --all --json -
exit 1
json problems.0.id = "answer"
json problems.1.id = "sum"
json summary.problems = 2
json summary.verdict = "WA"
json complete = true

# The JSON report to a file, with WA details
judge run --root tree --solution programs/wa.c sum --json {tmp}/r.json
exit 1
jsonfile {tmp}/r.json problems.0.verdict = "WA"
jsonfile {tmp}/r.json problems.0.cases.2.verdict = "WA"
jsonfile {tmp}/r.json problems.0.cases.2.message ~ expected
jsonfile {tmp}/r.json problems.0.cases.2.difference.line = 1

# RE details in JSON: exit code and signal
judge run --root tree --solution programs/segv.c sum --case small --json -
exit 1
json problems.0.cases.0.verdict = "RE"
json problems.0.cases.0.signal = "SIGSEGV"
json problems.0.cases.0.exit_code = null
