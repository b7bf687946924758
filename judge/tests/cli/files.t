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
