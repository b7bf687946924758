# A dead judge's scratch folder is swept by the next judge, walking it by
# descriptors: links in it to a folder outside are removed, not followed, and a
# tree deeper than the walk holds descriptors for goes whole; a link named like
# a scratch folder is left alone
env TMPDIR={tmp}/scratch
setup mkdir {tmp}/victim {tmp}/scratch
setup write {tmp}/victim/keep precious
setup copy tree {tmp}/t
sh true & wait; d={tmp}/scratch/judge-sandbox-$!-x; mkdir -p $d/run/a/b && \
    ln -s {tmp}/victim $d/run/link && ln -s {tmp}/victim $d/run/a/b/link && \
    ln -s {tmp}/victim {tmp}/scratch/judge-sandbox-$!-y && touch $d/run/a/b/f && \
    (cd $d/run/a && mkdir -p $(printf 'd/%.0s' $(seq 100)) && touch d/d/d/f) && \
    "$JUDGE" run --root {tmp}/t sum >/dev/null; echo "exit $?"; ls {tmp}/victim; \
    find {tmp}/scratch -mindepth 1 | sed 's|^{tmp}/|left: |'
exit 0
stdout ^exit 0$
stdout ^keep$
stdout ^left: scratch/judge-sandbox-[0-9]+-y$
!stdout ^left: .*-x

# A stale scratch folder that another user owns is not the judge's to remove
env TMPDIR={tmp}/scratch
setup mkdir {tmp}/scratch
setup copy tree {tmp}/t
sh [ "$(id -u)" = 0 ] || { echo "skip: only root can give a folder to nobody"; exit 77; }; \
    true & wait; d={tmp}/scratch/judge-sandbox-$!-x; mkdir -p $d/run && touch $d/run/f && \
    chown -R 65534:65534 $d && "$JUDGE" run --root {tmp}/t sum >/dev/null; echo "exit $?"; \
    find {tmp}/scratch -mindepth 1 | sed 's|^{tmp}/|left: |'
exit 0
stdout ^exit 0$
stdout ^left: scratch/judge-sandbox-[0-9]+-x/run/f$

# The cache folder is made private (0700) when missing, and used
env JUDGE_CACHE={tmp}/new/cache
setup copy tree {tmp}/t
sh "$JUDGE" run --root {tmp}/t sum; echo "exit $?"; stat -c 'mode %a' {tmp}/new/cache
exit 0
stdout ^sum: AC
stdout ^mode 700$

# A cache folder of another user's is refused: a judge error naming it and why
env JUDGE_CACHE={tmp}/cache
setup copy tree {tmp}/t
sh [ "$(id -u)" = 0 ] || { echo "skip: only root can give a folder to nobody"; exit 77; }; \
    mkdir {tmp}/cache && chown 65534:65534 {tmp}/cache && exec "$JUDGE" run --root {tmp}/t sum
exit 3
stdout JE .*cache folder '{tmp}/cache' is not owned by you$

# A cache folder that is a symbolic link is refused, and nothing is written where it points
env JUDGE_CACHE={tmp}/cache
setup mkdir {tmp}/elsewhere
setup copy tree {tmp}/t
sh ln -s {tmp}/elsewhere {tmp}/cache && "$JUDGE" run --root {tmp}/t sum; code=$?; \
    ls {tmp}/elsewhere | sed 's/^/written: /'; exit $code
exit 3
stdout JE .*cache folder '{tmp}/cache' is a symbolic link$
!stdout ^written:

# A cache folder that others may write in is refused
env JUDGE_CACHE={tmp}/cache
setup mkdir {tmp}/cache
setup copy tree {tmp}/t
sh chmod 1777 {tmp}/cache && exec "$JUDGE" run --root {tmp}/t sum
exit 3
stdout JE .*cache folder '{tmp}/cache' is writable by others$

# The record of last verdicts is not read from a refused cache folder
env JUDGE_CACHE={tmp}/cache
setup copy tree {tmp}/t
sh "$JUDGE" run --root {tmp}/t sum >/dev/null && chmod 777 {tmp}/cache && \
    exec "$JUDGE" list --root {tmp}/t
exit 0
stderr ^judge: warning: no last verdicts: cache folder '{tmp}/cache' is writable by others$

# A judge killed outright (SIGKILL) while it writes the JSON and JUnit reports
# leaves no temporary file beside them: they were unnamed until complete
sh "$JUDGE" run --root tree --solution programs/sleep.c -j 1 sum --json {tmp}/r.json \
    --junit {tmp}/r.xml & pid=$!; ./wait-running $pid; kill -KILL $pid; wait $pid; echo "exit $?"; \
    ls {tmp} | sed 's/^/left: /'
exit 0
stdout ^exit 137$
!stdout ^left: r\.

# The next judge removes the temporary files that killed judges left in the cache
# (a compiler's output, a result record not yet renamed); a live process's stay
setup copy tree {tmp}/t
sh true & wait; dead=$!; mkdir -p {tmp}/cache/results && \
    touch {tmp}/cache/bin.$dead.tmp {tmp}/cache/results/rec.$dead.tmp {tmp}/cache/bin.$$.tmp && \
    "$JUDGE" run --root {tmp}/t sum >/dev/null; echo "exit $?"; \
    find {tmp}/cache -name '*.tmp' | sed "s|^{tmp}/|left: |; s/\.$dead\./.DEAD./; s/\.$$\./.LIVE./"
exit 0
stdout ^exit 0$
stdout ^left: cache/bin\.LIVE\.tmp$
!stdout DEAD
