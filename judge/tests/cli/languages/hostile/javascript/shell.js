// Hostile: spawns a shell (child_process.execSync, which runs /bin/sh -c); prints ESCAPED only
// if the shell ran.
'use strict';
const { execSync } = require('child_process');
require('fs').readFileSync(0);
try {
	const out = execSync('echo shell-ran', { timeout: 5000 }).toString().trim();
	console.log(out === 'shell-ran' ? 'ESCAPED shell: execSync' : 'blocked shell');
} catch (e) {
	console.log(`blocked shell: ${e.message}`);
}
