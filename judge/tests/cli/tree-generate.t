# The tree's five problems make their testdata with judge generate from
# problems/<id>/generators/generators.yaml (issue 31): what is committed is what it
# makes, by its record (nothing runs), and lc374's large group, made anew in a copy of
# the tree, is byte for byte the committed one (its answers from brute.c).
judge generate --dry-run --root ../../.. lc374 lc375 lc464 lc486 poj1143
exit 0
stdout ^lc374: 61 cases: 0 to generate, 61 up to date, 0 failed, 0 to remove$
stdout ^lc375: 24 cases: 0 to generate, 24 up to date, 0 failed, 0 to remove$
stdout ^lc464: 30 cases: 0 to generate, 30 up to date, 0 failed, 0 to remove$
stdout ^lc486: 27 cases: 0 to generate, 27 up to date, 0 failed, 0 to remove$
stdout ^poj1143: 29 cases: 0 to generate, 29 up to date, 0 failed, 0 to remove$

# lc374's large group made anew (its record's entries and its files gone; made from
# nothing, all five take minutes): the committed files and record again, byte for byte
setup copy ../../../problems {tmp}/t/problems
setup copy ../../../solutions {tmp}/t/solutions
setup copy ../../../testdata/lc374 {tmp}/t/testdata/lc374
setup sh sed -i '/"03-large\//d' {tmp}/t/problems/lc374/generators/generated.yaml && \
    rm {tmp}/t/testdata/lc374/03-large.yaml {tmp}/t/testdata/lc374/large-max.*
judge generate --root {tmp}/t lc374
exit 0
stdout ^lc374: 61 cases: 12 generated, 49 up to date, 0 failed, 0 removed$
sh diff -r {tmp}/t/testdata/lc374 ../../../testdata/lc374 && \
    diff {tmp}/t/problems/lc374/generators/generated.yaml \
    ../../../problems/lc374/generators/generated.yaml
exit 0
