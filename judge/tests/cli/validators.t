# Input validators (issues 15 and 16): a package's input_validators/ and problem.yaml's
# `validator:` run on every input by `judge check`, and first by `judge run` and `judge
# verify`, which refuse to judge an input one rejects (exit 2) unless --no-validate.
# The validators are in validators/; packages/legacy-sum's inputs: sample/1 "1 2",
# secret/01-small "5 7", 02-negative "-4 1", 03-big/big "2000000000 2000000000", 04-last "0 0".

# A Kattis validator (exit 42/43) rejects the big case: its input file is named, with the
# validator's message; a .ctd validator is listed as not run, with the reason
setup copy packages/legacy-sum {tmp}/p
setup copy validators/bounds.py {tmp}/p/input_validators/bounds.py
setup write {tmp}/p/input_validators/format.ctd INT(-1000,1000) SPACE INT(-1000,1000) NEWLINE\n
judge check {tmp}/p
exit 2
stderr ^.*/p/data/secret/03-big/big\.in:1:1: input of case 'secret/03-big/big' rejected by \
    'bounds\.py': 2000000000 is out of range \(\|x\| <= 1000000000\)$
stderr ^.*/p/input_validators/format\.ctd: warning: validator 'format\.ctd' not run: a \
    checktestdata script \(\.ctd\): the judge has no checktestdata$
stdout ^p: 4 of 5 inputs accepted, 8 of 8 generic invalid inputs rejected \(1 validator, \
    13 runs, 0 cached\)$
stdout ^p: 1 error$
# the verdicts are cached: a second check runs nothing
judge check {tmp}/p
exit 2
stdout ^p: 4 of 5 inputs accepted, 8 of 8 generic .* \(1 validator, 0 runs, 13 cached\)$
# run and verify refuse to judge; --no-validate judges anyway
judge run {tmp}/p
exit 2
stderr rejected by 'bounds\.py'
stderr ^judge: not judging: input validation failed \(see above; --no-validate judges anyway\)$
!stdout (^  |: )AC  
judge verify {tmp}/p
exit 2
stderr ^judge: not judging: input validation failed
judge run --no-validate {tmp}/p
exit 0
stdout ^p: AC  5/5 cases passed
judge check --no-validate {tmp}/p
exit 0
stdout ^p: ok, 5 cases$

# Legacy input_validator_flags (a string of words) in a folder's testdata.yaml apply to its
# cases and the folders under it
setup copy packages/legacy-sum {tmp}/p
setup copy validators/bounds.py {tmp}/p/input_validators/bounds.py
setup write {tmp}/p/data/secret/testdata.yaml input_validator_flags: --max 2000000000\n
judge check {tmp}/p
exit 0
stdout ^p: 5 of 5 inputs accepted, 8 of 8 generic .* \(1 validator, 13 runs, 0 cached\)$
stdout ^p: ok, 5 cases$
judge run {tmp}/p
exit 0
stdout ^p: AC  5/5 cases passed

# ... and the legacy map form names the one validator that gets them; the others get none
setup copy packages/legacy-sum {tmp}/p
setup copy validators/bounds.py {tmp}/p/input_validators/bounds.py
setup copy validators/bounds.py {tmp}/p/input_validators/strict.py
setup write {tmp}/p/data/secret/testdata.yaml \
    input_validator_flags: {name: bounds.py, flags: --max 2000000000}\n
judge check {tmp}/p
exit 2
stderr input of case 'secret/03-big/big' rejected by 'strict\.py'
!stderr rejected by 'bounds\.py'

# The current format: test_group.yaml's input_validator_args, a list or a map by name (a
# name that is no validator is an error: a typo would give the arguments to no one)
setup copy packages/current-sum {tmp}/p
setup copy validators/bounds.py {tmp}/p/input_validators/bounds.py
setup sh echo "input_validator_args: [--max, '2000000000']" \
    >>{tmp}/p/data/secret/group2/test_group.yaml
judge check {tmp}/p
exit 0
stdout ^p: 3 of 3 inputs accepted
setup copy packages/current-sum {tmp}/p
setup copy validators/bounds.py {tmp}/p/input_validators/bounds.py
setup sh echo "input_validator_args: {bounds.py: [--max, '6']}" \
    >>{tmp}/p/data/secret/group1/test_group.yaml
setup sh echo "input_validator_args: {bounds.py: [--max, '2000000000']}" \
    >>{tmp}/p/data/secret/group2/test_group.yaml
judge check {tmp}/p
exit 2
stderr /p/data/secret/group1/01\.in:1:1: input of case 'secret/group1/01' rejected by \
    'bounds\.py': 7 is out of range \(\|x\| <= 6\)$
!stderr group2/01
setup copy packages/current-sum {tmp}/p
setup copy validators/bounds.py {tmp}/p/input_validators/bounds.py
setup sh echo "input_validator_args: {bound.py: [--max, '10']}" \
    >>{tmp}/p/data/secret/group2/test_group.yaml
judge check {tmp}/p
exit 2
stderr /p/data/secret/group2/test_group\.yaml:2:24: arguments for 'bound\.py', which is no \
    input validator \(they are: bounds\.py\)$
setup copy packages/current-sum {tmp}/p
setup copy validators/bounds.py {tmp}/p/input_validators/bounds.py
setup sh echo "input_validator_args: {a: {b: c}}" >>{tmp}/p/data/secret/group2/test_group.yaml
judge check {tmp}/p
exit 2
stderr /p/data/secret/group2/test_group\.yaml:2:27: expected a string or a list of strings, \
    not a mapping$

# The judge's own format: problem.yaml's validator, testlib protocol (exit 0 valid), a C
# program; a rejected case is named at its place in the testdata file; validator_args per file
setup copy tree {tmp}/t
setup copy validators/bounds.c {tmp}/t/problems/sum/bounds.c
setup sh printf 'validator: {source: bounds.c, protocol: testlib}\n' \
    >>{tmp}/t/problems/sum/problem.yaml
judge check --root {tmp}/t sum
exit 0
stdout ^sum: 3 of 3 inputs accepted, 5 of 8 generic invalid inputs rejected \(1 validator, \
    11 runs, 0 cached\)$
# ... and scanf's lax reading shows: the generic invalid inputs it accepts are warnings
stderr /testdata/sum/cases\.yaml:2:5: warning: generic invalid input \(a leading zero, made from \
    case 'small'\) accepted by every validator$
stderr warning: generic invalid input \(a tab for a space, made from case 'small'\)
setup sh printf 'validator_args: ["-3"]\n' >>{tmp}/t/testdata/sum/cases.yaml
judge check --root {tmp}/t sum
exit 2
stderr ^.*/t/testdata/sum/cases\.yaml:5:5: input of case 'negative' rejected by 'bounds\.c': \
    -5 is below -3$
judge run --root {tmp}/t sum
exit 2
stderr cases\.yaml:5:5: input of case 'negative' rejected by 'bounds\.c'

# A list of validators; one that crashes fails on the case, one that exits 0 under the
# Kattis protocol (anything but 42 rejects) is told its exit code; messages stay escaped
setup copy tree {tmp}/t
setup copy validators/crash.c {tmp}/t/problems/sum/crash.c
setup copy validators/zero.py {tmp}/t/problems/sum/zero.py
setup copy validators/noisy.py {tmp}/t/problems/sum/noisy.py
setup sh printf 'validator: [crash.c, {source: zero.py, protocol: kattis}, %s]\n' \
    '{source: noisy.py, protocol: kattis}' >>{tmp}/t/problems/sum/problem.yaml
judge check --root {tmp}/t sum
exit 2
stdout ^sum: 0 of 3 inputs accepted \(3 validators, 9 runs, 0 cached\)$
stderr cases\.yaml:5:5: validator 'crash\.c' failed on the input of case 'negative': killed by \
    SIGSEGV$
stderr cases\.yaml:2:5: input of case 'small' rejected by 'zero\.py': exit code 0$
stderr cases\.yaml:2:5: input of case 'small' rejected by 'noisy\.py': \\x1b\[31m\\n::error \
    file=x\.c::fake$
!stderr ^::error
!stderr \x1b

# Descriptor 3 (the bounds) is output as standard output is: a validator that writes 8 MiB
# there fails at its 1 MiB, even when it then accepts (flood3.c ignores SIGXFSZ)
setup copy tree {tmp}/t
setup copy validators/flood3.c {tmp}/t/problems/sum/flood3.c
setup sh printf 'validator: {source: flood3.c, protocol: kattis}\n' \
    >>{tmp}/t/problems/sum/problem.yaml
judge check --root {tmp}/t sum
exit 2
stderr cases\.yaml:2:5: validator 'flood3\.c' failed on the input of case 'small': output limit \
    exceeded \(over its 1 MiB of output on descriptor 3\)$
!stdout 3 of 3 inputs accepted

# Mistakes: a validator that does not compile; a missing source; a bad protocol; an unknown key
setup copy tree {tmp}/t
setup copy validators/broken.c {tmp}/t/problems/sum/broken.c
setup sh printf 'validator: broken.c\n' >>{tmp}/t/problems/sum/problem.yaml
judge check --root {tmp}/t sum
exit 2
stderr ^judge: sum: validator '.*/broken\.c' does not compile: .*error.*missing
stdout ^sum: 1 error$
judge run --root {tmp}/t sum
exit 2
stderr does not compile

setup copy tree {tmp}/t
setup sh printf 'validator: [nowhere.c, {source: a.c, protocol: x, when: now}]\n' \
    >>{tmp}/t/problems/sum/problem.yaml
judge check --root {tmp}/t sum
exit 2
stderr /t/problems/sum/problem\.yaml:10:13: cannot open 'nowhere\.c': No such file or directory$
stderr /t/problems/sum/problem\.yaml:10:[0-9]+: unknown validator key 'when'
stderr /t/problems/sum/problem\.yaml:.*: invalid validator protocol 'x' \(expected one of: \
    kattis, testlib\)$

# Inputs that must be rejected: a testdata file's `invalid:` list, each with why.  One that
# every validator accepts is an error: it shows a validator too lax (scanf skips spaces)
setup copy tree {tmp}/t
setup copy validators/bounds.c {tmp}/t/problems/sum/bounds.c
setup sh printf 'validator: {source: bounds.c, protocol: testlib}\n' \
    >>{tmp}/t/problems/sum/problem.yaml
setup sh printf '%s\n' 'invalid:' '  - {name: three, why: three numbers, input: "1 2 3\n"}' \
    '  - {name: low, why: below -1000, input: "-1001 0\n"}' \
    '  - {name: spaces, why: two spaces, input: "1  2\n"}' >>{tmp}/t/testdata/sum/cases.yaml
judge check --root {tmp}/t sum
exit 2
stdout ^sum: 3 of 3 inputs accepted, 2 of 3 invalid inputs rejected, 5 of 8 generic \
    invalid inputs rejected \(1 validator, 14 runs, 0 cached\)$
stderr /testdata/sum/cases\.yaml:14:5: invalid input 'spaces' accepted by every validator \
    \(one must reject it: two spaces\)$
!stderr 'three'|'low'
judge run --root {tmp}/t sum
exit 2
stderr invalid input 'spaces' accepted
# an invalid input needs its why, and its name once
setup sh printf '%s\n' '  - {name: low, why: again, input: "x\n"}' '  - {name: x, input: ""}' \
    >>{tmp}/t/testdata/sum/cases.yaml
judge check --root {tmp}/t sum
exit 2
stderr /testdata/sum/cases\.yaml:15:5: two invalid inputs named 'low'$
stderr /testdata/sum/cases\.yaml:16:5: invalid input has no 'why'$

# judge_validate.h: shipped with the judge and put beside a C validator; it reads exactly, and
# with -v the bounds it read are printed, those no case reaches are warnings, and an input one
# past each bound must be rejected (every case is run again: bounds are not cached)
setup copy tree {tmp}/t
setup copy validators/strict.c {tmp}/t/problems/sum/strict.c
setup sh printf 'validator: {source: strict.c, protocol: kattis}\n' \
    >>{tmp}/t/problems/sum/problem.yaml
judge check --root {tmp}/t sum
exit 0
stdout ^sum: 3 of 3 inputs accepted, 8 of 8 generic invalid inputs rejected \(1 validator, \
    11 runs, 0 cached\)$
!stdout bound
judge check -v --root {tmp}/t sum
exit 0
stdout ^sum: 3 of 3 inputs accepted, 12 of 12 generic invalid inputs rejected \(1 validator, \
    7 runs, 8 cached\)$
stdout ^  bound 'a' of 'strict\.c' in \[-2000000000, 2000000000\]: least -5 \(case 'negative'\), \
    greatest 2000000000 \(case 'from-files'\)$
stderr /problems/sum/strict\.c: warning: bound 'b' never reached its minimum -2000000000 \
    \(smallest seen 2\)$
!stderr maximum
# a case one past a bound is rejected with the header's message
setup sh printf 'cases:\n  - {name: over, input: "2000000001 0\\n", output: "x\\n"}\n' \
    >{tmp}/t/testdata/sum/over.yaml
judge check --root {tmp}/t sum
exit 2
stderr /testdata/sum/over\.yaml:2:5: input of case 'over' rejected by 'strict\.c': line 1 \
    column 1: a = 2000000001 is not in \[-2000000000, 2000000000\]$

# A package's data/invalid_input/: each .in (no .ans; groups and their arguments as elsewhere;
# its .desc says why) must be rejected by some validator: here --max lets 'huge' through
setup copy packages/legacy-sum {tmp}/p
setup copy validators/bounds.py {tmp}/p/input_validators/bounds.py
setup write {tmp}/p/data/invalid_input/three.in 1 2 3\n
setup write {tmp}/p/data/invalid_input/three.desc three numbers\n
setup write {tmp}/p/data/invalid_input/format/letter.in x\n
setup write {tmp}/p/data/invalid_input/huge.in 5000000000 1\n
setup write {tmp}/p/data/invalid_input/testdata.yaml input_validator_flags: --max 9000000000\n
setup write {tmp}/p/data/secret/testdata.yaml input_validator_flags: --max 2000000000\n
judge check {tmp}/p
exit 2
stdout ^p: 5 of 5 inputs accepted, 2 of 3 invalid inputs rejected, 8 of 8 generic invalid \
    inputs rejected \(1 validator, 16 runs, 0 cached\)$
stderr /p/data/invalid_input/huge\.in:1:1: invalid input 'invalid_input/huge' accepted by \
    every validator \(one must reject it\)$
!stderr 'invalid_input/(three|format/letter)'
setup write {tmp}/p/data/invalid_input/testdata.yaml input_validator_flags: --max 10\n
judge check {tmp}/p
exit 0
stdout ^p: 5 of 5 inputs accepted, 3 of 3 invalid inputs rejected
# ... and an invalid input's own NAME.yaml gives it its own input_validator_args
setup write {tmp}/p/data/invalid_input/testdata.yaml input_validator_flags: --max 9000000000\n
setup write {tmp}/p/data/invalid_input/huge.yaml input_validator_args: [--max, '10']\n
judge check {tmp}/p
exit 0
stdout ^p: 5 of 5 inputs accepted, 3 of 3 invalid inputs rejected

# A package case's NAME.yaml gives its own input_validator_args, over its folder's
setup copy packages/legacy-sum {tmp}/p
setup copy validators/bounds.py {tmp}/p/input_validators/bounds.py
setup write {tmp}/p/data/secret/03-big/big.yaml input_validator_args: [--max, '2000000000']\n
judge check {tmp}/p
exit 0
stdout ^p: 5 of 5 inputs accepted
setup write {tmp}/p/data/secret/03-big/big.yaml input_validator_args: {bound.py: []}\n
judge check {tmp}/p
exit 2
stderr /p/data/secret/03-big/big\.yaml:1:24: arguments for 'bound\.py', which is no input \
    validator \(they are: bounds\.py\)$

# A Kattis validator that asserts (exit 1, as problemtools' examples do) rejects: the case is
# named with the exit code and the assert's message, and the generic invalid inputs count as
# rejected, not as the validator failing
setup copy packages/legacy-sum {tmp}/p
setup copy validators/asserts.py {tmp}/p/input_validators/asserts.py
judge check {tmp}/p
exit 2
stdout ^p: 4 of 5 inputs accepted, 8 of 8 generic invalid inputs rejected
stderr /p/data/secret/03-big/big\.in:1:1: input of case 'secret/03-big/big' rejected by \
    'asserts\.py': exit code 1: Traceback .*AssertionError: out of range$
!stderr failed

# A testlib validator gets --testOverviewLogFileName with -v, and the bounds and features of
# its test-overview log (overview.c writes testlib.h's format byte for byte) are merged and
# warned about like judge_validate.h's: testlib tells only whether each end was hit
setup copy tree {tmp}/t
setup copy validators/overview.c {tmp}/t/problems/sum/overview.c
setup sh printf 'validator: {source: overview.c, protocol: testlib}\n' \
    >>{tmp}/t/problems/sum/problem.yaml
judge check --root {tmp}/t sum
exit 0
!stdout bound
!stderr bound|feature
judge check -v --root {tmp}/t sum
exit 0
stdout ^  bound 'a' of 'overview\.c' in \[-2000000000, 2000000000\]: least not reached, \
    greatest reached \(case 'from-files'\)$
stdout ^  feature 'negative' of 'overview\.c': hit \(case 'negative'\)$
stdout ^  feature 'zero' of 'overview\.c': not hit$
stderr /problems/sum/overview\.c: warning: bound 'b' never reached its minimum -2000000000$
stderr /problems/sum/overview\.c: warning: feature 'zero' never hit by any case$
!stderr maximum
# a hostile log is a warning naming the case, and its bounds are left out
setup sh sed -i '1i validator_args: [--hostile, huge]' {tmp}/t/testdata/sum/cases.yaml
judge check -v --root {tmp}/t sum
exit 0
stderr /testdata/sum/cases\.yaml:3:5: warning: bounds of validator 'overview\.c' for case \
    'small' left out: 264000 bytes, over the 64 KiB the judge reads$
!stdout bound 'a'
setup sh sed -i '1s/huge/malformed/' {tmp}/t/testdata/sum/cases.yaml
judge check -v --root {tmp}/t sum
exit 0
stderr cases\.yaml:6:5: warning: .* 'negative' left out: line 2 is not a line of testlib's log$
setup sh sed -i '1s/malformed/long/' {tmp}/t/testdata/sum/cases.yaml
judge check -v --root {tmp}/t sum
exit 0
stderr warning: .* 'small' left out: line 1 names a bound of over 63 bytes$
setup sh sed -i '1s/long/nul/' {tmp}/t/testdata/sum/cases.yaml
judge check -v --root {tmp}/t sum
exit 0
stderr warning: .* 'small' left out: line 1 has a NUL byte$
# a name of odd bytes is kept, and printed escaped; an end testlib does not know is '?'
setup sh sed -i '1s/nul/odd/' {tmp}/t/testdata/sum/cases.yaml
judge check -v --root {tmp}/t sum
exit 0
stdout ^  bound 'q\\x1b\[31m\\xFF"' of 'overview\.c' in \[1, \?\]: least not reached, greatest \
    reached \(case 'small'\)$
!stderr left out

# A package's limits: validation_time (and _memory, _output) replace the fixed 10 s, 1 GiB
# and 1 MiB of its validators: a validator over it fails, the message naming the key.  The
# legacy format applies them to input validators too
setup copy packages/legacy-sum {tmp}/p
setup copy validators/spin.py {tmp}/p/input_validators/spin.py
setup write {tmp}/p/problem.yaml name: Sum\nlimits:\n  validation_time: 1\n
judge check {tmp}/p
exit 2
stderr /p/data/sample/1\.in:1:1: validator 'spin\.py' failed on the input of case 'sample/1': \
    timed out \(over its (1 s of CPU|3 s of wall) time: limits: validation_time\)$
# ... from 2023-07 only output validators: a checker over it is a judge error naming it
setup copy packages/current-sum {tmp}/c
setup sh rm -r {tmp}/c/output_validator/*
setup copy validators/spin.py {tmp}/c/output_validator/spin.py
setup write {tmp}/c/problem.yaml problem_format_version: 2025-09\nname: Sum\nlimits:\n  \
    time_limit: 1\n  validation_time: 1\n  validation_memory: 64\n
judge run {tmp}/c
exit 3
stdout JE  sample/1 
stdout ^       over its (1 s of CPU|3 s of wall) time: limits: validation_time$

# A package's data/valid_output/ and data/invalid_output/ tests need valid inputs too, with
# their own NAME.yaml's input_validator_args
setup copy packages/legacy-sum {tmp}/p
setup copy validators/bounds.py {tmp}/p/input_validators/bounds.py
setup write {tmp}/p/data/secret/testdata.yaml input_validator_flags: --max 2000000000\n
setup write {tmp}/p/data/invalid_output/big.in 5000000000 1\n
setup write {tmp}/p/data/invalid_output/big.ans 5000000001\n
setup write {tmp}/p/data/invalid_output/big.out 1\n
judge check {tmp}/p
exit 2
stderr ^.*/p/data/invalid_output/big\.out:1:1: input of checker test 'invalid_output/big' \
    rejected by 'bounds\.py': 5000000000 is out of range \(\|x\| <= 1000000000\)$
stdout ^p: 5 of 5 inputs accepted, 0 of 1 checker test inputs accepted
setup write {tmp}/p/data/invalid_output/big.yaml input_validator_args: [--max, '5000000000']\n
judge check {tmp}/p
exit 0
stdout ^p: 5 of 5 inputs accepted, 1 of 1 checker test inputs accepted
