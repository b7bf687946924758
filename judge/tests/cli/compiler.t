# The compiler is an untrusted run: in the sandbox, as its uid, seeing only the toolchain,
# a copy of the source and its working directory, under limits of its own.

# A solution embedding the expected answer at compile time (.incbin by a relative path,
# where the judge runs) cannot read it: CE, no case passes
judge run --root compiler --solution compiler/programs/incbin.c leak
exit 1
stdout ^leak: CE
stdout Error: file not found: compiler/testdata/leak/one\.ans
!stdout secret answer
!stdout (^  |: )AC  

# Nor by an absolute path
setup copy compiler {tmp}/t
setup sh sed "s|compiler/testdata|{tmp}/t/testdata|" compiler/programs/incbin.c >{tmp}/abs.c
judge run --root {tmp}/t --solution {tmp}/abs.c leak
exit 1
stdout ^leak: CE
stdout Error: file not found: .*/t/testdata/leak/one\.ans
!stdout secret answer
!stdout (^  |: )AC  

# An #include of a file only root may read: CE, and the log does not quote it
setup write {tmp}/secret/key.h TOPSECRET_8167 here;\n
setup sh chmod 700 {tmp}/secret && chmod 600 {tmp}/secret/key.h
setup write {tmp}/sol.c #include "{tmp}/secret/key.h"\nint main(void) { return 0; }\n
judge run --root compiler --solution {tmp}/sol.c leak
exit 1
stdout ^leak: CE
stdout secret/key\.h: (No such file or directory|Permission denied)
!stdout TOPSECRET

# An #include of an endless file: stopped by the compiler's limits (lowered in problem.yaml)
judge run --root compiler --solution compiler/programs/urandom.c bomb
exit 1
stdout ^bomb: CE
stdout ^  \| compiler exceeded its (memory|time|wall-clock) limit of (128MiB|5s|10s)$

# A binary over the size limit (64MiB by default): CE, nothing put in the cache
judge run --root compiler --solution compiler/programs/big.c big
exit 1
stdout ^big: CE
stdout ^  \| output of 100MiB over the 64MiB limit$
!stdout (^  |: )AC  

# Under a limit raised in problem.yaml it compiles, and runs
setup copy compiler {tmp}/t
setup write {tmp}/t/problems/big/problem.yaml title: Big\ncompiler: {binary: 128MiB}\n
judge run --root {tmp}/t --solution compiler/programs/big.c big
exit 1
stdout ^  WA  one
!stdout (^  |: )CE  

# A source over its limit is CE before any compiler starts
setup copy compiler {tmp}/t
setup write {tmp}/t/problems/big/problem.yaml title: Big\ncompiler: {source: 100B}\n
judge run --root {tmp}/t --solution compiler/programs/big.c big
exit 1
stdout ^big: CE
stdout ^  \| source of [0-9]+B over the 100B limit$

# An unknown key of compiler: is an error with a did-you-mean
setup copy compiler {tmp}/t
setup write {tmp}/t/problems/big/problem.yaml title: Big\ncompiler: {memroy: 1GiB}\n
judge run --root {tmp}/t --solution compiler/programs/big.c big
exit 2
stderr problem\.yaml:2:12: unknown compiler key 'memroy' \(did you mean 'memory'\?\)$

# The compiler dies with the judge: killed during a slow compile, no cc1 is left
sh ./compiler/kill-judge 1.5 "$JUDGE" run --root compiler --solution compiler/programs/slow.c slow
exit 0
stdout ^cc1 was running$
!stdout left running

# Ctrl-C stops the compiler at once
sh ./interrupt INT 1.5 "$JUDGE" run --root compiler --solution compiler/programs/slow.c slow
exit 130
stdout ^exit 130 after [0-9]{1,3} ms$
!stdout left running
stdout ^slow: JE  cannot compile .*: interrupted$

# A custom checker is compiled with its own folder readable: its headers are found
judge run --root compiler --solution compiler/programs/hello.c hdr
exit 0
stdout ^hdr: AC

# But not a file of that folder only root may read: the checker does not compile (JE),
# and nothing of the file is shown
setup copy compiler {tmp}/t
setup write {tmp}/t/problems/hdr/verdict.h TOPSECRET_8167 here;\n
setup sh chmod 600 {tmp}/t/problems/hdr/verdict.h
judge run --root {tmp}/t --solution compiler/programs/hello.c hdr --json -
exit 3
stdout verdict\.h: Permission denied
!stdout TOPSECRET
