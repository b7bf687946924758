# Disagreements scripts/parity found between judge verify and the reference tools
# (problemtools, BAPCtools) on public packages, each as a fixture package of our own under
# parity/ (its problem.yaml names the public package that taught it).  NOT registered in
# meson.build: these fail on main until their causes are fixed (see parity/README.md).
# Run: python3 judge/tests/cli/run-tests build/judge judge/tests/cli/parity.t
#
# 2025-09 constants: {{MAXN}} in an input validator is replaced (spec 2025-09, "Constants":
# "All constant sequences in the following files will be replaced ... input and output
# validators"); BAPCtools replaces them (program.py, substitute_constants)
judge verify parity/constants
exit 0
stdout ^  ok   accepted/echo\.py$
stdout ^  ok   wrong_answer/plus-one\.py$

# An allocation past the memory limit fails at once under problemtools' and BAPCtools'
# address-space limit (RTE); the spec says only "the maximum memory a submission may use"
# (2025-09, limits).  The judge counts memory in use: the untouched allocation succeeds
# and the program spins: TLE, a missed expectation
judge verify parity/reserve
exit 0
stdout ^  ok   accepted/echo\.c$
stdout ^  ok   run_time_error/reserve\.c$

# A legacy package marked multi-pass as DOMjudge marks it (validation: custom multi-pass,
# limits.validation_passes: DOMjudge's example_problems/jumble): read as multi-pass, as
# DOMjudge reads it and `bt upgrade` converts it (to type: multi-pass); problemtools refuses
# it.  wrong_answer/second.c is wrong only in pass 2
judge verify parity/legacy-multipass
exit 0
stdout ^  ok   accepted/add-one\.c$
stdout ^  ok   wrong_answer/second\.c$
