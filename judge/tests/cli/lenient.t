# Packages read as problemtools and BAPCtools read them (issue 27): what both accept is read,
# or warned of and read; each fixture package names the public one that taught it.

# packages/lenient-meta: YAML's null (`source:`, `hint: ~`) is not given, YAML 1.1's False,
# a case's description of two lines, globs that match no submission and no case (warned)
judge verify packages/lenient-meta
exit 0
stderr ^judge: warning: .*/lenient-meta/submissions/submissions\.yaml:6:1: 'match/\*' \
    matches no submission under submissions/$
stderr ^judge: warning: .*/submissions\.yaml:9:3: 'secret/99' matches no test group or case
stdout ^  ok   accepted/sum\.c$
stdout ^verify: 1 problem, 0 expectations missed$
judge run -v packages/lenient-meta
exit 0
stdout ^       description: two small numbers, the first case of secret$
