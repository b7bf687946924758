// Run-time error on the case without numbers only (n = 0: it throws); right everywhere else.
'use strict';
const words = require('fs').readFileSync(0, 'latin1').split(/\s+/).filter((w) => w !== '');
const n = Number(words[0]);
if (n === 0)
	throw new Error('no numbers to add');
console.log(words.slice(1, n + 1).reduce((sum, w) => sum + Number(w), 0));
