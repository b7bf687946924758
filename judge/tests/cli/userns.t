# The non-root mode: run by a normal user (nobody, through in-userns and as-nobody), the
# judge runs programs with its own uid in a user namespace, with the root mode's views, a
# network namespace and a pid namespace per run; spy/ holds a solution and a checker
# that attack the tree and the judge.  Where a normal user has no user namespace the
# tests of that mode skip; JUDGE_SANDBOX_USERNS=none plays that machine.

# Doctor as a normal user: what it uses, isolated, exit 0
env JUDGE_CACHE={tmp}/cache
sh chmod 755 {tmp} && exec ./in-userns "$JUDGE" doctor
exit 0
stdout ^running as:        a normal user
stdout ^network namespace: yes$
stdout ^pid namespace:     yes$
stdout ^mount namespace:   yes$
stdout ^isolated:          yes \(the judge's uid, in a user and a pid namespace\)$
stdout ^set up ahead:      no \(not root: each run needs a pid namespace of its own\)$

# A solution given the tree's path cannot read the answers nor write into the tree, nor
# write on the judge's terminal (pty-run's) or read its shared memory, nor kill its parent
# or any process /proc lists; a checker's kill(-1) and kill of its parent and of every pid
# in /proc reach nothing: the judge finishes with its report, all AC
setup copy spy {tmp}/h
setup write {tmp}/h/testdata/spy/tree.in {tmp}/h\n
setup sh chmod -R a+rwX {tmp}
env JUDGE_CACHE={tmp}/cache
env NO_COLOR=1
sh ./in-userns sh -c 'umask 077; echo secret > /dev/shm/judge-userns-spy' || exit $?; \
    ./in-userns python3 pty-run "$JUDGE" run --root {tmp}/h spy -v --json {tmp}/r.json; \
    code=$?; rm -f /dev/shm/judge-userns-spy; \
    [ -e {tmp}/h/testdata/spy/pwned ] && echo "the tree was written"; exit $code
exit 0
stdout ^  AC  spy
stdout ^spy: AC  1/1 cases passed
!stdout the tree was written
!stdout by a solution
jsonfile {tmp}/r.json sandbox.isolated = true

# A hostile checker as a normal user sees the solutions' narrow view too, in the user
# namespace: neither the test data, nor another case's answer, nor the judge's TMPDIR
# (checkers.t's peek; its input and answer come as descriptors)
setup copy checkers {tmp}/c
setup mkdir {tmp}/s
setup write {tmp}/s/planted x
setup sh chmod -R a+rwX {tmp}
env JUDGE_CACHE={tmp}/cache
sh TMPDIR={tmp}/s exec ./in-userns "$JUDGE" run --root {tmp}/c \
    --solution {tmp}/c/solutions/tl.c peek --case '[ab]' -v
exit 0
stdout ^  AC  a
stdout ^       could read: nothing$
stdout ^peek: AC  2/2 cases passed

# A compiler as a normal user sees only the toolchain too (its view made in the user
# namespace): a solution embedding the answer by its absolute path does not compile
setup copy compiler {tmp}/t
setup sh sed "s|compiler/testdata|{tmp}/t/testdata|" compiler/programs/incbin.c >{tmp}/abs.c
setup sh chmod -R a+rwX {tmp}
env JUDGE_CACHE={tmp}/cache
sh exec ./in-userns "$JUDGE" run --root {tmp}/t --solution {tmp}/abs.c leak
exit 1
stdout ^leak: CE
stdout Error: file not found: .*/t/testdata/leak/one\.ans
!stdout secret answer
!stdout (^  |: )AC  

# The same attacks in the root mode (another uid): all AC too
setup copy spy {tmp}/h
setup write {tmp}/h/testdata/spy/tree.in {tmp}/h\n
setup sh chmod -R a+rwX {tmp}
env NO_COLOR=1
sh [ "$(id -u)" = 0 ] || { echo "skip: the root mode needs root"; exit 77; }; \
    ./as-nobody sh -c 'umask 077; echo secret > /dev/shm/judge-userns-spy' || exit $?; \
    python3 pty-run "$JUDGE" run --root {tmp}/h spy -v; code=$?; \
    rm -f /dev/shm/judge-userns-spy; \
    [ -e {tmp}/h/testdata/spy/pwned ] && echo "the tree was written"; exit $code
exit 0
stdout ^spy: AC  1/1 cases passed
!stdout the tree was written
!stdout by a solution

# Without a user namespace: doctor names the consequence and exits 4
env JUDGE_CACHE={tmp}/cache
env JUDGE_SANDBOX_USERNS=none
sh chmod 755 {tmp} && exec ./as-nobody "$JUDGE" doctor
exit 4
stdout ^isolated:          no \(JUDGE_SANDBOX_USERNS=none: a solution can read the \
    expected answers, rewrite the testdata and signal the judge\)$
stderr ^judge: runs are not isolated: .*a solution can read the expected answers

# A kernel that refuses the user namespace (strace makes unshare fail): the same (a
# sanitized judge's leak check cannot run under ptrace)
env JUDGE_CACHE={tmp}/cache
sh command -v strace >/dev/null && strace -qq -o /dev/null true || \
    { echo "skip: no strace to make unshare fail"; exit 77; }; chmod 755 {tmp} && \
    ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
    exec ./as-nobody strace -f -qq -o /dev/null -e trace=unshare \
    -e inject=unshare:error=EPERM:when=1 "$JUDGE" doctor
exit 4
stdout ^isolated:          no \(no user namespace: a solution can read the expected answers
stdout ^pid namespace:     no$

# ... in the JSON report too
setup copy tree {tmp}/t
setup sh chmod -R a+rwX {tmp}
env JUDGE_CACHE={tmp}/cache
env JUDGE_SANDBOX_USERNS=none
sh exec ./as-nobody "$JUDGE" run --root {tmp}/t sum --trusted --json -
exit 0
json sandbox.isolated = false
json sandbox.isolation ~ ^JUDGE_SANDBOX_USERNS=none: a solution can read the expected answers

# ... judge run refuses to judge (exit 3), unless told the code is trusted
setup copy tree {tmp}/t
setup sh chmod -R a+rwX {tmp}
env JUDGE_CACHE={tmp}/cache
env JUDGE_SANDBOX_USERNS=none
sh exec ./as-nobody "$JUDGE" run --root {tmp}/t sum
exit 3
stderr ^judge: runs would not be isolated, JUDGE_SANDBOX_USERNS=none: a solution can read \
    the expected answers.*; judge only trusted code, with --trusted$
!stdout (^  |: )AC  

# ... and judges with --trusted
setup copy tree {tmp}/t
setup sh chmod -R a+rwX {tmp}
env JUDGE_CACHE={tmp}/cache
env JUDGE_SANDBOX_USERNS=none
sh exec ./as-nobody "$JUDGE" run --root {tmp}/t sum --trusted
exit 0
stdout ^sum: AC  3/3 cases passed

# ... and so does judge verify
setup copy tree {tmp}/t
setup sh chmod -R a+rwX {tmp}
env JUDGE_CACHE={tmp}/cache
env JUDGE_SANDBOX_USERNS=none
sh exec ./as-nobody "$JUDGE" verify --root {tmp}/t sum
exit 3
stderr ^judge: runs would not be isolated, .*with --trusted$
