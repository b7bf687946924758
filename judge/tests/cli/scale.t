# Limits that travel (issue 28): scale/travel records that its 1s limit was set on a machine of
# calibration 1000; JUDGE_CALIBRATION says what this machine is.  Its solution burns 200ms of
# CPU time (clock(3)) whatever the machine's speed, so each verdict below holds with a margin
# of 3 or more on any machine: AC under 1s and 2s, TLE under 1s / 16.

# The same machine: x1.00, said once on stderr, the limit as written
env JUDGE_CALIBRATION=1000
judge run --root scale travel
exit 0
stderr ^judge: limits x1\.00: set at calibration 1000, this machine 1000 \(travel\)$
stdout ^travel: Burn then add \(.*; limits 1s CPU, 64MiB memory\)$
stdout ^  AC  burn 

# A machine 16 times faster: a 1s limit there asks for the work of 63ms here, which the
# 200ms of the solution exceeds; the header shows the limit in force and the one written
env JUDGE_CALIBRATION=16000
judge run --root scale travel
exit 1
stderr ^judge: limits x0\.06: set at calibration 1000, this machine 16000 \(travel\)$
stdout ^travel: Burn then add \(.*; limits 63ms CPU \(1s x0\.06\), 64MiB memory\)$
stdout ^  TLE burn +[0-9]+ms / 63ms 

# --exact-limits judges with the limit as written, and says so
env JUDGE_CALIBRATION=16000
judge run --root scale travel --exact-limits
exit 0
stderr ^judge: limits as written \(--exact-limits\): set at calibration 1000, this machine 16000
stdout ^travel: Burn then add \(.*; limits 1s CPU, 64MiB memory\)$

# Twice as slow: CPU and wall limits doubled, in the JSON report's limits (the problem's and
# the case's) beside limits_scale: the limits written, the factor, both scores
env JUDGE_CALIBRATION=500
judge run --root scale travel --json -
exit 0
json problems.0.limits.time_ms = 2000
json problems.0.limits.wall_ms = 20000
json problems.0.cases.0.limits.time_ms = 2000
json problems.0.limits_scale.factor = 2
json problems.0.limits_scale.written_time_ms = 1000
json problems.0.limits_scale.written_wall_ms = 10000
json problems.0.limits_scale.calibration = 1000
json problems.0.limits_scale.machine = 500
json problems.0.limits_scale.why_not = null
json problems.0.limits_scale.note = "limits x2.00: set at calibration 1000, this machine 500"

# Machines more than 16 times apart are not compared: the limit as written, with a warning
env JUDGE_CALIBRATION=20000
judge run --root scale travel --json -
exit 0
stderr ^judge: warning: limits as written \(the two machines are more than 16 times apart\): \
    set at calibration 1000, this machine 20000 \(travel\)$
json problems.0.limits_scale.factor = 1
json problems.0.limits_scale.why_not = "the two machines are more than 16 times apart"

# A JUDGE_CALIBRATION that is not a score is a usage error, before anything runs
env JUDGE_CALIBRATION=fast
judge run --root scale travel
exit 2
stderr ^judge: JUDGE_CALIBRATION: 'fast' is not a whole number from 1 to 1000000$

# Every report says it: JUnit's property, TAP's comment, the Markdown summary
env JUDGE_CALIBRATION=16000
judge run --root scale travel --tap --junit {tmp}/j.xml --summary {tmp}/s.md
exit 1
stdout ^# travel: limits x0\.06: set at calibration 1000, this machine 16000$
setup sh grep -q '<property name="limits" value="limits x0.06: set at calibration 1000, this ma' \
    {tmp}/j.xml
setup sh grep -q '^\*limits x0\.06: set at calibration 1000, this machine 16000\*$' {tmp}/s.md

# render reads limits_scale back: its TAP says what the live run's did
env JUDGE_CALIBRATION=16000
judge run --root scale travel --json {tmp}/r.json
judge report render --tap - {tmp}/r.json
stdout ^# travel: limits x0\.06: set at calibration 1000, this machine 16000$

# ... and refuses a factor no judge writes
env JUDGE_CALIBRATION=16000
judge run --root scale travel --json {tmp}/r.json
setup sh sed -i 's/"factor": *0.0625/"factor": 100/' {tmp}/r.json
judge report render {tmp}/r.json
exit 2
stderr factor.* is missing or not a number from 1/16 to 16

# verify holds the main solution to half the limit in force, and says which
env JUDGE_CALIBRATION=500
judge verify --root scale travel
exit 0
stderr ^judge: limits x2\.00: set at calibration 1000, this machine 500 \(travel\)$
stdout ^  time limit 2s: slowest accepted [0-9]+ms \(main on burn\)
stdout ^  speed: limit set at calibration 1000, this machine 500: times there x 0\.50$

env JUDGE_CALIBRATION=16000
judge verify --root scale travel --json -
exit 1
json problems.0.limits_scale.factor = 0.0625

# A package records the calibration in its .calibration file, beside .timelimit
env JUDGE_CALIBRATION=2000
judge run scale/pkg
exit 0
stderr ^judge: limits x0\.50: set at calibration 1000, this machine 2000 \(pkg\)$
stdout ^pkg: Burn then add \(.*; limits 500ms CPU \(1s x0\.50\), 2GiB memory\)$

# A package whose limit is derived on this machine is never scaled
setup copy scale/pkg {tmp}/p
setup sh rm {tmp}/p/.timelimit
env JUDGE_CALIBRATION=2000
judge run {tmp}/p --json -
exit 0
stderr ^judge: limits as written \(the limit is derived on this machine\): set at calibration 1000
json problems.0.limits_scale.factor = 1

# ... and timelimit --write records this machine's score in .calibration
setup copy scale/pkg {tmp}/p
env JUDGE_CALIBRATION=1234
judge timelimit -n 1 --write {tmp}/p
exit 0
stdout ^p: time limit [0-9]+s \(problem\.yaml: 1s, 810ms on this machine: x0\.81\)$
stdout ^  wrote .*/p/\.calibration: 1234$
setup sh test "$(cat {tmp}/p/.calibration)" = 1234

# A .calibration that is not a score is an error naming the file
setup copy scale/pkg {tmp}/p
setup write {tmp}/p/.calibration fast\n
judge run {tmp}/p
exit 2
stderr /p/\.calibration:1:1: expected a whole number from 1 to 1000000, not 'fast'
