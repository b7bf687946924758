# -j gives the same verdicts as -j 1, in the same order
sh "$JUDGE" run --root tree --solution programs/wa.c -j 1 sum > {tmp}/one; \
    "$JUDGE" run --root tree --solution programs/wa.c -j 3 sum > {tmp}/three; \
    sed -E 's/ +[0-9.]+(ms|KiB|MiB|B).*//; s/, slowest.*//' {tmp}/one > {tmp}/a; \
    sed -E 's/ +[0-9.]+(ms|KiB|MiB|B).*//; s/, slowest.*//' {tmp}/three > {tmp}/b; \
    diff {tmp}/a {tmp}/b && cat {tmp}/b
exit 0
stdout ^  AC  small
stdout ^  WA  from-files
stdout ^sum: WA  2/3

# An invalid -j is a usage error naming the option
judge run --root tree -j 0 sum
exit 2
stderr invalid value '0' for --jobs

# Under -j, a TLE is re-run alone before it is final, and the report says so
judge run --root tree --solution programs/tle.c -j 2 sum --json {tmp}/r.json
exit 1
stdout ^  TLE small .*\[re-run alone\]
stdout note: 3 cases re-run alone
jsonfile {tmp}/r.json problems.0.cases.0.rerun = true

# A case near its time limit is re-run alone under -j, and hinted in the summary
judge run --root tree --solution programs/sum-slow.c -j 2 sum
exit 0
stdout ^  AC  small .*\[re-run alone\]
stdout hint: 3 cases within 10% of the time limit

# With -j 1 nothing is re-run
judge run --root tree --solution programs/tle.c -j 1 sum --case small
exit 1
!stdout re-run alone

# --repeat reports median times
judge run --root tree --repeat 3 sum --json -
exit 0
json problems.0.cases.0.runs = 3

# --stop-on-failure stops at the first failing case
judge run --root tree --solution programs/exit3.c --stop-on-failure -j 1 sum
exit 1
stdout ^  RE  small
!stdout negative
stdout stopped early \(1 of 3 cases run\)

# --keep leaves a failing case's files for inspection
sh "$JUDGE" run --root tree --solution programs/wa.c --keep {tmp}/kept sum >/dev/null; \
    cat {tmp}/kept/sum/from-files/input {tmp}/kept/sum/from-files/answer \
    {tmp}/kept/sum/from-files/output; ls {tmp}/kept/sum
exit 0
stdout ^2000000000 2000000000$
stdout ^4000000000$
stdout ^-294967296$
!stdout small

# A trailing space under the exact checker: hint that tokens would pass
judge run --root tree answer
exit 1
stdout ^  WA  exact
stdout hint: would pass with whitespace-insensitive comparison
stdout ^  WA  tokens
stdout hint: would pass case-insensitively

# Hints are in the JSON report too
judge run --root tree answer --json -
exit 1
json problems.0.cases.1.hint ~ case-insensitively

# NO_COLOR and a pipe give plain text; --color=always forces colour
judge run --root tree --color always sum
exit 0
stdout \x1b\[32mAC

# Not on a terminal there are no escape codes
judge run --root tree sum
exit 0
!stdout \x1b

# On a terminal: colours and a live progress line, erased before each row (CI unset: CI
# logs get none, progress.t)
env CI=
sh python3 ./pty-run "$JUDGE" run --root tree --solution programs/wa.c -j 1 sum
exit 1
stdout <ESC>\[32mAC <ESC>\[0m small
stdout <ESC>\[31mWA <ESC>\[0m from-files
stdout \[1/3\] sum: 1 passed
stdout <CR><ESC>\[K

# On a terminal with NO_COLOR: no colour, the progress line stays
env NO_COLOR=1
env CI=
sh python3 ./pty-run "$JUDGE" run --root tree -j 1 sum
exit 0
!stdout <ESC>\[3
stdout \[2/3\] sum: 2 passed

# Through a pipe: no escapes, no progress line
judge run --root tree --solution programs/wa.c -j 1 sum
exit 1
!stdout \x1b
!stdout \r
!stdout \[1/3\]
