# Kattis/ICPC problem packages (issue 15), read as they are: packages/legacy-sum (the legacy
# format: .timelimit, default validation, a nested folder of cases) and packages/current-sum
# (2025-09: a name per language, groups, an explicit time limit, a custom output validator
# of two files under output_validator/), each with submissions under their verdicts.

# A package by its path: the first accepted submission is judged, every case in the
# spec's order, named by its path under data/
judge run packages/legacy-sum
exit 0
stdout ^legacy-sum: Sum of two \(.*/submissions/accepted/sum\.c; limits 1s CPU, 256MiB memory\)$
stdout ^  AC  sample/1 
stdout ^  AC  secret/03-big/big 
stdout ^legacy-sum: AC  5/5 cases passed

# A failing case points at its input file
judge run packages/legacy-sum --solution packages/legacy-sum/submissions/wrong_answer/int32.c
exit 1
stdout ^  WA  secret/03-big/big 
stdout ^       at .*/packages/legacy-sum/data/secret/03-big/big\.in:1:1$

# verify: every submission meets its folder's verdict, in every language; no main column
judge verify packages/legacy-sum
exit 0
stdout ^legacy-sum: verdict matrix \(columns: 1=accepted/sum\.c, 2=accepted/sum\.py, \
    3=run_time_error/crash\.c, 4=time_limit_exceeded/spin\.c, 5=wrong_answer/int32\.c\)$
stdout ^  ok   time_limit_exceeded/spin\.c$
stdout ^verify: 1 problem, 0 expectations missed$
!stdout main

# The current format: the English name, the groups, the custom validator (which accepts
# leading zeros the default validator would not), and its judge message on a rejection
judge verify packages/current-sum
exit 0
stdout ^current-sum: verdict matrix
stdout ^  ok   accepted/zeros\.py$
stdout ^  ok   wrong_answer/int32\.cpp$

judge run packages/current-sum --solution packages/current-sum/submissions/wrong_answer/int32.cpp
exit 1
stdout ^current-sum: Sum of two \(.*; limits 1\.5s CPU, 256MiB memory\)$
stdout ^  AC  secret/group1/01 
stdout ^  WA  secret/group2/01 
stdout ^       a different sum$

# Without a time limit (no .timelimit), it is derived from the accepted submissions as the
# spec says: the slowest case times time_multiplier (5 in the legacy format), up to a second
# (1s, or 2s where sum.py's runtime starts slower than 200ms: PyPy's)
setup copy packages/legacy-sum {tmp}/p
setup sh rm {tmp}/p/.timelimit
judge verify {tmp}/p
exit 0
stdout ^  time limit [12]s \(derived: slowest case bounding it from below [0-9.]+ms, \
    accepted/sum\.(c|py) on [a-z0-9/-]+, x 5, up to a multiple of 1s\); \
    time_limit_exceeded submissions must exceed [24]s$
stdout ^  ok   time_limit_exceeded/spin\.c$

setup copy packages/legacy-sum {tmp}/p
setup sh rm {tmp}/p/.timelimit
judge run {tmp}/p
exit 0
stderr ^judge: p: time limit [12]s \(derived: 
stdout ^p: AC  5/5 cases passed

# A package in a tree's problems/ folder, beside problems in the judge's own format
setup copy tree {tmp}/t
setup copy packages/current-sum {tmp}/t/problems/pkg
judge run --root {tmp}/t pkg
exit 0
stdout ^pkg: AC  3/3 cases passed
judge check --root {tmp}/t pkg
exit 0
stdout ^pkg: ok, 3 cases$

# Mistakes in a package: each named with file, line and column where there is one; exit 2,
# nothing run.  An unknown key, a bad time limit (one off the time resolution is only warned
# of: lenient.t):
setup copy packages/current-sum {tmp}/p
setup sh printf '%s\n' 'problem_format_version: 2025-09' 'name: X' 'nmae: Y' \
    'limits: {time_limit: fast, memory: -3}' >{tmp}/p/problem.yaml
judge run {tmp}/p
exit 2
stderr /p/problem\.yaml:3:1: unknown problem key 'nmae' \(did you mean 'name'\?\)
stderr /p/problem\.yaml:4:22: expected a positive number of seconds, not 'fast'
stderr /p/problem\.yaml:4:.*expected a whole number
!stdout (^  |: )AC  

# A problem type not judged yet is said plainly, never judged wrongly
setup copy packages/current-sum {tmp}/p
setup sh printf '%s\n' 'problem_format_version: 2025-09' 'name: X' 'type: submit-answer' \
    >{tmp}/p/problem.yaml
judge run {tmp}/p
exit 2
stderr /p/problem\.yaml:3:7: problem type 'submit-answer' is not supported yet

setup copy packages/legacy-sum {tmp}/p
setup sh printf '%s\n' 'name: X' 'validation: custom score' >{tmp}/p/problem.yaml
judge check {tmp}/p
exit 2
stderr /p/problem\.yaml:2:13: validation 'custom score' is not supported yet

# An unknown format version; validation: custom without its validator
setup copy packages/legacy-sum {tmp}/p
setup write {tmp}/p/problem.yaml problem_format_version: 2099-01\nname: X\n
judge check {tmp}/p
exit 2
stderr unknown problem_format_version '2099-01'

setup copy packages/legacy-sum {tmp}/p
setup write {tmp}/p/problem.yaml name: X\nvalidation: custom\n
judge check {tmp}/p
exit 2
stderr validation: custom needs an output validator in '.*/output_validators' \
    \(No such file or directory\)

# Test data: an .in without its .ans, a file linked from outside the package, no data/secret
# (a warning: the samples are judged alone, as problemtools and BAPCtools go on)
setup copy packages/legacy-sum {tmp}/p
setup sh rm {tmp}/p/data/secret/01-small.ans
judge check {tmp}/p
exit 2
stderr /p/data/secret/01-small\.in: a test case without its \.ans \(01-small\.in\)

setup copy packages/legacy-sum {tmp}/p
setup write {tmp}/outside.in 1 1\n
setup sh ln -s {tmp}/outside.in {tmp}/p/data/secret/05-link.in && \
    cp {tmp}/p/data/secret/04-last.ans {tmp}/p/data/secret/05-link.ans
judge check {tmp}/p
exit 2
stderr /p/data/secret/05-link\.in: outside the package \(a link to '.*/outside\.in'\)$

setup copy packages/legacy-sum {tmp}/p
setup sh rm -r {tmp}/p/data/secret
judge check {tmp}/p
exit 0
stderr /p/data: warning: no data/secret folder, which the spec asks for

# A folder with problem.yaml and no data/ at all (the package format's examples of
# interactive, multi-pass and submit-answer problems) is named for what it lacks, not
# refused as an invalid problem id (found by scripts/parity)
setup copy packages/legacy-sum {tmp}/p
setup sh rm -r {tmp}/p/data
judge verify {tmp}/p
exit 2
stderr /p: no data/ folder: a problem package holds its test cases in data/sample/ and \
    data/secret/ beside problem\.yaml
!stderr invalid problem id

# The fixture packages' answers are their inputs' sums, as Python computes them
sh python3 packages/make-answers --check
exit 0
stdout ^answers: 0 wrong$

# The default validator is Kattis's: no float tolerance unless a flag gives one, so "3.0"
# is not "3"; problem.yaml's validator_flags give it to every case, a folder's
# testdata.yaml (output_validator_flags) to its own
setup copy packages/legacy-sum {tmp}/p
setup write {tmp}/p/submissions/accepted/sum.c #include <stdio.h>\nint main(void) \
    { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld.0\\n", a + b); return 0; }\n
judge run {tmp}/p
exit 1
stdout ^p: WA  0/5 cases passed

setup copy packages/legacy-sum {tmp}/p
setup write {tmp}/p/submissions/accepted/sum.c #include <stdio.h>\nint main(void) \
    { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld.0\\n", a + b); return 0; }\n
setup sh printf 'validator_flags: float_tolerance 1e-6\n' >>{tmp}/p/problem.yaml
judge run {tmp}/p
exit 0
stdout ^p: AC  5/5 cases passed

setup copy packages/legacy-sum {tmp}/p
setup write {tmp}/p/submissions/accepted/sum.c #include <stdio.h>\nint main(void) \
    { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld.0\\n", a + b); return 0; }\n
setup write {tmp}/p/data/secret/testdata.yaml output_validator_flags: float_tolerance 1e-6\n
judge run {tmp}/p
exit 1
stdout ^  WA  sample/1 
stdout ^  AC  secret/01-small 
stdout ^  AC  secret/03-big/big 
stdout ^p: WA  4/5 cases passed

# ...and case_sensitive off by default: "YES" is "yes"
setup copy packages/legacy-sum {tmp}/p
setup write {tmp}/p/data/secret/04-last.ans YES\n
setup write {tmp}/p/submissions/accepted/sum.c #include <stdio.h>\nint main(void) \
    { long long a, b; scanf("%lld %lld", &a, &b); puts(a ? "x" : "yes"); return 0; }\n
judge run {tmp}/p --case secret/04-last
exit 0
stdout ^  AC  secret/04-last 

# A group's output_validator_args reach the custom validator after feedback_dir
setup copy packages/current-sum {tmp}/p
setup write {tmp}/p/data/secret/group1/test_group.yaml \
    max_score: 40\noutput_validator_args: [exact]\n
judge run {tmp}/p --solution {tmp}/p/submissions/accepted/zeros.py
exit 1
stdout ^  AC  sample/1 
stdout ^  WA  secret/group1/01 
stdout ^       leading zeros$
stdout ^  AC  secret/group2/01 

# Arguments for the submission itself are not passed yet: refused, never ignored
setup copy packages/current-sum {tmp}/p
setup write {tmp}/p/data/secret/group1/test_group.yaml args: [--fast]\n
judge check {tmp}/p
exit 2
stderr /group1/test_group\.yaml: args for submissions are not supported yet

# judge verify --json: schema 1, each problem's time limit and margins, each submission's
# expectation, verdict, language and cases (null: not run, judging stopped at the first
# failure that settled it); the matrix then goes to standard error.  fastest_tle_ms is the
# CPU time of spin.c's TLE, which a loaded machine may end by the wall clock below the limit
sh "$JUDGE" verify packages/legacy-sum --json - 2>/dev/null | python3 -c \
    "import json,sys; d=json.load(sys.stdin); p=d['problems'][0]; t=p['time_limit']; \
    s={x['label']: x for x in p['submissions']}; \
    print(d['schema'], d['summary'], d['complete']); \
    print(t['ms'], t['derived'], t['slowest_accepted_ms'] < 1000, t['fastest_tle_ms'] > 0); \
    x=s['time_limit_exceeded/spin.c']; \
    print(x['language'], x['expected'], x['verdict'], x['met']); \
    print([c['verdict'] for c in x['cases']])"
exit 0
stdout ^1 \{'problems': 1, 'met': 5, 'missed': 0, 'skipped': 0\} True$
stdout ^1000 False True True$
stdout ^c \['TLE'\] TLE True$
stdout ^\['AC', 'AC', 'AC', 'TLE', None\]$

# A derived limit says so; a missed expectation carries its reason
setup copy packages/legacy-sum {tmp}/p
setup sh rm {tmp}/p/.timelimit && cp {tmp}/p/submissions/accepted/sum.c \
    {tmp}/p/submissions/wrong_answer/right.c
judge verify {tmp}/p --json {tmp}/v.json
exit 1
sh python3 -c "import json; d=json.load(open('{tmp}/v.json')); p=d['problems'][0]; \
    print(p['time_limit']['derived'], p['format'], d['summary']['missed']); \
    print([x['reason'] for x in p['submissions'] if not x['met']])"
exit 0
stdout ^True legacy 1$
stdout ^\['expected WA on at least one case, got AC everywhere'\]$

# A case's .desc and .hint are shown with -v, escaped as every text a file holds
judge run -v packages/legacy-sum --case secret/03-big/big
exit 0
stdout ^  AC  secret/03-big/big 
stdout ^       description: Two numbers whose sum needs 64 bits\.$
stdout ^       case hint: What type holds 4000000000\?$

# A case's NAME.yaml (the current format's test case configuration): its output validator
# arguments after its folder's (here the custom validator's 'exact', against leading zeros),
# its hint; an unknown key is an error at its place
setup copy packages/current-sum {tmp}/p
setup write {tmp}/p/data/secret/group1/01.yaml output_validator_args: [exact]\nhint: no zeros\n
judge run -v {tmp}/p --solution {tmp}/p/submissions/accepted/zeros.py
exit 1
stdout ^  WA  secret/group1/01 
stdout no zeros
stdout ^  AC  secret/group2/01 
setup write {tmp}/p/data/secret/group1/01.yaml output_validator_arg: [exact]\n
judge check {tmp}/p
exit 2
stderr /p/data/secret/group1/01\.yaml:1:1: unknown test case key 'output_validator_arg' \
    \(did you mean 'output_validator_args'\?\)$

# A submission in a language the judge does not know (a folder of Prolog) is skipped and
# listed, never a judge error
setup copy packages/legacy-sum {tmp}/p
setup write {tmp}/p/submissions/accepted/prolog/main.pl main :- halt.\n
judge verify {tmp}/p
exit 0
stdout ^  skip accepted/prolog: folder '.*/prolog': no file of a known language

# A package's samples are its data/sample/ cases, whatever the names: with them no "no
# sample" warning; without them the warning names data/sample/, and a secret file named
# sample.in is no sample
setup copy packages/legacy-sum {tmp}/p
judge check {tmp}/p
exit 0
!stderr sample
stdout ^p: ok, 5 cases$
setup sh rm -r {tmp}/p/data/sample
setup sh cp {tmp}/p/data/secret/04-last.in {tmp}/p/data/secret/sample.in
setup sh cp {tmp}/p/data/secret/04-last.ans {tmp}/p/data/secret/sample.ans
judge check {tmp}/p
exit 0
stderr ^.*/p/data: warning: no sample case \(no case in data/sample/\)$

# An interactive package (type: interactive): the output validator is the interactor
# (Kattis protocol); every submission meets its folder's verdict (run_time_error crashes
# before the interactor asks again)
judge verify packages/interactive-current
exit 0
stdout ^  ok   accepted/add\.c$
stdout ^  ok   run_time_error/first-only\.c$
stdout ^  ok   wrong_answer/difference\.c$

# -v shows the sample interactions first (shown, never run), then each case's transcript
judge run -v packages/interactive-current
exit 0
stdout ^  sample 1\.interaction:$
stdout ^    <1 2$
stdout ^    >3$
stdout ^  AC  secret/01 
stdout ^         <1000000 1$
stdout ^         >1000001$
stdout ^interactive-current: AC  3/3 cases passed

# The legacy format's validation: custom interactive (output_validators/mul/); a
# submission that never flushes leaves both waiting: TLE (idle), as its folder says
judge verify packages/interactive-legacy
exit 0
stdout ^  ok   accepted/product\.c$
stdout ^  ok   time_limit_exceeded/no-flush\.c$
judge run packages/interactive-legacy \
    --solution packages/interactive-legacy/submissions/time_limit_exceeded/no-flush.c
exit 1
stdout ^  TLE sample/1 .*\(idle\)

# type as a list; a validator folder holding one folder (problemtools' examples) is that
# folder; an interactive package without an output validator is an error
setup copy packages/interactive-current {tmp}/p
setup sh sed -i 's/^type: interactive$/type: [interactive]/' {tmp}/p/problem.yaml
setup sh mkdir {tmp}/p/output_validator/ask && mv {tmp}/p/output_validator/ask.c \
    {tmp}/p/output_validator/ask/
judge run {tmp}/p
exit 0
stdout ^p: AC  3/3 cases passed
setup sh rm -r {tmp}/p/output_validator
judge check {tmp}/p
exit 2
stderr an interactive problem needs its interactor in output_validator/$
