# judge receive (issue 32): problems from Competitive Companion, the browser extension, as
# problems of the tree. receive/*.json are saved requests shaped as the extension sends
# them (its README's format: name, group, url, limits, tests, batch); their problems and
# data are this fixture's own. receive-post sends the requests over loopback.

# A saved Codeforces request: the problem written as judge new would, with the samples as
# cases, the limits and the URL; it checks, runs and shows its samples at once
setup mkdir {tmp}/t
judge receive --root {tmp}/t --json-file receive/codeforces.json
exit 0
stdout ^received 'B\. Pair Sums' \(Codeforces - Codeforces Round 999 \(Div\. 2\)\): \
    problem 'b-pair-sums', 2 samples, 2s, 256MiB$
stdout ^created .*/t/problems/b-pair-sums/problem\.yaml$
stdout ^created .*/t/problems/b-pair-sums/statement\.md$
stdout ^created .*/t/testdata/b-pair-sums/samples\.yaml$
stdout ^next: write solutions/b-pair-sums\.EXT \(any language\), then: judge run b-pair-sums$
sh grep -c -e '^url: "https://codeforces.com/contest/9999/problem/B"$' -e '^  time: 2s$' \
    -e '^  memory: 256MiB$' -e '^title: "B. Pair Sums"$' {tmp}/t/problems/b-pair-sums/problem.yaml
stdout ^4$
judge check --root {tmp}/t b-pair-sums
exit 0
stdout ^b-pair-sums: ok, 2 cases, 1 warning$
judge run --root {tmp}/t --solution statement/submissions/accepted/sum.c b-pair-sums
exit 0
stdout ^b-pair-sums: AC  2/2 cases passed
judge statement --root {tmp}/t b-pair-sums
exit 0
stdout <th>Sample Input 2</th>
# ...received again: nothing written; another problem of that name: the next id
judge receive --root {tmp}/t --json-file receive/codeforces.json
exit 0
stdout ^received 'B\. Pair Sums' again: the tree has it as problem 'b-pair-sums' \(the same \
    URL\); nothing was written$
setup sh sed 's|contest/9999|contest/9998|' receive/codeforces.json > {tmp}/other.json
judge receive --root {tmp}/t --json-file {tmp}/other.json
exit 0
stdout problem 'b-pair-sums-2', 2 samples

# AtCoder: a name of Japanese letters leaves "a": the URL's abc999_a says more; samples YAML
# cannot hold exactly (a leading space, no final line break, CR LF) go to files, byte for byte
setup mkdir {tmp}/t
judge receive --root {tmp}/t --json-file receive/atcoder.json
exit 0
stdout ^received 'A - 足し算' \(AtCoder - AtCoder Beginner Contest 999\): problem 'abc999-a', \
    3 samples, 2s, 1GiB$
stdout ^created .*/testdata/abc999-a/sample-2\.in$
sh printf '  5 7 \n' | cmp - {tmp}/t/testdata/abc999-a/sample-2.in && \
    printf '12' | cmp - {tmp}/t/testdata/abc999-a/sample-2.ans && \
    printf '0 0\r\n' | cmp - {tmp}/t/testdata/abc999-a/sample-3.in && echo same
stdout ^same$
judge check --root {tmp}/t abc999-a
exit 0
stdout ^abc999-a: ok, 3 cases

# A problem that reads a file, and an interactive one (whose tests are the site's
# transcript: shown in statement.md, not cases)
setup mkdir {tmp}/t
judge receive --root {tmp}/t --json-file receive/file-io.json
exit 0
stdout ^  note: the site's program reads 'input\.txt'; the judge's reads standard input
judge receive --root {tmp}/t --json-file receive/interactive.json
exit 0
stdout problem 'd-guess-the-number', 0 samples, 1s, 256MiB$
stdout ^  interactive: the site's samples are in statement\.md, not cases
sh grep -c '^? 8$' {tmp}/t/problems/d-guess-the-number/statement.md
stdout ^1$

# A saved request that is not the extension's: exit 2, nothing written
setup mkdir {tmp}/t
setup write {tmp}/bad.json {"name": "x", "tests": {}}\n
judge receive --root {tmp}/t --json-file {tmp}/bad.json
exit 2
stderr ^judge: .*/bad\.json: 'tests' is not a list$
setup write {tmp}/bad.json {"name": "x", "tests": [], "timeLimit": -1}\n
judge receive --root {tmp}/t --json-file {tmp}/bad.json
exit 2
stderr 'timeLimit' is not a number from 1 to 3600000$
setup write {tmp}/bad.json [1, 2]\n
judge receive --root {tmp}/t --json-file {tmp}/bad.json
exit 2
stderr not a JSON object$
judge receive extra
exit 2
stderr no operands expected

# Over loopback: only a POST of JSON addressed to localhost from the extension's own Origin
# is taken (a web page's Origin, Origin null, a rebound host name, text/plain that a page
# may send unasked, a chunked or too large body, bad JSON are refused), answered before
# the problem is written; --once stops after it
setup mkdir {tmp}/t
sh python3 receive-post receive/codeforces.json "$JUDGE" receive --port 0 --once --root {tmp}/t
exit 0
stdout ^get: 405$
stdout ^preflight: 405$
stdout ^page: 403$
stdout ^null-origin: 403$
stdout ^rebinding: 403$
stdout ^text: 415$
stdout ^chunked: 411$
stdout ^huge: 413$
stdout ^not-json: 400$
stdout ^no-name: 400$
stdout ^companion: 200$
stdout ^received 'B\. Pair Sums' .*: problem 'b-pair-sums'
stdout ^stderr: judge: listening on 127\.0\.0\.1:[0-9]+
stdout ^stderr: judge: refused POST \(403\): its Origin is a web page, not the extension; \
    Origin 'https://evil\.example'$
stdout ^exit 0$

# judge import --oj: online-judge-tools' test/NAME.in and NAME.out, in oj's order (2 before
# 10), as a new problem named after the folder; one without .out is left out
setup mkdir {tmp}/t/problems
judge import --oj --root {tmp}/t receive/oj/abc999_b
exit 0
stderr ^judge: warning: '.*/sample-3\.in' has no '\.out': left out$
stdout ^imported 3 samples of receive/oj/abc999_b/test as abc999-b into
sh grep -o 'name: "sample-[0-9]*"' {tmp}/t/testdata/abc999-b/samples.yaml | tr '\n' ' '
stdout ^name: "sample-1" name: "sample-2" name: "sample-10" $
judge import --oj --root {tmp}/t receive/oj/abc999_b/test
exit 2
stderr problem 'abc999-b' exists
judge import --oj --force --root {tmp}/t receive/oj/abc999_b/test
exit 0
