# Programs of several files: a folder's regular files at its top are one program, in the
# language that claims the most of them (languages/multi/): C++ in two sources and a header,
# Python in two modules, Java in two classes with main in the second; a folder of a file in
# each of two languages is refused, so are an empty one and one with no known language.
# As solutions (--solution DIR), as submissions of verify (submissions/EXPECTED/DIR/), and
# as a custom checker (source: DIR). A language not installed skips (languages/have).

# C++: g++ gets main.cpp and sum.cpp as {files}; sum.h is beside them, not compiled itself
sh languages/have cpp
judge run --root languages --solution languages/multi/cpp sum
exit 0
stdout ^sum: Sum of many \(languages/multi/cpp;
stdout ^  AC  big\b
stdout ^sum: AC  8/8 cases passed

# Python: main.py is the main file (helpers.py comes first by name), and imports its sibling
# (run by PyPy where pypy3 is installed, as the package tools run Python 3)
sh languages/have python3
judge run --root languages --solution languages/multi/python3 sum --json -
exit 0
json problems.0.verdict = "AC"
stdout ^      "language": "(python3|pypy3)",$

# Java: Solver.java declares main and is run, though Alpha.java comes first by name
sh languages/have java
judge run --root languages --solution languages/multi/java sum
exit 0
stdout ^sum: AC  8/8 cases passed

# A C++ file and a Python file: neither language has more files, so none is guessed
judge run --root languages --solution languages/multi/mixed sum
exit 3
stdout ^sum: JE  folder 'languages/multi/mixed': languages tie: C\+\+ \(a\.cpp\), \
    Python 3( \(PyPy\))? \(b\.py\)$
!stdout ^  (AC|WA|RE)\b

# An empty folder
setup mkdir {tmp}/empty
judge run --root languages --solution {tmp}/empty sum
exit 3
stdout ^sum: JE  folder '.*/empty' is empty$

# A folder whose files no language claims: a header alone is no program
setup write {tmp}/headers/sum.h int sum(void);\n
setup write {tmp}/headers/notes.txt notes\n
judge run --root languages --solution {tmp}/headers sum
exit 3
stdout ^sum: JE  folder '.*/headers': no file of a known language$

# The limit on a program's source is on all its files: 206 and 179 bytes are over 300B
setup copy languages {tmp}/t
setup write {tmp}/t/problems/sum/problem.yaml title: Sum\ncompiler: {source: 300B}\n
sh languages/have python3
judge run --root {tmp}/t --solution languages/multi/python3 sum
exit 1
stdout ^sum: CE
stdout ^  \| sources of 385B over the 300B limit$

# No file of a folder may take the name the judge gives the compiler's output
setup copy languages/multi/python3 {tmp}/p
setup write {tmp}/p/judge-binary x\n
sh languages/have python3
judge run --root languages --solution {tmp}/p sum
exit 3
stdout ^sum: JE  cannot compile '.*/p': '.*/p/judge-binary': the judge names the \
    compiler's output 'judge-binary'$

# verify: a folder under submissions/EXPECTED/ is one submission, labelled by its folder;
# the ambiguous one misses its expectation, saying why
setup copy languages {tmp}/t
setup copy languages/multi/python3 {tmp}/t/problems/sum/submissions/accepted/modules
setup copy languages/multi/mixed {tmp}/t/problems/sum/submissions/accepted/mixed
sh languages/have python3 && languages/have java && languages/have javascript
judge verify --root {tmp}/t sum
exit 3
stdout ^  ok   accepted/modules$
stdout ^  FAIL accepted/mixed: JE: folder '.*/accepted/mixed': languages tie: C\+\+ \(a\.cpp\), \
    Python 3( \(PyPy\))? \(b\.py\)$
stdout ^verify: 1 problem, 1 expectation missed$

# A custom checker whose source is a folder: checker.cpp with its tokens.h beside it;
setup copy languages {tmp}/c
setup mkdir {tmp}/c/problems/sumcheck/checker
setup sh mv {tmp}/c/problems/sumcheck/checker.cpp {tmp}/c/problems/sumcheck/tokens.h \
    {tmp}/c/problems/sumcheck/checker/
setup sh sed -i 's|source: checker.cpp|source: checker|' {tmp}/c/problems/sumcheck/problem.yaml
sh languages/have cpp && languages/have python3
judge run --root {tmp}/c --solution languages/programs/sumcheck/padded.py sumcheck
exit 0
stdout ^sumcheck: AC  4/4 cases passed
# ... and a Python file added to it ties the languages: the judge's error, naming the checker
setup write {tmp}/c/problems/sumcheck/checker/extra.py pass\n
sh languages/have cpp && languages/have python3
judge run --root {tmp}/c --solution languages/programs/sumcheck/padded.py sumcheck
exit 3
stdout ^sumcheck: JE  checker: folder '.*/checker': languages tie: C\+\+ \(checker\.cpp\), \
    Python 3( \(PyPy\))? \(extra\.py\)$
