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
