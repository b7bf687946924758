# Multi-pass packages (type: multi-pass): packages/multipass's validator wants its input's
# number plus one, writes "2 2Y" into nextpass.in after pass 1 (its state file kept in the
# feedback folder for pass 2) and accepts pass 2 without one; its argument makes it
# misbehave (or score).  packages/multipass-interactive plays the same game as an
# interactor.

# Every submission meets its folder's verdict: WA in pass 1 or 2, TLE and RE in pass 2
judge verify packages/multipass
exit 0
stdout ^  ok   accepted/add-one\.c$
stdout ^  ok   run_time_error/second\.c$
stdout ^  ok   time_limit_exceeded/second\.c$
stdout ^  ok   wrong_answer/first\.c$
stdout ^  ok   wrong_answer/second\.c$
stdout ^verify: 1 problem, 0 expectations missed$

# Both passes accepted: the judge message holds both (appended, the folder kept); -v the passes
judge run -v packages/multipass --case secret/01
exit 0
stdout ^  AC  secret/01 
stdout ^       pass 1 accepted\\npass 2 accepted$
stdout ^       passes: 1 AC [^,]*, 2 AC 
stdout ^multipass: AC  1/1 cases passed

# The first failing pass decides, named in the message; a WA in pass 1 runs no pass 2
judge run packages/multipass --case sample/1 \
    --solution packages/multipass/submissions/wrong_answer/first.c
exit 1
stdout ^  WA  sample/1 
stdout ^       pass 1: pass 1: 20 \+ 1 is not what was printed$
stdout ^       passes: 1 WA [^,]*$
judge run packages/multipass --case sample/1 \
    --solution packages/multipass/submissions/wrong_answer/second.c
exit 1
stdout ^       pass 2: pass 1 accepted\\npass 2: 42 \+ 1 is not what was printed$
stdout ^       passes: 1 AC .*, 2 WA 

# JUnit, TAP, the summary and the HTML page show each pass too, live and rendered from the
# JSON report
sh "$JUDGE" run packages/multipass --case sample/1 --json {tmp}/r.json --junit {tmp}/r.xml \
    --summary {tmp}/r.md --html {tmp}/r.html --tap \
    --solution packages/multipass/submissions/wrong_answer/second.c >{tmp}/r.tap 2>/dev/null; \
    "$JUDGE" report render {tmp}/r.json --junit {tmp}/again.xml --tap {tmp}/again.tap \
    --summary {tmp}/again.md --html {tmp}/again.html && \
    grep -c 'passes: "\?1 AC [0-9.]*ms [0-9.]*[KM]iB, 2 WA [0-9.]*ms [0-9.]*[KM]iB' \
    {tmp}/r.xml {tmp}/r.tap {tmp}/r.md {tmp}/r.html {tmp}/again.xml {tmp}/again.tap \
    {tmp}/again.md {tmp}/again.html
exit 0
stdout ^.*/r\.xml:1$
stdout ^.*/r\.tap:1$
stdout ^.*/r\.md:1$
stdout ^.*/r\.html:1$
stdout ^.*/again\.xml:1$
stdout ^.*/again\.tap:1$
stdout ^.*/again\.md:1$
stdout ^.*/again\.html:1$
setup sh "$JUDGE" run packages/multipass --case sample/1 --json {tmp}/r.json \
    --solution packages/multipass/submissions/wrong_answer/second.c >/dev/null; \
    sed -i 's/"list":\[{"verdict":"AC"/"list":[{"verdict":"XX"/' {tmp}/r.json
judge report render {tmp}/r.json --tap -
exit 2
stderr ^judge: .*/r\.json: problems\[0\]\.cases\[0\]\.passes\[0\]: "verdict" is missing or not \
    a verdict$

# Each pass has the full limits: a pass 2 that spins is TLE at 1s, the case's time its own
judge run packages/multipass --case sample/1 \
    --solution packages/multipass/submissions/time_limit_exceeded/second.c
exit 1
stdout ^  TLE sample/1 +1\d\d\dms / 1s .*\(cpu\)$
stdout ^       in pass 2$
stdout ^       passes: 1 AC \d\.\dms .*, 2 TLE 1\d\d\dms 
judge run packages/multipass --case sample/1 \
    --solution packages/multipass/submissions/run_time_error/second.c
exit 1
stdout ^  RE  sample/1 .*\(SIGABRT\)$
stdout ^       passes: 1 AC .*, 2 RE 

# JSON: passes (count, and each pass's verdict and times), valid against the schema
sh "$JUDGE" run packages/multipass --case sample/1 --json {tmp}/r.json \
    --solution packages/multipass/submissions/run_time_error/second.c >/dev/null; \
    python3 report-check json {tmp}/r.json | grep '^ok'; python3 -c 'import json,sys; \
    c=json.load(open(sys.argv[1]))["problems"][0]["cases"][0]["passes"]; \
    print(c["count"], *[p["verdict"] for p in c["list"]])' {tmp}/r.json
exit 0
stdout ^ok json .*/r.json$
stdout ^2 AC RE$

# --keep: each pass's input and output under pass-N/, pass 2's input the validator's
judge run packages/multipass --case sample/1 --keep {tmp}/k \
    --solution packages/multipass/submissions/wrong_answer/second.c
exit 1
sh cat {tmp}/k/multipass/sample/1/pass-1/input {tmp}/k/multipass/sample/1/pass-1/output \
    {tmp}/k/multipass/sample/1/pass-2/input {tmp}/k/multipass/sample/1/pass-2/output
exit 0
stdout ^1 20$
stdout ^21$
stdout ^2 42$
stdout ^44$
# ... and nothing of an accepted case
judge run packages/multipass --case sample/1 --keep {tmp}/k2
exit 0
sh test ! -e {tmp}/k2/multipass/sample/1
exit 0

# A nextpass.in on the last pass, beside a rejection, or hostile (a symbolic link, a named
# pipe, over the validator's output limit) is JE (exit 3), naming the pass
setup copy packages/multipass {tmp}/p
setup write {tmp}/p/data/sample/1.yaml output_validator_args: [endless]\n
judge run {tmp}/p --case sample/1
exit 3
stdout ^  JE  sample/1 
stdout ^       pass 2: the validator wrote nextpass\.in on the last pass \(limits\.valid
setup write {tmp}/p/data/sample/1.yaml output_validator_args: [reject-next]\n
judge run {tmp}/p --case sample/1
exit 3
stdout ^       pass 1: the validator wrote nextpass\.in but did not accept \(exit 42\)$
setup write {tmp}/p/data/sample/1.yaml output_validator_args: [link]\n
judge run {tmp}/p --case sample/1
exit 3
stdout ^       pass 1: cannot open nextpass\.in: a symbolic link$
setup write {tmp}/p/data/sample/1.yaml output_validator_args: [fifo]\n
judge run {tmp}/p --case sample/1
exit 3
stdout ^       pass 1: nextpass\.in is not a regular file of its own$
setup write {tmp}/p/data/sample/1.yaml output_validator_args: [huge]\n
judge run {tmp}/p --case sample/1
exit 3
stdout ^       pass 1: nextpass\.in is over the validator's 1048576 bytes of output \(limits: va

# validation_passes: an integer from 2 to 100 (a package of the issue 27 list uses 26),
# used by a multi-pass problem only (elsewhere warned of and not used, as BAPCtools skips
# it); multi-pass needs an output validator (at type's place)
setup copy packages/multipass {tmp}/q
setup sh sed -i 's/^  time_limit: 1$/&\n  validation_passes: 1/' {tmp}/q/problem.yaml
judge check {tmp}/q
exit 2
stderr /q/problem\.yaml:11:22: expected a whole number of passes from 2 to 100, not '1'$
setup sh sed -i 's/validation_passes: 1$/validation_passes: 2.5/' {tmp}/q/problem.yaml
judge check {tmp}/q
exit 2
stderr /q/problem\.yaml:11:22: expected a whole number of passes from 2 to 100, not '2\.5'$
setup sh sed -i 's/validation_passes: 2\.5$/validation_passes: 26/' {tmp}/q/problem.yaml
judge check {tmp}/q
exit 0
setup sh sed -i 's/validation_passes: 26$/validation_passes: 2.5/' {tmp}/q/problem.yaml
setup sh sed -i 's/^type: multi-pass$/type: pass-fail/; s/2\.5$/3/' {tmp}/q/problem.yaml
judge check {tmp}/q
exit 0
stderr /q/problem\.yaml:11:22: warning: limits\.validation_passes is for a multi-pass problem \
    only \(type: multi-pass\): not used$
setup copy packages/multipass {tmp}/r
setup sh rm -r {tmp}/r/output_validator
judge check {tmp}/r
exit 2
stderr /r/problem\.yaml:3:7: a multi-pass problem needs its output validator in output_valid

# Interactive and multi-pass at once: the interactor writes nextpass.in; validation_passes 3
# allows a third pass the interactor does not ask for; a WA in pass 2 is the interactor's
judge verify packages/multipass-interactive
exit 0
stdout ^  ok   accepted/add-one\.c$
stdout ^  ok   wrong_answer/big\.c$
judge run -v packages/multipass-interactive \
    --solution packages/multipass-interactive/submissions/wrong_answer/big.c
exit 1
stdout ^  WA  secret/1 
stdout ^       pass 2: pass 1: 21\\npass 2: no 42 \+ 1$
stdout ^       passes: 1 AC .*, 2 WA 
stdout ^         <42$
stdout ^         >42$

# -v shows every pass's transcript, each under its number, in order
sh "$JUDGE" run -v packages/multipass-interactive \
    --solution packages/multipass-interactive/submissions/wrong_answer/big.c | \
    sed -n '/^       interaction:$/,$p' | tr -s ' ' | tr '\n' '|'
exit 0
stdout ^ interaction:\| pass 1:\| <20\| >21\| pass 2:\| <42\| >42\|multipass-interactive: WA

# Scored and multi-pass at once: packages/multipass as type [scoring, multi-pass], its
# validator in "score" mode.  A case's score is its last pass's, never one an earlier pass
# left in the kept feedback folder: pass 1 writes a multiplier of 0.25, pass 2 1 when pass
# 1's answer was even and 0.5 when odd.  secret's two cases are worth 50 each: 01 (1000 +
# 1 = 1001, odd) 25, 02 (-7 + 1 = -6, even) 50: 75 of 100.  second.c's WA in pass 2 is a
# WA scoring 0 (pass 1's 0.25 is no score given on a rejection)
setup copy packages/multipass {tmp}/p
setup sh sed -i 's/^type: multi-pass$/type: [scoring, multi-pass]/' {tmp}/p/problem.yaml
setup write {tmp}/p/data/test_group.yaml output_validator_args: [score]\n
setup sh printf 'accepted/add-one.c:\n  score: 75\nwrong_answer/second.c:\n  score: 0\n' \
    >{tmp}/p/submissions/submissions.yaml
judge run {tmp}/p --case 'secret/*'
exit 0
stdout ^  AC  secret/01 .*\[fraction 0\.5\]$
stdout ^  AC  secret/02 .*\[fraction 1\]$
stdout ^  score 75/100$
judge verify {tmp}/p
exit 0
stdout ^  ok   accepted/add-one\.c$
stdout ^  ok   wrong_answer/second\.c$
!stdout \bJE\b
