# judge doctor: what the sandbox can enforce here.  Its facts are the JSON report's.

# Every line of doctor, in its order
judge doctor
exit 0
stdout ^judge [0-9.]+$
stdout ^running as:        (root|a normal user) \(uid [0-9]+\)$
stdout ^compile cache:     /
stdout ^compilers:         in the sandbox, as (its|the judge's) uid \(CPU 30s, wall 60s, \
    memory 1GiB, output 1MiB, 16 processes, binary 64MiB, source 1MiB\)$
stdout ^cgroup:            (v1|v2|none)$
stdout ^memory limit by:   (cgroup|rlimit)$
stdout ^seccomp filter:    (yes|no)$
stdout ^network namespace: (yes|no)$
stdout ^pid namespace:     (yes|no)$
stdout ^mount namespace:   (yes|no)$
stdout ^drops privileges:  (yes|no)$
stdout ^isolated:          (yes|no) \(.+\)$
stdout ^set up ahead:      (yes|no) \(.+\)$
stdout ^cannot enforce:    .

# Without judge-launch: why, beside "set up ahead"
env JUDGE_SANDBOX_LAUNCHER=none
judge doctor
exit 0
stdout ^set up ahead:      no \(JUDGE_SANDBOX_LAUNCHER=none\)$

# The JSON report's sandbox has every fact, the launcher's too
judge run --root tree sum --json -
exit 0
json sandbox.cgroup ~ ^(v1|v2|none)$
json sandbox.sets_up_ahead ~ ^(true|false)$
json sandbox.launcher ~ .

# Doctor and the JSON report list the same facts, in the same order, with the same values
sh python3 facts-check "$JUDGE" tree sum
exit 0
stdout ^facts 12 alike$

# With judge-launch turned off, alike too
env JUDGE_SANDBOX_LAUNCHER=none
sh python3 facts-check "$JUDGE" tree sum
exit 0
stdout ^facts 12 alike$

# Without cgroups, with warnings a line each, alike too
env JUDGE_SANDBOX_CGROUP=none
sh python3 facts-check "$JUDGE" tree sum
exit 0
stdout ^facts 12 alike$
