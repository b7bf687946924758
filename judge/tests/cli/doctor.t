# judge doctor: what the sandbox can enforce here.  Its facts are the JSON report's.

# Every line of doctor, in its order
judge doctor
exit 0
stdout ^judge [0-9.]+$
stdout ^running as:        (root|a normal user) \(uid [0-9]+\)$
stdout ^compile cache:     /
stdout ^compilers:         in the sandbox, as (its|the judge's) uid \(CPU 30s, wall 60s, \
    memory 1GiB, output 1MiB, 64 tasks, files 64MiB, source 1MiB\)$
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
stdout ^languages:         built-in \(15\)$
stdout ^  c           C                      .*[0-9]+\.[0-9]+
stdout ^    compile: cc -std=c17 -O2 \{flags\} \{include\} -o \{binary\} \{files\} -lm$
stdout ^    run:     \{binary\}$
stdout ^  build       build and run scripts  \(no version command\)$
stdout ^    compile: \./build$
stdout ^    run:     \./run$
stdout ^  (java        Java                   javac [0-9]|.*no compiler for Java \(javac not found)
stdout ^    compile_env: CGO_ENABLED=0 GOFLAGS=-mod=mod GOTOOLCHAIN=local$
stdout ^    run_env: RUBY_THREAD_VM_STACK_SIZE=67108864$

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

# A tree's languages.yaml over the built-in table: one key of a known language changed,
# a new language added; a missing tool says what to install
setup mkdir {tmp}/t/problems
setup write {tmp}/t/languages.yaml python3: {name: CPython}\n
setup sh printf '%s\n' "pypy: {name: PyPy 3, extensions: [pypy], run: [pypy3-not-here, x]," \
    "  package: pypy3}" >>{tmp}/t/languages.yaml
judge doctor --root {tmp}/t
exit 0
stdout ^languages:         .*/t/languages.yaml \(16\)$
stdout ^  python3     CPython
stdout ^    run:     python3 -E -s -B \{main\}$
stdout ^  pypy        PyPy 3 +no runtime for PyPy 3 \(pypy3-not-here not found; \
    apt-get install pypy3\)$

# Mistakes in languages.yaml: each with file, line and column; exit 2
setup mkdir {tmp}/u/problems
setup sh printf '%s\n' "c: {nmae: C}" "cpp: {sandbox: {syscalls: [fork]}}" \
    "rb2: {name: R, extensions: [rb], run: [ruby, x], priority: 650}" \
    "x: {name: X, extensions: [x], run: ['{nope}']}" >{tmp}/u/languages.yaml
judge doctor --root {tmp}/u
exit 2
stderr languages.yaml:1:5: .*unknown language 'c' key 'nmae' \(did you mean 'name'\?\)
stderr languages.yaml:2:.*'fork' is not a system call a language may allow
stderr languages.yaml:4:.*unknown placeholder in '\{nope\}'

# Two languages claiming one extension at one priority: which wins is not guessed
setup mkdir {tmp}/v/problems
setup write {tmp}/v/languages.yaml rb2: {name: R, extensions: [rb], run: [ruby, x], priority: 650}\n
judge doctor --root {tmp}/v
exit 2
stderr languages 'ruby' and 'rb2' both claim \.rb with priority 650
