# A YAML syntax error names file, line and column; exit 2, nothing runs
judge run --root bad/syntax p
exit 2
stderr problems/p/problem.yaml:3:1: did not find expected ',' or '}'
stderr nothing was run

# An unknown key with a did-you-mean
judge run --root bad/unknown-key p
exit 2
stderr problems/p/problem.yaml:3:3: unknown limits key 'time_limt' \(did you mean 'time'\?\)

# A wrong type
judge run --root bad/wrong-type p
exit 2
stderr problems/p/problem.yaml:2:7: expected a string or a list of strings, not a mapping

# A bad unit
judge run --root bad/bad-unit p
exit 2
stderr problems/p/problem.yaml:3:11: unknown unit 'parsecs'

# A number without a unit
judge run --root bad/no-unit p
exit 2
stderr problems/p/problem.yaml:3:9: duration '2' has no unit

# A problem without a title
judge run --root bad/no-title p
exit 2
stderr problems/p/problem.yaml:1:1: problem has no 'title'

# Duplicate case names
judge run --root bad/duplicate-name p
exit 2
stderr testdata/p/cases.yaml:5:11: duplicate case name 'a' \(first at .*cases.yaml:2\)

# A missing input file
judge run --root bad/missing-file p
exit 2
stderr testdata/p/cases.yaml:3:17: cannot open 'nowhere.in': No such file or directory

# A case with no expected output
judge run --root bad/no-output p
exit 2
stderr testdata/p/cases.yaml:2:5: case has no 'output' or 'output_file'

# A misspelt case key, and the missing output it causes, in one pass
judge run --root bad/case-typo p
exit 2
stderr testdata/p/cases.yaml:4:5: unknown case key 'ouptut' \(did you mean 'output'\?\)

# Every broken tree below is bad/NAME with problem p: the judge exits 2, names
# the exact place (file:line:column, or the file alone when the whole file is
# at fault), prints nothing on stdout and runs nothing.

# A tab used for indentation is named as such
judge run --root bad/tab-indent p
exit 2
stderr ^judge: .*/bad/tab-indent/problems/p/problem\.yaml:3:1: tab character: \
    YAML is indented with spaces only$
!stdout .

# Bytes that are not UTF-8, located by line and column
judge run --root bad/non-utf8 p
exit 2
stderr ^judge: .*/bad/non-utf8/problems/p/problem\.yaml:2:12: incomplete UTF-8 octet sequence$
!stdout .

# A NUL byte
judge run --root bad/nul-byte p
exit 2
stderr ^judge: .*/bad/nul-byte/problems/p/problem\.yaml:1:9: \
    control characters are not allowed \(byte 0x00\)$
!stdout .

# A YAML anchor
judge run --root bad/anchor p
exit 2
stderr ^judge: .*/bad/anchor/problems/p/problem\.yaml:2:9: YAML anchors are not supported$
!stdout .

# A YAML alias
judge run --root bad/alias p
exit 2
stderr ^judge: .*/bad/alias/problems/p/problem\.yaml:2:9: \
    YAML aliases are not supported; write the value out$
!stdout .

# Two documents in one file
judge run --root bad/two-documents p
exit 2
stderr ^judge: .*/bad/two-documents/problems/p/problem\.yaml:2:1: \
    more than one YAML document in the file$
!stdout .

# A YAML tag other than the core ones
judge run --root bad/yaml-tag p
exit 2
stderr ^judge: .*/bad/yaml-tag/problems/p/problem\.yaml:1:8: unsupported YAML tag '!fancy'$
!stdout .

# Absurdly deep nesting is refused, not recursed into
judge run --root bad/deep-nesting p
exit 2
stderr ^judge: .*/bad/deep-nesting/problems/p/problem\.yaml:2:71: nesting deeper than 64 levels$
!stdout .

# A key that is not a scalar
judge run --root bad/key-not-scalar p
exit 2
stderr ^judge: .*/bad/key-not-scalar/problems/p/problem\.yaml:2:3: problem keys must be scalars$
!stdout .

# A key given twice
judge run --root bad/duplicate-key p
exit 2
stderr ^judge: .*/bad/duplicate-key/problems/p/problem\.yaml:3:1: \
    duplicate key 'title' \(first at line 1\)$
!stdout .

# A list where the problem mapping should be
judge run --root bad/root-list p
exit 2
stderr ^judge: .*/bad/root-list/problems/p/problem\.yaml:1:1: problem must be a mapping, not a list$
!stdout .

# A scalar where the problem mapping should be
judge run --root bad/root-scalar p
exit 2
stderr ^judge: .*/bad/root-scalar/problems/p/problem\.yaml:1:1: \
    problem must be a mapping, not a scalar$
!stdout .

# A list where limits should be a mapping
judge run --root bad/limits-list p
exit 2
stderr ^judge: .*/bad/limits-list/problems/p/problem\.yaml:2:9: \
    limits must be a mapping, not a list$
!stdout .

# A mapping where the title should be a scalar
judge run --root bad/title-mapping p
exit 2
stderr ^judge: .*/bad/title-mapping/problems/p/problem\.yaml:1:8: \
    this value must be a scalar, not a mapping$
!stdout .

# A mapping where compiler flags should be
judge run --root bad/compile-mapping p
exit 2
stderr ^judge: .*/bad/compile-mapping/problems/p/problem\.yaml:2:10: \
    expected a string or a list of strings, not a mapping$
!stdout .

# An empty title
judge run --root bad/empty-title p
exit 2
stderr ^judge: .*/bad/empty-title/problems/p/problem\.yaml:1:8: empty value$
!stdout .

# An unknown problem key, with a did-you-mean
judge run --root bad/unknown-problem-key p
exit 2
stderr ^judge: .*/bad/unknown-problem-key/problems/p/problem\.yaml:2:1: \
    unknown problem key 'limit' \(did you mean 'limits'\?\)$
!stdout .

# An unknown checker key
judge run --root bad/unknown-checker-key p
exit 2
stderr ^judge: .*/bad/unknown-checker-key/problems/p/problem\.yaml:2:35: \
    unknown checker key 'tolerance'$
!stdout .

# A zero time limit
judge run --root bad/zero-time p
exit 2
stderr ^judge: .*/bad/zero-time/problems/p/problem\.yaml:3:9: duration '0s' must be positive$
!stdout .

# A negative memory limit
judge run --root bad/negative-memory p
exit 2
stderr ^judge: .*/bad/negative-memory/problems/p/problem\.yaml:3:11: size '-64MiB' must be positive$
!stdout .

# A time limit over a day
judge run --root bad/huge-time p
exit 2
stderr ^judge: .*/bad/huge-time/problems/p/problem\.yaml:3:9: duration '100000s' is too large$
!stdout .

# A memory limit over 1 TiB
judge run --root bad/huge-memory p
exit 2
stderr ^judge: .*/bad/huge-memory/problems/p/problem\.yaml:3:11: size '2TiB' is too large$
!stdout .

# A number too long for 64 bits
judge run --root bad/overflow-memory p
exit 2
stderr ^judge: .*/bad/overflow-memory/problems/p/problem\.yaml:3:11: \
    size '99999999999999999999GiB' is too large$
!stdout .

# Zero processes
judge run --root bad/zero-processes p
exit 2
stderr ^judge: .*/bad/zero-processes/problems/p/problem\.yaml:3:14: \
    expected a whole number from 1 to 1000000, not '0'$
!stdout .

# A checker type that does not exist
judge run --root bad/checker-type p
exit 2
stderr ^judge: .*/bad/checker-type/problems/p/problem\.yaml:2:10: \
    invalid checker type 'fuzzy' \(expected one of: custom, exact, float, kattis, lines, tokens\)$
!stdout .

# A float checker without a tolerance, in the short form
judge run --root bad/float-no-tolerance p
exit 2
stderr ^judge: .*/bad/float-no-tolerance/problems/p/problem\.yaml:2:10: \
    a float checker needs 'abs' or 'rel'$
!stdout .

# A float checker without a tolerance, as a mapping
judge run --root bad/float-map-no-tolerance p
exit 2
stderr ^judge: .*/bad/float-map-no-tolerance/problems/p/problem\.yaml:3:3: \
    a float checker needs 'abs' or 'rel'$
!stdout .

# A tolerance out of range
judge run --root bad/tolerance-range p
exit 2
stderr ^judge: .*/bad/tolerance-range/problems/p/problem\.yaml:2:29: \
    invalid tolerance '2' \(expected a number in \[0, 1\)\)$
!stdout .

# order: any on a float checker
judge run --root bad/order-float p
exit 2
stderr ^judge: .*/bad/order-float/problems/p/problem\.yaml:2:10: \
    'order: any' is only for tokens and lines checkers$
!stdout .

# A custom checker without a source
judge run --root bad/custom-no-source p
exit 2
stderr ^judge: .*/bad/custom-no-source/problems/p/problem\.yaml:3:3: \
    a custom checker needs 'source'$
!stdout .

# A custom checker whose source does not exist
judge run --root bad/custom-missing-source p
exit 2
stderr ^judge: .*/bad/custom-missing-source/problems/p/problem\.yaml:2:33: \
    cannot open 'nowhere\.c': No such file or directory$
!stdout .

# An empty problem.yaml
judge run --root bad/empty-problem p
exit 2
stderr ^judge: .*/bad/empty-problem/problems/p/problem\.yaml:1:1: \
    empty file \(a problem needs at least 'title'\)$
!stdout .

# A problem.yaml of comments only is empty too
judge run --root bad/comments-only-problem p
exit 2
stderr ^judge: .*/bad/comments-only-problem/problems/p/problem\.yaml:1:1: \
    empty file \(a problem needs at least 'title'\)$
!stdout .

# A directory where problem.yaml should be
judge run --root bad/problem-dir p
exit 2
stderr ^judge: .*/bad/problem-dir/problems/p/problem\.yaml: is a directory, not a file$
!stdout .

# A problem folder without problem.yaml
judge run --root bad/missing-problem p
exit 2
stderr ^judge: .*/bad/missing-problem/problems/p/problem\.yaml: cannot open: \
    No such file or directory$
!stdout .

# A list where the testdata mapping should be
judge run --root bad/td-root-list p
exit 2
stderr ^judge: .*/bad/td-root-list/testdata/p/cases\.yaml:1:3: \
    testdata file must be a mapping, not a list$
!stdout .

# A mapping where cases should be a list
judge run --root bad/td-cases-mapping p
exit 2
stderr ^judge: .*/bad/td-cases-mapping/testdata/p/cases\.yaml:2:3: \
    'cases' must be a list, not a mapping$
!stdout .

# Scalars where cases should be mappings: every one is reported
judge run --root bad/td-case-scalar p
exit 2
stderr ^judge: .*/bad/td-case-scalar/testdata/p/cases\.yaml:1:9: \
    case must be a mapping, not a scalar$
stderr ^judge: .*/bad/td-case-scalar/testdata/p/cases\.yaml:1:12: \
    case must be a mapping, not a scalar$
!stdout .

# A mapping where input text should be
judge run --root bad/td-input-mapping p
exit 2
stderr ^judge: .*/bad/td-input-mapping/testdata/p/cases\.yaml:3:12: \
    this value must be a scalar, not a mapping$
!stdout .

# An unknown testdata file key
judge run --root bad/td-unknown-file-key p
exit 2
stderr ^judge: .*/bad/td-unknown-file-key/testdata/p/cases\.yaml:1:1: \
    unknown testdata file key 'cheker' \(did you mean 'checker'\?\)$
!stdout .

# An unknown key in a case's limits
judge run --root bad/td-unknown-limits-key p
exit 2
stderr ^judge: .*/bad/td-unknown-limits-key/testdata/p/cases\.yaml:6:7: \
    unknown limits key 'tiem' \(did you mean 'time'\?\)$
!stdout .

# A bad unit in a case's limits
judge run --root bad/td-bad-unit p
exit 2
stderr ^judge: .*/bad/td-bad-unit/testdata/p/cases\.yaml:5:20: \
    unknown unit 'fortnight' in duration '1 fortnight'$
!stdout .

# A negative limit for a whole file
judge run --root bad/td-negative-limit p
exit 2
stderr ^judge: .*/bad/td-negative-limit/testdata/p/cases\.yaml:2:9: duration '-1s' must be positive$
!stdout .

# A bad checker for a whole file
judge run --root bad/td-file-checker p
exit 2
stderr ^judge: .*/bad/td-file-checker/testdata/p/cases\.yaml:1:10: \
    a float checker needs 'abs' or 'rel'$
!stdout .

# A case with both input and input_file
judge run --root bad/td-both-input p
exit 2
stderr ^judge: .*/bad/td-both-input/testdata/p/cases\.yaml:4:17: \
    a case has either 'input' or 'input_file', not both$
!stdout .

# A directory given as input_file
judge run --root bad/td-input-dir p
exit 2
stderr ^judge: .*/bad/td-input-dir/testdata/p/cases\.yaml:3:17: 'inputs' is a directory, not a file$
!stdout .

# A case without a name
judge run --root bad/td-no-name p
exit 2
stderr ^judge: .*/bad/td-no-name/testdata/p/cases\.yaml:2:5: case has no 'name'$
!stdout .

# A case name with a space
judge run --root bad/td-bad-name p
exit 2
stderr ^judge: .*/bad/td-bad-name/testdata/p/cases\.yaml:2:11: \
    invalid case name 'first case' \(use letters, digits, '\.', '-' and '_'\)$
!stdout .

# The same case name in two files
judge run --root bad/td-duplicate-across p
exit 2
stderr ^judge: .*/bad/td-duplicate-across/testdata/p/b\.yaml:5:11: \
    duplicate case name 'x' \(first at .*/bad/td-duplicate-across/testdata/p/a\.yaml:2\)$
!stdout .

# A tab in a testdata file
judge run --root bad/td-tab-indent p
exit 2
stderr ^judge: .*/bad/td-tab-indent/testdata/p/cases\.yaml:3:1: tab character: \
    YAML is indented with spaces only$
!stdout .

# Bytes that are not UTF-8 in a testdata file
judge run --root bad/td-non-utf8 p
exit 2
stderr ^judge: .*/bad/td-non-utf8/testdata/p/cases\.yaml:3:13: \
    invalid leading UTF-8 octet \(byte 0xff\)$
!stdout .

# An anchor in a testdata file
judge run --root bad/td-anchor p
exit 2
stderr ^judge: .*/bad/td-anchor/testdata/p/cases\.yaml:2:5: YAML anchors are not supported$
!stdout .

# Two documents in a testdata file
judge run --root bad/td-two-documents p
exit 2
stderr ^judge: .*/bad/td-two-documents/testdata/p/cases\.yaml:5:1: \
    more than one YAML document in the file$
!stdout .

# An empty testdata file
judge run --root bad/td-empty-file p
exit 2
stderr ^judge: .*/bad/td-empty-file/testdata/p/cases\.yaml:1:1: \
    empty file \(a testdata file needs 'cases'\)$
!stdout .

# A testdata file of comments only
judge run --root bad/td-comments-only p
exit 2
stderr ^judge: .*/bad/td-comments-only/testdata/p/cases\.yaml:1:1: \
    empty file \(a testdata file needs 'cases'\)$
!stdout .

# A directory where a testdata file should be
judge run --root bad/td-yaml-dir p
exit 2
stderr ^judge: .*/bad/td-yaml-dir/testdata/p/cases\.yaml: is a directory, not a file$
!stdout .

# A testdata folder without YAML files
judge run --root bad/td-no-files p
exit 2
stderr ^judge: .*/bad/td-no-files/testdata/p: no testdata files \(\*\.yaml\) in this folder$
!stdout .

# No testdata folder
judge run --root bad/td-no-folder p
exit 2
stderr ^judge: .*/bad/td-no-folder/testdata/p: cannot open testdata folder: \
    No such file or directory$
!stdout .

# An output_file outside the problem's testdata folder is refused, not read
judge run --root bad/td-outside-path p
exit 2
stderr ^judge: .*/bad/td-outside-path/testdata/p/cases\.yaml:4:18: \
    '\.\./\.\./problems/p/problem\.yaml' is outside the problem's testdata folder$
!stdout .

# And so is an absolute input_file elsewhere
judge run --root bad/td-outside-absolute p
exit 2
stderr ^judge: .*/bad/td-outside-absolute/testdata/p/cases\.yaml:3:17: \
    '/etc/passwd' is outside the problem's testdata folder$
!stdout .


# Broken trees made at test time from bad/base (a valid tree) and special/'s case
# files: git keeps no symlink loops, FIFOs, modes or 100 MB files.

# A symlink loop where problem.yaml should be
setup copy bad/base {tmp}/t
sh ln -sf problem.yaml {tmp}/t/problems/p/problem.yaml && exec "$JUDGE" run --root {tmp}/t p
exit 2
stderr ^judge: {tmp}/t/problems/p/problem\.yaml: cannot open: Too many levels of symbolic links$
!stdout .

# A symlink loop between two testdata files
setup copy bad/base {tmp}/t
sh ln -s b.yaml {tmp}/t/testdata/p/a.yaml && ln -s a.yaml {tmp}/t/testdata/p/b.yaml && \
    exec "$JUDGE" run --root {tmp}/t p
exit 2
stderr ^judge: {tmp}/t/testdata/p/a\.yaml: cannot open: Too many levels of symbolic links$
stderr ^judge: {tmp}/t/testdata/p/b\.yaml: cannot open: Too many levels of symbolic links$
!stdout .

# A symlink loop as input_file
setup copy bad/base {tmp}/t
setup copy special/loop-input.yaml {tmp}/t/testdata/p/cases.yaml
sh ln -s loop.in {tmp}/t/testdata/p/loop.in && exec "$JUDGE" run --root {tmp}/t p
exit 2
stderr ^judge: {tmp}/t/testdata/p/cases\.yaml:3:17: cannot open 'loop\.in': \
    Too many levels of symbolic links$
!stdout .

# A link in testdata to a file outside it is refused
setup copy bad/base {tmp}/t
setup copy special/link-input.yaml {tmp}/t/testdata/p/cases.yaml
setup write {tmp}/secret 1
sh ln -s {tmp}/secret {tmp}/t/testdata/p/link.in && exec "$JUDGE" run --root {tmp}/t p
exit 2
stderr ^judge: {tmp}/t/testdata/p/cases\.yaml:3:17: \
    'link\.in' is outside the problem's testdata folder$
!stdout .

# ... and one to a file inside it is fine
setup copy bad/base {tmp}/t
setup copy special/link-input.yaml {tmp}/t/testdata/p/cases.yaml
setup write {tmp}/t/testdata/p/inputs/real.in 1
sh ln -s inputs/real.in {tmp}/t/testdata/p/link.in && exec "$JUDGE" check --root {tmp}/t p
exit 0
!stderr outside

# ... and so is an absolute one back into it (realpath decides, not openat2's RESOLVE_BENEATH)
setup copy bad/base {tmp}/t
setup copy special/link-input.yaml {tmp}/t/testdata/p/cases.yaml
setup write {tmp}/t/testdata/p/inputs/real.in 1
sh ln -s {tmp}/t/testdata/p/inputs/real.in {tmp}/t/testdata/p/link.in && \
    exec "$JUDGE" check --root {tmp}/t p
exit 0
!stderr outside

# A FIFO where problem.yaml should be is refused at once, not waited on
setup copy bad/base {tmp}/t
sh rm {tmp}/t/problems/p/problem.yaml && mkfifo {tmp}/t/problems/p/problem.yaml && \
    exec "$JUDGE" run --root {tmp}/t p
exit 2
stderr ^judge: {tmp}/t/problems/p/problem\.yaml: not a regular file \(a named pipe\)$
!stdout .

# A FIFO as input_file
setup copy bad/base {tmp}/t
setup copy special/fifo-input.yaml {tmp}/t/testdata/p/cases.yaml
sh mkfifo {tmp}/t/testdata/p/fifo && exec "$JUDGE" run --root {tmp}/t p
exit 2
stderr ^judge: {tmp}/t/testdata/p/cases\.yaml:3:17: 'fifo' is not a regular file$
!stdout .

# An unreadable problem.yaml (mode 000; root reads anything, so as root the
# judge is started as nobody)
setup copy bad/base {tmp}/t
sh chmod 755 {tmp} && chmod 000 {tmp}/t/problems/p/problem.yaml && \
    exec ./as-nobody "$JUDGE" run --root {tmp}/t p
exit 2
stderr ^judge: {tmp}/t/problems/p/problem\.yaml: cannot open: Permission denied$
!stdout .

# An unreadable input_file
setup copy bad/base {tmp}/t
setup copy special/secret-input.yaml {tmp}/t/testdata/p/cases.yaml
sh chmod 755 {tmp} && echo 1 > {tmp}/t/testdata/p/secret.in && \
    chmod 000 {tmp}/t/testdata/p/secret.in && exec ./as-nobody "$JUDGE" run --root {tmp}/t p
exit 2
stderr ^judge: {tmp}/t/testdata/p/cases\.yaml:3:17: cannot read 'secret\.in': Permission denied$
!stdout .

# An unreadable testdata folder
setup copy bad/base {tmp}/t
sh chmod 755 {tmp} && chmod 000 {tmp}/t/testdata/p && exec ./as-nobody "$JUDGE" run --root {tmp}/t p
exit 2
stderr ^judge: {tmp}/t/testdata/p: cannot open testdata folder: Permission denied$
!stdout .

# A 100 MB testdata file is refused before it is read (big data belongs in input_file)
setup copy bad/base {tmp}/t
setup sh { printf 'cases:\n  - name: big\n    output: "1"\n    input: "'; \
    head -c 104857600 /dev/zero | tr '\0' 7; printf '"\n'; } > {tmp}/t/testdata/p/cases.yaml
sh exec "$JUDGE" run --root {tmp}/t p
exit 2
stderr ^judge: {tmp}/t/testdata/p/cases\.yaml: file too large \(104857651 bytes; at most 64 MiB: \
    keep big data in input_file and output_file\)$
!stdout .

# A 100 MB input and expected output in files work: the program's copy is accepted
setup copy bad/huge-input {tmp}/t
setup sh yes 'abcdefghi 123456789' | head -c 104857600 > {tmp}/t/testdata/big/big.txt
sh exec "$JUDGE" run --root {tmp}/t big
exit 0
stdout ^big: AC  1/1 cases passed

# ... and a difference in the last line of 100 MB is found and located
# (20-byte lines: line 104857600/20 = 5242880, tokens 2 a line)
setup copy bad/huge-input {tmp}/t
setup sh yes 'abcdefghi 123456789' | head -c 104857600 > {tmp}/t/testdata/big/big.txt
sh exec "$JUDGE" run --root {tmp}/t big --solution {tmp}/t/solutions/last-byte.c
exit 1
stdout ^  WA  big
stdout line 5242880, column 11 \(token 10485760\): expected '123456789', received '12345678X'

# `judge check` finds every tree of the catalogue invalid (exit 2), and its
# first message is the one `judge run` gives (under JUDGE_WRAPPER=valgrind,
# this sweeps the loaders over the whole catalogue)
sh for t in bad/*/; do n=$(basename $t); case $n in base|huge-input) continue;; esac; \
    "$JUDGE" check --root $t p >/dev/null 2>{tmp}/err; rc=$?; first=$(head -1 {tmp}/err); \
    ran=$("$JUDGE" run --root $t p 2>&1 >/dev/null | head -1); \
    case "$rc:$first" in \
    "2:$PWD/bad/$n/"*) [ "judge: $first" = "$ran" ] || \
        echo "$n: check says '$first', run says '$ran'";; \
    *) echo "$n: check exits $rc: $first";; \
    esac; done; echo checked $(ls -d bad/*/ | wc -l) trees
exit 0
stdout ^checked 74 trees$
!stdout :

# A control character in a title (an escape sequence would reach the terminal)
judge run --root bad/control-title p
exit 2
stderr ^judge: .*/bad/control-title/problems/p/problem\.yaml:1:8: \
    control character 0x1b in a name, title or path \
    \(only inline input and output may hold any byte\)$
!stdout .

# A NUL in input_file, which would cut the path short ('a.in' exists)
judge run --root bad/td-nul-in-path p
exit 2
stderr ^judge: .*/bad/td-nul-in-path/testdata/p/cases\.yaml:3:17: \
    control character 0x00 in a name, title or path \
    \(only inline input and output may hold any byte\)$
!stdout .
