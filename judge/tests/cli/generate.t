# judge generate (issue 31): a package's data/ made from generators/generators.yaml with
# BAPCtools' semantics.  generate/listsum/ is a package with seeds, counts, includes,
# copies, inline files, a generators: entry of two files, a folder program and a
# generator writing testcase.in and testcase.ans; generate/listsum.expected/ is the data/
# BAPCtools' bt generate writes for it (generate/make-expected says how it was made).

# The same tree as BAPCtools': names, numbers, seeds, links, bytes; then a second run
# writes nothing (inodes and times kept)
setup copy generate/listsum {tmp}/p
judge generate {tmp}/p
exit 0
stdout ^p: 30 cases: 30 generated, 0 up to date, 0 failed, 0 removed$
sh diff -r --no-dereference {tmp}/p/data generate/listsum.expected
exit 0
sh cd {tmp}/p/data && find . -printf '%i %T@ %y %p %l\n' | sort > {tmp}/before
exit 0
judge generate --json {tmp}/g.json {tmp}/p
exit 0
stdout ^p: 30 cases: 0 generated, 30 up to date, 0 failed, 0 removed$
sh cd {tmp}/p/data && find . -printf '%i %T@ %y %p %l\n' | sort | diff {tmp}/before -
exit 0
sh python3 report-check generate-json {tmp}/g.json
exit 0
stdout ^ok generate-json
jsonfile {tmp}/g.json kind = "generate"
jsonfile {tmp}/g.json problems.0.up_to_date = 30
jsonfile {tmp}/g.json problems.0.items.0.path = "sample/01"
jsonfile {tmp}/g.json problems.0.items.0.state = "up_to_date"
# A generator changed: exactly its 15 cases run again (the link to one of them stays),
# and as they make the same bytes, no file is written
setup sh echo '/* a comment */' >> {tmp}/p/generators/gen.c
judge generate -v {tmp}/p
exit 0
stdout ^  p: secret/04-small: generated, unchanged$
stdout ^  p: secret/1-tight/a: generated, unchanged$
stdout ^  p: secret/23-same-2: up to date$
stdout ^  p: secret/17-written: up to date$
stdout ^p: 30 cases: 15 generated, 15 up to date, 0 failed, 0 removed$
sh cd {tmp}/p/data && find . -printf '%i %T@ %y %p %l\n' | sort | diff {tmp}/before -
exit 0
# judge check warns, running nothing, where data/ is not what generate would make: a
# changed rule, a file edited by hand, files no rule makes; generate then redoes exactly
# those two cases, and removes and names those files
judge check --no-validate {tmp}/p
exit 0
stdout ^p: ok, 28 cases$
setup sh sed -i 's/small: gen.c {seed} 5 10/small: gen.c {seed} 6 10/' \
    {tmp}/p/generators/generators.yaml
setup sh sed -i '/too-big:/,+1d' {tmp}/p/generators/generators.yaml
setup write {tmp}/p/data/secret/notes.txt a stray file\n
setup write {tmp}/p/data/sample/02.ans -4\n
judge check --no-validate {tmp}/p
exit 0
stderr ^.*/generators\.yaml:30:16: warning: case 'secret/04-small': its rule, or a file it is \
    made from, changed since it was generated \(run judge generate\)$
stderr ^.*/generators\.yaml:18:11: warning: case 'sample/02': 'sample/02\.ans' is not what \
    generate wrote \(run judge generate\)$
stderr ^.*/p/data/secret/notes\.txt: warning: no rule of generators\.yaml makes it
stderr ^.*/p/data/invalid_input/too-big\.in: warning: no rule of generators\.yaml makes it
judge generate -v {tmp}/p
exit 0
stdout ^  p: secret/04-small: generated$
stdout ^  p: sample/02: generated$
stdout ^  p: removed invalid_input/too-big\.in$
stdout ^  p: removed secret/notes\.txt$
stdout ^p: 29 cases: 2 generated, 27 up to date, 0 failed, 2 removed$
stderr ^judge: p: 2 files no rule makes were removed \(kept in '.*/generate-trash/p-
sh head -1 {tmp}/p/data/secret/04-small.in; cat {tmp}/p/data/sample/02.ans
exit 0
stdout ^6$
stdout ^-5$
# --dry-run runs and writes nothing; --clean removes what generate wrote
setup sh sed -i 's/spaced: gen.c  {seed} 5 10/spaced: gen.c {seed} 7 10/' \
    {tmp}/p/generators/generators.yaml
judge generate --dry-run {tmp}/p
exit 0
stdout ^p: 29 cases: 1 to generate, 28 up to date, 0 failed, 0 to remove$
judge generate --clean {tmp}/p
exit 0
stdout ^p: 62 files removed$
sh find {tmp}/p/data ! -type d; test ! -e {tmp}/p/generators/generated.yaml
exit 0
!stdout .

# Each failing case is not written, the others are; every error at its rule's line
setup copy generate/bad {tmp}/p
setup copy generate/listsum/input_validators {tmp}/p/input_validators
setup copy generate/listsum/submissions {tmp}/p/submissions
setup copy generate/listsum/generators/gen.c {tmp}/p/generators/gen.c
judge generate {tmp}/p
exit 1
stdout ^p: 6 cases: 1 generated, 0 up to date, 5 failed, 0 removed$
stderr ^.*/p/generators/generators\.yaml:7:14: case 'secret/crash': generator 'crash\.py' \
    failed: RE \(exit code 3\): no input today$
stderr ^.*/generators\.yaml:8:15: case 'secret/random': generator 'random\.py' is not \
    deterministic: run again, it wrote another testcase\.in$
stderr ^.*/generators\.yaml:9:17: case 'secret/rejected': input rejected by 'validate\.c': \
    not a list of integers \(at most 100 integers within 1000\)$
stderr ^.*/generators\.yaml:11:9: case 'secret/unanswered': no \.ans was made, and no \
    solution makes one
stderr ^.*/generators\.yaml:16:9: case 'invalid_input/accepted': its input is accepted by \
    every input validator: an invalid input must be rejected$
sh ls {tmp}/p/data/secret
exit 0
stdout ^ok\.ans$
!stdout crash|random|rejected|unanswered

# A generators.yaml that cannot be followed: every error, exit 2, nothing written
setup copy generate/bad {tmp}/p
setup write {tmp}/p/generators/generators.yaml data:\n  secret:\n    include: \
    [nothing]\n    data:\n      - a:\n          generate: gen.c \
    {count}\n          count: 0\n      - b: gen.c 1\n        c: gen.c 2\n
judge generate {tmp}/p
exit 2
stderr ^.*/generators\.yaml:3:15: include: 'nothing' is not the key of an earlier case or \
    group$
stderr ^.*/generators\.yaml:7:18: count 0: it must be from 1 to 100$
stderr ^.*/generators\.yaml:8:9: item 1 of the numbered list of 'secret' must have one key
stderr ^judge: p: generators\.yaml cannot be followed: nothing written$
sh test ! -e {tmp}/p/data
exit 0
# none at all
judge generate generate/listsum.expected
exit 2
judge generate --root tree nosuch
exit 2
stderr no such problem 'nosuch'
