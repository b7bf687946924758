"""Shared machinery of scripts/make-testdata and scripts/check-testdata.

Each scripts/gen/<id>.py defines generate(), returning a list of TestFile:
the cases (inputs only) of one testdata YAML file.  write_problem() runs the
problem's brute force (scripts/reference/<id>.c or .py) on every input and
writes testdata/<id>/: the YAML files plus <case>.in / <case>.ans beside them
for cases too big to inline.  Everything is deterministic: generators seed
their own random.Random, and the output depends only on the sources.
"""
import concurrent.futures
import importlib.util
import os
import re
import shutil
import subprocess
import sys

PROBLEMS = ["lc374", "lc375", "lc464", "lc486", "poj1143"]

# A case whose input and expected output both fit in this many bytes (and
# this many lines) is written inline in the YAML file.
INLINE_BYTES = 400
INLINE_LINES = 12

NAME_RE = re.compile(r"^[A-Za-z0-9._-]+$")


class Case:
    """One test case: a name, its input text, optional tags and limits."""

    def __init__(self, name, input_text, tags=None, limits=None, inline=None):
        if not NAME_RE.match(name):
            raise ValueError(f"bad case name {name!r}")
        self.name = name
        self.input = input_text
        self.tags = list(tags or [])
        self.limits = dict(limits or {})
        self.inline = inline  # None: decide by size
        self.output = None


class Invalid:
    """An input the problem's validator must reject: a name, why, the input."""

    def __init__(self, name, why, input_text):
        if not NAME_RE.match(name):
            raise ValueError(f"bad invalid input name {name!r}")
        self.name = name
        self.why = why
        self.input = input_text


class TestFile:
    """One testdata YAML file: its name, an optional comment, its cases, the
    arguments of the input validator on them and the inputs it must reject;
    for a scored group also its score, aggregate and the files it requires."""

    def __init__(self, name, cases, comment=None, limits=None, validator_args=None,
                 invalid=None, score=None, aggregate=None, requires=None):
        self.name = name
        self.cases = cases
        self.comment = comment
        self.limits = dict(limits or {})
        self.validator_args = list(validator_args or [])
        self.invalid = list(invalid or [])
        self.score = score
        self.aggregate = aggregate
        self.requires = list(requires or [])


def repo_root():
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def load_generator(problem):
    path = os.path.join(repo_root(), "scripts", "gen", problem + ".py")
    spec = importlib.util.spec_from_file_location("gen_" + problem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def build_reference(problem, workdir):
    """Returns the command that runs the brute force of problem."""
    base = os.path.join(repo_root(), "scripts", "reference", problem)
    if os.path.exists(base + ".c"):
        exe = os.path.join(workdir, "ref-" + problem)
        subprocess.run(["cc", "-std=c17", "-O2", "-o", exe, base + ".c", "-lm"], check=True)
        return [exe]
    return [sys.executable, base + ".py"]


def run_reference(command, case):
    proc = subprocess.run(command, input=case.input.encode(), stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, check=False)
    if proc.returncode != 0:
        raise RuntimeError(f"reference {command[-1]} failed on case '{case.name}' "
                           f"(exit {proc.returncode}): {proc.stderr.decode(errors='replace')}")
    return proc.stdout.decode()


def can_inline(text):
    """Whether yaml_scalar() can write text so that it reads back unchanged."""
    if text == "":
        return True
    return (text.endswith("\n") and not text.startswith((" ", "\n"))
            and all(c == "\n" or " " <= c <= "~" for c in text))


def yaml_scalar(text, indent):
    """text as a YAML value: a literal block keeping every line exactly."""
    if text == "":
        return '""'
    if not can_inline(text):
        raise ValueError(f"cannot inline {text[:20]!r}")
    # "|+" keeps trailing blank lines (poj1143 outputs end with one).
    chomp = "+" if text.endswith("\n\n") else ""
    pad = " " * indent
    body = "".join(pad + line + "\n" if line else "\n" for line in text[:-1].split("\n"))
    return "|" + chomp + "\n" + body


def yaml_quoted(text):
    """text as a double-quoted YAML scalar, every character but printable ASCII escaped."""
    escapes = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"}
    return '"' + "".join(escapes.get(c, c if " " <= c <= "~" else f"\\u{ord(c):04x}")
                         for c in text) + '"'


def yaml_flow_map(d):
    return "{" + ", ".join(f"{k}: {v}" for k, v in d.items()) + "}"


def render(test_file, inline_flags):
    out = []
    if test_file.comment:
        out += ["# " + line + "\n" if line else "#\n" for line in test_file.comment.split("\n")]
    if test_file.score is not None:
        out.append(f"score: {test_file.score}\n")
    if test_file.aggregate:
        out.append(f"aggregate: {test_file.aggregate}\n")
    if test_file.requires:
        out.append("requires: [" + ", ".join(test_file.requires) + "]\n")
    if test_file.limits:
        out.append("limits: " + yaml_flow_map(test_file.limits) + "\n")
    if test_file.validator_args:
        out.append("validator_args: [" + ", ".join(test_file.validator_args) + "]\n")
    out.append("cases:" + ("\n" if test_file.cases else " []\n"))
    for i, case in enumerate(test_file.cases):
        # A blank line between cases, unless the previous case ended in a
        # "|+" block, which would take the blank line as part of its text.
        if i and not out[-1].endswith("\n\n"):
            out.append("\n")
        out.append(f"  - name: {case.name}\n")
        if inline_flags[i]:
            out.append("    input: " + yaml_scalar(case.input, 6) + ("\n" if case.input == "" else ""))
            out.append("    output: " + yaml_scalar(case.output, 6) + ("\n" if case.output == "" else ""))
        else:
            out.append(f"    input_file: {case.name}.in\n")
            out.append(f"    output_file: {case.name}.ans\n")
        if case.limits:
            out.append("    limits: " + yaml_flow_map(case.limits) + "\n")
        if case.tags:
            out.append("    tags: [" + ", ".join(case.tags) + "]\n")
    if test_file.invalid:
        out.append("\ninvalid:\n")
    for bad in test_file.invalid:
        where = (f"input: {yaml_quoted(bad.input)}" if invalid_inline(bad)
                 else f"input_file: {bad.name}.in")
        out.append(f"  - {{name: {bad.name}, why: {yaml_quoted(bad.why)}, {where}}}\n")
    return "".join(out)


def invalid_inline(bad):
    return len(bad.input) <= INLINE_BYTES and bad.input.count("\n") <= INLINE_LINES


def fits_inline(case):
    text = case.input + case.output
    return (len(text) <= INLINE_BYTES and text.count("\n") <= INLINE_LINES
            and can_inline(case.input) and can_inline(case.output))


def write_problem(problem, outdir, workdir, jobs):
    """Generates testdata/<problem>/ into outdir (which must not exist)."""
    files = load_generator(problem).generate()
    command = build_reference(problem, workdir)
    names = set()
    for test_file in files:
        for case in test_file.cases + test_file.invalid:
            if case.name in names:
                raise ValueError(f"{problem}: duplicate case name '{case.name}'")
            names.add(case.name)
    cases = [case for test_file in files for case in test_file.cases]
    # Longest inputs first, so the slow ones do not finish last on their own.
    order = sorted(cases, key=lambda c: -len(c.input))
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for case, output in zip(order, pool.map(lambda c: run_reference(command, c), order)):
            case.output = output
    os.makedirs(outdir)
    for test_file in files:
        flags = [c.inline if c.inline is not None else fits_inline(c) for c in test_file.cases]
        for case, inline in zip(test_file.cases, flags):
            if not inline:
                with open(os.path.join(outdir, case.name + ".in"), "w", newline="\n") as f:
                    f.write(case.input)
                with open(os.path.join(outdir, case.name + ".ans"), "w", newline="\n") as f:
                    f.write(case.output)
        for bad in test_file.invalid:
            if not invalid_inline(bad):
                with open(os.path.join(outdir, bad.name + ".in"), "w", newline="\n") as f:
                    f.write(bad.input)
        with open(os.path.join(outdir, test_file.name), "w", newline="\n") as f:
            f.write(render(test_file, flags))


def generate_all(outroot, workdir, jobs=None):
    """Writes outroot/<problem>/ for every problem."""
    jobs = jobs or os.cpu_count() or 2
    for problem in PROBLEMS:
        write_problem(problem, os.path.join(outroot, problem), workdir, jobs)


def replace_tree(src, dst):
    """Replaces the generated files of dst (YAML, .in, .ans) by those of src."""
    if os.path.isdir(dst):
        for name in os.listdir(dst):
            if name.endswith((".yaml", ".in", ".ans")):
                os.remove(os.path.join(dst, name))
    else:
        os.makedirs(dst)
    for name in os.listdir(src):
        shutil.copyfile(os.path.join(src, name), os.path.join(dst, name))
