// Hostile: starts a child process (child_process.spawnSync of /bin/echo, without a shell);
// prints ESCAPED only if it ran.
'use strict';
const { spawnSync } = require('child_process');
require('fs').readFileSync(0);
const done = spawnSync('/bin/echo', ['child-ran'], { timeout: 5000 });
if (done.error || String(done.stdout).trim() !== 'child-ran')
	console.log(`blocked fork: ${done.error || done.status}`);
else
	console.log('ESCAPED fork: spawnSync /bin/echo');
