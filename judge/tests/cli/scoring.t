# Scored problems (issue 17): scoring/ holds sc, a problem in the judge's format whose
# cases print a + b, in groups worth points (testdata/sc/*.yaml): 00-samples (no score:
# worth 0), 01-small (20, min), 02-odd (30, sum), 03-min (10, min by default), 04-needs
# (15, requires 03-min), 05-kattis (30, sum, a Kattis validator writing score.txt or
# score_multiplier.txt), 06-after (5, requires 01-small).  The testlib checker near.c
# gives half of a case's points to an answer one off.  partial.c (in
# submissions/partially_accepted/) is one off when a is odd.  The packages
# current-score and legacy-score are the same sums in the package formats.

# The main solution: every case AC.  05-kattis's validator gives kattis-1 its 10 points
# of 10 (30 / 3 cases), kattis-2 5 of 10, kattis-3 0.4 of its 10: 10 + 5 + 4 = 19.
# The score: 20 + 30 + 10 + 15 + 19 + 5 = 99 of 20 + 30 + 10 + 15 + 30 + 5 = 110.
judge run --root scoring sc
exit 0
stdout ^  AC  kattis-1 .*\[points 10\]$
stdout ^  AC  kattis-3 .*\[fraction 0\.4\]$
stdout ^sc: AC  14/14 cases passed
stdout ^  score 99/110$
stdout ^    00-samples +0 / 0 +pass-fail$
stdout ^    05-kattis +19 / 30 +sum$
stdout ^    06-after +5 / 5 +min$

# partial.c: odd-1, odd-2 and min-1 are one off, half their points (WA, "partial credit").
# 02-odd: 30 / 4 * (0.5 + 0.5 + 1 + 1) = 22.5; 03-min: 10 * min(0.5, 1) = 5;
# 04-needs: 0 (03-min not passed); the rest as above: 20 + 22.5 + 5 + 0 + 19 + 5 = 71.5
judge run --root scoring sc --solution \
    scoring/problems/sc/submissions/partially_accepted/partial.c
exit 1
stdout ^  WA  odd-1 .*\(partial credit\)$
stdout ^       points 0\.5 one off: 3 for 2$
stdout ^sc: WA  11/14 cases passed
stdout ^  score 71\.5/110$
stdout ^    02-odd +22\.5 / 30 +sum$
stdout ^    03-min +5 / 10 +min$
stdout ^    04-needs +0 / 15 +min  \(0: 03-min not passed\)$

# The same in the JSON report: the problem's score and max_score, each group's
judge run --root scoring sc --solution \
    scoring/problems/sc/submissions/partially_accepted/partial.c --json -
exit 1
json problems.0.score = 71.5
json problems.0.max_score = 110
json problems.0.groups.0.name = 00-samples
json problems.0.groups.0.max_score = 0
json problems.0.groups.2.score = 22.5
json problems.0.groups.2.aggregation = sum
json problems.0.groups.3.score = 5
json problems.0.groups.3.passed = false
json problems.0.groups.4.score = 0
json problems.0.groups.4.requires = ["03-min"]
json problems.0.groups.5.score = 19
json problems.0.groups.6.score = 5
json problems.0.cases.3.checker_score = {"kind": "fraction", "value": 0.5}
json problems.0.cases.10.checker_score = {"kind": "points", "value": 10}

# JUnit: the score as properties of the problem's testsuite
judge run --root scoring sc --solution \
    scoring/problems/sc/submissions/partially_accepted/partial.c -q --junit -
exit 1
stdout <property name="score" value="71.5"/>
stdout <property name="max_score" value="110"/>
stdout <property name="score.02-odd" value="22.5/30"/>

# TAP: a test point of its own with the groups in its YAML block
judge run --root scoring sc --solution \
    scoring/problems/sc/submissions/partially_accepted/partial.c -q --tap
exit 1
stdout ^ok 15 - sc: score 71\.5/110$
stdout ^  max_score: 110$
stdout ^    - name: "04-needs"$

# The Markdown summary: the score beside the cases passed, a table of the groups
judge run --root scoring sc --solution \
    scoring/problems/sc/submissions/partially_accepted/partial.c -q --summary {tmp}/s.md
exit 1
sh cat {tmp}/s.md
exit 0
stdout ^\| sc \| Scored sums \| \*\*WA\*\* \| 11/14, score 71\.5/110 \|
stdout ^\| 02-odd \| 22\.5 \| 30 \| sum \|$

# A problem that is not scored reports no score anywhere
judge run --root checkers tl --case accepted --json -
exit 0
!stdout score

# verify: partially_accepted/partial.c says /* score: 70-75 */ and gets 71.5; the matrix
# ends with a row of scores
judge verify --root scoring sc
exit 0
stdout ^  score \(of 110\) +99 71\.5$
stdout ^  ok   partially_accepted/partial\.c$
stdout ^verify: 1 problem, 0 expectations missed$

# ...and one whose first comment gives 80-90 misses its expectation
setup copy scoring {tmp}/t
setup sh sed '1s/70-75/80-90/' {tmp}/t/problems/sc/submissions/partially_accepted/partial.c \
    > {tmp}/t/problems/sc/submissions/partially_accepted/far.c
judge verify --root {tmp}/t sc
exit 1
stdout ^  FAIL partially_accepted/far\.c: expected a score of 80-90, got 71\.5$
stdout ^verify: 1 problem, 1 expectation missed$

# A partially accepted submission without a score in its first comment: an error
setup copy scoring {tmp}/t
setup write {tmp}/t/problems/sc/submissions/partially_accepted/bare.c int main(void){}\n
judge verify --root {tmp}/t sc
exit 2
stderr partially_accepted/bare\.c:1:1: a partially accepted submission needs its score

# Errors in a group's keys, at the key's value: a negative score, an unknown aggregate
setup copy scoring {tmp}/t
setup write {tmp}/t/testdata/sc/07-bad.yaml score: -3\naggregate: max\ncases: []\n
judge run --root {tmp}/t sc
exit 2
stderr 07-bad\.yaml:1:8: score -3 is negative$
stderr 07-bad\.yaml:2:12: invalid aggregate 'max' \(expected min or sum\)$
!stdout (^  |: )AC  

# ...a list for an aggregate, and pass-fail (a package's word, not a group's of ours)
setup copy scoring {tmp}/t
setup write {tmp}/t/testdata/sc/07-bad.yaml score: 1\naggregate: [min]\ncases: []\n
setup write {tmp}/t/testdata/sc/07-pf.yaml score: 1\naggregate: pass-fail\ncases: []\n
judge run --root {tmp}/t sc
exit 2
stderr 07-bad\.yaml:2:12: 'aggregate' must be min or sum, not a list$
stderr 07-pf\.yaml:2:12: invalid aggregate 'pass-fail' \(expected min or sum\)$

# ...requires of a file that does not exist, and groups that require each other
# (scoring-bad/ holds the files)
setup copy scoring {tmp}/t
setup copy scoring-bad/unknown.yaml {tmp}/t/testdata/sc/07-bad.yaml
judge run --root {tmp}/t sc
exit 2
stderr 07-bad\.yaml:3:12: requires unknown group '03-mim'$

# (the cycle is named where it closes: 07-b's requires, back to 07-a)
setup copy scoring {tmp}/t
setup copy scoring-bad/cycle-a.yaml {tmp}/t/testdata/sc/07-a.yaml
setup copy scoring-bad/cycle-b.yaml {tmp}/t/testdata/sc/07-b.yaml
judge run --root {tmp}/t sc
exit 2
stderr 07-b\.yaml:3:11: groups require each other in a cycle \('07-b' requires '07-a'

# A file without cases (invalid inputs only, here) is no group: not in the score's table...
setup copy scoring {tmp}/t
setup copy scoring-bad/caseless.yaml {tmp}/t/testdata/sc/07-bad.yaml
judge run --root {tmp}/t sc
exit 0
stdout ^  score 99/110$
stdout ^    06-after +5 / 5 +min$
!stdout 07-bad

# ...nor a group to require, nor a file to give points to: errors at the name and the score
setup copy scoring {tmp}/t
setup copy scoring-bad/caseless.yaml {tmp}/t/testdata/sc/07-bad.yaml
setup copy scoring-bad/needs-caseless.yaml {tmp}/t/testdata/sc/07-needs.yaml
setup copy scoring-bad/points-caseless.yaml {tmp}/t/testdata/sc/07-pts.yaml
judge run --root {tmp}/t sc
exit 2
stderr 07-needs\.yaml:3:11: requires '07-bad', a file without cases, which is no group$
stderr 07-pts\.yaml:2:8: score for a file without cases: no case could earn its points$

# A score.txt over the case's points is the judge's error (kattis-2's 5 made 50 > 10)
setup copy scoring {tmp}/t
setup sh sed -i 's/4 4 s 5/4 4 s 50/' {tmp}/t/testdata/sc/05-kattis.yaml
judge run --root {tmp}/t sc --case kattis-2
exit 3
stdout ^  JE  kattis-2 .*\(checker gave too many points\)$

# A current-format package of type scoring: secret's groups g1 (30, pass-fail by default),
# g2 (50, sum, require_pass: sample) and g3 (20, min, require_pass: secret/g1).  odd.c
# fails g1/b, g2/b and g2/c: g1 0; g2 50 / 4 * 2 = 25; g3 0 (g1 not passed): 25 of 100
judge run scoring/packages/current-score --solution \
    scoring/packages/current-score/submissions/wrong_answer/odd.c --json -
exit 1
json problems.0.score = 25
json problems.0.max_score = 100
json problems.0.groups.1.name = secret/g1
json problems.0.groups.1.aggregation = pass-fail
json problems.0.groups.1.score = 0
json problems.0.groups.2.score = 25
json problems.0.groups.3.score = 0

judge run scoring/packages/current-score -q
exit 0
stdout ^  score 100/100$
stdout ^    secret/g2 +50 / 50 +sum$

# verify: submissions.yaml gives odd.c a score in [20, 30]
judge verify scoring/packages/current-score
exit 0
stdout ^  score \(of 100\) +100 +25$
stdout ^  ok   wrong_answer/odd\.c$

# A group without max_score, a require_pass of no group: errors at the file
setup copy scoring/packages/current-score {tmp}/p
setup write {tmp}/p/data/secret/g2/test_group.yaml score_aggregation: sum\nrequire_pass: x\n
judge run {tmp}/p
exit 2
stderr g2/test_group\.yaml:1:1: a test data group of a scoring problem needs its max_score$
stderr g2/test_group\.yaml:2:15: requires unknown group 'x'$

# score_aggregation is one of the three names, a word not a list
setup copy scoring/packages/current-score {tmp}/p
setup write {tmp}/p/data/secret/g2/test_group.yaml max_score: 50\nscore_aggregation: avg\n
judge run {tmp}/p
exit 2
stderr g2/test_group\.yaml:2:20: invalid score_aggregation 'avg' \
    \(expected pass-fail, sum or min\)$
setup write {tmp}/p/data/secret/g2/test_group.yaml max_score: 50\nscore_aggregation: [sum]\n
judge run {tmp}/p
exit 2
stderr g2/test_group\.yaml:2:20: invalid score_aggregation 'a list' \
    \(expected pass-fail, sum or min\)$

# The legacy format's grading flags: secret/a's cases worth accept_score 10, the least
# of them (grader_flags min); secret/b's 5 each (from secret/testdata.yaml), summed.
# odd.c fails a/y and b/q: a 0 of 10, b 5 + 5 = 10 of 15: 10 of 25
judge run scoring/packages/legacy-score --solution \
    scoring/packages/legacy-score/submissions/wrong_answer/odd.c --json -
exit 1
json problems.0.score = 10
json problems.0.max_score = 25
json problems.0.groups.0.name = secret/a
json problems.0.groups.0.max_score = 10
json problems.0.groups.0.score = 0
json problems.0.groups.1.max_score = 15
json problems.0.groups.1.score = 10

# Flags the judge does not follow are refused at their value
setup copy scoring/packages/legacy-score {tmp}/p
setup write {tmp}/p/data/testdata.yaml grader_flags: ignore_sample avg\nrange: 0 100\n
judge run {tmp}/p
exit 2
stderr data/testdata\.yaml:1:15: grader flag 'avg' is not supported
stderr data/testdata\.yaml:2:8: 'range' is not supported

setup copy scoring/packages/legacy-score {tmp}/p
setup write {tmp}/p/data/secret/testdata.yaml on_reject: break\nreject_score: 1\n
judge run {tmp}/p
exit 2
stderr secret/testdata\.yaml:1:12: on_reject 'break' is not supported
stderr secret/testdata\.yaml:2:15: a reject_score other than 0 is not supported

# verify --json: each submission's score and max_score
judge verify --root scoring sc --json -
exit 0
json problems.0.submissions.1.label = partially_accepted/partial.c
json problems.0.submissions.1.score = 71.5
json problems.0.submissions.1.max_score = 110
json problems.0.submissions.0.score = 99

# Export and import would lose the points: both refuse a scored problem
judge export --root scoring sc {tmp}/out
exit 2
stderr testdata/sc: a scored problem is not exported yet

# (a package the judge did not derive a limit for would stop there first: this one sets it)
setup mkdir {tmp}/tree/problems
judge import --root {tmp}/tree scoring/packages/current-score
exit 2
stderr a scoring package is not imported yet
