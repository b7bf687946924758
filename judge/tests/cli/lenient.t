# Packages read as problemtools and BAPCtools read them (issue 27): what both accept is read,
# or warned of and read; each fixture package names the public one that taught it.

# packages/lenient-meta: YAML's null (`source:`, `hint: ~`) is not given, YAML 1.1's False,
# a case's description of two lines, globs that match no submission and no case (warned),
# an entrypoint (two-mains/ starts from ac.py, not from main.py, which fails)
judge verify packages/lenient-meta
exit 0
stderr ^judge: warning: .*/lenient-meta/submissions/submissions\.yaml:7:1: 'match/\*' \
    matches no submission under submissions/$
stderr ^judge: warning: .*/submissions\.yaml:10:3: 'secret/99' matches no test group or case
stdout ^  ok   accepted/sum\.c$
stdout ^  ok   accepted/two-mains$
stdout ^verify: 1 problem, 0 expectations missed$
judge run -v packages/lenient-meta
exit 0
stdout ^       description: two small numbers, the first case of secret$

# packages/programs: an output validator of build and run scripts (build run once, in the
# sandbox, in a copy of its folder; run starts the binary it made), an input validator
# and submissions in Bash (.sh and .bash, the format's language table)
judge verify packages/programs
exit 0
stdout ^  language Bash: GNU bash
stdout ^  ok   accepted/quits\.py$
stdout ^  ok   accepted/zeros\.sh$
stdout ^  ok   wrong_answer/off\.bash$
stdout ^verify: 1 problem, 0 expectations missed$
judge check packages/programs
exit 0
stdout ^programs: 3 of 3 inputs accepted, 8 of 8 generic invalid inputs rejected \(2 validators

# Python 3 runs with PyPy where pypy3 is installed, as problemtools and BAPCtools run it, and
# without -S: quits.py's exit() and validate.py's quit() are site's
sh languages/have pypy3
judge run packages/programs --solution packages/programs/submissions/accepted/quits.py --json -
exit 0
stdout ^      "language": "pypy3",$

# ... and with CPython where it is not (here a table whose pypy3 is missing), as BAPCtools
# falls back to the next language claiming .py
setup copy tree {tmp}/t
setup copy packages/programs {tmp}/t/problems/pkg
setup write {tmp}/t/languages.yaml pypy3: {run: [pypy3-not-here, '{main}']}\n
judge run --root {tmp}/t pkg --solution {tmp}/t/problems/pkg/submissions/accepted/quits.py \
    --json -
exit 0
stdout ^      "language": "python3",$

# A build that makes no run script: the validator does not compile, the judge's error
setup copy packages/programs {tmp}/p
setup sh rm {tmp}/p/output_validator/run
judge run {tmp}/p
exit 3
stdout ^p: JE  checker '.*/p/output_validator' does not compile: the build made no 'run'$

# packages/lenient-limits: a time limit off the time resolution (warned, judged as written),
# time_multipliers as the legacy number (its ac_to_time_limit), validation_passes without
# multi-pass (not used), the validator in output_validators/ (a current package: used, with
# a warning; it alone accepts zeros.c's leading zero), no data/secret (the samples alone)
judge verify packages/lenient-limits
exit 0
stderr ^judge: warning: .*/lenient-limits/problem\.yaml:10:15: limits\.time_limit \(1\.5s\) is not \
    a multiple of time_resolution \(1s\), which the spec calls an error \(2025-09, Limits: 'It \
    is an error if time_limit is not an integer multiple of time_resolution'\): judged with it \
    as written, as problemtools and BAPCtools do$
stderr ^judge: warning: .*/problem\.yaml:11:21: time_multipliers is a map \(ac_to_time_limit, \
    time_limit_to_tle\); '3' is read as its ac_to_time_limit, the legacy time_multiplier$
stderr ^judge: warning: .*/problem\.yaml:12:22: limits\.validation_passes is for a multi-pass
stderr ^judge: warning: .*/problem\.yaml: 'output_validators/' is the legacy format's folder \
    \(from 2023-07 it is 'output_validator/'\): its validator is used$
stderr ^judge: warning: .*/lenient-limits/data: no data/secret folder
stdout ^  ok   accepted/zeros\.c$
stdout ^  time limit 1\.5s: .*\(wanted >= 3\)$
stdout ^verify: 1 problem, 0 expectations missed$

# packages/domjudge-hello: DOMjudge's conventions. A submission in a language outside the
# table is listed, not judged, saying why; a folder named as DOMjudge's result
# (wrong-answer/) expects it; an @EXPECTED_RESULTS@ tag expects one of its results where no
# folder's rule does (mixed-verdicts/), and is restricted to the folder's where one does;
# a TLE submission that closes its output and sleeps holds at the doubled limit by the
# clock, as BAPCtools counts it
judge verify packages/domjudge-hello
exit 0
stdout ^  skip accepted/test-hello\.R: no language for '.*/test-hello\.R' \(by its extension
stdout ^  ok   mixed-verdicts/wrong-when-big\.c$
stdout ^  ok   wrong-answer/plus-one\.c$
stdout ^  ok   wrong_answer/minus-one\.c$
stdout ^  ok   time_limit_exceeded/close-sleep\.c$
stdout ^verify: 1 problem, 0 expectations missed$
stderr ^judge: warning: .*/wrong_answer/minus-one\.c:4:1: @EXPECTED_RESULTS@ restricted to the \
    folder 'wrong_answer/'$

# A tag that contradicts its folder is warned of; the folder's rule stands
setup copy packages/domjudge-hello {tmp}/p
setup sh sed -i 's/WRONG-ANSWER, TIMELIMIT/CORRECT/' {tmp}/p/submissions/wrong_answer/minus-one.c
judge check {tmp}/p
stderr /wrong_answer/minus-one\.c:4:1: warning: @EXPECTED_RESULTS@ does not match the folder \
    'wrong_answer/', whose rule is kept$

# packages/include-c: include/c/ (a driver and a header) joins every C submission before it
# compiles, overwriting a file of the same name, as the format's "Included files" say
judge verify packages/include-c
exit 0
stdout ^  ok   accepted/add\.c$
stdout ^  ok   wrong_answer/subtract\.c$
setup copy packages/include-c {tmp}/p
setup copy packages/include-c/submissions/accepted/add.c {tmp}/p/submissions/accepted/own/add.c
setup write {tmp}/p/submissions/accepted/own/add.h #error the package's add.h replaces this one\n
judge verify {tmp}/p
exit 0
stdout ^  ok   accepted/own$
