# A package's submissions (issue 15): packages/current-subs (2025-09) has rejected/,
# brute_force/, a folder of its own (mixed/) and submissions.yaml with rules per submission
# and per test group; each submission's run stops at the first failing case that settles
# its expectation.

# Every expectation met: rejected/ takes any failure, brute_force/ a TLE (never WA), mixed/
# its rules per group (AC on sample and secret/01,02; WA required on secret/03); a case after
# the one that settled it is not run ('-')
judge verify -v -j 1 packages/current-subs
exit 0
stdout ^current-subs: verdict matrix \(columns: 1=accepted/sum\.c, 2=brute_force/slow\.py, \
    3=mixed/last-wrong\.py, 4=rejected/crash\.py, 5=wrong_answer/then-sleeps\.c\)$
stdout ^  sample/1 +AC +AC +AC +AC +AC$
stdout ^  secret/01 +AC +AC +AC +AC +WA$
stdout ^  secret/02 +AC +AC +AC +RE +-$
stdout ^  secret/03 +AC +TLE +WA +- +-$
stdout ^  ok   mixed/last-wrong\.py$
stdout ^  ok   wrong_answer/then-sleeps\.c$
stdout ^verify: 1 problem, 0 expectations missed$

# Stopping at the first failure: then-sleeps.c would sleep on secret/02 and 03 (TLE, not
# permitted); they are not judged (one already started is killed, not waited for), and the
# report says which cases ran (null: not run) and the rules each submission met
sh timeout 30 "$JUDGE" verify -j 1 packages/current-subs --json - 2>/dev/null | python3 -c \
    "import json,sys; p=json.load(sys.stdin)['problems'][0]; \
    s={x['label']: x for x in p['submissions']}; \
    print([c['verdict'] for c in s['wrong_answer/then-sleeps.c']['cases']]); \
    print([c['time_ms'] is None for c in s['rejected/crash.py']['cases']]); \
    print(s['rejected/crash.py']['expected'], s['brute_force/slow.py']['expected']); \
    r=s['mixed/last-wrong.py']['rules']; print([(x['cases'], x['permitted'], x['required']) \
    for x in r]); print(s['brute_force/slow.py']['rules'][0]['use_for_time_limit'])"
exit 0
stdout ^\['AC', 'WA', None, None\]$
stdout ^\[False, False, False, True\]$
stdout ^\['WA', 'TLE', 'RE'\] \['TLE', 'RE'\]$
stdout ^\[\(None, \['AC', 'WA', 'TLE', 'RE'\], \[\]\), \('sample', \['AC'\], \[\]\), \
    \('secret/0\{1,2\}', \['AC'\], \[\]\), \('secret/03', \['AC', 'WA', 'TLE', 'RE'\], \['WA'\]\)\]$
stdout ^false$

# Missed: a rejected submission right everywhere, a brute force that is wrong, a group rule
# whose required verdict never comes
setup copy packages/current-subs {tmp}/p
setup sh cp {tmp}/p/submissions/accepted/sum.c {tmp}/p/submissions/rejected/right.c && \
    cp {tmp}/p/submissions/mixed/last-wrong.py {tmp}/p/submissions/brute_force/wrong.py && \
    cp {tmp}/p/submissions/accepted/sum.c {tmp}/p/submissions/mixed/right.c && \
    printf 'mixed/right.c:\n  secret/03:\n    required: [WA]\n' \
    >>{tmp}/p/submissions/submissions.yaml
judge verify {tmp}/p
exit 1
stdout ^  FAIL brute_force/wrong\.py: expected TLE, RE or AC, got WA on 'secret/03'$
stdout ^  FAIL mixed/right\.c: expected WA on at least one case of 'secret/03', got AC on every one$
stdout ^  FAIL rejected/right\.c: expected WA, TLE or RE on at least one case, got AC everywhere$
stdout ^verify: 1 problem, 3 expectations missed$

# A default folder's rule replaced by its name in submissions.yaml (its other keys kept);
# a folder no rule covers is listed, skipped, never silently dropped
setup copy packages/current-subs {tmp}/p
setup sh mkdir {tmp}/p/submissions/other && cp {tmp}/p/submissions/accepted/sum.c \
    {tmp}/p/submissions/other/sum.c && \
    printf 'wrong_answer:\n  permitted: [AC, WA, TLE]\n' >>{tmp}/p/submissions/submissions.yaml
judge verify {tmp}/p --json {tmp}/v.json
exit 0
stdout ^  skip other/sum\.c: no expectation: neither a default folder nor a submissions\.yaml
sh python3 -c "import json; p=json.load(open('{tmp}/v.json'))['problems'][0]; \
    x=[s for s in p['submissions'] if s['label'] == 'wrong_answer/then-sleeps.c'][0]; \
    print(x['rules'][0]['permitted'], x['rules'][0]['required'])"
exit 0
stdout ^\['AC', 'WA', 'TLE'\] \['WA'\]$

# Without a time limit it is derived from the submissions bounding it from below: accepted
# ones, the others where their rules permit no TLE (wrong_answer/ up to its WA: its sleeps
# would take a minute each under the probe's limit; mixed/ on sample and secret/01,02), not
# brute_force/ (use_for_time_limit: false)
setup copy packages/current-subs {tmp}/p
setup sh printf 'problem_format_version: 2025-09\nname: X\n' >{tmp}/p/problem.yaml
sh timeout 50 "$JUDGE" verify {tmp}/p
exit 0
stdout ^  time limit 1s \(derived: slowest case bounding it from below [0-9.]+ms, \
    (accepted/sum\.c|mixed/last-wrong\.py|wrong_answer/then-sleeps\.c) on \
    (sample/1|secret/0[12]), x 2, up to a multiple of 1s\); \
    time_limit_exceeded submissions must exceed 1\.5s$
stdout ^verify: 1 problem, 0 expectations missed$

# A malformed submissions.yaml: every mistake with file, line and column, exit 2, nothing
# run.  An unknown key (did you mean), a verdict the format does not have, an unknown key
# in a group's rules, a score in a pass-fail problem, a use_for_time_limit that is none of
# its values.  A glob matching no submission and a test group matching no case are only
# warned of, as BAPCtools reads them (its own tests keep such rules on purpose)
setup copy packages/current-subs {tmp}/p
setup sh printf '%s\n' 'accepted:' '  permited: [AC]' 'wrong_answer/*:' '  required: [RE]' \
    'nope/*.c:' '  permitted: [AC]' 'rejected:' '  secret/99:' '    required: [WA]' \
    '  sample:' '    premitted: [AC]' '  score: 1' 'brute_force:' \
    '  use_for_time_limit: sometimes' >{tmp}/p/submissions/submissions.yaml
judge verify {tmp}/p
exit 2
stderr /p/submissions/submissions\.yaml:2:3: unknown submissions\.yaml key 'permited' \
    \(did you mean 'permitted'\?\)
stderr /p/submissions/submissions\.yaml:4:14: expected a verdict \(AC, WA, TLE or RTE\), not 'RE'
stderr ^judge: warning: .*/p/submissions/submissions\.yaml:5:1: 'nope/\*\.c' matches no submission
stderr ^judge: warning: .*/p/submissions/submissions\.yaml:8:3: 'secret/99' matches no test group
stderr /p/submissions/submissions\.yaml:11:5: unknown test group rule key 'premitted' \
    \(did you mean 'permitted'\?\)
stderr /p/submissions/submissions\.yaml:12:3: 'score' is only for scoring problems
stderr /p/submissions/submissions\.yaml:14:23: use_for_time_limit is true, false, lower or upper
stderr errors in current-subs's submissions|errors in p's submissions; nothing was run
!stdout verdict matrix

# Rules that contradict each other: no verdict left on a case, a requirement no case can
# meet; a language other than the one its files are in.  judge check finds them too
setup copy packages/current-subs {tmp}/p
setup sh printf '%s\n' 'accepted/*:' '  permitted: [WA]' 'mixed/last-wrong.py:' \
    '  permitted: [AC, TLE]' '  required: [WA]' 'rejected/crash.py:' '  language: cpp' \
    >{tmp}/p/submissions/submissions.yaml
judge check {tmp}/p
exit 2
stderr /submissions\.yaml:3:1: 'mixed/last-wrong\.py' can never meet
judge verify {tmp}/p
exit 2
stderr /submissions\.yaml:1:1: the rules for 'accepted/sum\.c' permit no verdict on 'sample/1'
stderr /submissions\.yaml:3:1: 'mixed/last-wrong\.py' can never meet the required verdicts
stderr /submissions\.yaml:7:13: language 'cpp' for 'rejected/crash\.py' \(written in Python 3.*\) \
    is not supported yet

# A submission of a legacy package has the legacy table: time_limit_exceeded may also be WA
setup copy packages/legacy-sum {tmp}/p
setup write {tmp}/p/submissions/time_limit_exceeded/wrong-then-spin.c \
    #include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); \
    if (a == 1) { puts("0"); return 0; } for (;;) ; }\n
judge verify {tmp}/p
exit 0
stdout ^  ok   time_limit_exceeded/wrong-then-spin\.c$
