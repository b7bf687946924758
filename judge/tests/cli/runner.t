# The runner itself (run-tests): a line ending in " \" goes on in the next one,
# the space stays, the indent goes
sh echo 'one two' \
    three
exit 0
stdout ^one two \
    three$
!stdout \\

# setup copy: a folder's contents into a new folder or one that exists, a file anywhere
setup copy tree {tmp}/t
setup copy multi {tmp}/t
setup copy programs/wa.c {tmp}/t/solutions/deeper/wa.c
sh cmp programs/wa.c {tmp}/t/solutions/deeper/wa.c && cd {tmp}/t && find . | LC_ALL=C sort
exit 0
stdout ^\./problems/sum/problem\.yaml$
stdout ^\./problems/lc464/problem\.yaml$
stdout ^\./solutions/sum\.c$
stdout ^\./solutions/deeper/wa\.c$
!stdout ^\./(tree|multi)

# setup mkdir makes folders and their parents; setup write takes backslash escapes
setup mkdir {tmp}/a/b {tmp}/c
setup write {tmp}/a/b/x.txt one\ttwo\n"three" \\n\x20
sh od -An -c {tmp}/a/b/x.txt | head -1; tail -c 3 {tmp}/a/b/x.txt | od -An -tx1; ls -d {tmp}/c
exit 0
stdout ^ +o +n +e +\\t +t +w +o +\\n +" +t +h +r +e +e +" *$
stdout ^ 5c 6e 20$
stdout /c$

# setup sh runs under sh -c with $JUDGE set, before the command
setup sh "$JUDGE" --version > {tmp}/version
sh cat {tmp}/version
exit 0
stdout ^judge

# A set-up line that fails fails its test, naming the line: a missing source, an exit 3
sh printf 'setup copy nowhere {tmp}/x\nsh true\n\nsetup sh exit 3\nsh true\n' > {tmp}/s.t && \
    python3 run-tests "$JUDGE" {tmp}/s.t; echo "rc=$?"
exit 0
stdout ^1\.\.2$
stdout ^not ok 1 - .*s\.t:1 test$
stdout ^# .*s\.t:1: setup copy exits 1: cp: cannot stat .*nowhere
stdout ^not ok 2 - .*s\.t:4 test$
stdout ^# .*s\.t:4: setup sh exits 3
stdout ^rc=1$

# A file that ends in a continued line is refused before any test runs
sh printf 'sh true\n\nsh true \\\n' > {tmp}/end.t && python3 run-tests "$JUDGE" {tmp}/end.t; \
    echo "rc=$?"
exit 0
stdout ^Bail out! .*/end\.t:3: the file ends in a continued line$
!stdout ^1\.\.
stdout ^rc=1$

# A line over 100 columns is refused before any test runs, naming its file and line;
# one of exactly 100 is run
sh printf '# %098d\nsh true\n\nsh true\nexit 0\n%0101d\n' 0 0 > {tmp}/wide.t && \
    python3 run-tests "$JUDGE" {tmp}/wide.t; echo "rc=$?"; \
    printf '# %098d\nsh true\nexit 0\n' 0 > {tmp}/full.t && python3 run-tests "$JUDGE" {tmp}/full.t
exit 0
stdout ^Bail out! .*/wide\.t:6: line is 101 columns wide, over 100: continue it with ' \\' or
!stdout ^ok 1 - .*wide\.t
stdout ^rc=1$
stdout ^ok 1 - .*full\.t:2 0+$
