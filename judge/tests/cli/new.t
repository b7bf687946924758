# judge new: scaffold a problem that check accepts and run judges at once.

# The four files, named on stdout
sh cp -r multi {tmp}/t && "$JUDGE" new --root {tmp}/t hello
exit 0
stdout ^created /.*/t/problems/hello/problem.yaml$
stdout ^created /.*/t/problems/hello/statement.md$
stdout ^created /.*/t/solutions/hello.c$
stdout ^created /.*/t/testdata/hello/samples.yaml$
stdout judge check hello && judge run hello

# check --strict accepts it (a sample, a solution, no warning), and run judges it: AC
setup copy multi {tmp}/t
sh "$JUDGE" new --root {tmp}/t hello >/dev/null && "$JUDGE" check --strict --root {tmp}/t hello && \
    "$JUDGE" run --root {tmp}/t hello
exit 0
stdout ^hello: ok, 1 case$
stdout ^  AC  sample-1
stdout ^hello: AC  1/1 cases passed
!stderr warning

# The solution compiles cleanly with -Wall -Wextra -Wpedantic -Werror and reads stdin
setup copy multi {tmp}/t
sh "$JUDGE" new --root {tmp}/t hello >/dev/null && \
    cc -std=c17 -Wall -Wextra -Wpedantic -Werror -o {tmp}/hello {tmp}/t/solutions/hello.c && \
    echo 5 7 | {tmp}/hello
exit 0
stdout ^12$

# Title and source are quoted for YAML: colons, quotes, backslashes, '#' survive
setup copy multi {tmp}/t
sh "$JUDGE" new --root {tmp}/t hello --title 'Hello: "w\orld" #1' --source "it's 100%" >/dev/null \
    && "$JUDGE" list --root {tmp}/t && cat {tmp}/t/problems/hello/statement.md
exit 0
stdout ^hello +Hello: "w\\orld" #1 +it's 100% +1s +256MiB +1  -$
stdout ^# Hello: "w\\orld" #1$

# Without --source the key is left as a comment; the title defaults to the id
setup copy multi {tmp}/t
sh "$JUDGE" new --root {tmp}/t hello >/dev/null && cat {tmp}/t/problems/hello/problem.yaml
exit 0
stdout ^title: "hello"$
stdout ^# source: 

# A new tree: --root DIR without problems/ gets one, and works at once
setup mkdir {tmp}/empty
sh "$JUDGE" new --root {tmp}/empty first >/dev/null && "$JUDGE" run -q --root {tmp}/empty first
exit 0
stdout ^first: AC

# Nothing is overwritten, and nothing is created when any one file exists
setup copy multi {tmp}/t
setup mkdir {tmp}/t/testdata/hello
sh echo keep > {tmp}/t/testdata/hello/samples.yaml && "$JUDGE" new --root {tmp}/t hello; \
    echo "rc=$?"; ls {tmp}/t/problems {tmp}/t/solutions; cat {tmp}/t/testdata/hello/samples.yaml
exit 0
stdout ^rc=2$
stdout ^keep$
!stdout ^hello
stderr ^judge: '.*/testdata/hello/samples.yaml' already exists$
stderr nothing was created: problem 'hello' would overwrite 1 file$

# An existing problem is refused, naming every file in the way
judge new --root multi lc464
exit 2
stderr problems/lc464/problem.yaml' already exists
stderr solutions/lc464.c' already exists
stderr testdata/lc464/samples.yaml' already exists
stderr would overwrite 4 files

# A write that fails half way leaves nothing behind (exit 3)
setup mkdir {tmp}/t {tmp}/t/problems
sh touch {tmp}/t/testdata && "$JUDGE" new --root {tmp}/t x; echo "rc=$?"; find {tmp}/t | \
    sed 's|^{tmp}||'
exit 0
stdout ^rc=3$
stderr cannot create folder '.*/testdata': a file is in the way; nothing was created
stdout ^/t/problems$
!stdout ^/t/problems/x
!stdout ^/t/solutions

# Invalid ids
judge new --root multi ../evil
exit 2
stderr invalid problem id '../evil'

# An id starting with a dash is invalid
judge new --root multi -- -dash
exit 2
stderr invalid problem id '-dash'

# An id with a space is invalid
judge new --root multi 'two words'
exit 2
stderr invalid problem id

# No id: a usage error
judge new --root multi
exit 2
stderr no problem id given
stderr try 'judge new --help'

# One problem at a time
judge new --root multi a b
exit 2
stderr one problem at a time

# An empty title is refused
judge new --root multi --title '' a
exit 2
stderr --title must not be empty

# A --root that does not exist is an error
judge new --root /nonexistent a
exit 2
stderr cannot use --root '/nonexistent'

# --help prints the usage on stdout, exit 0
judge new --help
exit 0
stdout ^usage: judge new
stdout --title

# judge --help lists the new commands
judge --help
exit 0
stdout ^  check +validate problem and testdata files
stdout ^  list +list the problems
stdout ^  new +create a new problem
