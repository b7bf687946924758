# judge export and judge import (issue 15): a problem of the judge's format to a 2025-09
# package and back, the package fixtures into a tree, the losses each format cannot express
# named, never silent; no overwriting without --force; bad input exit 2 at file:line:col.

# Each of the four problems of the tree, exported and imported into a new tree, gets the
# verdicts the original gets: every program (by file name) the same verdict and expectation,
# every case judged in both the same verdict (convert/same-verdicts compares the reports)

sh "$JUDGE" export --root ../../.. lc375 {tmp}/pkg && mkdir -p {tmp}/t/problems && \
    "$JUDGE" import --root {tmp}/t {tmp}/pkg lc375 && \
    "$JUDGE" verify --root ../../.. lc375 --json {tmp}/a.json >/dev/null && \
    "$JUDGE" verify --root {tmp}/t lc375 --json {tmp}/b.json >/dev/null && \
    convert/same-verdicts {tmp}/a.json {tmp}/b.json
exit 0
stdout ^[5-9] programs compared, 0 differences$

sh "$JUDGE" export --root ../../.. lc464 {tmp}/pkg && mkdir -p {tmp}/t/problems && \
    "$JUDGE" import --root {tmp}/t {tmp}/pkg lc464 && \
    "$JUDGE" verify --root ../../.. lc464 --json {tmp}/a.json >/dev/null && \
    "$JUDGE" verify --root {tmp}/t lc464 --json {tmp}/b.json >/dev/null && \
    convert/same-verdicts {tmp}/a.json {tmp}/b.json
exit 0
stdout ^[5-9] programs compared, 0 differences$

sh "$JUDGE" export --root ../../.. lc486 {tmp}/pkg && mkdir -p {tmp}/t/problems && \
    "$JUDGE" import --root {tmp}/t {tmp}/pkg lc486 && \
    "$JUDGE" verify --root ../../.. lc486 --json {tmp}/a.json >/dev/null && \
    "$JUDGE" verify --root {tmp}/t lc486 --json {tmp}/b.json >/dev/null && \
    convert/same-verdicts {tmp}/a.json {tmp}/b.json
exit 0
stdout ^[5-9] programs compared, 0 differences$

sh "$JUDGE" export --root ../../.. poj1143 {tmp}/pkg && mkdir -p {tmp}/t/problems && \
    "$JUDGE" import --root {tmp}/t {tmp}/pkg poj1143 && \
    "$JUDGE" verify --root ../../.. poj1143 --json {tmp}/a.json >/dev/null && \
    "$JUDGE" verify --root {tmp}/t poj1143 --json {tmp}/b.json >/dev/null && \
    convert/same-verdicts {tmp}/a.json {tmp}/b.json
exit 0
stdout ^[5-9] programs compared, 0 differences$

# What the export wrote: the 2025-09 layout, the limits in seconds and MiB (a time
# resolution the limit is a multiple of), the checker as the default validator's flags
judge export --root ../../.. lc375 {tmp}/pkg
exit 0
stdout ^exported lc375 to .*/pkg \(4 warnings\)$
stderr ^judge: warning: .*testdata/lc375/02-exhaustive\.yaml:3:5: the case 'exhaustive-all-n' \
    has tags other than 'sample', which have no place in a package; dropped$

sh "$JUDGE" export --root ../../.. lc375 {tmp}/pkg >/dev/null 2>&1 && cd {tmp}/pkg && \
    cat problem.yaml data/secret/01-boundary/test_group.yaml && \
    ls statement data/sample submissions/accepted; cat .calibration
exit 0
stdout ^problem_format_version: 2025-09$
stdout ^  time_limit: 0\.3$
stdout ^  time_resolution: 0\.1$
stdout ^1711$
stdout ^  memory: 64$
stdout ^  - "case_sensitive"$
stdout ^problem\.en\.md$
stdout ^sample-1\.in$
stdout ^lc375\.c$

# The imported copy of it reads back as judge run judges the original, its limits for the
# machine the original's are for (the package's .calibration as limits: calibration:)
sh "$JUDGE" export --root ../../.. lc486 {tmp}/pkg >/dev/null 2>&1 && mkdir -p {tmp}/t/problems && \
    "$JUDGE" import --root {tmp}/t {tmp}/pkg lc486 >/dev/null && "$JUDGE" run --root {tmp}/t lc486 \
    && cat {tmp}/t/problems/lc486/problem.yaml
exit 0
stdout ^lc486: AC  .*/.* cases passed
stdout ^  time: 500ms$
stdout ^  calibration: 1711$

# A package fixture imported into a tree: its verdicts, judged in the judge's format (the
# legacy package's .desc and .hint, and its LaTeX-less statement, named as losses)
setup mkdir {tmp}/t/problems
judge import --root {tmp}/t packages/legacy-sum
exit 0
stdout ^imported packages/legacy-sum as legacy-sum into .* \(2 warnings\)$
stderr ^judge: warning: .*/03-big/big\.in: the case's \.desc and \.hint have no place in the \
    judge's format; dropped$

setup mkdir {tmp}/t/problems
sh "$JUDGE" import --root {tmp}/t packages/legacy-sum >/dev/null 2>&1 && \
    "$JUDGE" verify packages/legacy-sum --json {tmp}/a.json >/dev/null && \
    "$JUDGE" verify --root {tmp}/t legacy-sum --json {tmp}/b.json >/dev/null && \
    convert/same-verdicts {tmp}/a.json {tmp}/b.json sum.c=legacy-sum.c
exit 0
stdout ^5 programs compared, 0 differences$

# The current-format fixture: its custom validator copied beside problem.yaml, the Kattis
# protocol kept; the wrong submission is still WA, with the validator's message
setup mkdir {tmp}/t/problems
sh "$JUDGE" import --root {tmp}/t packages/current-sum sum >/dev/null 2>&1 && \
    cat {tmp}/t/problems/sum/problem.yaml && \
    "$JUDGE" run --root {tmp}/t sum --solution \
    packages/current-sum/submissions/wrong_answer/int32.cpp
exit 1
stdout ^checker: \{type: custom, source: "output_validator", protocol: kattis\}$
stdout ^  time: 1500ms$
stdout ^  WA  secret-group2-01 
stdout ^       a different sum$

setup mkdir {tmp}/t/problems
sh "$JUDGE" import --root {tmp}/t packages/current-sum >/dev/null 2>&1 && \
    "$JUDGE" verify packages/current-sum --json {tmp}/a.json >/dev/null && \
    "$JUDGE" verify --root {tmp}/t current-sum --json {tmp}/b.json >/dev/null && \
    convert/same-verdicts {tmp}/a.json {tmp}/b.json sum.cpp=current-sum.cpp
exit 0
stdout ^3 programs compared, 0 differences$

# A package without a time limit: derived first (its submissions run), then kept as fixed
# (whole seconds: 1s for C, more where sum.py's interpreter starts slowly, as PyPy's may)
setup copy packages/legacy-sum {tmp}/p
setup sh rm {tmp}/p/.timelimit
setup mkdir {tmp}/t/problems
judge import --root {tmp}/t {tmp}/p
exit 0
stderr ^judge: p: time limit [1-9][0-9]*s \(derived: 
stderr warning: .*/p/problem\.yaml: the time limit was derived from the accepted submissions \
    \(x 5\); the judge's format keeps it as a fixed [1-9][0-9]*000ms$

# Losses in an export, each named where it is written: a wall-clock limit, a per-case limit,
# a checker the default validator does not mean exactly; exit 0
setup copy convert/lossy {tmp}/t
setup copy tree/solutions/sum.c {tmp}/t/solutions/lossy.c
judge export --root {tmp}/t lossy {tmp}/pkg
exit 0
stdout ^exported lossy to .* \(3 warnings\)$
stderr ^judge: warning: .*/problems/lossy/problem\.yaml: a wall-clock limit \(5s\) has no \
    place in a package \(the judging system chooses its own\); dropped$
stderr ^judge: warning: .*/testdata/lossy/cases\.yaml:3:5: per-case and per-file limits have \
    no place in a package; the case 'slow' keeps the problem's$
stderr ^judge: warning: .*/testdata/lossy/cases\.yaml: the 'lines' checker has no equivalent

# --strict: the same losses are an error, exit 1, and nothing is written
setup copy convert/lossy {tmp}/t
setup copy tree/solutions/sum.c {tmp}/t/solutions/lossy.c
sh "$JUDGE" export --strict --root {tmp}/t lossy {tmp}/pkg; echo "rc=$?"; ls {tmp}
exit 0
stdout ^rc=1$
stderr ^judge: 3 losses \(warnings above\); nothing was written \(--strict\)$
!stdout pkg

# A testlib-protocol checker cannot run as a Kattis output validator: exit 2, nothing written
judge export --root checkers tl {tmp}/pkg
exit 2
stderr the testlib-protocol checker '.*' cannot run as a Kattis output validator unchanged

# No overwriting: a non-empty folder, an existing problem; --force replaces them
setup write {tmp}/pkg/keep x
judge export --root ../../.. lc375 {tmp}/pkg
exit 2
stderr ^judge: '.*/pkg' is not empty; nothing was written \(--force replaces it\)$

setup write {tmp}/pkg/keep x
sh "$JUDGE" export --force --root ../../.. lc375 {tmp}/pkg && ls {tmp}/pkg
exit 0
stdout ^problem\.yaml$
!stdout ^keep$

setup mkdir {tmp}/t/problems
sh "$JUDGE" import --root {tmp}/t packages/legacy-sum 2>/dev/null && \
    "$JUDGE" import --root {tmp}/t packages/legacy-sum
exit 2
stderr ^judge: '.*/problems/legacy-sum' exists$
stderr ^judge: problem 'legacy-sum' exists in '.*'; nothing was written \(--force replaces it\)$

setup mkdir {tmp}/t/problems
sh "$JUDGE" import --root {tmp}/t packages/legacy-sum 2>/dev/null && \
    "$JUDGE" import --force --root {tmp}/t packages/legacy-sum 2>/dev/null
exit 0
stdout ^imported packages/legacy-sum as legacy-sum

# Bad input: a package whose problem.yaml is wrong, at file:line:column; not a package
setup copy packages/current-sum {tmp}/p
setup sh printf '%s\n' 'problem_format_version: 2025-09' 'name: X' 'limits: {time_limit: x}' \
    >{tmp}/p/problem.yaml
setup mkdir {tmp}/t/problems
judge import --root {tmp}/t {tmp}/p
exit 2
stderr /p/problem\.yaml:3:22: expected a positive number of seconds, not 'x'
stderr nothing was written$

setup mkdir {tmp}/t/problems
judge import --root {tmp}/t convert
exit 2
stderr ^judge: 'convert' is not a package \(a folder with problem\.yaml and data/\)$

judge export --root ../../.. lc375
exit 2
stderr expected a problem and a folder

# Input validators both ways: a Kattis-protocol validator (with the judge's header, exported
# as a folder of it and the header), validator_args as input_validator_args, and invalid
# inputs as data/invalid_input with their why in a .desc; imported back, judge check finds
# the same: a too-small input rejected, an accepted invalid input named
setup copy tree {tmp}/t
setup copy validators/strict.c {tmp}/t/problems/sum/strict.c
setup sh printf 'validator: {source: strict.c, protocol: kattis}\n' \
    >>{tmp}/t/problems/sum/problem.yaml
setup sh printf '%s\n' 'validator_args: []' 'invalid:' \
    '  - {name: three, why: three numbers, input: "1 2 3\n"}' \
    '  - {name: ok, why: not really invalid, input: "1 2\n"}' >>{tmp}/t/testdata/sum/cases.yaml
sh "$JUDGE" export --root {tmp}/t sum {tmp}/pkg >/dev/null 2>&1 && cd {tmp}/pkg && \
    find input_validators data/invalid_input -type f | sort && cat data/secret/cases/test_group.yaml
exit 0
stdout ^input_validators/strict/judge_validate\.h$
stdout ^input_validators/strict/strict\.c$
stdout ^data/invalid_input/cases/three\.desc$
stdout ^data/invalid_input/cases/three\.in$
stdout ^input_validator_args: \[\]$
judge check {tmp}/pkg
exit 2
stdout ^.* 1 of 2 invalid inputs rejected
stderr /pkg/data/invalid_input/cases/ok\.in:1:1: invalid input 'invalid_input/cases/ok' accepted \
    by every validator \(one must reject it: not really invalid\)$
sh mkdir -p {tmp}/u/problems && "$JUDGE" import --root {tmp}/u {tmp}/pkg sum >/dev/null && \
    "$JUDGE" check --root {tmp}/u sum
exit 2
stdout ^sum: 3 of 3 inputs accepted, 1 of 2 invalid inputs rejected
stderr /u/testdata/sum/01-invalid_input-cases\.yaml:5:5: invalid input 'invalid_input-cases-ok' \
    accepted by every validator
