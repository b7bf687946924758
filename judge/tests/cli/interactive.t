# Interactive problems (interactive/): a guessing game whose interactor speaks the Kattis
# protocol (kt) or testlib's (tl), its mode the input's first word; programs/ breaks each
# verdict rule of problems/README.md.  The interactor allows 20 guesses of a number in
# 1..1000; solutions/kt.c is a binary search that crashes when its input ends.

# Kattis: the game played, accepted; -v shows the interaction, each line marked by its side
judge run --root interactive kt --case play -v
exit 0
stdout ^  AC  play
stdout ^       guessed$
stdout ^       interaction:$
stdout ^         >500$
stdout ^         <higher$
stdout ^         >700$
stdout ^         <correct$
stdout ^kt: AC  1/1 cases passed

# testlib: the same game, its verdict by exit code 0, its message from standard error
judge run --root interactive tl --case play -v
exit 0
stdout ^  AC  play
stdout ^       guessed$
stdout ^         >750$
stdout ^         <lower$

# The interactor's WA stands, though the program then crashes on its closed input
judge run --root interactive kt tl --case wa-first
exit 1
stdout ^  WA  wa-first
stdout ^       rejected before a word was said$
!stdout SIGABRT

# A program that crashes before the interactor decides: RE, whatever the interactor then
# says (the interactor learns of the end only once the program's run is over)
judge run --root interactive kt --case play --solution interactive/programs/crash-early.c
exit 1
stdout ^  RE  play .*\(SIGABRT\)$
stdout ^       interactor: no guess: the input ended$

# The same in the testlib protocol
judge run --root interactive tl --case play --solution interactive/programs/crash-early.c
exit 1
stdout ^  RE  play .*\(SIGABRT\)$

# An interactor that writes 1 MiB to a program that crashed unread never meets a pipe without a
# reader (SIGPIPE: a JE): what it writes to a program gone is dropped, relayed or joined directly
judge run --root interactive kt --case greet --solution interactive/programs/crash-early.c
exit 1
stdout ^  RE  greet .*\(SIGABRT\)$
stdout ^       interactor: no guess: the input ended$
!stdout (^  |: )JE  

# The same in the testlib protocol
judge run --root interactive tl --case greet --solution interactive/programs/crash-early.c
exit 1
stdout ^  RE  greet .*\(SIGABRT\)$
!stdout (^  |: )JE  

# A program that exits cleanly before its first guess: the interactor's WA
judge run --root interactive kt --case play --solution interactive/programs/exit-early.c
exit 1
stdout ^  WA  play
stdout ^       no guess: the input ended$

# Too many guesses: WA by the interactor
judge run --root interactive tl --case play --solution interactive/programs/wrong.c
exit 1
stdout ^  WA  play
stdout ^       more than 20 guesses$

# WA stands though the program then spins (stopped a second after the interactor's end)
judge run --root interactive kt --case play --solution interactive/programs/wrong-spin.c
exit 1
stdout ^  WA  play
stdout ^       more than 20 guesses$
!stdout (^  |: )TLE  

# The same in testlib's protocol
judge run --root interactive tl --case play --solution interactive/programs/wrong-spin.c
exit 1
stdout ^  WA  play
!stdout (^  |: )TLE  

# An interactor that crashes: JE (the judge's exit 3), never the program's fault
judge run --root interactive kt tl --case crash
exit 3
stdout ^  JE  crash .*\(interactor killed by SIGSEGV\)$

# An interactor's exit code outside its protocol: JE
judge run --root interactive kt tl --case exit7 --json -
exit 3
json problems.0.cases.0.verdict = JE
json problems.0.cases.0.detail = interactor exit code 7
json problems.1.cases.0.detail = interactor gave invalid points

# An interactor's failures name it, in every report: a score.txt that is not a number...
setup copy interactive {tmp}/t
setup write {tmp}/t/testdata/kt/score.yaml cases:\n  - {name: bad, input: "score-bad 5\n", \
    output: "5\n"}\n
judge run --root {tmp}/t kt --case bad --json {tmp}/r.json --tap
exit 3
stdout ^  detail: "interactor gave an invalid score"$
stdout ^  message: "interactor wrote an invalid score\.txt or score_multiplier\.txt"$
jsonfile {tmp}/r.json problems.0.cases.0.detail = interactor gave an invalid score

# (the same in the text and JUnit reports)
setup copy interactive {tmp}/t
setup write {tmp}/t/testdata/kt/score.yaml cases:\n  - {name: bad, input: "score-bad 5\n", \
    output: "5\n"}\n
sh "$JUDGE" run --root {tmp}/t kt --case bad --junit {tmp}/r.xml; grep -o 'message="[^"]*"' \
    {tmp}/r.xml
exit 0
stdout ^  JE  bad .*\(interactor gave an invalid score\)$
stdout ^message="judge error \(interactor gave an invalid score\): interactor wrote an inv

# ...a score over what a case of a scored problem is worth (1 point)...
setup copy interactive {tmp}/t
setup write {tmp}/t/testdata/kt/score.yaml score: 1\ncases:\n  - {name: big, input: \
    "score-big 5\n", output: "5\n"}\n
judge run --root {tmp}/t kt --case big
exit 3
stdout ^  JE  big .*\(interactor gave too many points\)$
stdout ^       the interactor's score\.txt is over the case's 1 points$

# ...and one that does not compile (the JSON's checkers say which is the interactor)
setup copy interactive {tmp}/t
setup write {tmp}/t/problems/kt/interactor.c int main(void) { return x; }\n
judge run --root {tmp}/t kt --case play --json {tmp}/r.json --tap
exit 3
stdout ^  message: "interactor '.*interactor\.c' does not compile: .*error
jsonfile {tmp}/r.json problems.0.checkers.0.role = interactor
jsonfile {tmp}/r.json problems.0.message ~ ^interactor '.*interactor\.c' does not compile

# (the same in the text, JUnit and GitHub reports)
setup copy interactive {tmp}/t
setup write {tmp}/t/problems/kt/interactor.c int main(void) { return x; }\n
sh GITHUB_ACTIONS=true "$JUDGE" run --root {tmp}/t kt --case play --junit {tmp}/r.xml 2>&1; \
    grep -o 'message="[^:]*: [^:]*:' {tmp}/r.xml
exit 0
stdout ^kt: JE  interactor '.*interactor\.c' does not compile: .*error
stdout ^::error file=.*interactor\.c,line=1,.*title=kt%3A interactor does not compile::
stdout ^message="judge error: interactor '[^']*interactor\.c' does not compile:$

# An interactor still running a second after the program has ended: stopped, JE
judge run --root interactive kt --case linger --solution interactive/programs/exit-early.c
exit 3
stdout ^  JE  linger .*\(interactor did not exit\)$
stdout ^       the interactor did not exit once the program had ended$

# The same in testlib's protocol
judge run --root interactive tl --case linger --solution interactive/programs/exit-early.c
exit 3
stdout ^  JE  linger .*\(interactor did not exit\)$

# A program over its CPU limit while the interactor waits: TLE, its own time
judge run --root interactive kt --case play --solution interactive/programs/spin.c
exit 1
stdout ^  TLE play
!stdout \(idle\)$

# Both waiting for the other: TLE at the wall limit, with detail idle
judge run --root interactive kt --case play --solution interactive/programs/deadlock.c
exit 1
stdout ^  TLE play .*\(idle\)$
!stdout \(wall\)$

# A program that never reads its answer: idle as well
judge run --root interactive tl --case play --solution interactive/programs/never-reads.c
exit 1
stdout ^  TLE play .*\(idle\)$

# A program that closes its input and output and spins: TLE (the interactor sees the end
# of its input only when the program's run is over)
judge run --root interactive kt --case play --solution interactive/programs/close-spin.c
exit 1
stdout ^  TLE play
stdout ^       interactor: no guess: the input ended$

# A program flooding its output without reading: the interactor's WA, its SIGPIPE not counted
judge run --root interactive kt --case play --solution interactive/programs/flood.c
exit 1
stdout ^  WA  play
!stdout SIGPIPE

# The same in testlib's protocol
judge run --root interactive tl --case play --solution interactive/programs/flood.c
exit 1
stdout ^  WA  play
!stdout SIGPIPE

# Writing on after the interactor accepted: SIGPIPE, not the program's fault: AC
judge run --root interactive kt --case play --solution interactive/programs/after-ac-flood.c
exit 0
stdout ^kt: AC

# The same in testlib's protocol
judge run --root interactive tl --case play --solution interactive/programs/after-ac-flood.c
exit 0
stdout ^tl: AC

# Accepted, but the program does not exit: TLE, stopped a second after the interactor's end
judge run --root interactive kt --case play --solution interactive/programs/after-ac-sleep.c
exit 1
stdout ^  TLE play .*\(did not exit\)$
stdout ^       the program did not exit once the interaction was over$

# Accepted at once, then the program crashes on its input's end: its own RE
judge run --root interactive kt --case ac-first
exit 1
stdout ^  RE  ac-first .*\(SIGABRT\)$
stdout ^       interactor: accepted at the first guess$

# A program that forks: stopped by its filter, RE; nothing of either side is left running
sh JUDGE_CACHE={tmp}/c "$JUDGE" run --root interactive kt --case play \
    --solution interactive/programs/forkbomb.c; \
    echo left $(ls -l /proc/[0-9]*/exe 2>/dev/null | grep -c {tmp}/c)
exit 0
stdout ^  RE  play .*\(forbidden syscall clone\)$
stdout ^left 0$

# Killed programs leave nothing behind: idle, stopped after its grace, interactor stopped
sh JUDGE_CACHE={tmp}/c "$JUDGE" run --root interactive kt --case play \
    --solution interactive/programs/never-reads.c; \
    JUDGE_CACHE={tmp}/c "$JUDGE" run --root interactive kt --case play \
    --solution interactive/programs/after-ac-sleep.c; \
    JUDGE_CACHE={tmp}/c "$JUDGE" run --root interactive kt --case linger \
    --solution interactive/programs/exit-early.c; \
    echo left $(ls -l /proc/[0-9]*/exe 2>/dev/null | grep -c {tmp}/c)
exit 0
stdout ^  TLE play .*\(idle\)$
stdout ^  TLE play .*\(did not exit\)$
stdout ^  JE  linger
stdout ^left 0$

# The transcript: -v shows its first KiB, a line too long cut; --keep keeps 64 KiB of it in
# <case>/interaction (no output file), the bytes beyond counted on its last line
sh "$JUDGE" run --root interactive kt --case play -v --keep {tmp}/k \
    --solution interactive/programs/long-line.c; \
    ls {tmp}/k/kt/play; tail -n 1 {tmp}/k/kt/play/interaction; \
    wc -c < {tmp}/k/kt/play/interaction
exit 0
stdout ^         >7{900}
stdout ^         \.\.\.$
stdout ^       interaction kept in .*/k/kt/play/interaction$
stdout ^interaction$
!stdout ^output$
stdout ^\.\.\. [0-9]+ more bytes$
stdout ^655[0-9][0-9]$

# JSON: the interactor's own verdict and message beside the case's, and the kept transcript
judge run --root interactive kt --case ac-first --keep {tmp}/k --json -
exit 1
json problems.0.cases.0.verdict = RE
json problems.0.cases.0.interactor.verdict = AC
json problems.0.cases.0.interactor.message = accepted at the first guess
json problems.0.cases.0.transcript = {tmp}/k/kt/ac-first/interaction

# An interactor over its own CPU limit while the program waits: JE
judge run --root interactive kt --case spin
exit 3
stdout ^  JE  spin .*\(interactor timed out\)$
stdout ^       over its 10 s of CPU time$

# problem.yaml: an interactor and a checker both is an error at the checker; each key of
# the interactor is required, its protocol one of two; exit 2, nothing run
setup copy interactive {tmp}/t
setup write {tmp}/t/problems/kt/problem.yaml title: X\ninteractor: \
    {source: interactor.c, protocol: kattis}\nchecker: tokens\n
judge run --root {tmp}/t kt
exit 2
stderr /problems/kt/problem\.yaml:3:10: a problem with an 'interactor' has no 'checker'
setup write {tmp}/t/problems/kt/problem.yaml title: X\ninteractor: {source: interactor.c}\n
judge check --root {tmp}/t kt
exit 2
stderr /problems/kt/problem\.yaml:2:13: .*protocol
setup write {tmp}/t/problems/kt/problem.yaml title: X\ninteractor: \
    {source: interactor.c, protocol: ioi}\n
judge check --root {tmp}/t kt
exit 2
stderr /problems/kt/problem\.yaml:2:46: invalid interactor protocol 'ioi'

# A testdata file of an interactive problem has no checker of its own
setup copy interactive {tmp}/t
setup write {tmp}/t/testdata/kt/more.yaml checker: exact\ncases:\n  - {name: x, input: "", \
    output: ""}\n
judge check --root {tmp}/t kt
exit 2
stderr /testdata/kt/more\.yaml:1:10: 'checker' is not for an interactive problem

# ...nor checker self-tests (checker_tests: the interactor is not run on an output file)
setup copy interactive {tmp}/t
setup write {tmp}/t/testdata/kt/more.yaml cases: []\nchecker_tests:\n  - {name: x, input: "", \
    answer: "", output: "", verdict: AC}\n
judge check --root {tmp}/t kt
exit 2
stderr /testdata/kt/more\.yaml:3:3: 'checker_tests' is not for an interactive problem

# A package's data/valid_output/ and data/invalid_output/ are outputs of non-interactive
# problems only (the format says so): an interactive package's are skipped with a warning
# naming the folder (the interactor would reject valid_output/a.out, 5 as 10 + 20)
setup copy packages/interactive-current {tmp}/ask
setup copy packages/interactive-current/data/secret/01.in {tmp}/ask/data/valid_output/a.in
setup copy packages/interactive-current/data/secret/01.ans {tmp}/ask/data/valid_output/a.ans
setup write {tmp}/ask/data/valid_output/a.out 5\n
judge check {tmp}/ask
exit 0
stdout ^ask: ok, 3 cases, 1 warning$
stderr /ask/data/valid_output: warning: not for an interactive problem \(its output \
    validator is the interactor\): its checker self-tests are skipped$
!stderr rejected

# A testlib-protocol interactor is no package's (the format's speak Kattis's): exit 2 at
# problem.yaml, naming the interactor and the protocol, nothing written
judge export --root interactive tl {tmp}/e
exit 2
stderr /problems/tl/problem\.yaml: the testlib-protocol interactor '.*interactor\.c' cannot \
    be a package's: the format's interactors speak the Kattis protocol
!stderr checker
sh test -e {tmp}/e || echo none
stdout ^none$

# A Kattis one exports, and the package judges every case as the problem does (the slow
# case left out: its own limits have no place in a package)
setup copy interactive {tmp}/t
setup sh rm {tmp}/t/testdata/kt/slow.yaml
sh "$JUDGE" export --root {tmp}/t kt {tmp}/e 2>/dev/null && \
    "$JUDGE" run --root {tmp}/t kt --json {tmp}/a.json >/dev/null; \
    "$JUDGE" run {tmp}/e --json {tmp}/b.json >/dev/null; \
    python3 interactive/same-verdicts {tmp}/a.json {tmp}/b.json
exit 0
stdout ^play AC None$
stdout ^wa-first WA None$
stdout ^exit7 JE interactor exit code 7$
stdout ^crash JE interactor killed by SIGSEGV$
stdout ^same$

# Export and import: the interactor is a package's output validator under type: interactive,
# and an interactive package's validator the problem's interactor
sh "$JUDGE" export --root interactive kt {tmp}/e 2>/dev/null; grep '^type' {tmp}/e/problem.yaml
exit 0
stdout ^type: interactive$
sh mkdir -p {tmp}/t/problems && "$JUDGE" import --root {tmp}/t \
    packages/interactive-current ask 2>/dev/null; \
    grep '^interactor' {tmp}/t/problems/ask/problem.yaml
exit 0
stdout ^interactor: \{source: "output_validator", protocol: kattis\}$
