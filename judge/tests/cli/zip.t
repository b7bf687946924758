# Packages as zip archives (issue 32): judge export --zip writes what DOMjudge and Kattis
# take (the package's files at the archive's top), judge import takes one back, every
# entry checked before a byte is written (zip-make makes the hostile ones), then the
# extracted folder read by the package loader. Python's zipfile is the independent reader.

# The tree's sum as a zip: problem.yaml at the top, CRCs good; imported back, it checks
judge export --zip --root tree sum {tmp}/sum.zip
exit 0
stdout ^exported sum to .*/sum\.zip \(13 files, 1 warning\)$
sh python3 zip-make list {tmp}/sum.zip
stdout ^problem\.yaml$
stdout ^data/secret/cases/small\.in$
stdout ^statement/problem\.en\.md$
stdout ^crc ok$
setup mkdir {tmp}/t/problems
judge import --root {tmp}/t {tmp}/sum.zip
exit 0
stdout ^imported .*/sum\.zip as sum into
judge check --root {tmp}/t sum
exit 0
stdout ^sum: ok, 3 cases
judge export --zip --root tree sum {tmp}/sum.zip
exit 2
stderr sum\.zip' exists; nothing was written \(--force replaces it\)$
judge export --zip --force --root tree sum {tmp}/sum.zip
exit 0

# A package archived as it is: .timelimit kept (DOMjudge reads it), other dotfiles left
# out, a script's executable bit kept
setup copy packages/legacy-sum {tmp}/p
setup write {tmp}/p/.notes private\n
setup sh chmod +x {tmp}/p/submissions/accepted/sum.py
judge export --zip {tmp}/p {tmp}/p.zip
exit 0
sh python3 zip-make list {tmp}/p.zip
stdout ^\.timelimit$
stdout ^submissions/accepted/sum\.py \(executable\)$
!stdout notes

# An archive of the package's folder (the spec's "archive of such a directory"): the
# problem is named after the archive
setup mkdir {tmp}/t/problems
setup sh python3 zip-make folder {tmp}/legacy.zip packages/legacy-sum
judge import --root {tmp}/t {tmp}/legacy.zip
exit 0
stdout ^imported .*/legacy\.zip as legacy into
judge check --no-validate --root {tmp}/t legacy
exit 0
stdout ^legacy: ok, 5 cases

# Hostile archives: each refused whole at its bad entry (exit 2), nothing written outside,
# nothing left in TMPDIR
setup mkdir {tmp}/t/problems {tmp}/tmp
sh for k in climb absolute link fifo control backslash twice liar; do \
    python3 zip-make $k {tmp}/$k.zip packages/legacy-sum || exit 9; \
    TMPDIR={tmp}/tmp "$JUDGE" import --root {tmp}/t {tmp}/$k.zip; echo "$k: rc=$?"; done; \
    ls {tmp}/tmp {tmp}/t/problems; [ -e /tmp/judge-zip-evil ] && echo "written outside"; \
    [ -e {tmp}/evil ] && echo "climbed out"; exit 0
exit 0
stdout ^climb: rc=2$
stderr climb\.zip: entry '\.\./evil': a path out of the archive \('\.' or '\.\.'\); nothing
stdout ^absolute: rc=2$
stderr absolute\.zip: entry '/tmp/judge-zip-evil': an absolute path
stdout ^link: rc=2$
stderr link\.zip: entry 'data/secret/link\.in': a symbolic link
stdout ^fifo: rc=2$
stderr fifo\.zip: entry 'data/secret/pipe\.in': a special file
stdout ^control: rc=2$
stderr control\.zip: entry 'data/secret/\\x1b\[2J\.in': a control byte or a backslash
stdout ^backslash: rc=2$
stdout ^twice: rc=2$
stdout ^liar: rc=2$
!stdout written outside
!stdout climbed out
!stdout judge-import-

# An archive with no package in it
setup mkdir {tmp}/t/problems
setup sh python3 zip-make none {tmp}/none.zip
judge import --root {tmp}/t {tmp}/none.zip
exit 2
stderr none\.zip' holds no package: no problem\.yaml and data/ at its top, nor in its one
