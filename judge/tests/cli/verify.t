# Every submission meets its expectation: exit 0, with the verdict matrix; a submission's
# run stops at its first failing case (later cases cannot change the outcome): '-', not run
judge verify --root tree sum
exit 0
stdout ^sum: verdict matrix \(columns: \
    1=main, 2=run_time_error/segv.c, 3=time_limit_exceeded/spin.c, 4=wrong_answer/overflow.c\)
stdout ^  small +AC +RE +TLE +AC$
stdout ^  from-files +AC +- +- +WA$
stdout ^  ok   main$
stdout ^  ok   time_limit_exceeded/spin.c$
stdout ^verify: 1 problem, 0 expectations missed$

# Missed expectations: each named with the reason, exit 1
judge verify --root verify-bad sum
exit 1
stdout ^  FAIL main: gets TLE on '.*' with half the time limit
stdout ^  FAIL run_time_error/wrong-instead.c: expected RE or AC, got WA on 'from-files'
stdout ^  FAIL time_limit_exceeded/burn-700ms.c: fragile time limit: \
    passes every case with twice the limit
stdout ^  FAIL wrong_answer/actually-right.c: expected WA on at least one case, got AC everywhere
stdout ^verify: 1 problem, 4 expectations missed$

# verify needs problems or --all
judge verify --root tree
exit 2
stderr give problem names or --all
