# Attacks on the judge (issue 30, hardening round 3): each block is one attack, from a
# hostile package, a hostile report or exhausted resources, that worked before the fix its
# comment names and that the judge now refuses or survives.  Packages are copies of
# packages/legacy-sum with the attack added by set-up lines; programs are files in attacks/.
# Every command here is bounded: the runner's 300 s per command, and the judge's own limits.

# --- 2. A package's links lead nowhere out of it (base/pkgfile.c, the package file rule)

# A case's .desc and .hint that are links out of the package: refused, never printed (-v
# printed a root-only file as the case's description)
setup copy packages/legacy-sum {tmp}/p
setup write {tmp}/secret.txt TOPSECRET_4711\n
setup sh ln -s {tmp}/secret.txt {tmp}/p/data/secret/01-small.desc && \
    ln -s ../../../secret.txt {tmp}/p/data/secret/01-small.hint
judge run -v {tmp}/p
exit 2
stderr ^judge: .*/p/data/secret/01-small\.desc: outside the package \(a link to '.*/secret\.txt'\)$
stderr ^judge: .*/p/data/secret/01-small\.hint: outside the package \(a link to '.*/secret\.txt'\)$
!stdout TOPSECRET
!stderr TOPSECRET

# A submission that is a link out is not compiled (its CE log quoted the file)
setup copy packages/legacy-sum {tmp}/p
setup write {tmp}/secret.c TOPSECRET_4711 is no C\n
setup sh ln -s {tmp}/secret.c {tmp}/p/submissions/accepted/0.c
judge run {tmp}/p
exit 3
stdout ^p: JE  '.*/accepted/0\.c': outside the package \(a link to '.*/secret\.c'\)$
!stdout TOPSECRET

# Nor a folder submission with such a file (it was copied into the compile)
setup copy packages/legacy-sum {tmp}/p
setup write {tmp}/secret.c TOPSECRET_4711 is no C\n
setup copy packages/legacy-sum/submissions/accepted/sum.c {tmp}/p/submissions/accepted/0/sum.c
setup sh ln -s {tmp}/secret.c {tmp}/p/submissions/accepted/0/zz.c
judge run {tmp}/p
exit 3
stdout ^p: JE  '.*/accepted/0/zz\.c': outside the package \(a link to '.*/secret\.c'\)$
!stdout TOPSECRET

# judge import copies no link out of the package into the tree (it copied the file)
setup copy packages/legacy-sum {tmp}/p
setup write {tmp}/secret.c TOPSECRET_4711 is no C\n
setup mkdir {tmp}/t/problems
setup sh ln -s {tmp}/secret.c {tmp}/p/submissions/wrong_answer/zz.c
sh "$JUDGE" import --root {tmp}/t {tmp}/p; echo "exit $?"; grep -rl TOPSECRET {tmp}/t
exit 1
stdout ^exit 2$
stderr ^judge: cannot copy '.*/wrong_answer/zz\.c' to .*: outside the package \(a link to
!stdout TOPSECRET

# --- 5. A named pipe hangs nothing; links between folders are walked once

# A named pipe as a case's .desc (the judge waited for a writer, with no report)
setup copy packages/legacy-sum {tmp}/p
setup sh mkfifo {tmp}/p/data/secret/01-small.desc
judge run -v {tmp}/p
exit 2
stderr ^judge: .*/01-small\.desc: not a regular file \(a named pipe\)$

# ... as a submission
setup copy packages/legacy-sum {tmp}/p
setup sh mkfifo {tmp}/p/submissions/accepted/0.c
judge run {tmp}/p
exit 3
stdout ^p: JE  '.*/accepted/0\.c': not a regular file \(a named pipe\)$

# ... as the .timelimit
setup copy packages/legacy-sum {tmp}/p
setup sh rm {tmp}/p/.timelimit && mkfifo {tmp}/p/.timelimit
judge check {tmp}/p
exit 2
stderr ^.*/p/\.timelimit: not a regular file \(a named pipe\)$

# Links between folders in data/ (three, each to the folder above: 3^17 walks before):
# each folder is read once, a second way to one is an error naming the first
setup copy packages/legacy-sum {tmp}/p
setup sh cd {tmp}/p/data/secret && ln -s . a && ln -s . b && ln -s . c
judge check {tmp}/p
exit 2
stderr ^.*/p/data/secret/a: the folder '.*/p/data/secret' again \(a link\): a folder is read once$
stderr ^.*/p/data/secret/c: the folder '.*/p/data/secret' again

# A checker's header changed is a checker compiled again (the cache key held the folder's
# path only: the fixed header kept the old binary, even with --no-cache)
setup copy compiler {tmp}/t
sh "$JUDGE" run --root {tmp}/t --solution compiler/programs/hello.c hdr | tail -1 && \
    printf '#define VERDICT_ACCEPTED 43\n' >{tmp}/t/problems/hdr/verdict.h && \
    "$JUDGE" run --no-cache --root {tmp}/t --solution compiler/programs/hello.c hdr | tail -1
exit 0
stdout ^hdr: AC  1/1 cases passed
stdout ^hdr: WA  0/1 cases passed

# --- 4. A package's names reach no output raw (base/escape.c: escape_line, escape_column,
# escape_tap, and the formats' own)

# A WA case named "03 # TODO later": prove said PASS (a TODO directive) while the judge
# exited 1; now the '#' is \x23 and the point fails for prove and for meson's parser
setup copy packages/legacy-sum {tmp}/p
setup sh mv {tmp}/p/data/secret/03-big '{tmp}/p/data/secret/03 # TODO later'
sh "$JUDGE" run {tmp}/p --solution packages/legacy-sum/submissions/wrong_answer/int32.c \
    --tap --tap-version 13 >{tmp}/t.tap; echo "exit $?"; prove -e cat {tmp}/t.tap | tail -1; \
    python3 tap-check <{tmp}/t.tap
exit 0
stdout ^exit 1$
stdout ^Result: FAIL$
stdout ^test 4 FAIL p: secret/03 \\x23 TODO later/big \(WA, 
!stdout EXPECTEDFAIL

# A case named with a line break forges no test point
setup copy packages/legacy-sum {tmp}/p
setup sh mv {tmp}/p/data/secret/03-big "{tmp}/p/data/secret/$(printf '03\nok 9 - forged')"
sh "$JUDGE" run {tmp}/p --solution packages/legacy-sum/submissions/wrong_answer/int32.c \
    --tap >{tmp}/t.tap; python3 tap-check <{tmp}/t.tap
exit 0
stdout ^test 4 FAIL p: secret/03\\nok 9 - forged/big \(WA, 
stdout ^plan 5$

# ANSI, a CR and a workflow command in a case's name: the text table and the "at FILE" line
# hold none of them raw
setup copy packages/legacy-sum {tmp}/p
setup sh mv {tmp}/p/data/secret/03-big "{tmp}/p/data/secret/$(printf '03\033[2J\r##[error]x')"
sh "$JUDGE" run {tmp}/p --solution packages/legacy-sum/submissions/wrong_answer/int32.c \
    >{tmp}/out; python3 report-check lines {tmp}/out; grep -c "$(printf '\033')" {tmp}/out; \
    cat {tmp}/out
exit 0
stdout ^ok lines
stdout ^0$
stdout ^  WA  secret/03\\x1b\[2J\\r#\\x23\[error\]x/big +[0-9.]+ms / 1s
stdout ^       at .*/secret/03\\x1b\[2J\\r#\\x23\[error\]x/big\.in:1:1$

# --- 3. judge import writes every name into YAML quoted (escape_yaml)

# A folder named with a line break and a checker: key became a key of the imported
# testdata file (its float tolerance then accepted a wrong submission)
setup copy packages/legacy-sum {tmp}/p
setup sh mv {tmp}/p/data/secret/03-big "{tmp}/p/data/secret/$(printf \
    '03\nchecker: {type: kattis, float_absolute_tolerance: 1e10}\n#')"
setup mkdir {tmp}/t/problems
sh "$JUDGE" import --root {tmp}/t {tmp}/p >/dev/null 2>&1; "$JUDGE" run --root {tmp}/t p \
    --solution packages/legacy-sum/submissions/wrong_answer/int32.c | tail -1
exit 0
stdout ^p: WA  4/5 cases passed

# The legacy validator's file name went raw into problem.yaml's checker: mapping
setup copy packages/legacy-sum {tmp}/p
setup write {tmp}/p/problem.yaml name: Sum of two\nvalidation: custom\n
setup sh mkdir {tmp}/p/output_validators && \
    cp attacks/validator.c '{tmp}/p/output_validators/a}, b.c'
setup mkdir {tmp}/t/problems
sh "$JUDGE" import --root {tmp}/t {tmp}/p >/dev/null 2>&1; "$JUDGE" run --root {tmp}/t p
exit 0
stdout ^p: AC  5/5 cases passed

# --- 1. No two runs ever share a uid (sandbox/scratch.c).  Slots are exhausted in a mount
# namespace of the test's own, where /run is a tmpfs with room for one or two lock files

# Out of uid slots, every sandbox ran as nobody (so a solution could read its interactor's
# input through /proc/PID/fd); now the judge refuses, exit 3, and says why (here the slots'
# lock files cannot be made, /run having no inode left: said as that, not as slots taken)
sh [ "$(id -u)" = 0 ] || { echo "skip: uid slots are root's"; exit 77; }; \
    exec unshare -m sh -c 'mount -t tmpfs -o nr_inodes=3 none /run && \
    exec "$JUDGE" run packages/legacy-sum'
exit 3
stderr ^judge: cannot set up the sandbox: cannot claim a uid for a sandbox in /run/judge-sandbox: \
    No space left on device$
!stdout AC
!stderr nobody

# doctor said "isolated: yes (as nobody)"
sh [ "$(id -u)" = 0 ] || { echo "skip: uid slots are root's"; exit 77; }; \
    exec unshare -m sh -c 'mount -t tmpfs -o nr_inodes=3 none /run && exec "$JUDGE" doctor'
exit 3
stderr ^judge: cannot set up the sandbox: cannot claim a uid for a sandbox
!stdout isolated

# An interactive case's second sandbox (the interactor's) with no uids left: JE, not nobody
sh [ "$(id -u)" = 0 ] || { echo "skip: uid slots are root's"; exit 77; }; \
    exec unshare -m sh -c 'mount -t tmpfs -o nr_inodes=4 none /run && \
    exec "$JUDGE" run -j 1 --root interactive kt --case play'
exit 3
stdout ^  JE  play 
stdout ^       cannot claim a uid for a sandbox in /run/judge-sandbox: No space left on device$

# --- 6. What a run is given, it cannot change for the next

# An inline input was a memory file open for writing: a run could rewrite it, and a run set
# up ahead and discarded left its writes for the run that counts (which gets the same
# descriptor again); now it is sealed (pipeline/case.c)
judge run --root tree sum --solution attacks/rewrite-input.c
exit 0
stdout ^sum: AC  3/3 cases passed

# As a normal user, a run was given the test data file itself, its own uid's, which it
# opened again for writing through /proc/self/fd/0 and rewrote; such a file is now given
# as a sealed copy (sandbox_may_write)
setup copy tree {tmp}/t
setup sh [ "$(id -u)" != 0 ] || { mkdir {tmp}/c && chown -R 65534:65534 {tmp}/t {tmp}/c; }
env JUDGE_CACHE={tmp}/c
sh chmod 755 {tmp} && ./in-userns "$JUDGE" run --root {tmp}/t sum \
    --solution attacks/rewrite-input.c; cat {tmp}/t/testdata/sum/big.in
exit 0
stdout ^sum: AC  3/3 cases passed
stdout ^2000000000 2000000000$

# --- 7. Names and numbers a package chooses are no options and no overflows

# A folder solution's file named '-o.c' reached gcc as its -o option (so could -fplugin=,
# -specs=, go's -toolexec=); a name that starts with '-' is now given as ./-o.c
setup sh mkdir {tmp}/s && cp attacks/add-main.c {tmp}/s/main.c && cp attacks/add.c {tmp}/s/-o.c
judge run --root tree sum --solution {tmp}/s
exit 0
stdout ^sum: AC  3/3 cases passed

# A tree's languages.yaml could allow any call but those of a deny list too short (flock
# is a channel between runs, io_uring_setup, pidfd_getfd, userfaultfd); now an allow-list
setup copy tree {tmp}/t
setup write {tmp}/t/languages.yaml c: {sandbox: {syscalls: [flock, io_uring_setup, \
    pidfd_getfd, userfaultfd, epoll_wait]}}\n
judge check --root {tmp}/t
exit 2
stderr languages\.yaml:1:14: 'flock' is not a system call a language may allow \(the sandbox's
!stderr 'epoll_wait'

# --- 8. Left open by the earlier round

# /dev/fuse and /dev/net/tun could be opened in the sandbox (its /dev was the machine's);
# now its /dev is an allow-list (sandbox/view.c keep_devices)
judge run packages/legacy-sum --solution attacks/devices.c
exit 0
stdout ^legacy-sum: AC  5/5

# A judge killed while compiling left <key>.<pid>.tmp in the compile cache; its compiler's
# outputs are now held in the sandbox's scratch folder (swept by the next judge) until whole
sh export JUDGE_CACHE={tmp}/cache; ./compiler/kill-judge 1.5 "$JUDGE" run --root compiler \
    --solution compiler/programs/slow.c slow; ls -a {tmp}/cache | grep -c 'tmp$'
exit 1
stdout ^cc1 was running$
stdout ^0$

# A validator's cached verdicts outlived a change of its protocol (testlib to kattis: the
# same binary's exit 0 now rejects; main: "0 runs, 11 cached", all accepted)
setup copy tree {tmp}/t
setup copy validators/bounds.c {tmp}/t/problems/sum/bounds.c
setup sh printf 'validator: {source: bounds.c, protocol: testlib}\n' \
    >>{tmp}/t/problems/sum/problem.yaml
sh "$JUDGE" check --root {tmp}/t sum 2>/dev/null && \
    sed -i 's/protocol: testlib/protocol: kattis/' {tmp}/t/problems/sum/problem.yaml && \
    exec "$JUDGE" check --root {tmp}/t sum
exit 2
stdout ^sum: 3 of 3 inputs accepted, 5 of 8 generic invalid inputs rejected \(1 validator, \
    11 runs, 0 cached\)$
stdout ^sum: 0 of 3 inputs accepted \(1 validator, 3 runs, 0 cached\)$

# Every input of the compile cache's key, changed in turn, is a compilation of its own; the
# same inputs again are the cached binary (the result and validation keys: test_result_cache)
setup copy tree {tmp}/t
sh export JUDGE_CACHE={tmp}/cache; t={tmp}/t; J() { printf '%s: ' "$1"; \
    "$JUDGE" run --root $t sum | tail -1 | grep -o 'compile cached' || echo compiled; }; \
    J first; J again; printf 'compile: [-DX]\n' >>$t/problems/sum/problem.yaml; J flags; \
    printf 'compiler: {time: 20s}\n' >>$t/problems/sum/problem.yaml; J limits; \
    printf 'c: {compile_env: [X=1]}\n' >$t/languages.yaml; J language; \
    printf '/* changed */\n' >>$t/solutions/sum.c; J source; J unchanged
exit 0
stdout ^first: compiled$
stdout ^again: compile cached$
stdout ^flags: compiled$
stdout ^limits: compiled$
stdout ^language: compiled$
stdout ^source: compiled$
stdout ^unchanged: compile cached$
