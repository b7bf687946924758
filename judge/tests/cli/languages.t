# Every language of the table (issue 14), on the fixtures of languages/: the problem sum
# (n integers, up to 10^5 of them, the default limits 1s and 256MiB) and per language
# ac, wa, ce, re, tle and mle programs (languages/programs/ID/; the mle ones on the problem
# fill, whose CPU limit of 10s no filling of 256MiB nears on any machine); hostile
# programs in Python, Java and JavaScript (languages/hostile/), each printing ESCAPED first
# only if its attempt got through: none may, and none is AC (the sandbox kills it, RE, or
# it prints 'blocked', WA); a C++ checker of the testlib protocol without testlib.h
# (sumcheck); a C++ solution of poj1143. A language whose tools are not installed is
# skipped (languages/have exits 77 with the reason), never passed.

# The main solution is found by its extension: solutions/sum.py
sh languages/have python3
judge run --root languages sum
exit 0
stdout ^sum: AC  8/8 cases passed

# Submissions in other languages are found by their extensions too, and meet their verdicts
sh languages/have java && languages/have javascript
judge verify --root languages sum
exit 0
stdout ^  ok   main$
stdout ^  ok   run_time_error/no-numbers\.js$
stdout ^  ok   wrong_answer/plus-one\.java$
stdout ^  language Python 3( \(PyPy\))?: Python 3\.[0-9]+
stdout ^  language Java: javac [0-9]+
stdout ^verify: 1 problem, 0 expectations missed$

# The JSON report names the solution's language and the version of its tools: Python 3's
# entry is PyPy's where pypy3 is installed, as problemtools and BAPCtools run Python 3
sh languages/have python3
judge run --root languages sum --json -
exit 0
stdout ^      "language": "(python3|pypy3)",$
stdout ^      "compiler": "Python 3\.[0-9]+\.[0-9]+( \(.*\))?",$

# A submission whose language is not installed is skipped by verify, neither met nor missed
setup copy languages {tmp}/t
setup write {tmp}/t/languages.yaml ruby: {run: [ruby-not-installed, '{main}']}\n
setup write {tmp}/t/problems/sum/submissions/accepted/sum.rb puts 0\n
judge verify --root {tmp}/t sum
stdout ^  skip accepted/sum\.rb: cannot judge .*: no runtime for Ruby \
    \(ruby-not-installed not found; apt-get install ruby\)$
!stdout FAIL accepted/sum\.rb

# Java: the public class (public final class Answer) is found from the source, past decoys
# in comments and strings and a helper class before it
sh languages/have java
judge run --root languages --solution languages/programs/java/decoy.java sum
exit 0
stdout ^sum: AC  8/8 cases passed

# Java: the class that declares main is run (Main), whatever the file's name and whether
# any class is public (DOMjudge's boolfind-test-correct.java)
sh languages/have java
judge run --root languages --solution languages/programs/java/sum-test-correct.java sum
exit 0
stdout ^sum: AC  8/8 cases passed

# C++: ac.cpp is accepted on every case, the 10^5-number ones included
sh languages/have cpp
judge run --root languages --solution languages/programs/cpp/ac.cpp sum
exit 0
stdout ^  AC  big\b
stdout ^  AC  one-line\b
stdout ^sum: AC  8/8 cases passed

# C++: wa.cpp prints the sum plus one: WA on every case
sh languages/have cpp
judge run --root languages --solution languages/programs/cpp/wa.cpp sum
exit 1
stdout ^  WA  small\b
stdout ^       received: 7$
stdout ^sum: WA  0/8 cases passed

# C++: ce.cpp does not compile: CE with the compiler's message, nothing run
sh languages/have cpp
judge run --root languages --solution languages/programs/cpp/ce.cpp sum
exit 1
stdout ^sum: CE
stdout \| .*undeclared_total
!stdout ^  (AC|WA|RE)\b

# C++: re.cpp fails after reading its input: RE (SIGABRT)
sh languages/have cpp
judge run --root languages --solution languages/programs/cpp/re.cpp sum --case small
exit 1
stdout ^  RE  small .*\(SIGABRT\)
stdout ^sum: RE  0/1 cases passed

# C++: tle.cpp spins forever: TLE at the CPU limit (1s), the runtime's start counted
sh languages/have cpp
judge run --root languages --solution languages/programs/cpp/tle.cpp sum --case small
exit 1
stdout ^  TLE small .*\(cpu\)

# C++: mle.cpp writes 1 GiB in 16 MiB chunks: MLE at the 256MiB limit
sh languages/have cpp
judge run --root languages --solution languages/programs/cpp/mle.cpp fill --case small
exit 1
stdout ^  MLE small\b
!stdout ^  RE\b

# Python 3: ac.py is accepted on every case, the 10^5-number ones included
sh languages/have python3
judge run --root languages --solution languages/programs/python3/ac.py sum
exit 0
stdout ^  AC  big\b
stdout ^  AC  one-line\b
stdout ^sum: AC  8/8 cases passed

# Python 3: wa.py prints the sum plus one: WA on every case
sh languages/have python3
judge run --root languages --solution languages/programs/python3/wa.py sum
exit 1
stdout ^  WA  small\b
stdout ^       received: 7$
stdout ^sum: WA  0/8 cases passed

# Python 3: ce.py does not compile: CE with the compiler's message, nothing run
sh languages/have python3
judge run --root languages --solution languages/programs/python3/ce.py sum
exit 1
stdout ^sum: CE
stdout \| .*SyntaxError
!stdout ^  (AC|WA|RE)\b

# Python 3: re.py fails after reading its input: RE (exit code 1)
sh languages/have python3
judge run --root languages --solution languages/programs/python3/re.py sum --case small
exit 1
stdout ^  RE  small .*\(exit code 1\)
stdout ^sum: RE  0/1 cases passed

# Python 3: tle.py spins forever: TLE at the CPU limit (1s), the runtime's start counted
sh languages/have python3
judge run --root languages --solution languages/programs/python3/tle.py sum --case small
exit 1
stdout ^  TLE small .*\(cpu\)

# Python 3: mle.py writes 1 GiB in 16 MiB chunks: MLE at the 256MiB limit
sh languages/have python3
judge run --root languages --solution languages/programs/python3/mle.py fill --case small
exit 1
stdout ^  MLE small\b
!stdout ^  RE\b

# Java: ac.java is accepted on every case, the 10^5-number ones included
sh languages/have java
judge run --root languages --solution languages/programs/java/ac.java sum
exit 0
stdout ^  AC  big\b
stdout ^  AC  one-line\b
stdout ^sum: AC  8/8 cases passed

# Java: wa.java prints the sum plus one: WA on every case
sh languages/have java
judge run --root languages --solution languages/programs/java/wa.java sum
exit 1
stdout ^  WA  small\b
stdout ^       received: 7$
stdout ^sum: WA  0/8 cases passed

# Java: ce.java does not compile: CE with the compiler's message, nothing run
sh languages/have java
judge run --root languages --solution languages/programs/java/ce.java sum
exit 1
stdout ^sum: CE
stdout \| .*incompatible types
!stdout ^  (AC|WA|RE)\b

# Java: re.java fails after reading its input: RE (exit code 1)
sh languages/have java
judge run --root languages --solution languages/programs/java/re.java sum --case small
exit 1
stdout ^  RE  small .*\(exit code 1\)
stdout ^sum: RE  0/1 cases passed

# Java: tle.java spins forever: TLE at the CPU limit (1s), the runtime's start counted
sh languages/have java
judge run --root languages --solution languages/programs/java/tle.java sum --case small
exit 1
stdout ^  TLE small .*\(cpu\)

# Java: mle.java fills 1 GiB of arrays: MLE at 256MiB; with -Xmx the limit, the heap
# and the JVM's own ~35 MiB pass the memory cgroup's limit before OutOfMemoryError
sh languages/have java
judge run --root languages --solution languages/programs/java/mle.java fill --case small
exit 1
stdout ^  MLE small\b
!stdout ^  RE\b

# Rust: ac.rs is accepted on every case, the 10^5-number ones included
sh languages/have rust
judge run --root languages --solution languages/programs/rust/ac.rs sum
exit 0
stdout ^  AC  big\b
stdout ^  AC  one-line\b
stdout ^sum: AC  8/8 cases passed

# Rust: wa.rs prints the sum plus one: WA on every case
sh languages/have rust
judge run --root languages --solution languages/programs/rust/wa.rs sum
exit 1
stdout ^  WA  small\b
stdout ^       received: 7$
stdout ^sum: WA  0/8 cases passed

# Rust: ce.rs does not compile: CE with the compiler's message, nothing run
sh languages/have rust
judge run --root languages --solution languages/programs/rust/ce.rs sum
exit 1
stdout ^sum: CE
stdout \| .*mismatched types
!stdout ^  (AC|WA|RE)\b

# Rust: re.rs fails after reading its input: RE (exit code 101)
sh languages/have rust
judge run --root languages --solution languages/programs/rust/re.rs sum --case small
exit 1
stdout ^  RE  small .*\(exit code 101\)
stdout ^sum: RE  0/1 cases passed

# Rust: tle.rs spins forever: TLE at the CPU limit (1s), the runtime's start counted
sh languages/have rust
judge run --root languages --solution languages/programs/rust/tle.rs sum --case small
exit 1
stdout ^  TLE small .*\(cpu\)

# Rust: mle.rs writes 1 GiB in 16 MiB chunks: MLE at the 256MiB limit
sh languages/have rust
judge run --root languages --solution languages/programs/rust/mle.rs fill --case small
exit 1
stdout ^  MLE small\b
!stdout ^  RE\b

# JavaScript: ac.js is accepted on every case, the 10^5-number ones included
sh languages/have javascript
judge run --root languages --solution languages/programs/javascript/ac.js sum
exit 0
stdout ^  AC  big\b
stdout ^  AC  one-line\b
stdout ^sum: AC  8/8 cases passed

# JavaScript: wa.js prints the sum plus one: WA on every case
sh languages/have javascript
judge run --root languages --solution languages/programs/javascript/wa.js sum
exit 1
stdout ^  WA  small\b
stdout ^       received: 7$
stdout ^sum: WA  0/8 cases passed

# JavaScript: ce.js does not compile: CE with the compiler's message, nothing run
sh languages/have javascript
judge run --root languages --solution languages/programs/javascript/ce.js sum
exit 1
stdout ^sum: CE
stdout \| .*SyntaxError
!stdout ^  (AC|WA|RE)\b

# JavaScript: re.js fails after reading its input: RE (exit code 1)
sh languages/have javascript
judge run --root languages --solution languages/programs/javascript/re.js sum --case small
exit 1
stdout ^  RE  small .*\(exit code 1\)
stdout ^sum: RE  0/1 cases passed

# JavaScript: tle.js spins forever: TLE at the CPU limit (1s), the runtime's start counted
sh languages/have javascript
judge run --root languages --solution languages/programs/javascript/tle.js sum --case small
exit 1
stdout ^  TLE small .*\(cpu\)

# JavaScript: mle.js fills 1 GiB of Buffers, outside the V8 heap that
# --max-old-space-size bounds: MLE at 256MiB by the memory cgroup
sh languages/have javascript
judge run --root languages --solution languages/programs/javascript/mle.js fill --case small
exit 1
stdout ^  MLE small\b
!stdout ^  RE\b

# Ruby: ac.rb is accepted on every case, the 10^5-number ones included
sh languages/have ruby
judge run --root languages --solution languages/programs/ruby/ac.rb sum
exit 0
stdout ^  AC  big\b
stdout ^  AC  one-line\b
stdout ^sum: AC  8/8 cases passed

# Ruby: wa.rb prints the sum plus one: WA on every case
sh languages/have ruby
judge run --root languages --solution languages/programs/ruby/wa.rb sum
exit 1
stdout ^  WA  small\b
stdout ^       received: 7$
stdout ^sum: WA  0/8 cases passed

# Ruby: ce.rb does not compile: CE with the compiler's message, nothing run
sh languages/have ruby
judge run --root languages --solution languages/programs/ruby/ce.rb sum
exit 1
stdout ^sum: CE
stdout \| .*syntax error
!stdout ^  (AC|WA|RE)\b

# Ruby: re.rb fails after reading its input: RE (exit code 1)
sh languages/have ruby
judge run --root languages --solution languages/programs/ruby/re.rb sum --case small
exit 1
stdout ^  RE  small .*\(exit code 1\)
stdout ^sum: RE  0/1 cases passed

# Ruby: tle.rb spins forever: TLE at the CPU limit (1s), the runtime's start counted
sh languages/have ruby
judge run --root languages --solution languages/programs/ruby/tle.rb sum --case small
exit 1
stdout ^  TLE small .*\(cpu\)

# Ruby: mle.rb writes 1 GiB in 16 MiB chunks: MLE at the 256MiB limit
sh languages/have ruby
judge run --root languages --solution languages/programs/ruby/mle.rb fill --case small
exit 1
stdout ^  MLE small\b
!stdout ^  RE\b

# Pascal: ac.pas is accepted on every case, the 10^5-number ones included
sh languages/have pascal
judge run --root languages --solution languages/programs/pascal/ac.pas sum
exit 0
stdout ^  AC  big\b
stdout ^  AC  one-line\b
stdout ^sum: AC  8/8 cases passed

# Pascal: wa.pas prints the sum plus one: WA on every case
sh languages/have pascal
judge run --root languages --solution languages/programs/pascal/wa.pas sum
exit 1
stdout ^  WA  small\b
stdout ^       received: 7$
stdout ^sum: WA  0/8 cases passed

# Pascal: ce.pas does not compile: CE with the compiler's message, nothing run
sh languages/have pascal
judge run --root languages --solution languages/programs/pascal/ce.pas sum
exit 1
stdout ^sum: CE
stdout \| .*Identifier not found
!stdout ^  (AC|WA|RE)\b

# Pascal: re.pas fails after reading its input: RE (exit code 200)
sh languages/have pascal
judge run --root languages --solution languages/programs/pascal/re.pas sum --case small
exit 1
stdout ^  RE  small .*\(exit code 200\)
stdout ^sum: RE  0/1 cases passed

# Pascal: tle.pas spins forever: TLE at the CPU limit (1s), the runtime's start counted
sh languages/have pascal
judge run --root languages --solution languages/programs/pascal/tle.pas sum --case small
exit 1
stdout ^  TLE small .*\(cpu\)

# Pascal: mle.pas writes 1 GiB in 16 MiB chunks: MLE at the 256MiB limit
sh languages/have pascal
judge run --root languages --solution languages/programs/pascal/mle.pas fill --case small
exit 1
stdout ^  MLE small\b
!stdout ^  RE\b

# Go: ac.go is accepted on every case, the 10^5-number ones included
sh languages/have go
judge run --root languages --solution languages/programs/go/ac.go sum
exit 0
stdout ^  AC  big\b
stdout ^  AC  one-line\b
stdout ^sum: AC  8/8 cases passed

# Go: wa.go prints the sum plus one: WA on every case
sh languages/have go
judge run --root languages --solution languages/programs/go/wa.go sum
exit 1
stdout ^  WA  small\b
stdout ^       received: 7$
stdout ^sum: WA  0/8 cases passed

# Go: ce.go does not compile: CE with the compiler's message, nothing run
sh languages/have go
judge run --root languages --solution languages/programs/go/ce.go sum
exit 1
stdout ^sum: CE
stdout \| .*(imported and not used|declared (but|and) not used)
!stdout ^  (AC|WA|RE)\b

# Go: re.go fails after reading its input: RE (exit code 2)
sh languages/have go
judge run --root languages --solution languages/programs/go/re.go sum --case small
exit 1
stdout ^  RE  small .*\(exit code 2\)
stdout ^sum: RE  0/1 cases passed

# Go: tle.go spins forever: TLE at the CPU limit (1s), the runtime's start counted
sh languages/have go
judge run --root languages --solution languages/programs/go/tle.go sum --case small
exit 1
stdout ^  TLE small .*\(cpu\)

# Go: mle.go writes 1 GiB in 16 MiB chunks: MLE at the 256MiB limit
sh languages/have go
judge run --root languages --solution languages/programs/go/mle.go fill --case small
exit 1
stdout ^  MLE small\b
!stdout ^  RE\b

# Kotlin: ac.kt is accepted on every case, the 10^5-number ones included
sh languages/have kotlin
judge run --root languages --solution languages/programs/kotlin/ac.kt sum
exit 0
stdout ^  AC  big\b
stdout ^  AC  one-line\b
stdout ^sum: AC  8/8 cases passed

# Kotlin: wa.kt prints the sum plus one: WA on every case
sh languages/have kotlin
judge run --root languages --solution languages/programs/kotlin/wa.kt sum
exit 1
stdout ^  WA  small\b
stdout ^       received: 7$
stdout ^sum: WA  0/8 cases passed

# Kotlin: ce.kt does not compile: CE with the compiler's message, nothing run
sh languages/have kotlin
judge run --root languages --solution languages/programs/kotlin/ce.kt sum
exit 1
stdout ^sum: CE
stdout \| .*type mismatch
!stdout ^  (AC|WA|RE)\b

# Kotlin: re.kt fails after reading its input: RE (exit code 1)
sh languages/have kotlin
judge run --root languages --solution languages/programs/kotlin/re.kt sum --case small
exit 1
stdout ^  RE  small .*\(exit code 1\)
stdout ^sum: RE  0/1 cases passed

# Kotlin: tle.kt spins forever: TLE at the CPU limit (1s), the runtime's start counted
sh languages/have kotlin
judge run --root languages --solution languages/programs/kotlin/tle.kt sum --case small
exit 1
stdout ^  TLE small .*\(cpu\)

# Kotlin: mle.kt fills 1 GiB of arrays: MLE at 256MiB; with -Xmx the limit, the heap
# and the JVM's own ~35 MiB pass the memory cgroup's limit before OutOfMemoryError
sh languages/have kotlin
judge run --root languages --solution languages/programs/kotlin/mle.kt fill --case small
exit 1
stdout ^  MLE small\b
!stdout ^  RE\b


# Hostile python3: fork.py starts a child process
sh languages/have python3
judge run --root languages --solution languages/hostile/python3/fork.py sum --case small
exit 1
!stdout ESCAPED
!stdout ^  AC\b
stdout ^  (WA|RE)  small\b

# Hostile python3: shell.py spawns a shell
sh languages/have python3
judge run --root languages --solution languages/hostile/python3/shell.py sum --case small
exit 1
!stdout ESCAPED
!stdout ^  AC\b
stdout ^  (WA|RE)  small\b

# Hostile python3: net.py opens sockets to 1.1.1.1:53
sh languages/have python3
judge run --root languages --solution languages/hostile/python3/net.py sum --case small
exit 1
!stdout ESCAPED
!stdout ^  AC\b
stdout ^  (WA|RE)  small\b

# Hostile python3: write.py writes files outside its working directory
sh languages/have python3
setup sh rm -f /tmp/pwned-python3
judge run --root languages --solution languages/hostile/python3/write.py sum --case small
exit 1
!stdout ESCAPED
!stdout ^  AC\b
stdout ^  (WA|RE)  small\b
sh ls /tmp languages/testdata/sum | grep pwned-python3 || echo clean
stdout ^clean$

# Hostile python3: read.py reads the testdata's big.ans, /root, /home, /etc/shadow
sh languages/have python3
judge run --root languages --solution languages/hostile/python3/read.py sum --case small
exit 1
!stdout ESCAPED
!stdout ^  AC\b
stdout ^  (WA|RE)  small\b

# Hostile python3: threads.py starts 10000 threads (more than its task budget)
sh languages/have python3
judge run --root languages --solution languages/hostile/python3/threads.py sum --case small
exit 1
!stdout ESCAPED
!stdout ^  AC\b
stdout ^  (WA|RE)  small\b

# Hostile java: fork.java starts a child process
sh languages/have java
judge run --root languages --solution languages/hostile/java/fork.java sum --case small
exit 1
!stdout ESCAPED
!stdout ^  AC\b
stdout ^  (WA|RE)  small\b

# Hostile java: shell.java spawns a shell
sh languages/have java
judge run --root languages --solution languages/hostile/java/shell.java sum --case small
exit 1
!stdout ESCAPED
!stdout ^  AC\b
stdout ^  (WA|RE)  small\b

# Hostile java: net.java opens sockets to 1.1.1.1:53
sh languages/have java
judge run --root languages --solution languages/hostile/java/net.java sum --case small
exit 1
!stdout ESCAPED
!stdout ^  AC\b
stdout ^  (WA|RE)  small\b

# Hostile java: write.java writes files outside its working directory
sh languages/have java
setup sh rm -f /tmp/pwned-java
judge run --root languages --solution languages/hostile/java/write.java sum --case small
exit 1
!stdout ESCAPED
!stdout ^  AC\b
stdout ^  (WA|RE)  small\b
sh ls /tmp languages/testdata/sum | grep pwned-java || echo clean
stdout ^clean$

# Hostile java: read.java reads the testdata's big.ans, /root, /home, /etc/shadow
sh languages/have java
judge run --root languages --solution languages/hostile/java/read.java sum --case small
exit 1
!stdout ESCAPED
!stdout ^  AC\b
stdout ^  (WA|RE)  small\b

# Hostile java: threads.java starts 10000 threads (more than its task budget)
sh languages/have java
judge run --root languages --solution languages/hostile/java/threads.java sum --case small
exit 1
!stdout ESCAPED
!stdout ^  AC\b
stdout ^  (WA|RE)  small\b

# Hostile javascript: fork.js starts a child process
sh languages/have javascript
judge run --root languages --solution languages/hostile/javascript/fork.js sum --case small
exit 1
!stdout ESCAPED
!stdout ^  AC\b
stdout ^  (WA|RE)  small\b

# Hostile javascript: shell.js spawns a shell
sh languages/have javascript
judge run --root languages --solution languages/hostile/javascript/shell.js sum --case small
exit 1
!stdout ESCAPED
!stdout ^  AC\b
stdout ^  (WA|RE)  small\b

# Hostile javascript: net.js opens sockets to 1.1.1.1:53
sh languages/have javascript
judge run --root languages --solution languages/hostile/javascript/net.js sum --case small
exit 1
!stdout ESCAPED
!stdout ^  AC\b
stdout ^  (WA|RE)  small\b

# Hostile javascript: write.js writes files outside its working directory
sh languages/have javascript
setup sh rm -f /tmp/pwned-javascript
judge run --root languages --solution languages/hostile/javascript/write.js sum --case small
exit 1
!stdout ESCAPED
!stdout ^  AC\b
stdout ^  (WA|RE)  small\b
sh ls /tmp languages/testdata/sum | grep pwned-javascript || echo clean
stdout ^clean$

# Hostile javascript: read.js reads the testdata's big.ans, /root, /home, /etc/shadow
sh languages/have javascript
judge run --root languages --solution languages/hostile/javascript/read.js sum --case small
exit 1
!stdout ESCAPED
!stdout ^  AC\b
stdout ^  (WA|RE)  small\b

# sumcheck: a C++ checker (testlib's exit codes, no testlib.h) that includes tokens.h of
# its problem folder: an integer with leading zeros amid blank lines and tabs is accepted
sh languages/have cpp && languages/have python3
judge run --root languages --solution languages/programs/sumcheck/padded.py sumcheck -v
exit 0
stdout ^  AC  small
stdout ^       ok the sum is -1000000009$
stdout ^sumcheck: AC  4/4 cases passed

# sumcheck: a different integer is WA, with the checker's message (exit 1 of the checker)
sh languages/have cpp && languages/have python3
judge run --root languages --solution languages/programs/python3/wa.py sumcheck --case small
exit 1
stdout ^  WA  small
stdout ^       wrong answer expected 6, found 7$

# sumcheck: a second number after the sum is WA too
sh languages/have cpp && languages/have python3
judge run --root languages --solution languages/programs/sumcheck/extra.py sumcheck \
    --case small
exit 1
stdout ^  WA  small
stdout ^       wrong answer extra output after the sum: '0'$

# sumcheck: words instead of an integer are a presentation error (exit 2 of the checker)
sh languages/have cpp && languages/have python3
judge run --root languages --solution languages/programs/sumcheck/words.py sumcheck \
    --case small --json -
exit 1
json problems.0.cases.0.verdict = WA
json problems.0.cases.0.detail = presentation error
json problems.0.cases.0.message = wrong output format expected an integer, found 'the'

# poj1143 in C++ (problems/poj1143/submissions/accepted/number_game.cpp): AC on every case
sh languages/have cpp
judge run --root ../../.. \
    --solution ../../../problems/poj1143/submissions/accepted/number_game.cpp poj1143
exit 0
stdout ^  AC  max-all-three-times
stdout ^poj1143: AC  14/14 cases passed

# Without cgroups (memory by RLIMIT_AS alone), the JVM still starts within its address-space
# room (sandbox: address_space), and a heap past the limit is still MLE
sh languages/have java
env JUDGE_SANDBOX_CGROUP=none
judge run --root languages --solution languages/programs/java/ac.java sum
exit 0
stdout ^sum: AC  8/8 cases passed

sh languages/have java
env JUDGE_SANDBOX_CGROUP=none
judge run --root languages --solution languages/programs/java/mle.java fill
exit 1
stdout ^fill: MLE 0/2 cases passed

sh languages/have javascript
env JUDGE_SANDBOX_CGROUP=none
judge run --root languages --solution languages/programs/javascript/ac.js sum
exit 0
stdout ^sum: AC  8/8 cases passed

# Ruby recursing 10^5 deep: its VM stack comes from run_env (RUBY_THREAD_VM_STACK_SIZE)
sh languages/have ruby
judge run --root languages --solution languages/programs/ruby/deep.rb sum
exit 0
stdout ^sum: AC  8/8 cases passed
