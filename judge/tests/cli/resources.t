# The judge runs out of file descriptors: a judge error naming the cause, exit 3 (with 32,
# setting up two sandboxes, each holding its uids' locks, or judging runs out: either says so)
sh ulimit -n 32; "$JUDGE" run --root tree -j 2 --no-cache sum 2>&1
exit 3
stdout (JE .*|^judge: cannot set up the sandbox: .*)Too many open files

# The disk holding the JSON report is full: the verdicts stand, the report
# failure is a judge error naming the cause, and no temporary file is left
sh [ "$(id -u)" = 0 ] || { echo "skip: needs root to mount a small tmpfs"; exit 77; }; \
    mkdir {tmp}/full && mount -t tmpfs -o size=8k none {tmp}/full && \
    head -c 8192 /dev/zero > {tmp}/full/filler 2>/dev/null; \
    "$JUDGE" run --root tree -j 1 sum --json {tmp}/full/r.json; code=$?; ls {tmp}/full; \
    umount {tmp}/full; exit $code
exit 3
stdout ^sum: AC  3/3 cases passed
stderr cannot write .*r.json.*No space left on device
!stdout r.json

# The compile cache's disk is full: a judge error naming the cause, exit 3
sh [ "$(id -u)" = 0 ] || { echo "skip: needs root to mount a small tmpfs"; exit 77; }; \
    mkdir {tmp}/full && mount -t tmpfs -o size=8k none {tmp}/full && \
    head -c 8192 /dev/zero > {tmp}/full/filler 2>/dev/null; \
    JUDGE_CACHE={tmp}/full/cache "$JUDGE" run --root tree -j 1 sum; code=$?; umount {tmp}/full; \
    exit $code
exit 3
stdout JE .*No space left on device
