"""What the judge benchmarks share: throwaway trees of many cases, the bare
fork/exec/wait4 loop (bare-loop.c beside this file), and timed runs.

Imported by scripts/bench-judge and scripts/bench-languages.
"""
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def make_tree(base, name, n, source=None, limits="{time: 1s, memory: 64MiB}"):
    """Problem `name` in tree `base` with n cases, case i an input and answer "i";
    with source, solutions/<name>.c holds it. Returns the input files."""
    os.makedirs(f"{base}/problems/{name}")
    os.makedirs(f"{base}/testdata/{name}/files")
    os.makedirs(f"{base}/solutions", exist_ok=True)
    with open(f"{base}/problems/{name}/problem.yaml", "w") as f:
        f.write(f"title: {name}\nlimits: {limits}\n")
    files = []
    with open(f"{base}/testdata/{name}/cases.yaml", "w") as f:
        f.write("cases:\n")
        for i in range(n):
            path = f"{base}/testdata/{name}/files/{i}"
            with open(path + ".in", "w") as g:
                g.write(f"{i}\n")
            with open(path + ".ans", "w") as g:
                g.write(f"{i}\n")
            files.append(path + ".in")
            f.write(f"  - name: c{i}\n    input_file: files/{i}.in\n    output_file: files/{i}.ans\n")
    if source is not None:
        with open(f"{base}/solutions/{name}.c", "w") as f:
            f.write(source)
    return files


def build_bare_loop(work):
    """Compiles bare-loop.c into work; returns its path."""
    bare = f"{work}/bare-loop"
    subprocess.run(["cc", "-O2", "-o", bare, f"{HERE}/bare-loop.c"], check=True)
    return bare


def run_timed(argv, env=None, preexec_fn=None, cwd=None):
    """Runs argv (output discarded), in cwd if given: (wall s, CPU s of it and
    the children it waited for, exit status, stderr text)."""
    start = time.monotonic()
    p = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                         preexec_fn=preexec_fn, cwd=cwd)
    err = p.stderr.read()
    _, status, ru = os.wait4(p.pid, 0)
    elapsed = time.monotonic() - start
    p.returncode = os.waitstatus_to_exitcode(status)
    p.stderr.close()
    return elapsed, ru.ru_utime + ru.ru_stime, p.returncode, err.decode(errors="replace")


def timed(argv, env=None):
    """Wall time of argv, which must succeed (else the benchmark stops)."""
    elapsed, _, rc, err = run_timed(argv, env)
    if rc != 0:
        name = os.path.basename(sys.argv[0])
        sys.exit(f"{name}: {' '.join(argv[:4])}... failed ({rc}): " + err[-500:])
    return elapsed
