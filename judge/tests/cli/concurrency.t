# Two judges at once on the same tree and a cold cache: both judge every case,
# and the cache ends with one binary and no temporary file (entries are
# written under a temporary name, then renamed); the sandboxes' scratch
# folders are gone too
env JUDGE_CACHE={tmp}/cold
env TMPDIR={tmp}/scratch
setup mkdir {tmp}/scratch
setup copy tree {tmp}/t
sh for i in 1 2; do ("$JUDGE" run --root {tmp}/t sum >{tmp}/out$i 2>&1; \
    echo "judge $i: exit $?") & done; wait; \
    echo "accepted: $(cat {tmp}/out1 {tmp}/out2 | grep -c '^sum: AC  3/3 cases passed')"; \
    echo "binaries: $(ls {tmp}/cold | grep -c -E '^[0-9a-f]{32}$')"; \
    find {tmp}/cold {tmp}/scratch -mindepth 1 | sed 's|^{tmp}/|left: |'
exit 0
stdout ^judge 1: exit 0$
stdout ^judge 2: exit 0$
stdout ^accepted: 2$
stdout ^binaries: 1$
stdout ^left: cold/[0-9a-f]{32}$
!stdout ^left: .*tmp
!stdout ^left: scratch/

# Four judges at once, two with a solution that does not compile: the failed
# compilation is cached once, as a log, and nothing temporary is left
env JUDGE_CACHE={tmp}/cold
env TMPDIR={tmp}/scratch
setup mkdir {tmp}/scratch
setup copy tree {tmp}/t
sh for i in 1 2 3 4; do if [ $i -le 2 ]; then s={tmp}/t/solutions/sum.c; else s=programs/ce.c; fi; \
    ("$JUDGE" run --root {tmp}/t --solution $s sum >{tmp}/out$i 2>&1; \
    echo "judge $i: exit $?") & done; wait; \
    echo "accepted: $(cat {tmp}/out1 {tmp}/out2 | grep -c '^sum: AC  3/3 cases passed')"; \
    echo "not compiled: $(cat {tmp}/out3 {tmp}/out4 | grep -c '^sum: CE')"; \
    echo "binaries: $(ls {tmp}/cold | grep -c -E '^[0-9a-f]{32}$')"; \
    echo "logs: $(ls {tmp}/cold | grep -c -E '^[0-9a-f]{32}\.failed$')"; \
    find {tmp}/cold {tmp}/scratch -mindepth 1 | sed 's|^{tmp}/|left: |'
exit 0
stdout ^judge 1: exit 0$
stdout ^judge 2: exit 0$
stdout ^judge 3: exit 1$
stdout ^judge 4: exit 1$
stdout ^accepted: 2$
stdout ^not compiled: 2$
stdout ^binaries: 1$
stdout ^logs: 1$
!stdout ^left: .*tmp
!stdout ^left: scratch/
