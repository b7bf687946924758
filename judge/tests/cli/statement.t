# judge statement (issue 32): a package's Markdown statement as one page, checked by
# statement-check against the package itself (its samples as the 2025-09 spec shows them,
# its math by pandoc's rules, its headings and table cells as the cmark-gfm command renders
# them) and rendered by headless Chromium with no console message. The fixture is
# statement/ (statement/problem.en.md uses every feature; .sv.md shows a sample itself).

# English: constants substituted (also inside math), samples at {{nextsample}} and
# {{remainingsamples}}, sample 2 as its .in.statement says, math kept as TeX, a table,
# a footnote, the image inlined, the <script> block left out with a warning, the
# LaTeX statement listed as not rendered
judge statement statement --html {tmp}/en.html
exit 0
stderr ^judge: note: '.*/statement/problem\.de\.tex' not rendered \(LaTeX\)$
stderr ^judge: warning: .*/statement/problem\.en\.md:32:1: raw HTML left out
stderr ^judge: wrote '.*/en\.html' \(statement, en, 3 samples\)$
sh python3 statement-check browser statement en {tmp}/en.html {tmp}/en.png
exit 0
stdout ^ok: samples 3, math 14, headings 2, cells 9; browser ok
sh grep -c 'src="data:image/svg+xml;base64,' {tmp}/en.html
stdout ^1$

# Swedish: the name in Swedish, and no sample appended: the statement shows its own,
# whose output differs from the case (a warning at its code block, as judge check says)
judge statement statement --lang sv
exit 0
stdout <html lang="sv">
stdout <h1>Par av summor</h1>
!stdout class="sample"
stderr ^judge: warning: .*/problem\.sv\.md:15:1: the statement's sample output differs from \
    case 'sample/1': its line 2 is '8', the case's '7'$
judge check statement
exit 0
stderr ^.*/problem\.sv\.md:15:1: warning: the statement's sample output differs
stderr ^.*/problem\.en\.md:32:1: warning: raw HTML left out
stdout ^statement: ok, 4 cases, 2 warnings$
judge check --strict statement
exit 1

# A LaTeX statement is not rendered; a language without a statement names those there are
judge statement statement --lang de
exit 2
stderr is a LaTeX statement, which the judge does not render \(it renders Markdown: \
    problem\.de\.md\)
judge statement statement --lang fr
exit 2
stderr ^judge: 'statement' has no statement in 'fr' \(it has: de \(LaTeX\), en \(Markdown\), \
    sv \(Markdown\)\)$

# --markdown: the same statement as Markdown, constants in, samples fenced where they go
judge statement statement --markdown -
exit 0
stdout ^Given \$n\$ pairs .* \$1 \\le n \\le 10\^5\$$
stdout ^\*\*Sample Input 2\*\*$
stdout ^-1000000000 -1000000000   <- both at their least$
!stdout \{\{
!stdout <!DOCTYPE

# An interactive package's sample is its .interaction: the lines each side wrote, in order
setup copy packages/interactive-current {tmp}/i
setup write {tmp}/i/statement/problem.en.md Answer each pair with its sum.\n\n{{nextsample}}\n
judge statement {tmp}/i --html {tmp}/i.html
exit 0
sh python3 statement-check page {tmp}/i en {tmp}/i.html
exit 0
stdout ^ok: samples 1, math 0
sh grep -o '<th colspan="2">Sample Interaction 1</th>' {tmp}/i.html
stdout Sample Interaction 1

# The judge's format: problems/ID/statement.md, its title heading the page's; lc464 shows
# its samples itself, all three cases in one block, and agrees with them
judge statement --root ../../.. lc464
exit 0
stdout <h1>Can I Win</h1>
stdout <p class="limits">Time limit: 500ms\. Memory limit: 64MiB\.</p>
!stdout class="sample"
!stderr warning
# ...a changed line is named with the case it differs from; an interactive problem of the
# judge's format shows no sample of its own
setup copy ../../../problems/lc464 {tmp}/t/problems/lc464
setup copy ../../../testdata/lc464/00-samples.yaml {tmp}/t/testdata/lc464/00-samples.yaml
setup sh sed -i 's/^10 0$/10 5/' {tmp}/t/problems/lc464/statement.md
judge statement --root {tmp}/t lc464
exit 0
stderr ^judge: warning: .*/lc464/statement\.md:[0-9]+:1: the statement's sample input \
    differs from case 'sample-2': its line 2 is '10 5', the case's '10 0'$
judge statement --root ../../.. lc374
exit 0
stderr ^judge: note: 'lc374' is interactive: its 3 sample cases are not shown
!stdout class="sample"

# What a statement cannot have: unknown constants, a {{nextsample}} past the samples, images
# that are URLs, outside the folder or missing, a javascript: link; none reaches the page
setup copy statement {tmp}/p
setup copy statement/bad.md {tmp}/p/statement/problem.en.md
judge statement {tmp}/p --html {tmp}/p.html
exit 0
stderr :1:[0-9]+: no constant 'nope' in problem\.yaml$
stderr :1:[0-9]+: constant 'maxn' has no variant 'latex'$
stderr :9:1: \{\{nextsample\}\} with no sample left \(the problem has 3\)$
stderr image 'https://example\.com/a\.png' not shown: only a file beside the statement
stderr image '\.\./problem\.yaml' not shown: only a file beside the statement
stderr image 'missing\.png' not shown: cannot read: No such file or directory
stderr image 'pairs\.gif' not shown: only PNG, JPEG and SVG images are shown
stderr link to 'javascript:alert\(1\)' left out
sh python3 statement-check page {tmp}/p en {tmp}/p.html
exit 0
stdout ^ok: samples 3

# problem.yaml's constants are checked where they are written
setup copy statement {tmp}/p
setup copy statement/bad-constants.yaml {tmp}/p/problem.yaml
judge check {tmp}/p
exit 2
stderr problem\.yaml:4:3: invalid constant name \(letters, digits and '_', not starting
stderr problem\.yaml:5:9: a constant must be a number or a string, not a list$
stderr problem\.yaml:6:6: constant 'k' has no 'value'$
