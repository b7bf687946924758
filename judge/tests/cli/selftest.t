# Checker self-tests (issue 16): outputs a checker must accept (verdict AC) and outputs it
# must reject (WA), in a testdata file's checker_tests: or a package's data/valid_output/ and
# data/invalid_output/; `judge check` runs each with its file's checker.  selftest/near has
# a testlib checker (near.c: one integer within 1 of the answer) and a Kattis one for
# kattis.yaml; selftest/plain the built-in tokens checker with its tests in files.

# A correct checker passes its tests: a line per problem, nothing on standard error
judge check --root selftest
exit 0
stdout ^near: 3 of 3 valid outputs accepted, 3 of 3 invalid outputs rejected by the checkers$
stdout ^near: ok, 2 cases$
stdout ^plain: 1 of 1 valid outputs accepted, 1 of 1 invalid outputs rejected by the checkers$
stdout ^plain: ok, 1 case$
!stderr .
# ... quiet: the diagnostics only; --no-validate runs no checker
judge check --root selftest -q
exit 0
!stdout .
judge check --root selftest --no-validate
exit 0
!stdout by the checkers

# A lax checker (accepts everything) fails: each invalid output it accepted, at its item
setup copy selftest {tmp}/t
setup copy selftest/checkers/lax.c {tmp}/t/problems/near/near.c
judge check --root {tmp}/t near
exit 2
stderr ^.*/t/testdata/near/cases\.yaml:16:5: invalid output 'two-more' accepted by checker \
    'near\.c' \(it must reject it\)$
stderr ^.*/t/testdata/near/cases\.yaml:21:5: invalid output 'two-numbers' accepted by
!stderr kattis
stdout ^near: 3 of 3 valid outputs accepted, 1 of 3 invalid outputs rejected by the checkers$
stdout ^near: 2 errors$
stderr ^judge: 2 errors, 0 warnings in 1 problem$

# A strict checker (the answer exactly) fails: the valid output it rejected, with its message
setup copy selftest {tmp}/t
setup copy selftest/checkers/strict.c {tmp}/t/problems/near/near.c
judge check --root {tmp}/t near
exit 2
stderr ^.*/t/testdata/near/cases\.yaml:11:5: valid output 'one-less' rejected by checker \
    'near\.c': expected 3 exactly$
stdout ^near: 2 of 3 valid outputs accepted, 3 of 3 invalid outputs rejected by the checkers$
stdout ^near: 1 error$

# A testlib presentation error (exit 2) is a rejection, named so
setup copy selftest {tmp}/t
setup sh sed -i '25s/WA/AC/' {tmp}/t/testdata/near/cases.yaml
judge check --root {tmp}/t near
exit 2
stderr ^.*cases\.yaml:21:5: valid output 'two-numbers' rejected by checker 'near\.c': \
    presentation error: not exactly one integer$

# A checker that fails (an exit code testlib does not have) is an error on each test, naming why
setup copy selftest {tmp}/t
setup copy selftest/checkers/crash.c {tmp}/t/problems/near/near.c
judge check --root {tmp}/t near
exit 2
stderr ^.*cases\.yaml:6:5: checker 'near\.c' failed on output 'exact': checker exit code 5: \
    points 0\.5$
stderr ^.*cases\.yaml:21:5: checker 'near\.c' failed on output 'two-numbers'
stdout ^near: 1 of 3 valid outputs accepted, 1 of 3 invalid outputs rejected by the checkers$
stdout ^near: 4 errors$

# ... one that does not compile is an error of the problem
setup copy selftest {tmp}/t
setup write {tmp}/t/problems/near/near.c int main(void) { return missing; }\n
judge check --root {tmp}/t near
exit 2
stderr ^judge: near: checker '.*/near\.c' does not compile: .*error
stdout ^near: 1 error$

# The Kattis checker of kattis.yaml made lax (43 becomes 42): its accepted invalid outputs
setup copy selftest {tmp}/t
setup sh sed -i 's/verdict(argv\[3\], 43/verdict(argv[3], 42/' {tmp}/t/problems/near/kattis.c
judge check --root {tmp}/t near
exit 2
stderr ^.*/t/testdata/near/kattis\.yaml:13:5: invalid output 'kattis-empty' accepted by \
    checker 'kattis\.c' \(it must reject it\)$
!stderr cases\.yaml

# The built-in checker: the tests' files, a float output the tokens checker must reject;
# as float (integers too, within 0.5) it accepts it, and the test fails at its item
judge check --root selftest plain
exit 0
stdout ^plain: 1 of 1 valid outputs accepted, 1 of 1 invalid
setup copy selftest {tmp}/t
setup sh printf 'checker: {type: float, abs: 0.5, integers: float}\n' \
    >>{tmp}/t/testdata/plain/cases.yaml
judge check --root {tmp}/t plain
exit 2
stderr ^.*/t/testdata/plain/cases\.yaml:11:5: invalid output 'float' accepted by the \
    built-in 'float' checker \(it must reject it\)$

# Malformed items: each error at its place, exit 2, and nothing run
setup copy selftest {tmp}/t
setup copy selftest/malformed.yaml {tmp}/t/testdata/plain/malformed.yaml
judge check --root {tmp}/t plain
exit 2
stderr ^.*/malformed\.yaml:3:5: checker test has no 'verdict'$
stderr ^.*/malformed\.yaml:11:14: invalid checker test verdict 'TLE' \(expected AC or WA\)$
stderr ^.*/malformed\.yaml:12:5: case has no 'answer' or 'answer_file'$
stderr ^.*/malformed\.yaml:20:18: a case has either 'output' or 'output_file', not both$
stderr ^.*/malformed\.yaml:25:18: cannot open 'nowhere\.out': No such file or directory$
stderr ^.*/malformed\.yaml:31:5: unknown checker test key 'verdit' \(did you mean 'verdict'\?\)$
stderr ^.*/malformed\.yaml:37:5: two checker tests named 'twice'$
!stdout by the checkers
stderr ^.*/malformed\.yaml:27:5: checker test has no 'verdict'$
stderr ^.*/malformed\.yaml:42:11: invalid checker test name '\.\./up' \(use letters, digits, \
    '\.', '-' and '_'\)$
stdout ^plain: 9 errors$
setup write {tmp}/t/testdata/plain/malformed.yaml cases: []\nchecker_tests: {a: 1}\n
judge check --root {tmp}/t plain
exit 2
stderr ^.*/malformed\.yaml:2:16: 'checker_tests' must be a list, not a mapping$

# A 2025-09 package: data/valid_output/ and data/invalid_output/ (tc.in, tc.ans, tc.out) for
# its output validator (current-sum's: any integer equal to the sum, leading zeros too,
# unless a group's output_validator_args say 'exact')
setup copy packages/current-sum {tmp}/p
setup copy selftest/package/data {tmp}/p/data
judge check {tmp}/p
exit 0
stdout ^p: 1 of 1 valid outputs accepted, 2 of 2 invalid outputs rejected by the checkers$
stdout ^p: ok, 3 cases$
# ... without its group's arguments, the validator accepts an invalid output: named at its .out
setup copy packages/current-sum {tmp}/p
setup copy selftest/package/data {tmp}/p/data
setup sh rm {tmp}/p/data/invalid_output/exact/test_group.yaml
judge check {tmp}/p
exit 2
stderr ^.*/p/data/invalid_output/exact/zeros\.out:1:1: invalid output \
    'invalid_output/exact/zeros' accepted by checker 'output_validator' \(it must reject it\)$
stdout ^p: 1 of 1 valid outputs accepted, 1 of 2 invalid outputs rejected by the checkers$
# ... a test without its .out is an error of the package
setup copy packages/current-sum {tmp}/p
setup copy selftest/package/data {tmp}/p/data
setup sh rm {tmp}/p/data/valid_output/zeros.out
judge check {tmp}/p
exit 2
stderr ^.*/p/data/valid_output/zeros\.in: a checker test without its \.out$

# A legacy package's default validator: testdata.yaml's flags apply to the folder's tests
setup copy packages/legacy-sum {tmp}/p
setup write {tmp}/p/data/valid_output/near.in 1 2\n
setup write {tmp}/p/data/valid_output/near.ans 3\n
setup write {tmp}/p/data/valid_output/near.out 3.4\n
setup write {tmp}/p/data/valid_output/testdata.yaml output_validator_flags: float_tolerance 0.5\n
setup copy {tmp}/p/data/valid_output/near.in {tmp}/p/data/invalid_output/near.in
setup copy {tmp}/p/data/valid_output/near.ans {tmp}/p/data/invalid_output/near.ans
setup copy {tmp}/p/data/valid_output/near.out {tmp}/p/data/invalid_output/near.out
judge check {tmp}/p
exit 0
stdout ^p: 1 of 1 valid outputs accepted, 1 of 1 invalid outputs rejected by the checkers$
setup sh rm {tmp}/p/data/valid_output/testdata.yaml
judge check {tmp}/p
exit 2
stderr ^.*/p/data/valid_output/near\.out:1:1: valid output 'valid_output/near' rejected by \
    the built-in 'kattis' checker: .*
# ... and a test's own NAME.yaml gives it its own output_validator_args, as a case's does
setup write {tmp}/p/data/valid_output/near.yaml output_validator_args: [float_tolerance, '0.5']\n
judge check {tmp}/p
exit 0
stdout ^p: 1 of 1 valid outputs accepted, 1 of 1 invalid outputs rejected by the checkers$
setup write {tmp}/p/data/invalid_output/near.yaml output_validator_args: [float_tolerance, '1']\n
judge check {tmp}/p
exit 2
stderr ^.*/p/data/invalid_output/near\.out:1:1: invalid output 'invalid_output/near' accepted \
    by the built-in 'kattis' checker \(it must reject it\)$

# Export writes a file's checker tests to data/valid_output/STEM/ and data/invalid_output/STEM/
# (its checker as the folders' arguments); import writes them back as checker_tests:
judge export --root selftest plain {tmp}/pkg
exit 0
sh cat {tmp}/pkg/data/invalid_output/cases/float.out \
    {tmp}/pkg/data/valid_output/cases/test_group.yaml
exit 0
stdout ^3\.0$
stdout ^  - "case_sensitive"$
judge check {tmp}/pkg
exit 0
stdout ^pkg: 1 of 1 valid outputs accepted, 1 of 1 invalid outputs rejected by the checkers$
setup mkdir {tmp}/t/problems
judge import --root {tmp}/t {tmp}/pkg plain
exit 0
judge check --root {tmp}/t plain
exit 0
stdout ^plain: 1 of 1 valid outputs accepted, 1 of 1 invalid outputs rejected by the checkers$
sh grep -A6 checker_tests {tmp}/t/testdata/plain/01-valid_output-cases.yaml
exit 0
stdout ^    verdict: AC$
stdout ^    output_file: "01-valid_output-cases/spaced\.out"$

# Importing current-sum with data/valid_output/ and data/invalid_output/: a group with its own
# validator arguments points at problems/ID/output_validator; the arguments are dropped (a
# warning), so its invalid output is then accepted
setup copy packages/current-sum {tmp}/p
setup copy selftest/package/data {tmp}/p/data
setup mkdir {tmp}/t/problems
judge import --root {tmp}/t {tmp}/p cs
exit 0
stderr exact: output validator arguments have no place in the judge's format; 'exact' dropped$
judge check --root {tmp}/t cs
exit 2
!stderr cannot open
stderr ^.*/t/testdata/cs/04-invalid_output-exact\.yaml:4:5: invalid output \
    'invalid_output-exact-zeros' accepted by checker 'output_validator' \(it must reject it\)$
stdout ^cs: 1 of 1 valid outputs accepted, 1 of 2 invalid outputs rejected by the checkers$

# The input of each checker test must be a valid input: the input validators run on it too
# (with its file's validator_args), and a rejected one is an error at the test's place
setup copy selftest {tmp}/s
setup copy validators/bounds.c {tmp}/s/problems/near/bounds.c
setup sh printf 'validator: {source: bounds.c, protocol: testlib}\n' \
    >>{tmp}/s/problems/near/problem.yaml
judge check --root {tmp}/s near
exit 0
stdout ^near: 2 of 2 inputs accepted, 6 of 6 checker test inputs accepted, [0-9]+ of 8 generic
setup sh printf '%s\n' '  - {name: low, input: "-5000 1\n", answer: "x\n", output: "x\n", \
    verdict: AC}' >>{tmp}/s/testdata/near/cases.yaml
judge check --root {tmp}/s near
exit 2
stderr /testdata/near/cases\.yaml:26:5: input of checker test 'low' rejected by 'bounds\.c': \
    -5000 is below -1000$
stdout ^near: 2 of 2 inputs accepted, 6 of 7 checker test inputs accepted
