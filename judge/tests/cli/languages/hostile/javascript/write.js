// Hostile: writes files outside its working directory (/tmp, /etc, /root, the parent folders,
// the judge's testdata by relative paths and through /proc/*/cwd); prints ESCAPED only if one
// was written.
'use strict';
const fs = require('fs');
fs.readFileSync(0);
const targets = ['/tmp/pwned-javascript', '/etc/pwned-javascript', '/root/pwned-javascript',
	'../pwned-javascript', '../../pwned-javascript',
	'languages/testdata/sum/pwned-javascript', '../../testdata/sum/pwned-javascript'];
let procs = [];
try {
	procs = fs.readdirSync('/proc').filter((name) => /^[0-9]+$/.test(name));
} catch (e) {
	// no /proc: nothing more to try
}
for (const p of procs)
	targets.push(`/proc/${p}/cwd/languages/testdata/sum/pwned-javascript`);
const written = targets.filter((t) => {
	try {
		fs.writeFileSync(t, 'pwned\n');
		return true;
	} catch (e) {
		return false;
	}
});
console.log(written.length ? `ESCAPED write: ${written.join(', ')}` : 'blocked write');
