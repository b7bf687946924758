# judge stress (issue 31): seeded generator calls, small inputs first, judged against a
# reference; each counterexample shrunk.  generate/listsum's wrong_answer/adjacent.c
# drops an element equal to the one before it, which about (n - 1) / (2m + 1) of gen.c's
# lists of n values in [-m, m] have; its smallest counterexample (fewest tokens, then
# bytes, then the bytes compared) is "2\n1 1\n".  generate/bad's secret data is a
# mapping, where --add puts its rule.

# Seed 1 finds it on test 28 (gen.c 28 6 28: seed 1 + 27, the arguments scaled for that
# round), shrunk from 7 tokens to the known minimum with its answer and output; --keep
# writes the files, --add a rule copying generators/stress/NAME.in
setup copy generate/bad {tmp}/p
setup copy generate/listsum/input_validators {tmp}/p/input_validators
setup copy generate/listsum/submissions {tmp}/p/submissions
setup copy generate/listsum/generators/gen.c {tmp}/p/generators/gen.c
judge stress {tmp}/p --generator 'gen.c {seed} 20 100' --submission \
    {tmp}/p/submissions/wrong_answer/adjacent.c --seed 1 --count 60 --keep {tmp}/k --add \
    --json {tmp}/s.json
exit 1
stdout ^p: 28 tests \(0 invalid, 0 failed\), seed 1
stdout ^  wrong_answer/adjacent\.c: WA on test 28 after .*: gen\.c 28 6 28 \(seed 28\)$
stdout ^    shrunk from 7 tokens \(21 bytes\) to 3 \(6 bytes\) in 
stdout ^      1 1$
sh python3 report-check stress-json {tmp}/s.json
exit 0
stdout ^ok stress-json
jsonfile {tmp}/s.json kind = "stress"
jsonfile {tmp}/s.json seed = 1
jsonfile {tmp}/s.json generators = ["gen.c {seed} 20 100"]
jsonfile {tmp}/s.json submissions.0.label = "wrong_answer/adjacent.c"
jsonfile {tmp}/s.json submissions.0.found = true
jsonfile {tmp}/s.json submissions.0.tests = 28
jsonfile {tmp}/s.json submissions.0.counterexample.command = "gen.c 28 6 28"
jsonfile {tmp}/s.json submissions.0.counterexample.seed = 28
jsonfile {tmp}/s.json submissions.0.counterexample.verdict = "WA"
jsonfile {tmp}/s.json submissions.0.shrunk.input = "2\n1 1\n"
jsonfile {tmp}/s.json submissions.0.shrunk.tokens = 3
jsonfile {tmp}/s.json submissions.0.shrunk.bytes = 6
jsonfile {tmp}/s.json submissions.0.shrunk.answer = "2\n"
jsonfile {tmp}/s.json submissions.0.shrunk.output = "1\n"
jsonfile {tmp}/s.json submissions.0.shrunk.verdict = "WA"
jsonfile {tmp}/s.json submissions.0.reproduce ~ --seed 1 --count 28$
jsonfile {tmp}/s.json submissions.0.counterexample.tokens = 7
jsonfile {tmp}/s.json complete = true
sh cat {tmp}/k/wrong_answer-adjacent.c/shrunk.in \
    {tmp}/p/generators/stress/stress-wrong_answer-adjacent-c.in && \
    grep 'copy: stress/stress-wrong_answer-adjacent-c$' {tmp}/p/generators/generators.yaml
exit 0
stdout ^2$
stdout ^1 1$
stdout copy: stress/stress-wrong_answer-adjacent-c

# The same search one test at a time (-j 1) finds the same test (seed 11: test 9, gen.c 19
# 2 9), as the printed command does; a submission that never fails: no counterexample
judge stress generate/listsum --generator 'gen.c {seed} 20 100' --submission \
    generate/listsum/submissions/wrong_answer/adjacent.c --submission \
    generate/listsum/submissions/accepted/sum.c --seed 11 --count 9 --no-shrink -j 1
exit 1
stdout ^  wrong_answer/adjacent\.c: WA on test 9 after .*: gen\.c 19 2 9 \(seed 19\)$
stdout ^  accepted/sum\.c: no counterexample in 9 tests$
stdout again: judge stress generate/listsum --generator 'gen\.c \{seed\} 20 100' .* --seed 11 \
    --count 9 --no-shrink$

# Usage: a call needs {seed}; --count or --time; a problem without generators.yaml
judge stress generate/listsum --generator 'gen.c 1 2 3' --count 1
exit 2
stderr a call needs \{seed\}
judge stress generate/listsum --count 1 --time 1
exit 2
judge stress --root tree sum --count 1
exit 2
stderr stress needs its generators/generators\.yaml
