# judge timelimit, the margins judge verify prints, judge calibrate.  The fixtures burn
# CPU time read from their input (timelimit/): on case 'big' main 25ms, accepted/slow.c
# 100ms, time_limit_exceeded/spin.c 20s; times are asserted by structure and wide ratios.

# The limit from the slowest accepted case times 2, up to 100ms; the TLE run is stopped
# at 3 times it; margins as ratios
judge timelimit --root timelimit -n 2 burn
exit 0
stdout ^burn: time limit [0-9.]+m?s \(problem\.yaml: 120ms\)$
stdout ^  slowest accepted: [0-9]+ms, accepted/slow\.c on big \(x 2, up to a multiple of 100ms\)$
stdout ^  fastest time_limit_exceeded: >= [0-9.]+m?s, time_limit_exceeded/spin\.c on small \
    \(stopped there\)$
stdout ^  margins: limit/slowest accepted (2\.[0-9]+|3\.[0-4][0-9]) \(wanted >= 2\), \
    fastest time_limit_exceeded/limit >= 3\.[0-9]+ \(wanted >= 2\)$
!stdout wrote

# A TLE by the wall clock (an interactive submission that never flushes: idle) bounds no CPU
# time: lc374's no-flush.c is left out, counts-candidates.c bounds the limit; verify too
judge timelimit --root ../../.. -n 1 lc374
exit 0
stdout ^  fastest time_limit_exceeded: >= [0-9.]+m?s, time_limit_exceeded/counts-candidates\.c
!stdout no-flush

judge verify --root ../../.. lc374
exit 0
stdout ^  ok   time_limit_exceeded/no-flush\.c$
stdout fastest time_limit_exceeded >= [0-9.]+m?s \(time_limit_exceeded/counts-candidates\.c
!stdout within the margin

# --write: limits.time replaced where it stands and limits.calibration added, every other
# byte of problem.yaml kept (comments, blank lines, order)
env JUDGE_CACHE={tmp}/cache
setup copy timelimit {tmp}/t
judge timelimit --root {tmp}/t -n 1 --write burn
exit 0
stdout ^  wrote .*/problems/burn/problem\.yaml: limits\.time [0-9.]+m?s, \
    limits\.calibration [0-9]+$
sh timelimit/check-edit timelimit/problems/burn/problem.yaml {tmp}/t/problems/burn/problem.yaml
exit 0
stdout ^edit ok: time [0-9.]+m?s, calibration [0-9]+$

# No limit separates main from a TLE submission only 4 times slower: exit 1, nothing written
setup copy timelimit {tmp}/t
judge timelimit --root {tmp}/t -n 1 --write tight
exit 1
stdout ^tight: time limit 100ms \(problem\.yaml: 100ms\)$
stdout ^  fastest time_limit_exceeded: [0-9]+ms, time_limit_exceeded/barely\.c on big$
stdout ^  FAIL no limit separates them: time_limit_exceeded/barely\.c on big is within 2 \
    times the limit$
!stdout wrote
sh cmp timelimit/problems/tight/problem.yaml {tmp}/t/problems/tight/problem.yaml
exit 0

# verify prints the margins of the current limit and warns for an accepted submission
# within them (not a failure); each verdict on machines 25% slower and faster than this one
judge verify --root timelimit burn
exit 0
stdout ^  ok   accepted/slow\.c$
stdout ^  time limit 120ms: slowest accepted [0-9]+ms \(accepted/slow\.c on big\), \
    limit/slowest 1\.[0-9]+ \(wanted >= 2\); fastest time_limit_exceeded >= [0-9.]+m?s \
    \(time_limit_exceeded/spin\.c on small\), /limit >= [0-9.]+ \(wanted >= 2\)$
stdout ^  warn accepted/slow\.c: within the margin: [0-9]+ms on 'big' asks for a limit of \
    [0-9.]+m?s \(x 2\)$
!stdout warn main
stdout ^  speed: no limits: calibration: recorded; machines compared with this one$
stdout ^  speed main AC under 60ms \(the limit / 2\): holds 25% slower \(est\. [0-9]+ms\), \
    holds 25% faster \(est\. [0-9]+ms\)$
stdout ^  speed accepted/slow\.c AC: flips 25% slower \(est\. [0-9]+ms\), holds 25% faster
stdout ^  speed time_limit_exceeded/spin\.c TLE: holds 25% slower \(est\. >= [0-9.]+m?s\), \
    holds 25% faster \(est\. >= [0-9.]+m?s\)$
stdout ^verify: 1 problem, 0 expectations missed$

# A limit set on a machine far slower than this one (calibration 1): there, every accepted
# run is far over the limit; set on one far faster, a stopped TLE run may not be one there
env JUDGE_CACHE={tmp}/cache
setup copy timelimit {tmp}/t
setup sh sed -i 's/^  memory: 64MiB$/  memory: 64MiB\n  calibration: 1/' \
    {tmp}/t/problems/burn/problem.yaml
judge verify --root {tmp}/t burn
exit 0
stdout ^  speed: limit set at calibration 1, this machine [0-9]+: times there x [0-9.]+$
stdout ^  speed main AC under 60ms \(the limit / 2\): flips 25% slower \(est\. [0-9.]+m?s\), \
    flips 25% faster
setup sh sed -i 's/^  calibration: 1$/  calibration: 1000000/' \
    {tmp}/t/problems/burn/problem.yaml
judge verify --root {tmp}/t burn
exit 0
stdout ^  speed: limit set at calibration 1000000, this machine [0-9]+: times there x 0\.00$
stdout ^  speed main AC under 60ms \(the limit / 2\): holds 25% slower
stdout ^  speed time_limit_exceeded/spin\.c TLE: may flip 25% slower \(est\. >= [0-9]+ms\), \
    may flip

# calibration: a positive whole number, else a problem-definition error naming where
setup copy timelimit {tmp}/t
setup sh sed -i 's/^  memory: 64MiB$/  calibration: fast/' {tmp}/t/problems/burn/problem.yaml
judge check --root {tmp}/t burn
exit 2
stderr problems/burn/problem\.yaml:8:16: 

# calibrate: the median of two steady batches of N runs that agree, cached for this machine,
# where doctor finds it; a machine too noisy for that (it can be, under load) is refused, and
# its figures not cached (judge/tests/unit/test_calibration.c decides which batches settle)
env JUDGE_CACHE={tmp}/cache
judge doctor
stdout ^calibration:       none cached \('judge calibrate'\)$
env JUDGE_CACHE={tmp}/cache
sh $JUDGE calibrate -n 5 2>&1; echo "exit $?"
exit 0
stdout ^(calibration: [0-9]+ \(median of 10 runs, [0-9]+ batches measured; slowest [0-9]+, \
    fastest [0-9]+: spread [0-9.]+%\)|exit 3)$
stdout ^(machine: workload 1; .+; [0-9]+ CPUs?; Linux |judge: this machine is too noisy \
    to calibrate: 10 batches of 5 runs varied by [0-9.]+%, .*)
stdout ^exit [03]$
env JUDGE_CACHE={tmp}/cache
judge doctor
stdout ^calibration:       ([0-9]+ \(median of 10 runs, slowest [0-9]+, fastest [0-9]+\)|none \
    cached \('judge calibrate'\))$

# JUDGE_CALIBRATION stands for this machine's score when judging, not when calibrating
env JUDGE_CACHE={tmp}/cache
env JUDGE_CALIBRATION=1234
sh $JUDGE calibrate -n 5 2>&1; echo "exit $?"
stdout ^(note: JUDGE_CALIBRATION=1234 stands for this machine's score when judging|exit 3)$

# A package: its format's rule (legacy: x 5, up to 1s) and --write sets limits.time_limit
# (whole seconds: 1s for C, more where sum.py's interpreter starts slowly, as PyPy's may)
setup copy packages/legacy-sum {tmp}/p
setup sh rm {tmp}/p/.timelimit
judge timelimit -n 1 --write {tmp}/p
exit 0
stdout ^p: time limit [1-9][0-9]*s$
stdout ^  slowest accepted: [0-9]+ms, accepted/sum\.(c|py) on [a-z0-9/-]+ \(x 5, up to a \
    multiple of 1s\)$
stdout ^  wrote .*/problem\.yaml: limits\.time_limit [1-9][0-9]*$
sh grep -Ec '^  time_limit: [1-9][0-9]*$' {tmp}/p/problem.yaml
stdout ^1$
judge run {tmp}/p
exit 0
!stderr derived

# Usage
judge timelimit --root timelimit
exit 2
stderr give one problem
judge timelimit --root timelimit -n 0 burn
exit 2
