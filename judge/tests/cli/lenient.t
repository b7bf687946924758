# Packages read as problemtools and BAPCtools read them (issue 27): what both accept is read,
# or warned of and read; each fixture package names the public one that taught it.

# packages/lenient-meta: YAML's null (`source:`, `hint: ~`) is not given, YAML 1.1's False,
# a case's description of two lines, globs that match no submission and no case (warned)
judge verify packages/lenient-meta
exit 0
stderr ^judge: warning: .*/lenient-meta/submissions/submissions\.yaml:6:1: 'match/\*' \
    matches no submission under submissions/$
stderr ^judge: warning: .*/submissions\.yaml:9:3: 'secret/99' matches no test group or case
stdout ^  ok   accepted/sum\.c$
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
stdout ^  ok   accepted/zeros\.sh$
stdout ^  ok   wrong_answer/off\.bash$
stdout ^verify: 1 problem, 0 expectations missed$
judge check packages/programs
exit 0
stdout ^programs: 3 of 3 inputs accepted, 8 of 8 generic invalid inputs rejected

# A build that makes no run script: the validator does not compile, the judge's error
setup copy packages/programs {tmp}/p
setup sh rm {tmp}/p/output_validator/run
judge run {tmp}/p
exit 3
stdout ^p: JE  checker '.*/p/output_validator' does not compile: the build made no 'run'$
