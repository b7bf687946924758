# Outputs past 1 MiB are compared while the program writes them (judge/stream_check.c).
# Each test makes a tree in {tmp}/t: the program prints N lines "i i*7%1000003";
# the answers are written by awk, a second implementation, and changed with sed.

# A 3.3 MB output, compared as it streams: AC
sh mkdir -p {tmp}/t/problems/big {tmp}/t/testdata/big {tmp}/t/solutions && printf '#include <stdio.h>\nint main(void) { long n; if (scanf("%%ld", &n) != 1) return 1; for (long i = 0; i < n; i++) printf("%%ld %%ld\\n", i, i * 7 %% 1000003); return 0; }\n' > {tmp}/t/solutions/big.c && printf 'title: Big output\nlimits: {time: 5s, memory: 64MiB, output: 64MiB}\n' > {tmp}/t/problems/big/problem.yaml && echo 250000 > {tmp}/t/testdata/big/big.in && awk 'BEGIN { for (i = 0; i < 250000; i++) print i, (i * 7) % 1000003 }' > {tmp}/t/testdata/big/big.ans && printf 'cases:\n  - {name: big, input_file: big.in, output_file: big.ans}\n' > {tmp}/t/testdata/big/cases.yaml && "$JUDGE" run --root {tmp}/t big --no-cache --json {tmp}/r.json && echo "answer bytes $(wc -c < {tmp}/t/testdata/big/big.ans)" && python3 -c 'import json, sys; print("output bytes", json.load(open(sys.argv[1]))["problems"][0]["cases"][0]["output_bytes"])' {tmp}/r.json
exit 0
stdout ^  AC  big
stdout ^answer bytes 3357142$
stdout ^output bytes 3357142$
jsonfile {tmp}/r.json problems.0.cases.0.verdict = "AC"

# A difference deep in a big output: WA at its line, token and excerpt (line 200000 holds
# i = 199999, whose second token is 199999 * 7 % 1000003 = 399990)
sh mkdir -p {tmp}/t/problems/big {tmp}/t/testdata/big {tmp}/t/solutions && printf '#include <stdio.h>\nint main(void) { long n; if (scanf("%%ld", &n) != 1) return 1; for (long i = 0; i < n; i++) printf("%%ld %%ld\\n", i, i * 7 %% 1000003); return 0; }\n' > {tmp}/t/solutions/big.c && printf 'title: Big output\nlimits: {time: 5s, memory: 64MiB, output: 64MiB}\n' > {tmp}/t/problems/big/problem.yaml && echo 250000 > {tmp}/t/testdata/big/big.in && awk 'BEGIN { for (i = 0; i < 250000; i++) print i, (i * 7) % 1000003 }' | sed '200000s/ .*/ 5/' > {tmp}/t/testdata/big/big.ans && printf 'cases:\n  - {name: big, input_file: big.in, output_file: big.ans}\n' > {tmp}/t/testdata/big/cases.yaml && "$JUDGE" run --root {tmp}/t big --no-cache --json {tmp}/r.json
exit 1
stdout ^  WA  big
jsonfile {tmp}/r.json problems.0.cases.0.verdict = "WA"
jsonfile {tmp}/r.json problems.0.cases.0.difference.line = 200000
jsonfile {tmp}/r.json problems.0.cases.0.difference.token = 400000
jsonfile {tmp}/r.json problems.0.cases.0.difference.expected = "5"
jsonfile {tmp}/r.json problems.0.cases.0.difference.received = "399990"

# A big output that only an exact comparison refuses: WA with the hint, which reads the output again
sh mkdir -p {tmp}/t/problems/big {tmp}/t/testdata/big {tmp}/t/solutions && printf '#include <stdio.h>\nint main(void) { long n; if (scanf("%%ld", &n) != 1) return 1; for (long i = 0; i < n; i++) printf("%%ld %%ld\\n", i, i * 7 %% 1000003); return 0; }\n' > {tmp}/t/solutions/big.c && printf 'title: Big output\nlimits: {time: 5s, memory: 64MiB, output: 64MiB}\nchecker: exact\n' > {tmp}/t/problems/big/problem.yaml && echo 250000 > {tmp}/t/testdata/big/big.in && awk 'BEGIN { for (i = 0; i < 250000; i++) print i, (i * 7) % 1000003 }' | sed '123456s/ /  /' > {tmp}/t/testdata/big/big.ans && printf 'cases:\n  - {name: big, input_file: big.in, output_file: big.ans}\n' > {tmp}/t/testdata/big/cases.yaml && "$JUDGE" run --root {tmp}/t big --no-cache
exit 1
stdout ^  WA  big
stdout line 123456
stdout hint: would pass with whitespace-insensitive comparison

# A program that stops writing and hangs: TLE, the comparison given up with the run
sh mkdir -p {tmp}/t/problems/big {tmp}/t/testdata/big {tmp}/t/solutions && printf '#include <stdio.h>\n#include <unistd.h>\nint main(void) { for (long i = 0; i < 250000; i++) printf("%%ld %%ld\\n", i, i * 7 %% 1000003); fflush(stdout); sleep(30); return 0; }\n' > {tmp}/t/solutions/big.c && printf 'title: Big output\nlimits: {time: 5s, wall: 1s, memory: 64MiB, output: 64MiB}\n' > {tmp}/t/problems/big/problem.yaml && echo 250000 > {tmp}/t/testdata/big/big.in && awk 'BEGIN { for (i = 0; i < 250000; i++) print i, (i * 7) % 1000003 }' > {tmp}/t/testdata/big/big.ans && printf 'cases:\n  - {name: big, input_file: big.in, output_file: big.ans}\n' > {tmp}/t/testdata/big/cases.yaml && "$JUDGE" run --root {tmp}/t big --no-cache
exit 1
stdout ^  TLE big .*\(wall\)

# Past the output limit while being compared: OLE
sh mkdir -p {tmp}/t/problems/big {tmp}/t/testdata/big {tmp}/t/solutions && printf '#include <stdio.h>\nint main(void) { long n; if (scanf("%%ld", &n) != 1) return 1; for (long i = 0; i < n; i++) printf("%%ld %%ld\\n", i, i * 7 %% 1000003); return 0; }\n' > {tmp}/t/solutions/big.c && printf 'title: Big output\nlimits: {time: 5s, memory: 64MiB, output: 2MiB}\n' > {tmp}/t/problems/big/problem.yaml && echo 250000 > {tmp}/t/testdata/big/big.in && awk 'BEGIN { for (i = 0; i < 250000; i++) print i, (i * 7) % 1000003 }' > {tmp}/t/testdata/big/big.ans && printf 'cases:\n  - {name: big, input_file: big.in, output_file: big.ans}\n' > {tmp}/t/testdata/big/cases.yaml && "$JUDGE" run --root {tmp}/t big --no-cache
exit 1
stdout ^  OLE big

# Two big cases at once (-j 2, a comparing thread per worker) and --repeat: every run compared
sh mkdir -p {tmp}/t/problems/big {tmp}/t/testdata/big {tmp}/t/solutions && printf '#include <stdio.h>\nint main(void) { long n; if (scanf("%%ld", &n) != 1) return 1; for (long i = 0; i < n; i++) printf("%%ld %%ld\\n", i, i * 7 %% 1000003); return 0; }\n' > {tmp}/t/solutions/big.c && printf 'title: Big output\nlimits: {time: 5s, memory: 64MiB, output: 64MiB}\n' > {tmp}/t/problems/big/problem.yaml && echo 250000 > {tmp}/t/testdata/big/big.in && echo 200000 > {tmp}/t/testdata/big/short.in && awk 'BEGIN { for (i = 0; i < 250000; i++) print i, (i * 7) % 1000003 }' > {tmp}/t/testdata/big/big.ans && printf 'cases:\n  - {name: big, input_file: big.in, output_file: big.ans}\n  - {name: short, input_file: short.in, output_file: big.ans}\n  - {name: big2, input_file: big.in, output_file: big.ans}\n' > {tmp}/t/testdata/big/cases.yaml && "$JUDGE" run --root {tmp}/t big --no-cache -j 2 --repeat 2
exit 1
stdout ^  AC  big
stdout ^  WA  short .*
stdout ^  AC  big2
stdout ^big: WA  2/3 cases passed
